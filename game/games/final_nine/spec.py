"""Registry entry for Final Nine: content loading, the engine, bots, options and invariants."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec, OptionSpec
from game.games.final_nine.bots import NormalBot
from game.games.final_nine.content import load_content
from game.games.final_nine.engine import FinalNineRules
from game.games.final_nine.invariants import check_invariants
from game.games.final_nine.restore import ACTION_SHAPES

SPEC = GameSpec(
    game_id="final_nine",
    title="Final Nine",
    min_players=1,
    max_players=4,
    pitch="Disc golf with cards: pick a disc, read the wind and thread the fairway to the basket.",
    load_content=load_content,
    make_rules=FinalNineRules,
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: NormalBot(rules),
          "hard": hard_bot(NormalBot)},        # search over the throw: docs/ai.md
    options=(
        OptionSpec("level", str, "am", "Level", ("rec", "am", "pro"),
                   "REC ignores islands, mandos, wind and clumps; PRO adds wind and solid clumps."),
        OptionSpec("battle", bool, False, "Battle rules", (),
                   "The next player may add a Deviation or Call to your throw."),
        OptionSpec("holes", int, 18, "Holes", (9, 18), "Play 9 or 18 holes."),
        OptionSpec("pack", str, "full", "Pack", ("full", "half"),
                   "The half pack removes every dotted card."),
        OptionSpec("layout", str, "full", "Course", ("full", "stacked", "shuffled"),
                   "Full course and stacked play the holes in order; shuffled picks at random."),
    ),
    check_invariants=check_invariants,
    action_types=tuple(ACTION_SHAPES),
    rules_summary=(
        ("Play a round of disc golf with cards. Each hole is a card of grids from the tee pad to "
        "the basket; get in with the fewest throws. Lowest total against par wins."),
        ("Your hand holds 9 cards: discs and action cards in any mix. On your turn choose a disc "
        "and a direction; the disc flies its distance straight, then fades sideways (a backhand "
        "to the thrower's left, a forehand to the right; the aim preview draws it on the card)."),
        ("Before the throw add any Skills. Throwing turns the next action card: blue or yellow "
        "means a good throw, red or grey must be applied. After it, Luck cards can nudge the "
        "landing. Then refill to 9 from the stacks you like."),
        ("Water, buildings and the card edge are out of bounds: +1 and play from the last safe "
        "grid. A disc cannot fly through a building: it hits the wall. Bushes cost a grid of "
        "distance on your next throw. Miss an island from the tee, or pass a mando on the wrong "
        "side while heading its way, and it costs a stroke too; once passed, a mando is done."),
        ("Only a putter lands in the basket. Any other disc landing there drops in for +1, unless "
        "a From Distance card sends it in. A hole is picked up at 7 over par."),
        ("Choose a level when you set up; each hole has its own par at each level. "
        "REC, for a relaxed round: islands, mandos, clumps and wind are ignored, bushes do not "
        "slow a disc, buildings are not out of bounds (water and the card edge still are), and "
        "wind cards do nothing."),
        ("AM plays the full rules: islands, mandos, bushes, clumps and buildings all count; there "
        "is no hole wind, and a wind card is a gust that acts as printed. "
        "PRO adds a wind on every hole (drawn at the tee, shown by an arrow on the course): each "
        "distance and fade grid gains 1 with the wind and loses 1 into it, and a clump stops a "
        "disc that would fly over it."),
        ("In Battle, before each throw the next player may slip one Deviation or Call from their "
        "hand onto it. Turned Skills and Luck then help if you want them; turned red or grey "
        "cards are ignored."),
    ),
)
