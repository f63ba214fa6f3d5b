"""The table kit's common parts on their own: the event player and the action bar."""

from __future__ import annotations

import pygame
import pytest

from game.core.engine import Event
from game.ui.draw.anim import Animator
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.action_bar import ActionBar, ButtonSpec, Offer, RowLayout
from game.ui.tables.common.player import Cue, EventPlayer, UnhandledEvent


def make_player(log: list, anim: Animator | None = None) -> tuple[EventPlayer, Animator]:
    anim = anim or Animator()

    def timed(seconds: float | None):
        def handler(event: Event) -> float | None:
            log.append(event.kind)
            return seconds
        return handler

    def moving(event: Event) -> None:
        log.append(event.kind)
        anim.tween(0.5, 0.0, 1.0)     # something moves for half a second

    cues = {"deal": Cue(timed(0.4)), "pass": Cue(timed(0.2), overlap=True), "draw": Cue(moving),
            "zero": Cue(timed(0.0))}
    return EventPlayer(anim, cues, ignored={"quiet"}, name="test table"), anim


def tick(player: EventPlayer, anim: Animator, seconds: float, step: float = 0.05) -> None:
    for _ in range(round(seconds / step)):
        anim.update(step)
        player.update(step)


def test_cues_wait_for_the_previous_hold_and_overlapping_ones_do_not():
    log: list = []
    player, anim = make_player(log)
    player.play([Event("deal"), Event("pass"), Event("deal"), Event("zero")])
    assert log == ["deal", "pass"]              # the pass overlaps the first deal
    tick(player, anim, 0.3)
    assert log == ["deal", "pass"]
    tick(player, anim, 0.15)
    assert log == ["deal", "pass", "deal"]
    tick(player, anim, 0.45)
    assert log == ["deal", "pass", "deal", "zero"] and player.idle


def test_a_cue_returning_none_holds_until_nothing_moves():
    log: list = []
    player, anim = make_player(log)
    player.play([Event("draw"), Event("zero")])
    tick(player, anim, 0.3)
    assert log == ["draw"] and player.pending
    tick(player, anim, 0.3)
    assert log == ["draw", "zero"]


def test_then_runs_right_after_the_current_cue_and_pause_waits_for_resume():
    anim = Animator()
    log: list = []
    player: EventPlayer

    def clear(event: Event) -> float:
        log.append("flourish")
        player.then(0.3, lambda: log.append("sweep"))
        return 0.2

    def summary(event: Event) -> float:
        log.append("summary")
        player.pause()
        return 0.0
    player = EventPlayer(anim, {"clear": Cue(clear), "round_end": Cue(summary),
                                "deal": Cue(lambda e: log.append("deal") or 0.1)})
    player.play([Event("clear"), Event("deal"), Event("round_end"), Event("deal")])
    tick(player, anim, 0.25)
    assert log == ["flourish", "sweep"]
    tick(player, anim, 1.0)
    assert log == ["flourish", "sweep", "deal", "summary"] and player.pending
    player.resume()
    assert log[-1] == "deal"


def test_an_unknown_kind_is_an_error_and_ignored_kinds_are_noted():
    log: list = []
    player, _anim = make_player(log)
    noted: list = []
    player.note = lambda event: noted.append(event.kind)
    with pytest.raises(UnhandledEvent, match="test table: no cue for event kind 'dael'"):
        player.play([Event("dael")])
    player.play([Event("quiet")])
    assert noted == ["quiet"] and player.handles("quiet") and not player.handles("dael")
    assert player.unhandled(["deal", "dael", "quiet", "nope"]) == ["dael", "nope"]


def test_instant_and_rushed_play_run_everything_now_and_rushed_skips_pauses():
    log: list = []
    anim = Animator(instant=True)
    player, _ = make_player(log, anim)
    player.play([Event("deal"), Event("draw"), Event("deal")])
    assert log == ["deal", "draw", "deal"] and player.idle
    paused = EventPlayer(Animator(), {"end": Cue(lambda e: paused.pause()), "deal": Cue(lambda e: log.append(1))})
    with paused.rushed():
        paused.play([Event("end"), Event("deal")])
    assert log[-1] == 1 and not paused.pending and not paused.anim.instant


def test_the_bar_lights_legal_offers_and_keeps_the_engine_reason_on_the_rest():
    pygame.init()
    pressed: list = []
    lead, passing = ButtonSpec("lead", "Lead"), ButtonSpec("pass", "Pass", shortcut=Intent.ACTION_X)
    bar = ActionBar(RowLayout(y=700, width=200, gap=20), on_press=pressed.append)
    bar.offer([Offer(lead, ("lead", 5)), Offer(passing, "pass"), Offer(ButtonSpec("add", "Add"), None,
                                                                        missing="choose cards first")],
              legal=["pass"], why_illegal=lambda action: "a lead needs a set" if action[0] == "lead" else None)
    lit = {b.offer.spec.key: (b.lit, b.reason) for b in bar.buttons}
    assert lit == {"lead": (False, "a lead needs a set"), "pass": (True, None),
                   "add": (False, "choose cards first")}
    assert [b.rect.x for b in bar.buttons] == [960 - 320, 960 - 100, 960 + 120]
    bar.focus = 0
    assert bar.focused_reason() == "a lead needs a set"
    bar.handle(InputEvent(Intent.CONFIRM))
    assert pressed[-1].offer.spec.key == "lead" and not pressed[-1].lit   # unlit still reports
    assert bar.shortcut(Intent.ACTION_X) and pressed[-1].offer.action == "pass"
    assert not bar.shortcut(Intent.ACTION_Y)
    surface = pygame.Surface((1920, 1080))
    from game.ui.draw.text import Text
    bar.draw(surface, Text(), focused=True)
    assert surface.get_at(bar.button("pass").rect.center) != surface.get_at((5, 5))
