"""Playing Levels: in order, all at once, from the first turn; advancing next round; adding
to completed Levels within their restrictions; Wilds locked; how a round ends."""

from __future__ import annotations

from game.games.finale.actions import Discard, Draw, Hit, LayDown
from tests.finale.support import play, rig, rules

LEVEL1 = ["Y7a", "B7a", "R7a", "Y2a", "B3a", "R4a", "G5a"]          # Mellow Yellow L1: set 3 + run 4
FILL = ["Y9a", "B8b", "G1b"]


def test_level_can_be_completed_on_the_first_turn():
    state = rig(hands={0: LEVEL1 + FILL}, draw_top=["G6b"])
    play(state, Draw("draw"))
    lay = [a for a in rules().legal_actions(state) if isinstance(a, LayDown)]
    assert lay
    play(state, lay[0])
    assert state.laid[0] and len(state.table[0]) == 2          # groups stay separate


def test_only_the_current_level_may_be_attempted():
    state = rig(hands={0: LEVEL1 + FILL}, level={0: 2}, stage="play")
    assert not [a for a in rules().legal_actions(state) if isinstance(a, LayDown)]
    problem = rules().why_illegal(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))))
    assert problem.startswith("Level 2: Even or Odd:")


def test_a_level_is_laid_whole_never_one_group_at_a_time():
    state = rig(hands={0: LEVEL1 + FILL}, stage="play")
    assert "needs 2 groups, not 1" in rules().why_illegal(state, LayDown((tuple(LEVEL1[:3]),)))


def test_completed_level_moves_on_next_round_whoever_ends_it():
    state = rig(hands={0: LEVEL1 + FILL}, stage="play")
    play(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))), Discard("Y9a"))
    assert state.level == [1, 1]                               # not yet: same round
    play(state, Draw("draw"))
    last = state.hands[1].pop()                                # seat 1 is down to its last card
    state.draw_pile[:0], state.hands[1] = state.hands[1], [last]
    play(state, Discard(last))                                 # seat 1 goes out
    assert state.round_number == 2 and state.level == [2, 1]   # seat 1 repeats Level 1


def test_hits_only_after_completing_your_own_level():
    state = rig(hands={0: LEVEL1 + FILL, 1: ["Y7b"] + [f"R{n}b" for n in range(1, 10)]}, stage="play")
    play(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))), Discard("Y9a"), Draw("draw"))
    assert rules().why_illegal(state, Hit("Y7b", 0, 0)) == \
        "complete your own Level before adding cards to the table"


def test_hits_go_on_any_completed_level_including_your_own():
    state = rig(hands={0: LEVEL1 + ["G7a", "Y6a", "B8b"]}, stage="play")
    play(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))), Hit("G7a", 0, 0), Hit("Y6a", 0, 1, "high"))
    assert len(state.table[0][0].cards) == 4 and state.table[0][1].high == 6


def test_hits_keep_to_the_level_restrictions():
    red = rig(hands={0: ["Y7a", "B7a", "R7a", "G2a", "G3a", "G4a", "G5a", "Y6a", "G6a", "B1a"]},
              challenge="rigorous_red", stage="play")
    play(red, LayDown((("Y7a", "B7a", "R7a"), ("G2a", "G3a", "G4a", "G5a"))))
    assert "only green cards" in rules().why_illegal(red, Hit("Y6a", 0, 1, "high"))
    play(red, Hit("G6a", 0, 1, "high"))


def test_every_colour_runs_take_any_colour_once_laid():
    for challenge, level, groups, extra in (
            ("balanced_blue", 1, (("Y7a", "B7a", "R7a"), ("Y2a", "B3a", "R4a", "G5a")), "G6a"),
            ("grueling_green", 2, (("Y1a", "Y2a", "B3a", "B4a", "R5a", "R6a", "G7a", "G8a"),), "G9a")):
        cards = [c for g in groups for c in g] + [extra] + ["Y9b", "B9b"]
        state = rig(hands={0: cards[:11]}, challenge=challenge, level={0: level}, stage="play")
        play(state, LayDown(groups))
        run = len(groups) - 1
        assert rules().why_illegal(state, Hit(extra, 0, run, "high")) is None


def test_wilds_on_the_table_are_locked_in_place():
    state = rig(hands={0: ["Y7a", "B7a", "R7a", "Y2a", "W1", "R4a", "G5a", "B3b", "G6a", "B9a"]},
                stage="play")
    play(state, LayDown((("Y7a", "B7a", "R7a"), ("Y2a", "W1", "R4a", "G5a"))))
    assert state.table[0][1].cards[1] == "W1"
    legal = rules().legal_actions(state)
    assert all(a.card in state.hands[0] for a in legal if hasattr(a, "card"))
    assert rules().why_illegal(state, Hit("B3b", 0, 1, "low")) is not None     # 3 is taken by W1
    assert "you do not hold" in rules().why_illegal(state, Discard("W1"))


def test_round_ends_when_a_hand_empties_by_discarding():
    state = rig(hands={0: ["Y1a"]}, stage="play")
    events = play(state, Discard("Y1a"))
    assert any(e.kind == "round_end" and e.data["went_out"] == 0 for e in events)


def test_round_ends_when_the_last_cards_go_onto_completed_levels():
    state = rig(hands={0: LEVEL1 + ["G7a", "Y6a"]}, stage="play")
    events = play(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))), Hit("G7a", 0, 0), Hit("Y6a", 0, 1, "high"))
    assert any(e.kind == "round_end" and e.data["went_out"] == 0 for e in events)
    assert state.level[0] == 2 and state.round_number == 2


def test_round_ends_at_once_when_every_player_has_completed_their_level():
    state = rig(hands={0: LEVEL1 + FILL, 1: ["Y6a", "B6a", "R6a", "Y1a", "B2a", "R3a", "G4a", "Y9b", "G9b", "R9b"]},
                stage="play")
    play(state, LayDown((tuple(LEVEL1[:3]), tuple(LEVEL1[3:]))), Discard("Y9a"), Draw("draw"))
    events = play(state, LayDown((("Y6a", "B6a", "R6a"), ("Y1a", "B2a", "R3a", "G4a"))))
    end = next(e for e in events if e.kind == "round_end")
    assert end.data["reason"] == "every player completed their Level" and state.level == [2, 2]
