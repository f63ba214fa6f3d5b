"""The seeded content fuzzer (issue 16): every damaged content folder is refused, told, quickly.

Four hundred-odd mutations of the shipped files (see ``tests/core/content_fuzz.py``) go through
the function ``check-content`` uses; a handful go through the real ``python main.py
check-content``. Each must exit 1 with ``file:line:column: problem`` lines naming the damaged
file (at the damaged line when the case knows it), with no traceback, within a time and a
memory bound. The bounds are generous (the measured worst case is far below them) so this is
not a timing test; ``python -m tests.core.content_fuzz`` prints the table with the real 2 s
and 200 MB limits.
"""

from __future__ import annotations

import resource
import shutil
from collections import Counter

import pytest

from game.paths import CONTENT_DIR
from tests.core.content_fuzz import (
    LENIENT_FAMILIES,
    MEGABYTES_LIMIT,
    apply_case,
    classify,
    make_cases,
    restore_case,
    run_in_process,
    run_in_subprocess,
)

CASES = make_cases(seed=16)
GENEROUS_SECONDS = 15.0
FAMILIES = {"truncate", "bad bytes", "deleted key", "deleted line", "random flips", "swapped type",
            "huge number", "deep nesting", "alias bomb", "tags and keys", "special file",
            "dangling reference"}


@pytest.fixture
def content_copy(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, root)
    return root


def test_the_fuzzer_covers_every_family_with_a_few_hundred_cases():
    counts = Counter(case.family for case in CASES)
    assert set(counts) == FAMILIES
    assert len(CASES) >= 300 and min(counts.values()) >= 10
    assert [case.name for case in make_cases(seed=16)] == [case.name for case in CASES]


def test_every_damaged_content_folder_is_refused_with_its_place(content_copy):
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    failures = []
    for case in CASES:
        apply_case(case, content_copy)
        try:
            result = run_in_process(content_copy, timeout=GENEROUS_SECONDS * 2)
        finally:
            restore_case(case, content_copy)
        outcome = classify(case, content_copy, result, MEGABYTES_LIMIT, GENEROUS_SECONDS)
        # A random flip may land in a name ("Skylark" -> "Skyl:rk") and leave valid content.
        allowed = ("handled", "accepted") if case.family in LENIENT_FAMILIES else ("handled",)
        if outcome not in allowed:
            failures.append(f"{outcome}: {case.name[:100]} -> {result.output[-400:]!r}")
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before) / 1024
    assert not failures, f"{len(failures)} of {len(CASES)} cases:\n" + "\n".join(failures[:15])
    assert grown_mb < MEGABYTES_LIMIT, f"the process grew by {grown_mb:.0f} MB"
    # The pristine copy still passes: restoring each case really restored it.
    assert run_in_process(content_copy).exit_code == 0


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
