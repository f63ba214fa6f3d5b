"""Phase 10 hand flow: dealing, turn order with skips, reshuffles, end of hand and of game.

The steps Finale shares (draws, skips passed, the reshuffle) live in ``game.core.rummy.rummy_flow``.

Each function mutates the state and appends the :class:`Event` s a scene animates from.
Safety valves (see docs/rules-notes.md): a hand with ``max_turns_per_hand`` turns,
or whose draw pile cannot be refilled, ends as a dead hand; the game stops after
``max_hands`` hands.
"""

from __future__ import annotations

from game.core.engine import Event
from game.core.rummy import rummy_flow
from game.core.rummy.rummy_flow import seat_name
from game.games.phase10.content import Phase10Content
from game.games.phase10.state import State


def left_of(state: State, seat: int) -> int:
    return (seat + 1) % state.players


def deal_hand(content: Phase10Content, state: State, events: list[Event]) -> None:
    """Gather every card not saved, shuffle, deal, flip, and open the phase choice."""
    saved = {card for pile in state.saves for card in pile}
    pool = [card for card in content.deck if card not in saved]
    state.rng.shuffle(pool)
    players = state.players
    state.hand_number += 1
    state.hands = [[] for _ in range(players)]
    state.table = [[] for _ in range(players)]
    state.laid = [False] * players
    state.active = [0] * players
    state.saved_this_hand = [False] * players
    state.skips_pending = [0] * players
    state.turns_this_hand = 0
    events.append(Event("shuffle", None, (), None, "deck", f"Hand {state.hand_number}: "
                        f"{seat_name(state.dealer)} shuffles and deals",
                        {"hand": state.hand_number, "dealer": state.dealer, "count": len(pool)}))
    first = left_of(state, state.dealer)
    order = [(first + offset) % players for offset in range(players)]
    for _ in range(content.hand_size):
        for seat in order:
            state.hands[seat].append(pool.pop())
    for seat in order:
        events.append(Event("deal", seat, tuple(state.hands[seat]), "deck", f"hand:{seat}",
                            f"{seat_name(seat)} is dealt {content.hand_size} cards",
                            {"hidden": True, "count": content.hand_size}))
    flipped = pool.pop()
    state.discard = [flipped]
    state.draw_pile = pool
    events.append(Event("flip", None, (flipped,), "deck", "discard",
                        f"{content.label(flipped).capitalize()} starts the discard pile"))
    if content.is_skip(flipped):
        state.skips_pending[first] += 1
        events.append(Event("skip", first, (flipped,), "discard", None,
                            f"The skip turned up: {seat_name(first)} will lose the first turn",
                            {"target": first, "by": None}))
    state.stage = "choose"
    state.turn = first
    events.append(Event("choose_turn", first, (), None, None,
                        f"{seat_name(first)} chooses a phase", {"stage": "choose"}))


def after_choice(content: Phase10Content, state: State, events: list[Event]) -> None:
    """Next seat chooses, or, once all have, play starts left of the dealer."""
    for offset in range(1, state.players + 1):
        seat = (state.turn + offset) % state.players
        if state.active[seat] == 0:
            state.turn = seat
            events.append(Event("choose_turn", seat, (), None, None,
                                f"{seat_name(seat)} chooses a phase", {"stage": "choose"}))
            return
    start_turn(content, state, left_of(state, state.dealer), events)


def start_turn(content: Phase10Content, state: State, seat: int, events: list[Event]) -> None:
    """Give ``seat`` (or the first seat after it without a pending skip) its turn."""
    seat = rummy_flow.pass_skipped(state, seat, lambda s: left_of(state, s), events)
    if not state.draw_pile:
        refill_draw_pile(state, events)
    if not state.draw_pile:
        end_hand(content, state, None, "no cards left to draw", events)
        return
    if state.turns_this_hand >= content.max_turns_per_hand:
        end_hand(content, state, None, f"nobody went out in {content.max_turns_per_hand} turns", events)
        return
    state.turns_this_hand += 1
    state.turn = seat
    state.stage = "draw"
    events.append(Event("turn", seat, (), None, None, f"{seat_name(seat)}'s turn",
                        {"turn_in_hand": state.turns_this_hand}))


def refill_draw_pile(state: State, events: list[Event]) -> None:
    """The draw pile ran out: shuffle the discard pile, bar its top card, into a new one."""
    rummy_flow.reform_draw_pile(state, 1, events)


def end_turn(content: Phase10Content, state: State, events: list[Event]) -> None:
    start_turn(content, state, left_of(state, state.turn), events)


def end_hand(content: Phase10Content, state: State, went_out: int | None, reason: str,
             events: list[Event]) -> None:
    """Score the hand, move made phases to the completed piles, then deal again or finish."""
    points = [0 if seat == went_out else sum(content.points[c] for c in hand)
              for seat, hand in enumerate(state.hands)]
    made = []
    for seat in range(state.players):
        state.scores[seat] += points[seat]
        if state.laid[seat]:
            phase = state.active[seat]
            state.remaining[seat].remove(phase)
            state.completed[seat].append(phase)
            made.append(phase)
        else:
            made.append(0)
    state.sheet.append({"hand": state.hand_number, "dealer": state.dealer, "went_out": went_out,
                        "points": points, "phases": made, "reason": reason})
    text = (f"{seat_name(went_out)} goes out and wins hand {state.hand_number}" if went_out is not None
            else f"Hand {state.hand_number} ends: {reason}")
    events.append(Event("hand_end", went_out, (), None, None, text, {
        "hand": state.hand_number, "went_out": went_out, "points": points, "phases_made": made,
        "scores": list(state.scores), "completed": [len(c) for c in state.completed],
        "hands": [list(hand) for hand in state.hands], "reason": reason}))
    for seat in range(state.players):
        events.append(Event("score", seat, (), None, None,
                            f"{seat_name(seat)} scores {points[seat]} (total {state.scores[seat]})",
                            {"points": points[seat], "total": state.scores[seat]}))
    finished = [seat for seat in range(state.players) if not state.remaining[seat]]
    if finished:
        finish_game(state, finished, "all ten phases completed", events)
    elif state.hand_number >= content.max_hands:
        most = max(len(c) for c in state.completed)
        finish_game(state, [s for s in range(state.players) if len(state.completed[s]) == most],
                    f"hand limit of {content.max_hands} reached", events)
    else:
        state.dealer = left_of(state, state.dealer)
        events.append(Event("dealer", state.dealer, (), None, None,
                            f"{seat_name(state.dealer)} is the new dealer", {"dealer": state.dealer}))
        deal_hand(content, state, events)


def finish_game(state: State, contenders: list[int], reason: str, events: list[Event]) -> None:
    """Among ``contenders`` the fewest points wins (a tie shares the victory)."""
    fewest = min(state.scores[seat] for seat in contenders)
    state.winners = [seat for seat in contenders if state.scores[seat] == fewest]
    state.stage = "over"
    state.end_reason = reason
    names = " and ".join(seat_name(seat) for seat in state.winners)
    events.append(Event("game_end", None, (), None, None, f"{names} win{'s' if len(state.winners) == 1 else ''}"
                        f" ({reason})", {"winners": list(state.winners), "scores": list(state.scores),
                                         "completed": [len(c) for c in state.completed],
                                         "reason": reason}))
