"""The Final Nine course on the table: par per level on screen, the tile renderer's hole, flights
deterministic per game, and the words a new player needs (issue 15's Final Nine points)."""

from __future__ import annotations

from game.ui.tables.final_nine.course import flight_seed
from tests.ui.test_final_nine_table import make_table, run_until, settle_on_human


def test_the_header_and_hole_banner_show_the_par_of_the_level_played(app):
    table = make_table(app, players=1, level="pro")
    settle_on_human(app, table)
    view = table.view()
    hole = table.rules.hole(view.hole)
    assert table.hole_par() == view.par == hole.par_for("pro")
    differs = [h for h in table.rules.content.holes if h.par_for("pro") != h.par]
    assert differs, "content has holes whose PRO par is not the AM par"
    assert table.hole_par(differs[0].number) == differs[0].par_for("pro")


def test_a_pickup_banner_names_the_cap_the_engine_uses(app):
    from game.core.engine import Event
    from game.games.final_nine.flow import PICKUP_OVER_PAR
    table = make_table(app, players=1)
    settle_on_human(app, table)
    table.moves.on_pickup(Event("pickup", 0, (), None, None, ""))
    assert table.moves.banners[-1].subtitle == f"scores par + {PICKUP_OVER_PAR} on this hole"
    assert PICKUP_OVER_PAR != 4


def test_the_same_landing_gives_the_same_flight_seed_and_another_landing_another():
    land = {"disc": 3, "path": [37, 32, 27], "landing": 27, "strokes": 1, "direction": "N", "outcome": "land"}
    assert flight_seed(land, 4) == flight_seed(dict(land), 4)
    assert flight_seed(land, 4) != flight_seed({**land, "landing": 22, "path": [37, 32, 27, 22]}, 4)


def test_two_tables_with_one_seed_show_the_same_first_flight(app):
    paths = []
    for _ in range(2):
        table = make_table(app, players=2, humans=0, animate=True, seed=11)
        assert run_until(app, lambda t=table: t.course.in_air, 3000)
        paths.append(table.course.flight.path.points)
        app.stack.pop()
    assert paths[0] == paths[1]


def _luck_step_with_one_disc(app, animate):
    from game.games.final_nine.actions import ChooseThrow, Throw
    table = make_table(app, players=1, animate=animate)
    settle_on_human(app, table)
    content = table.rules.content
    discs = [c for c in table.state.hands[0] if content.is_disc(c)]
    hand = table.state.hands[0]
    plain = [c for c in hand + table.state.action_stack
             if not content.is_disc(c) and content.cards[c].type in ("deviation", "call")]
    table.state.hands[0] = [discs[0]] + plain[:8]       # one disc and eight cards of no use now
    table.resync()
    app.step(1 / 60)
    assert table.play(ChooseThrow(discs[0], "N"))
    settle_on_human(app, table, "skill")
    assert table.play(Throw())
    settle_on_human(app, table, "luck")
    return table


def test_the_default_landing_never_leaves_the_hand_without_a_disc(app):
    for animate in (False, True):        # the old focus stuck on the first refill after an animation
        table = _luck_step_with_one_disc(app, animate)
        from game.games.final_nine.actions import Refill
        focused = table.actions.focused.offer.action
        assert isinstance(focused, Refill) and focused.discs >= 1, focused
        app.stack.pop()


def test_the_refill_buttons_say_what_comes_into_the_hand(app):
    table = _luck_step_with_one_disc(app, False)
    labels = [b.label for b in table.actions.widgets]
    assert "Land: 0 discs" not in labels
    assert any(label.startswith("Land, draw 1 disc") for label in labels), labels
    assert "refill" in table.status_message().lower() and "disc" in table.status_message()


def test_putting_says_in_short_or_past_before_the_throw_and_which_choice_goes_in(app):
    from game.games.final_nine.actions import ChooseThrow
    from tests.final_nine.helpers import card
    table = make_table(app, players=1)
    settle_on_human(app, table)
    hole = table.rules.hole(table.view().hole)
    steps = {"N": 5, "S": -5, "W": 1, "E": -1}   # lie = basket + step, thrown that way to the basket
    way, lie = next((w, hole.basket + s) for w, s in steps.items()
                    if 0 <= hole.basket + s < 40 and hole.letter(hole.basket + s) in "gcT"
                    and abs((hole.basket + s) % 5 - hole.basket % 5) <= 1)
    table.state.lie[0], table.state.throws[0] = lie, 1
    table.state.hands[0] = [card("Acorn"), card("Pebble")] + table.state.hands[0][2:9]
    table.resync()
    app.step(1 / 60)
    arrow = {"N": "\u2191", "E": "\u2192", "S": "\u2193", "W": "\u2190"}[way]
    assert f"Pebble {arrow} goes in" in table.status_message()       # which choice holes out
    table.hand.clear_selection()
    for sprite in table.hand.sprites:
        sprite.selected = sprite.tag == card("Acorn")
    table.choices.refresh()
    table.zone = "actions"
    table.bar.focus = next(i for i, b in enumerate(table.bar.buttons)
                           if b.offer.action == ChooseThrow(card("Acorn"), way))
    assert "the putt flies past the basket" in table.status_message()


