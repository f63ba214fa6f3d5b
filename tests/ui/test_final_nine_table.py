"""The Final Nine table, driven headless: choosing a disc and a direction by keys and mouse, the
engine's reasons for refusals, pages of actions, the marker walking its flight, hidden hands,
the AI's pace and a whole AI round to the scorecard."""

from __future__ import annotations

from game.games.final_nine.actions import ChooseThrow, PlaySkill, Refill, Throw
from game.games.registry import spec_for
from game.ui.course.flight import inside, target_square
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import default_seats
from game.ui.tables.final_nine import FinalNineTable
from game.ui.tables.final_nine.scorecard import ScorecardScene


def make_table(app, players=3, humans=1, seed=7, animate=False, **options):
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = 2.0 if animate else 0.0
    spec = spec_for("final_nine")
    seats = default_seats(players)
    for index, seat in enumerate(seats):
        seat.kind = 0 if index < humans else 1
    chosen = spec.default_options()
    chosen.update(options)
    table = FinalNineTable(app, spec, seats, chosen, seed, threaded=False)
    app.stack.push(table)
    return table


def run_until(app, condition, steps=4000):
    for _ in range(steps):
        if condition():
            return True
        app.step(1 / 60)
    return condition()


def settle_on_human(app, table, phase="select"):
    assert run_until(app, lambda: table.human_to_act() and table.state.phase == phase
                     and not table.animating())
    app.step(1 / 60)


def press(app, *intents):
    for intent in intents:
        app.dispatch(InputEvent(intent))
        app.step(1 / 60)


def click(app, pos):
    app.dispatch(InputEvent(Intent.POINT, pos, "mouse"))
    app.dispatch(InputEvent(Intent.CLICK, pos, "mouse"))
    app.step(1 / 60)


def labels(table):
    return [button.label for button in table.actions.widgets]


def select_with_keys(app, table, card):
    index = next(i for i, sprite in enumerate(table.hand.sprites) if sprite.tag == card)
    while table.hand.focus != index:
        press(app, Intent.RIGHT)
    press(app, Intent.CONFIRM)
    assert table.selected_card() == card


def discs_in_hand(table):
    return [c for c in table.state.hands[0] if table.rules.content.is_disc(c)]


def set_hand(app, table, cards):
    table.state.hands[0] = list(cards)
    table.resync()
    app.step(1 / 60)


def test_keyboard_picks_a_disc_and_throws_it_forward(app):
    table = make_table(app)
    settle_on_human(app, table)
    disc = discs_in_hand(table)[0]
    select_with_keys(app, table, disc)
    assert labels(table)[:4] == ["Throw \u2191", "Throw \u2192", "Throw \u2193", "Throw \u2190"]
    assert table.preview() is not None              # the target grid shows before committing
    press(app, Intent.UP, Intent.CONFIRM)
    assert table.state.phase == "skill" and table.state.disc == disc and table.state.direction == 0
    assert disc not in table.state.hands[0]
    assert [sprite.tag[0] for sprite in table.moves.throw_sprites] == [disc]


def test_without_a_selection_the_bar_offers_each_disc_by_name(app):
    table = make_table(app)
    settle_on_human(app, table)
    names = [table.rules.content.cards[c].name for c in table.state.hands[0]
             if table.rules.content.is_disc(c)]
    shown = labels(table)
    assert all(any(label.startswith(name) for label in shown) for name in names)
    assert not any("(" in label and label[0].isupper() and "Throw" in label for label in shown)
    assert not any(char.isdigit() for label in shown for char in label if "More" not in label)
    click(app, table.actions.widgets[0].rect.center)     # a disc button selects that disc
    assert table.selected_card() is not None
    assert labels(table)[0] == "Throw \u2191"


