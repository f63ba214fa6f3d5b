"""A pytest plugin: the CPU time of every test (set-up, call and tear-down), its own and that of
the child processes it waited for, so a loaded machine does not blur which tests are slow; and
how much each test grew its process's RSS.

    PYTHONPATH=tools python -m pytest -p cpu_durations [--cpu-top N]

Prints the N tests that took the most CPU, the sum over the run, the N tests that grew their
process's resident memory most and each process's last RSS (pytest-xdist workers send theirs
with each report). Wall time on a shared machine says how busy it was; this says what the tests
cost.
"""

from __future__ import annotations

import os
import resource
import time

import pytest

_totals: dict[str, float] = {}
_grown: dict[str, float] = {}
_last_rss: dict[str, float] = {}


def _rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def pytest_addoption(parser):
    parser.addoption("--cpu-top", type=int, default=30, help="how many of the dearest tests to print")


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    # one entry a phase: the list is the item's, shared by its three reports
    report.user_properties.append((f"cpu_{report.when}", getattr(item, "_cpu_spent", 0.0)))
    if report.when == "teardown":
        rss = _rss_mb()
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        report.user_properties.append(("rss_teardown", (worker, rss - item._rss_start, rss)))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    item._rss_start = _rss_mb()
    item._cpu_start = _cpu()
    yield
    item._cpu_spent = _cpu() - item._cpu_start


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    start = _cpu()
    yield
    item._cpu_spent = _cpu() - start


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    start = _cpu()
    yield
    item._cpu_spent = _cpu() - start


def pytest_runtest_logreport(report):
    for name, value in report.user_properties:
        if name == f"cpu_{report.when}":
            _totals[report.nodeid] = _totals.get(report.nodeid, 0.0) + value
        elif name == "rss_teardown" and report.when == "teardown":
            worker, grown, rss = value
            _grown[report.nodeid] = grown
            _last_rss[worker] = rss


def pytest_terminal_summary(terminalreporter, config):
    if not _totals or hasattr(config, "workerinput"):
        return
    top = config.getoption("--cpu-top")
    write = terminalreporter.write_line
    write(f"--- CPU time, the {top} dearest tests (own + waited-for children) ---")
    for nodeid, seconds in sorted(_totals.items(), key=lambda pair: -pair[1])[:top]:
        write(f"{seconds:7.2f}s  {nodeid}")
    write(f"cpu_durations: {len(_totals)} tests, {sum(_totals.values()):.1f} s of CPU in all")
    write(f"--- RSS, the {top} tests that grew their process most ---")
    for nodeid, grown in sorted(_grown.items(), key=lambda pair: -pair[1])[:top]:
        write(f"{grown:+7.0f} MB  {nodeid}")
    write("cpu_durations: last RSS " + ", ".join(f"{worker} {rss:.0f} MB" for worker, rss in sorted(_last_rss.items())))
