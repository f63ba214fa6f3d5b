"""Shot set-ups every rummy table shares: play a seeded game on until a test holds, to a hit the
human can make, to the lay-down dialog with a failing group, or to the move whose events end a hand
or round (played as at a real table, so its overlay opens over the hand as it ended); let the
animation finish at once.

A game's ``shots`` module calls these with what only it knows (its action classes, what it
prefers to select, the flag its table raises when an overlay is ready to open).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.ui.tables.rummy.lay_down import LayDownScene

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.rummy.table import RummyTable


def play_until(table: RummyTable, ready: Callable[[], bool], limit: int) -> bool:
    """Play on at once, one action at a time, until ``ready()``; False if ``limit`` actions did not get there."""
    for _ in range(limit):
        if ready():
            return True
        table.advance(1)
    return False


def settle(table: RummyTable) -> None:
    """Let every animation finish at once, as if the player had waited; then read the view again."""
    table.anim.update(100.0)      # a step at least: a tween may still run while the player is idle
    table.player.update(100.0)
    run_until(table, lambda: table.player.idle, 399)
    table.resync(force=True)
    table.update(0.0)


def select_a_hit(table: RummyTable, hit_class: type, prefer: Callable[[str], bool] | None = None,
                 limit: int = 1500) -> None:
    """Play on until the human, with its requirement down, can hit a group (or the game is over);
    then select the card of the first such hit (of the first whose card ``prefer`` likes, if any)."""
    def can_hit() -> bool:
        view = table.view()
        ready = table.human_to_act() and view.stage == "play" and sum(view.laid) >= 2
        return view.stage == "over" or ready and any(isinstance(a, hit_class) for a in table.rules.legal_actions(table.state))
    play_until(table, can_hit, limit)
    hits = [a for a in table.rules.legal_actions(table.state) if isinstance(a, hit_class)]
    if hits:
        liked = [a for a in hits if prefer(a.card)] if prefer is not None else []
        pick = (liked or hits)[0]
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == pick.card
        table.selection_changed()


def failing_lay_down(app: App, table: RummyTable, lay_down_class: type, limit: int,
                     focus_selected: bool = False) -> None:
    """Play on until the human can lay down; open the dialog with the solver's first group in
    place and a wrong card in the second, so the engine's explanation shows (``focus_selected``:
    the keyboard focus on the selected card)."""
    play_until(table, lambda: table.human_to_act() and table.view().stage == "play" and not table.view().laid[0] and
               any(isinstance(a, lay_down_class) for a in table.rules.legal_actions(table.state)), limit)
    table.open_lay_down()
    dialog = app.stack.top
    assert isinstance(dialog, LayDownScene)
    dialog.suggest()
    if len(dialog.groups) > 1:
        second = list(dialog.groups[-1])
        dialog.return_group(len(dialog.groups) - 1)
        faces = table.rules.content.ctx.faces
        stray = next((c for c in dialog.pool if c not in second and not faces[c].wild and
                      faces[c].number != faces[second[0]].number), None)
        dialog.selected = {second[0]} | ({stray} if stray else set())
        dialog.put(len(dialog.groups) - 1)
        dialog.selected = set(second[1:2])
    dialog.refresh()
    if focus_selected:
        for index, widget in enumerate(dialog.group.widgets):
            if getattr(widget, "selected", False):
                dialog.group.focus = index


def run_until(table: RummyTable, ready: Callable[[], bool], rounds: int = 600) -> None:
    """Run the animation at once until ``ready()`` (an overlay waits to open); clear the effects."""
    for _ in range(rounds):
        if ready():
            break
        table.anim.update(100.0)
        table.player.update(100.0)
    table.fx.clear()
    table.anim.particles.clear()


def play_to_event(app: App, table: RummyTable, kind: str, ready: Callable[[], bool], limit: int) -> bool:
    """Play on at once (normal bots) until the next action's events hold ``kind``; play that one
    as at a real table (animated, its overlay waiting), then run the animation until ``ready()``.
    False if the game ended first."""
    rules = table.rules
    bot = table.spec.bots["normal"](rules)
    for _ in range(limit):
        state = table.state
        if rules.is_over(state):
            return False
        seat = rules.current_player(state)
        assert seat is not None
        action = bot.choose(rules.view(state, seat), rules.legal_actions(state), app.rng)
        trial = rules.state_from_json(rules.state_to_json(state))
        if any(event.kind == kind for event in rules.apply(trial, action)[1]):
            table.play(action)
            break
        table.play(action)
        table.advance(0)
    run_until(table, ready)
    return ready()
