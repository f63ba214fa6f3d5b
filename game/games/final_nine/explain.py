"""Final Nine hints in words: the step of the throw, then why, read from the view with the same
aim preview the table draws (``preview.py``). Its strongest bot is the normal one (the search
played worse, see docs/ai.md), so the reason is the bot's and the preview's. Pure (no pygame)."""

from __future__ import annotations

from typing import Any

from game.core.learn.explain import plural, sentence

from . import actions as act
from .content import Disc
from .preview import aim_preview, luck_preview

ARROW_WORDS = {"N": "up", "E": "right", "S": "down", "W": "left"}
OUTCOMES = {"land": "lands safely", "in": "goes in", "drop_in": "drops in under the basket for +1",
            "ob": "goes out of bounds for +1", "island": "misses the island for +1",
            "mando": "misses the mando for +1"}


def _name(rules: Any, card: int) -> str:
    return rules.content.cards[card].name


def _flight(preview: Any) -> str:
    if preview.putt_result == "in":
        return "the putt goes in"
    if preview.putt_result:
        return {"short": "the putt stops short", "past": "the putt flies past",
                "wide": "the putt misses wide"}[preview.putt_result]
    return f"the disc flies {preview.distance} and {OUTCOMES.get(preview.outcome, 'lands')}"


def describe(rules: Any, view: Any, action: Any) -> str:
    if isinstance(action, act.ChooseThrow):
        return f"Throw the {_name(rules, action.disc)} {ARROW_WORDS[action.direction]}"
    if isinstance(action, act.Redraw):
        return f"Swap out the {_name(rules, action.card)}"
    if isinstance(action, act.OfferTrade):
        return f"Offer the {_name(rules, action.disc)} to Seat {action.seat}"
    if isinstance(action, act.AcceptTrade):
        return f"Trade for the {_name(rules, action.disc)}"
    if isinstance(action, act.SwapDisc):
        return f"Trade the {_name(rules, action.card)} for a new disc (+1)"
    if isinstance(action, act.PlaySkill | act.BattleCard | act.PlayLuck):
        return f"Play the {_name(rules, action.card)}"
    if isinstance(action, act.Refill):
        return f"Refill with {plural(action.discs, 'disc')}"
    return {"DeclineTrade": "Decline the trade", "PassThrow": "Pass the throw", "Throw": "Throw now",
            "NoBattleCard": "Let the throw go", "ApplyDrawn": "Apply the turned card"}.get(type(action).__name__,
                                                                                          str(action))


def _why(rules: Any, view: Any, action: Any) -> str:
    if isinstance(action, act.ChooseThrow):
        try:
            return _flight(aim_preview(rules, view, action.disc, action.direction))
        except (KeyError, IndexError, ValueError):
            return "it is the best line from your lie"
    if isinstance(action, act.PlayLuck):
        try:
            return f"then {_flight(luck_preview(rules, view, action.card))}"
        except (KeyError, IndexError, ValueError):
            return "it nudges the landing your way"
    if isinstance(action, act.Redraw):
        return "a fresh card may suit this hole better"
    if isinstance(action, act.OfferTrade | act.AcceptTrade):
        return "the disc you get back suits your lie better"
    if isinstance(action, act.SwapDisc):
        return "no disc in your hand throws well from here"
    if isinstance(action, act.PlaySkill):
        return "it shapes the throw you chose toward a better landing"
    if isinstance(action, act.BattleCard):
        return "it costs the thrower more than it costs you"
    if isinstance(action, act.Refill):
        discs = sum(isinstance(rules.content.cards[card], Disc) for card in view.hand) + action.discs
        return f"your hand then holds {plural(discs, 'disc')} for the throws ahead"
    if isinstance(action, act.Throw):
        return "no Skill you hold would improve the flight"
    if isinstance(action, act.NoBattleCard):
        return "no card you hold would hurt this throw enough to spend it"
    if isinstance(action, act.ApplyDrawn):
        return "the turned card helps the throw"
    if isinstance(action, act.DeclineTrade):
        return "the disc you hold is worth more to you than the one offered"
    return "you hold no disc you can throw"


def explain(rules: Any, view: Any, action: Any, reason: dict) -> str:
    return sentence(describe(rules, view, action), _why(rules, view, action), reason,
                    lambda other: describe(rules, view, other))
