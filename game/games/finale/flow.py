"""Finale round flow: dealing, turn order with skips, end of round, end of a Challenge, the
Grand Finale's scoring and its tie-breaker game.

Each function mutates the state and appends the events a scene animates. The steps shared
with Phase 10 (draws, skips passed, the draw pile reform) come from ``game.core.rummy.rummy_flow``.
Safety valves (see docs/rules-notes.md): a round of ``max_turns_per_round`` turns, or whose
draw pile cannot be reformed, ends as a dead round; a Challenge stops after ``max_rounds``
rounds; the tie-breaker after ``max_tiebreak_turns`` turns.
"""

from __future__ import annotations

from game.core.engine import Event
from game.core.rummy import rummy_flow
from game.core.rummy.melds import Requirement
from game.core.rummy.rummy_flow import seat_name
from game.games.finale.content import FINALE, LEVELS, FinaleContent
from game.games.finale.state import State

KEEP_ON_REFORM = 2       # the top two discards stay when the draw pile is reformed


def next_in_play(state: State, seat: int) -> int:
    """The next seat to the left that takes turns (all seats, or the tie-breaker's)."""
    for offset in range(1, state.players + 1):
        candidate = (seat + offset) % state.players
        if candidate in state.in_play:
            return candidate
    return seat


def requirement(content: FinaleContent, state: State, seat: int) -> Requirement:
    """What ``seat`` must lay down this round: its Level, its Finale, or the tie-breaker's set."""
    if state.tiebreak is not None:
        return content.tiebreak
    return content.challenges[state.challenge].requirement(state.level[seat])


def level_title(content: FinaleContent, state: State, seat: int) -> str:
    if state.tiebreak is not None:
        return f"the tie-breaker: {content.tiebreak.name}"
    return content.challenges[state.challenge].level_title(state.level[seat])


def start_round(content: FinaleContent, state: State, events: list[Event]) -> None:
    """Shuffle all 90 cards, deal to the seats in play from the dealer's left, flip one."""
    state.round_number += 1
    players = state.players
    pool = list(content.deck)
    state.rng.shuffle(pool)
    state.hands = [[] for _ in range(players)]
    state.table = [[] for _ in range(players)]
    state.laid = [False] * players
    state.skips_pending = [0] * players          # skips never carry over between rounds
    state.exchange, state.exchange_draws, state.fresh_skips = [], 0, []
    state.turns_this_round = 0
    size = content.tiebreak_hand_size if state.tiebreak is not None else content.hand_size
    opening: list[Event] = [Event("shuffle", None, (), None, "deck",
                                  f"Round {state.round_number}: {seat_name(state.dealer)} shuffles and deals",
                                  {"round": state.round_number, "dealer": state.dealer, "count": len(pool),
                                   "challenge": state.challenge})]
    first = next_in_play(state, state.dealer)
    order = [first]
    while len(order) < len(state.in_play):
        order.append(next_in_play(state, order[-1]))
    for _ in range(size):
        for seat in order:
            state.hands[seat].append(pool.pop())
    for seat in order:
        opening.append(Event("deal", seat, tuple(state.hands[seat]), "deck", f"hand:{seat}",
                             f"{seat_name(seat)} is dealt {size} cards", {"hidden": True, "count": size}))
    flipped = pool.pop()
    state.discard, state.draw_pile = [flipped], pool
    opening.append(Event("flip", None, (flipped,), "deck", "discard",
                         f"{content.label(flipped).capitalize()} starts the discard pile"))
    state.opening_exchange = content.is_exchange(flipped)
    if content.is_skip(flipped):
        state.skips_pending[first] += 1
        opening.append(Event("skip", first, (flipped,), "discard", None,
                             f"The Skip turned up: {seat_name(first)} loses the first turn",
                             {"target": first, "by": None}))
    start = len(events)
    events.extend(opening)
    start_turn(content, state, first, events)
    # The round's opening as a table replays it: shuffle, deal, flip, and the first turn (with
    # any skip the flipped card caused), so ``opening_events`` ends on the seat to act.
    state.opening = [event.to_json() for event in events[start:]]


