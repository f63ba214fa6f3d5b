"""Settings persist atomically; a damaged file is set aside with a message."""

from __future__ import annotations

import json

import pytest

from game.ui.store.settings import Settings, SettingsStore


def test_settings_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    store.save(Settings(colour_blind=True, animation_speed=2.0, ai_speed=0.0))
    loaded = SettingsStore(tmp_path).load()
    assert loaded.colour_blind and loaded.animation_speed == 2.0 and loaded.ai_speed == 0.0
    assert not list(tmp_path.glob("*.tmp"))


def test_damaged_settings_are_set_aside_not_overwritten(tmp_path):
    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings == Settings()
    kept = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    assert "damaged" in store.message and kept[0].name in store.message


def test_wrong_types_count_as_damage(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"colour_blind": "yes"}), encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings() and store.message


@pytest.mark.parametrize("values, reason", [
    ({"master_volume": -5}, "master_volume is -5; it must be from 0 to 1"),
    ({"effects_volume": 1.5}, "effects_volume is 1.5; it must be from 0 to 1"),
    ({"ai_speed": 7}, "ai_speed is 7; it must be 0, 0.5, 1, 2 or 4"),
    ({"animation_speed": 0.7}, "animation_speed is 0.7; it must be 0, 0.5, 1, 1.5, 2 or 3"),
    ({"idle_seconds": 1e308}, "idle_seconds is 1e+308; it must be from 10 to 3600"),
    ({"idle_seconds": 5}, "idle_seconds is 5; it must be from 10 to 3600"),
    ({"hard_think": 0}, "hard_think is 0; it must be 0.25, 0.4, 0.6, 1, 1.5 or 2"),
    ({"mute": 1}, "mute must be true or false"),
    ({"master_volume": "loud"}, "master_volume must be a number"),
])
def test_a_value_out_of_range_sets_the_file_aside_and_says_which(tmp_path, values, reason):
    raw = json.dumps({"fullscreen": True, **values})
    (tmp_path / "settings.json").write_text(raw, encoding="utf-8")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()                  # nothing of the file is used, not even fullscreen
    kept = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == raw
    assert not (tmp_path / "settings.json").exists()
    assert store.message == (f"Your settings file was damaged ({reason}). It was kept as {kept[0].name}. "
                             "The defaults are in use.")


def test_values_at_the_ends_of_their_ranges_load_as_written(tmp_path):
    values = {"master_volume": 0, "effects_volume": 1, "idle_seconds": 3600, "ai_speed": 0, "hard_think": 2}
    (tmp_path / "settings.json").write_text(json.dumps(values), encoding="utf-8")
    store = SettingsStore(tmp_path)
    loaded = store.load()
    assert store.message == ""
    assert (loaded.master_volume, loaded.effects_volume, loaded.idle_seconds, loaded.ai_speed,
            loaded.hard_think) == (0.0, 1.0, 3600.0, 0.0, 2.0)
