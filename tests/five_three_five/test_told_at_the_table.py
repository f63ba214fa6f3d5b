"""What the table is told, event by event: the deal, plays, passes and clears, the end of a
round and of a half, the next lead and the end of the game (which zone cards go to, the
sentence in the log, the numbers the scene shows).

Each test builds its own engine in the test body, so the engine's constructor runs inside it.
"""

from __future__ import annotations

from game.core.engine import GameConfig
from game.games.five_three_five.melds import Add, Lead, Overwrite, Pass
from game.games.five_three_five.rounds import cards_of

from .helpers import rules, table


def told(events):
    return [event.to_json() for event in events]


def test_a_three_player_deal_gives_each_seat_its_hand_face_down_and_sets_four_aside():
    engine = rules()
    state, events = engine.new_game_with_events(GameConfig(3), seed=1)
    shown = told(events)
    assert shown[0] == {"kind": "shuffle", "seat": None, "cards": [], "src": "box", "dst": "deck",
                        "text": "Round 1: shuffle 52 cards", "data": {"round": 1, "count": 52}}
    for seat in range(3):
        assert shown[1 + seat] == {
            "kind": "deal", "seat": seat, "cards": list(cards_of(state.hands[seat])),
            "src": "deck", "dst": f"hand:{seat}", "text": f"Seat {seat} is dealt 16 cards",
            "data": {"hidden": True, "round": 1, "half": 0, "count": 16}}
    assert shown[4] == {"kind": "set_aside", "seat": None, "cards": [], "src": "deck",
                        "dst": "undealt", "text": "4 cards are set aside unseen",
                        "data": {"count": 4}}
    lead = state.round_lead
    assert shown[5:] == [{"kind": "turn", "seat": lead, "cards": [], "src": None, "dst": None,
                          "text": f"Seat {lead} leads", "data": {"must_lead": True, "why": "round"}}]
    assert told(engine.opening_events(state)) == shown


def test_a_two_player_deal_sets_each_second_hand_aside_unseen_even_by_its_owner():
    engine = rules()
    state, events = engine.new_game_with_events(GameConfig(2), seed=1)
    shown = told(events)
    assert [e["dst"] for e in shown[1:5]] == ["hand:0", "reserve:0", "hand:1", "reserve:1"]
    for seat in range(2):
        assert shown[1 + 2 * seat]["cards"] == list(cards_of(state.hands[seat]))
        assert shown[1 + 2 * seat]["data"] == {"hidden": True, "round": 1, "half": 1, "count": 12}
        assert shown[2 + 2 * seat] == {
            "kind": "deal", "seat": seat, "cards": [], "src": "deck", "dst": f"reserve:{seat}",
            "text": f"Seat {seat} sets a second hand aside", "data": {"count": 12, "hidden": True}}
    assert shown[5]["text"] == "4 cards are set aside unseen"
    assert told(engine.opening_events(state)) == shown


def test_going_out_scores_the_others_and_the_most_points_lead_the_next_round():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 7, 1], current=0)
    shown = told(engine.apply(state, Lead((2,)))[1])
    assert shown[0] == {"kind": "play", "seat": 0, "cards": [2], "src": "hand:0", "dst": "meld",
                        "text": "Seat 0 leads 2",
                        "data": {"action": "lead", "meld_type": "single", "meld": [2],
                                 "played_type": "single", "covered": [], "layers": 1,
                                 "hand_left": 0}}
    assert shown[1:5] == [
        {"kind": "score", "seat": 1, "cards": [9, 14], "src": "hand:1", "dst": "box",
         "text": "Seat 1 scores 4 for 2 cards", "data": {"points": 4, "total": 11, "cards_left": 2}},
        {"kind": "score", "seat": 2, "cards": [5, 5], "src": "hand:2", "dst": "box",
         "text": "Seat 2 scores 6 for 2 cards", "data": {"points": 6, "total": 7, "cards_left": 2}},
        {"kind": "round_end", "seat": 0, "cards": [], "src": None, "dst": None,
         "text": "Seat 0 is out of cards: the round ends",
         "data": {"round": 1, "half": 0, "out": 0, "points": [0, 4, 6], "scores": [4, 11, 7],
                  "cards_left": [0, 2, 2]}},
        {"kind": "next_lead", "seat": 1, "cards": [], "src": None, "dst": None,
         "text": "Seat 1 has the most points and leads the next round", "data": {"round": 2}}]
    assert shown[5]["text"] == "Round 2: shuffle 52 cards" and shown[5]["data"]["round"] == 2
    assert [e["text"] for e in shown if e["kind"] == "deal"] == [
        f"Seat {seat} is dealt 16 cards" for seat in range(3)]
    assert shown[-1]["text"] == "Seat 1 leads" and shown[-1]["data"]["why"] == "round"
    assert state.round_no == 2 and state.current == 1 and state.scores == [4, 11, 7]


