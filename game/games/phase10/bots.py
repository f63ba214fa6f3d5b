"""Phase 10 bots. ``NormalBot`` plays from its view only (never the state):

* choosing: the phase its hand is closest to (fewest missing cards; harder phases first
  on a tie, since the easy ones stay easy later);
* drawing: a discarded or saved card when it brings the phase closer (or, once laid down,
  when it can be hit), else the draw pile;
* playing: lays down as soon as it can (with every extending card), then hits everything
  it can to go out; discards a skip on the leader first, else the card that least helps
  its phase (ties: the costliest); it saves rather than throw away a wild.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.meld_memo import ShortfallMemo, discard_kinds
from game.core.melds import hit_ends
from game.games.phase10.actions import Action, ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.games.phase10.state import Phase10View


class NormalBot:
    name = "normal"

    def __init__(self, rules: object):
        self.content = rules.content  # type: ignore[attr-defined]
        self.ctx = self.content.ctx
        self.shortfall = ShortfallMemo(self.ctx)

    def choose(self, view: Phase10View, legal: Sequence[Action], rng: random.Random) -> Action:
        first = legal[0]
        if isinstance(first, ChoosePhase):
            return self._choose_phase(view, legal)
        if isinstance(first, (Draw, DrawSaved)):
            return self._draw(view, legal)
        return self._play(view, legal, rng)

    # --- choosing and drawing -------------------------------------------------------------
    def _choose_phase(self, view: Phase10View, legal: Sequence[Action]) -> Action:
        phases = self.content.phases

        def closeness(action: Action) -> tuple:
            requirement = phases[action.phase]  # type: ignore[attr-defined]
            return (self.shortfall(view.hand, requirement), -requirement.card_count,
                    -action.phase)  # type: ignore[attr-defined]

        return min(legal, key=closeness)

    def _gain(self, view: Phase10View, card: str) -> int:
        """How much taking ``card`` helps: fewer missing cards, or a hit once laid down."""
        if view.laid[view.seat]:
            return 1 if self._hittable(view, card) else 0
        requirement = self.content.phases[view.active[view.seat]]
        now = self.shortfall(view.hand, requirement)
        return now - self.shortfall(view.hand + (card,), requirement)

    def _draw(self, view: Phase10View, legal: Sequence[Action]) -> Action:
        best: Action = next((a for a in legal if a == Draw("draw")), legal[0])
        best_gain = 0
        for action in legal:
            if isinstance(action, DrawSaved):
                card = action.card
            elif action == Draw("discard") and view.discard_top is not None:
                card = view.discard_top
            else:
                continue
            gain = self._gain(view, card)
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def _hittable(self, view: Phase10View, card: str) -> bool:
        return any(hit_ends(meld, card, self.ctx) for melds in view.table for meld in melds)

    # --- playing ----------------------------------------------------------------------------
    def _play(self, view: Phase10View, legal: Sequence[Action], rng: random.Random) -> Action:
        lay_downs = [a for a in legal if isinstance(a, LayDown)]
        if lay_downs:
            return max(lay_downs, key=lambda a: sum(map(len, a.groups)))
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            # naturals first (a wild could take the end a natural needs), costly cards first
            return min(hits, key=lambda a: (self.content.is_wild(a.card), -self.content.points[a.card],
                                            a.seat, a.group, a.end))
        skips = [a for a in legal if isinstance(a, Discard) and a.skip_target is not None]
        if skips:
            return min(skips, key=lambda a: self._leader_rank(view, a.skip_target))
        card = self._worst_card(view, rng)
        if self.content.is_wild(card):
            save = next((a for a in legal if isinstance(a, Save) and a.card == card), None)
            if save is not None:
                return save
        return next(a for a in legal if isinstance(a, Discard) and a.card == card)

    def _leader_rank(self, view: Phase10View, seat: int | None) -> tuple:
        """Lower is more of a threat: most phases made (counting one laid now), fewest points."""
        assert seat is not None
        made = len(view.completed[seat]) + (1 if view.laid[seat] else 0)
        return (-made, view.hand_counts[seat], view.scores[seat], seat)

    def _worst_card(self, view: Phase10View, rng: random.Random) -> str:
        hand = list(view.hand)
        points = self.content.points
        if view.laid[view.seat]:
            return max(hand, key=lambda c: (not self.content.is_wild(c), points[c], c))
        requirement = self.content.phases[view.active[view.seat]]
        # the discard that leaves the hand closest to the phase; then the least connected, then
        # the costliest card; then a coin toss (one per card, drawn in hand order)
        later: dict[tuple, tuple] = {}        # kind -> (wild, usefulness, -points): lower is worse to keep
        kind_of: dict[str, tuple] = {}
        toss: dict[str, float] = {}
        for card in hand:
            face = self.ctx.faces[card]
            kind = kind_of[card] = (face.number, face.colour, face.wild)
            if kind not in later:
                later[kind] = (face.wild, self._usefulness(card, hand, requirement), -points[card])
            toss[card] = rng.random()

        def missing(kind: tuple) -> int:
            rest = list(hand)
            rest.remove(next(c for c in hand if kind_of[c] == kind))
            return self.shortfall(rest, requirement)

        short, kinds = discard_kinds(later, self.shortfall(hand, requirement), missing)
        if kinds is not None:
            return min((c for c in hand if kind_of[c] in kinds), key=toss.__getitem__)
        return min(hand, key=lambda c: (short[kind_of[c]],) + later[kind_of[c]] + (toss[c],))

    def _usefulness(self, card: str, hand: list[str], requirement: object) -> int:
        """How many other cards this one works with, for the kinds of group the phase needs."""
        faces = self.ctx.faces
        face = faces[card]
        if face.wild:
            return 99
        if face.special:
            return -1
        best = 0
        for spec in requirement.groups:  # type: ignore[attr-defined]
            if spec.kind == "set":
                score = sum(1 for c in hand if faces[c].number == face.number) * 2
            elif spec.kind == "run":
                near = {faces[c].number for c in hand
                        if not faces[c].wild and abs(faces[c].number - face.number) < spec.size}
                score = len(near)
            else:
                score = sum(1 for c in hand if faces[c].colour == face.colour)
            best = max(best, score)
        return best
