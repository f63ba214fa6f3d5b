"""A shipped file that is missing or unreadable is named to the player, never a traceback."""

from __future__ import annotations

import shutil

import pytest

from game import paths
from game.cli.main import main


@pytest.fixture
def fonts(tmp_path, monkeypatch):
    folder = tmp_path / "fonts"
    shutil.copytree(paths.FONTS_DIR, folder)
    monkeypatch.setattr(paths, "FONTS_DIR", folder)
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    return folder


def test_a_missing_font_is_named_and_the_game_exits_3(fonts, capsys):
    (fonts / "DejaVuSans-Bold.ttf").unlink()
    assert main(["--frames", "5"]) == 3
    err = capsys.readouterr().err
    assert f"the file {fonts / 'DejaVuSans-Bold.ttf'} is missing" in err
    assert "reinstall the game or restore the file" in err and "Traceback" not in err


def test_an_unreadable_font_is_named(fonts, capsys):
    (fonts / "DejaVuSans.ttf").unlink()
    (fonts / "DejaVuSans.ttf").mkdir()      # a folder where the font should be: cannot be read
    assert main(["--frames", "5"]) == 3
    assert f"the file {fonts / 'DejaVuSans.ttf'} cannot be read" in capsys.readouterr().err


def test_a_missing_content_folder_is_named(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(paths, "CONTENT_DIR", tmp_path / "nowhere")
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    assert main(["--frames", "5"]) == 3
    assert f"the folder {tmp_path / 'nowhere'} is missing" in capsys.readouterr().err


def test_with_every_file_there_the_game_plays(fonts, capsys):
    code = main(["--frames", "5"])
    assert code == 0, capsys.readouterr().err
