"""Starts the client: the user's folders, saved tables, computer players and the main menu."""

from __future__ import annotations

from game.client.app import App, Services
from game.client.scenes.menu import MainMenu
from game.client.settings import SettingsStore
from game.store.saves import SaveStore
from game.store.user_folders import config_folder, saves_folder
from game.table.bots import ProcessBotService
from game.table.table import check_table


def build_app() -> App:
    """The app with the player's settings, saved tables and a bot worker process."""
    services = Services(
        saves=SaveStore(saves_folder(), check=check_table),
        bots=ProcessBotService(),
    )
    return App(SettingsStore(config_folder()), services)


def main() -> int:
    """Opens the window on the main menu and plays until the player quits."""
    app = build_app()
    return app.run(MainMenu(app))
