"""The Finale (from the round after Level 4, all ten cards, first out wins) and the Grand
Finale (four Challenges in order, points, running totals, the tie-breaker game, save/resume)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from game.core.engine import GameConfig
from game.core.rummy.melds import make_meld
from game.games.finale.actions import Discard, Draw, Exchange, LayDown
from tests.finale.support import content, play, rig, rules

RUN10 = ["Y1a", "B2a", "R3a", "G4a", "Y5a", "B6a", "R7a", "G8a", "Y9a", "R10"]   # Butternut's Run


def test_finale_is_attempted_only_from_the_round_after_level_4():
    level4 = ["Y1a", "Y3a", "Y5b", "YX", "YS", "Y9a", "W1"]            # seven yellow
    state = rig(hands={0: level4 + ["B2a"]}, level={0: 4}, stage="play")
    play(state, LayDown((tuple(level4),)))
    assert state.level[0] == 4 and rules().requirement(state, 0).name == "Colors"
    play(state, Discard("B2a"))                  # out: the round ends
    assert state.level[0] == 5 and state.round_number == 2
    assert rules().requirement(state, 0).name == "Butternut's Run"


def test_finale_uses_exactly_all_ten_cards():
    state = rig(hands={0: RUN10 + ["B10"]}, level={0: 5}, stage="play")
    options = [a for a in rules().legal_actions(state) if isinstance(a, LayDown)]
    assert options and all(sum(map(len, a.groups)) == 10 for a in options)
    eleven = (("Y10",) + tuple(RUN10),)
    state.hands[0] = RUN10 + ["Y10"]
    assert "uses exactly 10 cards" in rules().why_illegal(state, LayDown(eleven))


def test_first_to_complete_the_finale_with_no_cards_left_wins_the_challenge_at_once():
    state = rig(hands={0: RUN10 + ["B9b"]}, level={0: 5, 1: 3}, stage="play")
    play(state, LayDown((tuple(RUN10),)))
    assert state.stage == "play"
    events = play(state, Discard("B9b"))
    assert state.stage == "over" and state.winners == [0] and rules().results(state) == [1.0, 0.0]
    assert [e.kind for e in events][-2:] == ["challenge_end", "game_end"]


def test_every_player_done_does_not_cut_the_finale_short():
    state = rig(hands={0: RUN10 + ["B9b"]}, level={0: 5}, stage="play")
    level1 = rules().requirement(state, 1)
    state.laid[1] = True                         # seat 1 laid its Level earlier this round
    state.table[1] = [make_meld(("Y6b", "B6b", "R6b"), level1.groups[0], content().ctx)]
    play(state, LayDown((tuple(RUN10),)))
    assert state.stage == "play"
    play(state, Discard("B9b"))
    assert state.winners == [0]


# --- Grand Finale ----------------------------------------------------------------------------------
def test_grand_finale_plays_the_four_challenges_in_order():
    state = rules().new_game(GameConfig(3, {"grand_finale": True}), 1)
    assert state.challenges == ["mellow_yellow", "balanced_blue", "rigorous_red", "grueling_green"]
    assert state.challenge == "mellow_yellow"


def test_grand_finale_scores_levels_and_the_finale_then_moves_on_with_running_totals():
    state = rig(3, hands={0: RUN10 + ["B9b"]}, level={0: 5, 1: 3, 2: 1}, stage="play", grand=True)
    state.scores = [1, 2, 3]
    events = play(state, LayDown((tuple(RUN10),)), Discard("B9b"))
    end = next(e for e in events if e.kind == "challenge_end")
    assert end.data["levels"] == [4, 2, 0] and end.data["points"] == [4 * 2 + 6, 2 * 2, 0]
    assert state.scores == [15, 6, 3] and state.stage != "over"
    assert state.challenge == "balanced_blue" and state.level == [1, 1, 1] and state.round_number == 1
    assert state.sheet[-1]["totals"] == [15, 6, 3]


def test_grand_finale_points_grow_from_challenge_to_challenge():
    points = [(content().challenges[c].level_points, content().challenges[c].finale_points)
              for c in content().order]
    assert points == [(2, 6), (3, 9), (4, 12), (5, 15)]


def last_challenge_finale(scores: list[int], level: dict[int, int]):
    state = rig(3, hands={0: ["R3a", "R4a", "R5a", "R6a", "Y8a", "B8a", "G8a", "Y9a", "B9a", "G9a", "Y1b"]},
                level=level, stage="play", grand=True, challenge="grueling_green")
    state.challenges = list(content().order)
    state.challenge_index = 3
    state.scores = list(scores)
    return state


FINALE_GREEN = (("R3a", "R4a", "R5a", "R6a"), ("Y8a", "B8a", "G8a"), ("Y9a", "B9a", "G9a"))


def test_grand_finale_highest_total_wins():
    state = last_challenge_finale([10, 29, 0], {0: 5, 1: 4, 2: 1})
    play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
    assert state.scores == [10 + 35, 29 + 15, 0] and state.winners == [0] and state.stage == "over"


def test_a_tie_goes_to_the_tie_breaker_with_only_the_tied_players():
    state = last_challenge_finale([10, 25, 40], {0: 5, 1: 5, 2: 1})
    events = play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
    assert state.scores == [45, 45, 40]
    start = next(e for e in events if e.kind == "tiebreak_start")
    assert start.data["players"] == [0, 1] and state.in_play == [0, 1]
    assert [len(h) for h in state.hands] == [5, 5, 0]
    assert state.turn in (0, 1) and state.stage == "draw"


def tiebreak(hands: dict[int, list[str]], players: int = 3):
    state = rig(players, hands=hands, stage="play", grand=True)
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 0, "players": sorted(hands)}
    state.in_play = sorted(hands)
    for seat in range(players):
        if seat not in hands:
            state.draw_pile.extend(state.hands[seat])
            state.hands[seat] = []
    return state


def test_tie_breaker_first_set_of_three_then_one_final_turn_each():
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"],
                      2: ["Y8a", "B2a", "R4a", "G6a", "B9a"]})
    events = play(state, LayDown((("Y7a", "B7a", "R7a"),)))
    assert next(e for e in events if e.kind == "final_turns").data["final_left"] == [1, 2]
    play(state, Discard("G1a"))
    for seat in (1, 2):
        assert state.turn == seat
        play(state, Draw("draw"), Discard(state.hands[seat][0]))
    assert state.stage == "over" and state.winners == [0]


def test_extended_tie_breaker_when_several_make_a_set_until_one_empties_their_hand():
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B1a", "R1a", "G9a", "Y6a"],
                      2: ["Y8a", "B2a", "R4a", "G6a", "B9a"]})
    play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("G1a"))
    play(state, Draw("draw"), LayDown((("Y1a", "B1a", "R1a"),)), Discard("G9a"))
    events = play(state, Draw("draw"), Discard(state.hands[2][0]))
    assert any(e.kind == "tiebreak_extended" for e in events)
    assert state.in_play == [0, 1] and state.turn == 0 and state.stage == "draw"
    state.hands[0] = ["Y2a"]
    state.draw_pile.append("B4a")
    state.stage = "play"
    play(state, Discard("Y2a"))
    assert state.winners == [0]


def test_a_skip_in_the_tie_breaker_costs_a_final_turn():
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "GS", "Y2a", "B4a"], 1: ["Y1a", "B1a", "R1a", "G9a", "Y6a"]},
                     players=2)
    play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("GS", 1))
    assert state.stage == "over" and state.winners == [0]


# --- save and resume ---------------------------------------------------------------------------------
CONTINUE = """
import json, random, sys
from tests.finale.support import rules
engine = rules()
state = engine.state_from_json(json.load(open(sys.argv[1])))
rng = random.Random(99)
while not engine.is_over(state):
    legal = engine.legal_actions(state)
    state, _ = engine.apply(state, legal[rng.randrange(len(legal))])
