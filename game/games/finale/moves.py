"""Finale moves: carry out an action already validated by ``checks.why_illegal``.

Zones in events: ``deck``, ``discard``, ``hand:S``, ``exchange:S`` (seat S's Exchange lying
face up), ``table:S:G`` (seat S's group G) and ``level:S``. Events that move a card only its
owner may see carry ``data["hidden"] = True``.
"""

from __future__ import annotations

from game.core.engine import Event
from game.core.rummy import rummy_flow
from game.core.rummy.rummy_flow import seat_name
from game.games.finale import flow
from game.games.finale.actions import Action, Discard, Draw, Exchange, Hit, LayDown
from game.games.finale.content import FINALE, FinaleContent
from game.games.finale.state import State


def apply_move(content: FinaleContent, state: State, action: Action, events: list[Event]) -> None:
    seat = state.turn
    if isinstance(action, Exchange):
        _exchange(content, state, seat, action.card, events)
    elif isinstance(action, Draw):
        _draw(content, state, seat, action.source, events)
    elif isinstance(action, LayDown):
        _lay_down(content, state, seat, action, events)
    elif isinstance(action, Hit):
        _hit(content, state, seat, action, events)
    elif isinstance(action, Discard):
        _discard(content, state, seat, action, events)


def _exchange(content: FinaleContent, state: State, seat: int, card: str, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.exchange = [card]
    state.exchange_draws = 2
    state.opening_exchange = False
    state.stage = "exchange"
    events.append(Event("exchange", seat, (card,), f"hand:{seat}", f"exchange:{seat}",
                        f"{seat_name(seat)} plays the {content.label(card)} and will draw two", {"draws": 2}))


def _draw(content: FinaleContent, state: State, seat: int, source: str, events: list[Event]) -> None:
    exchanging = state.stage == "exchange"
    extra = {"exchange": exchanging}
    if source == "draw":
        rummy_flow.draw_from_pile(state, seat, events)
        flow.after_draw_pile_draw(state, events)
    else:
        card = rummy_flow.take_discard(state, seat, content.label(state.discard[-1]), events, extra)
        if exchanging and content.is_skip(card):
            state.fresh_skips.append(card)
    state.opening_exchange = False
    if exchanging:
        state.exchange_draws -= 1
        if state.exchange_draws > 0 and (state.draw_pile or state.discard):
            return
        state.exchange_draws = 0
    state.stage = "play"


def _lay_down(content: FinaleContent, state: State, seat: int, action: LayDown, events: list[Event]) -> None:
    req = flow.requirement(content, state, seat)
    title = flow.level_title(content, state, seat)
    melds = rummy_flow.lay_down(state, seat, action.groups, req, content.ctx)
    events.append(Event("lay_down", seat, tuple(c for meld in melds for c in meld.cards), f"hand:{seat}",
                        f"table:{seat}", f"{seat_name(seat)} completes {title}",
                        {"level": state.level[seat], "name": req.name,
                         "groups": rummy_flow.lay_down_groups(seat, melds)}))
    if state.tiebreak is not None:
        flow.tiebreak_laid(state, seat, events)
    if not state.hands[seat]:
        _go_out(content, state, seat, events)
        return
    everyone = all(state.laid[s] for s in state.in_play)
    if state.tiebreak is None and everyone and state.level[seat] != FINALE:
        _exchange_to_discard(content, state, seat, events)
        flow.end_round(content, state, None, "every player completed their Level", events)


def _hit(content: FinaleContent, state: State, seat: int, action: Hit, events: list[Event]) -> None:
    meld = rummy_flow.hit(state, seat, action.card, action.seat, action.group, action.end)
    owner = "their own" if action.seat == seat else f"{seat_name(action.seat)}'s"
    events.append(Event("hit", seat, (action.card,), f"hand:{seat}", f"table:{action.seat}:{action.group}",
                        f"{seat_name(seat)} adds the {content.label(action.card)} to {owner} Level",
                        {"target_seat": action.seat, "target_group": action.group, "end": action.end,
                         "cards": list(meld.cards), "low": meld.low, "high": meld.high}))
    if not state.hands[seat]:
        _go_out(content, state, seat, events)


def _exchange_to_discard(content: FinaleContent, state: State, seat: int, events: list[Event]) -> None:
    """The activated Exchange goes on the discard pile first, under the turn's discard."""
    if not state.exchange:
        return
    card = state.exchange.pop()
    state.discard.append(card)
    events.append(Event("discard", seat, (card,), f"exchange:{seat}", "discard",
                        f"The {content.label(card)} goes on the discard pile", {"exchange": True,
                                                                                 "skip_target": None}))


def _discard(content: FinaleContent, state: State, seat: int, action: Discard, events: list[Event]) -> None:
    _exchange_to_discard(content, state, seat, events)
    rummy_flow.discard(state, seat, action.card)
    plain = content.is_skip(action.card) and action.skip_target is None
    events.append(Event("discard", seat, (action.card,), f"hand:{seat}", "discard",
                        f"{seat_name(seat)} discards the {content.label(action.card)}"
                        + (" (no skip this turn)" if plain else ""),
                        {"skip_target": action.skip_target, "exchange": False}))
    if action.skip_target is not None:
        target = action.skip_target
        state.skips_pending[target] += 1
        events.append(Event("skip", target, (action.card,), "discard", None,
                            f"{seat_name(seat)} skips {seat_name(target)}", {"target": target, "by": seat}))
    if not state.hands[seat]:
        _go_out(content, state, seat, events)
    else:
        flow.end_turn(content, state, events)


def _go_out(content: FinaleContent, state: State, seat: int, events: list[Event]) -> None:
    _exchange_to_discard(content, state, seat, events)
    events.append(Event("go_out", seat, (), None, None, f"{seat_name(seat)} has no cards left!", {}))
    if state.tiebreak is not None:
        flow.finish(state, [seat], "emptied their hand in the tie-breaker", events)
    else:
        flow.end_round(content, state, seat, "went out", events)
