"""The user's folders per operating system, the SPEED_GAMES_HOME override, made on demand."""

from __future__ import annotations

from pathlib import Path

from game.store import config_folder, data_folder, saves_folder


def test_speed_games_home_overrides_everything(tmp_path: Path) -> None:
    """config and data below the given folder, on every system, created on demand."""
    for platform in ("linux", "win32", "darwin"):
        environ = {"SPEED_GAMES_HOME": str(tmp_path / "portable"), "APPDATA": "x"}
        assert config_folder(environ, platform) == tmp_path / "portable" / "config"
        assert data_folder(environ, platform) == tmp_path / "portable" / "data"
    assert (tmp_path / "portable" / "config").is_dir()
    assert saves_folder({"SPEED_GAMES_HOME": str(tmp_path)}).is_dir()


def test_linux_follows_xdg_with_its_defaults(tmp_path: Path) -> None:
    """XDG_CONFIG_HOME and XDG_DATA_HOME when set (and absolute), else ~/.config and
    ~/.local/share."""
    home = tmp_path / "home"
    assert config_folder({}, "linux", home) == home / ".config" / "speed-games"
    assert data_folder({}, "linux", home) == home / ".local" / "share" / "speed-games"
    environ = {"XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")}
    assert config_folder(environ, "linux", home) == tmp_path / "c" / "speed-games"
    assert data_folder(environ, "linux", home) == tmp_path / "d" / "speed-games"
    relative = {"XDG_CONFIG_HOME": "relative/path"}
    assert config_folder(relative, "linux", home) == home / ".config" / "speed-games"
    assert (home / ".local" / "share" / "speed-games").is_dir()


def test_windows_and_macos_use_their_application_folders(tmp_path: Path) -> None:
    """%APPDATA% on Windows, ~/Library/Application Support on macOS."""
    home = tmp_path / "home"
    appdata = tmp_path / "Roaming"
    assert config_folder({"APPDATA": str(appdata)}, "win32", home) == appdata / "speed-games"
    assert data_folder({"APPDATA": str(appdata)}, "win32", home) == appdata / "speed-games"
    support = home / "Library" / "Application Support" / "speed-games"
    assert config_folder({}, "darwin", home) == support
    assert data_folder({}, "darwin", home) == support
    assert saves_folder({}, "darwin", home) == support / "saves"
