"""The client packages of the games, one per game (speedstocks/, speedchicago/, ...): importing
this package imports each of them, and each registers its table scene, its scene keys for the
screenshot and bench tools, what the bench measures of it and its solo modes."""

import importlib
import pkgutil

for _package in pkgutil.iter_modules(__path__):
    if _package.ispkg:
        importlib.import_module(f"{__name__}.{_package.name}")
