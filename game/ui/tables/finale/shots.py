"""Finale shot set-ups: seeded games played on to the moment a shot should show (a turn with
Levels on the table, an Exchange half drawn, the lay-down dialog with a failing group, the
Grand Finale standings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.finale.actions import Draw, Exchange, Hit, LayDown
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.rummy.lay_down import LayDownScene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.tables.finale.table import FinaleTable


def settle(table: FinaleTable) -> None:
    """Let every animation finish at once, as if the player had waited."""
    for _ in range(400):
        table.anim.update(100.0)
        table.player.update(100.0)
        if table.player.idle:
            break
    table.fx.clear()
    table.anim.particles.clear()
    table.resync(force=True)
    table.update(0.0)


def laid_levels(app: App, table: FinaleTable) -> None:
    """Play on until the human, with its Level down, can hit a group; then select that card."""
    for _ in range(1500):
        view = table.view()
        ready = table.human_to_act() and view.stage == "play" and sum(view.laid) >= 2
        if view.stage == "over" or ready and any(isinstance(a, Hit) for a in table.rules.legal_actions(table.state)):
            break
        table.advance(1)
    hits = [a for a in table.rules.legal_actions(table.state) if isinstance(a, Hit)]
    if hits:
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == hits[0].card
        table.selection_changed()


def exchange_in_progress(app: App, table: FinaleTable) -> None:
    """Play on until the human may play an Exchange; play it and take its first draw."""
    for _ in range(3000):
        if table.human_to_act() and table.view().stage == "draw" and \
                any(isinstance(a, Exchange) for a in table.rules.legal_actions(table.state)):
            break
        table.advance(1)
    exchange = next((a for a in table.rules.legal_actions(table.state) if isinstance(a, Exchange)), None)
    if exchange is None:
        return
    table.play(exchange)
    settle(table)
    table.play(Draw("draw"))
    settle(table)


def lay_down_dialog(app: App, table: FinaleTable) -> None:
    """Play on until the human can lay down; open the dialog with the solver's first group in
    place and a wrong card in the second, so the engine's explanation shows."""
    for _ in range(1500):
        if table.human_to_act() and table.view().stage == "play" and not table.view().laid[0] and \
                any(isinstance(a, LayDown) for a in table.rules.legal_actions(table.state)):
            break
        table.advance(1)
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


def grand_standings(app: App, table: FinaleTable) -> None:
    """A Grand Finale played out by the bots; the standings with points per Challenge."""
    table.advance(60000)
    table.finished_shown = True
    app.stack.push(StandingsScene(app, table))


def play_to(app: App, table: FinaleTable, kind: str, limit: int = 20000) -> bool:
    """Play on at once until the next action's events hold ``kind``; play that one as at a real
    table (animated, the overlay waiting), then run the animation until the overlay is ready."""
    rules = table.rules
    for _ in range(limit):
        state = table.state
        if rules.is_over(state):
            return False
        seat = rules.current_player(state)
        assert seat is not None
        bot = table.spec.bots["normal"](rules)
        action = bot.choose(rules.view(state, seat), rules.legal_actions(state), app.rng)
        trial = rules.state_from_json(rules.state_to_json(state))
        if any(event.kind == kind for event in rules.apply(trial, action)[1]):
            table.play(action)
            break
        table.play(action)
        table.advance(0)
    for _ in range(600):
        if table.overlay_ready is not None:
            break
        table.anim.update(100.0)
        table.player.update(100.0)
    table.fx.clear()
    table.anim.particles.clear()
    return table.overlay_ready is not None


def round_summary(app: App, table: FinaleTable) -> None:
    """The first round's last move played as at a real table: its summary opens over it."""
    if play_to(app, table, "round_end"):
        table.update(0.0)


def challenge_standings(app: App, table: FinaleTable) -> None:
    """A Grand Finale's first Challenge played out; after its last round's summary, the
    standings between Challenges."""
    play_to(app, table, "challenge_end")
    table.update(0.0)                      # the round summary opens; close it as a player would
    summary = app.stack.top
    if summary is not table:
        summary.close()
    for _ in range(600):
        if table.overlay_ready is not None:
            break
        table.anim.update(100.0)
        table.player.update(100.0)
    table.fx.clear()
    table.anim.particles.clear()
    if table.overlay_ready is not None:
        table.update(0.0)
