"""Finale's heuristic bot. ``NormalBot`` plays from its view only (never the state):

* drawing: the top discard when it brings its Level closer (or, once laid, when it can be
  added to the table), else the draw pile; it plays an Exchange instead of drawing when the
  Exchange card itself does not help its Level, and takes the discard top through it only
  when that helps;
* playing: lays its Level down as soon as it can (with every extending card), then adds
  everything it can to the table to empty its hand;
* discarding: a Skip on the leader (furthest Level, then fewest cards); otherwise the card
  whose loss hurts its Level least, keeping Wilds, and among equals not one the next player
  could take and use on the table (it denies discards).

``OutsBot`` is the hard seat's first choice: Normal with a better discard (outs, and at two in
play it keeps back what the rival may want: see its docstring), a spare Exchange played even
when the top discard helps, and a count of cards short that knows a hand it cannot lay is not
complete (``settle``) and that a Level's dog no held card shows is a card more (docs/ai.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.core.rummy.meld_hits import hit_ends
from game.core.rummy.meld_memo import ShortfallMemo, discard_kinds, solver_key
from game.core.rummy.melds import Face, Requirement, dogs_not_shown
from game.games.finale.actions import Action, Discard, Draw, Exchange, Hit, LayDown
from game.games.finale.determinize import unseen_cards
from game.games.finale.state import FinaleView


class NormalBot:
    name = "normal"

    def __init__(self, rules: object):
        self.rules = rules
        self.content = rules.content  # type: ignore[attr-defined]
        self.ctx = self.content.ctx
        self.shortfall = ShortfallMemo(self.ctx)

    def choose(self, view: FinaleView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.stage == "draw":
            return self._draw(view, legal)
        if view.stage == "exchange":
            return self._exchange_draw(view, legal)
        return self._play(view, legal, rng)

    # --- what the bot is aiming at ---------------------------------------------------------------
    def _requirement(self, view: FinaleView, seat: int | None = None) -> Requirement:
        """What ``seat`` (default: this bot's own) must lay down this round."""
        if view.tiebreak is not None:
            return self.content.tiebreak
        return self.content.challenges[view.challenge].requirement(
            view.level[view.seat if seat is None else seat])

    def _missing(self, hand: Sequence[str], view: FinaleView) -> int:
        return self.shortfall(hand, self._requirement(view))

    def _hittable(self, view: FinaleView, card: str) -> bool:
        return any(hit_ends(meld, card, self.ctx) for melds in view.table for meld in melds)

    def _gain(self, view: FinaleView, card: str) -> int:
        if view.laid[view.seat]:
            return 1 if self._hittable(view, card) else 0
        return self._missing(view.hand, view) - self._missing(view.hand + (card,), view)

    # --- drawing ----------------------------------------------------------------------------------
    def _draw(self, view: FinaleView, legal: Sequence[Action]) -> Action:
        top = view.discard_top
        if Draw("discard") in legal and top is not None and self._gain(view, top) > 0:
            return Draw("discard")
        exchange = self._spare_exchange(view, legal)
        if exchange is not None:
            return exchange
        return Draw("draw") if Draw("draw") in legal else legal[0]

    def _spare_exchange(self, view: FinaleView, legal: Sequence[Action]) -> Exchange | None:
        """An Exchange this seat may play whose card its Level (not yet laid) can do without."""
        exchanges = [a for a in legal if isinstance(a, Exchange)]
        if not exchanges or view.laid[view.seat]:
            return None
        rest = list(view.hand)
        rest.remove(exchanges[0].card)
        return exchanges[0] if self._missing(rest, view) <= self._missing(view.hand, view) else None

    def _exchange_draw(self, view: FinaleView, legal: Sequence[Action]) -> Action:
        top = view.discard_top
        if Draw("discard") in legal and top is not None and self._gain(view, top) > 0:
            return Draw("discard")
        return Draw("draw") if Draw("draw") in legal else legal[0]

    # --- playing ----------------------------------------------------------------------------------
    def _play(self, view: FinaleView, legal: Sequence[Action], rng: random.Random) -> Action:
        lay_downs = [a for a in legal if isinstance(a, LayDown)]
        if lay_downs:
            return max(lay_downs, key=lambda a: sum(map(len, a.groups)))
        hits = [a for a in legal if isinstance(a, Hit)]
        if hits:
            # naturals first (a Wild could take the end a natural needs)
            return min(hits, key=lambda a: (self.content.is_wild(a.card), a.seat, a.group, a.end, a.card))
        skips = [a for a in legal if isinstance(a, Discard) and a.skip_target is not None]
        if skips and self._skip_is_spare(view, skips[0].card):
            return min(skips, key=lambda a: self._threat(view, a.skip_target))
        card = self._worst_card(view, rng)
        options = [a for a in legal if isinstance(a, Discard) and a.card == card]
        return min(options, key=lambda a: () if a.skip_target is None else self._threat(view, a.skip_target))

    def _skip_is_spare(self, view: FinaleView, card: str) -> bool:
        if view.laid[view.seat] or len(view.hand) <= 1:
            return True
        rest = list(view.hand)
        rest.remove(card)
        return self._missing(rest, view) <= self._missing(view.hand, view)

    def _threat(self, view: FinaleView, seat: int | None) -> tuple:
        """Lower is more dangerous: furthest Level (one laid now counts), then fewest cards,
        then most Grand Finale points; among equals the seat that plays soonest after this one.
        (Not the lowest seat number: every bot would then skip seat 0 on a tie, the seat a
        couch player usually takes, 2.7 times as often as seat 3. docs/ai.md.)"""
        assert seat is not None
        reached = view.level[seat] + (1 if view.laid[seat] else 0)
        return (-reached, view.hand_counts[seat], -view.scores[seat], (seat - view.seat) % view.players)

    def _worst_card(self, view: FinaleView, rng: random.Random) -> str:
        hand = list(view.hand)
        nxt = self._next_player(view)
        danger = view.laid[nxt] if nxt is not None else False
        laid = view.laid[view.seat]
        feeds = self._feeds(view)
        # the discard that leaves the Level closest; then not a Wild, not a card the next
        # player could use on the table, (OutsBot: not one the rival may want), the least
        # connected; then a coin toss per card
        later: dict[tuple, tuple] = {}
        kind_of: dict[str, tuple] = {}
        toss: dict[str, float] = {}
        for card in hand:
            face = self.ctx.faces[card]
            kind = kind_of[card] = (face.number, face.colour, face.wild, face.identity, face.dog)
            if kind not in later:
                # the next player may take a plain discard (never an Exchange or a Skip)
                gives = danger and not face.special and self._hittable(view, card)
                later[kind] = (face.wild, gives, feeds(face), self._connections(card, hand))
            toss[card] = rng.random()

        def missing(kind: tuple) -> int:
            if laid:
                return 0
            rest = list(hand)
            rest.remove(next(c for c in hand if kind_of[c] == kind))
            return self._missing(rest, view)

        floor = 0 if laid else self._missing(hand, view)
        short, kinds = discard_kinds(later, floor, missing)
        if kinds is not None:
            return min((c for c in hand if kind_of[c] in kinds), key=toss.__getitem__)
        return min(hand, key=lambda c: (short[kind_of[c]],) + later[kind_of[c]] + (toss[c],))

    def _feeds(self, view: FinaleView) -> Callable[[Face], bool]:
        """Whether discarding a card of this face may help the next seat: the Normal bot does
        not guess (the same answer for every card leaves its order as it is)."""
        return _never

    def _next_player(self, view: FinaleView) -> int | None:
        for offset in range(1, view.players + 1):
            seat = (view.seat + offset) % view.players
            if seat in view.in_play:
                return seat
        return None

    def _connections(self, card: str, hand: list[str]) -> int:
        """How many other cards share this card's number, colour, or sit next to it."""
        faces = self.ctx.faces
        face = faces[card]
        if face.wild:
            return 99
        count = 0
        for other in hand:
            if other == card:
                continue
            of = faces[other]
            if of.wild:
                continue
            if of.set_key == face.set_key:
                count += 2
            if of.colour == face.colour:
                count += 1
            if not face.special and not of.special and any(abs(a - b) == 1 for a in face.values
                                                            for b in of.values):
                count += 1
        return count


class OutsBot(NormalBot):
    """The hard seat's first choice: Normal, except for the discard.

    *Outs*, before its Level is laid: among the discards that leave the Level as close as the
    Normal bot's would, it keeps the hand with the most outs: unseen cards (by the seat's view:
    not in its hand, the top discard, the Exchange or on the table) that would each bring the
    Level a card closer. Measured without search (docs/ai.md): about 3.6 points above Normal
    itself on the same seeds, at two players.

    *Keeping back what the rival wants*, at two in play, laid or not: among discards that are
    otherwise equal (as close, as many outs, not a Wild, not a card the rival could add to the
    table) it prefers one of a kind the rival threw away itself this round. What counts as the
    same kind is what the rival's Level cares about (:func:`wanted`): a rival building runs
    that threw a 7 will not take a 7, one collecting a colour that threw a blue card will not
    take blue. The rival's discards are read from the top of the pile at this seat's turns
    (``follow``), every view of its own seat, so it needs the hard bot to show it each one.

    Then the Normal bot's last tie-breaks (the least connected card, a coin toss).

    *Exchange first*: holding an Exchange its Level can spare, it plays it before drawing even
    when the top discard helps (the Normal bot then takes the discard alone): through the
    Exchange it takes that discard and one card more.

    *A dog counts*: at a Level that asks for a dog, each dog no card in the hand shows counts
    one card more (the solver's count does not ask for dogs), so the discard keeps the card
    that shows one and the draw takes it.

    Those two were each within the noise alone; together, without search, they won 50 games
    more of 2,400 four-player deals (three paired sets) than this bot without them, and 11 more
    of 400 two-player ones. At Finale the search barely changes its first choice's moves, so
    the first choice is the hard seat's strength (docs/ai.md)."""

    name = "outs"

    def __init__(self, rules: object):
        super().__init__(rules)
        # a hand the count calls complete that cannot be laid (a dog or differing colours
        # missing) is 1 short: it takes a discard that completes it and counts outs for it
        self.shortfall = ShortfallMemo(self.ctx, settle=True)
        self._plain = ShortfallMemo(self.ctx)   # the bare count, beside which a missing dog counts
        self._shed: set[Face] = set()   # faces the rival discarded this round (two in play)
        self._mine: str | None = None   # this seat's last discard: a skipped rival leaves it on top
        self._where: tuple | None = None
        self._keys: dict[Requirement, Callable[[Face], tuple]] = {}

    def _same(self, req: Requirement) -> Callable[[Face], tuple]:
        if req not in self._keys:
            self._keys[req] = solver_key(req)
        return self._keys[req]

    def follow(self, view: FinaleView, action: Action | None = None) -> None:
        """See a view of this seat (and the move made in it): the rival's discard on top of
        the pile at the start of this seat's turn is remembered for the round."""
        where = (view.challenge_index, view.round_number, view.tiebreak is None)
        if where != self._where:
            self._where, self._shed, self._mine = where, set(), None
        top = view.discard_top
        if view.stage == "draw" and top is not None and top != self._mine \
                and view.discard_count > 1 and len(view.in_play) == 2:
            self._shed.add(self.ctx.faces[top])          # a lone card may be the turned-up one
        if isinstance(action, Discard):
            self._mine = action.card

    def choose(self, view: FinaleView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.follow(view)
        action = super().choose(view, legal, rng)
        self.follow(view, action)
        return action

    def _draw(self, view: FinaleView, legal: Sequence[Action]) -> Action:
        # a spare Exchange first, even when the top discard helps: through the Exchange that
        # discard is taken and one card more (the Normal bot takes the discard alone)
        exchange = self._spare_exchange(view, legal)
        return exchange if exchange is not None else super()._draw(view, legal)

    def _missing(self, hand: Sequence[str], view: FinaleView) -> int:
        """Cards short, settled, and each dog the Level asks for that no held card shows one
        more (a hand is then never complete without it)."""
        req = self._requirement(view)
        short = self.shortfall(hand, req)
        if req.dogs:
            lacking = len(dogs_not_shown(hand, req.dogs, self.ctx))
            if lacking:
                short = max(short, self._plain(hand, req) + lacking)
        return short

    def _feeds(self, view: FinaleView) -> Callable[[Face], bool]:
        rival = self._next_player(view)
        if not self._shed or len(view.in_play) != 2 or rival is None:
            return _never
        level = self._requirement(view, rival)
        shed = {wanted(face, level) for face in self._shed}
        return lambda face: wanted(face, level) not in shed

    def _worst_card(self, view: FinaleView, rng: random.Random) -> str:
        if view.laid[view.seat]:
            return super()._worst_card(view, rng)
        hand = list(view.hand)
        faces = self.ctx.faces
        # cards the solver cannot tell apart at this Level are asked about once (solver_key)
        same = self._same(self._requirement(view))
        unseen: dict[tuple, list[str]] = {}
        for card in unseen_cards(self.rules, view):
            unseen.setdefault(same(faces[card]), []).append(card)
        nxt = self._next_player(view)
        danger = view.laid[nxt] if nxt is not None else False
        feeds = self._feeds(view)
        by_kind: dict[tuple, list[str]] = {}
        for card in hand:
            by_kind.setdefault(self._kind(faces[card]), []).append(card)
        rests: dict[tuple, tuple[int, list[str]]] = {}     # by the solver's key of the discard
        for cards in by_kind.values():
            key = same(faces[cards[0]])
            if key not in rests:
                rest = list(hand)
                rest.remove(cards[0])
                rests[key] = (self._missing(rest, view), rest)
        floor = min(short for short, _rest in rests.values())
        outs_of: dict[tuple, int] = {}
        scored = []
        for kind, cards in by_kind.items():
            key = same(faces[cards[0]])
            short, rest = rests[key]
            if short != floor:
                continue
            if key not in outs_of:
                outs_of[key] = sum(len(like) for like in unseen.values()
                                   if self._missing(rest + [like[0]], view) < short) if short else 0
            outs = outs_of[key]
            card = cards[0]
            face = faces[card]
            gives = danger and not face.special and self._hittable(view, card)
            scored.append((-outs, face.wild, gives, feeds(face), self._connections(card, hand), kind))
        best = min(scored)[:-1]
        kinds = [entry[-1] for entry in scored if entry[:-1] == best]
        return min((card for kind in kinds for card in by_kind[kind]), key=lambda c: rng.random())

    @staticmethod
    def _kind(face) -> tuple:
        return (face.number, face.colour, face.wild, face.identity, face.dog)


def _never(face: Face) -> bool:
    return False


def wanted(face: Face, level: Requirement) -> tuple:
    """What a Level cares about in a card, as a key: two cards with the same key are as useful
    to it. Its number (or a special card's identity) when it has sets or runs; its colour when
    a group is of one colour; odd or even when parity counts and numbers do not. A Level of
    one-colour runs cares about both number and colour."""
    groups = level.groups
    numbers = any(group.kind in ("set", "run") for group in groups)
    key: tuple = ()
    if numbers:
        key += (face.set_key,)
    if any(group.one_colour for group in groups):
        key += (face.colour,)
    if not numbers and any(group.parity for group in groups):
        key += (face.identity or face.number % 2,)
    return key
