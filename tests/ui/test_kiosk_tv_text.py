"""The TV text size on the kiosk's and couch's own screens (issue 12, point 8): the attract
caption, the statistics screen and the controller join screen keep every label in its box."""

from __future__ import annotations

import pytest

from game.cli.shots import catalogue, settle
from game.ui.settings import TV_TEXT_SCALE
from tests.ui.test_label_fit import _check


@pytest.mark.parametrize("scene", ["attract", "statistics", "join_pads"])
def test_tv_text_size_fits_on_the_couch_screens(app, tmp_path, scene):
    app.settings.tv_text = True
    app.text.scale = TV_TEXT_SCALE

    def build() -> None:
        catalogue()[scene](app, 1)
        settle(app)
    _check(app, tmp_path, f"{scene}-tv", build)
