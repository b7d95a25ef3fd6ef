"""Starts the client: the user's folders, saved tables, computer players and the main menu."""

from __future__ import annotations

import sys

import game.client.screens  # noqa: F401  (registers the screens and the games)
from game.client.app import App, Services
from game.client.event_mode.start import first_scene
from game.client.settings import SettingsStore
from game.client.window import WindowUnavailable
from game.store.saves import SaveStore
from game.store.user_folders import config_folder, saves_folder
from game.table.bots import ProcessBotService
from game.table.table import check_table
from game.texts import text

NO_WINDOW = 1


def build_app(event_mode: bool = False) -> App:
    """The app with the player's settings, saved tables and a bot worker process (event_mode:
    in event mode for this run, whatever the settings say)."""
    services = Services(
        saves=SaveStore(saves_folder(), check=check_table),
        bots=ProcessBotService(),
    )
    try:
        return App(SettingsStore(config_folder()), services, event_mode=event_mode)
    except WindowUnavailable:
        services.bots.close()
        raise


def main(event_mode: bool = False) -> int:
    """Opens the window on the main menu and plays until the player quits; without a window it
    says why in one sentence and ends with a non-zero status. event_mode: locked in event mode
    (the organiser sets a PIN first when none is set yet)."""
    try:
        app = build_app(event_mode)
    except WindowUnavailable as error:
        print(text("client.no_window", reason=str(error) or "?"), file=sys.stderr)
        return NO_WINDOW
    return app.run(first_scene(app))
