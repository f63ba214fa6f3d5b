"""Finale content: the 90-card deck, its dogs, the four Challenges, and marked content errors."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

from game.core.loading.content import Problems
from game.games.finale.content import load_content
from game.paths import CONTENT_DIR
from tests.finale.support import content


def test_deck_has_the_rulebooks_90_cards():
    deck = content().deck
    faces = content().ctx.faces
    kinds = Counter("wild" if faces[c].wild else faces[c].identity or
                    ("dual" if faces[c].alt is not None else "number") for c in deck)
    assert len(deck) == 90
    assert kinds == {"number": 72, "dual": 4, "wild": 6, "exchange": 4, "skip": 4}
    for colour in range(4):
        numbers = Counter(faces[c].number for c in deck
                          if faces[c].colour == colour and not faces[c].special and faces[c].alt is None)
        assert numbers == {n: 2 for n in range(1, 10)}


def test_the_six_wilds_show_the_six_named_dogs():
    faces = content().ctx.faces
    wild_dogs = sorted(faces[c].dog for c in content().deck if faces[c].wild)
    assert wild_dogs == sorted(["Butternut", "Charlie", "Violet", "Meatball", "Scout", "Pom-Pom"])
    assert set(wild_dogs) <= set(content().dogs.values())


def test_challenges_are_the_rulebooks_in_grand_finale_order():
    challenges = content().challenges
    assert content().order == ("mellow_yellow", "balanced_blue", "rigorous_red", "grueling_green")
    assert [challenges[c].level_points for c in content().order] == [2, 3, 4, 5]
    assert [challenges[c].finale_points for c in content().order] == [6, 9, 12, 15]
    names = [[r.name for r in challenges[c].levels] for c in content().order]
    assert names[0] == ["Set & Run", "Even or Odd", "Two Sets", "Colors", "Butternut's Run"]
    assert challenges["grueling_green"].levels[3].dogs == ("Charlie", "Violet")
    for challenge in challenges.values():
        finale = challenge.levels[-1]
        assert finale.whole_hand and finale.card_count == 10


def copy_content(tmp_path: Path) -> Path:
    shutil.copytree(CONTENT_DIR / "finale", tmp_path / "finale")
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new))


def test_dangling_references_are_content_errors_with_their_place(tmp_path):
    root = copy_content(tmp_path)
    edit(root / "finale/challenges/mellow_yellow.yaml", 'groups: ["set 3", "set 4"]',
         'groups: ["set 3", "set 4"]\n    must_include: [99]')
    edit(root / "finale/challenges/balanced_blue.yaml", "dogs: [Charlie]", "dogs: [Rex]")
    problems = Problems()
    assert load_content(root, problems) is None
    lines = problems.lines()
    assert any("mellow_yellow.yaml:" in line and "must_include names 99" in line for line in lines), lines
    assert any("balanced_blue.yaml:" in line and "unknown dog 'Rex'" in line for line in lines), lines
    for line in lines:
        _path, row, column = line.split(":")[:3]
        assert row.isdigit() and column.isdigit(), line


def test_a_finale_that_does_not_take_ten_cards_is_refused(tmp_path):
    root = copy_content(tmp_path)
    edit(root / "finale/challenges/mellow_yellow.yaml", 'groups: ["run 10"]', 'groups: ["run 9"]')
    problems = Problems()
    assert load_content(root, problems) is None
    assert any("the Finale takes 9 cards" in line for line in problems.lines())


def test_a_group_that_cannot_hold_every_colour_is_refused_at_its_count(tmp_path):
    """A run of 8 with three of each of four colours could never be laid: told where the 3 is."""
    root = copy_content(tmp_path)
    path = root / "finale/challenges/grueling_green.yaml"
    edit(path, "{kind: run, size: 8, each_colour: 2}", "{kind: run, size: 8, each_colour: 3}")
    problems = Problems()
    assert load_content(root, problems) is None
    row = next(i for i, line in enumerate(path.read_text().splitlines(), 1) if "each_colour: 3" in line)
    column = path.read_text().splitlines()[row - 1].index("each_colour: 3") + len("each_colour: ") + 1
    assert any(f"grueling_green.yaml:{row}:{column}:" in line
               and "a run of 8 cannot hold 3 of each of the 4 colours (expected at most 2)" in line
               for line in problems.lines()), problems.lines()


def test_a_wild_showing_a_dog_no_number_shows_is_refused(tmp_path):
    root = copy_content(tmp_path)
    edit(root / "finale/deck.yaml", "wilds: [Butternut,", "wilds: [Fido,")
    problems = Problems()
    assert load_content(root, problems) is None
    assert any("deck.yaml:" in line and "'Fido' is on no number card" in line for line in problems.lines())


def test_a_new_challenge_is_just_a_yaml_file(tmp_path):
    root = copy_content(tmp_path)
    text = (root / "finale/challenges/mellow_yellow.yaml").read_text()
    (root / "finale/challenges/zz_extra.yaml").write_text(
        text.replace("id: mellow_yellow", "id: purple_haze").replace("order: 1", "order: 5"))
    problems = Problems()
    loaded = load_content(root, problems)
    assert loaded is not None, problems.lines()
    assert loaded.order[-1] == "purple_haze"
