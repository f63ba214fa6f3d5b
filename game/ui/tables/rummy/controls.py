"""Rummy controls: the action bar as data, the lit targets, the input zones and the prompt.

The bar's buttons are lit from ``legal_actions``; the others carry the engine's ``why_illegal``
reason (or the table's own where no single action stands behind the button), and a press on
an unlit button says why. Targets (the piles, groups a selected card can hit, a game's own)
come from the same legal actions. The controls build and read engine actions only through the
game's :class:`~game.ui.tables.rummy.actions.RummyActions`, named in its controls' class line
(``class XControls(RummyControls, actions=X_ACTIONS)``); a game adds its own buttons
through the ``*_offers`` hooks.

Zones: the hand (LEFT/RIGHT, CONFIRM selects), the bar (UP from the hand) and the targets
(entered from Hit when there is more than one place to choose). ACTION_Y sorts the hand,
ACTION_X opens the lay-down dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.action_bar import NOT_NOW, ActionBar, BarButton, ButtonSpec, Offer, ringed_painter
from game.ui.tables.rummy.actions import HitMove, RummyActions
from game.ui.tables.rummy.layout import BAR_GAP, BAR_WIDTH, BAR_Y
from game.ui.tables.rummy.mats import Target, hit_rect, pile_rect

if TYPE_CHECKING:
    from game.ui.tables.rummy.table import RummyTable

DRAW, TAKE = ButtonSpec("draw", "Draw pile"), ButtonSpec("take", "Discard pile")
LAY = ButtonSpec("lay", "Lay down", shortcut=Intent.ACTION_X)
HIT, DISCARD = ButtonSpec("hit", "Hit"), ButtonSpec("discard", "Discard")
SORT = ButtonSpec("sort", "By colour", shortcut=Intent.ACTION_Y)
ONE = "select one card first"
PAINTER = ringed_painter((150, 156, 162), fit=True)   # green when lit, slate when not; always pressable


class FitLayout:
    """One centred row sharing ``width`` between the buttons, none wider than ``widest``."""

    def __init__(self, y: int, width: int, gap: int, height: int = 74, widest: int = 300):
        self.y, self.width, self.gap, self.height, self.widest = y, width, gap, height, widest

    def rects(self, offers: Sequence[Offer], text: Text | None) -> list[pygame.Rect]:
        count = len(offers)
        width = min((self.width - self.gap * (count - 1)) // count, self.widest)
        total = width * count + self.gap * (count - 1)
        return [pygame.Rect(960 - total // 2 + index * (width + self.gap), self.y, width, self.height)
                for index in range(count)]


def rummy_bar(pressed: Callable[[BarButton], None]) -> ActionBar:
    """The rummy tables' action bar: one fitted row above the hand, pressing into ``pressed``."""
    return ActionBar(FitLayout(BAR_Y, BAR_WIDTH, BAR_GAP), PAINTER, pressed)