def test_fade_words_follow_the_screen_whichever_way_the_disc_is_thrown():
    from game.games.final_nine.preview import screen_side
    assert screen_side("N", 1) == "to the right"
    assert screen_side("S", 1) == "to the left"       # a right fade thrown down goes left on screen
    assert screen_side("E", 1) == "down" and screen_side("W", 1) == "up"
    assert screen_side("S", -1) == "to the right"


def test_the_rules_pages_explain_each_level_and_battle():
    from game.games.registry import spec_for
    pages = " ".join(spec_for("final_nine").rules_summary)
    for level, says in (("REC", "ignored"), ("AM", "full rules"), ("PRO", "wind on every hole")):
        assert level in pages and says in pages, level
    assert "Battle" in pages and "thrower's left" in pages


def test_the_preview_rings_get_a_legend_when_they_are_drawn(app):
    from game.games.final_nine.actions import ChooseThrow
    table = make_table(app, players=1)
    settle_on_human(app, table)
    app.render()
    assert "preview" not in table.drawing.legend            # no throw aimed yet: no ring, no key
    disc = next(c for c in table.view().hand if table.rules.content.is_disc(c))
    for sprite in table.hand.sprites:
        sprite.selected = sprite.tag == disc
    table.choices.refresh()
    table.zone = "actions"
    table.bar.focus = next(i for i, b in enumerate(table.bar.buttons) if isinstance(b.offer.action, ChooseThrow))
    app.render()
    assert {"preview", "ob"} <= table.drawing.legend


def test_the_course_map_opens_by_key_pad_or_mouse_and_any_key_closes_it(app):
    from game.ui.stage.input import InputEvent, Intent
    from game.ui.tables.final_nine.layout import MAP_CHIP
    from tests.ui.test_final_nine_table import click, press
    table = make_table(app, players=1)
    settle_on_human(app, table)
    for opener in ("key", "pad", "mouse"):
        if opener == "mouse":
            click(app, MAP_CHIP.center)
        else:
            app.dispatch(InputEvent(Intent.ACTION_Y, device="keyboard" if opener == "key" else "pad"))
            app.step(1 / 60)
        assert table.course.showing_map and table.course.map_hole == table.shown.hole
        app.render()
        saved = table.rules.state_to_json(table.state)
        press(app, Intent.CONFIRM)                 # closes the map, plays nothing
        assert not table.course.showing_map
        assert table.rules.state_to_json(table.state) == saved


def test_a_new_hole_tours_the_course_then_glides_exactly_onto_the_table_s_hole(app):
    from game.ui.tables.final_nine.hole import CELL, GRID_LEFT, GRID_TOP
    table = make_table(app, players=1, humans=0, animate=True)
    assert run_until(app, lambda: table.course.showing_map, 2000)     # the opening's hole
    camera = table.course.camera
    assert camera.view.scale < 60                                    # the whole course first
    number = table.course.map_hole
    assert run_until(app, lambda: not table.course.showing_map, 2000)
    x, y = camera.origins[number]
    left, top = camera.to_screen(x, y)
    assert (round(left), round(top)) == (GRID_LEFT, GRID_TOP) and camera.view.scale == CELL


def test_every_landing_mark_has_a_synthesised_sound():
    from game.ui.audio.synth import RECIPES, render
    from game.ui.course.flight import Throw, simulate
    from game.ui.tables.final_nine.course import MARK_SOUNDS
    for name in MARK_SOUNDS.values():
        assert name in RECIPES and len(render(name)) > 0, name
    splash = simulate(Throw((37, 32), 32, "w", "N"), 1)
    assert "splash" in {m.kind for m in splash.marks} and MARK_SOUNDS["splash"] == "splash"


def test_a_disc_landing_in_water_plays_the_splash_as_it_lands(app):
    from game.ui.draw.anim import Animator
    from game.ui.tables.final_nine.course import CourseView
    from tests.final_nine.helpers import content
    holes = content().holes
    hole, water = next((h, c) for h in holes for c in range(35) if h.letter(c) == "w" and h.letter(c + 5) != "w")
    played, done = [], []

    class Ear:
        def play(self, name):
            played.append(name)
    course = CourseView(Animator(), Ear(), holes)
    data = {"path": [water + 5, water], "landing": water, "direction": "N", "outcome": "ob", "disc": 1}
    course.throw(0, data, hole, (200, 40, 40), lambda: done.append(True))
    for _ in range(240):
        course.anim.update(1 / 60)
        course.update(1 / 60)
        if done:
            break
    assert played == ["splash"] and done and not course.in_air
