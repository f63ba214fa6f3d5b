"""Words and previews for the Final Nine table: card faces, action labels, flight previews.

Everything here reads content and the seat's view only. Labels name cards and players,
never ids. ``current_flight`` traces the throw in progress with the engine's own flight maths
(``flight_params`` and the hole geometry); previews of a choice not yet made are :mod:`.aim`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    OfferTrade,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.cards import flight_params
from game.games.final_nine.flow import HAND_SIZE
from game.games.final_nine.geometry import Flight
from game.ui.draw.cards import CardFace

if TYPE_CHECKING:
    from game.games.final_nine.content import FinalNineContent
    from game.games.final_nine.engine import FinalNineRules
    from game.games.final_nine.view import FinalNineView

ARROWS = {"N": "\u2191", "E": "\u2192", "S": "\u2193", "W": "\u2190"}
DISC_LOOK = {"driver": ("orange", "D", "disc_driver"), "mid": ("purple", "M", "disc_mid"),
             "putter": ("green", "P", "disc_putter")}
TYPE_COLOURS = {"skill": "blue", "luck": "yellow", "deviation": "red", "call": "grey"}
SPECIAL_SHORT = {
    "from_distance": "In from the basket grid", "nullify": "Cancel a red or grey card",
    "green_flag": "No out-of-bounds penalty", "stop": "Disc drops at your feet",
    "penalty": "+1 stroke", "rough": "Next throw -1 distance", "fumble": "Lose a random card",
    "immune_bushes": "Ignore the bushes", "immune_wind": "Ignore the wind",
}
ICON_WORDS = (("instant", "Instant"), ("putt_only", "Putts only"), ("no_putt", "No putts"),
              ("wind", "Wind"), ("either", "Skill or Luck"))


def effect_text(card: Any) -> str:
    """A short sentence for an action card's effect and icons (fits two lines on a card)."""
    parts = []
    if card.distance:
        parts.append(f"{card.distance:+d} distance")
    if card.fade:
        parts.append(f"{card.fade:+d} fade")
    if card.switch:
        parts.append("Fade to the other side")
    if card.special:
        parts.append(SPECIAL_SHORT.get(card.special, card.special))
    icons = [word for attr, word in ICON_WORDS if getattr(card, attr)]
    return ", ".join(parts) + (" \u00b7 " + ", ".join(icons) if icons else "")


def effect_words(card: Any) -> str:
    """What an action card does to a throw, without its icons ("-1 fade", "+1 stroke")."""
    parts = [f"{value:+d} {word}" for value, word in ((card.distance, "distance"), (card.fade, "fade")) if value]
    if card.switch:
        parts.append("fade to the other side")
    if card.special:
        parts.append(SPECIAL_SHORT.get(card.special, card.special))
    return ", ".join(parts) or "no change"


def turned_banner(card: Any | None, data: dict, battle: bool, level: str) -> tuple[str, str, tuple]:
    """The banner as the throw card flips up: (title, subtitle, colour), from the ``throw_card``
    event's data ("applied", "usable") and the card's printed face; ``card`` None: none was left."""
    good = (40, 130, 80)
    if card is None:
        return ("Good throw", "No action card was left to turn", good)
    name = card.name
    if data.get("applied"):
        colour = (190, 55, 50) if card.type == "deviation" else (95, 95, 110)
        return (f"Applied: {effect_words(card)}", f"{name} acts on this throw", colour)
    if card.type in ("skill", "luck"):
        return ("Good throw", f"{name} may be used" if data.get("usable") else f"{name} turned", good)
    if battle:
        reason = "Battle rules ignore it"
    elif card.wind and level == "rec":
        reason = "REC ignores the wind"
    elif card.no_putt:
        reason = "it cannot apply to a putt"
    elif card.putt_only:
        reason = "it only applies to a putt"
    else:
        reason = "it does not apply"
    return ("Good throw", f"{name} turned, {reason}", good)


def disc_flight(disc: Any) -> tuple:
    """The disc's pattern as (dx, dy) cells, forward up: distance ahead, then the fade."""
    side = -1 if disc.hand == "BH" else 1
    cells = [(0, dy) for dy in range(1, disc.distance + 1)]
    cells += [(side * dx, disc.distance) for dx in range(1, disc.fade + 1)]
    return tuple(cells)


