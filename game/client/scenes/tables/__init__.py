"""The client packages of the games, one per game (speedstocks/, speedchicago/, ...), and the
table kit they share: importing this package imports each game's package, and each registers its
table scene, its scene keys for the screenshot and bench tools, what the bench measures of it and
its solo modes."""

import importlib
import pkgutil

from game.client.games import GAMES

# Only the games' packages: a shared package beside them (the table kit) registers nothing.
_PACKAGES = {package.name for package in pkgutil.iter_modules(__path__) if package.ispkg}
for _entry in GAMES:  # in the menu's order, as their scene keys and bench figures are listed
    if _entry.name in _PACKAGES:
        importlib.import_module(f"{__name__}.{_entry.name}")
