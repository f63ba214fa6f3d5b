"""The throw card's banner on the Final Nine table: as the turned action card lands face up, a banner
beside the throw says "Good throw" or what the card applied, long enough to read, at the animation
speed, and never over the hole where the disc lands."""

from __future__ import annotations

from game.core.engine import Event
from game.games.final_nine.actions import ChooseThrow, Throw
from game.ui.tables.final_nine.hole import GRID_RECT
from game.ui.tables.final_nine.text import turned_banner

from .test_final_nine_table import discs_in_hand, make_table, run_until, settle_on_human


def card_id(table, name):
    cards = table.rules.content.cards
    return next(i for i in range(len(cards)) if not table.rules.content.is_disc(i) and cards[i].name == name)


def turn_next(table, name):
    """Put the named action card on top of the action stack, wherever it was."""
    card, state = card_id(table, name), table.state
    for pile in [state.action_stack, state.action_discard, *state.hands]:
        if card in pile:
            pile.remove(card)
    state.action_stack.append(card)
    table.resync()
    return card


def throw_turning(app, table, name):
    settle_on_human(app, table)
    disc = discs_in_hand(table)[0]
    assert table.play(ChooseThrow(disc, "N"))
    turn_next(table, name)
    assert table.play(Throw())
    assert run_until(app, lambda: table.moves.turned is not None, 600)
    return table.moves.turned


def test_a_turned_deviation_says_what_it_applied(app):
    table = make_table(app, players=1, animate=True)
    banner = throw_turning(app, table, "Turnover")
    assert banner.title == "Applied: -1 fade"
    assert "Turnover" in banner.subtitle
    assert any(s.tag[0] == card_id(table, "Turnover") and s.flip >= 1.0 for s in table.moves.throw_sprites)


def test_a_turned_skill_is_a_good_throw(app):
    table = make_table(app, players=1, animate=True)
    banner = throw_turning(app, table, "Run-Up")
    assert banner.title == "Good throw"
    assert "Run-Up" in banner.subtitle and "may be used" in banner.subtitle     # an instant Skill


def test_the_banner_sits_beside_the_throw_not_on_the_hole_and_stays_to_be_read(app):
    table = make_table(app, players=1, animate=True)
    banner = throw_turning(app, table, "Shank")
    surf = table.drawing.banner_surface(banner)
    rect = table.drawing.turned_rect(surf.get_size())
    assert not rect.colliderect(GRID_RECT)
    app.render()
    for _ in range(50):                     # 50 frames at speed 2: 1.7 s of animation time
        app.step(1 / 60)
    assert table.moves.turned is banner
    assert run_until(app, lambda: table.moves.turned is None, 120)


def test_the_banner_honours_the_animation_speed(app):
    table = make_table(app, players=1, animate=True)
    event = Event("throw_card", 0, (card_id(table, "Shank"),), data={"applied": True, "usable": False})
    frames = {}
    for speed in (1.0, 3.0):
        app.settings.animation_speed = speed
        table.moves.show_turned(event)
        count = 0
        while table.moves.turned is not None and count < 1000:
            app.step(1 / 60)
            count += 1
        frames[speed] = count
    assert frames[3.0] < frames[1.0] / 2
    assert frames[1.0] >= 60                # over a second of wall time at normal speed


def test_banner_words_for_each_kind_of_turn(app):
    table = make_table(app, players=1)
    cards = table.rules.content.cards

    def words(name, applied=False, usable=False, battle=False, level="am"):
        return turned_banner(cards[card_id(table, name)], {"applied": applied, "usable": usable}, battle, level)[:2]
    assert words("Flip Up", applied=True)[0] == "Applied: fade to the other side"
    assert words("Foot Fault", applied=True)[0] == "Applied: +1 stroke"
    assert words("Shank", battle=True) == ("Good throw", "Shank turned, Battle rules ignore it")
    assert words("Headwind Gust", level="rec")[1].endswith("REC ignores the wind")
    assert words("Grip Lock")[1].endswith("cannot apply to a putt")
    assert turned_banner(None, {}, False, "am")[:2] == ("Good throw", "No action card was left to turn")
