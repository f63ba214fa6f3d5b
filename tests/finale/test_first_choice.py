"""The hard seat's first choice in Finale (``OutsBot``): outs, what the rival wants, the settled
count, a missing dog counted, Exchange first, a spare Skip thrown at once (docs/ai.md)."""

from __future__ import annotations

import random

from game.core.rummy.meld_solver import shortfall, solve
from game.games.finale.actions import Discard, Draw, Exchange, LayDown
from game.games.finale.bots import NormalBot, OutsBot
from game.games.finale.spec import SPEC
from tests.finale.support import rig, rules


def _settled(hand, req, ctx):
    """Cards short as the hard seat's first choice counts them: a hand the count calls complete
    that cannot be laid (a dog or differing colours missing) is 1 short; and each dog the Level
    asks for that no card in the hand shows is one card more than the bare count."""
    plain = shortfall(hand, req, ctx)
    short = 1 if plain == 0 and solve(hand, req, ctx) is None else plain
    lacking = sum(1 for dog in req.dogs if dog not in {ctx.faces[card].dog for card in hand})
    return max(short, plain + lacking)


def _outs_key_by_definition(bot, view, card):
    """OutsBot's order for discarding ``card``, every card weighed on its own: cards short after
    it (settled), then minus the unseen cards that would each bring the Level closer, then
    Normal's keys (not a Wild, not a card for the next player's table, least connected)."""
    hand = list(view.hand)
    req = bot._requirement(view)
    rest = list(hand)
    rest.remove(card)
    loss = _settled(rest, req, bot.ctx)
    seen = set(hand) | set(view.fresh_skips) | {c for c in (view.discard_top, view.exchange) if c}
    seen |= {c for melds in view.table for meld in melds for c in meld.cards}
    unseen = [c for c in bot.content.deck if c not in seen]
    outs = sum(_settled(rest + [c], req, bot.ctx) < loss for c in unseen) if loss else 0
    nxt = bot._next_player(view)
    face = bot.ctx.faces[card]
    gives = bool(nxt is not None and view.laid[nxt]) and not face.special and bot._hittable(view, card)
    return (loss, -outs, face.wild, gives, bot._connections(card, hand))


def test_the_hard_seats_first_choice_discards_for_the_most_outs():
    """OutsBot (the hard seat's prior): before its Level is laid, its discard is one of the cards
    with the best key by definition, checked card by card in real hands; once laid it discards
    as Normal does."""
    engine = rules()
    bot, normal = OutsBot(engine), NormalBot(engine)
    compared = differs = laid = 0
    for players, seed in ((2, 3), (3, 4), (2, 6)):
        state = engine.new_game(SPEC.config(players), seed)
        rng = random.Random(seed)
        step = 0
        while not engine.is_over(state) and step < 300:
            seat = engine.current_player(state)
            view = engine.view(state, seat)
            legal = engine.legal_actions(state)
            if any(isinstance(a, Discard) for a in legal) and step % 7 == 0:   # 34 compared, 10 laid
                chosen = bot._worst_card(view, random.Random(step))
                if view.laid[seat]:
                    assert chosen == normal._worst_card(view, random.Random(step))
                    laid += 1
                else:
                    keys = {card: _outs_key_by_definition(bot, view, card) for card in set(view.hand)}
                    assert keys[chosen] == min(keys.values())
                    differs += chosen != normal._worst_card(view, random.Random(step))
                    compared += 1
            step += 1
            state, _ = engine.apply(state, normal.choose(view, legal, rng))
    assert compared >= 25 and laid >= 3 and differs >= 5


def test_what_a_level_wants_in_a_card_is_what_its_groups_read():
    """``wanted``: numbers for sets and runs, colours for groups of one colour, odd or even
    where parity counts and numbers do not; two cards with the same key are as useful."""
    from game.games.finale.bots import wanted

    engine = rules()
    faces, challenges = engine.content.ctx.faces, engine.content.challenges
    yellow, red = challenges["mellow_yellow"], challenges["rigorous_red"]
    y7, b7, b4, b3 = faces["Y7a"], faces["B7a"], faces["B4a"], faces["B3a"]
    set_and_run = yellow.requirement(1)              # set of 3, run of 4
    assert wanted(y7, set_and_run) == wanted(b7, set_and_run) != wanted(b4, set_and_run)
    one_colour = yellow.requirement(4)               # seven of one colour
    assert wanted(b7, one_colour) == wanted(b4, one_colour) != wanted(y7, one_colour)
    evens_or_odds = yellow.requirement(2)            # eight evens or eight odds
    assert wanted(b7, evens_or_odds) == wanted(b3, evens_or_odds) != wanted(b4, evens_or_odds)
    colour_run = red.requirement(1)                  # set of 3, run of 4 in one colour
    assert wanted(y7, colour_run) != wanted(b7, colour_run) != wanted(b4, colour_run)
    assert wanted(b7, colour_run) == wanted(faces["B7b"], colour_run)


