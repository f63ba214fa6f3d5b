"""Phase 10 shot set-ups: seeded games played on to the moment a shot should show (a hit to
make, the lay-down dialog with a failing group, a hand's summary, a phase choice)."""

from __future__ import annotations

from typing import Any

from game.games.phase10.actions import Hit, LayDown
from game.ui.tables.phase10_dialogs import LayDownScene


def human_turn_with_laid_phase(app: Any, table: Any) -> None:
    """Play on until the human, with its phase down, can hit a group; then select that card."""
    for _ in range(1500):
        state = table.state
        ready = table.human_to_act() and state.stage == "play" and sum(state.laid) >= 2
        if state.stage == "over" or ready and any(isinstance(a, Hit) for a in table.rules.legal_actions(state)):
            break
        table.advance(1)
    hits = [a for a in table.rules.legal_actions(table.state) if isinstance(a, Hit)]
    if hits:
        wild = [a for a in hits if table.rules.content.is_wild(a.card)]
        pick = (wild or hits)[0]
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == pick.card
        table.selection_changed()


def lay_down_dialog(app: Any, table: Any) -> None:
    """Play on until the human can lay down; open the dialog with the solver's first group in
    place and a wrong card in the second, so the engine's explanation shows."""
    for _ in range(900):
        state = table.state
        if table.human_to_act() and state.stage == "play" and not state.laid[0] and \
                any(isinstance(a, LayDown) for a in table.rules.legal_actions(state)):
            break
        table.advance(1)
    dialog = LayDownScene(app, table)
    app.stack.push(dialog)
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


def hand_summary(app: Any, table: Any) -> None:
    """Play on to the last move of the first hand; play that one as at a real table (the
    next deal waits), so the summary opens over the hand as it ended."""
    bot = table.spec.bots["normal"](table.rules)
    for _ in range(3000):
        state = table.state
        if table.rules.is_over(state):
            return
        action = bot.choose(table.rules.view(state, state.turn), table.rules.legal_actions(state), app.rng)
        trial = table.rules.state_from_json(table.rules.state_to_json(state))
        if any(event.kind == "hand_end" for event in table.rules.apply(trial, action)[1]):
            table.play(action)
            break
        table.play(action)
        table.advance(0)
    for _ in range(400):
        if table.summary_ready is not None:
            break
        table.anim.update(100.0)
    table.queue_left = 0.0
    table.fx.clear()
    table.anim.particles.clear()


def phase_choice(app: Any, table: Any) -> None:
    """The second hand's phase choice (one phase already made); the table opens it when ready."""
    for _ in range(3000):
        state = table.state
        if state.hand_number >= 2 and state.stage == "choose" and table.human_to_act():
            return
        table.advance(1)
