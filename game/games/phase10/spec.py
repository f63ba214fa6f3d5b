"""Registry entry for Phase 10: content loading, engine, bots, options and invariants."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec, OptionSpec
from game.games.phase10.bots import NormalBot, SavingBot
from game.games.phase10.content import load_content
from game.games.phase10.evidence import Phase10Evidence
from game.games.phase10.invariants import check_invariants
from game.games.phase10.restore import ACTION_SHAPES
from game.games.phase10.rules import Phase10Rules

SPEC = GameSpec(
    game_id="phase10",
    title="Phase 10",
    min_players=2,
    max_players=6,
    pitch="Ten phases of sets, runs and colours, in any order.",
    load_content=load_content,
    make_rules=Phase10Rules,
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: NormalBot(rules),
          "hard": hard_bot(SavingBot, evidence=Phase10Evidence)},
    options=(
        OptionSpec("classic_skips", bool, False, "Classic skips",
                   help="A skip always makes the next player lose a turn (instead of a player "
                        "of the discarder's choice)."),
    ),
    check_invariants=check_invariants,
    action_types=tuple(ACTION_SHAPES),
    rules_summary=(
        ("Race through ten phases: sets of equal numbers, runs of numbers in a row, and groups "
        "of one colour. Before each hand you pick which of your unfinished phases to try; the "
        "first to have made all ten at the end of a hand wins, and fewer points breaks a tie."),
        ("On your turn take one card: the top of the draw pile, the top of the discard pile, or "
        "one card you saved earlier. End the turn by discarding a card, or by putting it on your "
        "save pile instead (once per hand). Saved cards stay yours from hand to hand and only "
        "you can see them."),
        ("Lay down your phase when your hand holds all of it; extra cards may go down too if they "
        "extend the groups. Wilds stand for any number or colour, but no group may be all wilds. "
        "Once your phase is down you may play cards onto any laid group, yours or a rival's."),
        ("A discarded skip makes a player of your choice sit out their next turn (the classic "
        "option always skips the next player). A skip on the discard pile cannot be taken, and "
        "skips never join a phase."),
        ("Empty your hand by hitting or discarding to end the hand. The others score against "
        "themselves: 5 per card 1-9, 10 per 10-12, 15 per skip and 25 per wild. A phase laid "
        "down counts even if you did not go out; a phase you missed returns to your pile."),
    ),
)
