"""The Five Three Five table, driven headless: choosing cards, playing, illegal choices explained,
the Rule of 8s flourish, hidden hands, the round summary and a whole AI game to the standings."""

from __future__ import annotations

import pytest

from game.games.five_three_five.melds import Add, Lead, Overwrite
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.stage.input import Intent
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.five_three_five import FiveThreeFiveTable
from game.ui.tables.five_three_five.summary import RoundSummaryScene
from tests.ui.drive import button, click, open_table, press, run_until


def make_table(app, players=3, humans=1, seed=7, animate=False):
    return open_table(app, FiveThreeFiveTable, "five_three_five", players, humans, seed, animation_speed=1.0 if animate else 0.0)


def settle_on_human(app, table):
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    app.step(1 / 60)


def select_with_keys(app, table, cards):
    """Move the hand focus with LEFT/RIGHT and toggle each wanted card with CONFIRM."""
    wanted = list(cards)
    for index, sprite in enumerate(list(table.hand.sprites)):
        if sprite.tag in wanted:
            wanted.remove(sprite.tag)
            while table.hand.focus != index:
                press(app, Intent.RIGHT)
            press(app, Intent.CONFIRM)
    assert not wanted


def test_the_human_selects_cards_with_the_keyboard_and_plays_them(app):
    table = make_table(app)
    settle_on_human(app, table)
    legal = [a for a in table.rules.legal_actions(table.state) if getattr(a, "cards", ())]
    action = max(legal, key=lambda a: len(a.cards))
    before, cleared = sum(table.state.hands[0]), table.board.discarded
    select_with_keys(app, table, action.cards)
    assert table.chosen() == action.cards
    name = type(action).__name__
    assert button(table, name).lit
    press(app, Intent.UP)                       # to the action bar: focus on the first allowed action
    table.actions.set_focus(button(table, name))
    press(app, Intent.CONFIRM)
    assert sum(table.state.hands[0]) == before - len(action.cards)
    run_until(app, lambda: not table.anim.busy)
    top = [sprite.tag for sprite in table.moves.meld[-1]] if table.moves.meld else []
    assert all(card in top for card in action.cards) or table.board.discarded > cleared


def test_the_action_bar_lights_exactly_what_the_engine_allows(app):
    table = make_table(app, seed=11)
    settle_on_human(app, table)
    for card in sorted(set(table.hand_cards))[:4]:
        table.hand.clear_selection()
        next(s for s in table.hand.sprites if s.tag == card).selected = True
        table.selection_changed()
        for widget in table.actions.widgets:
            assert widget.lit == (table.reason(widget.offer.spec.key) is None) and widget.reason == table.reason(widget.offer.spec.key)
        kinds = {"Lead": Lead, "Overwrite": Overwrite}
        for name, kind in kinds.items():
            assert table.reason(name) == table.rules.why_illegal(table.state, kind((card,)))


def test_an_illegal_choice_is_explained_in_words_and_changes_nothing(app):
    table = make_table(app, seed=3)
    settle_on_human(app, table)
    must_lead = not table.state.layers
    name = "Pass" if must_lead else "Lead"
    reason = table.rules.why_illegal(table.state, table.rules.action_from_json({"type": name.lower(),
                                                                                 "cards": []}))
    assert reason
    hands, taken = [list(h) for h in table.state.hands], table.actions_taken
    click(app, button(table, name).rect.center)
    assert table.toast_text.lower() == reason.lower()
    assert table.toast_time > 0
    assert [list(h) for h in table.state.hands] == hands and table.actions_taken == taken


def test_a_selection_that_is_no_meld_is_refused_with_the_engines_sentence(app):
    table = make_table(app, seed=5)
    settle_on_human(app, table)
    ranks = sorted(set(table.hand_cards))
    pair = (ranks[0], ranks[-1])
    assert ranks[-1] - ranks[0] > 2
    select_with_keys(app, table, pair)
    name = "Lead" if not table.state.layers else "Overwrite"
    assert not button(table, name).lit
    click(app, button(table, name).rect.center)
    expected = table.rules.why_illegal(table.state, (Lead if name == "Lead" else Overwrite)(pair))
    assert table.toast_text.lower() == expected.lower()
    assert table.status()[0] == f"{name}: {expected}"      # the focused button says why, too


def test_x_passes_when_following(app):
    table = make_table(app, seed=9)
    for _ in range(30):
        settle_on_human(app, table)
        if table.state.layers:
            break
        table.advance(1)
    assert table.state.layers
    taken = table.actions_taken
    press(app, Intent.ACTION_X)
    assert table.actions_taken == taken + 1


