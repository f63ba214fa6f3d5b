"""Registry entry for Five Three Five: content, rules, bots, options, invariants, summary."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec, OptionSpec
from game.games.five_three_five.invariants import check_invariants

from .bots import NormalBot
from .content import load_content
from .evidence import FiveThreeFiveEvidence
from .hard import search_done, search_value
from .restore import ACTION_SHAPES
from .rules import FiveThreeFiveRules

SPEC = GameSpec(
    game_id="five_three_five",
    title="Five Three Five",
    min_players=2,
    max_players=6,
    pitch="Beat the meld in the middle, or play an 8 to take the trick.",
    load_content=load_content,
    make_rules=FiveThreeFiveRules,
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: NormalBot(rules),
          "hard": hard_bot(NormalBot, done=search_done, value=search_value,
                           evidence=FiveThreeFiveEvidence)},
    options=(
        OptionSpec("target", int, 20, "Points that end the game", (10, 20, 30, 50),
                   "The game ends when someone reaches this score (3-6 players)."),
        OptionSpec("bridge_gaps", bool, False, "Runs jump the missing 6 and 10",
                   help="House rule: 5-7 and 9-11 count as consecutive in runs."),
    ),
    check_invariants=check_invariants,
    action_types=tuple(ACTION_SHAPES),
    rules_summary=(
        ("Shed your whole hand first. The deck holds the numbers 1-5, 7-9 and 11-15 (no 6, no "
        "10); when someone runs out, everyone else scores the points of the cards still held. "
        "Low scores are good."),
        ("The trick's leader plays a meld: one card, a set of two or three equal numbers, or a "
        "run of two or three consecutive numbers. Runs never jump over the missing 6 or 10."),
        ("Each turn after that you overwrite, add or pass. Overwrite with a meld of the same "
        "type and size that is stronger: higher numbers win for singles and sets, but for runs "
        "the lower run wins, so 1-2-3 tops everything. Nothing overwrites a four-card meld."),
        ("Or add one to three cards so that the whole meld is still one set or one run, five "
        "cards at most. A lone card cannot be added to a lone card."),
        ("Passing is allowed except when you lead, and a pass does not keep you out of the rest "
        "of the trick. The trick is cleared when everyone else passes in a row after a play, "
        "when every copy of a number is in the meld, when a five-card run forms, or when an 8 "
        "is overwritten or added (an 8 that leads does not count). Whoever played last leads."),
        ("The game ends once someone has 20 points; fewest points wins, then fewest cards left "
        "in the last round. With two players you play one round of two 12-card hands each."),
    ),
)
