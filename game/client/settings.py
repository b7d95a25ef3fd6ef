"""The player's settings, kept as JSON in the user's config folder; a damaged file never crashes."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from game.client.event_mode.pin import stored_pin_problem
from game.table.seats import LONGEST_NAME
from game.texts import LANGUAGES

TEMPOS: tuple[str, ...] = ("normal", "schnell")
MAGNIFICATION_RANGE: tuple[int, int] = (0, 80)
SETTINGS_FILE = "settings.json"
SET_ASIDE_SUFFIX = ".damaged"
# What was wrong with a damaged file goes here; the player reads one sentence in their language.
_log = logging.getLogger(__name__)


class SettingsError(ValueError):
    """A settings file that cannot be read; the message says what is wrong in words."""


@dataclass(frozen=True)
class Settings:
    """Everything the player set: language, screen, sound, hand cards, tempo, last tables, name."""

    language: str = "de"
    fullscreen: bool = False
    sound: bool = True
    background_sound: bool = False
    hand_magnification: int = 30  # percent a hand card grows under the pointer (0 to 80)
    hand_lift: bool = True
    tempo: str = "normal"
    last_game: str = "speedstocks"
    # The remembered table set-up per game (game name -> the set-up's own JSON data).
    last_setups: dict[str, Any] = field(default_factory=dict)
    # Speedchicago's "Ansicht": the camera turns briefly to an opponent's step behind tall
    # houses; the Erste Baustelle tutorial has been seen (it starts on the first own turn).
    camera_follows: bool = True
    chicago_tutorial_done: bool = False
    # The name last typed for the first person of a table set-up ("" until one is typed): the
    # next set-up, of any game, starts with it.
    player_name: str = ""
    # Event mode: full screen that guests cannot leave; event_pin is the organiser's PIN that
    # unlocks it, kept only as its salted hash (game.client.event_mode.pin), "" while none is set.
    event_mode: bool = False
    event_pin: str = ""

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with these fields changed, checked."""
        changed = replace(self, **changes)
        changed.check()
        return changed

    def check(self) -> None:
        """SettingsError in words when a value is out of range."""
        low, high = MAGNIFICATION_RANGE
        problems = []
        if self.language not in LANGUAGES:
            problems.append(f"language '{self.language}' is not one of {', '.join(LANGUAGES)}")
        for flag in (
            "fullscreen",
            "sound",
            "background_sound",
            "hand_lift",
            "camera_follows",
            "chicago_tutorial_done",
            "event_mode",
        ):
            if not isinstance(getattr(self, flag), bool):
                problems.append(f"{flag} must be true or false")
        magnification = self.hand_magnification
        if (
            not isinstance(magnification, int)
            or isinstance(magnification, bool)
            or not (low <= magnification <= high)
        ):
            problems.append(f"hand_magnification must be a whole number from {low} to {high}")
        if self.tempo not in TEMPOS:
            problems.append(f"tempo must be one of {', '.join(TEMPOS)}")
        if not isinstance(self.last_game, str):
            problems.append("last_game must be a game name")
        if not isinstance(self.last_setups, dict):
            problems.append("last_setups must be a table of set-ups per game")
        name = self.player_name
        if not isinstance(name, str) or len(name) > LONGEST_NAME or name != name.strip():
            problems.append(
                f"player_name must be a name of at most {LONGEST_NAME} characters"
                " without spaces around it"
            )
        pin = self.event_pin
        if not isinstance(pin, str) or stored_pin_problem(pin):
            problems.append("event_pin must be the hash of a PIN, or empty")
        if problems:
            raise SettingsError("the settings are not valid: " + "; ".join(problems))

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-ready data."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from JSON data; unknown keys are ignored, missing ones take their default."""
        if not isinstance(data, dict):
            raise SettingsError("the settings file does not hold a table of settings")
        known = {item.name for item in fields(cls)}
        settings = cls(**{key: value for key, value in data.items() if key in known})
        settings.check()
        return settings


class SettingsStore:
    """Loads and saves the settings file in one folder."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SETTINGS_FILE

    def load(self) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults with a message in words when the file was damaged.

        A damaged file is renamed aside (never deleted), so the player can still look at it.
        """
        if not self.path.exists():
            return Settings(), None
        try:
            data = json.loads(self.path.read_text("utf-8"))
            return Settings.from_dict(data), None
        except (OSError, ValueError, TypeError) as error:  # JSON, UTF-8 and SettingsError too
            aside = self.path.with_name(self.path.name + SET_ASIDE_SUFFIX)
            try:
                os.replace(self.path, aside)
            except OSError:
                aside = self.path
            problem = f"{self.path.name}: {error} (kept as {aside.name})"
            _log.warning("the settings were damaged and reset: %s", problem)
            return Settings(), problem

    def save(self, settings: Settings) -> None:
        """Writes the settings atomically, so a crash never leaves half a file."""
        settings.check()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_text(json.dumps(settings.to_dict(), indent=2, ensure_ascii=False), "utf-8")
        os.replace(temporary, self.path)
