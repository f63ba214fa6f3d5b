"""Final Nine's shot ids: the table mid-aim (4, 2 and 1 players), a Battle prompt at PRO, a disc in
the air, the course map, the glide onto a hole and the round's scorecard.

Each builder plays a seeded game to the moment it shows, as ``main.py shot`` and ``bench`` use it.
"""

from __future__ import annotations

from typing import Any

from game.games.final_nine.actions import ChooseThrow
from game.games.final_nine.geometry import distance2
from game.games.registry import spec_for
from game.ui.stage.seats import default_seats
from game.ui.tables.final_nine.aim import is_out, preview_of
from game.ui.tables.final_nine.scorecard import ScorecardScene
from game.ui.tables.final_nine.table import FinalNineTable
from game.ui.tables.shot_kit import SETTLE_SECONDS, at_the_end, table_builder


def _builder(players: int, extra: Any, **options: Any) -> Any:
    """Like the shared ``table_builder``, with options (level, Battle rules) set."""
    def build(app: Any, seed: int) -> None:
        spec = spec_for("final_nine")
        seats = default_seats(players)
        for index, seat in enumerate(seats):
            seat.kind = 0 if index == 0 else 1
        chosen = spec.default_options()
        chosen.update(options)
        app.stack.push(app.home_scene())
        table = app.table_scene(spec, seats, chosen, seed)
        table.threaded = False
        app.stack.push(table)
        extra(app, table)
    return build


def _mid_hole(app: Any, table: FinalNineTable) -> None:
    """Advance to the human's second throw or later on a hole, a disc picked, a throw in view."""
    for _ in range(400):
        view = table.view()
        if table.human_to_act() and view.phase == "select" and view.hole_index >= 2 \
                and min(view.throws) >= 1:
            break
        table.advance(1)
    view = table.view()
    basket = table.rules.hole(view.hole).basket
    throws = [a for a in table.legal() if isinstance(a, ChooseThrow)]

    def miss(action: ChooseThrow) -> tuple:
        flight = preview_of(table.rules, view, action)
        return (is_out(flight), distance2(flight.target, basket) if flight.target >= 0 else 99)
    if throws:       # show the throw that lands nearest the basket, previewed
        best = min(throws, key=miss)
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == best.disc
        table.choices.refresh()
        table.zone = "actions"
        for index, button in enumerate(table.bar.buttons):
            if button.offer.action == best:
                table.bar.focus = index


def _in_flight(app: Any, table: FinalNineTable) -> None:
    """The human's best throw in the air (replayed over and over, so bench always has a flight)."""
    _mid_hole(app, table)
    entry = table.choices.focused_entry()
    table.anim.instant = False
    app.settings.animation_speed = 1.0
    if entry is None or not isinstance(entry.action, ChooseThrow) or not table.play(entry.action):
        return
    for _ in range(2000):
        if table.course.in_air:
            break
        if table.human_to_act() and not table.animating():
            legal = table.legal()
            step = next((a for a in legal if type(a).__name__ == "Throw"), None) or \
                next((a for a in legal if type(a).__name__ == "Refill"), legal[0])
            table.play(step)
        app.step(1 / 60)
    flight = table.course.flight
    if flight is not None:
        table.course.replay = True                     # bench: a flight is always in the air
        period = flight.clock.duration
        aim = flight.path.seconds * 0.45               # the shot: the disc just past its highest
        flight.clock.elapsed = (aim - SETTLE_SECONDS) % period


def _battle_prompt(app: Any, table: FinalNineTable) -> None:
    """PRO with Battle rules: the human may add a Deviation or Call to the other player's throw."""
    for _ in range(2000):
        if table.human_to_act() and table.view().phase == "battle":
            break
        table.advance(1)
    table.zone = "actions"


def _course_map(app: Any, table: FinalNineTable) -> None:
    _mid_hole(app, table)
    table.course.show_map(table.shown.hole)


def _course_glide(app: Any, table: FinalNineTable) -> None:
    """Half way down the glide from the course onto the hole in play (held there for the shot)."""
    _mid_hole(app, table)
    table.anim.instant = False
    table.course.show_map(table.shown.hole)
    table.course.camera.glide_to(table.course.landing_view(table.shown.hole), 1e9)
    table.course.camera.update(0.55e9)
    table.course.tour = table.anim.tween(1e9, 0.0, 1.0)


SHOTS: dict = {
    "final_nine_flight": table_builder("final_nine", 0, players=4, extra=_in_flight),
    "final_nine_course": table_builder("final_nine", 0, players=4, extra=_course_map),
    "final_nine_glide": table_builder("final_nine", 0, players=4, extra=_course_glide),
    "final_nine_table": table_builder("final_nine", 0, players=4, extra=_mid_hole),
    "final_nine_table_2p": _builder(2, _mid_hole),
    "final_nine_table_solo": _builder(1, _mid_hole, holes=9),
    "final_nine_battle": _builder(2, _battle_prompt, level="pro", battle=True),
    "final_nine_scorecard": table_builder("final_nine", 0, players=4, extra=at_the_end(ScorecardScene)),
}
