"""Seeded cases for the settings-and-save fuzzer: what an unlucky or mischievous player can leave
in ``settings.json`` or ``saves/<game>.json``.

Each :class:`Case` is one file (bytes, or a special file: FIFO, ``/dev/zero`` symlink, folder,
symlink loop, dangling link) plus, for two families, a simulated permission problem (the suite
runs as root, where file modes do not bite). ``must_refuse`` marks cases that are wrong by
construction: the app must not accept them. The rest (random byte damage) may or may not
still be a valid file; either way nothing may crash, hang or be lost.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass, field

SPECIAL = ("fifo", "devzero", "folder", "loop", "dangling")


@dataclass
class Case:
    family: str
    target: str                    # "settings" or a game id
    data: bytes = b""
    special: str = ""              # one of SPECIAL, or ""
    trouble: str = ""              # "unreadable" | "readonly" (simulated) | ""
    must_refuse: bool = True
    expect: dict = field(default_factory=dict)   # valid settings: the values that must load


def dump(value) -> bytes:
    return json.dumps(value).encode()


# --- settings ----------------------------------------------------------------------------------
SETTINGS_FIELDS = {"fullscreen": False, "master_volume": 0.8, "effects_volume": 0.8, "colour_blind": False,
                   "animation_speed": 1.0, "ai_speed": 1.0}
JUNK_VALUES = ["yes", None, [], {}, [1, 2], "0.5", {"a": 1}]


def settings_cases(rng: random.Random) -> list[Case]:
    cases: list[Case] = []
    for _ in range(12):
        values = {"fullscreen": False, "master_volume": rng.choice([0.0, 0.3, 1.0]),
                  "effects_volume": rng.choice([0.1, 0.8]), "colour_blind": rng.random() < 0.5,
                  "animation_speed": rng.choice([0.5, 2.0, 0.0]), "ai_speed": rng.choice([1.0, 4.0, 0.0])}
        cases.append(Case("settings: valid", "settings", dump(values), must_refuse=False, expect=values))
    for _ in range(16):
        name = rng.choice(list(SETTINGS_FIELDS))
        cases.append(Case("settings: wrong type", "settings",
                          dump({**SETTINGS_FIELDS, name: rng.choice(JUNK_VALUES + [1, 0.5] if isinstance(
                              SETTINGS_FIELDS[name], bool) else JUNK_VALUES + [True])})))
    for text in ("1e400", "-1e400", "1" + "0" * 400, "-" + "9" * 400, "NaN", "Infinity", "-Infinity",
                 "7" * 5000, "1" * 4301, "0." + "0" * 5000 + "1e999999"):
        name = rng.choice(["master_volume", "effects_volume", "animation_speed", "ai_speed"])
        cases.append(Case("settings: number too big / not finite", "settings",
                          f'{{"{name}": {text}}}'.encode()))
    for depth in (1000, 100_000):
        cases.append(Case("settings: deep nesting", "settings", b"[" * depth + b"]" * depth))
        cases.append(Case("settings: deep nesting", "settings",
                          b'{"master_volume": ' + b"[" * depth + b"]" * depth + b"}"))
    cases += [Case("settings: not an object", "settings", raw)
              for raw in (b"[]", b'"settings"', b"42", b"null", b"true", b'[{"fullscreen": true}]')]
    good = dump(SETTINGS_FIELDS)
    cases += byte_damage("settings: damaged bytes", "settings", good, rng, 24)
    cases += [Case("settings: special file", "settings", special=kind) for kind in SPECIAL]
    cases.append(Case("settings: special file", "settings", b" " * (6 * 1024 * 1024) + good))
    cases += [Case("settings: unreadable (permissions)", "settings", good, trouble="unreadable",
                   must_refuse=False) for _ in range(3)]
    cases += [Case("settings: damaged in a read-only folder", "settings", raw, trouble="readonly")
              for raw in (b"{ broken", b"[" * 100_000, b'{"master_volume": 1e400}', b"")]
    return cases


def byte_damage(family: str, target: str, good: bytes, rng: random.Random, count: int) -> list[Case]:
    """Truncations, flipped bytes, bad UTF-8, emptiness and junk: may or may not still be valid."""
    cases = []
    for index in range(count):
        how = index % 6
        if how == 0:
            raw = good[:rng.randrange(0, len(good))]
        elif how == 1:
            raw = bytearray(good)
            for _ in range(rng.randint(1, 3)):
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            raw = bytes(raw)
        elif how == 2:
            cut = rng.randrange(len(good))
            raw = good[:cut] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + good[cut:]
        elif how == 3:
            raw = rng.choice([b"", b"   \n", b"\xef\xbb\xbf" + good, b"\x00" * 64])
        elif how == 4:
            raw = bytes(rng.randrange(256) for _ in range(rng.randint(1, 300)))
        else:
            raw = good + rng.choice([b"}", b",", b" garbage", b"\n{}"])
        cases.append(Case(family, target, raw, must_refuse=False))
    return cases


# --- saves -------------------------------------------------------------------------------------
def _seat_pointer(game: str) -> str:
    return {"five_three_five": "current", "final_touch": "turn", "final_nine": "actor", "phase10": "turn",
            "finale": "turn"}[game]


def _score_field(game: str) -> str:
    return {"five_three_five": "scores", "final_touch": "money", "final_nine": "strokes", "phase10": "scores",
            "finale": "scores"}[game]


def _stage(game: str) -> str:
    return {"five_three_five": "meld_kind", "final_touch": "end_reason_never", "final_nine": "phase",
            "phase10": "stage", "finale": "stage"}[game]


def card_mutations(game: str, state: dict, rng: random.Random) -> list[tuple[str, dict]]:
    """States whose cards no longer add up: a card twice, a card invented, one in two places."""
    out = []
    if game in ("five_three_five", "final_touch"):
        hand = state["hands"][0]
        index = max(range(len(hand)), key=lambda i: hand[i])
        more = copy.deepcopy(state)
        more["hands"][0][index] += 1
        out.append(("cards: a card duplicated", more))
        fewer = copy.deepcopy(state)
        fewer["hands"][0][index] -= 1
        out.append(("cards: a card lost", fewer))
        negative = copy.deepcopy(state)
        negative["hands"][1][index] = -1
        out.append(("cards: a negative count", negative))
        if game == "final_touch":
            strange = copy.deepcopy(state)
            strange["pile"].append(99)
            out.append(("cards: an id out of range", strange))
        else:
            strange = copy.deepcopy(state)
            strange["layers"] = [[99]]
            out.append(("cards: an id out of range", strange))
    else:
        named = game in ("phase10", "finale")    # card ids are strings ("R7a")
        pile = "draw_pile" if named else "disc_stack"
        both = copy.deepcopy(state)
        both[pile].append(both["hands"][0][0])
        out.append(("cards: a card in a hand and in the draw pile", both))
        twice = copy.deepcopy(state)
        twice["hands"][0][-1] = twice["hands"][0][0]
        out.append(("cards: a card duplicated", twice))
        strange = copy.deepcopy(state)
        strange["hands"][0][0] = "Z99" if named else 9999
        out.append(("cards: an id out of range", strange))
        negative = copy.deepcopy(state)
        negative["hands"][0][0] = -1 if game == "final_nine" else "-1"
        out.append(("cards: an id out of range", negative))
        if game == "phase10":
            phases = copy.deepcopy(state)
            phases["remaining"][0] = [99]
            out.append(("ranges: remaining phases [99]", phases))
        if game == "finale":
            levels = copy.deepcopy(state)
            levels["level"][0] = 99
            out.append(("ranges: level 99", levels))
            challenge = copy.deepcopy(state)
            challenge["challenges"] = ["chess"]
            out.append(("ranges: an unknown Challenge", challenge))
    return out


def range_mutations(game: str, state: dict) -> list[tuple[str, dict]]:
    out = []

    def changed(label: str, **values) -> None:
        mutated = copy.deepcopy(state)
        mutated.update(values)
        out.append((label, mutated))

    scores = state[_score_field(game)]
    changed("ranges: a negative score", **{_score_field(game): [-5] + scores[1:]})
    changed("ranges: a huge score", **{_score_field(game): [10 ** 30] + scores[1:]})
    for players in (-1, 0, 99):
        changed("ranges: players out of range", players=players)
    changed("ranges: seat to act is 7", **{_seat_pointer(game): 7})
    changed("ranges: seat to act is -2", **{_seat_pointer(game): -2})
    if game == "final_nine":
        changed("ranges: hole_index 99", hole_index=99)
    if _stage(game) in state:
        changed("ranges: stage 'nonsense'", **{_stage(game): "nonsense"})
    return out


def type_mutations(game: str, state: dict) -> list[tuple[str, dict]]:
    out = []
    for label, value in (("types: hands is a string", "abc"), ("types: hands is an object", {"0": [1]}),
                         ("types: a hand is a string", None), ("types: players is text", None),
                         ("types: players is true", None), ("types: players is 3.0", None)):
        mutated = copy.deepcopy(state)
        if label == "types: a hand is a string":
            mutated["hands"][0] = "abc"
        elif label == "types: players is text":
            mutated["players"] = str(state["players"])
        elif label == "types: players is true":
            mutated["players"] = True
        elif label == "types: players is 3.0":
            mutated["players"] = float(state["players"])
        else:
            mutated["hands"] = value
        out.append((label, mutated))
    missing = copy.deepcopy(state)
    missing.pop("hands")
    out.append(("types: a field missing", missing))
    extra = copy.deepcopy(state)
    extra["cheat"] = True
    out.append(("types: an unknown field", extra))
    rng_bad = copy.deepcopy(state)
    rng_bad["rng"] = [3, [1, 2, 3], None]
    out.append(("types: a damaged rng", rng_bad))
    return out


def seat_mutations(save: dict) -> list[tuple[str, dict]]:
    out = []
    seats = save["seats"]
    variants = [("seats: none", []), ("seats: one too many", seats + [dict(seats[0])]),
                ("seats: one too few", seats[:-1]), ("seats: not a list", "Ana")]
    for label, field_name, value in (("seats: unknown colour", "colour", "Mauve"), ("seats: unknown kind", "kind", 9),
                                     ("seats: kind is text", "kind", "0"),
                                     ("seats: a 100,000-character name", "name", "N" * 100_000),
                                     ("seats: a zero-width name", "name", "\u200b"),
                                     ("seats: an empty name", "name", ""), ("seats: a name is a number", "name", 5),
                                     ("seats: a control character in a name", "name", "An\x07a")):
        changed = [dict(seat) for seat in seats]
        changed[-1][field_name] = value
        variants.append((label, changed))
    for label, value in variants:
        mutated = copy.deepcopy(save)
        mutated["seats"] = value
        out.append((label, mutated))
    return out


def envelope_mutations(save: dict) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for label, key, value in (("envelope: negative seed", "seed", -1), ("envelope: seed is text", "seed", "x"),
                              ("envelope: seed too big", "seed", 2 ** 80), ("envelope: another game", "game", "chess"),
                              ("envelope: state is a list", "state", []),
                              ("options: unknown option", "options", {"cheat_mode": True}),
                              ("options: not an object", "options", [1])):
        mutated = copy.deepcopy(save)
        mutated[key] = value
        out.append((label, mutated))
    missing = copy.deepcopy(save)
    missing.pop("state")
    out.append(("envelope: no state", missing))
    out.append(("envelope: not an object", [save]))
    return out


OPTION_IN_STATE = {"final_nine": ("level", "pro"), "five_three_five": ("target", 50),
                   "phase10": ("classic_skips", True)}   # the valid saves use the defaults


def save_cases(game: str, save: dict, rng: random.Random) -> list[Case]:
    """Every family for one game, from one valid save of it (its state a few moves in)."""
    good = dump(save)
    cases = [Case("save: valid", game, good, must_refuse=False)]
    mutated: list[tuple[str, object]] = []
    for label, state in card_mutations(game, save["state"], rng) + range_mutations(game, save["state"]) + \
            type_mutations(game, save["state"]):
        whole = copy.deepcopy(save)
        whole["state"] = state
        mutated.append((label, whole))
    mutated += seat_mutations(save) + envelope_mutations(save)
    if game in OPTION_IN_STATE:
        name, value = OPTION_IN_STATE[game]
        disagree = copy.deepcopy(save)
        disagree["options"][name] = value
        mutated.append(("options: disagree with the state", disagree))
    cases += [Case(f"save: {label}", game, dump(data)) for label, data in mutated]
    text = good.decode()
    for label, raw in (("save: number too big", text.replace('"seed": ', '"seed": 1e400, "x": ', 1)),
                       ("save: number too big", text.replace('"players": ', '"players": ' + "9" * 5000 + ', "y": ', 1)),
                       ("save: deep nesting", text.replace('"options": ', '"options": ' + "[" * 100_000 + "]" * 100_000
                                                           + ', "z": ', 1))):
        cases.append(Case(label, game, raw.encode()))
    cases += byte_damage("save: damaged bytes", game, good, rng, 8)
    cases += [Case("save: special file", game, special=kind) for kind in SPECIAL]
    cases.append(Case("save: unreadable (permissions)", game, good, trouble="unreadable", must_refuse=False))
    cases.append(Case("save: damaged in a read-only folder", game, good[: len(good) // 2], trouble="readonly"))
    return cases