def start_turn(content: FinaleContent, state: State, seat: int, events: list[Event]) -> None:
    """Give ``seat`` (or the next seat without a pending skip) its turn."""
    state.exchange, state.exchange_draws, state.fresh_skips = [], 0, []
    tiebreak = state.tiebreak
    if tiebreak is not None and tiebreak["phase"] == "final":
        seat = _next_final_turn(state, events)
        if seat < 0:
            resolve_final_turns(content, state, events)
            return
    else:
        seat = rummy_flow.pass_skipped(state, seat, lambda s: next_in_play(state, s), events)
    if state.opening_exchange and state.turns_this_round > 0:
        state.opening_exchange = False           # only the first player may take it
    if not state.draw_pile:
        rummy_flow.reform_draw_pile(state, KEEP_ON_REFORM, events)
    if not state.draw_pile:
        end_round(content, state, None, "no cards left to draw", events)
        return
    if state.turns_this_round >= content.max_turns_per_round:
        end_round(content, state, None, f"nobody went out in {content.max_turns_per_round} turns", events)
        return
    if tiebreak is not None:
        tiebreak["turns"] += 1
        if tiebreak["turns"] > content.max_tiebreak_turns:
            contenders = tiebreak["completed"] or list(state.in_play)
            finish(state, contenders, f"the tie-breaker reached {content.max_tiebreak_turns} turns", events)
            return
    state.turns_this_round += 1
    state.turn = seat
    state.stage = "draw"
    events.append(Event("turn", seat, (), None, None, f"{seat_name(seat)}'s turn",
                        {"turn_in_round": state.turns_this_round}))


def _next_final_turn(state: State, events: list[Event]) -> int:
    """The next tied player owed a final turn; a pending skip costs that final turn."""
    left = state.tiebreak["final_left"]  # type: ignore[index]
    while left:
        seat = left[0]
        if state.skips_pending[seat] > 0:
            rummy_flow.spend_skip(state, seat, events)
            left.pop(0)
            continue
        return seat
    return -1


def after_draw_pile_draw(state: State, events: list[Event]) -> None:
    """The draw pile is reformed the moment it runs out."""
    if not state.draw_pile:
        rummy_flow.reform_draw_pile(state, KEEP_ON_REFORM, events)


def end_turn(content: FinaleContent, state: State, events: list[Event]) -> None:
    tiebreak = state.tiebreak
    if tiebreak is not None and tiebreak["phase"] == "final" and state.turn in tiebreak["final_left"]:
        tiebreak["final_left"].remove(state.turn)
    start_turn(content, state, next_in_play(state, state.turn), events)


def end_round(content: FinaleContent, state: State, went_out: int | None, reason: str,
              events: list[Event]) -> None:
    """Completed Levels advance next round; a Finale completed with an empty hand wins."""
    if state.tiebreak is not None:
        contenders = state.tiebreak["completed"] or list(state.in_play)
        finish(state, contenders, f"the tie-breaker stalled: {reason}", events)
        return
    won = went_out is not None and state.laid[went_out] and state.level[went_out] == FINALE
    state.rounds.append({"challenge": state.challenge, "round": state.round_number, "went_out": went_out,
                         "laid": list(state.laid), "levels": list(state.level), "reason": reason})
    text = (f"{seat_name(went_out)} goes out and ends round {state.round_number}" if went_out is not None
            else f"Round {state.round_number} ends: {reason}")
    events.append(Event("round_end", went_out, (), None, None, text, {
        "round": state.round_number, "went_out": went_out, "laid": list(state.laid),
        "levels": list(state.level), "hands": [list(hand) for hand in state.hands], "reason": reason}))
    for seat in range(state.players):
        if state.laid[seat]:
            state.level[seat] += 1
            events.append(Event("level_up", seat, (), None, f"level:{seat}",
                                f"{seat_name(seat)} moves on to "
                                f"{'the Finale' if state.level[seat] == FINALE else f'Level {state.level[seat]}'}"
                                if state.level[seat] <= FINALE else f"{seat_name(seat)} completes the Finale",
                                {"level": state.level[seat]}))
    if won:
        end_challenge(content, state, went_out, "completed the Finale", events)
    elif state.round_number >= content.max_rounds:
        end_challenge(content, state, None, f"round limit of {content.max_rounds} reached", events)
    else:
        _next_dealer(state, events)
        start_round(content, state, events)


def _next_dealer(state: State, events: list[Event]) -> None:
    state.dealer = (state.dealer + 1) % state.players
    events.append(Event("dealer", state.dealer, (), None, None,
                        f"{seat_name(state.dealer)} is the new dealer", {"dealer": state.dealer}))


def levels_completed(state: State, seat: int) -> int:
    return min(state.level[seat] - 1, LEVELS)


