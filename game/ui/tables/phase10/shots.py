"""Phase 10 shot set-ups: seeded games played on to the moment a shot should show (a hit to
make, the lay-down dialog with a failing group, a hand's summary, a phase choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.phase10.actions import Hit, LayDown
from game.ui.tables.rummy.lay_down import LayDownScene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.tables.phase10.table import Phase10Table


def human_turn_with_laid_phase(app: App, table: Phase10Table) -> None:
    """Play on until the human, with its phase down, can hit a group; then select that card."""
    for _ in range(1500):
        view = table.view()
        ready = table.human_to_act() and view.stage == "play" and sum(view.laid) >= 2
        if view.stage == "over" or ready and any(isinstance(a, Hit) for a in table.rules.legal_actions(table.state)):
            break
        table.advance(1)
    hits = [a for a in table.rules.legal_actions(table.state) if isinstance(a, Hit)]
    if hits:
        wild = [a for a in hits if table.rules.content.is_wild(a.card)]
        pick = (wild or hits)[0]
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == pick.card
        table.selection_changed()


def lay_down_dialog(app: App, table: Phase10Table) -> None:
    """Play on until the human can lay down; open the dialog with the solver's first group in
    place and a wrong card in the second, so the engine's explanation shows."""
    for _ in range(900):
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
    for index, widget in enumerate(dialog.group.widgets):
        if getattr(widget, "selected", False):
            dialog.group.focus = index


def hand_summary(app: App, table: Phase10Table) -> None:
    """Play on to the last move of the first hand; play that one as at a real table (the
    next deal waits), so the summary opens over the hand as it ended."""
    rules = table.rules
    bot = table.spec.bots["normal"](rules)
    for _ in range(3000):
        state = table.state
        if rules.is_over(state):
            return
        seat = rules.current_player(state)
        assert seat is not None
        action = bot.choose(rules.view(state, seat), rules.legal_actions(state), app.rng)
        trial = rules.state_from_json(rules.state_to_json(state))
        if any(event.kind == "hand_end" for event in rules.apply(trial, action)[1]):
            table.play(action)
            break
        table.play(action)
        table.advance(0)
    for _ in range(400):
        if table.summary_ready is not None:
            break
        table.anim.update(100.0)
        table.player.update(100.0)
    table.fx.clear()
    table.anim.particles.clear()


def phase_choice(app: App, table: Phase10Table) -> None:
    """The second hand's phase choice (one phase already made); the table opens it when ready."""
    for _ in range(3000):
        view = table.view()
        if view.hand_number >= 2 and view.stage == "choose" and table.human_to_act():
            return
        table.advance(1)
