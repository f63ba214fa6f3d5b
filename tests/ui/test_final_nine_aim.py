"""The preview before you commit (issue 11, Aiming): the chosen disc, each Skill added, a Luck card
after the throw and a Battle card on another's throw each show where the disc will land, and the
engine then lands it exactly there. Seeded games, every choice checked; then the table drawing it."""

from __future__ import annotations

import copy
import random

import pytest

from game.games.final_nine.actions import (
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    PlayLuck,
    PlaySkill,
    Refill,
    Throw,
)
from game.games.final_nine.preview import luck_preview
from game.games.registry import spec_for
from game.ui.tables.final_nine.aim import preview_of
from tests.final_nine.helpers import rules as rules_of
from tests.ui.test_final_nine_table import make_table, run_until

PREVIEWED = (ChooseThrow, PlaySkill, PlayLuck, ApplyDrawn, BattleCard)


def _rules():
    return spec_for("final_nine"), rules_of()


def _landing_after(rules, state, action) -> tuple[int, bool]:
    """Play ``action`` on a copy, then carry the throw to its landing adding nothing: Throw! after
    Skills, no Battle card, no more Luck. Returns (the grid it lands on, clean): clean unless a card
    turned on the throw then changed it (the preview counts the turned card as a plain good one)."""
    state = copy.deepcopy(state)
    rules.apply(state, action)
    seat = state.thrower

    def cards_on_throw() -> tuple:
        return (list(state.pre), list(state.post), state.active_hostile(), list(state.effects))
    after = cards_on_throw()
    for _ in range(12):
        if state.phase == "skill":
            rules.apply(state, Throw())
        elif state.phase == "battle":
            rules.apply(state, next(a for a in rules.legal_actions(state) if type(a).__name__ == "NoBattleCard"))
        elif state.phase == "luck":
            clean = cards_on_throw() == after
            _state, events = rules.apply(state, next(a for a in rules.legal_actions(state) if isinstance(a, Refill)))
            landed = next(e for e in events if e.kind == "land" and e.seat == seat)   # before a pickup or new hole
            return landed.data["cell"], clean
        else:
            break
    return state.lie[seat], False


@pytest.mark.parametrize("level,battle", [("rec", False), ("am", False), ("pro", False), ("pro", True)])
def test_every_previewed_choice_lands_where_its_preview_said(level, battle):
    spec, rules = _rules()
    checked = {kind: 0 for kind in PREVIEWED}
    for seed in range(6):
        state = rules.new_game(spec.config(2, {**spec.default_options(), "level": level, "battle": battle,
                                                "holes": 9}), seed)
        rng = random.Random(seed)
        for _ in range(260):
            if rules.is_over(state):
                break
            seat = rules.current_player(state)
            view = rules.view(state, seat)
            legal = rules.legal_actions(state)
            for action in legal:
                if not isinstance(action, PREVIEWED) or rng.random() > 0.5:
                    continue
                shown = preview_of(rules, view, action)
                assert shown is not None, action
                lie, clean = _landing_after(rules, state, action)
                if clean:
                    assert lie == shown.next_lie, (level, seed, str(action), shown.text)
                    checked[type(action)] += 1
            rules.apply(state, rng.choice(legal))
    assert checked[ChooseThrow] > 20 and checked[PlaySkill] > 5 and checked[PlayLuck] > 5, checked
    if battle:
        assert checked[BattleCard] > 0, checked


def test_the_table_previews_a_luck_card_before_it_is_played(app):
    table = make_table(app, players=1)
    rules, content = table.rules, table.rules.content
    skip = next(c for c in range(len(content.cards)) if content.cards[c].name == "Lucky Skip")
    for _ in range(30):
        assert run_until(app, lambda: table.human_to_act() and not table.animating())
        phase = table.state.phase
        if phase == "luck" and any(isinstance(a, PlayLuck) for a in table.legal()):
            break
        if phase == "select":
            hand = table.state.hands[0]
            if skip not in hand:
                for zone in (table.state.action_stack, table.state.action_discard):
                    if skip in zone:
                        zone.remove(skip)
                hand[hand.index(next(c for c in hand if not content.is_disc(c)))] = skip
                table.resync()
            disc = next(c for c in hand if content.is_disc(c))
            table.play(ChooseThrow(disc, "N"))
        elif phase == "skill":
            table.play(Throw())
        else:
            table.play(next(a for a in table.legal() if isinstance(a, (ApplyDrawn, Refill))))
    else:
        pytest.fail("never reached a Luck step with a Luck card in hand")
    app.step(1 / 60)
    play = next(a for a in table.legal() if isinstance(a, PlayLuck))
    table.zone = "actions"
    table.choices.refresh()
    table.bar.focus = next(i for i, b in enumerate(table.bar.buttons) if b.offer.action == play)
    expected = luck_preview(rules, table.view(), play.card, play.target)
    shown = table.preview()
    assert shown == expected
    words = expected.text.split(": ", 1)[1]          # "flies 5, drifting ...; lands safely"
    assert table.status_message() == f"Lucky Skip: {words}" or play.card != skip
    assert words in table.status_message()
    app.render()
    assert "preview" in table.drawing.legend          # the ring is on the hole
    assert table.play(play)
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    table.play(next(a for a in table.legal() if isinstance(a, Refill)))
    assert table.state.lie[0] == expected.next_lie or table.state.status[0] != 0