def test_an_illegal_skill_shows_the_engine_reason_and_changes_nothing(app):
    table = make_table(app)
    settle_on_human(app, table)
    content = table.rules.content
    disc = discs_in_hand(table)[0]
    luck = next(c for c in range(content.disc_count, len(content.cards)) if content.cards[c].type == "luck"
                and not content.cards[c].either)
    set_hand(app, table, [disc, luck] + [c for c in table.state.hands[0] if c not in (disc, luck)][:7])
    assert table.play(ChooseThrow(disc, "N"))
    settle_on_human(app, table, "skill")
    saved = table.rules.state_to_json(table.state)
    select_with_keys(app, table, luck)
    button = table.actions.widgets[0]
    assert button.label == f"Play {content.cards[luck].name}" and not button.lit
    click(app, button.rect.center)          # the keys skip an unlit button; the mouse still asks why
    assert table.toast_text == table.rules.why_illegal(table.state, PlaySkill(luck))
    assert table.rules.state_to_json(table.state) == saved


def test_a_whole_throw_by_mouse_lands_and_refills_to_nine(app):
    table = make_table(app, players=2)
    settle_on_human(app, table)
    click(app, table.actions.widgets[0].rect.center)     # pick the first disc
    click(app, table.actions.widgets[0].rect.center)     # Throw forward
    settle_on_human(app, table, "skill")
    throw = next(b for b in table.actions.widgets if b.offer.action == Throw())
    click(app, throw.rect.center)
    settle_on_human(app, table, "luck")              # the turned card is on the table: land now
    land = next(b for b in table.actions.widgets if isinstance(b.offer.action, Refill))
    click(app, land.rect.center)
    assert table.state.throws[0] == 1 and table.state.strokes[0] >= 1
    assert run_until(app, lambda: not table.animating())
    assert len(table.state.hands[0]) == 9 and table.shown.strokes[0] == table.state.strokes[0]


def test_a_selected_disc_shows_every_choice_on_one_page_at_four_players(app):
    table = make_table(app, players=4)
    settle_on_human(app, table)
    select_with_keys(app, table, discs_in_hand(table)[0])
    shown = labels(table)
    assert not any(label.startswith("More") for label in shown)
    assert sum(label.startswith("Throw") for label in shown) == 4
    assert any(label.startswith("Redraw") for label in shown) and sum(label.startswith("Trade") for label in shown) == 3


def test_actions_page_with_q_and_e(app):
    table = make_table(app, players=4)
    settle_on_human(app, table)
    content = table.rules.content
    actions = [c for c in range(content.disc_count, len(content.cards))
               if not any(c in hand for hand in table.state.hands)][:9]
    set_hand(app, table, actions)                  # no disc: nine swaps fill more than a page
    first = labels(table)
    assert first[-1].startswith("More")
    press(app, Intent.PAGE_NEXT)
    second = labels(table)
    assert second != first and second[-1].startswith("More")
    press(app, Intent.PAGE_PREV)
    assert labels(table) == first


def test_the_disc_flies_to_rest_in_the_landing_grid_then_the_strokes_count(app):
    table = make_table(app, players=1, animate=True)
    settle_on_human(app, table)
    disc = discs_in_hand(table)[0]
    assert table.play(ChooseThrow(disc, "N"))
    assert table.play(Throw())
    refill = next(a for a in table.rules.legal_actions(table.state) if isinstance(a, Refill))
    assert table.play(refill)
    assert run_until(app, lambda: table.course.in_air, 600)
    flight = table.course.flight
    assert table.shown.strokes[0] == 0 and table.state.strokes[0] >= 1    # not counted mid-air
    seen = []
    assert run_until(app, lambda: seen.append(table.course.disc_point()) or not table.course.in_air, 600)
    assert len(set(seen)) > 20                     # drawn moving, frame by frame, for over 1/3 s
    assert inside(flight.path.rest, target_square(flight.throw))
    assert run_until(app, lambda: not table.animating(), 2000)
    assert table.shown.lie[0] == table.state.lie[0] and table.shown.strokes[0] == table.state.strokes[0]
    assert table.shown.trail                      # the landed flight stays drawn as a trail


def test_hot_seat_hides_every_hand_between_turns(app):
    table = make_table(app, players=2, humans=2)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    assert all(sprite.face is None for sprite in table.hand.sprites)
    app.stack.top.handle(InputEvent(Intent.CONFIRM))
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    seat = table.viewer
    assert sorted(sprite.tag for sprite in table.hand.sprites) == sorted(table.state.hands[seat])
    assert all(sprite.face.title == table.rules.content.cards[sprite.tag].name for sprite in table.hand.sprites)


