"""The Final Touch table: the Masterpiece in the middle, improve it or smear it.

The current Masterpiece stands large in the centre with its stroke slots on the left (they
fill with the played colours) and the Smear Zone on the right; the next Masterpiece waits
on the face-up pile. Every seat shows its money and collected paintings (ruined ones
veiled and crossed); at four players the two teams wear their team colour. Hand cards glow
green when they can improve the picture and red when they could only smear it, both
straight from the engine's legal actions. The table owns its parts: the hand strip, the
action bar (:mod:`.bar`), the event player with the centre's sprites (:mod:`.moves`) and
the drawing of the static table (:mod:`.draw`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.final_touch.actions import Improve, Smear
from game.games.final_touch.state import RUINED
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.widgets import focus_ring
from game.ui.tables.common.action_bar import ActionBar, BarButton
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.common.table import ViewTable
from game.ui.tables.final_touch.bar import BAR_LAYOUT, offers, paint_button
from game.ui.tables.final_touch.draw import GOOD_GLOW, SMEAR_GLOW, Drawing
from game.ui.tables.final_touch.fx import stroke_face
from game.ui.tables.final_touch.layout import seat_spots
from game.ui.tables.final_touch.moves import Moves, Shown
from game.ui.tables.shot_kit import at_the_end, table_builder


class FinalTouchTable(ViewTable):
    scene_id = "final_touch_table"
    back_deck = "final_touch"
    assist_origin, assist_step = (1784, 12), (-68, 0)    # Hint and Undo left of the menu button
    hint_banner = (960, 672, 1580)                       # the hint covers the status line

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.bar = ActionBar(BAR_LAYOUT, paint_button, on_press=self.attempt)
        self.moves = Moves(self)
        self.drawing = Drawing(self)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.spots = seat_spots(len(self.seats), self.bottom)
        self.shown = Shown.from_view(self.view())
        self.dealt = False

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
        if self.fresh and not self.dealt:
            self.dealt = True
            self.shown = Shown.from_view(self.view())
            self.shown.hand = [0] * len(self.rules.colours)
            self.shown.hand_sizes = [0] * len(self.seats)
            self.shown.draw_count += sum(self.rules.view(self.state, 0).hand_sizes)
            self.shown.next, self.shown.current = self.shown.current, None
            self.shown.pile_count += 1
            events = self.rules.opening_events(self.state)
            self.log.extend(self.named(event.text) for event in events if event.kind == "turn")
            self.stale = True
            self.moves.player.play(events)
        else:
            self.resync()

    def resync(self) -> None:
        """Nothing is moving: show exactly what the view says."""
        self.stale = False
        self.shown = Shown.from_view(self.view())
        self.moves.rebuild_table()
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
        self.refresh_glow()

    def advance(self, actions: int) -> None:
        """Shots and benches: play moves at once, then show the table settled."""
        with self.moves.player.rushed():
            super().advance(actions)
        self.moves.tidy()
        self.resync()

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
        if self.human_to_act() and not self.moves.player.queued and not self.anim.busy:
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
        if not legal:
            self.bar.clear()
            return
        self.bar.offer(offers(self.selected_colours(), legal), legal,
                       lambda action: self.rules.why_illegal(self.state, action))

    def attempt(self, button: BarButton) -> None:
        """Play the button's move; the engine's own sentence explains a refusal."""
        action = button.offer.action
        if action is None:
            self.toast(button.offer.missing[:1].upper() + button.offer.missing[1:])
            self.app.sound.play("error")
            return
        if self.play(action):
            self.app.sound.play("confirm")

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
            return self.moves.table_log[-1] if self.moves.table_log else "Dealing..."
        if not self.human_to_act():
            return f"{self.seats[seat].name} is thinking..." if self.viewer is not None or not self.humans \
                else f"{self.seats[seat].name} to play"
        button = self.bar.focused
        if self.zone == "actions" and button is not None and not button.lit:
            return f"{button.label.split(' ')[0]}: {button.reason}"
        chosen = self.selected_colours()
        if not chosen:
            return "Your turn: pick strokes it lacks (green) or one to smear (red). X picks all"
        if Improve(chosen) in self.legal():
            lacks = sum(self.view().missing)
            touch = " - the final touch!" if len(chosen) == lacks else ""
            return f"Improve with {' + '.join(chosen)}{touch}"
        if len(chosen) == 1 and Smear(chosen[0]) in self.legal():
            count = len(self.shown.smears) + 1
            ruin = " - that ruins it!" if count == 3 else ""
            return f"Smear with {chosen[0]}: smear {count} of 3{ruin}"
        return f"Improve: {self.rules.why_illegal(self.state, Improve(chosen))}"

    # --- drawing -----------------------------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a named part of the table is, for the guided game: ``hand``, ``card:<colour>``,
        ``easel``, ``improve_zone``, ``smear_zone``, ``next``, ``button:<key>``, ``seat:<n>`` and
        ``money`` (your badge)."""
        from game.ui.tables.common import targets
        from game.ui.tables.final_touch import layout
        part, arg = targets.split(name)
        if part in ("hand", "card"):
            return targets.hand_cards(self.hand, arg, lambda tag: tag[0])
        if part == "button":
            return targets.bar_button(self.bar, arg)
        if part in ("seat", "money"):
            spot = self.spots.get(int(arg) if arg.isdigit() else self.bottom)
            return targets.centred(spot.badge, layout.BADGE) if spot else None
        places = {"easel": targets.centred(layout.MP_CENTRE, layout.MP_SIZE), "improve_zone": layout.IMPROVE_PANEL,
                  "smear_zone": layout.SMEAR_PANEL, "next": layout.NEXT_PANEL}
        return pygame.Rect(places[part]) if part in places else None

    def draw(self, surface: pygame.Surface) -> None:
        drawing, moves = self.drawing, self.moves
        drawing.draw_zones(surface)
        drawing.draw_seats(surface)
        drawing.draw_halo(surface)
        if not moves.banners:
            self.draw_status(surface, self.status_message())
        self.anim.draw(surface, self.app.cards)
        waiting = self.animating()
        if not waiting:
            drawing.draw_hand_marks(surface)
            if self.human_to_act() and self.zone == "hand" and self.hand.sprites:
                sprite = self.hand.sprites[min(self.hand.focus, len(self.hand.sprites) - 1)]
                focus_ring(surface, sprite.rect, 14)
            self.draw_actions(surface)
        for banner in moves.banners:
            banner.draw(surface)
        for label in moves.floats:
            label.draw(surface)
        drawing.draw_log_box(surface)
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
        view, results = self.view(), self.rules.results(self.state)
        four = len(self.seats) == 4
        order = sorted(range(len(self.seats)), key=lambda s: (-results[s], -view.money[s], s))
        headers = ["Player"] + (["Team"] if four else []) + ["Money", "Finished", "Ruined", "Result"]
        rows = []
        for seat in order:
            done = [r for r in view.scored if self.collector(seat) in r.recipients
                    and seat in r.recipients]
            finished = sum(1 for r in done if r.kind != RUINED)
            ruined = sum(1 for r in done if r.kind == RUINED)
            row = [self.seats[seat].name] + ([str(seat % 2 + 1)] if four else [])
            row += [f"${view.money[seat]}", str(finished), str(ruined),
                    "Winner" if results[seat] > 0 else ""]
            rows.append(row)
        return headers, rows


def _pick_improvement(app: Any, table: FinalTouchTable) -> None:
    while table.current is not None and not table.human_to_act():
        table.advance(1)
    table.handle_extra(InputEvent(Intent.ACTION_X))     # as if the player pressed X


TABLE = FinalTouchTable
SHOTS: dict = {
    "final_touch_table": table_builder("final_touch", 9, players=3, extra=_pick_improvement),
    "final_touch_standings": table_builder("final_touch", 0, players=4, extra=at_the_end(StandingsScene, 2000)),
}
