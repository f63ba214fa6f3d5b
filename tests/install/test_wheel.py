"""Installed the way a user installs it (issue 40): a wheel in a fresh venv, run from elsewhere.

Builds the wheel from this checkout, installs it into a new virtual environment outside the
checkout (no system site-packages; the dependencies come from the index like a user's), and
from another folder plays 60 frames, checks the installed content and plays one sim game.
The install folder is made read-only first: nothing may be written beside the package.
"""

from __future__ import annotations

import stat
import sys
import venv
from pathlib import Path

import pytest

from tests.install.support import ROOT, run, sim_fields, user_env


def make_read_only(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        mode = path.stat().st_mode
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path, dict[str, str]]:
    base = tmp_path_factory.mktemp("user")
    env = user_env(base, XDG_CACHE_HOME=str(base / "cache"))
    wheels = base / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
         "-w", str(wheels), str(ROOT)], base, env)
    (wheel,) = wheels.glob("final_table-*.whl")
    target = base / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False).create(target)
    python = target / "bin" / "python"
    constraints = ROOT / "constraints.txt"
    extra = ["-c", str(constraints)] if constraints.is_file() else []
    run([str(python), "-m", "pip", "install", "-q", str(wheel), *extra], base, env, timeout=600)
    site = Path(run([str(python), "-c", "import game, os; print(os.path.dirname(game.__file__))"],
                    base, env).strip())
    assert ROOT not in site.parents, site
    make_read_only(site)
    elsewhere = base / "elsewhere"
    elsewhere.mkdir()
    return target / "bin" / "final-table", elsewhere, env


def test_the_installed_game_carries_its_content_and_plays(installed):
    program, elsewhere, env = installed
    run([str(program), "--frames", "60"], elsewhere, env)
    out = run([str(program), "check-content"], elsewhere, env)
    assert out.startswith("content OK: final_nine, final_touch, finale, five_three_five, phase10")
    assert "site-packages" in out and str(ROOT) not in out, out
    from game import __version__
    assert run([str(program), "--version"], elsewhere, env).strip() == f"final-table {__version__}"


def test_the_installed_game_plays_a_sim_game(installed):
    program, elsewhere, env = installed
    out = run([str(program), "sim", "--game", "five_three_five", "--players", "2", "--games", "1"],
              elsewhere, env)
    fields = sim_fields(out)
    assert fields["games"] == "1" and fields["errors"] == "0", out
