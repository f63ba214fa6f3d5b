"""Five Three Five's status and messages frame by frame (issue 15, point 6).

After "Everyone passed" no frame may name the passer as the next leader; the refusal of a
selection that is no meld names the cards once.
"""

from __future__ import annotations

from game.games.five_three_five.melds import Lead
from tests.ui.drive import open_table
from tests.ui.test_five_three_five_table import make_table, select_with_keys, settle_on_human


def test_no_frame_shows_the_wrong_leader_after_everyone_passed(app):
    from game.ui.tables.five_three_five import FiveThreeFiveTable

    table = open_table(app, FiveThreeFiveTable, "five_three_five", 4, 0, 7, animation_speed=1.0)
    received: list = []
    play = table.moves.play
    table.moves.play = lambda events: (received.extend(events), play(events))[1]
    checked, winner = 0, None
    for _ in range(60 * 120):
        app.step(1 / 60)
        kinds = [event.kind for event in received]
        clears = [index for index, kind in enumerate(kinds) if kind == "clear"]
        if clears and received[clears[-1]].data.get("reason") == "passes" and "play" not in kinds[clears[-1]:]:
            winner = received[clears[-1]].seat
            board = table.board
            if not board.layers and board.current is not None:   # "New trick: X leads" is drawn
                assert board.current == winner, f"frame shows seat {board.current} leading, not {winner}"
                assert table.seats[winner].name in table.status()[0]
                checked += 1
        if checked >= 60:
            break
    assert checked >= 60, "no trick was cleared by passes"


def test_a_selection_that_is_no_meld_names_its_cards_once(app):
    table = make_table(app, seed=5)
    for _ in range(40):   # on to a trick the human leads
        settle_on_human(app, table)
        if not table.state.layers and len(set(table.hand_cards)) >= 4:
            break
        table.advance(1)
    ranks = sorted(set(table.hand_cards))
    cards = (ranks[0], ranks[1], ranks[-1])
    assert ranks[-1] - ranks[1] > 2 and not table.state.layers
    select_with_keys(app, table, cards)
    message = table.status()[0]
    expected = table.rules.why_illegal(table.state, Lead(cards))
    assert message == expected
    assert message.count(" ".join(map(str, cards))) == 1
