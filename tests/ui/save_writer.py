"""Run as a script by the kill-mid-write test: write ever-changing saves until killed.

Prints "ready" once the first save is complete, then keeps writing (each save ~0.5 MB, so a
kill lands in the middle of a write as often as not).
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> None:
    from game.ui.store.saves import SaveSlots
    slots = SaveSlots(Path(sys.argv[1]))
    move = 0
    while True:
        slots.write("phase10", {"game": "phase10", "seed": 1, "move": move, "padding": "x" * 500_000})
        if move == 0:
            print("ready", flush=True)
        move += 1


if __name__ == "__main__":
    main()
