"""Fixtures the content tests share."""

from __future__ import annotations

import shutil

import pytest

from game.paths import CONTENT_DIR


@pytest.fixture
def content_copy(tmp_path):
    """A copy of the shipped content folder, for a test to damage."""
    root = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, root)
    return root
