"""Finale: how a round opens at the table: the whole deck is gathered and shuffled into the
draw pile, dealt from there, and one card turned up to start the discard pile."""

from __future__ import annotations

from game.core.engine import GameConfig
from game.games.finale.actions import Discard, LayDown
from tests.finale.support import content, play, rig, rules


def test_a_round_opens_with_the_whole_deck_shuffled_into_the_draw_pile_then_dealt_from_it():
    state, events = rules().new_game_with_events(GameConfig(3, {"challenge": "mellow_yellow"}), 4)
    shuffle, deals, flip = events[0], events[1:4], events[4]
    assert (shuffle.kind, shuffle.seat, shuffle.src, shuffle.dst) == ("shuffle", None, None, "deck")
    assert shuffle.data["count"] == len(content().deck) == 90
    assert [(e.kind, e.src, e.dst) for e in deals] == [("deal", "deck", f"hand:{e.seat}") for e in deals]
    assert [e.data for e in deals] == [{"hidden": True, "count": 10}] * 3   # the others see ten backs
    assert (flip.kind, flip.src, flip.dst, flip.cards) == ("flip", "deck", "discard", tuple(state.discard))
    assert [e.to_json() for e in rules().opening_events(state)][:5] == [e.to_json() for e in events[:5]]


def test_a_skip_turned_up_costs_the_first_player_that_one_turn_and_no_more():
    engine = rules()
    state, events = next((s, e) for s, e in (engine.new_game_with_events(GameConfig(3), seed) for seed in range(400))
                         if content().is_skip(s.discard[0]))
    first = (state.dealer + 1) % 3
    skipped = [e for e in events if e.kind == "skipped"]
    assert [(e.seat, e.data) for e in skipped] == [(first, {"remaining_skips": 0})]
    assert state.turn == (first + 1) % 3 and engine.view(state, first).skips_pending == (0, 0, 0)


def test_a_table_resumed_after_a_round_ends_replays_only_the_new_rounds_deal():
    state = rig(2, hands={0: ["Y7a", "R7a", "G7a", "B2a", "Y3a", "R4a", "G5a", "B9a"]}, stage="play")
    events = play(state, LayDown((("Y7a", "R7a", "G7a"), ("B2a", "Y3a", "R4a", "G5a"))), Discard("B9a"))
    new_round = next(i for i, e in enumerate(events) if e.kind == "shuffle")
    opening = rules().opening_events(state)
    assert opening[0].text == "Round 2: Seat 0 shuffles and deals"
    assert [e.to_json() for e in opening] == [e.to_json() for e in events[new_round:]]
