"""Registry entry for Final Touch: content loader, engine, bots, invariants, rules summary."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec
from game.games.final_touch.belief import FinalTouchBelief
from game.games.final_touch.bots import NormalBot
from game.games.final_touch.content import load_content
from game.games.final_touch.evidence import search_done, search_value
from game.games.final_touch.invariants import check_invariants
from game.games.final_touch.restore import ACTION_SHAPES
from game.games.final_touch.rules import FinalTouchRules

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
    action_types=tuple(ACTION_SHAPES),
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
