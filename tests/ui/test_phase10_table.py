"""The Phase 10 table, driven headless: choosing a phase, drawing, laying down through the dialog
(the solver's grouping, or cards picked per group with the engine's explanation when they fail),
lit hits, skips and their target, sorting, hidden cards, the hand summary and a whole AI game."""

from __future__ import annotations

import pytest

from game.games.phase10.actions import Draw, Hit, LayDown
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.stage.input import Intent
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.phase10 import Phase10Table
from game.ui.tables.phase10.choose import PhaseChoiceScene
from game.ui.tables.phase10.layout import DISCARD_POS, DRAW_POS
from game.ui.tables.rummy.lay_down import LayDownScene
from game.ui.tables.rummy.skip import SkipTargetScene
from game.ui.tables.rummy.summary import HandSummaryScene
from tests.ui.drive import button, click, open_table, press, run_until


def make_table(app, players=3, humans=1, seed=7, options=None, animate=False):
    return open_table(app, Phase10Table, "phase10", players, humans, seed, options=options, animation_speed=1.0 if animate else 0.0)


def choose_first_phase(app, table):
    assert run_until(app, lambda: isinstance(app.stack.top, PhaseChoiceScene))
    press(app, Intent.CONFIRM)
    assert app.stack.top is table


def until_stage(app, table, stage):
    """Let the AIs play (the human chooses its phase and draws) until the human is at ``stage``."""
    for _ in range(200):
        if isinstance(app.stack.top, PhaseChoiceScene):
            press(app, Intent.CONFIRM)
        elif table.ready() and table.state.stage == stage:
            return
        elif table.ready() and table.state.stage == "draw":
            table.commit(Draw("draw"))
        else:
            app.step(1 / 60)
    raise AssertionError(f"never reached {stage}")


def give(state, seat, cards):
    """Swap ``cards`` (from the draw pile) into ``seat``'s hand; every card stays somewhere once."""
    hand = state.hands[seat]
    for card in cards:
        if card in hand:
            continue
        spot = state.draw_pile.index(card)
        out = next(c for c in hand if c not in cards)
        hand[hand.index(out)] = card
        state.draw_pile[spot] = out


def resync(app, table):
    """After changing the state by hand: redraw from it and let the cards settle."""
    table.resync(force=True)
    assert run_until(app, table.ready)


def sprite_tags(table):
    return [sprite.tag for sprite in table.hand.sprites]


def test_each_hand_starts_with_a_choice_among_the_remaining_phases(app):
    table = make_table(app)
    assert run_until(app, lambda: isinstance(app.stack.top, PhaseChoiceScene))
    choice = app.stack.top
    legal = [a.phase for a in table.rules.legal_actions(table.state)]
    assert [w.label for w in choice.group.widgets if w.enabled] == [f"Phase {p}" for p in legal]
    focused = choice.group.focused
    press(app, Intent.CONFIRM)
    assert table.state.active[0] == int(focused.label.split()[1])
    assert app.stack.top is table


def test_the_human_draws_from_the_draw_pile_with_the_action_bar(app):
    table = make_table(app)
    until_stage(app, table, "draw")
    before = len(table.state.hands[0])
    press(app, Intent.UP)
    table.actions.set_focus(button(table, "Draw pile"))
    press(app, Intent.CONFIRM)
    assert len(table.state.hands[0]) == before + 1 and table.state.stage == "play"
    assert sorted(sprite_tags(table)) == sorted(table.state.hands[0])


def test_clicking_the_discard_pile_takes_its_top_card(app):
    table = make_table(app, seed=3)
    until_stage(app, table, "draw")
    top = table.state.discard[-1]
    if table.rules.why_illegal(table.state, Draw("discard")) is not None:
        pytest.skip("the top of the discard pile is a skip in this deal")
    click(app, DISCARD_POS)
    assert top in table.state.hands[0] and table.state.stage == "play"


