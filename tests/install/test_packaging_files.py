"""The kiosk start-up files under packaging/ (issue 40, point 5) say what the README says.

Each file is parsed key by key (the desktop-entry and unit formats are both INI-like); where
``systemd-analyze`` exists and can run here, it verifies the unit as well.
"""

from __future__ import annotations

import configparser
import shutil
import subprocess
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def parse(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str            # keys are case-sensitive in both formats
    parser.read_string((PACKAGING / name).read_text(encoding="utf-8"))
    return parser


def test_the_desktop_entry_starts_the_game_and_offers_the_kiosk():
    entry = parse("final-table.desktop")
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application" and main["Name"] == "Final Table"
    assert main["Exec"] == "final-table" and main["Terminal"] == "false"
    assert "Game" in main["Categories"].split(";")
    assert entry["Desktop Action Kiosk"]["Exec"] == "final-table --kiosk"


def test_the_autostart_entry_starts_the_kiosk():
    main = parse("final-table-kiosk.desktop")["Desktop Entry"]
    assert main["Type"] == "Application" and main["Exec"] == "final-table --kiosk"
    assert main["Terminal"] == "false"


def test_the_user_unit_starts_the_kiosk_and_restarts_it():
    unit = parse("final-table-kiosk.service")
    assert unit["Service"]["ExecStart"].endswith("final-table --kiosk")
    assert unit["Service"]["Restart"] == "always"
    assert int(unit["Service"]["RestartSec"]) > 0
    assert unit["Install"]["WantedBy"] == "graphical-session.target"
    assert set(unit["Unit"]) >= {"Description", "StartLimitIntervalSec", "StartLimitBurst"}


def test_systemd_accepts_the_unit():
    tool = shutil.which("systemd-analyze")
    if tool is None:
        pytest.skip("systemd-analyze is not on this machine; the keys are checked above")
    done = subprocess.run([tool, "verify", str(PACKAGING / "final-table-kiosk.service")],
                          capture_output=True, text=True, timeout=60, check=False)
    if "Failed to initialize manager" in done.stderr:
        pytest.skip(f"systemd-analyze cannot run here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0 and "final-table-kiosk.service" not in done.stderr, done.stderr