class RummyControls:
    """The bar, the targets and the zones of a rummy table ``t`` (a game's controls may declare
    ``t: XTable``, the same table with the game's type)."""

    actions: RummyActions                                # the game's spelling of the moves
    always_lit: frozenset[str] = frozenset({"sort"})     # the table's own buttons (no engine action)
    draw_words = "the draw pile or the discard pile"    # where a turn's card may come from
    end_moves: tuple[str, ...] = ("discard",)            # how a turn may end, in words

    def __init_subclass__(cls, *, actions: RummyActions | None = None, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        if actions is not None:
            cls.actions = actions

    def __init__(self, table: RummyTable[Any]):
        self.t = table
        self.targets: list[Target[object]] = []
        self.target_focus = 0
        self.hittable: set[str] = set()
        self._to_targets = False

    def selected(self) -> list[str]:
        return [tag for tag in self.t.hand.selected if isinstance(tag, str)]

    def card_words(self, card: str) -> str:
        """A card as the prompt names it ("red 7", "Wild"), in the words of the game's content."""
        return self.t.rules.content.label(card)

    # --- hooks a game fills in ---------------------------------------------------------------
    def stage_offers(self, stage: str, legal: list[object]) -> list[Offer] | None:
        """The bar in a stage of the game's own (None: not one)."""
        return None

    def draw_offers(self, legal: list[object]) -> list[Offer]:
        """The game's draw-stage buttons after the two piles (its own piles, an exchange)."""
        return []

    def play_offers(self, legal: list[object], card: str | None) -> list[Offer]:
        """The game's play-stage buttons after Discard (``card``: the one selected card)."""
        return []

    def press(self, key: str, button: BarButton) -> bool:
        """A lit button of the game's own was pressed; True if it was one."""
        return False

    def skip_line(self, seat: int) -> str:
        board = self.t.board
        return f"{self.t.seats[seat].name}: {board.scores[seat]} points"

    # --- what the player may do now --------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the bar and the lit targets from the engine, for the selection."""
        t = self.t
        self.targets, self.hittable = [], set()
        if not t.ready():
            t.was_ready = False   # rebuilt again once the animation catches up
            t.bar.clear()
            t.zone = "hand"
            return
        stage, legal = t.table_view().stage, t.rules.legal_actions(t.state)
        offers = self.stage_offers(stage, legal)
        if offers is None:
            offers = self._draw_offers(legal) if stage == "draw" else self._play_offers(legal)
        offers.append(Offer(SORT, label="By number" if t.by_colour else "By colour"))
        t.bar.place(offers, self._reasons(offers, legal))
        self.target_focus = min(self.target_focus, max(0, len(self.targets) - 1))
        if t.zone == "targets" and not self.targets:
            t.zone = "actions"

    def _reasons(self, offers: Sequence[Offer], legal: list[object]) -> list[str | None]:
        """The bar's rule (lit when legal, else the engine's reason); the table's own buttons lit."""
        t, out = self.t, []
        for item in offers:
            if item.spec.key in self.always_lit:
                out.append(None)
            elif item.action is None:
                out.append(item.missing or NOT_NOW)
            else:
                out.append(None if item.action in legal else t.rules.why_illegal(t.state, item.action) or NOT_NOW)
        return out

    def _draw_offers(self, legal: list[object]) -> list[Offer]:
        spots = self.t.layout.piles
        for source, pos in (("draw", spots.draw), ("discard", spots.discard)):
            action = self.actions.draw(source)
            if action in legal:
                self.targets.append(Target(pile_rect(pos, self.t.layout.sizes.pile), action, source))
        return [Offer(DRAW, self.actions.draw("draw")), Offer(TAKE, self.actions.draw("discard"))] + \
            self.draw_offers(legal)

    def _play_offers(self, legal: list[object]) -> list[Offer]:
        t, view, act = self.t, self.t.table_view(), self.actions
        chosen = self.selected()
        card = chosen[0] if len(chosen) == 1 else None
        hits = [(action, move) for action in legal if (move := act.as_hit(action)) is not None]
        self.hittable = {move.card for _, move in hits}
        options = [action for action in legal if act.is_lay_down(action)]
        me = view.seats[view.seat]
        lay = Offer(LAY, act.lay_down(()) if me.laid else options[0] if options else None,
                    f"your hand cannot make {t.words.named(me.requirement)} yet")
        mine = [(action, move) for action, move in hits if move.card == card]
        for action, move in mine:
            both = sum(1 for _, m in mine if (m.seat, m.group) == (move.seat, move.group)) > 1
            mat = t.group_spots(move.seat)[move.group].mat
            self.targets.append(Target(hit_rect(mat, move.end, both), action, "group", move.end if both else ""))
        if card is None:
            return [lay, Offer(HIT, None, ONE), Offer(DISCARD, None, ONE)] + self.play_offers(legal, None)
        if mine or not me.laid:     # not laid: the engine says why hitting must wait
            hit = Offer(HIT, mine[0][0] if mine else act.hit(HitMove(card, view.seat, 0, "")))
        else:
            hit = Offer(HIT, None, f"the {self.card_words(card)} fits none of the laid-down groups")
        skips = self._skip_targets(legal, card)
        return [lay, hit, Offer(DISCARD, act.discard(card, skips[0] if skips else None))] + \
            self.play_offers(legal, card)

    def _skip_targets(self, legal: list[object], card: str) -> list[int | None]:
        return [d[1] for action in legal if (d := self.actions.as_discard(action)) is not None and d[0] == card]

    # --- pressing ---------------------------------------------------------------------------------
    def pressed(self, button: BarButton) -> None:
        key, t = button.offer.spec.key, self.t
        if key == "lay":
            self.open_lay_down(button.reason)
        elif not button.lit:
            self.explain(button.reason or NOT_NOW)
        elif key == "sort":
            t.toggle_sort()
        elif key == "hit":
            self.hit()
        elif key == "discard":
            self.discard()
        elif self.press(key, button):
            return
        elif button.offer.action is not None:
            t.commit(button.offer.action)

    def explain(self, reason: str) -> None:
        self.t.toast(reason)
        self.t.app.sound.play("error")

    def open_lay_down(self, reason: str | None) -> None:
        """Opens whenever the seat may still lay down (the dialog says how many cards are short)."""
        view = self.t.table_view()
        if view.stage != "play" or view.seats[view.seat].laid:
            self.explain(reason or NOT_NOW)
            return
        self.t.open_lay_down()

    def hit(self) -> None:
        hits = [target for target in self.targets if target.kind == "group"]
        if len(hits) == 1:
            self.t.commit(hits[0].action)
        else:
            self.enter_targets("group")

    def discard(self) -> None:
        t = self.t
        chosen = self.selected()
        if len(chosen) != 1:
            self.explain(ONE)
            return
        card = chosen[0]
        skips = self._skip_targets(t.rules.legal_actions(t.state), card)
        if len(skips) > 1:
            targets = [seat for seat in skips if seat is not None]
            t.pick_skip_target(targets, [self.skip_line(seat) for seat in targets],
                               lambda seat: self.actions.discard(card, seat))
        else:
            t.commit(self.actions.discard(card, skips[0] if skips else None))

    def enter_targets(self, kind: str) -> None:
        picks = [index for index, target in enumerate(self.targets) if target.kind == kind]
        if picks:
            self.t.zone, self.target_focus, self._to_targets = "targets", picks[0], True

    # --- input -----------------------------------------------------------------------------------
    def handle_table(self, event: InputEvent) -> bool:
        """Before the kit's zones: sorting, the lay-down key and the target zone; True if used."""
        t = self.t
        if event.intent is Intent.ACTION_Y:
            t.toggle_sort()
            return True
        if not t.ready():
            return True
        if event.intent is Intent.ACTION_X:
            if t.table_view().stage == "play":
                self.open_lay_down(None)
            return True
        if t.zone == "targets" and event.intent not in (Intent.POINT, Intent.CLICK):
            self._handle_targets(event)
            return True
        self._to_targets = False
        return False

    def after_kit(self) -> None:
        if self._to_targets:   # a clicked button asked for a target: the kit set the zone to its bar
            self.t.zone = "targets"

    def _handle_targets(self, event: InputEvent) -> None:
        if event.intent in (Intent.LEFT, Intent.RIGHT) and self.targets:
            step = 1 if event.intent is Intent.RIGHT else -1
            self.target_focus = (self.target_focus + step) % len(self.targets)
        elif event.intent is Intent.CONFIRM and self.targets:
            self.t.commit(self.targets[self.target_focus].action)
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.t.zone = "actions" if event.intent is Intent.UP else "hand"

    def handle_click(self, event: InputEvent) -> None:
        """Clicks on the table: a lit target acts; a group that cannot take the card says why."""
        t = self.t
        if event.intent is not Intent.CLICK or event.pos is None:
            return
        for target in self.targets:
            if target.rect.collidepoint(event.pos):
                t.commit(target.action)
                return
        spots, pile = t.layout.piles, t.layout.sizes.pile
        on_pile = {name: pile_rect(pos, pile).collidepoint(event.pos) for name, pos in (("draw", spots.draw),
                                                                                      ("discard", spots.discard))}
        view = t.table_view()
        if view.stage == "draw" and any(on_pile.values()):
            t.commit(self.actions.draw("draw" if on_pile["draw"] else "discard"))   # not allowed: says why
            return
        chosen = self.selected()
        if view.stage != "play" or len(chosen) != 1:
            return
        if on_pile["discard"]:   # a selected card dropped on the discard pile
            button = t.bar.button("discard")
            if button is not None:
                self.pressed(button)
            return
        for seat in range(view.players):
            groups = t.board.groups[seat] if view.seats[seat].laid else []
            for index, (group, spot) in enumerate(zip(groups, t.group_spots(seat))):
                if spot.mat.collidepoint(event.pos):
                    end = ("low" if event.pos[0] < spot.mat.centerx else "high") if group.two_ended else ""
                    t.play(self.actions.hit(HitMove(chosen[0], seat, index, end)))
                    return

    # --- the one-line prompt -------------------------------------------------------------------
    def status(self) -> tuple[str, tuple]:
        t = self.t
        board = t.board
        if t.rules.is_over(t.state) and not t.awaiting_summary:
            return "Game over", theme.INK
        if t.awaiting_summary:
            return f"The {t.words.deal} is over", theme.INK
        if t.humans and t.viewer is None:
            return "Pass the device", theme.INK
        seat = board.current
        if seat is None:
            return "Dealing...", theme.INK
        if not t.ready():
            if seat == t.viewer:
                return "", theme.INK
            name = t.seats[seat].name
            if board.stage == "choose":
                return f"{name} is choosing a {t.words.singular}...", theme.INK
            return (f"{name} is thinking..." if seat in t.bots else f"{name}'s turn"), theme.INK
        if t.zone == "targets":
            return "Pick a lit place with \u2190 \u2192 and Enter (Esc: back)", theme.ACCENT_SOFT
        focused = t.bar.focused if t.zone == "actions" else None
        if focused is not None and focused.reason:
            return f"{focused.label}: {focused.reason}", theme.INK   # guidance; red is for a refused move
        return self.prompt()

    def prompt(self) -> tuple[str, tuple]:
        """What to do now, in words built from ``draw_words`` and ``end_moves``."""
        view, ends = self.t.table_view(), _either(self.end_moves)
        if view.stage == "draw":
            return f"Your turn: draw from {self.draw_words}", theme.ACCENT_SOFT
        chosen = self.selected()
        if len(chosen) == 1:
            label = self.card_words(chosen[0])
            label = label[:1].upper() + label[1:]
            if any(target.kind == "group" for target in self.targets):
                return f"{label}: hit a lit group, or {ends} it", theme.GOOD
            return f"{label}: " + " or ".join(f"{move} it" for move in self.end_moves), theme.ACCENT_SOFT
        if chosen:
            return f"Select one card to {_either(('hit',) + self.end_moves)}", theme.ACCENT_SOFT
        t = self.t
        lay = t.bar.button("lay")
        if lay is not None and lay.lit:
            number = view.seats[view.seat].requirement
            return f"You can make {t.words.named(number)}! Press Lay down (X)", theme.GOOD
        if view.seats[view.seat].laid:
            return f"Hit cards onto the groups, then {ends} a card", theme.ACCENT_SOFT
        return f"Select a card to {ends}", theme.ACCENT_SOFT


def _either(moves: Sequence[str]) -> str:
    """"discard", "discard or save", "hit, discard or save"."""
    return moves[0] if len(moves) == 1 else ", ".join(moves[:-1]) + " or " + moves[-1]
