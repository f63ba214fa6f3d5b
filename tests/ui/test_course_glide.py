"""The camera's glide onto a hole: drawn from one cached course picture, not by rescaling every card
each frame (issue 11's speed point), and still showing each card where the camera says it is."""

from __future__ import annotations

from game.games.final_nine.holes import HEIGHT, WIDTH
from game.ui.course.camera import GLIDE_CELL
from game.ui.course.tiles import BORDER
from tests.ui.test_final_nine_table import make_table, run_until


def test_the_glide_scales_one_course_picture_built_once(app):
    table = make_table(app, players=1, humans=0, animate=True)
    course = table.course
    assert run_until(app, lambda: course.showing_map and course.camera.moving, 2000)
    overview, renderer = course.overview, course.tiles
    pictures, painted, frames = set(), len(renderer._pictures), 0
    while course.camera.moving and frames < 400:
        if frames == 19:
            table.moves.banners = []              # the hole's name banner would hide the point
        app.render()
        pictures.add(id(overview._course[1]))
        frames += 1
        if frames == 20:             # mid-glide: the hole's card centre shows the picture's pixel there
            x, y = course.camera.origins[course.map_hole]
            sx, sy = course.camera.to_screen(x + WIDTH / 2, y + HEIGHT / 2)
            px = round((x + WIDTH / 2) * GLIDE_CELL), round((y + HEIGHT / 2) * GLIDE_CELL)
            seen = app.screen.get_at((int(sx), int(sy)))[:3]
            near = {overview._course[1].get_at((px[0] + dx, px[1] + dy))[:3]
                    for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
            assert seen in near
            gap_x, _ = course.camera.to_screen(x - BORDER - 0.45, y)    # between two cards: the felt
            assert app.screen.get_at((int(gap_x), int(sy)))[:3] not in near
        app.step(1 / 60)
    assert frames > 30                            # the glide was drawn frame by frame
    assert len(pictures) == 1                     # one course picture for the whole glide
    assert len(renderer._pictures) == painted     # no card painted or rescaled mid-glide
