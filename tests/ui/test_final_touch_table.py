"""The Final Touch table, driven headless: improving and smearing by keys and mouse, refusals
explained by the engine, the final touch and ruin animations paying on arrival, hidden hands
and a whole AI game to the standings."""

from __future__ import annotations

from game.games.final_touch.actions import Improve, Smear
from game.games.final_touch.state import COMPLETED, RUINED
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.final_touch import FinalTouchTable
from tests.ui.drive import click, open_table, press, run_until


def make_table(app, players=3, humans=1, seed=7, animate=False):
    return open_table(app, FinalTouchTable, "final_touch", players, humans, seed, animation_speed=2.0 if animate else 0.0)


def settle_on_human(app, table):
    assert run_until(app, lambda: table.human_to_act() and not table.animating())


def select_with_keys(app, table, colours):
    """LEFT/RIGHT to each wanted card, CONFIRM to toggle it."""
    wanted = list(colours)
    for index, sprite in enumerate(list(table.hand.sprites)):
        if sprite.tag[0] in wanted:
            wanted.remove(sprite.tag[0])
            while table.hand.focus != index:
                press(app, Intent.RIGHT)
            press(app, Intent.CONFIRM)
    assert not wanted


def set_hand(table, seat, colours):
    hand = [0] * len(table.rules.colours)
    for name in colours:
        hand[table.rules.colour_of[name]] += 1
    table.state.hands[seat] = hand


def refresh(app, table):
    """Show the hand-edited state, and let the re-dealt hand settle."""
    table.resync()
    app.step(1 / 60)


def smear_only_colour(table):
    missing = table.rules.missing(table.state)
    return next(name for name, lack in zip(table.rules.colours, missing) if not lack)


def lacking_colour(table):
    missing = table.rules.missing(table.state)
    return next(name for name, lack in zip(table.rules.colours, missing) if lack)


def test_keyboard_improve_with_selected_cards_fills_the_slots(app):
    table = make_table(app)
    settle_on_human(app, table)
    lack = lacking_colour(table)
    set_hand(table, 0, [lack, smear_only_colour(table), lack, lack, lack])
    table.state.improved = [0] * len(table.rules.colours)
    refresh(app, table)
    taken, colour = table.state.actions_taken, table.rules.colour_of[lack]
    select_with_keys(app, table, [lack])
    improve, smear = table.actions.widgets
    assert improve.label == "Improve with 1" and improve.lit and not smear.lit
    press(app, Intent.UP, Intent.CONFIRM)
    assert table.state.actions_taken == taken + 1 and table.state.improved[colour] == 1
    assert table.shown.improved[colour] == 1
    assert [card.tag for card in table.moves.slot_sprites.values()] == [lack]
    assert sum(table.state.hands[0]) == 5 and len(table.hand.sprites) == 5


def test_illegal_improve_shows_the_engine_reason_and_changes_nothing(app):
    table = make_table(app)
    settle_on_human(app, table)
    wrong = smear_only_colour(table)
    set_hand(table, 0, [wrong, wrong, lacking_colour(table), wrong, wrong])
    refresh(app, table)
    saved = table.rules.state_to_json(table.state)
    select_with_keys(app, table, [wrong])
    improve = table.actions.widgets[0]
    assert not improve.lit
    assert table.actions.widgets[1].lit            # but it may smear
    click(app, improve.rect.center)                # the keys skip an unlit button; the mouse still asks why
    assert table.toast_text == table.rules.why_illegal(table.state, Improve((wrong,)))
    assert table.rules.state_to_json(table.state) == saved


def test_hand_glows_green_to_improve_and_red_to_smear(app):
    table = make_table(app)
    settle_on_human(app, table)
    lack, wrong = lacking_colour(table), smear_only_colour(table)
    set_hand(table, 0, [lack, wrong, wrong, lack, wrong])
    refresh(app, table)
    app.step(1 / 60)
    glow = {sprite.tag[0]: sprite.highlight for sprite in table.hand.sprites}
    assert glow[lack] == (90, 230, 120) and glow[wrong] == (240, 80, 70)


