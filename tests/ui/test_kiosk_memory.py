"""The kiosk's memory stays bounded: finished demos are freed (their tables, their bot workers),
fonts and pictures are kept in bounded caches, and open files do not grow demo after demo."""

from __future__ import annotations

import gc
import multiprocessing
import os
import time
import weakref

import pygame
import pytest

from game.ui.draw.surface_cache import SurfaceCache
from game.ui.draw.text import FONTS_KEPT, FontShelf
from game.ui.shell import kiosk as kiosk_module


@pytest.fixture
def kiosk_app(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    from game.ui.shell.app import App
    application = App(seed=5, show_window=False, kiosk=True)
    yield application
    application.shutdown()


def frames(app, seconds: float) -> None:
    """Steps and draws, as the real loop does (pictures are built while drawing)."""
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)
        app.render()


def font_files_open() -> int:
    folder = "/proc/self/fd"
    names = []
    for fd in os.listdir(folder):
        try:
            names.append(os.readlink(os.path.join(folder, fd)))
        except OSError:
            continue
    return sum(name.endswith(".ttf") for name in names)


def test_font_shelf_keeps_at_most_its_share_and_rebuilds_what_it_let_go():
    pygame.font.init()
    shelf = FontShelf(kept=8)
    first = shelf.get("DejaVuSans.ttf", 10)
    for px in range(11, 60):
        shelf.get("DejaVuSans.ttf", px).size("Ag")
    assert len(shelf) == 8
    again = shelf.get("DejaVuSans.ttf", 10)
    assert again is not first and again.size("Ag") == first.size("Ag")
    assert shelf.get("DejaVuSans.ttf", 10) is again         # kept while in use


def test_surface_cache_is_bounded_in_bytes_and_drops_the_least_recently_used():
    cache: SurfaceCache = SurfaceCache(3 * 400 * 400 * 4)
    pictures = [pygame.Surface((400, 400), pygame.SRCALPHA) for _ in range(6)]
    cache["a"], cache["b"], cache["c"] = pictures[:3]
    assert cache.get("a") is pictures[0]                     # used: now the newest
    cache["d"] = pictures[3]
    assert "b" not in cache and "a" in cache and cache.get("d") is pictures[3]
    assert cache.bytes <= cache.max_bytes and len(cache) == 3
    cache["pair"] = (pictures[4], pictures[5])               # a source and its turned frame both count
    assert cache.bytes <= cache.max_bytes and len(cache) == 2


def test_finished_demo_tables_are_freed_before_the_next_is_built(kiosk_app, monkeypatch):
    import game.ui.tables as tables_module
    monkeypatch.setattr(kiosk_module, "DEMO_SECONDS", 1.5)
    kiosk = kiosk_app.kiosk
    tables: list[weakref.ref] = []
    build = tables_module.table_scene_for
    held_while_building: list[str] = []

    def building(*args, **kwargs):
        held_while_building.extend(ref().spec.game_id for ref in tables if ref() is not None)
        return build(*args, **kwargs)
    monkeypatch.setattr(tables_module, "table_scene_for", building)
    kiosk.start_attract()
    for _ in range(6):               # a round of every game, then the first again
        tables.append(weakref.ref(kiosk.demo))
        frames(kiosk_app, 1.6)
    assert kiosk.counts.demos_started == 7
    assert not held_while_building, f"a finished table was alive while the next was built: {held_while_building}"
    gc.collect()
    alive = [ref().spec.game_id for ref in tables if ref() is not None]
    assert not alive, f"finished demo tables still held: {alive}"


def test_a_demo_seats_a_hard_ai_whose_worker_ends_with_the_demo(kiosk_app, monkeypatch):
    # A long slot, watched until the hard seat's worker has started: the other seats think on a
    # thread, so how many frames their turns take depends on the machine, not on the kiosk.
    monkeypatch.setattr(kiosk_module, "DEMO_SECONDS", 120.0)
    monkeypatch.setattr(kiosk_module, "HARD_EVERY", 1)
    kiosk = kiosk_app.kiosk
    kiosk.next_index = [spec.game_id for spec in kiosk.demo_specs()].index("five_three_five")
    earlier = set(multiprocessing.active_children())     # whatever earlier tests in this process left
    kiosk.start_attract()
    table = kiosk.demo
    assert [seat.bot for seat in table.seats].count("hard") == 1
    thought = False
    for _ in range(119 * 60):
        kiosk_app.step(1 / 60)
        thought = bool(table._thinker)
        if thought:
            break
    assert thought, "the hard AI never took a turn in its worker"
    kiosk.hard_bots = False
    monkeypatch.setattr(kiosk_module, "DEMO_SECONDS", 0.0)     # the slot is over: the next demo
    frames(kiosk_app, 0.3)
    assert kiosk.demo is not table and not any(seat.bot == "hard" for seat in kiosk.demo.seats)

    def demo_workers() -> set:
        return set(multiprocessing.active_children()) - earlier
    deadline = time.monotonic() + 120       # a cap: the worker is told to stop; exiting takes a moment
    while demo_workers() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not demo_workers(), "a finished demo's bot worker is still running"


def test_open_font_files_stay_within_the_shelves(kiosk_app, monkeypatch):
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("needs /proc")
    monkeypatch.setattr(kiosk_module, "DEMO_SECONDS", 1.0)
    gc.collect()
    before = font_files_open()          # whatever earlier tests left open
    kiosk_app.kiosk.start_attract()
    frames(kiosk_app, 5 * 1.05)
    gc.collect()
    assert len(kiosk_app.text._fonts) <= FONTS_KEPT and len(kiosk_app.cards._fonts) <= FONTS_KEPT
    assert font_files_open() - before <= 2 * FONTS_KEPT      # one file per font on the two shelves


def test_caches_are_per_demo_in_the_kiosk(kiosk_app):
    from game.ui.stage import widgets
    kiosk = kiosk_app.kiosk
    kiosk.start_attract()
    frames(kiosk_app, 1.0)
    assert kiosk_app.text._label_bytes > 0 and kiosk_app.cards._cache_bytes > 0 and len(widgets._PANELS)
    kept = {"labels": dict(kiosk_app.text._labels), "faces": dict(kiosk_app.cards._cache),
            "panels": dict(widgets._PANELS._items)}
    kiosk.start_demo()               # the next game: nothing the last one painted is kept
    # (a pushed scene paints its first frame at once, so the new demo's own pictures may be there)
    now = {"labels": kiosk_app.text._labels, "faces": kiosk_app.cards._cache, "panels": widgets._PANELS._items}
    for name, before in kept.items():
        assert before, name
        assert not [key for key, value in before.items() if now[name].get(key) is value], name
    frames(kiosk_app, 0.5)
    assert kiosk_app.text._label_bytes > 0          # and the new one draws as before
