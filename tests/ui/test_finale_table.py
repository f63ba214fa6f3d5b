"""The Finale table, driven headless: every event kind cued, the Exchange as a choice at the start
of a turn and its two draws (pad, mouse), discarding with the keyboard, laying a Level down
through the dialog (the solver's grouping; a failing group explained in the engine's words), the
required dog lit in the hand, skip targets, the hidden card under the discard top, hot-seat
privacy, the setup screen's Challenge words and a Grand Finale's standings and resume."""

from __future__ import annotations

import re

import pytest

from game.core.engine import Event
from game.games.finale import rules as finale_rules
from game.games.finale.actions import Discard, Draw, LayDown
from game.games.registry import spec_for
from game.ui.draw import looks
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.input import Intent
from game.ui.tables.common.player import UnhandledEvent
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.finale import FinaleTable
from game.ui.tables.finale.art import DOG_GOLD
from game.ui.tables.finale.layout import DISCARD_POS, DRAW_POS, PILES
from game.ui.tables.finale.summary import RoundSummaryScene
from game.ui.tables.rummy.lay_down import LayDownScene
from game.ui.tables.rummy.skip import SkipTargetScene
from tests.ui.drive import button, click, open_table, press, run_until


def documented_kinds() -> set[str]:
    """The event kinds listed in the engine's docstring (what a table must handle)."""
    doc = finale_rules.__doc__ or ""
    section = doc.split("Event kinds", 1)[1].split("Lay-down choice", 1)[0]
    terms = {"deck", "skip_target"}          # a draw's source and a discard's data, not kinds
    return set(re.findall(r"``([a-z_]+)``", section)) - terms


def make_table(app, players=3, humans=1, seed=7, challenge="mellow_yellow", animate=False, **options):
    return open_table(app, FinaleTable, "finale", players, humans, seed, options={"challenge": challenge, **options},
                      animation_speed=1.0 if animate else 0.0)


def give(state, seat, cards):
    """Swap ``cards`` into ``seat``'s hand from the draw pile or another hand; every card stays once."""
    hand = state.hands[seat]
    for card in cards:
        if card in hand:
            continue
        out = next(c for c in hand if c not in cards)
        for pile in [state.draw_pile, state.discard] + [h for s, h in enumerate(state.hands) if s != seat]:
            if card in pile and not (pile is state.discard and pile[-1] == card):   # the visible top stays
                pile[pile.index(card)] = out
                break
        else:
            raise AssertionError(f"{card} is not in the draw pile, the discard pile or a hand")
        hand[hand.index(out)] = card


def human_turn(app, table, stage="draw"):
    """Let the AIs play (the human draws from the draw pile) until the human is at ``stage``."""
    for _ in range(400):
        if table.ready() and table.state.stage == stage:
            return
        if table.ready() and table.state.stage == "draw":
            table.commit(Draw("draw"))
        else:
            app.step(1 / 60)
    raise AssertionError(f"never reached {stage}")


def resync(app, table):
    table.resync(force=True)
    assert run_until(app, table.ready)


def test_every_documented_event_kind_has_a_cue_and_nothing_else_is_cued(app):
    kinds = documented_kinds()
    assert len(kinds) == 22
    table = make_table(app)
    assert table.player.unhandled(kinds) == []
    assert set(table.player.cues) | table.player.ignored <= kinds


def test_an_unknown_event_kind_is_refused(app):
    table = make_table(app)
    with pytest.raises(UnhandledEvent, match="'dael'"):
        table.on_events([Event("dael", 0)])


