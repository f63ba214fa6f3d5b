"""Who sits where: human or AI (with difficulty), a name and a colour per seat."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.draw import theme

# kind -> (label on the setup screen, bot name or None for a human). Saves store the index,
# so new kinds go at the end; the setup screen lists them in ``KIND_ORDER``.
SEAT_KINDS = (("Human", None), ("AI - Normal", "normal"), ("AI - Easy", "random"),
              ("AI - Hard", "hard"))
KIND_ORDER = (0, 2, 1, 3)        # Human, Easy, Normal, Hard


def kinds_for(bots: dict) -> list[int]:
    """The seat kinds a game offers, in setup order: a human and each AI the game has."""
    return [k for k in KIND_ORDER if SEAT_KINDS[k][1] is None or SEAT_KINDS[k][1] in bots]


@dataclass
class SeatSetup:
    kind: int = 0                 # index into SEAT_KINDS
    name: str = "Ana"
    colour: str = "Crimson"

    @property
    def is_human(self) -> bool:
        return SEAT_KINDS[self.kind][1] is None

    @property
    def bot(self) -> str | None:
        return SEAT_KINDS[self.kind][1]

    @property
    def rgb(self) -> tuple[int, int, int]:
        return theme.SEAT_COLOURS[self.colour]

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "colour": self.colour}

    @classmethod
    def from_json(cls, data: dict) -> SeatSetup:
        return cls(int(data["kind"]), str(data["name"]), str(data["colour"]))


def default_seats(count: int) -> list[SeatSetup]:
    """Seat 0 is the human at the couch; the others start as normal AI."""
    colours = list(theme.SEAT_COLOURS)
    return [SeatSetup(kind=0 if seat == 0 else 1, name=theme.SEAT_NAMES[seat],
                      colour=colours[seat % len(colours)]) for seat in range(count)]
