"""The setup screen says what each game option does (issue 15, point 9): every option's
description from the game's spec is drawn in full, inside the options column, under its own
stepper and clear of every button."""

from __future__ import annotations

import pytest

from game.games.registry import all_specs
from game.ui.scenes.setup import OPTIONS, SetupScene
from game.ui.stage.widgets import Button, Stepper

SPECS = [spec for spec in all_specs() if spec.playable and spec.options]


@pytest.mark.parametrize("spec", SPECS, ids=[spec.game_id for spec in SPECS])
def test_every_option_shows_its_description(app, spec):
    scene = SetupScene(app, spec)
    app.stack.push(scene)
    app.text.checks = []
    app.render()
    drawn = [(words, rect) for words, rect, _ in app.text.checks]
    app.text.checks = None
    widgets = [w for w in scene.group.widgets if isinstance(w, (Button, Stepper))]
    for option in spec.options:
        assert option.help, f"{spec.game_id}.{option.name} has no description"
        lines = [(words, rect) for words, rect in drawn if words and words in option.help and rect.left == OPTIONS.left
                 and words not in {other.label for other in spec.options}]
        assert " ".join(words for words, _ in lines) == " ".join(option.help.split())
        for words, rect in lines:
            assert OPTIONS.contains(rect), (words, rect)
            assert not any(rect.colliderect(w.rect.inflate(14, 14)) for w in widgets), words
