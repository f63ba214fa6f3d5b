"""What must hold of every Final Touch state, whatever move led to it: checked after each move in
the tests and sims, and on every saved state before it is restored. Apart from ``spec`` so that
``restore`` (which the rules import) can check a state without importing the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.final_touch.state import COMPLETED, SMEARS_TO_RUIN

if TYPE_CHECKING:
    from game.games.final_touch.rules import FinalTouchRules
    from game.games.final_touch.state import FinalTouchState


def check_invariants(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Every stroke and Masterpiece is somewhere exactly once; money matches the cards won."""
    check_cards(rules, state)
    check_money(rules, state)


def check_cards(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Conservation: each of the 60 strokes and 25 Masterpieces is in exactly one place."""
    content = rules.content
    for colour, spec in enumerate(content.colours):
        where = (len([c for c in state.draw if c == colour]) + state.discard[colour]
                 + state.improved[colour] + state.smears.count(colour)
                 + sum(hand[colour] for hand in state.hands))
        assert where == spec.count, f"{spec.name}: {where} strokes found, {spec.count} dealt"
    for seat, hand in enumerate(state.hands):
        assert sum(hand) <= content.hand_size, f"seat {seat} holds {sum(hand)} strokes"
        assert min(hand) >= 0, f"seat {seat} holds a negative count"
    pieces = list(state.pile) + [s.masterpiece for s in state.scored]
    if state.current is not None:
        pieces.append(state.current)
    assert sorted(pieces) == list(range(len(content.masterpieces))), "masterpieces lost"
    if state.current is not None:
        required = rules.required[state.current]
        assert all(0 <= have <= need for have, need in zip(state.improved, required)), \
            "the Improvement Zone holds more than the picture needs"
    assert len(state.smears) < SMEARS_TO_RUIN or state.winners is not None, "unresolved ruin"


def check_money(rules: FinalTouchRules, state: FinalTouchState) -> None:
    """Each seat's money is exactly what the Masterpieces it received are worth."""
    expected = [0] * state.players
    for scored in state.scored:
        piece = rules.content.masterpieces[scored.masterpiece]
        value = piece.value if scored.kind == COMPLETED else piece.ruined
        assert scored.value == value, f"{piece.id} scored {scored.value}, worth {value}"
        for seat in scored.recipients:
            expected[seat] += value
    assert expected == state.money, f"money {state.money} but cards say {expected}"
    if state.players == 4:
        assert state.money[0] == state.money[2] and state.money[1] == state.money[3], \
            "teammates' money differs"
