"""Settings persist atomically; a damaged file is set aside with a message."""

from __future__ import annotations

import json

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
