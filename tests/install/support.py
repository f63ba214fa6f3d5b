"""What the install tests share: a clean user environment and a command that must succeed."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def user_env(base: Path, **extra: str) -> dict[str, str]:
    """The environment of a user with no checkout: no PYTHON* or venv variables, headless."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               FINAL_TABLE_HOME=str(base / "home"), **extra)
    return env


def run(args: list[str], cwd: Path, env: dict[str, str], timeout: float = 300) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, f"{args} exited {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return done.stdout


def sim_fields(out: str) -> dict[str, str]:
    """``sim``'s report as name -> value."""
    return dict(line.strip().split(": ", 1) for line in out.splitlines() if ": " in line)
