"""The rules reference is one key away on every table (F1, R, the pad's Back) and opens at the
section about what the player may do now; the pause menu's Rules opens there too."""

from __future__ import annotations

import pygame
import pytest

from game.games.registry import all_specs
from game.ui.overlays.dialogs import PauseScene
from game.ui.overlays.how_to_play import RulesScene
from game.ui.stage.input import KEYS, PAD_BUTTONS, Intent
from game.ui.tables import table_classes
from game.ui.tables.plain import PlainTableScene
from tests.ui.drive import open_table, press, run_until


def test_the_rules_keys():
    assert KEYS[pygame.K_F1] is Intent.RULES and KEYS[pygame.K_r] is Intent.RULES
    assert PAD_BUTTONS[pygame.CONTROLLER_BUTTON_BACK] is Intent.RULES


@pytest.mark.parametrize("spec", list(all_specs()), ids=lambda spec: spec.game_id)
def test_f1_on_a_table_opens_the_section_about_the_turn_in_progress(app, spec):
    table = open_table(app, table_classes().get(spec.game_id, PlainTableScene), spec.game_id, players=2)
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    offered = {table.rules.action_to_json(action)["type"] for action in table.legal()}
    press(app, Intent.RULES)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    section = rules.rules.sections[rules.section]
    assert section.when & offered, (section.title, offered)
    assert rules.now == rules.section
    assert all(not (earlier.when & offered) for earlier in rules.rules.sections[:rules.section])
    press(app, Intent.RULES)                      # the same key closes it
    assert not isinstance(app.stack.top, RulesScene) and table in app.stack.scenes


def test_the_pause_menus_rules_open_at_the_same_section_and_pages_turn_by_section(app):
    table = open_table(app, table_classes()["phase10"], "phase10", players=2)
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    press(app, Intent.MENU)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.show_rules()
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.section == table.rules_section_now()
    start = rules.section
    press(app, Intent.DOWN)
    assert rules.section == start + 1
    press(app, Intent.UP, Intent.UP)
    assert rules.section == max(0, start - 1)
    titles_row = rules.contents_rect(len(rules.rules.sections) - 1).center
    from tests.ui.drive import click
    click(app, titles_row)
    assert rules.section == len(rules.rules.sections) - 1


def test_while_an_ai_plays_the_rules_open_at_the_start(app):
    table = open_table(app, table_classes()["five_three_five"], "five_three_five", players=3, humans=0)
    table.open_rules()
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.section == 0 and rules.now is None
