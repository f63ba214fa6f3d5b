"""Final Touch scoring: who gets a completed or ruined Masterpiece, and when the game ends.

* Completed: the completer takes it at full value (at four players, for their team).
* Ruined: the opponents take it at the ruined value: the one opponent at two players, the
  other team at four, BOTH opponents at three (each scores the ruined value), and during a
  three-player contest only the other contestant.
* The game ends when a player or team reaches the goal ($25). At three players a ruin can
  lift both opponents over the goal at once: that is the tie, and those two contest one
  final Masterpiece; whoever scores it (by completing it, or because the rival ruined it)
  is the sole winner, whatever the money says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.final_touch.state import COMPLETED, FinalTouchState, Scored

if TYPE_CHECKING:
    from game.games.final_touch.rules import FinalTouchRules


def completion_recipients(state: FinalTouchState, seat: int) -> tuple[int, ...]:
    if state.players == 4:
        return tuple(sorted((seat, (seat + 2) % 4)))
    return (seat,)


def ruin_recipients(state: FinalTouchState, seat: int) -> tuple[int, ...]:
    if state.contest is not None:
        return tuple(s for s in state.contest if s != seat)
    if state.players == 4:
        return tuple(sorted(((seat + 1) % 4, (seat + 3) % 4)))
    return tuple(s for s in range(state.players) if s != seat)


def collection_zone(state: FinalTouchState, recipients: tuple[int, ...]) -> str:
    if state.players == 4:
        return f"team:{recipients[0] % 2}"
    if len(recipients) == 2:
        return f"between:{recipients[0]}:{recipients[1]}"
    return f"won:{recipients[0]}"


def award(rules: FinalTouchRules, state: FinalTouchState, seat: int, kind: str, value: int,
          events: list[Event]) -> None:
    """Hand the current Masterpiece to its recipients, then check for the end of the game."""
    completed = kind == COMPLETED
    recipients = (completion_recipients(state, seat) if completed
                  else ruin_recipients(state, seat))
    for recipient in recipients:
        state.money[recipient] += value
    piece = rules.content.masterpieces[state.current]
    state.scored.append(Scored(state.current, kind, seat, value, recipients))
    index, state.current = state.current, None   # the card leaves the table for its owner
    who = " and ".join(f"Seat {r}" for r in recipients)
    text = (f"Final touch! Seat {seat} completes {piece.title}: +${value}" if completed
            else f"Seat {seat} ruins {piece.title}: +${value} to {who}")
    events.append(Event(
        "final_touch" if completed else "ruin", seat, (), "masterpiece",
        collection_zone(state, recipients), text,
        {"masterpiece": piece.id, "index": index, "title": piece.title,
         "kind": kind, "by": seat, "value": value, "recipients": list(recipients),
         "team": rules.team_of(state, recipients[0]), "money": list(state.money),
         "contest": state.contest is not None}))
    _check_end(rules, state, recipients, events)


def _check_end(rules: FinalTouchRules, state: FinalTouchState, recipients: tuple[int, ...],
               events: list[Event]) -> None:
    if state.contest is not None:
        finish(rules, state, recipients, "wins the final Masterpiece and takes all", events)
        return
    goal = rules.content.goal
    reached = tuple(r for r in recipients if state.money[r] >= goal)
    if not reached:
        return
    if state.players == 4 or len(reached) == 1:
        finish(rules, state, reached, f"reaches ${goal}", events)
    elif not state.pile:
        finish(rules, state, reached, "tie, and no Masterpiece is left to contest", events)
    else:
        state.contest = (reached[0], reached[1])
        events.append(Event(
            "contest", None, text=(f"Seats {reached[0]} and {reached[1]} both reach ${goal}: "
                                   "they fight over one final Masterpiece"),
            data={"seats": list(reached), "money": list(state.money)}))


def end_on_money(rules: FinalTouchRules, state: FinalTouchState, reason: str,
                 events: list[Event]) -> None:
    """No Masterpiece (or no stroke) left: the richest player or team wins; ties share."""
    # teammates always hold the same money, so comparing seats compares teams too
    best = max(state.money)
    winners = tuple(s for s in range(state.players) if state.money[s] == best)
    finish(rules, state, winners, f"{reason}: the richest wins", events)


def finish(rules: FinalTouchRules, state: FinalTouchState, winners: tuple[int, ...],
           reason: str, events: list[Event]) -> None:
    state.winners = tuple(winners)
    state.end_reason = reason
    names = " and ".join(f"Seat {w}" for w in winners)
    teams = sorted({w % 2 for w in winners}) if state.players == 4 else None
    events.append(Event(
        "game_end", None, text=f"Game over: {names} {'wins' if len(winners) == 1 else 'win'} ({reason})",
        data={"winners": list(winners), "teams": teams, "reason": reason,
              "money": list(state.money), "results": rules.results(state)}))
