"""Registry entry for Final Touch: content loader, engine, bots, invariants, rules summary."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec
from game.games.final_touch.belief import FinalTouchBelief
from game.games.final_touch.bots import NormalBot
from game.games.final_touch.content import load_content
from game.games.final_touch.evidence import search_done, search_value
from game.games.final_touch.rules import SMEARS_TO_RUIN, FinalTouchRules
from game.games.final_touch.state import COMPLETED, FinalTouchState


def check_invariants(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Every stroke and Masterpiece is somewhere exactly once; money matches the cards won."""
    check_cards(rules, state)
    check_money(rules, state)


def check_cards(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Conservation: each of the 60 strokes and 25 Masterpieces is in exactly one place."""
    content = rules.content
    for colour, spec in enumerate(content.colours):
        where = (len([c for c in state.draw if c == colour]) + state.discard[colour]
                 + state.improved[colour] + state.smears.count(colour)
                 + sum(hand[colour] for hand in state.hands))
        assert where == spec.count, f"{spec.name}: {where} strokes found, {spec.count} dealt"
    for seat, hand in enumerate(state.hands):
        assert sum(hand) <= content.hand_size, f"seat {seat} holds {sum(hand)} strokes"
        assert min(hand) >= 0, f"seat {seat} holds a negative count"
    pieces = list(state.pile) + [s.masterpiece for s in state.scored]
    if state.current is not None:
        pieces.append(state.current)
    assert sorted(pieces) == list(range(len(content.masterpieces))), "masterpieces lost"
    if state.current is not None:
        required = rules.required[state.current]
        assert all(0 <= have <= need for have, need in zip(state.improved, required)), \
            "the Improvement Zone holds more than the picture needs"
    assert len(state.smears) < SMEARS_TO_RUIN or state.winners is not None, "unresolved ruin"


def check_money(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Each seat's money is exactly what the Masterpieces it received are worth."""
    expected = [0] * state.players
    for scored in state.scored:
        piece = rules.content.masterpieces[scored.masterpiece]
        value = piece.value if scored.kind == COMPLETED else piece.ruined
        assert scored.value == value, f"{piece.id} scored {scored.value}, worth {value}"
        for seat in scored.recipients:
            expected[seat] += value
    assert expected == state.money, f"money {state.money} but cards say {expected}"
    if state.players == 4:
        assert state.money[0] == state.money[2] and state.money[1] == state.money[3], \
            "teammates' money differs"


SPEC = GameSpec(
    game_id="final_touch",
    title="Final Touch",
    min_players=2,
    max_players=4,
    pitch="Add the last stroke to a masterpiece - or smear it first.",
    load_content=load_content,
    make_rules=FinalTouchRules,
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: NormalBot(rules),
          "hard": hard_bot(NormalBot, evidence=FinalTouchBelief,
                           done=search_done, value=search_value)},
    options=(),
    check_invariants=check_invariants,
    rules_summary=(
        ("One Masterpiece lies in the middle, asking for a number of strokes in each colour. "
         "The pile of Masterpieces lies face up, so everyone can also see which one comes next."),
        ("On your turn you must play. Either improve the picture with one or more strokes it "
         "still lacks (never more of a colour than it needs), or smear it with exactly one "
         "stroke of a colour it does not lack. If nothing in your hand helps, you smear."),
        ("The player who adds the last missing stroke - the final touch - takes the picture and "
         "its full value. The third smear ruins it instead: the opponents take it at its smaller "
         "ruined value. With three players both opponents score that ruined value."),
        ("After a picture is finished or ruined, both zones are discarded, the next Masterpiece "
         "is turned up and the same player refills and plays again at once. Otherwise you refill "
         "to five cards at the end of your turn."),
        ("With four players, partners sit opposite and share one purse. The first player or team "
         "to reach $25 wins."),
        ("With three players a ruin can carry both opponents past $25 together. Those two then "
         "play one last Masterpiece alone: whoever scores it, by finishing it or because the "
         "rival ruined it, takes the whole win. If the Masterpieces run out, the richest wins."),
    ),
)
