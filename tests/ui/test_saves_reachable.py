"""A save no real game could reach is set aside with the reason, like a damaged one (issue 43).

Each case takes a real save (a dozen seeded moves in) and changes one field to a value of the
right type that play never produces; resuming it must fail whole, keep the file byte for byte
under a new name and tell the player what is wrong.
"""

from __future__ import annotations

import copy
import json
from functools import cache

import pytest

from game.core.loading.content import Problems
from game.games.registry import spec_for
from game.paths import CONTENT_DIR
from game.ui.store.saves import SaveSlots
from tests.ui.save_fuzz import valid_saves


@cache
def saves() -> dict[str, dict]:
    return valid_saves()


@cache
def rules_for(game: str):
    spec = spec_for(game)
    return spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))


CASES = [
    ("finale", lambda s: s.update(in_play=[0, 0, 1]), "in_play lists seats [0, 0, 1]: each seat at most once, in order"),
    ("finale", lambda s: s.update(winners=[1]), "the game has winners but is not over"),
    ("finale", lambda s: s.update(stage="play"), "the turn has 1 Exchange draw(s) left, but no Exchange is being taken"),
    ("finale", lambda s: s.update(challenges=s["challenges"] * 2), "a single game plays one Challenge"),
    ("finale", lambda s: s.update(round_number=0), "round_number is 0, not from 1 to 40"),
    ("final_nine", lambda s: s.update(holes=[1, 1, 1]), "the round plays a hole twice ([1, 1, 1])"),
    ("final_nine", lambda s: s.update(holes=list(range(1, 8))), "the round has 7 holes; a round has 9 or 18"),
    ("final_nine", lambda s: s.update(holes=list(range(18, 0, -1))),
     "the full course plays its holes in order, not [18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]"),
    ("final_nine", lambda s: s.update(wind=2, wind_card=s["disc_stack"][0]), "the wind blows below PRO level"),
    ("final_nine", lambda s: s.update(strokes=[0] * s["players"], throws=[1] * s["players"]),
     "seat 1 has fewer strokes than throws"),
    ("five_three_five", lambda s: s.update(winners=[0]), "the game has winners but is not over"),
    ("five_three_five", lambda s: s.update(half=1), "half 1 at a table of 3: only two players play halves"),
    ("final_touch", lambda s: s.update(end_reason="nobody won"), "the end of the game and its reason disagree"),
    ("phase10", lambda s: s["completed"][0].append(s["remaining"][0][0]),
     "seat 1's phases to do and done are not each phase once"),
    ("phase10", lambda s: s.update(hand_number=5), "the score sheet has 0 rows, but 4 hands were played"),
]


@pytest.mark.parametrize("game, damage, reason", CASES, ids=[f"{g}: {r[:40]}" for g, _, r in CASES])
def test_an_unreachable_save_is_set_aside_with_its_reason(tmp_path, game, damage, reason):
    save = copy.deepcopy(saves()[game])
    damage(save["state"])
    raw = json.dumps(save)
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / f"{game}.json").write_text(raw, encoding="utf-8")
    slots = SaveSlots(tmp_path)
    assert slots.restore(spec_for(game), rules_for(game)) is None
    kept = list(folder.glob(f"{game}.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == raw
    assert not (folder / f"{game}.json").exists()
    assert slots.message == f"The saved game could not be restored: {reason}. It was kept as {kept[0].name}."


@pytest.mark.parametrize("game", ["finale", "final_nine", "five_three_five", "final_touch", "phase10"])
def test_the_real_save_each_case_starts_from_resumes(tmp_path, game):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / f"{game}.json").write_text(json.dumps(saves()[game]), encoding="utf-8")
    slots = SaveSlots(tmp_path)
    assert slots.restore(spec_for(game), rules_for(game)) is not None and slots.message == ""


def test_a_laid_group_swapped_for_a_card_that_breaks_it_is_refused():
    import random

    from game.core.restore import RestoreError
    rules = rules_for("phase10")
    spec = spec_for("phase10")
    state, rng, bot = rules.new_game(spec.config(2), 5), random.Random(5), spec.bots["normal"](rules)
    while not any(state.table):
        seat = rules.current_player(state)
        state, _ = rules.apply(state, bot.choose(rules.view(state, seat), rules.legal_actions(state), rng))
    data = json.loads(json.dumps(rules.state_to_json(state)))
    group, hand = data["table"][0][0]["cards"], data["hands"][1]
    assert group[:2] == ["B12a", "Y12b"] and hand[0] == "Y11b"
    group[1], hand[0] = hand[0], group[1]       # every card still in one place: only the group is wrong
    with pytest.raises(RestoreError) as refused:
        rules.state_from_json(data)
    assert str(refused.value) == ("seat 1 has a laid group that does not hold: a set needs cards of one "
                                  "number; 11 and 12 differ")