def end_challenge(content: FinaleContent, state: State, winner: int | None, reason: str,
                  events: list[Event]) -> None:
    """Score the Challenge; then the next Challenge, the Grand Finale result, or the end."""
    challenge = content.challenges[state.challenge]
    done = [levels_completed(state, seat) for seat in range(state.players)]
    points = [done[seat] * challenge.level_points + (challenge.finale_points if seat == winner else 0)
              for seat in range(state.players)]
    if state.grand:
        state.scores = [total + gained for total, gained in zip(state.scores, points)]
    state.sheet.append({"challenge": challenge.challenge_id, "winner": winner, "levels": done,
                        "points": points, "totals": list(state.scores), "reason": reason})
    text = (f"{seat_name(winner)} completes the Finale and wins {challenge.name}" if winner is not None
            else f"{challenge.name} ends: {reason}")
    events.append(Event("challenge_end", winner, (), None, None, text, {
        "challenge": challenge.challenge_id, "winner": winner, "levels": done, "points": points,
        "totals": list(state.scores), "reason": reason}))
    if not state.grand:
        if winner is not None:
            finish(state, [winner], f"won {challenge.name}", events)
        else:
            most = max(done)
            finish(state, [s for s in range(state.players) if done[s] == most], reason, events)
        return
    if state.challenge_index + 1 < len(state.challenges):
        state.challenge_index += 1
        state.level = [1] * state.players
        state.round_number = 0
        nxt = content.challenges[state.challenge]
        events.append(Event("challenge_start", None, (), None, None,
                            f"Challenge {state.challenge_index + 1} of {len(state.challenges)}: {nxt.name}",
                            {"challenge": nxt.challenge_id, "index": state.challenge_index}))
        _next_dealer(state, events)
        start_round(content, state, events)
        return
    best = max(state.scores)
    tied = [seat for seat in range(state.players) if state.scores[seat] == best]
    if len(tied) == 1:
        finish(state, tied, f"won the Grand Finale with {best} points", events)
    else:
        start_tiebreak(content, state, tied, events)


def start_tiebreak(content: FinaleContent, state: State, tied: list[int], events: list[Event]) -> None:
    """Only the tied players play: a random first player, five cards each, race to a set."""
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 0, "players": list(tied)}
    state.in_play = list(tied)
    first = state.rng.choice(tied)
    state.dealer = tied[(tied.index(first) - 1) % len(tied)]
    state.round_number = 0
    events.append(Event("tiebreak_start", first, (), None, None,
                        f"{' and '.join(seat_name(s) for s in tied)} are tied on {state.scores[tied[0]]}: "
                        f"tie-breaker! {seat_name(first)} goes first",
                        {"players": list(tied), "first": first}))
    start_round(content, state, events)


def tiebreak_laid(state: State, seat: int, events: list[Event]) -> None:
    """A tied player made the set of three: the others get one final turn each."""
    tiebreak = state.tiebreak
    assert tiebreak is not None
    tiebreak["completed"].append(seat)
    if tiebreak["phase"] != "race":
        return
    tiebreak["phase"] = "final"
    order = []
    nxt = next_in_play(state, seat)
    while nxt != seat:
        order.append(nxt)
        nxt = next_in_play(state, nxt)
    tiebreak["final_left"] = order
    events.append(Event("final_turns", seat, (), None, None,
                        f"{seat_name(seat)} has a set of three: everyone else gets one final turn",
                        {"final_left": list(order)}))


def resolve_final_turns(content: FinaleContent, state: State, events: list[Event]) -> None:
    tiebreak = state.tiebreak
    assert tiebreak is not None
    completed = tiebreak["completed"]
    if len(completed) == 1:
        finish(state, list(completed), "won the tie-breaker", events)
        return
    tiebreak["phase"] = "extended"
    state.in_play = sorted(completed)
    names = [seat_name(s) for s in state.in_play]
    who = f"{names[0]} and {names[1]} both" if len(names) == 2 else f"{', '.join(names[:-1])} and {names[-1]} all"
    events.append(Event("tiebreak_extended", None, (), None, None,
                        f"{who} made a set: play on until one of them empties their hand",
                        {"players": list(state.in_play)}))
    start_turn(content, state, next_in_play(state, state.turn), events)


def finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    state.winners = sorted(winners)
    state.stage = "over"
    state.end_reason = reason
    names = " and ".join(seat_name(seat) for seat in state.winners)
    events.append(Event("game_end", None, (), None, None,
                        f"{names} win{'s' if len(state.winners) == 1 else ''} ({reason})",
                        {"winners": list(state.winners), "scores": list(state.scores), "reason": reason,
                         "sheet": [dict(row) for row in state.sheet]}))
