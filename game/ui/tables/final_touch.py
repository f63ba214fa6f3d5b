"""The Final Touch table: the Masterpiece in the middle, improve it or smear it.

The current Masterpiece stands large in the centre with its stroke slots on the left (they
fill with the played colours) and the Smear Zone on the right; the next Masterpiece waits
on the face-up pile. Every seat shows its money and collected paintings (ruined ones
veiled and crossed); at four players the two teams wear their team colour. Hand cards glow
green when they can improve the picture and red when they could only smear it, both
straight from the engine's legal actions. Choreography lives in ``final_touch_beats``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.final_touch.actions import Improve, Pass, Smear
from game.games.final_touch.state import RUINED
from game.ui import theme
from game.ui.anim import CardSprite
from game.ui.input import InputEvent, Intent
from game.ui.shots import table_builder
from game.ui.tables.final_touch_beats import Choreography, Shown
from game.ui.tables.final_touch_draw import TableDrawing
from game.ui.tables.final_touch_fx import TiltSprite, stroke_face
from game.ui.tables.final_touch_layout import (
    MP_CENTRE,
    SLOT,
    SMEAR,
    SMEAR_TILTS,
    seat_spots,
    smear_slot,
    stroke_slots,
)
from game.ui.tables.kit import CardTableScene
from game.ui.widgets import Button, FocusGroup, focus_ring

GOOD_GLOW = (90, 230, 120)
SMEAR_GLOW = (240, 80, 70)


class ActionButton(Button):
    """An action-bar button that stays clickable when not legal, so the engine can say why."""

    legal: bool = True

    def draw(self, surface: pygame.Surface, text: Any, focused: bool) -> None:
        self.enabled = self.legal
        super().draw(surface, text, focused)
        self.enabled = True


class FinalTouchTable(Choreography, TableDrawing, CardTableScene):
    scene_id = "final_touch_table"
    back_deck = "final_touch"

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.init_choreography()
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.spots = seat_spots(len(self.seats), self.bottom)
        self.shown = Shown.from_view(self.view())
        self.stale = True
        self.dealt = False
        self.caches: dict[Any, Any] = {}

    # --- who sees what ---------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        """The bottom hand is shown face up only to its own player."""
        return self.viewer is not None and self.viewer == self.bottom

    def collector(self, seat: int) -> int:
        """Whose badge shows a seat's paintings: at four players, one per team."""
        return seat % 2 if len(self.seats) == 4 else seat

    def collection(self, seat: int) -> list:
        return [record for record in self.shown.scored if seat in record.recipients]

    # --- syncing with the engine -------------------------------------------------------------
    def enter(self) -> None:
        if self.state.actions_taken == 0 and not self.dealt:
            self.dealt = True
            self.shown = Shown.from_view(self.view())
            self.shown.hand = [0] * len(self.rules.colours)
            self.shown.hand_sizes = [0] * len(self.seats)
            self.shown.draw_count += sum(self.rules.view(self.state, 0).hand_sizes)
            self.shown.next, self.shown.current = self.shown.current, None
            self.shown.pile_count += 1
            events = self.rules.setup_events(self.state)
            self.log.extend(self.named(event.text) for event in events if event.kind == "turn")
            self.queue_events(events)
            self.stale = True
            self.run_beats()
        else:
            self.resync()

    def resync(self) -> None:
        """Nothing is moving: show exactly what the view says."""
        self.stale = False
        self.shown = Shown.from_view(self.view())
        self.rebuild_table()
        self.layout_hand()
        self.refresh_actions()

    def before_events(self) -> None:
        self.hand.clear_selection()
        self.zone = "hand"

    def on_viewer_changed(self) -> None:
        if self.viewer is not None:
            self.bottom = self.viewer
        self.spots = seat_spots(len(self.seats), self.bottom)
        self.hand.clear_selection()
        self.mark_stale()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.play_beats()
        self.refresh_glow()

    def advance(self, actions: int) -> None:
        """Shots and benches: play moves at once, then show the table settled."""
        instant = self.anim.instant
        self.anim.instant = True
        self.run_beats()
        super().advance(actions)
        self.run_beats()
        self.resync()
        self.anim.instant = instant

    def rebuild_table(self) -> None:
        """Put the Masterpiece, the stroke slots and the smears where the view says."""
        shown = self.shown
        if self.mp_sprite is not None and (self.mp_sprite.tag != shown.current or shown.current is None):
            self.anim.remove(self.mp_sprite)
            self.mp_sprite = None
        if shown.current is not None and self.mp_sprite is None:
            self.mp_sprite = self._painting(shown.current, MP_CENTRE, 1.0)
        if self.mp_sprite is not None:
            self.mp_sprite.pos, self.mp_sprite.scale, self.mp_sprite.ruin = MP_CENTRE, 1.0, 0.0
        wanted: dict[int, str] = {}
        colours = self.slot_colours(shown.current)
        for slot, name in enumerate(colours):
            nth = slot - colours.index(name)
            if nth < shown.improved[self.colour_index(name)]:
                wanted[slot] = name
        positions = stroke_slots(len(colours))
        for slot, card in list(self.slot_sprites.items()):
            if wanted.get(slot) != card.tag:
                self.anim.remove(card)
                del self.slot_sprites[slot]
        for slot, name in wanted.items():
            if slot not in self.slot_sprites:
                card = CardSprite(stroke_face(name), "final_touch", positions[slot], SLOT, z=20, tag=name)
                self.slot_sprites[slot] = self.anim.add(card)
        names = [self.rules.colours[c] for c in shown.smears]
        if [card.tag for card in self.smear_sprites] != names:
            for card in self.smear_sprites:
                self.anim.remove(card)
            self.smear_sprites = [self.anim.add(TiltSprite(
                stroke_face(name), "final_touch", smear_slot(i), SMEAR, z=20 + i, tag=name,
                angle=SMEAR_TILTS[i % 3])) for i, name in enumerate(names)]

    # --- the bottom hand ------------------------------------------------------------------------
    def hand_cards(self) -> list[tuple[Any, Any]]:
        if self.face_up:
            return [((name, nth), stroke_face(name)) for name, count in zip(self.rules.colours, self.shown.hand)
                    for nth in range(count)]
        return [(("back", nth), None) for nth in range(self.shown.hand_sizes[self.bottom])]

    def layout_hand(self, origin: tuple[int, int] | None = None) -> None:
        groups: dict[Any, list] = {}
        for sprite in sorted(self.hand.sprites, key=lambda s: s.pos[0]):
            groups.setdefault(sprite.tag[0], []).append(sprite)
        for name, sprites in groups.items():   # renumber after a card left, so the rest glide
            for nth, sprite in enumerate(sprites):
                sprite.tag = (name, nth)
        self.hand.set_cards(self.hand_cards(), origin=origin, face_up=self.face_up)

    def take_hand_card(self, name: str) -> Any:
        """The card a player just played from the bottom hand (a selected one if possible)."""
        candidates = [s for s in self.hand.sprites if s.tag[0] in (name, "back")]
        candidates.sort(key=lambda s: (not s.selected, -s.pos[0]))
        return self.hand.take(candidates[0].tag) if candidates else None

    def selected_colours(self) -> tuple[str, ...]:
        return tuple(tag[0] for tag in self.hand.selected if tag[0] != "back")

    def refresh_glow(self) -> None:
        """Green: this colour can improve the picture. Red: it could only smear it."""
        roles: dict[str, tuple] = {}
        if self.human_to_act() and not self.beats and not self.anim.busy:
            for action in self.legal():
                if isinstance(action, Improve):
                    roles.update({name: GOOD_GLOW for name in action.cards})
                elif isinstance(action, Smear):
                    roles.setdefault(action.colour, SMEAR_GLOW)
        for sprite in self.hand.sprites:
            sprite.highlight = roles.get(sprite.tag[0])

    # --- actions ----------------------------------------------------------------------------
    def refresh_actions(self) -> None:
        legal = self.legal()
        focus = self.actions.focus
        self.actions = FocusGroup()
        if not legal:
            return
        chosen = self.selected_colours()
        if legal == [Pass()]:
            entries = [("Pass", Pass(), True)]
        else:
            improve, smear = Improve(chosen), Smear(chosen[0]) if len(chosen) == 1 else None
            entries = [(f"Improve with {len(chosen)}" if chosen else "Improve", improve, improve in legal),
                       ("Smear", smear, smear is not None and smear in legal)]
        width, gap = 320, 28
        left = 960 - (len(entries) * width + (len(entries) - 1) * gap) // 2
        for index, (label, action, ok) in enumerate(entries):
            rect = pygame.Rect(left + index * (width + gap), 712, width, 78)
            button = ActionButton(rect, label=label, size=theme.BODY_SIZE,
                                  on_activate=lambda a=action: self.attempt(a),
                                  fill=(40, 120, 70) if index == 0 else (140, 52, 48))
            button.legal = ok
            self.actions.widgets.append(button)
        self.actions.focus = min(focus, len(entries) - 1)

    def attempt(self, action: Any) -> None:
        """Play the move; the engine's own sentence explains a refusal."""
        if action is None:
            self.toast("Select exactly one card to smear with")
            self.app.sound.play("error")
            return
        if self.play(action):
            self.app.sound.play("confirm")

    def reason(self, action: Any) -> str | None:
        if action is None:
            return "select exactly one card to smear with"
        return self.rules.why_illegal(self.state, action)

    def handle_table(self, event: InputEvent) -> None:
        if not self.animating():     # cards are still moving: the hand is about to change
            super().handle_table(event)

    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.refresh_actions()

    def handle_extra(self, event: InputEvent) -> None:
        if event.intent is Intent.ACTION_X:       # pick every card that improves the picture
            best = max((a for a in self.legal() if isinstance(a, Improve)), key=lambda a: len(a.cards),
                       default=None)
            self.hand.clear_selection()
            wanted = list(best.cards) if best else []
            for sprite in self.hand.sprites:
                if sprite.tag[0] in wanted:
                    wanted.remove(sprite.tag[0])
                    sprite.selected = True
            self.selection_changed()
        elif event.intent is Intent.ACTION_Y:
            self.hand.clear_selection()
            self.selection_changed()

    # --- status line ------------------------------------------------------------------------------
    def status_message(self) -> str:
        seat = self.current
        if seat is None:
            return "The game is over"
        if self.animating():
            return self.table_log[-1] if self.table_log else "Dealing..."
        if not self.human_to_act():
            return f"{self.seats[seat].name} is thinking..." if self.viewer is not None or not self.humans \
                else f"{self.seats[seat].name} to play"
        if self.zone == "actions" and self.actions.focused is not None:
            button = self.actions.focused
            if not button.legal:
                action = self.entry_action(self.actions.focus)
                return f"{button.label.split(' ')[0]}: {self.reason(action)}"
        chosen = self.selected_colours()
        if not chosen:
            return "Your turn: pick strokes it lacks (green) or one to smear (red). X picks all"
        if Improve(chosen) in self.legal():
            lacks = sum(self.rules.missing(self.state))
            touch = " - the final touch!" if len(chosen) == lacks else ""
            return f"Improve with {' + '.join(chosen)}{touch}"
        if len(chosen) == 1 and Smear(chosen[0]) in self.legal():
            count = len(self.shown.smears) + 1
            ruin = " - that ruins it!" if count == 3 else ""
            return f"Smear with {chosen[0]}: smear {count} of 3{ruin}"
        return f"Improve: {self.reason(Improve(chosen))}"

    def entry_action(self, index: int) -> Any:
        chosen = self.selected_colours()
        if index == 0:
            return Improve(chosen)
        return Smear(chosen[0]) if len(chosen) == 1 else None

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_zones(surface)
        self.draw_seats(surface)
        self.draw_halo(surface)
        if not self.banners:
            self.draw_status(surface, self.status_message())
        self.anim.draw(surface, self.app.cards)
        waiting = self.animating()
        if not waiting:
            self.draw_hand_marks(surface)
            if self.human_to_act() and self.zone == "hand" and self.hand.sprites:
                sprite = self.hand.sprites[min(self.hand.focus, len(self.hand.sprites) - 1)]
                focus_ring(surface, sprite.rect, 14)
            self.draw_actions(surface)
        for banner in self.banners:
            banner.draw(surface)
        for label in self.floats:
            label.draw(surface)
        self.draw_log_box(surface)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    # --- end of game ------------------------------------------------------------------------------
    def winner_title(self) -> str:
        if len(self.seats) == 4:   # teams of two, seated alternately
            results = self.rules.results(self.state)
            winners = [seat for seat, share in enumerate(results) if share > 0]
            teams = {seat % 2 for seat in winners}
            if len(teams) == 1:
                names = " & ".join(self.seats[seat].name for seat in winners)
                return f"Team {teams.pop() + 1} wins: {names}"
        return super().winner_title()

    def standings(self) -> tuple[list[str], list[list]]:
        state, results = self.state, self.rules.results(self.state)
        four = len(self.seats) == 4
        order = sorted(range(len(self.seats)), key=lambda s: (-results[s], -state.money[s], s))
        headers = ["Player"] + (["Team"] if four else []) + ["Money", "Finished", "Ruined", "Result"]
        rows = []
        for seat in order:
            done = [r for r in state.scored if self.collector(seat) in r.recipients
                    and seat in r.recipients]
            finished = sum(1 for r in done if r.kind != RUINED)
            ruined = sum(1 for r in done if r.kind == RUINED)
            row = [self.seats[seat].name] + ([str(seat % 2 + 1)] if four else [])
            row += [f"${state.money[seat]}", str(finished), str(ruined),
                    "Winner" if results[seat] > 0 else ""]
            rows.append(row)
        return headers, rows


def _pick_improvement(app: Any, table: FinalTouchTable) -> None:
    while table.current is not None and not table.human_to_act():
        table.advance(1)
    table.handle_extra(InputEvent(Intent.ACTION_X))     # as if the player pressed X


def _standings(app: Any, table: FinalTouchTable) -> None:
    table.advance(2000)
    table.finished_shown = True
    from game.ui.tables.common.standings import StandingsScene
    app.stack.push(StandingsScene(app, table))


TABLE = FinalTouchTable
SHOTS: dict = {
    "final_touch_table": table_builder("final_touch", 9, players=3, extra=_pick_improvement),
    "final_touch_standings": table_builder("final_touch", 0, players=4, extra=_standings),
}
