"""The client packages of the games, one per game (speedstocks/, speedchicago/, ...): importing
this package imports each of them, and each registers its table scene, its scene keys for the
screenshot and bench tools, what the bench measures of it and its solo modes."""

import importlib
import pkgutil

from game.client.games import GAMES


def _menu_order(name: str) -> tuple[int, str]:
    """Packages in the order the menu lists their games (so are their scene keys and bench
    figures), any other after them by name."""
    order = [entry.name for entry in GAMES]
    return (order.index(name) if name in order else len(order), name)


for _name in sorted(
    (package.name for package in pkgutil.iter_modules(__path__) if package.ispkg), key=_menu_order
):
    importlib.import_module(f"{__name__}.{_name}")
