"""Phase 10's part of the event coverage: every event kind the engine documents, and every kind it
emits in seeded games, has a cue in the table's event table; an unknown kind is refused."""

from __future__ import annotations

import random

import pytest

from game.core.engine import Event, GameConfig
from game.games.phase10.view import EVENT_KINDS
from game.games.registry import spec_for
from game.ui.tables.common.player import UnhandledEvent
from game.ui.tables.phase10 import Phase10Table
from tests.phase10.support import rules
from tests.ui.drive import open_table


def emitted_kinds(players: int, seed: int) -> set[str]:
    """Every event kind of one whole seeded game, normal and random bots taking turns."""
    engine, spec = rules(), spec_for("phase10")
    state, events = engine.new_game_with_events(GameConfig(players), seed)
    kinds = {event.kind for event in events}
    bots = [spec.bots["normal" if seat % 2 == 0 else "random"](engine) for seat in range(players)]
    rng = random.Random(seed)
    while not engine.is_over(state):
        seat = engine.current_player(state)
        action = bots[seat].choose(engine.view(state, seat), engine.legal_actions(state), rng)
        state, events = engine.apply(state, action)
        kinds |= {event.kind for event in events}
    return kinds


def test_every_documented_event_kind_has_a_cue_at_the_table(app):
    table = open_table(app, Phase10Table, "phase10")
    assert table.player.unhandled(EVENT_KINDS) == []


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (6, 3)])
def test_every_kind_the_engine_emits_in_a_game_is_documented_and_played(app, players, seed):
    kinds = emitted_kinds(players, seed)
    assert kinds <= EVENT_KINDS, f"undocumented kinds: {sorted(kinds - EVENT_KINDS)}"
    assert {"lay_down", "hit", "hand_end", "game_end"} <= kinds     # a whole game, not a stub
    table = open_table(app, Phase10Table, "phase10", players=players)
    assert table.player.unhandled(kinds) == []


def test_the_table_cues_only_kinds_the_engine_emits(app):
    table = open_table(app, Phase10Table, "phase10")
    assert set(table.player.cues) | table.player.ignored <= EVENT_KINDS


def test_an_event_kind_the_table_does_not_know_is_refused(app):
    table = open_table(app, Phase10Table, "phase10")
    with pytest.raises(UnhandledEvent, match="dael"):
        table.player.play([Event("dael", 0)])
