"""Synthesised sounds, volume and mute, silence without a device; the TV text size."""

from __future__ import annotations

import pygame

from game.core.engine import Event
from game.ui.audio import synth
from game.ui.audio.sound import Sound
from game.ui.draw import looks
from game.ui.store.settings import Settings, SettingsStore

WANTED = {"card", "deal", "shuffle", "flip", "chip", "win", "error", "whoosh", "chains", "splash", "rustle"}


def test_every_sound_the_games_need_is_synthesised_distinct_and_never_clipped():
    assert WANTED <= set(synth.RECIPES)
    rendered = {name: synth.render(name) for name in synth.RECIPES}
    for name, samples in rendered.items():
        assert 0.03 * synth.RATE < len(samples) < 1.5 * synth.RATE, name
        assert max(abs(v) for v in samples) <= synth.PEAK
        assert max(abs(v) for v in samples) > synth.PEAK * 0.9, name        # audible, normalised
    distinct = {bytes(rendered[name]) for name in WANTED}
    assert len(distinct) == len(WANTED)
    assert bytes(synth.render("shuffle")) == bytes(synth.render("shuffle"))  # the same every run


def test_volume_is_master_times_effects_and_mute_silences():
    settings = Settings(master_volume=0.5, effects_volume=0.6)
    sound = Sound(settings)
    assert abs(sound.volume - 0.3) < 1e-9
    settings.mute = True
    sound.apply_settings(settings)
    assert sound.volume == 0.0
    sound.play("win")                  # muted: nothing, no error
    sound.close()


def test_no_sound_device_is_silent_and_error_free(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Sound(Settings())
    assert not sound.enabled
    for name in synth.RECIPES:
        sound.play(name)
    sound.play("no such sound")
    sound.close()


def test_events_pick_the_sound_of_what_happened():
    assert looks.sound_for_events([Event("shuffle"), Event("deal", 0)]) == "shuffle"
    assert looks.sound_for_events([Event("score", 1)]) == "chip"
    assert looks.sound_for_events([Event("flight", 0)]) == "whoosh"
    # A throw whooshes when it is made, wherever it lands: the course's flight replay plays the
    # splash, clatter or chains as the disc gets there (tests/ui/test_final_nine_course.py).
    water = Event("land", 0, data={"outcome": "ob", "struck": False})
    assert looks.sound_for_events([Event("flight", 0), water]) == "whoosh"
    assert looks.sound_for_events([Event("turn", 1)]) == "select"
    assert looks.sound_for_events([Event("game_end")]) == "win"


def test_tv_text_size_makes_every_label_larger_and_is_kept(app, tmp_path):
    normal = app.text.render("Your turn", 36, (255, 255, 255)).get_size()
    app.settings.tv_text = True
    app.save_settings()
    large = app.text.render("Your turn", 36, (255, 255, 255)).get_size()
    assert large[0] > normal[0] * 1.1 and large[1] > normal[1] * 1.1
    assert SettingsStore(app.store.folder).load().tv_text is True
    app.settings.tv_text = False
    app.save_settings()
    assert app.text.render("Your turn", 36, (255, 255, 255)).get_size() == normal