def test_the_first_half_ends_with_the_meld_swept_away_and_the_second_hands_picked_up():
    engine = rules()
    state = table(engine, 2, [[12], [5, 5]], meld=[[3], [11]], current=0, last_player=1,
                  reserves=[[1, 2, 3], [7, 8, 9]])
    shown = told(engine.apply(state, Overwrite((12,)))[1])
    assert shown[0]["text"] == "Seat 0 overwrites with 12"
    assert shown[0]["data"] == {"action": "overwrite", "meld_type": "single", "meld": [12],
                                "played_type": "single", "covered": [11], "layers": 3,
                                "hand_left": 0}
    assert shown[1:] == [
        {"kind": "score", "seat": 1, "cards": [5, 5], "src": "hand:1", "dst": "scored:1",
         "text": "Seat 1 scores 6 for 2 cards", "data": {"points": 6, "total": 6, "cards_left": 2}},
        {"kind": "round_end", "seat": 0, "cards": [], "src": None, "dst": None,
         "text": "Seat 0 is out of cards: the first half ends",
         "data": {"round": 1, "half": 1, "out": 0, "points": [0, 6], "scores": [0, 6],
                  "cards_left": [0, 2]}},
        {"kind": "collect", "seat": None, "cards": [3, 11, 12], "src": "meld", "dst": "discard",
         "text": "The meld is swept away", "data": {}},
        {"kind": "pickup", "seat": 0, "cards": [1, 2, 3], "src": "reserve:0", "dst": "hand:0",
         "text": "Seat 0 picks up the second hand", "data": {"hidden": True, "count": 3}},
        {"kind": "pickup", "seat": 1, "cards": [7, 8, 9], "src": "reserve:1", "dst": "hand:1",
         "text": "Seat 1 picks up the second hand", "data": {"hidden": True, "count": 3}},
        {"kind": "next_lead", "seat": 1, "cards": [], "src": None, "dst": None,
         "text": "Seat 1 has the most points and leads the second half", "data": {"half": 2}},
        {"kind": "turn", "seat": 1, "cards": [], "src": None, "dst": None,
         "text": "Seat 1 leads", "data": {"must_lead": True, "why": "half"}}]
    assert state.layers == [] and state.meld_kind == "" and state.half == 2
    assert state.discard[3] >= 1 and state.discard[11] >= 1 and state.discard[12] >= 1
    assert [sum(reserve) for reserve in state.reserves] == [0, 0]


def test_the_second_half_and_the_game_end_with_the_standings_and_scored_cards():
    engine = rules()
    state = table(engine, 2, [[11], [5, 5]], reserves=[[1, 2, 3], [7]])
    engine.apply(state, Lead((11,)))
    shown = told(engine.apply(state, Lead((7,)))[1])
    assert shown[-2]["text"] == "Seat 1 is out of cards: the second half ends"
    assert shown[-1] == {
        "kind": "game_end", "seat": None, "cards": [], "src": None, "dst": None,
        "text": "Seat 0 wins",
        "data": {"winners": [0], "standings": [
            {"seat": 0, "place": 1, "points": 4, "cards_left": 3, "share": 1.0, "scored_cards": 3},
            {"seat": 1, "place": 2, "points": 6, "cards_left": 0, "share": 0.0,
             "scored_cards": 2}]}}