def test_an_eight_added_clears_with_the_rule_of_8s_flourish(app):
    table = make_table(app, animate=True)
    settle_on_human(app, table)
    state = table.state
    state.hands[0] = [0] * len(state.hands[0])
    state.hands[0][8], state.hands[0][2] = 1, 1
    state.layers, state.meld_kind, state.last_player, state.passes = [[7]], "single", 2, 0
    table.resync(force=True)
    assert not table.play(Add((8,)))      # a single cannot be added to a single: explained, not played
    assert "single" in table.toast_text
    assert table.play(Overwrite((8,)))
    for _ in range(40):
        app.step(1 / 60)
    assert table.fx.banner is not None and table.fx.banner.text == "Rule of 8s!"
    assert table.anim.particles
    run_until(app, lambda: not table.animating(), 600)
    assert table.moves.meld == [] and table.board.discarded >= 2


def test_hidden_hands_are_never_drawn_face_up_for_the_wrong_seat(app):
    table = make_table(app, players=3, humans=2)
    assert table.viewer is None
    run_until(app, lambda: not table.anim.busy)
    assert all(not sprite.showing_face for sprite in table.hand.sprites)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    assert all(not sprite.showing_face for sprite in table.hand.sprites)
    app.stack.top.ready()
    run_until(app, lambda: not table.anim.busy)
    seat = table.viewer
    shown = sorted(sprite.face.label for sprite in table.hand.sprites if sprite.showing_face)
    own = sorted(str(card) for card in table.rules.view(table.state, seat).hand)
    assert shown == own
    meld_cards = {id(sprite) for layer in table.moves.meld for sprite in layer}
    strays = [s for s in table.anim.sprites if s.showing_face and s not in table.hand.sprites
              and id(s) not in meld_cards]
    assert not strays


@pytest.mark.parametrize("players", [2, 4])
def test_an_all_ai_game_runs_through_round_summaries_to_the_standings(app, players):
    table = make_table(app, players=players, humans=0, seed=21)
    most_sprites = 0
    summaries = 0
    for _ in range(30000):
        if isinstance(app.stack.top, StandingsScene):
            break
        app.step(1 / 60)
        summaries += isinstance(app.stack.top, RoundSummaryScene)
        most_sprites = max(most_sprites, len(table.anim.sprites))
    assert isinstance(app.stack.top, StandingsScene)
    assert table.moves.last_result is not None and table.moves.last_result.game_over
    headers, rows = table.standings()
    assert "Points" in headers and "Cards left" in headers and len(rows) == players
    assert most_sprites <= 70
    if players == 2:
        assert "Scored cards" in headers
        assert table.header()[0] == "Second half of 2"


def test_two_players_show_which_half_is_played(app):
    table = make_table(app, players=2)
    settle_on_human(app, table)
    assert table.header()[0] == "First half of 2"
    assert table.board.reserves[0] == 12


def play_human_like_a_bot(table, app):
    """The human seat plays the normal bot's choice through the table's own selection and buttons."""
    bot = table.spec.bots["normal"](table.rules)
    action = bot.choose(table.rules.view(table.state, 0), table.rules.legal_actions(table.state), app.rng)
    table.hand.clear_selection()
    wanted = list(getattr(action, "cards", ()))
    for sprite in table.hand.sprites:
        if sprite.tag in wanted:
            wanted.remove(sprite.tag)
            sprite.selected = True
    table.selection_changed()
    table.choose(type(action).__name__)


def test_the_round_summary_waits_for_the_human_then_the_next_round_is_dealt(app):
    table = make_table(app, players=3, seed=2)
    for _ in range(6000):
        if isinstance(app.stack.top, RoundSummaryScene):
            break
        if app.stack.top is table and table.human_to_act() and not table.animating():
            play_human_like_a_bot(table, app)
        app.step(1 / 60)
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    result = summary.result
    assert result.points[result.out] == 0 and sum(result.points) > 0
    assert all(result.cards_left[seat] for seat in range(3) if seat != result.out)
    for _ in range(30):                      # nothing moves on until the human says so
        app.step(1 / 60)
    assert app.stack.top is summary and table.animating() and table.board.round_no == 1
    press(app, Intent.CONFIRM)
    assert app.stack.top is table
    run_until(app, lambda: not table.animating())
    assert table.board.round_no == 2 and table.board.scores == result.scores
    assert sorted(s.face.label for s in table.hand.sprites) == sorted(map(str, table.view().hand))


def test_a_legal_choice_made_while_cards_still_fly_is_played_once_they_land(app):
    table = make_table(app, seed=9, animate=True)

    def following_while_busy():
        if table.human_to_act() and not table.anim.busy:
            play_human_like_a_bot(table, app)     # keep the game going until the moment we want
        return table.human_to_act() and table.anim.busy and bool(table.state.layers)
    assert run_until(app, following_while_busy, 20000)
    taken = table.actions_taken
    table.choose("Pass")
    assert table.actions_taken == taken and table.pending_action is not None
    run_until(app, lambda: table.actions_taken > taken, 600)
    assert table.actions_taken == taken + 1 and table.pending_action is None