def test_mouse_smear_lands_tilted_in_the_smear_zone(app):
    table = make_table(app)
    settle_on_human(app, table)
    wrong = smear_only_colour(table)
    set_hand(table, 0, [wrong, lacking_colour(table), wrong, wrong, wrong])
    table.state.smears.clear()
    refresh(app, table)
    card = next(sprite for sprite in table.hand.sprites if sprite.tag[0] == wrong)
    click(app, card.rect.center)
    smear = table.actions.widgets[1]
    assert smear.lit
    click(app, smear.rect.center)
    assert [table.rules.colours[c] for c in table.state.smears] == [wrong]
    assert [card.tag for card in table.moves.smear_sprites] == [wrong] and table.moves.smear_sprites[0].angle


def test_the_final_touch_celebrates_then_pays_when_the_painting_arrives(app):
    table = make_table(app, players=2, animate=True)
    settle_on_human(app, table)
    required = table.rules.required[table.state.current]
    last = next(c for c, need in enumerate(required) if need)
    table.state.improved = list(required)
    table.state.improved[last] -= 1
    name = table.rules.colours[last]
    set_hand(table, 0, [name, name, name, name, name])
    refresh(app, table)
    before = table.shown.money[0]
    assert table.play(Improve((name,)))
    assert table.state.money[0] > before and table.shown.money[0] == before   # paid on arrival
    assert run_until(app, lambda: table.moves.banners, 200)
    assert table.moves.banners[0].title.startswith("Final touch!")
    assert run_until(app, lambda: not table.animating(), 2000)
    assert table.shown.money == list(table.state.money)
    assert table.collection(0)[-1].kind == COMPLETED


def test_the_third_smear_ruins_and_pays_both_rivals_at_three_players(app):
    table = make_table(app, players=3)
    settle_on_human(app, table)
    wrong = smear_only_colour(table)
    other = table.rules.colour_of[wrong]
    table.state.smears[:] = [other, other]
    set_hand(table, 0, [wrong, wrong, wrong, wrong, wrong])
    refresh(app, table)
    assert len(table.moves.smear_sprites) == 2
    assert table.play(Smear(wrong))
    record = table.state.scored[-1]
    assert record.kind == RUINED and set(record.recipients) == {1, 2}
    assert table.collection(1)[-1] == record and table.collection(2)[-1] == record
    assert table.shown.money == list(table.state.money) and not table.moves.smear_sprites


def test_hidden_hands_stay_face_down_between_hot_seat_turns(app):
    table = make_table(app, players=2, humans=2)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    assert all(sprite.face is None for sprite in table.hand.sprites)
    app.stack.top.handle(InputEvent(Intent.CONFIRM))
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    seat = table.viewer
    faces = sorted(sprite.face.colour for sprite in table.hand.sprites)
    assert faces == sorted(table.rules.card_names(table.state.hands[seat]))
    table.play(table.rules.legal_actions(table.state)[0])
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene) or table.rules.is_over(table.state))
    if table.viewer is None:
        assert all(sprite.face is None for sprite in table.hand.sprites)


def test_other_seats_draws_never_show_their_faces(app):
    table = make_table(app, players=4, humans=0, animate=True)
    app.settings.ai_speed = 3.0
    table_cards = 0
    for _ in range(900):
        app.step(1 / 60)
        hand = set(map(id, table.hand.sprites))
        for sprite in table.anim.sprites:
            if id(sprite) in hand:
                assert sprite.face is None                # nobody holds the device: all backs
                continue
            if sprite.face is None or sprite.face.deck != "final_touch":
                continue
            table_cards += 1
            assert isinstance(sprite.tag, str)        # only played strokes fly face up
    assert table_cards > 0 and len(table.anim.sprites) < 40


def test_an_all_ai_four_player_game_reaches_the_standings(app):
    table = make_table(app, players=4, humans=0)
    assert run_until(app, lambda: isinstance(app.stack.top, StandingsScene), 20000)
    headers, rows = table.standings()
    assert headers == ["Player", "Team", "Money", "Finished", "Ruined", "Result"]
    assert rows[0][-1] == "Winner" and rows[0][1] == rows[1][1]     # a team wins together
    assert len(table.anim.sprites) < 20
