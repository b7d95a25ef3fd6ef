"""Starts the client: the user's folders, saved tables, computer players and the main menu."""

from __future__ import annotations

import sys

import game.client.screens  # noqa: F401  (registers the screens and the games)
from game.client.app import App, Services
from game.client.settings import SettingsStore
from game.client.window import WindowUnavailable
from game.store.saves import SaveStore
from game.store.user_folders import config_folder, saves_folder
from game.table.bots import ProcessBotService
from game.table.table import check_table
from game.texts import text

NO_WINDOW = 1


def build_app() -> App:
    """The app with the player's settings, saved tables and a bot worker process."""
    services = Services(
        saves=SaveStore(saves_folder(), check=check_table),
        bots=ProcessBotService(),
    )
    try:
        return App(SettingsStore(config_folder()), services)
    except WindowUnavailable:
        services.bots.close()
        raise


def main() -> int:
    """Opens the window on the main menu and plays until the player quits; without a window it
    says why in one sentence and ends with a non-zero status."""
    try:
        app = build_app()
    except WindowUnavailable as error:
        print(text("client.no_window", reason=str(error) or "?"), file=sys.stderr)
        return NO_WINDOW
    return app.run(app.navigator.menu())
