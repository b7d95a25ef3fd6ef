"""Where the suite keeps the user's settings and data, per operating system, created on demand.

SPEED_GAMES_HOME overrides everything (tests and portable installs): settings then live in
$SPEED_GAMES_HOME/config and data in $SPEED_GAMES_HOME/data.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

APP_FOLDER = "speed-games"
HOME_VARIABLE = "SPEED_GAMES_HOME"
SAVES_FOLDER = "saves"


def config_folder(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder for the user's settings, created if it is missing."""
    return _created(_folder("config", environ, platform, home))


def data_folder(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder for the user's data (saved tables, records), created if it is missing."""
    return _created(_folder("data", environ, platform, home))


def saves_folder(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder of saved tables inside the data folder, created if it is missing."""
    return _created(data_folder(environ, platform, home) / SAVES_FOLDER)


def _folder(
    kind: str,
    environ: Mapping[str, str] | None,
    platform: str | None,
    home: Path | None,
) -> Path:
    """The config or data folder by the override, the platform's custom and its variables."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    override = environ.get(HOME_VARIABLE, "")
    if override:
        return Path(override) / kind
    if platform == "win32":
        appdata = environ.get("APPDATA", "")
        return (Path(appdata) if appdata else home / "AppData" / "Roaming") / APP_FOLDER
    if platform == "darwin":
        return home / "Library" / "Application Support" / APP_FOLDER
    variable, fallback = (
        ("XDG_CONFIG_HOME", home / ".config")
        if kind == "config"
        else ("XDG_DATA_HOME", home / ".local" / "share")
    )
    base = environ.get(variable, "")
    # The XDG specification says relative paths there are invalid and must be ignored.
    return (Path(base) if base and Path(base).is_absolute() else fallback) / APP_FOLDER


def _created(folder: Path) -> Path:
    """The folder, made with its parents when it does not exist yet."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder
