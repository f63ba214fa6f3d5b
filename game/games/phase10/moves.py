"""Phase 10 moves: carry out an action already validated by ``checks.why_illegal``.

Every move appends the events a scene needs: zones are ``deck``, ``discard``, ``hand:S``,
``save:S``, ``table:S:G`` (seat S's group G) and ``phase:S`` (seat S's active phase card).
Events that move a card only its owner may see carry ``data["hidden"] = True``.
"""

from __future__ import annotations

from game.core.engine import Event
from game.core.rummy import rummy_flow
from game.games.phase10 import flow
from game.games.phase10.actions import Action, ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.games.phase10.content import Phase10Content
from game.games.phase10.flow import seat_name
from game.games.phase10.state import State


def apply_move(content: Phase10Content, state: State, action: Action, events: list[Event]) -> None:
    seat = state.turn
    if isinstance(action, ChoosePhase):
        _choose(content, state, seat, action.phase, events)
    elif isinstance(action, Draw):
        _draw(content, state, seat, action.source, events)
    elif isinstance(action, DrawSaved):
        state.saves[seat].remove(action.card)
        state.hands[seat].append(action.card)
        state.stage = "play"
        events.append(Event("draw", seat, (action.card,), f"save:{seat}", f"hand:{seat}",
                            f"{seat_name(seat)} draws a saved card",
                            {"source": "save", "hidden": True}))
    elif isinstance(action, LayDown):
        _lay_down(content, state, seat, action, events)
    elif isinstance(action, Hit):
        _hit(content, state, seat, action, events)
    elif isinstance(action, Discard):
        _discard(content, state, seat, action, events)
    elif isinstance(action, Save):
        state.hands[seat].remove(action.card)
        state.saves[seat].append(action.card)
        state.saved_this_hand[seat] = True
        events.append(Event("save", seat, (action.card,), f"hand:{seat}", f"save:{seat}",
                            f"{seat_name(seat)} saves a card and ends the turn", {"hidden": True}))
        flow.end_turn(content, state, events)


def _choose(content: Phase10Content, state: State, seat: int, phase: int, events: list[Event]) -> None:
    state.active[seat] = phase
    name = content.phases[phase].name
    events.append(Event("choose_phase", seat, (), None, f"phase:{seat}",
                        f"{seat_name(seat)} attempts phase {phase}: {name}",
                        {"phase": phase, "name": name}))
    flow.after_choice(content, state, events)


def _draw(content: Phase10Content, state: State, seat: int, source: str, events: list[Event]) -> None:
    if source == "draw":
        rummy_flow.draw_from_pile(state, seat, events)
    else:
        rummy_flow.take_discard(state, seat, content.label(state.discard[-1]), events)
    state.stage = "play"


def _lay_down(content: Phase10Content, state: State, seat: int, action: LayDown,
              events: list[Event]) -> None:
    phase = state.active[seat]
    requirement = content.phases[phase]
    melds = rummy_flow.lay_down(state, seat, action.groups, requirement, content.ctx)
    events.append(Event("lay_down", seat, tuple(c for meld in melds for c in meld.cards), f"hand:{seat}",
                        f"table:{seat}", f"{seat_name(seat)} lays down phase {phase}: {requirement.name}",
                        {"phase": phase, "groups": rummy_flow.lay_down_groups(seat, melds)}))
    _maybe_out(content, state, seat, events)


def _hit(content: Phase10Content, state: State, seat: int, action: Hit, events: list[Event]) -> None:
    meld = rummy_flow.hit(state, seat, action.card, action.seat, action.group, action.end)
    owner = "their own" if action.seat == seat else f"{seat_name(action.seat)}'s"
    events.append(Event("hit", seat, (action.card,), f"hand:{seat}", f"table:{action.seat}:{action.group}",
                        f"{seat_name(seat)} hits {content.label(action.card)} on {owner} phase",
                        {"target_seat": action.seat, "target_group": action.group, "end": action.end,
                         "cards": list(meld.cards), "low": meld.low, "high": meld.high}))
    _maybe_out(content, state, seat, events)


def _discard(content: Phase10Content, state: State, seat: int, action: Discard, events: list[Event]) -> None:
    rummy_flow.discard(state, seat, action.card)
    events.append(Event("discard", seat, (action.card,), f"hand:{seat}", "discard",
                        f"{seat_name(seat)} discards {content.label(action.card)}",
                        {"skip_target": action.skip_target}))
    if action.skip_target is not None:
        target = action.skip_target
        state.skips_pending[target] += 1
        events.append(Event("skip", target, (action.card,), "discard", None,
                            f"{seat_name(seat)} skips {seat_name(target)}",
                            {"target": target, "by": seat}))
    if not state.hands[seat]:
        _go_out(content, state, seat, events)
    else:
        flow.end_turn(content, state, events)


def _maybe_out(content: Phase10Content, state: State, seat: int, events: list[Event]) -> None:
    if not state.hands[seat]:
        _go_out(content, state, seat, events)


def _go_out(content: Phase10Content, state: State, seat: int, events: list[Event]) -> None:
    events.append(Event("go_out", seat, (), None, None, f"{seat_name(seat)} goes out!", {}))
    flow.end_hand(content, state, seat, "went out", events)