def test_other_players_cards_show_only_when_played(app):
    table = make_table(app, players=3, humans=1, animate=True)
    app.settings.ai_speed = 3.0
    me = spec_for("final_nine").bots["normal"](table.rules)
    played = 0
    for _ in range(900):
        if table.human_to_act() and not table.animating():    # the human plays as the bot would
            legal = table.rules.legal_actions(table.state)
            table.play(me.choose(table.rules.view(table.state, 0), legal, app.rng))
        app.step(1 / 60)
        mine = set(table.state.hands[0])
        for sprite in table.anim.sprites:
            if sprite in table.hand.sprites:
                assert sprite.face is None or sprite.tag in mine
            elif sprite.face is not None and sprite.showing_face:
                card = sprite.tag[0] if isinstance(sprite.tag, tuple) else sprite.tag
                assert all(card not in hand for hand in table.state.hands[1:])
                played += 1
    assert played > 0 and len(table.anim.sprites) < 40


def test_ai_pauses_less_for_small_steps_than_for_choosing_a_disc(app):
    table = make_table(app, players=2, humans=0)
    app.settings.ai_speed = 1.0
    waits = {}
    for _ in range(3000):
        fresh = table._pending is None
        phase = table.state.phase
        app.step(1 / 60)
        if fresh and table._pending is not None:
            waits.setdefault(phase, table._ai_wait + 1 / 60)
        if {"select", "luck"} <= waits.keys():
            break
    assert waits["luck"] < waits["select"]


def test_an_all_ai_round_ends_on_the_scorecard(app):
    table = make_table(app, players=2, humans=0, holes=9)
    assert run_until(app, lambda: isinstance(app.stack.top, ScorecardScene), 20000)
    headers, rows = table.standings()
    assert headers == ["Player", "Strokes", "vs Par", "Holes", "Result"]
    strokes = [int(row[1]) for row in rows]
    assert strokes == sorted(strokes) and rows[0][-1] == "Winner" and rows[0][3] == "9"
    assert len(table.anim.sprites) < 30
    app.stack.top.draw(app.screen)


def test_with_no_disc_in_hand_the_bar_offers_a_new_disc_for_a_card(app):
    table = make_table(app)
    settle_on_human(app, table)
    content = table.rules.content
    actions = [c for c in range(content.disc_count, len(content.cards))
               if not any(c in hand for hand in table.state.hands)][:9]
    set_hand(app, table, actions)
    table.state.redraws[0] = 2                     # no start-of-hole redraws left
    table.resync()
    app.step(1 / 60)
    first = labels(table)
    shown = [label for label in first if not label.startswith("More")]
    pages = 1 + max(0, len(first) - len(shown))     # a More button: the swaps go on over the page
    for _ in range(pages - 1):
        press(app, Intent.PAGE_NEXT)
        shown += [label for label in labels(table) if not label.startswith("More")]
    assert shown and all(label.startswith("Swap") and label.endswith("(+1)") for label in shown)
    assert len(set(shown)) == len(shown)            # copies of a card get one button
    names = {content.cards[c].name for c in actions}
    assert {label[len("Swap "):-len(" (+1)")] for label in shown} == names    # every card offered
    assert "No disc in hand" in table.status_message()
    for _ in range(pages - 1):
        press(app, Intent.PAGE_NEXT)                # back to the first page
    assert labels(table) == first
    press(app, Intent.UP, Intent.CONFIRM)
    assert table.state.strokes[0] == 1 and any(content.is_disc(c) for c in table.state.hands[0])


def test_keyboard_alone_plays_a_whole_throw_with_the_focus_following(app):
    table = make_table(app, players=1)
    settle_on_human(app, table)
    select_with_keys(app, table, discs_in_hand(table)[0])
    press(app, Intent.UP, Intent.CONFIRM)          # Throw forward
    settle_on_human(app, table, "skill")
    assert table.zone == "actions" and table.actions.focused.label == "Throw!"
    press(app, Intent.CONFIRM)
    settle_on_human(app, table, "luck")
    assert isinstance(table.actions.focused.offer.action, Refill)     # landing is one press away
    press(app, Intent.CONFIRM)
    assert table.state.throws[0] == 1 and len(table.state.hands[0]) == 9
