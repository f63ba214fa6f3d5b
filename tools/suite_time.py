"""Time a command and report the peak memory of its whole process tree.

    python tools/suite_time.py -- python -m pytest

Prints wall seconds and the peak of the summed RSS of the command and every process below it
(pytest-xdist workers included), sampled every 0.2 s from /proc, and the peak of their summed PSS.
RSS counts a page shared by several processes once in each (a child forked from a 700 MB worker
adds 700 MB at once); PSS shares it out among them, so the PSS sum is what the tree really holds.
Linux only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path


def _pss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _tree_rss(root: int) -> tuple[int, int, list[tuple[int, int]]]:
    """Summed RSS and summed PSS of ``root`` and every process below it, and each one's RSS."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            statm = (entry / "statm").read_text().split()
        except OSError:
            continue
        pid = int(entry.name)
        children.setdefault(int(fields[1]), []).append(pid)
        rss[pid] = int(statm[1]) * os.sysconf("SC_PAGE_SIZE")
    total, pss, todo, each = 0, 0, [root], []
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        each.append((rss.get(pid, 0), pid))
        pss += _pss(pid)
        todo.extend(children.get(pid, []))
    return total, pss, each


def _command(pid: int) -> str:
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return f"pid {pid}"
    return words.strip()[:110] or f"pid {pid}"


def main(argv: list[str]) -> int:
    if "--" in argv:
        argv = argv[argv.index("--") + 1:]
    if not argv:
        print(__doc__.strip())
        return 2
    start = time.monotonic()
    proc = subprocess.Popen(argv)
    peak = peak_pss = 0
    at_peak: list[str] = []
    while proc.poll() is None:
        rss, pss, each = _tree_rss(proc.pid)
        if rss > peak:
            at_peak = [f"{size / 2**20:6.0f} MB  {_command(pid)}" for size, pid in sorted(each, reverse=True)[:6]]
        peak, peak_pss = max(peak, rss), max(peak_pss, pss)
        time.sleep(0.2)
    wall = time.monotonic() - start
    print(f"suite_time: exit {proc.returncode}, wall {wall:.1f} s ({wall / 60:.2f} min), "
          f"peak tree RSS {peak / 2**20:.0f} MB (PSS {peak_pss / 2**20:.0f} MB); at the peak:", file=sys.stderr)
    for line in at_peak:
        print(f"  {line}", file=sys.stderr)
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
