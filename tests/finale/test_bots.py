"""Finale bots: the normal bot beats random play, decides from its view only, aims at its
Level, uses Exchanges and Skips, skips the leader and denies useful discards."""

from __future__ import annotations

import random

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.core.rummy.meld_solver import shortfall
from game.core.sim import run_sim
from game.games.finale.actions import Discard, Draw, Exchange, LayDown
from game.games.finale.bots import NormalBot
from game.games.finale.spec import SPEC
from game.paths import CONTENT_DIR
from tests.finale.support import play, rig, rules


def decide(state):
    engine = rules()
    return NormalBot(engine).choose(engine.view(state, state.turn), engine.legal_actions(state), random.Random(1))


def test_normal_bot_beats_random_play_at_two_players():
    engine = SPEC.make_rules(SPEC.load_content(CONTENT_DIR, Problems()))
    report = run_sim(SPEC, engine, players=2, games=12, seed=3, bots=["normal", "random"])
    assert report.errors == 0, report.error_details[:1]
    assert report.wins[0] >= 10, report.wins


def test_normal_bot_lays_its_level_down_as_soon_as_it_can():
    state = rig(hands={0: ["Y7a", "B7a", "R7a", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G6b", "R1b"]},
                stage="play")
    assert isinstance(decide(state), LayDown)


def test_normal_bot_takes_a_discard_that_helps_its_level():
    state = rig(hands={0: ["Y7a", "B7a", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G1b", "R1b"]},
                discard=["Y6b", "R7a"])
    assert decide(state) == Draw("discard")


def test_normal_bot_plays_an_exchange_it_does_not_need():
    state = rig(hands={0: ["YX", "B7a", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G1b", "R1b"]},
                discard=["G9a"])
    assert decide(state) == Exchange("YX")


def test_normal_bot_skips_the_leader():
    state = rig(3, hands={0: ["YS", "Y1a", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]},
                level={1: 2, 2: 4}, stage="play")
    assert decide(state) == Discard("YS", 2)


def test_among_rivals_equally_ahead_every_seat_skips_the_one_who_plays_next():
    """Four players, every rival at the same Level with ten cards: whichever seat holds the
    Skip names the seat after it, so no seat number draws every tied Skip (before, every bot
    named the lowest seat number, and seat 0, where a couch player sits, was skipped 2.7 times
    as often as seat 3 and won 16.5 % of 800 Normal-bot games instead of 25 %)."""
    hand = ["YS", "Y1a", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]
    for seat in range(4):
        state = rig(4, hands={seat: hand}, stage="play", turn=seat)
        assert sorted({len(h) for s, h in enumerate(state.hands) if s != seat}) == [10]
        assert decide(state) == Discard("YS", (seat + 1) % 4), seat
    # the leader still comes first, wherever it sits
    state = rig(4, hands={2: hand}, level={1: 2}, stage="play", turn=2)
    assert decide(state) == Discard("YS", 1)


def test_normal_bot_does_not_feed_the_next_player_a_card_for_the_table():
    # seat 0 aims at seven yellows; its loosest spare card is the blue 7, but seat 1 (next)
    # has a set of 7s down and could take it from the discard pile.
    spare = ["Y1a", "Y2a", "Y3a", "Y4a", "Y5a", "Y6a", "B7b", "B1b", "G1b", "R1b", "G2b"]
    state = rig(2, hands={0: spare, 1: ["R7a", "G7a", "R7b", "G2a", "G3a", "G4a", "R5a", "G9a", "B9a", "R9a"]},
                level={0: 4}, stage="play", turn=1)
    play(state, rules().lay_down_options(state, 1)[0])
    assert state.table[1][0].cards[0][1] == "7"
    state.turn = 0
    choice = decide(state)
    assert isinstance(choice, Discard) and choice.card != "B7b"
    state.laid[1], state.table[1] = False, []                 # nobody to feed: the 7 goes
    assert decide(state) == Discard("B7b")


def test_normal_bot_only_ever_chooses_legal_actions_from_its_view():
    engine = rules()
    bot = NormalBot(engine)
    for seed in range(3):
        state = engine.new_game(GameConfig(3, {"challenge": "grueling_green"}), seed)
        rng = random.Random(seed)
        for _ in range(400):
            if engine.is_over(state):
                break
            legal = engine.legal_actions(state)
            action = bot.choose(engine.view(state, state.turn), legal, rng)
            assert action in legal
            state, _ = engine.apply(state, action)


def _worst_card_by_definition(bot, view, rng):
    """The discard as the bot defines it, every card weighed: fewest cards short of the Level after
    it (none once laid), then not a Wild, then not one the next player (if laid) could add to the
    table, then least connected, then a coin toss per card in hand order."""
    hand = list(view.hand)
    nxt = bot._next_player(view)
    danger = view.laid[nxt] if nxt is not None else False
    keys = {}
    for card in hand:
        face = bot.ctx.faces[card]
        rest = list(hand)
        rest.remove(card)
        loss = 0 if view.laid[view.seat] else shortfall(rest, bot._requirement(view), bot.ctx)
        gives = danger and not face.special and bot._hittable(view, card)
        keys[card] = (loss, face.wild, gives, bot._connections(card, hand), rng.random())
    return min(hand, key=keys.get)


def test_the_discard_is_the_card_its_rule_names_in_real_hands():
    engine = rules()
    bot = NormalBot(engine)
    compared = laid = 0
    for players, seed in ((2, 3), (3, 4), (4, 5), (2, 6)):
        state = engine.new_game(SPEC.config(players), seed)
        rng = random.Random(seed)
        while not engine.is_over(state) and compared < 120 * (players - 1):
            seat = engine.current_player(state)
            view = engine.view(state, seat)
            legal = engine.legal_actions(state)
            if any(isinstance(a, Discard) for a in legal):
                assert bot._worst_card(view, random.Random(compared)) == \
                    _worst_card_by_definition(bot, view, random.Random(compared))
                compared += 1
                laid += view.laid[seat]
            state, _ = engine.apply(state, bot.choose(view, legal, rng))
    assert compared >= 200 and laid >= 10


def test_normal_bots_at_a_colourful_run_of_eight_lay_it_down_instead_of_stalling():
    """Grueling Green's Level 2 (a run of eight with two of every colour): a bot once read a
    hand of one colour as "0 cards short", kept it, and two such bots went round for the
    300-turn limit. Now, from the deal, somebody lays the Level down in every one of these
    rounds (before: 8 of 30 rounds reached the limit)."""
    engine = rules()
    for seed in range(500, 512):
        state = engine.new_game(GameConfig(2, {"challenge": "grueling_green"}), seed)
        state.level = [2, 2]
        bots = [NormalBot(engine), NormalBot(engine)]
        rng = random.Random(seed)
        while not any(state.laid):
            assert state.turns_this_round < 150, f"seed {seed}: nobody laid Level 2 in 150 turns"
            legal = engine.legal_actions(state)
            seat = state.turn
            move = legal[0] if len(legal) == 1 else bots[seat].choose(engine.view(state, seat), legal, rng)
            state, _events = engine.apply(state, move)