print(json.dumps(engine.state_to_json(state), sort_keys=True))
"""


def test_grand_finale_saved_mid_challenge_resumes_identically_in_a_new_process(tmp_path):
    engine = rules()
    state = engine.new_game(GameConfig(3, {"grand_finale": True}), 21)
    rng = random.Random(5)
    while state.challenge_index < 1 or state.round_number < 2:
        legal = engine.legal_actions(state)
        state, _ = engine.apply(state, legal[rng.randrange(len(legal))])
    saved = tmp_path / "grand.json"
    saved.write_text(json.dumps(engine.state_to_json(state)))
    rng = random.Random(99)
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        state, _ = engine.apply(state, legal[rng.randrange(len(legal))])
    here = json.dumps(engine.state_to_json(state), sort_keys=True)
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", CONTINUE, str(saved)], cwd=root, capture_output=True,
                         text=True, check=True, timeout=600)
    assert out.stdout.strip() == here
    assert len(state.sheet) == 4 or state.tiebreak is not None


def test_finale_after_an_exchange_still_takes_ten_cards_and_the_eleventh_is_discarded():
    hand = RUN10[:9] + ["GX"]                       # the 10 (R10) is still in the draw pile
    state = rig(hands={0: hand}, level={0: 5}, draw_top=["B9b", "R10"])
    play(state, Exchange("GX"), Draw("draw"), Draw("draw"))
    assert len(state.hands[0]) == 11
    play(state, LayDown((tuple(RUN10),)))
    events = play(state, Discard("B9b"))
    assert state.winners == [0] and state.discard[-2:] == ["GX", "B9b"]
    assert any(e.kind == "challenge_end" for e in events)
