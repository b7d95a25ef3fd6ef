"""The way between the client's screens: a scene asks the app's navigator for "the menu", "the
set-up of game G" or "the end of table T" instead of importing the scene it goes to, so that no
two client modules import each other.

The screens are registered once at start-up by game.client.screens, the one module that knows
them all (the game, the tools and the tests import it before they build an app).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.client.table_scenes import table_scene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.table.table import Table


@dataclass(frozen=True)
class Screens:
    """How each screen is made: the scene classes (or factories) by what they show."""

    menu: Callable[[App], Scene]
    setup: Callable[[App, str], Scene]
    rules: Callable[[App, str | None], Scene]
    settings: Callable[[App], Scene]
    saved_tables: Callable[[App], Scene]
    end: Callable[[App, Table], Scene]
    hand_over: Callable[[App, str, Callable[[], None]], Scene]
    online: Callable[[App], Scene]
    lobby: Callable[[App], Scene]
    online_setup: Callable[[App, str], Scene]


_registered: list[Screens] = []


def register_screens(screens: Screens) -> None:
    """Makes these the screens every navigator shows (the last registration counts)."""
    _registered[:] = [screens]


def registered_screens() -> Screens:
    """The registered screens; RuntimeError in words when nothing registered them yet."""
    if not _registered:
        raise RuntimeError(
            "the client's screens are not registered: import game.client.screens before "
            "moving between screens"
        )
    return _registered[0]


class Navigator:
    """Moves one app between its screens by name; owned by the app as app.navigator."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def screens(self) -> Screens:
        """The screens registered at start-up."""
        return registered_screens()

    def menu(self) -> Scene:
        """A new main menu (the first scene of the app)."""
        return self.screens.menu(self.app)

    def to_menu(self) -> None:
        """Leaves every scene for the main menu."""
        self.app.reset(self.menu())

    def to_setup(self, game: str) -> None:
        """Shows the set-up of a new table of this game above the current scene."""
        self.app.push(self.screens.setup(self.app, game))

    def to_rules(self, game: str | None) -> None:
        """Shows the rules of this game (None: the one played last) above the current scene."""
        self.app.push(self.screens.rules(self.app, game))

    def to_settings(self) -> None:
        """Shows the settings above the current scene."""
        self.app.push(self.screens.settings(self.app))

    def to_saved_tables(self) -> None:
        """Shows the list of saved tables above the current scene."""
        self.app.push(self.screens.saved_tables(self.app))

    def table_scene(self, table: Table) -> Scene:
        """The scene its game registered for this table (not shown yet); ValueError in words
        when the game has no table scene."""
        return table_scene(self.app, table)

    def to_table(self, table: Table, *, replace_top: bool) -> Scene:
        """Shows this table's scene in place of the top scene or above it; the scene."""
        scene = self.table_scene(table)
        self.show_table(scene, replace_top=replace_top)
        return scene

    def show_table(self, scene: Scene, *, replace_top: bool) -> None:
        """Shows a table's scene in place of the top scene (when there is one) or above it."""
        if replace_top and self.app.scenes:
            self.app.replace(scene)
        else:
            self.app.push(scene)

    def to_end(self, table: Table) -> None:
        """The end table of this finished table takes the place of the top scene."""
        self.app.replace(self.screens.end(self.app, table))

    def to_online(self) -> None:
        """Shows the sign-in for playing online above the current scene."""
        self.app.push(self.screens.online(self.app))

    def to_lobby(self, *, replace_top: bool) -> None:
        """Shows the lobby of the server in place of the top scene or above it."""
        scene = self.screens.lobby(self.app)
        if replace_top and self.app.scenes:
            self.app.replace(scene)
        else:
            self.app.push(scene)

    def back_to_lobby(self) -> None:
        """Leaves a table (or its end) for the lobby below it, or a new one where none is."""
        from game.client.scenes.online.lobby import LobbyScene

        while len(self.app.scenes) > 1 and not isinstance(self.app.scene, LobbyScene):
            self.app.pop()
        if not isinstance(self.app.scene, LobbyScene):
            self.to_lobby(replace_top=False)

    def to_online_setup(self, game: str) -> None:
        """Shows the set-up of a table on the server above the current scene."""
        self.app.push(self.screens.online_setup(self.app, game))

    def to_hand_over(self, name: str, handed_over: Callable[[], None]) -> None:
        """Puts up the curtain that hands the device to this person; handed_over runs once
        they say they are ready."""
        self.app.push(self.screens.hand_over(self.app, name, handed_over))
