"""The settings file: saved and loaded, checked, and a damaged one set aside with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.client.headless import headless_app
from game.client.settings import Settings, SettingsError, SettingsStore
from game.texts import text


def test_settings_are_saved_and_come_back(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    changed = Settings().with_changes(language="en", hand_magnification=80, tempo="schnell")
    store.save(changed)
    loaded, problem = store.load()
    assert loaded == changed and problem is None


def test_without_a_file_the_defaults_apply(tmp_path: Path) -> None:
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings() and problem is None
    assert settings.language == "de" and settings.tempo == "normal"


@pytest.mark.parametrize(
    "changes",
    [
        {"hand_magnification": 81},
        {"hand_magnification": -5},
        {"hand_magnification": True},
        {"language": "fr"},
        {"tempo": "turbo"},
        {"sound": "yes"},
        {"player_name": 7},
        {"player_name": "W" * 41},
        {"player_name": " Ida"},
    ],
)
def test_values_out_of_range_are_refused_in_words(changes: dict[str, object]) -> None:
    with pytest.raises(SettingsError, match="not valid"):
        Settings().with_changes(**changes)


@pytest.mark.parametrize(
    "content",
    ["{not json", "[1, 2]", json.dumps({"hand_magnification": 500}), "\udcff"],
)
def test_a_damaged_file_is_set_aside_and_the_defaults_apply(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, "utf-8", errors="surrogateescape")
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert problem is not None and "settings.json" in problem
    assert not path.exists() and (tmp_path / "settings.json.damaged").exists()
    assert problem in caplog.text  # the details go to the log


def test_the_player_reads_one_sentence_about_damaged_settings(tmp_path: Path) -> None:
    """No file name or parser message on screen: one sentence from the catalogue."""
    folder = tmp_path / "home" / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text("{not json", "utf-8")
    app = headless_app(tmp_path / "home")
    try:
        assert app.toasts.messages == [text("client.settings_damaged")]
        assert "settings.json" not in app.toasts.messages[0]
        assert "Expecting" not in app.toasts.messages[0]
    finally:
        app.shutdown()


def test_unknown_keys_from_a_newer_version_are_ignored(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"language": "en", "future": 1}))
    settings, problem = SettingsStore(tmp_path).load()
    assert settings.language == "en" and problem is None


def test_the_player_name_is_kept_and_comes_back(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings().with_changes(player_name="Ida"))
    loaded, problem = store.load()
    assert problem is None and loaded.player_name == "Ida"
