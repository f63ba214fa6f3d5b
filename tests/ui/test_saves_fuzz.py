"""The seeded settings-and-save fuzzer: no traceback, no hang, nothing lost.

The fuzzer makes about 400 cases in 62 families; the suite runs a seeded sample of two of each
family (about 120; ``python -m tests.ui.save_fuzz`` runs them all, docs/testing.md). Each case
runs in a forked child with a 1 GB address-space cap and a 20 s limit (see ``save_fuzz``): a hang
or a memory blow-up is a failure, not a stuck suite. Wrong-by-construction files must be set aside
byte for byte with a message; unreadable ones (and damaged ones in a read-only folder) left where
they are, with a message; valid ones resumed and not rewritten.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.save_fuzz import all_cases

ROOT = Path(__file__).resolve().parents[2]
MEMORY_MB = 500     # generous: a case that reads /dev/zero would take the whole 1 GB cap
PER_FAMILY = 2


@pytest.fixture(scope="module")
def fuzz_results(tmp_path_factory):
    """The sample, run by ``python -m tests.ui.save_fuzz --json`` in a process of its own: each
    case forks that small process, not this worker (which a long run has grown to hundreds of MB
    that every child would count again), and what earlier tests left in this one plays no part."""
    folder = tmp_path_factory.mktemp("fuzz")
    env = {**os.environ, "FINAL_TABLE_HOME": str(folder / "home"), "TMPDIR": str(folder),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "tests.ui.save_fuzz", "--json", "--per-family", str(PER_FAMILY)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    cases = all_cases(per_family=PER_FAMILY)
    assert [result["family"] for result in results] == [case.family for case in cases]
    return list(zip(cases, results))


def expected_outcomes(case) -> set[str]:
    if case.trouble:                       # unreadable, or damaged where nothing may be moved
        return {"left + told"}
    if case.must_refuse:
        return {"set aside + told"}
    if case.family.endswith("valid"):
        return {"accepted"}
    return {"accepted", "set aside + told"}   # random damage may leave a file that still reads


def test_fuzzer_covers_a_few_hundred_cases_in_every_family(fuzz_results):
    every = all_cases()
    families = {case.family for case, _ in fuzz_results}
    assert len(every) >= 300 and families == {case.family for case in every}
    for wanted in ("settings: number too big / not finite", "settings: deep nesting", "settings: special file",
                   "settings: damaged in a read-only folder", "save: special file", "save: seats: none",
                   "save: cards: a card duplicated", "save: types: hands is a string",
                   "save: unreadable (permissions)"):
        assert wanted in families


def test_no_case_crashes_hangs_or_loses_a_file(fuzz_results):
    wrong = [(case.family, case.target, result["outcome"]) for case, result in fuzz_results
             if result["outcome"] not in expected_outcomes(case)]
    assert wrong == []


def test_every_refusal_tells_the_player_what_is_wrong(fuzz_results):
    for case, result in fuzz_results:
        if result["outcome"].endswith("told"):
            assert "could not" in result["told"] or "damaged" in result["told"], result
            assert "Traceback" not in result["told"]


def test_no_case_takes_much_memory(fuzz_results):
    worst = max(fuzz_results, key=lambda pair: pair[1]["memory_mb"])
    assert worst[1]["memory_mb"] < MEMORY_MB, worst[0].family
