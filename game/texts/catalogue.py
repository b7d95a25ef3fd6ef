"""Loads the per-language TOML catalogues and looks texts up by dotted key."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES: tuple[str, ...] = ("de", "en")
DEFAULT_LANGUAGE = "de"

_current = DEFAULT_LANGUAGE


@cache
def catalogue(lang: str) -> dict[str, str]:
    """All texts of one language, nested TOML tables flattened to dotted keys: the language's
    main file and the files of its folder (one per game part), no key in two of them."""
    if lang not in LANGUAGES:
        raise ValueError(f"there is no text catalogue for the language '{lang}' ({LANGUAGES})")
    root = resources.files(__package__)
    files = [root.joinpath(f"{lang}.toml")]
    folder = root.joinpath(lang)
    if folder.is_dir():
        files += sorted(
            (item for item in folder.iterdir() if item.name.endswith(".toml")),
            key=lambda item: item.name,
        )
    flat: dict[str, str] = {}
    for file in files:
        part: dict[str, str] = {}
        _flatten(tomllib.loads(file.read_text("utf-8")), "", part)
        twice = sorted(part.keys() & flat.keys())
        if twice:
            raise ValueError(f"the texts {twice[:5]} of {lang}/{file.name} are defined twice")
        flat.update(part)
    return flat


def _flatten(table: dict[str, Any], prefix: str, into: dict[str, str]) -> None:
    """Copies a nested TOML table into dotted keys; every leaf must be a string."""
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            _flatten(value, f"{name}.", into)
        elif isinstance(value, str):
            into[name] = value
        else:
            raise ValueError(f"the text '{name}' must be a string, not {type(value).__name__}")


def set_language(lang: str) -> None:
    """Switches every later text() to this language ('de' or 'en')."""
    global _current
    catalogue(lang)  # fails in words for an unknown language, before switching
    _current = lang


def language() -> str:
    """The language texts are shown in now."""
    return _current


def template(key: str) -> str:
    """The raw text of this key in the current language, {placeholders} unfilled.

    A key missing in a language falls back to German; one missing in German is a KeyError.
    """
    found = catalogue(_current).get(key)
    if found is None:
        found = catalogue(DEFAULT_LANGUAGE).get(key)
    if found is None:
        raise KeyError(f"there is no UI text '{key}'")
    return found


def text(key: str, /, **values: Any) -> str:
    """The text of this key in the current language, with {placeholders} filled in."""
    return template(key).format(**values)


def words(key: str) -> tuple[str, ...]:
    """A text holding space-separated words (such as command aliases), as lower-case words."""
    return tuple(text(key).lower().split())
