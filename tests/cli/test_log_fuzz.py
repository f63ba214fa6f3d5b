"""The seeded replay-log and command-line fuzzer (about 170 cases, under a second): no traceback,
no hang, no value out of range accepted, and every refusal in one clear line (see ``log_fuzz``)."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from tests.cli.log_fuzz import CliCase, LogCase, all_results, log_cases, run_log_case

MEMORY_MB = 200


@pytest.fixture(scope="module")
def fuzz_results():
    return all_results(), 0


def test_the_fuzzer_covers_every_family(fuzz_results):
    results, _ = fuzz_results
    families = {case.family for case, _ in results}
    assert len(results) >= 150
    for wanted in ("log: header players junk", "log: header seed junk", "log: header options junk",
                   "log: header only", "log: deep or huge values", "log: special file", "log: damaged bytes",
                   "cli: main --frames", "cli: sim --games", "cli: sim --think", "cli: main --size",
                   "cli: sim --log", "cli: shot --out"):
        assert wanted in families


def test_no_case_crashes_hangs_or_is_accepted_out_of_range(fuzz_results):
    results, _ = fuzz_results
    wrong = []
    for case, result in results:
        allowed = {"refused"} if getattr(case, "must_refuse", False) else {"refused", "accepted"}
        if isinstance(case, LogCase) and case.family == "log: valid":
            allowed = {"accepted"}
        if result["outcome"] not in allowed:
            wrong.append((case.family, result["outcome"], result["told"][:100]))
    assert wrong == []


def test_every_refusal_says_where_and_why_in_one_line(fuzz_results):
    results, _ = fuzz_results
    for case, result in results:
        if result["outcome"] != "refused":
            continue
        told = result["told"]
        assert "Traceback" not in told and "\n" not in told and len(told) < 400, told
        if isinstance(case, LogCase):
            assert "run.jsonl" in told, told
        else:
            assert isinstance(case, CliCase) and ": error: argument --" in told, told


def test_the_biggest_inputs_stay_small():
    """Deep nesting, 5,000-digit numbers, a 1 MB line and /dev/zero, measured one by one."""
    risky = [case for case in log_cases(random.Random(43))
             if case.family in ("log: deep or huge values", "log: line far too long", "log: special file")]
    for case in risky:
        tracemalloc.start()
        try:
            result = run_log_case(case)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert result["outcome"] == "refused" and peak < MEMORY_MB * 1024 * 1024, (case.family, peak)
