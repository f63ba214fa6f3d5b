"""A seeded fuzzer for content folders: mutated copies of the shipped YAML, and how they fare.

The cases (``make_cases(seed)``, one family of damage at a time) live in
:mod:`tests.core.content_fuzz_cases`; here they are put in place and judged.
``run_in_process`` checks one case through the function ``check-content``
uses; ``run_in_subprocess`` runs the real ``python main.py check-content`` with a time and
an address-space limit. ``classify`` names the outcome: handled, traceback, hang, memory,
accepted or wrong message.

The table in ``docs/testing.md`` comes from ``python -m tests.core.content_fuzz``.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from game.paths import CONTENT_DIR, ROOT
from tests.core.content_fuzz_cases import FuzzCase, make_cases
from tests.core.content_fuzz_semantic import semantic_cases

__all__ = [
    "FuzzCase",
    "apply_case",
    "classify",
    "make_cases",
    "restore_case",
    "run_in_process",
    "run_in_subprocess",
    "sample_cases",
    "semantic_cases",
]

SECONDS_LIMIT = 2.0          # CPU seconds every case may take (issue 16); a block is a wall timeout
MEGABYTES_LIMIT = 200        # and grow the process by less than this

OUTCOMES = ("handled", "traceback", "hang", "memory", "accepted", "wrong message")
# Random flips may land in a comment or a name and leave valid content: for them only a
# traceback, a hang or a memory blow-up is a failure (and every line must still be well formed).
LENIENT_FAMILIES = ("random flips",)


def sample_cases(cases: list[FuzzCase], per_family: int, seed: int = 16) -> list[FuzzCase]:
    """A seeded sample of ``per_family`` cases of each family (a smaller family whole), in the
    order they were made: the same cases for the same seed."""
    rng = random.Random(seed)
    by_family: dict[str, list[int]] = defaultdict(list)
    for index, case in enumerate(cases):
        by_family[case.family].append(index)
    chosen: set[int] = set()
    for indices in by_family.values():
        chosen.update(indices if len(indices) <= per_family else rng.sample(indices, per_family))
    return [case for index, case in enumerate(cases) if index in chosen]


# --- applying a case ----------------------------------------------------------------------

def apply_case(case: FuzzCase, root: Path) -> Path:
    """Put the damage in place under ``root``; returns the damaged path."""
    target = root / case.target
    _remove(target)
    if case.payload is not None:
        target.write_bytes(case.payload)
    elif case.special == "fifo":
        os.mkfifo(target)
    elif case.special == "dev_zero":
        target.symlink_to("/dev/zero")
    elif case.special == "symlink_loop":
        target.symlink_to(target.name)
    elif case.special == "dangling":
        target.symlink_to(target.name + ".gone")
    elif case.special == "directory":
        target.mkdir()
    elif case.special == "plain_file":
        target.write_text("not a folder\n", encoding="utf-8")
    elif case.special == "huge_list":
        target.write_bytes(b"- 1\n" * 2_000_000)
    elif case.special == "huge_comment":
        target.write_bytes(b"#" * 20_000_000 + b"\n")
    elif case.special == "binary":
        target.write_bytes(random.Random(case.note).randbytes(4096))
    else:
        raise ValueError(f"unknown special file {case.special!r}")
    return target


def restore_case(case: FuzzCase, root: Path, pristine: Path = CONTENT_DIR) -> None:
    target = root / case.target
    _remove(target)
    source = pristine / case.target
    if source.is_dir():
        shutil.copytree(source, target)
    else:
        shutil.copyfile(source, target)


def _remove(target: Path) -> None:
    if target.is_symlink() or target.is_file() or _is_fifo(target):
        target.unlink()
    elif target.is_dir():
        shutil.rmtree(target)


def _is_fifo(path: Path) -> bool:
    try:
        return path.is_fifo()
    except OSError:
        return False


# --- running and judging ------------------------------------------------------------------

@dataclass
class Result:
    exit_code: int | None            # None: did not finish (a hang, stopped by the watchdog)
    output: str
    seconds: float                   # CPU time: a loaded machine does not make a case "hang"
    megabytes: float                 # peak RSS growth (in-process) or peak RSS (subprocess)
    wall: float = 0.0                # wall-clock seconds, for the record


def run_in_process(root: Path, timeout: float = 20.0) -> Result:
    """Check ``root`` as check-content does, in this process (a watchdog stops a hang)."""
    from game.cli.main import check_content_report

    def give_up(_signum, _frame):
        raise TimeoutError("the check did not answer")

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start, wall_start = time.process_time(), time.perf_counter()
    previous = signal.signal(signal.SIGALRM, give_up)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        code, lines = check_content_report(root)
        exit_code, output = code, "\n".join(lines)
    except TimeoutError:
        exit_code, output = None, "TIMEOUT"
    except BaseException:  # noqa: BLE001 - a crash is the outcome being measured
        exit_code, output = 2, traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    seconds = time.process_time() - start
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    return Result(exit_code, output, seconds, grown, time.perf_counter() - wall_start)


def run_in_subprocess(root: Path, timeout: float = 60.0, memory_mb: int = 2048) -> Result:
    """``python main.py check-content root`` with a wall timeout and an address-space limit.

    Peak RSS and CPU time come from ``/usr/bin/time`` when it is there: the rusage of a
    child forked from this (big) process would count pages it shared with us before exec.
    The wall timeout only catches a real block (a FIFO); a slow case is judged on CPU time,
    so a loaded machine does not turn cases into "hangs".
    """
    timer = Path("/usr/bin/time")
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile("r") as measured:
        command = [sys.executable, "main.py", "check-content", str(root)]
        if timer.exists():
            command = [str(timer), "-q", "-f", "%M %U %S", "-o", measured.name, *command]
        # A cap on the address space, set before anything runs, so a memory blow-up ends in
        # MemoryError instead of taking the machine down.
        command = ["/bin/sh", "-c", f'ulimit -v {memory_mb * 1024} && exec "$@"', "sh", *command]
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            exit_code: int | None = child.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            exit_code = None
        wall = time.perf_counter() - start
        out.seek(0)
        output = out.read().decode("utf-8", "replace")
        fields = measured.read().split()
    if exit_code is not None and timer.exists() and len(fields) >= 3:
        kilobytes, user, system = fields[-3:]
        return Result(exit_code, output, float(user) + float(system), int(kilobytes) / 1024, wall)
    return Result(exit_code, output, wall, 0.0, wall)


_PROBLEM = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): \S")
_SUMMARY = re.compile(r"^\d+ problem\(s\) found in ")
_BAD_WORDS = ("<unicode string>", "<byte string>", "<file>", "position ", "Errno")


def classify(case: FuzzCase, root: Path, result: Result, memory_limit_mb: float,
             seconds_limit: float = SECONDS_LIMIT) -> str:
    """One of :data:`OUTCOMES` for what a player running check-content would see.

    For a lenient family (random flips) "accepted" and a problem named in another file are
    fine; a line that is not ``file:line:column: problem`` is still a wrong message."""
    text = result.output
    if result.exit_code is None or result.seconds > seconds_limit:
        return "hang"
    if result.megabytes > memory_limit_mb or "MemoryError" in text:
        return "memory"
    if "Traceback" in text or result.exit_code not in (0, 1):
        return "traceback"
    if result.exit_code == 0:
        return "accepted"
    if case.family in LENIENT_FAMILIES:
        return "handled" if lines_well_formed(text) else "wrong message"
    return "handled" if message_is_right(case, root, text) else "wrong message"


def lines_well_formed(text: str) -> bool:
    return all(_SUMMARY.match(line) or (_PROBLEM.match(line) and not any(
        word in line for word in _BAD_WORDS)) for line in text.splitlines())


def message_is_right(case: FuzzCase, root: Path, text: str) -> bool:
    """Every line is ``file:line:column: problem`` (or the summary); one names the damaged
    file, at the damaged line when the case knows it."""
    damaged = str(root / case.target)
    named = False
    for line in text.splitlines():
        if _SUMMARY.match(line):
            continue
        match = _PROBLEM.match(line)
        if match is None or any(word in line for word in _BAD_WORDS):
            return False
        if match["path"] == damaged or match["path"].startswith(damaged + os.sep):
            named = named or not case.expect_line or int(match["line"]) == case.expect_line
    return named


def _table(rows: Counter, families: list[str]) -> str:
    head = "| family | cases | " + " | ".join(OUTCOMES) + " |"
    lines = [head, "|" + "---|" * (len(OUTCOMES) + 2)]
    totals = Counter()
    for family in families:
        counts = [rows[(family, outcome)] for outcome in OUTCOMES]
        totals.update({outcome: rows[(family, outcome)] for outcome in OUTCOMES})
        lines.append(f"| {family} | {sum(counts)} | " + " | ".join(map(str, counts)) + " |")
    all_counts = [totals[outcome] for outcome in OUTCOMES]
    lines.append(f"| **all** | {sum(all_counts)} | " + " | ".join(map(str, all_counts)) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--in-process", action="store_true", help="not the real subprocess")
    parser.add_argument("--show", default="", help="print details of cases with these outcomes")
    parser.add_argument("--per-family", type=int, default=0,
                        help="a seeded sample of this many cases of each family (default: all)")
    parser.add_argument("--seconds", type=float, default=SECONDS_LIMIT,
                        help="CPU seconds a case may take before it counts as a hang")
    parser.add_argument("--strict", action="store_true",
                        help="exit 1 if a case is not handled (a random flip may be accepted), if "
                             "the run grew this process by the memory limit, or if the pristine "
                             "copy does not pass at the end")
    args = parser.parse_args(argv)
    cases = make_cases(args.seed) + semantic_cases()
    if args.per_family:
        cases = sample_cases(cases, args.per_family, args.seed)
    rows: Counter = Counter()
    faults: list[str] = []
    worst = biggest = slowest_wall = 0.0
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "content"
        shutil.copytree(CONTENT_DIR, root)
        for case in cases:
            apply_case(case, root)
            try:
                if args.in_process:
                    result = run_in_process(root, timeout=max(20.0, 2 * args.seconds))
                    outcome = classify(case, root, result, MEGABYTES_LIMIT, args.seconds)
                else:
                    result = run_in_subprocess(root, timeout=max(60.0, 2 * args.seconds))
                    outcome = classify(case, root, result, MEGABYTES_LIMIT + 40,  # + the interpreter
                                       args.seconds)
            finally:
                restore_case(case, root)
            worst = max(worst, result.seconds)
            biggest = max(biggest, result.megabytes)
            if result.exit_code is not None:
                slowest_wall = max(slowest_wall, result.wall)
            rows[(case.family, outcome)] += 1
            allowed = ("handled", "accepted") if case.family in LENIENT_FAMILIES else ("handled",)
            if outcome not in allowed:
                faults.append(f"{outcome}: {case.name[:100]} -> {result.output[-400:]!r}")
            if outcome in args.show.split(","):
                first = result.output.strip().splitlines()[-3:] if result.output.strip() else [""]
                print(f"[{outcome}] {case.name[:90]} ({result.seconds:.2f}s, "
                      f"{result.megabytes:.0f}MB) :: {' / '.join(first)[:300]}")
        pristine = run_in_process(root) if args.in_process else run_in_subprocess(root)
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before) / 1024
    families = list(dict.fromkeys(case.family for case in cases))
    print(_table(rows, families))
    kind = "RSS growth in this process" if args.in_process else "peak RSS of check-content"
    print(f"{len(cases)} cases, slowest {worst:.2f} s of CPU ({slowest_wall:.2f} s wall among those "
          f"that answered, load average {os.getloadavg()[0]:.1f}), largest {kind} {biggest:.0f} MB")
    if args.in_process:
        print(f"the whole run raised this process's peak RSS by {grown_mb:.0f} MB")
    if not args.strict:
        return 0
    for fault in faults[:15]:
        print(fault)
    if args.in_process and grown_mb >= MEGABYTES_LIMIT:
        faults.append(f"the run grew this process by {grown_mb:.0f} MB")
        print(faults[-1])
    if pristine.exit_code != 0:     # restoring each case really restored it
        faults.append(f"the restored copy does not pass: {pristine.output[-400:]!r}")
        print(faults[-1])
    print(f"{len(faults)} fault(s)")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
