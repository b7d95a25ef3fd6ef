"""A table's logged events as events again, so that a resumed table can tell its whole game.

The table's move log keeps every move with its events as plain data (Event.to_dict). Telling the
game so far after "Weiterspielen" reads them back into the games' event classes instead of
keeping display text in the save: the words then follow the language and the narrator of today.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from game.rules.core import Event, SaveError
from game.table.move_log import LogEntry


@cache
def event_classes(game: str) -> dict[str, type[Event]]:
    """The event classes of a game by their kind; SaveError in words for an unknown game."""
    if not game.isidentifier():
        raise SaveError(f"{game!r} is no game name")
    try:
        module = importlib.import_module(f"game.rules.{game}.events")
    except ModuleNotFoundError:
        raise SaveError(f"there is no game {game!r} with events") from None
    return {
        member.kind: member
        for _, member in inspect.getmembers(module, inspect.isclass)
        if issubclass(member, Event)
        and member is not Event
        and member.__module__ == module.__name__
    }


def event_from_dict(game: str, data: Any) -> Event:
    """One logged event (Event.to_dict data) as its event object; SaveError in words when the
    data is no event of that game."""
    if not isinstance(data, Mapping):
        raise SaveError(f"a logged event must be a mapping, not {type(data).__name__}")
    kind = data.get("kind")
    cls = event_classes(game).get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise SaveError(f"{kind!r} is no kind of {game} event")
    values = {key: value for key, value in data.items() if key != "kind"}
    return typing.cast(Event, _build(cls, values, f"the {kind} event"))


def events_of_log(game: str, entries: Iterable[LogEntry]) -> list[Event]:
    """Every event of the logged moves in order; one that no longer reads (a save of an older
    version) is left out rather than stopping the rest."""
    events: list[Event] = []
    for entry in entries:
        for data in entry.events:
            try:
                events.append(event_from_dict(game, data))
            except SaveError:
                continue
    return events


def _build(cls: type, values: Mapping[str, Any], where: str) -> object:
    """A dataclass from its fields' data, each converted by its type hint."""
    hints, names = _fields(cls)
    missing = [name for name in names if name not in values]
    if missing:
        raise SaveError(f"{where} lacks {', '.join(missing)}")
    foreign = sorted(set(values) - set(names))
    if foreign:
        raise SaveError(f"{where} has fields it does not know: {', '.join(foreign)}")
    return cls(**{name: _value(values[name], hints[name], f"{where}'s {name}") for name in names})


@cache
def _fields(cls: type) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A dataclass's type hints and field names (worked out once: a long log reads thousands)."""
    names = tuple(field.name for field in dataclasses.fields(cls))
    return typing.get_type_hints(cls), names


def _value(value: Any, hint: Any, where: str) -> Any:
    """A field's data converted to its type: lists to tuples, mappings to dataclasses."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in typing.get_args(hint):
            return None
        options = [option for option in typing.get_args(hint) if option is not type(None)]
        return _value(value, options[0], where)
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise SaveError(f"{where} must be a list, not {type(value).__name__}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_value(item, args[0], where) for item in value)
        if len(args) != len(value):
            raise SaveError(f"{where} must hold {len(args)} values, not {len(value)}")
        return tuple(_value(item, arg, where) for item, arg in zip(value, args))
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        if not isinstance(value, Mapping):
            raise SaveError(f"{where} must be a mapping, not {type(value).__name__}")
        return _build(hint, value, where)
    if hint in (int, str, bool, float):
        accepted = (int, float) if hint is float else (hint,)
        if type(value) not in accepted:
            raise SaveError(f"{where} must be {hint.__name__}, not {type(value).__name__}")
        return value
    return value
