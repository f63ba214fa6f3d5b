"""The standalone bundle (issue 40, point 4): PyInstaller's one-folder build, run from elsewhere.

Builds ``packaging/final-table.spec`` the way the README says, then runs the bundled program
from another folder with a clean environment (no PYTHONPATH, no venv): 60 frames, the kiosk
for 600 frames, the content check of its own content and one sim game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tests.install.support import ROOT, run, sim_fields, user_env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> tuple[Path, Path, dict[str, str]]:
    base = tmp_path_factory.mktemp("bundle")
    env = user_env(base)
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(base / "dist"), "--workpath", str(base / "build"),
         str(ROOT / "packaging" / "final-table.spec")], base, env, timeout=900)
    program = base / "dist" / "final-table" / ("final-table.exe" if os.name == "nt" else "final-table")
    assert program.is_file()
    elsewhere = base / "elsewhere"
    elsewhere.mkdir()
    return program, elsewhere, env


def test_the_bundle_plays_and_runs_the_kiosk(bundle):
    program, elsewhere, env = bundle
    run([str(program), "--frames", "60"], elsewhere, env)
    out = run([str(program), "--kiosk", "--frames", "600"], elsewhere, env)
    assert out.strip().splitlines()[-1].startswith("kiosk: frames=600 demos_started=1"), out


def test_the_bundle_checks_its_own_content_and_plays_a_sim_game(bundle):
    program, elsewhere, env = bundle
    out = run([str(program), "check-content"], elsewhere, env)
    assert out.startswith("content OK: final_nine, final_touch, finale, five_three_five, phase10")
    assert str(program.parent) in out and str(ROOT) not in out, out
    out = run([str(program), "sim", "--game", "finale", "--players", "2", "--games", "1"], elsewhere, env)
    fields = sim_fields(out)
    assert fields["games"] == "1" and fields["errors"] == "0", out
