"""The seeded content fuzzer (issue 16): every damaged content folder is refused, told, quickly.

Four hundred-odd mutations of the shipped files (see ``tests/core/content_fuzz.py``); the suite
takes a seeded sample of each family (72 cases) through the function ``check-content`` uses, in a
fresh process so that its memory is its own, and a handful through the real ``python main.py
check-content``. Each must exit 1 with ``file:line:column: problem`` lines naming the damaged
file (at the damaged line when the case knows it), with no traceback, within a CPU-time and a
memory bound. The bounds are generous (the measured worst case is far below them) so this is
not a timing test; ``python -m tests.core.content_fuzz`` runs all 462 cases and prints the table
with the real 2 s and 200 MB limits (docs/testing.md).
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.core.content_fuzz import (
    MEGABYTES_LIMIT,
    apply_case,
    classify,
    make_cases,
    run_in_subprocess,
    sample_cases,
    semantic_cases,
)

ROOT = Path(__file__).resolve().parents[2]
CASES = make_cases(seed=16)
PER_FAMILY = 6            # 78 cases: 6 of each of the 13 families; the full run is python -m tests.core.content_fuzz
GENEROUS_SECONDS = 15.0
FAMILIES = {"truncate", "bad bytes", "deleted key", "deleted line", "random flips", "swapped type",
            "huge number", "deep nesting", "alias bomb", "tags and keys", "special file",
            "dangling reference"}


def test_the_fuzzer_covers_every_family_with_a_few_hundred_cases():
    counts = Counter(case.family for case in CASES)
    assert set(counts) == FAMILIES
    assert len(CASES) >= 300 and min(counts.values()) >= 10
    assert [case.name for case in make_cases(seed=16)] == [case.name for case in CASES]


def test_the_suites_sample_takes_every_family_and_is_the_same_for_the_same_seed():
    sample = sample_cases(CASES, PER_FAMILY)
    counts = Counter(case.family for case in sample)
    assert set(counts) == FAMILIES and set(counts.values()) == {PER_FAMILY}
    assert sample == sample_cases(make_cases(seed=16), PER_FAMILY)
    assert sample != sample_cases(CASES, PER_FAMILY, seed=17)


def test_every_damaged_content_folder_is_refused_with_its_place():
    """The sample, in-process in a fresh interpreter (the growth of the suite's own process says
    nothing once an earlier test has raised its peak): every case handled (a random flip may
    leave valid content), the whole run under the memory limit, the restored copy passing."""
    command = [sys.executable, "-m", "tests.core.content_fuzz", "--in-process", "--per-family",
               str(PER_FAMILY), "--seconds", str(GENEROUS_SECONDS), "--strict"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    runs = len(sample_cases(CASES + semantic_cases(), PER_FAMILY))   # the damage families and the semantic one
    assert runs == PER_FAMILY * (len(FAMILIES) + 1)
    assert f"{runs} cases" in done.stdout and "0 fault(s)" in done.stdout, done.stdout


def _pick(family: str, note: str):
    return next(case for case in CASES if case.family == family and note in case.note)


REAL_COMMAND_CASES = [
    _pick("truncate", "cut at byte 140"),
    _pick("bad bytes", "0x0"),
    _pick("huge number", "high: 1000000000"),
    _pick("deep nesting", "list x1000"),
    _pick("alias bomb", "9^9"),
    _pick("tags and keys", "? [1, 2]"),
    _pick("special file", "fifo"),
    _pick("special file", "dev_zero"),
    _pick("special file", "folder is a symlink loop"),
]


@pytest.mark.parametrize("case", REAL_COMMAND_CASES, ids=lambda case: case.name[:60])
def test_the_real_check_content_command_refuses_damage_without_a_traceback(case, content_copy):
    apply_case(case, content_copy)
    result = run_in_subprocess(content_copy, timeout=GENEROUS_SECONDS * 2)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    # Peak RSS of the whole child, the interpreter included (about 25 MB of it).
    outcome = classify(case, content_copy, result, MEGABYTES_LIMIT + 40, GENEROUS_SECONDS)
    assert outcome == "handled", (outcome, result.seconds, result.megabytes, result.output)
