"""Five Three Five meld arithmetic, on tables built inside each test: which ranks follow which
(the missing 6 and 10), what kind a group of cards is, what may be added, and how moves read."""

from __future__ import annotations

from game.games.five_three_five.melds import Add, Lead, MeldTable, Overwrite, Pass

from .helpers import content, counts, rules, table

RANKS = (1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15)


def test_runs_follow_consecutive_ranks_and_stop_at_the_missing_6_and_10():
    melds = MeldTable(RANKS)
    assert melds.run_from(3, 3) == (3, 4, 5)
    assert melds.run_from(4, 3) is None
    assert melds.run_from(9, 2) is None
    assert melds.run_from(11, 5) == (11, 12, 13, 14, 15)
    assert melds.run_from(14, 3) is None
    assert melds.run_from(7, 1) == (7,)


def test_bridging_the_gaps_lets_a_run_jump_6_and_10():
    melds = MeldTable(RANKS, bridge_gaps=True)
    assert melds.run_from(4, 3) == (4, 5, 7)
    assert melds.run_from(8, 4) == (8, 9, 11, 12)
    assert MeldTable(RANKS, bridge_gaps=False).run_from(4, 3) is None


def test_what_kind_of_meld_a_group_of_cards_is():
    melds = MeldTable(RANKS)
    assert melds.kind_of(()) is None
    assert melds.kind_of((9,)) == "single"
    assert melds.kind_of((7, 7, 7)) == "set"
    assert melds.kind_of((7, 8, 9)) == "run"
    assert melds.kind_of((5, 7)) is None
    assert melds.kind_of((7, 9)) is None
    assert melds.kind_of((7, 7, 8)) is None
    assert MeldTable(RANKS, bridge_gaps=True).kind_of((5, 7)) == "run"


def test_every_lead_a_hand_allows():
    melds = MeldTable(RANKS)
    hand = counts([2, 3, 4, 4, 4, 9])
    assert melds.leads(hand) == [Lead((2,)), Lead((3,)), Lead((4,)), Lead((4, 4)), Lead((4, 4, 4)), Lead((9,)),
                                 Lead((2, 3)), Lead((3, 4)), Lead((2, 3, 4))]


def test_a_run_is_only_extended_by_the_ranks_next_to_it():
    melds = MeldTable(RANKS)
    hand = counts([1, 2, 3, 8, 9])
    adds = melds.adds(hand, [7], "single", 4)
    assert Add((1, 2, 3)) not in adds
    assert adds == [Add((8, 9))]
    assert melds.adds(counts([2, 3]), [1], "single", 4) == [Add((2, 3))]


def test_no_move_is_offered_twice():
    engine = rules()
    state = table(engine, 3, [[1, 2, 2, 3, 3, 4, 5, 5, 7], [9], [9]], meld=[[1]], current=0, last_player=1)
    legal = engine.legal_actions(state)
    assert len(legal) == len(set(legal))


def test_at_most_three_cards_are_added_even_with_five_copies_of_a_rank():
    engine = rules()
    state = table(engine, 5, [[7, 7, 7, 7, 2], [9], [9], [9], [9]], meld=[[7]], current=0, last_player=1)
    assert {a.cards for a in engine.legal_actions(state) if isinstance(a, Add)} == {(7, 7), (7, 7, 7)}


def test_moves_read_as_their_cards():
    assert str(Lead((2, 3, 4))) == "Lead(2, 3, 4)"
    assert str(Overwrite((14,))) == "Overwrite(14)"
    assert str(Add((7, 7))) == "Add(7, 7)"
    assert str(Pass()) == "Pass()"


def test_the_shipped_deck_has_the_gaps_these_tests_assume():
    assert content().ranks == RANKS
