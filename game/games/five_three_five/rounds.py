"""Five Three Five round bookkeeping: dealing, scoring a finished round, next lead, game end.

At two players a round is two halves: both 12-card hands are dealt at once, one picked up
blind and the other kept face down (``reserves``) for the second half.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine import Event

from .state import FiveThreeFiveState

if TYPE_CHECKING:
    from .rules import FiveThreeFiveRules


def cards_of(counts: list[int]) -> tuple[int, ...]:
    """Sorted cards of a count array."""
    return tuple(rank for rank, count in enumerate(counts) for _ in range(count))


def deal_round(rules: FiveThreeFiveRules, state: FiveThreeFiveState) -> list[Event]:
    """Shuffle the round's deck and deal it as the setup table says; the round lead acts."""
    deal = rules.content.deal_for(state.players)
    deck = [rank for rank in rules.content.ranks for _ in range(deal.copies)]
    state.rng.shuffle(deck)
    size = rules.table.size
    state.hands = [[0] * size for _ in range(state.players)]
    state.reserves = [[0] * size for _ in range(state.players)] if deal.hands_per_player > 1 else []
    state.scored = [[0] * size for _ in range(state.players)] if state.players == 2 else []
    state.undealt, state.discard = [0] * size, [0] * size
    state.layers, state.meld_kind = [], ""
    state.half = 1 if deal.hands_per_player > 1 else 0
    events = [Event("shuffle", None, (), "box", "deck", f"Round {state.round_no}: shuffle "
                    f"{len(deck)} cards", {"round": state.round_no, "count": len(deck)})]
    position = 0
    for zones in ([state.hands, state.reserves] if state.reserves else [state.hands]):
        for seat in range(state.players):
            for card in deck[position:position + deal.hand_size]:
                zones[seat][card] += 1
            position += deal.hand_size
    for seat in range(state.players):
        events.append(Event("deal", seat, cards_of(state.hands[seat]), "deck", f"hand:{seat}",
                            f"Seat {seat} is dealt {deal.hand_size} cards",
                            {"hidden": True, "round": state.round_no, "half": state.half,
                             "count": deal.hand_size}))
        if state.reserves:   # dealt face down: not even the owner may look
            events.append(Event("deal", seat, (), "deck", f"reserve:{seat}",
                                f"Seat {seat} sets a second hand aside",
                                {"count": deal.hand_size, "hidden": True}))
    for card in deck[position:]:
        state.undealt[card] += 1
    events.append(Event("set_aside", None, (), "deck", "undealt",
                        f"{len(deck) - position} cards are set aside unseen",
                        {"count": len(deck) - position}))
    return events + start_trick_events(state, state.round_lead, "round")


def start_trick_events(state: FiveThreeFiveState, seat: int, why: str) -> list[Event]:
    state.current, state.last_player, state.passes = seat, -1, 0
    return [Event("turn", seat, text=f"Seat {seat} leads", data={"must_lead": True, "why": why})]


def end_hand(rules: FiveThreeFiveRules, state: FiveThreeFiveState, out: int) -> list[Event]:
    """``out`` just emptied their hand: score everyone else, then continue or end the game."""
    points_of = rules.points_of
    points = [sum(count * points_of[rank] for rank, count in enumerate(hand))
              for hand in state.hands]
    state.cards_left = [sum(hand) for hand in state.hands]
    state.points_log.append(points)
    events: list[Event] = []
    for seat in range(state.players):
        state.scores[seat] += points[seat]
        if seat == out:
            continue
        left = cards_of(state.hands[seat])
        zone = f"scored:{seat}" if state.players == 2 else "box"
        if state.players == 2:   # scored cards are kept: they break a tie at the end
            for rank, count in enumerate(state.hands[seat]):
                state.scored[seat][rank] += count
            state.hands[seat] = [0] * len(state.hands[seat])
        events.append(Event("score", seat, left, f"hand:{seat}", zone,
                            f"Seat {seat} scores {points[seat]} for {len(left)} cards",
                            {"points": points[seat], "total": state.scores[seat],
                             "cards_left": len(left)}))
    events.append(Event("round_end", out, (), None, None,
                        f"Seat {out} is out of cards: the {_hand_name(state)} ends",
                        {"round": state.round_no, "half": state.half, "out": out,
                         "points": list(points), "scores": list(state.scores),
                         "cards_left": list(state.cards_left)}))
    if state.players == 2 and state.half == 1:
        return events + _second_half(state)
    if state.players == 2 or max(state.scores) >= state.target:
        return events + finish(state)
    state.round_lead = next_lead(state)
    state.round_no += 1
    events.append(Event("next_lead", state.round_lead, text=f"Seat {state.round_lead} has the "
                        "most points and leads the next round", data={"round": state.round_no}))
    return events + deal_round(rules, state)