def card_face(content: FinalNineContent, card_id: int) -> CardFace:
    card = content.cards[card_id]
    if content.is_disc(card_id):
        colour, label, icon = DISC_LOOK[card.kind]
        proof = [w for w, on in (("Bush-proof", card.immune_bushes), ("Wind-proof", card.immune_wind)) if on]
        subtitle = f"Dist {card.distance}  Fade {card.fade}  {card.hand}" + "".join(f" \u00b7 {w}" for w in proof)
        return CardFace("final_nine_disc", label, colour, title=card.name, subtitle=subtitle, icon=icon,
                        flight=disc_flight(card))
    label = ""
    if card.distance and not card.fade:
        label = f"{card.distance:+d}"
    elif card.fade and not card.distance:
        label = f"F{card.fade:+d}"
    return CardFace("final_nine_action", label, TYPE_COLOURS[card.type], title=card.name,
                    subtitle=effect_text(card))


def card_of(action: Any) -> int | None:
    """The hand card an action is about (None for Throw, Refill, Decline and the like)."""
    for attr in ("card", "disc"):
        value = getattr(action, attr, None)
        if isinstance(value, int):
            return value
    return None


def action_label(action: Any, content: FinalNineContent, names: list[str], view: FinalNineView, filtered: bool) -> str:
    """A button label: short when a selected card already says which card it is about."""
    cards = content.cards

    def name(card_id: int) -> str:
        return cards[card_id].name

    if isinstance(action, ChooseThrow):
        arrow = ARROWS[action.direction]
        return f"Throw {arrow}" if filtered else f"{name(action.disc)} {arrow}"
    if isinstance(action, PlaySkill):
        return f"Play {name(action.card)}"
    if isinstance(action, PlayLuck):
        if action.target >= 0:
            return f"Cancel {name(action.target)}"
        return f"Play {name(action.card)}"
    if isinstance(action, BattleCard):
        return f"Add {name(action.card)}"
    if isinstance(action, Redraw):
        pile = "disc" if action.from_discs else "action"
        return f"Redraw: new {pile}" if filtered else f"{name(action.card)} \u2192 {pile}"
    if isinstance(action, OfferTrade):
        return f"Trade to {names[action.seat]}" if filtered else f"Offer {name(action.disc)}"
    if isinstance(action, AcceptTrade):
        return f"Give {name(action.disc)}"
    if isinstance(action, SwapDisc):
        return "New disc (+1)" if filtered else f"Swap {name(action.card)} (+1)"
    if isinstance(action, Refill):
        return refill_label(action.discs, max(0, HAND_SIZE - len(view.hand)))
    if isinstance(action, ApplyDrawn):
        return f"Use {name(view.drawn)}" if view.drawn >= 0 else "Use turned card"
    return {Throw: "Throw!", DeclineTrade: "Decline trade", NoBattleCard: "No card",
            PassThrow: "Pass (+1)"}.get(type(action), str(action))


def refill_label(discs: int, missing: int) -> str:
    """What landing brings into the hand: "Land, draw 1 disc + 1 action" (refilling to nine)."""
    actions = max(0, missing - discs)
    parts = [f"{n} {word}{'s' if n != 1 else ''}" for n, word in ((discs, "disc"), (actions, "action")) if n]
    return "Land, draw " + " + ".join(parts) if parts else "Land (hand full)"


def action_order(action: Any) -> int:
    """Throws and the main step first, then the side options."""
    order = (ChooseThrow, Throw, PlaySkill, ApplyDrawn, PlayLuck, Refill, BattleCard, NoBattleCard,
             AcceptTrade, DeclineTrade, SwapDisc, OfferTrade, Redraw, PassThrow)
    return order.index(type(action)) if type(action) in order else len(order)


def primary_attempt(phase: str, card_id: int, is_disc: bool) -> Any:
    """What a player most likely wants to do with a selected card in this phase (maybe illegal)."""
    if phase == "select":
        return ChooseThrow(card_id, "N") if is_disc else Redraw(card_id, True)
    return {"skill": PlaySkill(card_id), "luck": PlayLuck(card_id), "battle": BattleCard(card_id),
            "trade": AcceptTrade(card_id)}.get(phase)


def current_flight(rules: FinalNineRules, view: FinalNineView) -> Flight | None:
    """The flight of the throw in progress, as the seat's view knows it."""
    if view.disc < 0:
        return None
    hostile = [c for c in view.hostile if c not in view.nullified]
    return _trace(rules, view, view.disc, view.direction, list(view.pre) + hostile, list(view.post))


def _trace(rules: FinalNineRules, view: FinalNineView, disc: int, direction: int, pre: list, post: list) -> Flight:
    seat = view.thrower
    dist, lat = flight_params(rules.content, disc, direction, pre, post, view.wind, view.rough[seat],
                              gusts=view.level != "rec")      # REC ignores the wind, gusts too
    return rules.geometry(view.hole, view.level).trace(view.lie[seat], direction, dist, lat)