def test_a_skip_on_the_discard_pile_cannot_be_taken_and_the_toast_says_why(app):
    table = make_table(app)
    until_stage(app, table, "draw")
    state = table.state
    skip = next(card for card in state.draw_pile if table.rules.content.is_skip(card))
    spot = state.draw_pile.index(skip)
    state.draw_pile[spot], state.discard[-1] = state.discard[-1], skip
    resync(app, table)
    hand, taken = list(state.hands[0]), table.actions_taken
    click(app, DISCARD_POS)
    reason = table.rules.why_illegal(state, Draw("discard"))
    assert table.toast_text.lower() == reason.lower() and table.toast_time > 0
    assert state.hands[0] == hand and table.actions_taken == taken
    click(app, DRAW_POS)
    assert table.actions_taken == taken + 1


def test_selecting_a_card_with_the_keyboard_and_discarding_it(app):
    table = make_table(app)
    until_stage(app, table, "play")
    skips = [c for c in table.state.hands[0] if table.rules.content.is_skip(c)]
    index = next(i for i, s in enumerate(table.hand.sprites) if s.tag not in skips)
    card = table.hand.sprites[index].tag
    while table.hand.focus != index:
        press(app, Intent.RIGHT)
    press(app, Intent.CONFIRM)
    assert table.controls.selected() == [card]
    assert button(table, "Discard").lit
    press(app, Intent.UP)
    table.actions.set_focus(button(table, "Discard"))
    press(app, Intent.CONFIRM)
    assert table.state.discard[-1] == card and card not in table.state.hands[0]


def test_pressing_an_action_the_selection_does_not_allow_explains_it_and_changes_nothing(app):
    table = make_table(app)
    until_stage(app, table, "play")
    hands, taken = [list(h) for h in table.state.hands], table.actions_taken
    card = table.hand.sprites[0].tag
    table.hand.sprites[0].selected = True
    table.selection_changed()
    hit = button(table, "Hit")
    assert not hit.lit
    click(app, hit.rect.center)
    reason = table.rules.why_illegal(table.state, Hit(card, 0, 0, ""))
    assert table.toast_text.lower() == reason.lower()    # "lay down your own phase before hitting"
    assert [list(h) for h in table.state.hands] == hands and table.actions_taken == taken


def phase_one_hand(app, table):
    """Three 5s and three 9s plus a wild for the human, whose phase is set to 1."""
    state, content = table.state, table.rules.content
    faces = content.ctx.faces
    fives = [c for c in state.draw_pile if faces[c].number == 5 and not faces[c].wild][:3]
    nines = [c for c in state.draw_pile if faces[c].number == 9 and not faces[c].wild][:3]
    give(state, 0, fives + nines)
    state.active[0] = 1
    resync(app, table)
    return fives, nines


def test_the_lay_down_dialog_takes_the_solvers_grouping(app):
    table = make_table(app)
    until_stage(app, table, "play")
    fives, nines = phase_one_hand(app, table)
    assert button(table, "Lay down").lit
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    assert isinstance(dialog, LayDownScene)
    press(app, Intent.ACTION_Y)                   # the solver's suggestion
    assert all(len(group) >= 3 for group in dialog.groups)
    assert dialog.message == "Ready: press Lay down"
    click(app, next(w for w in dialog.group.widgets if getattr(w, "label", "") == "Lay down").rect.center)
    assert app.stack.top is table and table.state.laid[0]
    laid = {card for meld in table.state.table[0] for card in meld.cards}
    assert set(fives + nines) <= laid
    assert laid <= set(table.mats.sprites)
    assert all(table.mats.sprites[card].showing_face for card in laid)


def test_a_grouping_built_by_hand_that_fails_is_explained_by_the_engine(app):
    table = make_table(app)
    until_stage(app, table, "play")
    fives, nines = phase_one_hand(app, table)
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    dialog.selected = {fives[0], fives[1], nines[0]}
    dialog.put(0)
    dialog.selected = set(nines[1:])
    dialog.put(1)
    expected = table.rules.explain(dialog.grouping(), 1)
    assert expected and "5 and 9 differ" in expected
    assert dialog.message.lower() == expected.lower()
    laid_before, taken = table.state.laid[0], table.actions_taken
    dialog.lay_down()
    reason = table.rules.why_illegal(table.state, LayDown(dialog.grouping()))
    assert app.stack.top is dialog and table.toast_text.lower() == reason.lower()
    assert table.state.laid[0] == laid_before and table.actions_taken == taken
    dialog.take_back(nines[0])                    # a card clicked in a group goes back to the hand
    dialog.selected = {fives[2]}
    dialog.put(0)
    dialog.selected = {nines[0]}
    dialog.put(1)
    assert dialog.message == "Ready: press Lay down"
    press(app, Intent.BACK)
    assert app.stack.top is table and not table.state.laid[0]


