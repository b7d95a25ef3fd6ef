"""An app without a display (SDL's dummy drivers) in a folder of its own: for tools and tests."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.table.bots import BotService, InlineBotService

if TYPE_CHECKING:
    from game.client.app import App


def use_dummy_drivers() -> None:
    """No window, no sound card: must run before pygame's display or mixer start."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def headless_app(
    home: Path,
    bots: BotService | None = None,
    now: Callable[[], float] = time.monotonic,
    window_size: tuple[int, int] = (1280, 720),
) -> App:
    """An App whose settings and saved tables live under home, drawing to a hidden window."""
    use_dummy_drivers()
    return app_in_folder(home, bots, now, window_size)


def app_in_folder(
    home: Path,
    bots: BotService | None = None,
    now: Callable[[], float] = time.monotonic,
    window_size: tuple[int, int] = (1280, 720),
) -> App:
    """An App whose settings and saved tables live under home, in whatever window SDL's drivers
    give (the window tests choose a real X display)."""
    # Imported here so that a caller can choose the drivers before pygame starts.
    from game.client.app import App, Services
    from game.client.settings import SettingsStore
    from game.store.saves import SaveStore
    from game.table.table import check_table

    services = Services(
        saves=SaveStore(home / "saves", check=check_table),
        bots=bots if bots is not None else InlineBotService(),
        now=now,
    )
    return App(SettingsStore(home / "config"), services, window_size=window_size)