def test_the_exchange_is_a_lit_choice_at_the_start_of_the_turn_and_opens_two_draws(app):
    table = make_table(app)
    human_turn(app, table, "draw")
    state = table.state
    exchange = next(c for c in sorted(table.rules.content.exchanges))
    give(state, 0, [exchange])
    resync(app, table)
    assert button(table, "Play Exchange").lit
    assert "Exchange" in table.controls.status()[0]
    press(app, Intent.UP)                                   # the pad: up to the bar, pick, confirm
    table.actions.set_focus(button(table, "Play Exchange"))
    press(app, Intent.CONFIRM)
    assert state.stage == "exchange" and state.exchange == [exchange]
    assert run_until(app, table.ready)
    assert table.board.exchange is not None and table.board.exchange.draws_left == 2
    assert button(table, "Draw pile (1st)").lit and button(table, "Discard pile (1st)").lit
    count = len(state.hands[0])
    click(app, DRAW_POS)                                    # the mouse: the piles are lit targets
    assert state.stage == "exchange" and len(state.hands[0]) == count + 1
    assert run_until(app, table.ready)
    assert button(table, "Draw pile (2nd)").lit and "one more" in table.controls.status()[0]
    top = state.discard[-1]
    click(app, DISCARD_POS)
    assert state.stage == "play" and top in state.hands[0] and len(state.hands[0]) == count + 2
    assert run_until(app, table.ready)
    card = next(c for c in state.hands[0] if not table.rules.content.is_skip(c))
    table.commit(Discard(card))
    assert state.discard[-2:] == [exchange, card]           # the Exchange goes under the turn's discard


def test_without_an_exchange_the_button_says_why_and_changes_nothing(app):
    table = make_table(app)
    human_turn(app, table, "draw")
    state = table.state
    for card in [c for c in state.hands[0] if table.rules.content.is_exchange(c)]:
        spot = next(i for i, c in enumerate(state.draw_pile) if not table.rules.content.is_exchange(c))
        state.hands[0][state.hands[0].index(card)], state.draw_pile[spot] = state.draw_pile[spot], card
    resync(app, table)
    exchange = button(table, "Play Exchange")
    assert not exchange.lit
    taken = table.actions_taken
    table.controls.pressed(exchange)
    assert table.toast_text == "You hold no Exchange card" and table.actions_taken == taken


def test_selecting_a_card_with_the_keyboard_and_discarding_it(app):
    table = make_table(app)
    human_turn(app, table, "play")
    skips = table.rules.content.skips
    index = next(i for i, s in enumerate(table.hand.sprites) if s.tag not in skips)
    card = table.hand.sprites[index].tag
    while table.hand.focus != index:
        press(app, Intent.RIGHT)
    press(app, Intent.CONFIRM)
    assert table.controls.selected() == [card]
    press(app, Intent.UP)
    table.actions.set_focus(button(table, "Discard"))
    press(app, Intent.CONFIRM)
    assert table.state.discard[-1] == card and card not in table.state.hands[0]


def plain_cards(state, faces):
    """The plain number cards (no wild, special or 0/10) in the draw pile and the hands."""
    return [c for c in state.draw_pile + [c for hand in state.hands for c in hand]
            if not faces[c].wild and not faces[c].special and faces[c].alt is None]


def level_one_hand(app, table):
    """Mellow Yellow's Level 1 in hand: a set of three 3s and a run 4-7 (cards not on the table)."""
    state, faces = table.state, table.rules.content.ctx.faces
    free = plain_cards(state, faces)
    threes = [c for c in free if faces[c].number == 3][:3]
    run = [next(c for c in free if faces[c].number == n) for n in (4, 5, 6, 7)]
    give(state, 0, threes + run)
    resync(app, table)
    return threes, run


def test_the_lay_down_dialog_lays_the_solvers_grouping(app):
    table = make_table(app)
    human_turn(app, table, "play")
    level_one_hand(app, table)
    assert button(table, "Lay down").lit
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    assert isinstance(dialog, LayDownScene) and dialog.rules.heading == "Lay down Level 1"
    press(app, Intent.ACTION_Y)                             # the solver's suggestion
    assert dialog.message == "Ready: press Lay down"
    click(app, next(w for w in dialog.group.widgets if getattr(w, "label", "") == "Lay down").rect.center)
    top = app.stack.top
    assert (top is table or isinstance(top, RoundSummaryScene)) and \
        any(line.startswith("Ana completes Level 1") for line in table.log)
    if table.state.laid[0]:          # (with everyone's Level down the round ends at once)
        laid = {card for meld in table.state.table[0] for card in meld.cards}
        assert top is table and laid <= set(table.mats.sprites)
    else:                            # ... and its summary says Ana made Level 1
        assert table.state.level[0] == 2 and isinstance(top, RoundSummaryScene) and top.result.laid[0]