def test_the_game_ends_when_a_seat_reaches_the_target_and_the_fewest_points_win():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 19, 1], current=0)
    shown = told(engine.apply(state, Lead((2,)))[1])
    assert shown[-1] == {
        "kind": "game_end", "seat": None, "cards": [], "src": None, "dst": None,
        "text": "Seat 0 wins",
        "data": {"winners": [0], "standings": [
            {"seat": 0, "place": 1, "points": 4, "cards_left": 0, "share": 1.0},
            {"seat": 2, "place": 2, "points": 7, "cards_left": 2, "share": 0.0},
            {"seat": 1, "place": 3, "points": 23, "cards_left": 2, "share": 0.0}]}}
    assert engine.current_player(state) is None and engine.legal_actions(state) == []
    assert engine.view(state, 1).over is True


def test_a_shared_victory_is_told_with_both_names_and_half_a_share_each():
    engine = rules()
    points = {card.rank: card.points for card in engine.content.cards}
    state = table(engine, 4, [[2], [9, 14], [1], [1]], scores=[10, 19, 2, 2], current=0)
    shown = told(engine.apply(state, Lead((2,)))[1])
    assert state.scores == [10, 19 + points[9] + points[14], 2 + points[1], 2 + points[1]]
    assert shown[-1]["text"] == "Seat 2 and Seat 3 share the victory"
    assert shown[-1]["data"]["winners"] == [2, 3]
    rows = shown[-1]["data"]["standings"]
    assert [(r["seat"], r["place"], r["share"]) for r in rows] == [
        (2, 1, 0.5), (3, 1, 0.5), (0, 3, 0.0), (1, 4, 0.0)]
    assert engine.results(state) == [0.0, 0.0, 0.5, 0.5]


def test_passes_are_told_and_the_trick_is_cleared_to_the_discard_for_the_last_player():
    engine = rules()
    state = table(engine, 3, [[2, 2, 4], [9, 14], [5, 5]], meld=[[3], [7]], current=1,
                  last_player=0)
    assert told(engine.apply(state, Pass())[1]) == [
        {"kind": "pass", "seat": 1, "cards": [], "src": None, "dst": None,
         "text": "Seat 1 passes", "data": {"passes": 1}},
        {"kind": "turn", "seat": 2, "cards": [], "src": None, "dst": None, "text": "",
         "data": {"must_lead": False}}]
    assert told(engine.apply(state, Pass())[1]) == [
        {"kind": "pass", "seat": 2, "cards": [], "src": None, "dst": None,
         "text": "Seat 2 passes", "data": {"passes": 2}},
        {"kind": "clear", "seat": 0, "cards": [3, 7], "src": "meld", "dst": "discard",
         "text": "Seat 0 clears the trick: everyone else passed", "data": {"reason": "passes"}},
        {"kind": "turn", "seat": 0, "cards": [], "src": None, "dst": None,
         "text": "Seat 0 leads", "data": {"must_lead": True, "why": "clear"}}]
    assert state.current == 0 and state.passes == 0 and state.last_player == -1


def test_an_add_is_told_with_the_whole_meld_after_it():
    engine = rules()
    state = table(engine, 3, [[2, 2, 4], [7, 9, 14], [5, 5]], meld=[[3], [8]], current=1,
                  last_player=0)
    shown = told(engine.apply(state, Add((7, 9)))[1])
    assert shown[0] == {"kind": "play", "seat": 1, "cards": [7, 9], "src": "hand:1", "dst": "meld",
                        "text": "Seat 1 adds 7 9",
                        "data": {"action": "add", "meld_type": "run", "meld": [7, 8, 9],
                                 "played_type": None, "covered": [], "layers": 2,
                                 "hand_left": 1}}
    assert shown[1]["data"] == {"must_lead": False} and shown[1]["seat"] == 2


