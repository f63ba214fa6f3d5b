"""Phase 10 validation: ``why_illegal`` says, in a player's words, why an action is refused.

Nothing here mutates the state; ``apply`` calls it before changing anything.
"""

from __future__ import annotations

from game.core.rummy.melds import match_groups
from game.core.rummy.rummy_checks import draw_problem, hit_target_problem
from game.games.phase10.actions import (
    Action,
    ChoosePhase,
    Discard,
    Draw,
    DrawSaved,
    Hit,
    LayDown,
    Save,
)
from game.games.phase10.content import Phase10Content
from game.games.phase10.state import State

_STAGE_WORDS = {"choose": "choose a phase", "draw": "draw a card",
                "play": "lay down, hit, discard or save", "over": "nothing: the game is over"}


def skip_targets(state: State, seat: int) -> list[int]:
    """Who a skip discarded by ``seat`` may hit: the next seat under the classic rule;
    otherwise any other seat not already waiting out a skip (any other seat if all are)."""
    if state.classic_skips:
        return [(seat + 1) % state.players]
    others = [s for s in range(state.players) if s != seat]
    free = [s for s in others if state.skips_pending[s] == 0]
    return free or others


def save_problem(content: Phase10Content, state: State, seat: int) -> str | None:
    if state.saved_this_hand[seat]:
        return "you have already saved a card this hand"
    if len(state.hands[seat]) < 2:
        return "you cannot save your last card: go out by discarding it"
    if len(state.saves[seat]) >= content.save_pile_limit:
        return f"your save pile is full ({content.save_pile_limit} cards)"
    return None


def why_illegal(content: Phase10Content, state: State, action: Action) -> str | None:
    if state.stage == "over":
        return "the game is over"
    seat = state.turn
    if isinstance(action, ChoosePhase):
        if state.stage != "choose":
            return f"now is the time to {_STAGE_WORDS[state.stage]}, not to choose a phase"
        if action.phase in state.completed[seat]:
            return f"you have already made phase {action.phase}"
        if action.phase not in state.remaining[seat]:
            return f"there is no phase {action.phase}"
        return None
    if state.stage == "choose":
        return "first choose the phase you will attempt this hand"
    if isinstance(action, (Draw, DrawSaved)):
        if state.stage != "draw":
            return "you have already drawn this turn"
        return _draw_problem(content, state, seat, action)
    if state.stage != "play":
        return "draw a card first (from the draw pile, the discard pile or your save pile)"
    if isinstance(action, LayDown):
        return _lay_down_problem(content, state, seat, action)
    if isinstance(action, Hit):
        return _hit_problem(content, state, seat, action)
    if isinstance(action, Discard):
        return _discard_problem(content, state, seat, action)
    if isinstance(action, Save):
        if action.card not in state.hands[seat]:
            return f"you do not hold {content.label(action.card) if action.card in content.points else action.card}"
        return save_problem(content, state, seat)
    return f"{action!r} is not a Phase 10 action"


def _draw_problem(content: Phase10Content, state: State, seat: int, action: Draw | DrawSaved) -> str | None:
    if isinstance(action, DrawSaved):
        if action.card not in state.saves[seat]:
            return "that card is not in your save pile"
        return None
    return draw_problem(state, action.source, lambda: _take_problem(content, state))


def _take_problem(content: Phase10Content, state: State) -> str | None:
    if content.is_skip(state.discard[-1]):
        return "a skip on the discard pile cannot be picked up"
    return None


def _held(content: Phase10Content, state: State, seat: int, cards: list[str]) -> str | None:
    hand = state.hands[seat]
    for card in cards:
        if card not in hand:
            name = content.label(card) if card in content.points else repr(card)
            return f"you do not hold {name} ({card})"
    return None


def _lay_down_problem(content: Phase10Content, state: State, seat: int, action: LayDown) -> str | None:
    if state.laid[seat]:
        return "you have already laid down your phase this hand"
    cards = [card for group in action.groups for card in group]
    problem = _held(content, state, seat, cards)
    if problem:
        return problem
    phase = state.active[seat]
    _assignment, why = match_groups(action.groups, content.phases[phase], content.ctx)
    if why is not None:
        return f"phase {phase} ({content.phases[phase].name}): {why}"
    return None


def _hit_problem(content: Phase10Content, state: State, seat: int, action: Hit) -> str | None:
    if not state.laid[seat]:
        return "lay down your own phase before hitting"
    problem = _held(content, state, seat, [action.card])
    if problem:
        return problem
    return hit_target_problem(state, action, content.ctx, "there is no laid-down group there")


def _discard_problem(content: Phase10Content, state: State, seat: int, action: Discard) -> str | None:
    problem = _held(content, state, seat, [action.card])
    if problem:
        return problem
    if not content.is_skip(action.card):
        if action.skip_target is not None:
            return "only a skip card can skip a player"
        return None
    targets = skip_targets(state, seat)
    if action.skip_target is None:
        return "choose the player this skip makes lose a turn"
    if action.skip_target == seat:
        return "you cannot skip yourself"
    if action.skip_target not in targets:
        if state.classic_skips:
            return "with classic skips the skip always goes to the next player"
        if not 0 <= action.skip_target < state.players:
            return f"there is no seat {action.skip_target}"
        return "that player is already skipped; pick another"
    return None
