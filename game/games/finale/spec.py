"""Registry entry for Finale: content loading, engine, bots, options, invariants and the
Rules overlay's text (our own words)."""

from __future__ import annotations

from game.core.ai.search import hard_bot
from game.core.engine import RandomBot
from game.core.spec import GameSpec, OptionSpec
from game.games.finale.bots import NormalBot, OutsBot
from game.games.finale.content import load_content
from game.games.finale.evidence import FinaleEvidence
from game.games.finale.invariants import check_invariants
from game.games.finale.restore import ACTION_SHAPES
from game.games.finale.rules import ROTATE, FinaleRules

CHALLENGE_IDS = ("mellow_yellow", "balanced_blue", "rigorous_red", "grueling_green")


SPEC = GameSpec(
    game_id="finale",
    title="Finale",
    min_players=2,
    max_players=6,
    pitch="A rummy race through four Challenges to the Finale.",
    load_content=load_content,
    make_rules=FinaleRules,
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: NormalBot(rules),
          "hard": hard_bot(NormalBot, prior=OutsBot, evidence=FinaleEvidence)},
    options=(
        OptionSpec("challenge", str, ROTATE, "Challenge", choices=(ROTATE,) + CHALLENGE_IDS,
                   help="Which Challenge card to play; rotate picks a different one each game."),
        OptionSpec("grand_finale", bool, False, "Grand Finale",
                   help="Play all four Challenges in order with running points; a tie is settled "
                        "by a short tie-breaker game."),
    ),
    check_invariants=check_invariants,
    action_types=tuple(ACTION_SHAPES),
    rules_summary=(
        ("Pick a Challenge card: four Levels and then its Finale. Everyone starts on Level 1. "
         "Make your Level in a round and you move on to the next one when the next round is "
         "dealt; miss it and you try the same Level again. Whoever completes the Finale first "
         "wins the Challenge on the spot."),
        ("Each round everyone gets ten cards and one card is turned up to start the discard "
         "pile. On your turn take the top card of the draw pile or of the discard pile, play "
         "what you can, and end by discarding one card (unless your hand is already empty)."),
        ("Levels are built from sets (cards of one number, or all Skips, or all Exchanges), runs "
         "(numbers in a row that never wrap around), cards of one colour, and odd or even "
         "numbers. The 0/10 card can only sit at the end of a run: as a 0 before a 1, or as a 10 "
         "after a 9. A star on a Level asks for a dog: a number card showing that dog, or the "
         "Wild with that dog, must be in it."),
        ("Wilds stand for any number and any colour, but no group may be Wilds only, and once a "
         "Wild is on the table it stays where it is. Put your whole Level down at once, groups "
         "kept apart. After that you may add cards to any Level on the table, keeping to what "
         "that group allows (a 'with every colour' run only needs its colours when it is laid)."),
        ("An Exchange card, played face up before you draw, lets you take two cards instead of "
         "one: two from the draw pile, one from each pile, or the top discard and then the card "
         "under it. At the end of your turn it goes on the discard pile under your discard. "
         "Skips and Exchanges on the discard pile can only be taken this way."),
        ("Discard a Skip to make any player lose their next turn; skips pile up, but they end "
         "with the round. A Skip you took from the discard pile with an Exchange cannot skip "
         "anyone that same turn."),
        ("A round ends when someone has no cards left, or at once when every player has made "
         "their Level. The Finale is tried from the round after Level 4 and uses all ten cards "
         "at once. When the draw pile runs out, the top two discards stay and the rest are "
         "shuffled into a new draw pile."),
        ("Grand Finale: play the four Challenges in order, Mellow Yellow to Grueling Green. Each "
         "Level completed scores 2, 3, 4 or 5 points in them, and winning their Finale 6, 9, 12 "
         "or 15. The highest total wins; tied players play a quick tie-breaker with five cards "
         "each: first to a set of three, then one last turn for the others. If more than one "
         "makes a set, they play on until one of them empties their hand."),
        ("At the table: the Challenge card on the right lists its Levels and shows, by colour, who is "
         "on each one. Cards showing the dog your Level asks for glow gold in your hand. Holding an "
         "Exchange, press Play Exchange before you draw, then pick the pile for each of your two "
         "cards. Discarding a Skip asks whom it skips. Lay down (X) opens the dialog where you build "
         "each group or take the suggestion (Y)."),
    ),
)