def test_legal_hits_light_up_their_groups_and_a_click_hits(app):
    table = make_table(app)
    until_stage(app, table, "play")
    fives, nines = phase_one_hand(app, table)
    table.commit(LayDown((tuple(fives), tuple(nines))))
    state, faces = table.state, table.rules.content.ctx.faces
    extra = next(c for c in state.draw_pile if faces[c].number == 5 and not faces[c].wild and c not in fives)
    give(state, 0, [extra])
    resync(app, table)
    sprite = next(s for s in table.hand.sprites if s.tag == extra)
    click(app, sprite.rect.center)
    lit = [t for t in table.controls.targets if t.kind == "group"]
    assert [t.action for t in lit] == [a for a in table.rules.legal_actions(state)
                                       if isinstance(a, Hit) and a.card == extra]
    assert extra in table.controls.hittable
    click(app, lit[0].rect.center)
    assert extra in table.state.table[0][0].cards and extra not in table.state.hands[0]


def test_discarding_a_skip_asks_which_player_loses_a_turn(app):
    table = make_table(app, players=3)
    until_stage(app, table, "play")
    state = table.state
    skip = next(c for c in state.draw_pile if table.rules.content.is_skip(c))
    give(state, 0, [skip])
    resync(app, table)
    next(s for s in table.hand.sprites if s.tag == skip).selected = True
    table.selection_changed()
    table.controls.discard()
    chooser = app.stack.top
    assert isinstance(chooser, SkipTargetScene)
    assert len(chooser.group.widgets) == 3           # two players and Cancel
    assert chooser.targets == [1, 2]
    chooser.group.focus = 1
    press(app, Intent.CONFIRM)
    assert state.discard[-1] == skip and app.stack.top is table
    assert state.skips_pending[2] == 1 and state.turn == 1


def test_classic_skips_go_to_the_next_player_without_asking(app):
    table = make_table(app, players=3, options={"classic_skips": True})
    until_stage(app, table, "play")
    state = table.state
    skip = next(c for c in state.draw_pile if table.rules.content.is_skip(c))
    give(state, 0, [skip])
    resync(app, table)
    next(s for s in table.hand.sprites if s.tag == skip).selected = True
    table.selection_changed()
    table.controls.discard()
    assert app.stack.top is table and state.discard[-1] == skip
    assert state.turn == 2    # Ben, next after Ana, lost his turn at once


def test_the_hand_sorts_by_number_or_by_colour(app):
    table = make_table(app)
    until_stage(app, table, "play")
    faces = table.rules.content.ctx.faces
    naturals = [t for t in sprite_tags(table) if not faces[t].wild and not faces[t].special]
    assert [faces[t].number for t in naturals] == sorted(faces[t].number for t in naturals)
    press(app, Intent.ACTION_Y)
    assert table.by_colour and button(table, "By number")
    naturals = [t for t in sprite_tags(table) if not faces[t].wild and not faces[t].special]
    assert [(faces[t].colour, faces[t].number) for t in naturals] == \
        sorted((faces[t].colour, faces[t].number) for t in naturals)


def test_hidden_cards_are_never_drawn_face_up_for_the_wrong_seat(app):
    table = make_table(app, players=3, humans=2, animate=True)
    assert table.viewer is None
    for _ in range(200):
        app.step(1 / 60)
        assert not any(s.showing_face for s in table.hand.sprites)
        flying = [s for s in table.anim.sprites if s.showing_face and s.tag not in table.mats.sprites]
        assert all(s.tag in table.board.discard or s.tag in table.state.discard for s in flying)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    app.stack.top.ready()
    run_until(app, lambda: not table.anim.busy)
    seat = table.viewer
    shown = sorted(s.tag for s in table.hand.sprites if s.showing_face)
    assert shown == sorted(table.rules.view(table.state, seat).hand)
    others = {card for s, hand in enumerate(table.state.hands) if s != seat for card in hand}
    assert not [s for s in table.anim.sprites if s.showing_face and s.tag in others]


