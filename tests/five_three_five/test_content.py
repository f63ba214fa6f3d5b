"""The deck file: it loads, and every mistake in it is reported at its file:line:column."""

from __future__ import annotations

from pathlib import Path

from game.core.loading.content import Problems
from game.games.five_three_five.content import load_content
from game.paths import CONTENT_DIR

DECK = (CONTENT_DIR / "five_three_five" / "deck.yaml").read_text(encoding="utf-8")


def load_text(tmp_path: Path, text: str) -> tuple[object, list[str]]:
    folder = tmp_path / "five_three_five"
    folder.mkdir(exist_ok=True)
    (folder / "deck.yaml").write_text(text, encoding="utf-8")
    problems = Problems()
    return load_content(tmp_path, problems), problems.lines()


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_shipped_deck_loads():
    problems = Problems()
    content = load_content(CONTENT_DIR, problems)
    assert not problems and content is not None
    assert content.deal_for(5).copies == 5 and content.deal_for(6).hand_size == 10
    assert content.deal_for(2).hands_per_player == 2
    assert content.clearing_rank == 8 and content.target_score == 20
    assert all(card.points >= 1 for card in content.cards)


def test_card_points_are_a_stated_design_choice():
    assert "DESIGN CHOICE" in DECK and "points" in DECK


def test_bad_group_is_reported_at_its_line_and_column(tmp_path):
    text = DECK.replace("{rank: 7, group: both", "{rank: 7, group: bird")
    content, lines = load_text(tmp_path, text)
    line = line_of(text, "group: bird")
    column = text.splitlines()[line - 1].index("bird") + 1
    assert content is None
    assert any(f"deck.yaml:{line}:{column}: 'group' is 'bird'" in p for p in lines), lines
    assert "expected one of cat, both, dog" in lines[0]


def test_every_problem_is_reported_at_once(tmp_path):
    text = DECK.replace("points: 4}", "points: 0}").replace("copies: 5, hand_size: 10",
                                                               "copies: 7, hand_size: 10")
    text = text.replace("target_score: 20", "target_score: twenty")
    _, lines = load_text(tmp_path, text)
    assert len(lines) == 3, lines
    assert any(f":{line_of(text, 'points: 0')}:" in p and "below 1" in p for p in lines)
    assert any(f":{line_of(text, 'copies: 7')}:" in p and "above 5" in p for p in lines)
    assert any(f":{line_of(text, 'twenty')}:" in p and "an integer" in p for p in lines)


def test_ranks_out_of_order_are_reported(tmp_path):
    text = DECK.replace("{rank: 9, group: both", "{rank: 4, group: both")
    _, lines = load_text(tmp_path, text)
    assert any(f":{line_of(text, '{rank: 4, group: both')}:" in p and "out of order" in p
               for p in lines), lines


def test_missing_player_count_and_unknown_key_are_reported(tmp_path):
    text = DECK.replace("  - {players: 6, copies: 5, hand_size: 10, hands_per_player: 1}\n", "")
    text = text.replace("clearing_rank: 8", "clearing_rank: 8\njokers: 2")
    _, lines = load_text(tmp_path, text)
    assert any("no deal row for 6 players" in p for p in lines), lines
    assert any(f":{line_of(text, 'jokers')}:1: unknown key 'jokers'" in p for p in lines), lines


def test_dealing_more_cards_than_the_deck_holds_is_reported(tmp_path):
    text = DECK.replace("{players: 3, copies: 4, hand_size: 16", "{players: 3, copies: 4, hand_size: 18")
    _, lines = load_text(tmp_path, text)
    assert any(f":{line_of(text, 'hand_size: 18')}:" in p and "54 cards dealt" in p
               for p in lines), lines


def test_clearing_rank_must_be_in_the_deck(tmp_path):
    text = DECK.replace("clearing_rank: 8", "clearing_rank: 6")
    _, lines = load_text(tmp_path, text)
    assert any(f":{line_of(text, 'clearing_rank: 6')}:16:" in p for p in lines), lines


def test_yaml_syntax_error_and_missing_file_are_reported(tmp_path):
    _, lines = load_text(tmp_path, "cards: [\n")
    assert lines and "YAML syntax error" in lines[0]
    problems = Problems()
    assert load_content(tmp_path / "nowhere", problems) is None
    assert "file is missing" in problems.lines()[0]