def test_a_failing_group_is_explained_in_the_engines_words_and_nothing_is_laid(app):
    table = make_table(app)
    human_turn(app, table, "play")
    threes, run = level_one_hand(app, table)
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    dialog.selected = {threes[0], threes[1], run[0]}
    dialog.put(0)
    dialog.selected = {threes[2], *run[1:]}
    dialog.put(1)
    expected = table.rules.explain(table.state, 0, dialog.grouping())
    assert expected and dialog.message.lower() == expected.lower()
    taken = table.actions_taken
    dialog.lay_down()
    reason = table.rules.why_illegal(table.state, LayDown(dialog.grouping()))
    assert app.stack.top is dialog and table.toast_text.lower() == reason.lower()
    assert not table.state.laid[0] and table.actions_taken == taken


def test_cards_showing_the_dog_the_level_needs_glow_in_the_hand(app):
    table = make_table(app, challenge="balanced_blue")           # its Level 3 needs Charlie (the 3s)
    human_turn(app, table, "play")
    table.state.level[0] = 3
    give(table.state, 0, ["Y3a"])
    resync(app, table)
    table.update(0.0)
    glowing = {s.tag for s in table.hand.sprites if s.highlight == DOG_GOLD}
    faces = table.rules.content.ctx.faces
    assert "Y3a" in glowing or table.hand.sprites[table.hand.focus].tag == "Y3a"
    assert all(faces[tag].dog == "Charlie" for tag in glowing)


def test_a_hand_with_enough_cards_but_not_the_dog_is_told_which_dog_it_lacks(app):
    """Balanced Blue's Level 3 (a run of 5 and a set of 3, with Charlie): a run 4-8 and three 9s
    are enough cards, but no card shows Charlie. "Cards short" does not read dogs, so the dialog
    used to say only "cannot make Level 3 yet"; it now names the dog."""
    table = make_table(app, challenge="balanced_blue")
    human_turn(app, table, "play")
    state, faces = table.state, table.rules.content.ctx.faces
    state.level[0] = 3
    free = plain_cards(state, faces)
    run = [next(c for c in free if faces[c].number == n) for n in (4, 5, 6, 7, 8)]
    nines = [c for c in free if faces[c].number == 9][:3]
    give(state, 0, run + nines)
    others = [c for c in state.draw_pile if faces[c].dog != "Charlie" and c not in run + nines]
    for i, card in enumerate(state.hands[0]):          # the rest of the hand shows no Charlie
        if faces[card].dog == "Charlie":
            swap = others.pop()
            state.draw_pile[state.draw_pile.index(swap)] = card
            state.hands[0][i] = swap
    resync(app, table)
    assert not any(faces[c].dog == "Charlie" for c in state.hands[0])
    assert not any(isinstance(a, LayDown) for a in table.rules.legal_actions(state))
    message = table.lay_down_rules().cannot()
    assert message == "Your hand cannot make level 3 yet: it needs a card showing Charlie"
    give(state, 0, ["Y3a"])                             # a Charlie in hand: the count speaks again
    resync(app, table)
    assert "Charlie" not in table.lay_down_rules().cannot()


def test_discarding_a_skip_asks_which_player_loses_a_turn(app):
    table = make_table(app, players=3)
    human_turn(app, table, "play")
    state = table.state
    skip = min(table.rules.content.skips)
    give(state, 0, [skip])
    resync(app, table)
    next(s for s in table.hand.sprites if s.tag == skip).selected = True
    table.selection_changed()
    table.controls.discard()
    chooser = app.stack.top
    assert isinstance(chooser, SkipTargetScene) and chooser.targets == [1, 2]
    chooser.group.focus = 1
    press(app, Intent.CONFIRM)
    assert state.discard[-1] == skip and state.skips_pending[2] == 1 and app.stack.top is table