def test_the_hand_summary_waits_for_the_human_then_the_next_hand_is_dealt(app):
    table = make_table(app, players=2, seed=4)
    bot = table.spec.bots["normal"](table.rules)
    for _ in range(8000):
        if isinstance(app.stack.top, HandSummaryScene):
            break
        if isinstance(app.stack.top, (PhaseChoiceScene, SkipTargetScene, LayDownScene)):
            app.stack.pop()
        if table.ready():
            view = table.rules.view(table.state, 0)
            table.commit(bot.choose(view, table.rules.legal_actions(table.state), app.rng))
        app.step(1 / 60)
    summary = app.stack.top
    assert isinstance(summary, HandSummaryScene)
    result = summary.result
    assert result.hand == 1 and table.board.hand_number == 1
    for _ in range(30):
        app.step(1 / 60)
    assert app.stack.top is summary and table.animating()
    press(app, Intent.CONFIRM)
    run_until(app, lambda: not table.animating())
    assert table.board.hand_number == 2 and table.board.scores == result.scores


@pytest.mark.parametrize("players", [2, 5])
def test_an_all_ai_game_runs_through_hand_summaries_to_the_standings(app, players):
    table = make_table(app, players=players, humans=0, seed=21)
    most_sprites, summaries = 0, 0
    for _ in range(30000):
        if isinstance(app.stack.top, StandingsScene):
            break
        app.step(1 / 60)
        summaries += isinstance(app.stack.top, HandSummaryScene)
        most_sprites = max(most_sprites, len(table.anim.sprites))
    assert isinstance(app.stack.top, StandingsScene)
    assert table.moves.last_result is not None and table.moves.last_result.game_over and summaries >= 1
    headers, rows = table.standings()
    assert headers == ["Player", "Phases", "Points", "Result"] and len(rows) == players
    assert rows[0][-1] in ("Winner", "Shared win")
    assert most_sprites <= 80


def test_a_saved_card_shows_face_up_for_its_owner_and_is_drawn_back_next_turn(app):
    table = make_table(app)
    until_stage(app, table, "play")
    card = table.hand.sprites[-1].tag
    table.hand.sprites[-1].selected = True
    table.selection_changed()
    click(app, button(table, "Save").rect.center)
    assert table.state.saves[0] == [card] and card not in table.state.hands[0]
    assert run_until(app, lambda: table.saves.own == [card])
    for _ in range(400):
        if table.ready() and table.state.stage == "draw":
            break
        if isinstance(app.stack.top, PhaseChoiceScene):
            press(app, Intent.CONFIRM)
        app.step(1 / 60)
    assert any(t.kind == "save" for t in table.controls.targets)
    click(app, button(table, "Save pile").rect.center)
    assert card in table.state.hands[0] and table.state.saves[0] == []


def test_a_wild_hitting_a_run_is_aimed_at_either_end_with_the_arrows(app):
    from game.core.rummy.melds import make_meld
    table = make_table(app)
    until_stage(app, table, "play")
    fives, nines = phase_one_hand(app, table)
    table.commit(LayDown((tuple(fives), tuple(nines))))
    state, ctx = table.state, table.rules.content.ctx
    wild = next(c for c in state.draw_pile if ctx.faces[c].wild)
    give(state, 0, [wild])
    run = []
    for number in range(3, 10):
        run.append(next(c for c in state.draw_pile if ctx.faces[c].number == number and c not in run
                        and not ctx.faces[c].wild))
    for card in run:
        state.draw_pile.remove(card)
    state.table[1], state.laid[1], state.active[1] = [make_meld(run, table.rules.content.phases[4].groups[0], ctx)], \
        True, 4
    resync(app, table)
    next(s for s in table.hand.sprites if s.tag == wild).selected = True
    table.selection_changed()
    click(app, button(table, "Hit").rect.center)
    assert table.zone == "targets"
    ends = [(t.action.seat, t.end) for t in table.controls.targets]
    assert (1, "low") in ends and (1, "high") in ends
    while (table.controls.targets[table.controls.target_focus].action.seat, table.controls.targets[table.controls.target_focus].end) != (1, "high"):
        press(app, Intent.RIGHT)
    press(app, Intent.CONFIRM)
    meld = table.state.table[1][0]
    assert meld.cards[-1] == wild and (meld.low, meld.high) == (3, 10)

