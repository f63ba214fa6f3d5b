"""The Finale table between deals: the round summary (Levels made or missed, the next round's
Level, Grand Finale points so far), Continue dealing the next round, the standings between the
Challenges of a Grand Finale, and opponents' Level words whole in six-player pods."""

from __future__ import annotations

from game.ui.stage.input import Intent
from game.ui.tables.finale import FinaleTable
from game.ui.tables.finale.summary import ChallengeStandingsScene, RoundSummaryScene
from game.ui.tables.rummy.lay_down import LayDownScene
from game.ui.tables.rummy.skip import SkipTargetScene
from tests.ui.drive import open_table, press, run_until


def make_table(app, players=2, humans=1, seed=4, **options):
    return open_table(app, FinaleTable, "finale", players, humans, seed,
                      options={"challenge": "mellow_yellow", **options})


def play_until(app, table, condition, steps=20000):
    """The human's moves are the normal bot's; dialogs it would open are closed."""
    bot = table.spec.bots["normal"](table.rules)
    for _ in range(steps):
        if condition():
            return True
        if isinstance(app.stack.top, (SkipTargetScene, LayDownScene)):
            app.stack.pop()
        if table.ready():
            view = table.rules.view(table.state, 0)
            table.commit(bot.choose(view, table.rules.legal_actions(table.state), app.rng))
        app.step(1 / 60)
    return condition()


def test_the_round_summary_shows_each_levels_outcome_and_waits_then_continue_deals_round_two(app):
    table = make_table(app)
    assert play_until(app, table, lambda: isinstance(app.stack.top, RoundSummaryScene))
    summary = app.stack.top
    result = summary.result
    record = table.state.rounds[0]          # what the engine recorded for round 1
    assert result.round == 1 and table.board.hand_number == 1
    assert list(result.laid) == record["laid"] and list(result.attempted) == record["levels"] == [1, 1]
    for seat in range(2):
        outcome, upcoming = summary.row_words(seat)
        if record["laid"][seat]:
            assert outcome == "\u2713 Made Level 1" and upcoming == "Level 2"
        else:
            assert outcome == "Missed Level 1" and upcoming == "Level 1 again"
        assert result.next_level(seat) == table.state.level[seat]   # the engine moved them on alike
    head, _ = summary.lines()
    if record["went_out"] is not None:
        assert head == f"Round 1: {table.seats[record['went_out']].name} went out"
    else:
        assert head == "Round 1 is over"
    assert result.scores is None                       # one Challenge: no points column
    assert summary.group.widgets[0].label == "Deal round 2"
    for _ in range(30):                                # a human is seated: it waits
        app.step(1 / 60)
    assert app.stack.top is summary and table.animating() and table.board.hand_number == 1
    press(app, Intent.CONFIRM)
    assert run_until(app, lambda: not table.animating())
    assert app.stack.top is table and table.board.hand_number == 2
    assert table.board.active == [result.next_level(seat) for seat in range(2)]


def test_a_grand_finale_shows_the_standings_between_challenges_before_the_next_is_dealt(app):
    table = make_table(app, players=3, humans=0, seed=5, challenge="rotate", grand_finale=True)
    summaries: list[RoundSummaryScene] = []

    def standings_open() -> bool:
        if isinstance(app.stack.top, RoundSummaryScene) and app.stack.top not in summaries:
            summaries.append(app.stack.top)
        return isinstance(app.stack.top, ChallengeStandingsScene)
    assert run_until(app, standings_open, steps=60000)
    scene = app.stack.top
    first = table.state.sheet[0]
    s = scene.standings
    assert s.finished == "Mellow Yellow" and s.names == ("Yellow", "Blue", "Red", "Green")
    assert s.points == (tuple(first["points"]),) and s.totals == tuple(first["totals"]) and s.winner == first["winner"]
    assert scene.group.widgets[0].label == "Deal Balanced Blue"
    assert scene.order[0] == max(range(3), key=lambda seat: (first["totals"][seat], -seat))
    # not dealt yet: the table still shows the first Challenge's last round
    last_round = max(r["round"] for r in table.state.rounds if r["challenge"] == first["challenge"])
    assert table.board.hand_number == last_round
    # the summary of that last round came first, with the points so far the standings confirm
    assert summaries and summaries[-1].result.round == last_round
    assert summaries[-1].result.scores == s.totals
    assert summaries[-1].group.widgets[0].label == "Continue"
    # no human: it closes by itself and Balanced Blue's first round is dealt
    assert run_until(app, lambda: table.board.hand_number == 1 and not table.animating(), steps=2000)
    app.step(1 / 60)                                   # the table reads the view once caught up
    assert table.extras is not None and table.extras.challenge == "balanced_blue"


def test_six_player_pods_show_every_levels_words_whole(app):
    table = make_table(app, players=6)
    content = table.rules.content
    rect = table.pods[1]
    inner = rect.width - 32 - table.layout.sizes.tile[0] - 14
    shortened = 0
    for cid in content.challenges:
        table.book.challenge = lambda cid=cid: cid
        for number in range(1, 6):
            lines, _ = table.pod_art.fit(number, inner, 2)
            full, compact = table.book.words(number), table.book.compact(number)
            assert " ".join(lines) in (full, compact), (cid, number, lines)
            for dog in table.book.dogs(number):
                assert dog in " ".join(lines)
            shortened += " ".join(lines) != full
    assert shortened > 0        # the narrow pods needed the shorter words somewhere