def test_a_bad_meld_is_refused_with_the_cards_and_what_a_meld_is():
    engine = rules()
    state = table(engine, 3, [[4, 7, 9], [2], [2]])
    assert engine.why_illegal(state, Lead((4, 7, 9))) == (
        "4 7 9 is not a meld: play a single, a set of equal numbers or a run of consecutive "
        "numbers")


def test_two_player_tie_goes_to_fewer_scored_cards_even_for_the_seat_that_scored_last():
    # First half: seat 1 is left with three cards worth 3. Second half: seat 0 with one card
    # worth 3. Tied on 3 points; seat 0 kept fewer cards, so seat 0 wins although only seat 0
    # scored in the second half (that tie-break comes after the cards).
    engine = rules()
    state = table(engine, 2, [[11], [1, 2, 14]], reserves=[[5], [7]], current=0)
    engine.apply(state, Lead((11,)))
    assert state.scores == [0, 3] and state.current == 1
    shown = told(engine.apply(state, Lead((7,)))[1])
    assert state.scores == [3, 3] and [sum(cards) for cards in state.scored] == [1, 3]
    assert state.winners == [0] and shown[-1]["text"] == "Seat 0 wins"
    assert [(row["seat"], row["place"]) for row in shown[-1]["data"]["standings"]] == [(0, 1), (1, 2)]


def test_each_way_of_clearing_a_trick_is_told_in_its_own_words():
    engine = rules()
    cases = [  # (hands, meld, last player, the play, the reason shown, the cards cleared)
        ([[1, 9], [2], [2], [2]], [[1, 1, 1]], 3, Add((1,)), "every copy of a number is in",
         [1, 1, 1, 1]),
        ([[5, 9], [2], [2], [2]], [[1, 2, 3, 4]], 3, Add((5,)), "a run of five is in",
         [1, 2, 3, 4, 5]),
        ([[8, 9, 2], [1], [1], [1]], [[13, 14]], 3, Overwrite((8, 9)), "the Rule of 8's",
         [13, 14, 8, 9]),
    ]
    for hands, meld, last, action, words, cleared in cases:
        state = table(engine, 4, hands, meld=meld, current=0, last_player=last)
        shown = told(engine.apply(state, action)[1])
        clear = next(e for e in shown if e["kind"] == "clear")
        assert clear["text"] == f"Seat 0 clears the trick: {words}"
        assert clear["seat"] == 0 and clear["src"] == "meld" and clear["dst"] == "discard"
        assert clear["cards"] == cleared
        assert shown[-1] == {"kind": "turn", "seat": 0, "cards": [], "src": None, "dst": None,
                             "text": "Seat 0 leads", "data": {"must_lead": True, "why": "clear"}}


def test_reaching_the_target_exactly_ends_the_game():
    engine = rules()
    points = {card.rank: card.points for card in engine.content.cards}
    state = table(engine, 3, [[2], [9], [5, 5]], scores=[4, 20 - points[9], 1], current=0)
    shown = told(engine.apply(state, Lead((2,)))[1])
    assert state.scores[1] == 20 == state.target
    assert engine.is_over(state) and shown[-1]["kind"] == "game_end"
    assert shown[-1]["text"] == "Seat 0 wins"
    state = table(engine, 3, [[2], [9], [5, 5]], scores=[4, 19 - points[9], 1], current=0)
    engine.apply(state, Lead((2,)))
    assert state.scores[1] == 19 and not engine.is_over(state) and state.round_no == 2


def test_the_points_that_end_the_game_are_the_ones_chosen_at_setup():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 19, 1], current=0, target=30)
    assert state.target == 30
    engine.apply(state, Lead((2,)))
    assert state.scores[1] == 23 and not engine.is_over(state) and state.round_no == 2
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 7, 1], current=0, target=10)
    shown = told(engine.apply(state, Lead((2,)))[1])
    assert state.scores == [4, 11, 7] and engine.is_over(state)
    assert shown[-1]["text"] == "Seat 0 wins"