def test_the_card_under_the_discard_top_is_never_shown(app):
    table = make_table(app)
    human_turn(app, table, "play")
    card = next(c for c in table.state.hands[0] if not table.rules.content.is_skip(c))
    table.commit(Discard(card))
    assert run_until(app, lambda: table.ready() or not table.animating())
    assert PILES.show_under is False
    assert table.table_view().discard == (table.state.discard[-1],)


def test_hidden_cards_are_never_drawn_face_up_for_the_wrong_seat(app):
    table = make_table(app, players=3, humans=2, animate=True)
    assert table.viewer is None
    for _ in range(200):
        app.step(1 / 60)
        assert not any(s.showing_face for s in table.hand.sprites)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    app.stack.top.ready()
    run_until(app, lambda: not table.anim.busy)
    seat = table.viewer
    shown = sorted(s.tag for s in table.hand.sprites if s.showing_face)
    assert shown == sorted(table.rules.view(table.state, seat).hand)
    others = {card for s, hand in enumerate(table.state.hands) if s != seat for card in hand}
    assert not [s for s in table.anim.sprites if s.showing_face and s.tag in others]


def test_setup_starts_people_on_mellow_yellow_and_sums_up_its_levels_in_a_line(app):
    spec = spec_for("finale")
    assert spec.default_options()["challenge"] == "rotate"           # sim keeps cycling
    setup = SetupScene(app, spec)
    assert setup.options["challenge"] == "mellow_yellow"
    words = looks.look("finale").setup
    content = app.content["finale"]
    line = words.note(content, setup.options)
    assert line.startswith("1: Set of 3 + Run of 4;") and line.endswith("Finale: Run of 10 with Butternut")
    assert "Mellow Yellow, Balanced Blue, Rigorous Red, Grueling Green" in \
        words.note(content, {**setup.options, "grand_finale": True})
    assert words.describe("challenge", "balanced_blue") == "Balanced Blue"


def test_an_all_ai_challenge_plays_through_its_rounds_to_the_standings(app):
    table = make_table(app, players=2, humans=0, seed=21)
    assert run_until(app, lambda: isinstance(app.stack.top, StandingsScene), steps=20000)
    assert table.rules.is_over(table.state) and table.state.round_number > 1
    headers, rows = table.standings()
    assert headers == ["Player", "Levels", "Finale", "Result"] and rows[0][-1] in ("Winner", "Shared win")
    assert table.winner_title().endswith("wins Mellow Yellow!") or rows[0][-1] == "Shared win"


def test_grand_finale_standings_show_points_per_challenge_and_the_total(app):
    table = make_table(app, players=3, humans=0, seed=5, challenge="rotate", grand_finale=True)
    table.advance(60000)
    assert table.rules.is_over(table.state)
    headers, rows = table.standings()
    assert headers == ["Player", "Yellow", "Blue", "Red", "Green", "Total", "Result"]
    for row in rows:
        assert sum(row[1:5]) == row[5]
    assert rows[0][-1] in ("Winner", "Shared win") and rows[0][5] == max(row[5] for row in rows)
    if rows[0][-1] == "Winner":
        assert table.winner_title() == f"{rows[0][0]} wins the Grand Finale!"


def test_a_grand_finale_autosaves_and_resumes_from_the_setup_screen(app):
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for("finale"))
    app.stack.push(setup)
    setup.options["grand_finale"] = True
    setup.start()
    table = app.stack.top
    assert isinstance(table, FinaleTable)
    table.threaded = False
    table.advance(6)
    expected = table.rules.state_to_json(table.state)
    app.stack.pop()
    again = SetupScene(app, spec_for("finale"))
    app.stack.push(again)
    assert again.group.focused.label == "Resume saved game"
    press(app, Intent.CONFIRM)
    resumed = app.stack.top
    assert isinstance(resumed, FinaleTable) and resumed.state.grand
    assert resumed.rules.state_to_json(resumed.state) == expected
