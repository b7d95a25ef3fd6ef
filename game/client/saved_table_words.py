"""What the list of saved tables says about each one: the game, who sits there, how far the game
got and when it was last played, in the player's language."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.client.games import game_entry
from game.rules.core import SaveError
from game.rules.registry import get_game
from game.store.saves import SavedTable
from game.table.seats import Seat, TableSetup
from game.texts import template, text

NANOSECONDS = 1_000_000_000
# Up to this many days back a moment is told as "vor 3 Tagen"; older ones by their date.
DAYS_IN_WORDS = 6


@dataclass(frozen=True)
class TableSummary:
    """One saved table as the list shows it: four lines of words and whether it can be played."""

    table_id: str
    game: str
    title: str
    seats: str
    progress: str
    when: str
    playable: bool


def summarize(entry: SavedTable, now: datetime.datetime) -> TableSummary:
    """The words for a saved table whose data loads (the store checked it); SaveError in words
    for data whose set-up or state does not."""
    setup = TableSetup.from_dict(entry.data.get("setup"))
    try:
        entry_of_game = game_entry(setup.game)
    except ValueError as error:
        raise SaveError(str(error)) from None
    title = entry_of_game.title
    if setup.mode:
        title = text("saved_tables.title_with_mode", game=title, mode=_mode_name(setup))
    return TableSummary(
        entry.table_id,
        setup.game,
        title,
        seats_line(setup.seats),
        progress_line(setup.game, entry.data),
        when_words(saved_moment(entry.saved_at), now),
        entry_of_game.playable,
    )


def _mode_name(setup: TableSetup) -> str:
    """The name of a table's solo mode ("Rekordjagd"), or the mode word when it has none."""
    try:
        return text(f"{setup.game}.modes.{setup.mode}.name")
    except KeyError:
        return setup.mode


def seats_line(seats: Sequence[Seat]) -> str:
    """Who sits at the table: "Anna, Computer 2 (leicht), Computer 3 (stark)"."""
    return text("saved_tables.separator").join(
        seat.name
        if seat.is_human
        else text("saved_tables.computer_seat", name=seat.name, strength=_strength(seat))
        for seat in seats
    )


def _strength(seat: Seat) -> str:
    """A computer's strength in words ("leicht")."""
    try:
        return text(f"strength.{seat.strength}")
    except KeyError:
        return seat.strength


def progress_line(game: str, data: dict[str, Any]) -> str:
    """How far the game got: its round (and year) where the game counts them, else its moves."""
    describe = progress_words_of(game)
    if describe is not None:
        try:
            return describe(get_game(game).state_from_dict(data.get("state")))
        except (AttributeError, IndexError, TypeError, ValueError):
            pass  # a state this version describes differently still has its moves to tell
    log = data.get("log")
    moves = len(log) if isinstance(log, list) else 0
    if moves == 0:
        return text("saved_tables.no_moves")
    return text("saved_tables.moves_one" if moves == 1 else "saved_tables.moves", moves=moves)


# The games whose table shows rounds, with the words for them (each game's client package
# registers its own); other games tell their moves.
ProgressWords = Callable[[Any], str]
_PROGRESS: dict[str, ProgressWords] = {}


def register_progress_words(game: str, words: ProgressWords) -> None:
    """Makes words tell how far a saved table of this game got ('Runde 3 · Zug 4')."""
    _PROGRESS[game] = words


def progress_words_of(game: str) -> ProgressWords | None:
    """The words a game registered for how far its table got, or None (its moves are told)."""
    return _PROGRESS.get(game)


def saved_moment(saved_at: int) -> datetime.datetime:
    """A save's stamp (nanoseconds since the epoch) as a moment in this device's time zone."""
    return datetime.datetime.fromtimestamp(saved_at / NANOSECONDS).astimezone()


def when_words(saved: datetime.datetime, now: datetime.datetime) -> str:
    """When a table was last played, in words: "gerade eben", "vor 5 Minuten", "heute, 14:32",
    "gestern, 18:05", "vor 3 Tagen", "am 28. November 2026"."""
    seconds = (now - saved).total_seconds()
    if seconds < 60:
        return text("saved_tables.when_now")
    if seconds < 3600:
        minutes = int(seconds // 60)
        key = "saved_tables.when_minute" if minutes == 1 else "saved_tables.when_minutes"
        return text(key, minutes=minutes)
    clock = text("saved_tables.clock", hour=saved.hour, minute=f"{saved.minute:02d}")
    days = (now.date() - saved.date()).days
    if days <= 0:
        return text("saved_tables.when_today", time=clock)
    if days == 1:
        return text("saved_tables.when_yesterday", time=clock)
    if days <= DAYS_IN_WORDS:
        return text("saved_tables.when_days", days=days)
    month = template("saved_tables.months").split()[saved.month - 1]
    return text("saved_tables.when_date", day=saved.day, month=month, year=saved.year)
