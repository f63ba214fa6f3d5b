"""The Phase 10 table: opponents' pods across the top (hand count, active phase card, save
pile, laid groups), your laid phase and the draw/discard piles in the middle, your hand at
the bottom between your panel (phase card, save pile) and the running score sheet.

Each hand starts with a phase choice (:class:`PhaseChoiceScene`); laying down opens the
lay-down dialog (pick cards per group, or take the solver's grouping; the engine explains
a grouping that fails); a selected card lights the groups it can hit. Input and the action
bar live in :mod:`phase10_play`, animation in :mod:`phase10_moves`, static drawing in
:mod:`phase10_draw`, layout in :mod:`phase10_layout`, overlays in :mod:`phase10_choose`,
:mod:`phase10_dialogs` and :mod:`phase10_summary`, shot set-ups in :mod:`phase10_shots`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.anim import CardSprite
from game.ui.shots import table_builder
from game.ui.tables.kit import CardTableScene
from game.ui.tables.phase10_choose import PhaseChoiceScene
from game.ui.tables.phase10_draw import Art, Effects, save_slots
from game.ui.tables.phase10_layout import (
    CAPTION_H,
    DECK,
    GROUP_CARDS,
    HAND_Y,
    OWN_BAND,
    OWN_GROUP_CARD,
    OWN_PANEL,
    GroupSpot,
    Shown,
    arrange_groups,
    card_faces,
    hand_slots,
    pod_groups_area,
    pod_rects,
    short_group,
    short_phase,
    sort_key,
)
from game.ui.tables.phase10_moves import FLY, Choreography
from game.ui.tables.phase10_play import Controls
from game.ui.tables.phase10_shots import (
    hand_summary,
    human_turn_with_laid_phase,
    lay_down_dialog,
    phase_choice,
)
from game.ui.tables.phase10_summary import HandSummaryScene

STATUS_Y = 684
STATUS_WIDTH = 1090


class Phase10Table(Controls, Choreography, CardTableScene):
    scene_id = "phase10_table"
    back_deck = DECK

    def __init__(self, *args: Any, **kwargs: Any):
        fresh = kwargs.get("state") is None and len(args) < 6
        super().__init__(*args, **kwargs)
        self.faces = card_faces(self.rules.content)
        self.art = Art(self)
        self.fx = Effects(self.anim)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.pods = pod_rects(self.state.players, self.bottom)
        self.hand_cards: list[str] = []
        self.hand_face_up = False
        self.group_sprites: dict[str, CardSprite] = {}
        self.flying: set[str] = set()
        self.by_colour = False
        self._synced: Any = None
        self._was_ready = False
        self._static: pygame.Surface | None = None
        self._static_for: tuple = ()
        self._spots: dict[tuple, list[GroupSpot]] = {}
        self._init_timeline()
        self._init_controls()
        self.shown = Shown.from_view(self.view(), False)
        if fresh:
            # the same seeded deal, with its events, so the opening deal is animated
            self.state, events = self.rules.new_game_with_events(self.config, self.seed)
            self.log.extend(self.named(event.text) for event in events if event.text)
            self.on_events(events)
        else:
            self.resync()

    # --- words and places ----------------------------------------------------------------------
    def phase_words(self, phase: int) -> str:
        return short_phase(self.rules.content.phases[phase])

    def seat_spot(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom or seat not in self.pods:
            return (960, HAND_Y)
        rect = self.pods[seat]
        return (rect.right - 86, rect.top + 40)

    def phase_spot(self, seat: int) -> tuple[int, int]:
        rect = self.pods.get(seat, OWN_PANEL) if seat != self.bottom else OWN_PANEL
        return (rect.left + 46, rect.top + 120)

    def save_spot(self, seat: int, index: int) -> tuple[int, int]:
        if seat == self.bottom or seat not in self.pods:
            return save_slots(max(1, index + 1))[max(0, index)]
        rect = self.pods[seat]
        return (rect.right - 51, rect.top + 124)

    def group_spots(self, seat: int) -> list[GroupSpot]:
        """Where ``seat``'s groups sit: laid groups, or the empty slots of the phase it attempts."""
        shown = self.shown
        if shown.melds[seat]:
            counts = tuple(len(meld.cards) for meld in shown.melds[seat])
        elif shown.active[seat]:
            counts = tuple(spec.size for spec in self.rules.content.phases[shown.active[seat]].groups)
        else:
            return []
        key = (seat, counts, self.bottom, shown.players)
        spots = self._spots.get(key)
        if spots is None:
            if seat == self.bottom:
                spots = arrange_groups(OWN_BAND, counts, (OWN_GROUP_CARD,), CAPTION_H)
            else:
                spots = arrange_groups(pod_groups_area(self.pods[seat]), counts, GROUP_CARDS)
            if len(self._spots) > 200:
                self._spots.clear()
            self._spots[key] = spots
        return spots

    def group_captions(self, seat: int) -> list[str]:
        shown = self.shown
        if shown.melds[seat]:
            colours = self.rules.content.ctx.colours
            words = []
            for meld in shown.melds[seat]:
                if meld.spec.kind == "run":
                    words.append(f"Run {meld.low}-{meld.high}")
                elif meld.spec.kind == "set":
                    words.append(f"Set of {meld.number}s")
                elif meld.colour >= 0:
                    words.append(f"All {colours[meld.colour]} ({len(meld.cards)})")
                else:
                    words.append(f"{len(meld.cards)} cards")
            return words
        groups = self.rules.content.phases[shown.active[seat]].groups if shown.active[seat] else ()
        if seat != self.bottom:
            return [short_group(spec) for spec in groups]
        return [f"Group {index + 1}: {short_group(spec)}" for index, spec in enumerate(groups)]

    # --- keeping the picture in step with the engine -----------------------------------------
    def animating(self) -> bool:
        return self.anim.busy or self.awaiting_summary or bool(self.deferred)

    def resync(self, force: bool = False) -> None:
        """Idle: read the board again from the view, and fix any sprite that disagrees."""
        key = (self.actions_taken, self.viewer, self.bottom, id(self.state))
        if key == self._synced and not force:
            return
        self._synced = key
        view = self.view()
        face_up = self.viewer is not None and self.viewer == self.bottom and view.seat == self.bottom
        self.shown = Shown.from_view(view, face_up)
        hand = list(view.hand) if face_up else []
        if face_up != self.hand_face_up or sorted(hand) != sorted(self.hand_cards) or \
                (not face_up and len(self.hand.sprites) != self.shown.hand_counts[self.bottom]):
            turned = face_up and not self.hand_face_up
            self.hand_face_up, self.hand_cards = face_up, hand
            self.lay_hand()
            if turned:   # the hand was hidden (hot-seat): turn it over for its owner
                for index, sprite in enumerate(self.hand.sprites):
                    sprite.flip = 0.0
                    sprite.flip_to(True, 0.3, delay=0.03 * index)
        wanted = {card for melds in self.shown.melds for meld in melds for card in meld.cards}
        for card in [card for card in self.group_sprites if card not in wanted]:
            self.anim.remove(self.group_sprites.pop(card))
        self.flying &= wanted
        for seat in range(self.shown.players):
            self.lay_groups(seat)
        self.refresh_choices()

    def lay_hand(self, origin: tuple[int, int] | None = None) -> None:
        """The bottom seat's hand, sorted: faces for its owner, backs for everyone else."""
        if self.hand_face_up:
            key = sort_key(self.rules.content, self.by_colour)
            entries = [(card, self.faces[card]) for card in sorted(self.hand_cards, key=key)]
        else:
            entries = [(("back", index), None) for index in range(self.shown.hand_counts[self.bottom])]
        self.hand.set_cards(entries, origin=origin, face_up=self.hand_face_up)
        for sprite, slot in zip(self.hand.sprites, hand_slots(len(self.hand.sprites))):
            tween = sprite.tweens.get("pos")
            if tween is not None and not tween.fired:
                tween.end = (float(slot[0]), float(slot[1]))
                if tween.done:
                    sprite.pos = tween.end
            elif sprite.pos != slot:
                sprite.move_to(slot, 0.3)

    def lay_groups(self, seat: int, flying: list[CardSprite] = ()) -> None:
        """Every card of ``seat``'s groups to its slot; ``flying`` ones arrive from a hand."""
        spots = self.group_spots(seat) if self.shown.melds[seat] else []
        arriving = {sprite.tag: sprite for sprite in flying}
        for index, (meld, spot) in enumerate(zip(self.shown.melds[seat], spots)):
            for position, (card, centre) in enumerate(zip(meld.cards, spot.centres)):
                z = 20 + index * 20 + position
                sprite = arriving.get(card)
                if sprite is not None:
                    self.group_sprites[card] = sprite
                    self.flying.add(card)
                    sprite.z = 300 + position
                    sprite.scale_to(spot.size[0] / sprite.size[0], FLY)
                    sprite.move_to(centre, FLY, on_done=lambda s=sprite, c=card: self._settle(s, c, seat))
                    continue
                if card in self.flying:
                    continue
                sprite = self.group_sprites.get(card)
                if sprite is None:
                    sprite = self.anim.add(CardSprite(face=self.faces[card], back_deck=DECK, pos=centre,
                                                      size=spot.size, tag=card))
                    self.group_sprites[card] = sprite
                sprite.z, sprite.size = z, spot.size
                if sprite.pos != centre:
                    sprite.move_to(centre, 0.3)

    def _settle(self, sprite: CardSprite, card: str, seat: int) -> None:
        """A card landed on a group: a crisp sprite at the group's card size takes its place."""
        self.anim.remove(sprite)
        self.flying.discard(card)
        if self.group_sprites.get(card) is not sprite:
            return
        del self.group_sprites[card]
        self.lay_groups(seat)

    def on_viewer_changed(self) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer
            self.pods = pod_rects(self.state.players, self.bottom)
            self._spots.clear()
        self.hand.clear_selection()
        self.zone, self.actions.focus = "hand", 0
        self.resync(force=True)

    def update(self, dt: float) -> None:
        self._tick_timeline(dt)
        super().update(dt)
        self.fx.update(dt * self.anim.speed)
        on_top = self.app.stack.top is self
        if self.summary_ready is not None and on_top:
            result, self.summary_ready = self.summary_ready, None
            self.app.stack.push(HandSummaryScene(self.app, self, result, self.summary_closed))
            return
        if not self.animating():
            self.resync()
            if on_top and self.ready() and self.state.stage == "choose":
                self.app.stack.push(PhaseChoiceScene(self.app, self))
        acting = self.ready()
        if acting != self._was_ready:   # the animation caught up with the human's turn (or left it)
            self._was_ready = acting
            self.refresh_choices()
        self.hand.active = acting and self.zone == "hand"
        self.hand.refresh_highlights((lambda tag: tag in self.hittable) if acting else None)

    def after_advance(self) -> None:
        self.fx.clear()
        self.resync(force=True)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        key = self._static_key()
        if key != self._static_for or self._static is None:
            self._static_for = key
            self._static = self._paint_static(surface.get_size())
        surface.blit(self._static, (0, 0))
        art = self.art
        self.anim.draw(surface, self.app.cards)
        for index, target in enumerate(self.targets):
            if target.kind in ("group", "save"):
                art.lit_mat(surface, target.rect, self.zone == "targets" and index == self.target_focus,
                            target.end, chip=target.kind == "group")
            elif self.zone == "targets" and index == self.target_focus:
                art.lit_mat(surface, target.rect, True)
        message, colour = self.status()
        self._draw_status(surface, message, colour)
        self.draw_actions(surface)
        self.fx.draw(surface, self.app.text)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    def _static_key(self) -> tuple:
        """Everything the table's still picture depends on (cheap to build each frame)."""
        s = self.shown
        melds = tuple(tuple(len(m.cards) for m in melds) for melds in s.melds)
        runs = tuple((m.low, m.high) for melds in s.melds for m in melds)
        lit = tuple(t.kind for t in self.targets if t.kind in ("draw", "discard"))
        return (tuple(s.hand_counts), tuple(s.save_counts), s.draw_count, tuple(s.discard[-2:]), tuple(s.active),
                tuple(map(tuple, s.made)), tuple(s.laid), melds, runs, tuple(s.skips), tuple(s.scores), s.current,
                s.stage, s.dealer, s.hand_number, tuple(s.own_saves), self.bottom, self.hand_face_up, lit,
                self.app.settings.colour_blind)

    def _paint_static(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt, pods, panels, mats, score sheet and piles: repainted only when they change."""
        layer = self._static if self._static is not None and self._static.get_size() == size else \
            pygame.Surface(size)
        if pygame.display.get_surface() is not None and layer is not self._static:
            layer = layer.convert()
        layer.blit(self.felt(), (0, 0))
        shown, art = self.shown, self.art
        for seat, rect in self.pods.items():
            art.pod(layer, seat, rect, shown)
            ghost = not shown.laid[seat]
            art.mats(layer, self.group_spots(seat), ghost=ghost, ghost_words=self.group_captions(seat) if ghost else ())
        self._draw_own_band(layer)
        art.own_panel(layer, self.bottom, shown, self.hand_face_up)
        art.score_sheet(layer, shown)
        art.piles(layer, shown, [t.kind for t in self.targets if t.kind in ("draw", "discard")])
        return layer

    def _draw_own_band(self, surface: pygame.Surface) -> None:
        shown, seat = self.shown, self.bottom
        spots = self.group_spots(seat)
        if not spots:
            words = "Choosing phases..." if shown.stage in ("choose", "deal") else ""
            if words:
                self.app.text.blit(surface, words, theme.BODY_SIZE, theme.INK_DIM, OWN_BAND.center, "center", "bold")
            return
        self.art.mats(surface, spots, self.group_captions(seat), ghost=not shown.laid[seat])

    def _draw_status(self, surface: pygame.Surface, message: str, colour: tuple) -> None:
        if not message:
            return
        text = self.app.text
        label = text.render(message, theme.SMALL_SIZE, colour, "bold")
        if label.get_width() > STATUS_WIDTH:
            label = text.render(message, theme.SMALL_SIZE, colour, "condensed")
        rect = label.get_rect(center=(960, STATUS_Y)).inflate(36, 12)
        pygame.draw.rect(surface, (6, 16, 12), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_actions(self, surface: pygame.Surface) -> None:
        if self.ready() and self.app.stack.top is self:
            super().draw_actions(surface)

    # --- end of game -------------------------------------------------------------------------
    def standings(self) -> tuple[list[str], list[list]]:
        state = self.state
        winners = set(state.winners)

        def rank(seat: int) -> tuple:
            return (seat not in winners, -len(state.completed[seat]), state.scores[seat], seat)
        order = sorted(range(state.players), key=rank)
        rows = []
        for place, seat in enumerate(order, start=1):
            result = ("Shared win" if len(winners) > 1 else "Winner") if seat in winners else \
                f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th')}"
            rows.append([self.seats[seat].name, f"{len(state.completed[seat])}/10", state.scores[seat], result])
        return ["Player", "Phases", "Points", "Result"], rows


TABLE = Phase10Table


SHOTS = {
    "phase10_table": table_builder("phase10", 0, 4, extra=human_turn_with_laid_phase),
    "phase10_lay_down": table_builder("phase10", 0, 4, extra=lay_down_dialog),
    "phase10_hand_summary": table_builder("phase10", 0, 4, extra=hand_summary),
    "phase10_choose_phase": table_builder("phase10", 0, 4, extra=phase_choice),
    "phase10_table_2p": table_builder("phase10", 0, 2, extra=human_turn_with_laid_phase),
    "phase10_table_6p": table_builder("phase10", 0, 6, extra=human_turn_with_laid_phase),
}
