"""Finale validation: ``why_illegal`` says, in a player's words, why an action is refused.

Nothing here mutates the state; ``apply`` calls it before changing anything. Card ids that
do not exist (an action read from JSON, say) are refused here too.
"""

from __future__ import annotations

from game.core.rummy.melds import match_groups
from game.core.rummy.rummy_checks import draw_problem, hit_target_problem
from game.games.finale.actions import Action, Discard, Draw, Exchange, Hit, LayDown
from game.games.finale.content import FinaleContent
from game.games.finale.flow import level_title, requirement
from game.games.finale.state import State


def skip_targets(state: State, seat: int) -> list[int]:
    """A Skip may name any other seat still playing, again and again (skips stack)."""
    return [other for other in state.in_play if other != seat]


def discard_drawable(content: FinaleContent, state: State) -> bool:
    """Can the top discard be taken with a normal draw? Never an Exchange or a Skip, except
    the Exchange flipped to start the pile, which the first player may take."""
    if not state.discard:
        return False
    top = state.discard[-1]
    if content.is_exchange(top):
        return state.opening_exchange
    return not content.is_skip(top)


def _held(content: FinaleContent, state: State, seat: int, cards: list[str]) -> str | None:
    for card in cards:
        if card not in content.ctx.faces:
            return f"there is no card {card!r} in Finale"
        if card not in state.hands[seat]:
            return f"you do not hold the {content.label(card)} ({card})"
    return None


def why_illegal(content: FinaleContent, state: State, action: Action) -> str | None:
    if state.stage == "over":
        return "the game is over"
    seat = state.turn
    if isinstance(action, Exchange):
        return _exchange_problem(content, state, seat, action)
    if isinstance(action, Draw):
        return _draw_problem(content, state, action)
    if state.stage == "exchange":
        return f"take your {state.exchange_draws} Exchange card{'s' if state.exchange_draws > 1 else ''} first"
    if state.stage != "play":
        return "draw a card first (or play an Exchange card instead of drawing)"
    if isinstance(action, LayDown):
        return _lay_down_problem(content, state, seat, action)
    if isinstance(action, Hit):
        return _hit_problem(content, state, seat, action)
    if isinstance(action, Discard):
        return _discard_problem(content, state, seat, action)
    return f"{action!r} is not a Finale action"


def _exchange_problem(content: FinaleContent, state: State, seat: int, action: Exchange) -> str | None:
    if state.stage == "exchange":
        return "you are already exchanging: take your cards"
    if state.stage != "draw":
        return "an Exchange is played at the start of your turn, before drawing"
    problem = _held(content, state, seat, [action.card])
    if problem:
        return problem
    if not content.is_exchange(action.card):
        return f"the {content.label(action.card)} is not an Exchange card"
    return None


def _draw_problem(content: FinaleContent, state: State, action: Draw) -> str | None:
    if state.stage == "play":
        return "you have already drawn this turn"
    return draw_problem(state, action.source, lambda: _take_problem(content, state))


def _take_problem(content: FinaleContent, state: State) -> str | None:
    if state.stage == "exchange" or discard_drawable(content, state):
        return None
    kind = "an Exchange" if content.is_exchange(state.discard[-1]) else "a Skip"
    return f"{kind} on the discard pile can only be taken by playing an Exchange card"


def _lay_down_problem(content: FinaleContent, state: State, seat: int, action: LayDown) -> str | None:
    if state.laid[seat]:
        return "you have already completed your Level this round"
    problem = _held(content, state, seat, [card for group in action.groups for card in group])
    if problem:
        return problem
    _assignment, why = match_groups(action.groups, requirement(content, state, seat), content.ctx)
    if why is not None:
        return f"{level_title(content, state, seat)}: {why}"
    return None


def _hit_problem(content: FinaleContent, state: State, seat: int, action: Hit) -> str | None:
    if not state.laid[seat]:
        return "complete your own Level before adding cards to the table"
    problem = _held(content, state, seat, [action.card])
    if problem:
        return problem
    return hit_target_problem(state, action, content.ctx, "there is no completed group there")


def _discard_problem(content: FinaleContent, state: State, seat: int, action: Discard) -> str | None:
    problem = _held(content, state, seat, [action.card])
    if problem:
        return problem
    if not content.is_skip(action.card) or action.card in state.fresh_skips:
        if action.skip_target is not None:
            if content.is_skip(action.card):
                return ("a Skip taken from the discard pile through an Exchange cannot skip anyone "
                        "this turn: it is discarded as a plain card")
            return "only a Skip card can skip a player"
        return None
    if action.skip_target is None:
        return "name the player this Skip makes lose a turn"
    if action.skip_target == seat:
        return "you cannot skip yourself"
    if action.skip_target not in skip_targets(state, seat):
        if 0 <= action.skip_target < state.players:
            return f"Seat {action.skip_target} is not playing in the tie-breaker"
        return f"there is no seat {action.skip_target}"
    return None