def _hand_name(state: FiveThreeFiveState) -> str:
    return {0: "round", 1: "first half", 2: "second half"}[state.half]


def _second_half(state: FiveThreeFiveState) -> list[Event]:
    """Two players: clear the table, pick up the hands set aside, the higher score leads."""
    meld_cards = tuple(card for layer in state.layers for card in layer)
    events = []
    if meld_cards:
        events.append(Event("collect", None, meld_cards, "meld", "discard",
                            "The meld is swept away", {}))
    for card in meld_cards:
        state.discard[card] += 1
    state.layers, state.meld_kind, state.half = [], "", 2
    for seat in range(state.players):
        state.hands[seat] = state.reserves[seat]
        state.reserves[seat] = [0] * len(state.hands[seat])
        events.append(Event("pickup", seat, cards_of(state.hands[seat]), f"reserve:{seat}",
                            f"hand:{seat}", f"Seat {seat} picks up the second hand",
                            {"hidden": True, "count": sum(state.hands[seat])}))
    state.round_lead = next_lead(state)
    events.append(Event("next_lead", state.round_lead, text=f"Seat {state.round_lead} has the "
                        "most points and leads the second half", data={"half": 2}))
    return events + start_trick_events(state, state.round_lead, "half")


def next_lead(state: FiveThreeFiveState) -> int:
    """Most points leads; on a tie, the tied seat first met going clockwise from the last
    round's lead, that lead included (see docs/rules-notes.md)."""
    best = max(state.scores)
    for step in range(state.players):
        seat = (state.round_lead + step) % state.players
        if state.scores[seat] == best:
            return seat
    raise AssertionError("no seat has the best score")


def tie_key(state: FiveThreeFiveState, seat: int) -> tuple[int, ...]:
    """Lower is better: points, then the game's tie-breakers."""
    if state.players == 2:
        scored_cards = sum(state.scored[seat])
        second_half = state.points_log[1][seat] if len(state.points_log) > 1 else 0
        return (state.scores[seat], scored_cards, 1 if second_half else 0)
    return (state.scores[seat], state.cards_left[seat])


def finish(state: FiveThreeFiveState) -> list[Event]:
    state.over = True
    keys = [tie_key(state, seat) for seat in range(state.players)]
    best = min(keys)
    state.winners = [seat for seat in range(state.players) if keys[seat] == best]
    order = sorted(range(state.players), key=lambda seat: (keys[seat], seat))
    standings = []
    for seat in order:
        place = 1 + sum(1 for other in keys if other < keys[seat])
        row = {"seat": seat, "place": place, "points": state.scores[seat],
               "cards_left": state.cards_left[seat],
               "share": 1.0 / len(state.winners) if seat in state.winners else 0.0}
        if state.players == 2:
            row["scored_cards"] = sum(state.scored[seat])
        standings.append(row)
    names = " and ".join(f"Seat {seat}" for seat in state.winners)
    verb = "share the victory" if len(state.winners) > 1 else "wins"
    return [Event("game_end", None, (), None, None, f"{names} {verb}",
                  {"winners": list(state.winners), "standings": standings})]
