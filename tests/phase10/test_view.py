"""Phase 10's table-facing view: the opening deal as events, laid groups in plain terms, and
the lay-down preview (the engine's own words and solver, never hidden cards)."""

from __future__ import annotations

import pytest

from game.core.engine import GameConfig
from game.games.phase10.actions import ChoosePhase
from game.games.phase10.view import LaidGroup, LayDownPreview, laid_groups
from tests.phase10.support import content, rig, rules


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 7), (4, 11), (6, 40)])
def test_opening_events_are_the_events_of_the_deal(players, seed):
    engine = rules()
    state, dealt = engine.new_game_with_events(GameConfig(players), seed)
    assert engine.opening_events(state) == dealt
    kinds = [event.kind for event in dealt]
    assert kinds[0] == "shuffle" and kinds.count("deal") == players and kinds[-1] == "choose_turn"


def test_a_skip_turned_up_first_is_among_the_opening_events():
    engine = rules()
    for seed in range(200):
        state, dealt = engine.new_game_with_events(GameConfig(3), seed)
        if content().is_skip(state.discard[0]):
            assert engine.opening_events(state) == dealt
            assert any(event.kind == "skip" for event in dealt)
            return
    pytest.skip("no seed below 200 turns up a skip")


def test_opening_events_are_empty_once_someone_has_chosen_a_phase():
    engine = rules()
    state = engine.new_game(GameConfig(3), 5)
    engine.apply(state, ChoosePhase(state.remaining[state.turn][0]))
    assert engine.opening_events(state) == []


def test_dealt_cards_are_marked_hidden_for_everyone_but_their_seat():
    engine = rules()
    state = engine.new_game(GameConfig(4), 3)
    deals = [event for event in engine.opening_events(state) if event.kind == "deal"]
    assert all(event.data["hidden"] and event.cards == tuple(state.hands[event.seat]) for event in deals)


def test_laid_groups_say_kind_cards_and_run_ends():
    ctx = content().ctx
    run = [c for c in content().deck if not ctx.faces[c].wild and not ctx.faces[c].special]
    by_number = {}
    for card in run:
        by_number.setdefault(ctx.faces[card].number, card)
    cards = [by_number[n] for n in range(3, 10)]
    state = rig(2, hands={0: ["W1"]}, active={0: 4})
    from game.core.rummy.melds import make_meld
    state.table[1] = [make_meld(cards, content().phases[4].groups[0], ctx)]
    state.laid[1] = True
    groups = laid_groups(rules().view(state, 0))
    assert groups[0] == () and groups[1] == (LaidGroup("run", tuple(cards), 0, -1, 3, 9),)


def test_the_lay_down_preview_explains_a_wrong_grouping_in_the_engines_words():
    ctx = content().ctx
    fives = [c for c in content().deck if ctx.faces[c].number == 5 and not ctx.faces[c].wild][:3]
    nines = [c for c in content().deck if ctx.faces[c].number == 9 and not ctx.faces[c].wild][:3]
    preview = LayDownPreview(content(), 1, fives + nines)
    assert preview.cards_short() == 0
    wrong = (tuple(fives[:2] + nines[:1]), tuple(nines[1:]))
    assert preview.explain(wrong) == rules().explain(wrong, 1) and "5 and 9 differ" in preview.explain(wrong)
    assert preview.group_ready(0, fives) and not preview.group_ready(0, fives[:2])
    assert LayDownPreview(content(), 1, fives[:2]).cards_short() == 4
