"""The course tile renderer, the overview and the camera, drawn headless and checked by pixel."""

from __future__ import annotations

import pygame
import pytest

from game.games.final_nine.holes import HEIGHT, WIDTH
from game.ui.course import tiles
from game.ui.course.camera import HIGHLIGHT, CourseCamera, CourseOverview
from game.ui.course.tiles import TileRenderer, fit
from tests.final_nine.helpers import content

COURSE_RECT = pygame.Rect(40, 40, 1200, 960)      # the course scene's share of 1920 x 1080


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surface = pygame.display.set_mode((1920, 1080))
    yield surface
    pygame.display.quit()


def hole(number: int):
    return content().holes[number - 1]


def _colour_at(surface, frame, cell, dx=0.5, dy=0.5):
    x, y = frame.point(cell % WIDTH + dx, cell // WIDTH + dy)
    return surface.get_at((int(x), int(y)))[:3]


def test_a_hole_fills_two_thirds_of_the_screen_height_and_fits_its_rect(screen):
    renderer = TileRenderer()
    frame = renderer.draw(screen, hole(4), COURSE_RECT, "am", 0.0)
    assert frame.card.height >= 720 and COURSE_RECT.contains(frame.card)
    for cell in range(WIDTH * HEIGHT):      # each grid's centre inside its own square, on the card
        square = frame.rect(cell)
        assert square.collidepoint(frame.centre(cell)) and frame.card.contains(square)


def test_each_surface_is_drawn_in_its_own_colours(screen):
    renderer = TileRenderer()
    chapel = hole(4)                                   # grass, circle, basket, walls, tree, tee
    frame = renderer.draw(screen, chapel, COURSE_RECT, "am", 0.0)
    r, g, b = _colour_at(screen, frame, 3 * WIDTH + 0, 0.5, 0.3)      # a chapel roof
    assert r > g and r > b
    r, g, b = _colour_at(screen, frame, 6 * WIDTH + 0)                 # grass
    assert g > r and g > b
    lily = hole(2)
    frame = renderer.draw(screen, lily, COURSE_RECT, "am", 0.0)
    r, g, b = _colour_at(screen, frame, 0, 0.1, 0.5)                   # water
    assert b > r and b > g
    bx, by = frame.centre(lily.basket)
    row = [screen.get_at((int(bx) + dx, int(by)))[:3] for dx in range(-40, 41, 2)]
    assert sum(1 for r, g, b in row if r > 200 and g > 160 and b < 120) >= 2   # the yellow rim


def test_water_ripples_move_and_nothing_else_does(screen):
    renderer = TileRenderer()
    lily = hole(2)
    frame = renderer.draw(screen, lily, COURSE_RECT, "am", 0.0)
    first = screen.copy()
    renderer.draw(screen, lily, COURSE_RECT, "am", 0.7)
    changed = set()
    for cell in range(WIDTH * HEIGHT):
        rect = frame.rect(cell)
        if any(first.get_at((x, y)) != screen.get_at((x, y))
               for x in range(rect.x, rect.right, 3) for y in range(rect.y, rect.bottom, 3)):
            changed.add(cell)
    water = {c for c in range(WIDTH * HEIGHT) if lily.letter(c) == "w"}
    assert changed and changed <= water


def test_rec_hides_the_island_line_and_the_mandos(screen):
    renderer = TileRenderer()
    for number in (2, 7):
        am = renderer.picture(hole(number), "am", 60)
        rec = renderer.picture(hole(number), "rec", 60)
        assert pygame.image.tobytes(am, "RGBA") != pygame.image.tobytes(rec, "RGBA")
    plain = hole(1)                                    # no island, no mando: the same at REC
    assert pygame.image.tobytes(renderer.picture(plain, "am", 60), "RGBA") == \
        pygame.image.tobytes(renderer.picture(plain, "rec", 60), "RGBA")


def test_the_same_hole_draws_the_same_in_a_fresh_renderer(screen):
    a = TileRenderer().picture(hole(16), "pro", 50)
    b = TileRenderer().picture(hole(16), "pro", 50)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_the_caches_stay_bounded(screen, monkeypatch):
    monkeypatch.setattr(tiles, "TILE_CACHE", 50)
    monkeypatch.setattr(tiles, "PICTURE_BYTES", 3 << 20)
    renderer = TileRenderer()
    for number in range(1, 19):
        for cell in (40, 70):
            renderer.picture(hole(number), "am", cell)
    assert len(renderer._tiles) <= 50
    assert renderer._picture_bytes <= 3 << 20 or len(renderer._pictures) == 1
    painted = renderer.tiles_painted
    renderer.picture(hole(18), "am", 70)               # the last one is still cached
    assert renderer.tiles_painted == painted


def test_fit_keeps_the_card_shape_in_any_rect():
    for rect in (pygame.Rect(0, 0, 1200, 960), pygame.Rect(10, 20, 400, 1000), pygame.Rect(0, 0, 900, 300)):
        frame = fit(rect)
        assert rect.contains(frame.card)
        assert frame.cell * WIDTH <= rect.w and frame.cell * HEIGHT <= rect.h


def test_the_overview_shows_every_hole_and_highlights_the_current_one(screen):
    renderer = TileRenderer()
    holes = content().holes
    camera = CourseCamera(holes, pygame.Rect(0, 0, 1920, 1080))
    screen.fill((0, 0, 0))
    CourseOverview(renderer, holes).draw(screen, camera, "am", current=7)
    for number, (x, y) in camera.origins.items():
        px, py = camera.to_screen(x + 2.5, y + 4)
        assert screen.get_at((int(px), int(py)))[:3] != (0, 0, 0), number
    x, y = camera.origins[7]
    left, top = camera.to_screen(x - tiles.BORDER, y + 4)
    ring = [screen.get_at((int(left) - d, int(top)))[:3] for d in range(1, 6)]
    assert HIGHLIGHT in ring


def test_the_camera_glides_to_the_hole_in_play_and_stops_there():
    holes = content().holes
    camera = CourseCamera(holes, COURSE_RECT)
    target = camera.hole_view(9)
    camera.glide_to(target)
    seen = []
    for _ in range(200):
        camera.update(1 / 60)
        seen.append((camera.view.cx, camera.view.cy))
    assert not camera.moving and (camera.view.cx, camera.view.cy, camera.view.scale) == \
        (target.cx, target.cy, target.scale)
    assert len(set(seen[:60])) > 30                     # it moved smoothly, not in one jump
    x, y = camera.origins[9]
    left, top = camera.to_screen(x, y)
    right, bottom = camera.to_screen(x + WIDTH, y + HEIGHT)
    assert COURSE_RECT.contains(pygame.Rect(left, top, right - left, bottom - top))
    assert bottom - top >= 720


def test_a_replayed_flight_reports_its_splash_and_ends_at_the_animation_speed(screen):
    from game.games.final_nine.holes import cell_of
    from game.ui.course.disc import FlightPlayer
    from game.ui.course.flight import Throw, simulate
    throw = Throw((cell_of(2, 7), cell_of(2, 6), cell_of(2, 5), cell_of(2, 4), cell_of(3, 4)),
                  cell_of(3, 4), "w", "N")
    path = simulate(throw, 5)
    renderer = TileRenderer()
    runs = {}
    for speed in (1.0, 2.0):
        player = FlightPlayer(path, (240, 110, 40), speed=speed)
        marks, frames = [], 0
        while not player.done and frames < 1000:
            marks += [m.kind for m in player.update(1 / 60)]
            frame = renderer.draw(screen, hole(6), COURSE_RECT, "am", frames / 60)
            player.draw(screen, frame)
            frames += 1
        runs[speed] = frames
        assert marks == ["landed", "splash"]
    assert runs[2.0] < runs[1.0] * 0.75
