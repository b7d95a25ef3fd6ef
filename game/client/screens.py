"""The client's start-up registration, the one module that knows every screen: importing it loads
each game's client package (which registers its table scene, scene keys, bench scenes, solo
modes, saved-table words and leaderboard) and gives the navigator the scenes it shows.

The game's main, the tools and the tests import it before they build an app; no client module
imports it, so that no two client modules import each other.
"""

from __future__ import annotations

import game.client.scenes.tables  # noqa: F401  (the games' packages register themselves)
from game.client.navigator import Screens, register_screens
from game.client.scenes.end_scene import EndScene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.online.lobby import LobbyScene
from game.client.scenes.online.online_setup import OnlineSetupScene
from game.client.scenes.online.sign_in import SignInScene
from game.client.scenes.rules_scene import RulesScene
from game.client.scenes.saved_tables import SavedTablesScene
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.setup_scene import SetupScene

SCREENS = Screens(
    menu=MainMenu,
    setup=SetupScene,
    rules=RulesScene,
    settings=SettingsScene,
    saved_tables=SavedTablesScene,
    end=EndScene,
    hand_over=HandOverScene,
    online=SignInScene,
    lobby=LobbyScene,
    online_setup=OnlineSetupScene,
)

register_screens(SCREENS)
