"""The normal bot: picks the closest phase, keeps cards toward it, hits to go out, skips the
leader, and beats the random bot."""

from __future__ import annotations

import random

from game.core.rummy.meld_solver import shortfall
from game.core.rummy.melds import make_meld
from game.core.sim import run_sim
from game.games.phase10.actions import ChoosePhase, Discard, Draw, Hit
from game.games.phase10.bots import NormalBot
from game.games.phase10.spec import SPEC
from tests.phase10.support import content, rig, rules

ENGINE = rules()
BOT = NormalBot(ENGINE)


def decide(state):
    return BOT.choose(ENGINE.view(state, state.turn), ENGINE.legal_actions(state), random.Random(0))


def test_picks_the_phase_its_hand_is_closest_to():
    hand = ["R1a", "R3a", "R5a", "R7b", "R9a", "R11a", "Y12b", "B12b", "G2a", "Y2a"]
    state = rig(2, hands={0: hand}, stage="choose")
    assert decide(state) == ChoosePhase(8)      # six reds: one short of 7 of a colour


def test_takes_the_discard_that_completes_a_set_and_leaves_one_that_does_not():
    hand = ["R3a", "Y3a", "G9a", "B9a", "R9a", "G1a", "Y5a", "B7a", "R11a", "G12a"]
    state = rig(2, hands={0: hand}, discard=["B3a"], stage="draw", active={0: 1})
    assert decide(state) == Draw("discard")
    state = rig(2, hands={0: hand}, discard=["B6a"], stage="draw", active={0: 1})
    assert decide(state) == Draw("draw")


def test_keeps_cards_toward_its_phase_when_discarding():
    hand = ["R3a", "Y3a", "G3a", "B9a", "R9a", "G1a", "Y12a", "B12a", "R4a", "B6a", "G8a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    action = decide(state)
    assert isinstance(action, Discard) and action.card not in ("R3a", "Y3a", "G3a", "B9a", "R9a")
    assert action.card not in ("Y12a", "B12a")                 # a pair is worth keeping too


def test_lays_down_as_soon_as_it_can_then_hits_to_go_out():
    hand = ["R3a", "Y3a", "G3a", "B9a", "R9a", "W1", "B3a", "R12a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    action = decide(state)
    state, _ = ENGINE.apply(state, action)
    assert state.laid[0] and state.hands[0] == ["R12a"]
    spec = content().phases[2].groups[1]
    state.laid[1] = True
    state.table[1] = [make_meld(("R8b", "Y9b", "G10b", "B11b"), spec, content().ctx)]
    assert decide(state) == Hit("R12a", 1, 0, "high")


def test_uses_a_skip_on_the_leader():
    state = rig(3, hands={0: ["S1", "R5a", "R9a", "G2a"]})
    state.completed = [[1], [1, 2], [1, 2, 3, 4]]
    state.remaining = [[n for n in range(1, 11) if n not in done] for done in state.completed]
    assert decide(state) == Discard("S1", 2)


def test_normal_beats_random_in_most_two_player_games():
    report = run_sim(SPEC, ENGINE, players=2, games=30, seed=5, bots=["normal", "random"])
    assert report.errors == 0 and report.wins[0] >= 0.8 * 30


def _worst_card_by_definition(bot, view, rng):
    """The discard as the bot defines it, every card weighed: fewest cards short after it, then
    not a wild, then least connected, then costliest, then a coin toss per card in hand order."""
    hand = list(view.hand)
    requirement = bot.content.phases[view.active[view.seat]]
    keys = {}
    for card in hand:
        rest = list(hand)
        rest.remove(card)
        keys[card] = (shortfall(rest, requirement, bot.ctx), bot.ctx.faces[card].wild,
                      bot._usefulness(card, hand, requirement), -bot.content.points[card], rng.random())
    return min(hand, key=keys.get)


def test_the_discard_is_the_card_its_rule_names_in_real_hands():
    bot = NormalBot(ENGINE)
    compared = 0
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        state = ENGINE.new_game(SPEC.config(players), seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state) and compared < 400:
            seat = ENGINE.current_player(state)
            view = ENGINE.view(state, seat)
            legal = ENGINE.legal_actions(state)
            if any(isinstance(a, Discard) for a in legal) and not view.laid[seat]:
                toss = random.Random(compared)
                assert bot._worst_card(view, random.Random(compared)) == \
                    _worst_card_by_definition(bot, view, toss)
                compared += 1
            state, _ = ENGINE.apply(state, bot.choose(view, legal, rng))
    assert compared >= 150


def test_the_hard_seats_policy_saves_the_card_the_normal_bot_would_throw_away():
    from game.games.phase10.actions import Save
    from game.games.phase10.bots import SavingBot
    saving, normal = SavingBot(ENGINE), NormalBot(ENGINE)
    saved = kept_rule = 0
    for seed in range(4):
        state = ENGINE.new_game(SPEC.config(2), seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.current_player(state)
            view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state)
            plain = normal.choose(view, legal, random.Random(1))
            chosen = saving.choose(view, legal, random.Random(1))
            if isinstance(plain, Discard) and plain.skip_target is None and Save(plain.card) in legal:
                assert chosen == Save(plain.card)
                saved += 1
            else:
                assert chosen == plain       # no save allowed (or a skip, a lay-down, a hit...)
                kept_rule += isinstance(plain, Discard)
            ranked = saving.ranked(view, legal, random.Random(1))
            assert ranked[0] == chosen and sorted(map(str, ranked)) == sorted(map(str, legal))
            if chosen != plain and isinstance(chosen, Save):
                assert ranked[1] == plain    # the search weighs the plain discard next
            state, _ = ENGINE.apply(state, saving.choose(view, legal, rng))
    assert saved >= 20 and kept_rule >= 20


def test_the_saving_policy_beats_the_normal_bot_over_seeded_games():
    from dataclasses import replace

    from game.games.phase10.bots import SavingBot
    spec = replace(SPEC, bots={**SPEC.bots, "saving": SavingBot})
    report = run_sim(spec, ENGINE, players=2, games=60, seed=11, bots=["saving", "normal"])
    assert report.errors == 0
    assert report.wins[0] >= 36, report.wins       # 60 %; 69.8 % of 1,000 games measured