def test_the_hard_seats_first_choice_remembers_what_the_rival_threw_away_this_round():
    """OutsBot.follow reads the rival's discard from the top of the pile when its seat comes to
    draw: not its own discard left there by a skip, not a lone card (the one turned up to start
    the pile), forgotten with the round, and never at three players."""
    engine = rules()
    faces = engine.content.ctx.faces
    bot = OutsBot(engine)
    state = rig(hands={0: ["Y7a", "B7a", "R7a", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G6b"]},
                discard=["R1a", "G2a"], turn=0)
    bot.follow(engine.view(state, 0))
    assert bot._shed == {faces["G2a"]}
    state.discard.append("Y5a")               # the rival discarded again, unseen, and then
    state.stage = "play"                      # our discard is a Skip on it: our card stays on top
    state.hands[0].remove("Y9a")
    state.discard.append("Y9a")
    bot.follow(engine.view(state, 0), Discard("Y9a", 1))
    state.stage = "draw"
    bot.follow(engine.view(state, 0))
    assert bot._shed == {faces["G2a"]}
    lone = rig(discard=["R1a"], turn=0)
    fresh = OutsBot(engine)
    fresh.follow(engine.view(lone, 0))
    assert fresh._shed == set()
    state.round_number += 1                    # a new round forgets the rival's discards
    state.discard.append("B2b")
    bot.follow(engine.view(state, 0))
    assert bot._shed == {faces["B2b"]}
    three = rig(players=3, discard=["R1a", "G2a"], turn=0)
    third = OutsBot(engine)
    third.follow(engine.view(three, 0))
    assert third._shed == set()


def _outs_and_denial_key_by_definition(bot, view, card, shed):
    """OutsBot's order at two players: cards short after it, minus its outs (before the Level is
    laid), not a Wild, not a card for the next player's table, then *not a kind the rival threw
    away this round* by what the rival's Level wants, then least connected."""
    from game.games.finale.bots import wanted

    key = _outs_key_by_definition(bot, view, card) if not view.laid[view.seat] else None
    hand = list(view.hand)
    face = bot.ctx.faces[card]
    nxt = bot._next_player(view)
    gives = bool(view.laid[nxt]) and not face.special and bot._hittable(view, card)
    level = bot.content.challenges[view.challenge].requirement(view.level[nxt])
    feeds = bool(shed) and wanted(face, level) not in {wanted(f, level) for f in shed}
    if key is None:
        return (face.wild, gives, feeds, bot._connections(card, hand))
    loss, outs = key[0], key[1]
    return (loss, outs, face.wild, gives, feeds, bot._connections(card, hand))


def test_the_hard_seats_first_choice_keeps_back_what_the_rival_may_want():
    """In real two-player games the rival's discards this round are tracked from the game's
    own record (not the bot's view), and OutsBot's discard is a card with the best key by
    definition, the rival's wants included; the denial changes some of its discards."""
    engine = rules()
    normal = NormalBot(engine)
    compared = changed = 0
    for seed in (3, 8, 12):
        bot = OutsBot(engine)
        state = engine.new_game(SPEC.config(2), seed)
        rng = random.Random(seed)
        shed, where, thrown = set(), None, set()   # the rival's discards: faces seen, cards thrown
        step = 0
        while not engine.is_over(state) and step < 500:
            seat = engine.current_player(state)
            view = engine.view(state, seat)
            legal = engine.legal_actions(state)
            if (state.challenge_index, state.round_number) != where:
                where, shed, thrown = (state.challenge_index, state.round_number), set(), set()
            if seat == 0 and state.stage == "draw" and state.discard and state.discard[-1] in thrown \
                    and len(state.discard) > 1:
                shed.add(bot.ctx.faces[state.discard[-1]])
            action = normal.choose(view, legal, rng)
            if seat == 0:
                if any(isinstance(a, Discard) for a in legal) and shed and step % 3 == 0:    # 25 compared
                    chosen = bot._worst_card(view, random.Random(step))
                    assert bot._shed == shed
                    keys = {c: _outs_and_denial_key_by_definition(bot, view, c, shed) for c in set(view.hand)}
                    assert keys[chosen] == min(keys.values()), (chosen, keys)
                    before, bot._shed = bot._shed, set()
                    changed += chosen != bot._worst_card(view, random.Random(step))
                    bot._shed = before
                    compared += 1
                bot.follow(view, action)
            elif isinstance(action, Discard):
                thrown.add(action.card)
            step += 1
            state, _ = engine.apply(state, action)
    assert compared >= 20 and changed >= 3, (compared, changed)


def test_the_hard_seats_first_choice_takes_the_discard_that_completes_a_level_with_a_dog():
    """Grueling Green's Level 3 asks for three sets of three with Pom-Pom (the 6s) in them.
    Three sets of 7s, 8s and 9s and a lone 6 count as 0 cards short (the count does not ask
    for dogs) and cannot be laid. The Pom-Pom Wild on the discard pile completes the Level:
    the hard seat's first choice (OutsBot) takes it; the Normal bot, to whom the hand is
    already complete, draws blind."""
    hand = ["Y7a", "B7a", "R7a", "Y8a", "B8a", "R8a", "Y9a", "B9a", "R9a", "G6a"]
    state = rig(hands={0: hand}, discard=["G2b", "W6"], level={0: 3}, challenge="grueling_green")
    engine = rules()
    view, legal = engine.view(state, 0), engine.legal_actions(state)
    req = engine.requirement(state, 0)
    assert shortfall(hand, req, engine.content.ctx) == 0 and solve(hand, req, engine.content.ctx) is None
    assert OutsBot(engine).choose(view, legal, random.Random(1)) == Draw("discard")
    assert NormalBot(engine).choose(view, legal, random.Random(1)) == Draw("draw")
    state, _ = engine.apply(state, Draw("discard"))
    assert any(isinstance(a, LayDown) for a in engine.legal_actions(state))


def test_the_hard_seats_first_choice_plays_a_spare_exchange_to_take_the_discard_and_one_more():
    """The red 7 on the discard pile helps a Level of a set of three and a run of four. The
    Normal bot takes it alone; the hard seat's first choice plays its spare Exchange first and,
    through it, takes the red 7 and then a second card."""
    hand = ["YX", "Y7a", "B7a", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G1b"]
    state = rig(hands={0: hand}, discard=["Y6b", "R7a"])
    engine = rules()
    view, legal = engine.view(state, 0), engine.legal_actions(state)
    assert NormalBot(engine).choose(view, legal, random.Random(1)) == Draw("discard")
    hard = OutsBot(engine)
    assert hard.choose(view, legal, random.Random(1)) == Exchange("YX")
    state, _ = engine.apply(state, Exchange("YX"))
    assert hard.choose(engine.view(state, 0), engine.legal_actions(state), random.Random(1)) == Draw("discard")
    state, _ = engine.apply(state, Draw("discard"))
    assert "R7a" in state.hands[0] and state.stage == "exchange"      # a second draw to come


def test_the_hard_seats_first_choice_counts_a_dog_its_level_needs_as_a_card_short():
    """Balanced Blue's Level 3: a run of five and a set of three, with Charlie (the 3s). The
    run is made and the set needs one more 1, so the bare count says 1 short; but no card
    shows Charlie, so it is 2. The red 3 on the discard pile brings that to 1: the hard seat's
    first choice takes it, the Normal bot (for whom the 3 changes nothing) draws blind."""
    hand = ["Y5a", "B6a", "R7a", "G8a", "Y9a", "Y1a", "B1a", "G2b", "B8b", "G9b"]
    state = rig(hands={0: hand}, discard=["G6b", "R3b"], level={0: 3}, challenge="balanced_blue")
    engine = rules()
    view, legal = engine.view(state, 0), engine.legal_actions(state)
    req = engine.requirement(state, 0)
    ctx = engine.content.ctx
    assert req.dogs == ("Charlie",) and shortfall(hand, req, ctx) == 1
    assert shortfall(hand + ["R3b"], req, ctx) == 1
    hard, normal = OutsBot(engine), NormalBot(engine)
    assert (hard._missing(view.hand, view), hard._missing(view.hand + ("R3b",), view)) == (2, 1)
    assert hard.choose(view, legal, random.Random(1)) == Draw("discard")
    assert normal.choose(view, legal, random.Random(1)) == Draw("draw")


def test_the_hard_seats_first_choice_keeps_an_exchange_its_level_needs():
    """Three Exchanges are a set: with a run of four beside them the Level is made, so none of
    them is spare and the hard seat's first choice draws instead of playing one."""
    hand = ["YX", "BX", "RX", "Y2a", "B3a", "R4a", "G5a", "Y9a", "B8b", "G1b"]
    state = rig(hands={0: hand}, discard=["Y6b", "R7a"])
    engine = rules()
    view, legal = engine.view(state, 0), engine.legal_actions(state)
    assert Exchange("YX") in legal
    choice = OutsBot(engine).choose(view, legal, random.Random(1))
    assert not isinstance(choice, Exchange), choice


def test_the_hard_seats_first_choice_throws_a_spare_skip_at_once_on_the_leader():
    """Four players, nobody laid, nobody near going out: the hard seat's first choice does not
    keep its spare Skip back for later (screened: a Skip kept back lost 6.7 points of 800
    four-player games, docs/hard-ai-log.md); it skips the leader now."""
    hand = ["YS", "Y1a", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]
    state = rig(4, hands={0: hand}, level={1: 2, 2: 1, 3: 3}, stage="play")
    engine = rules()
    view, legal = engine.view(state, 0), engine.legal_actions(state)
    assert not any(view.laid)
    assert OutsBot(engine).choose(view, legal, random.Random(1)) == Discard("YS", 3)
