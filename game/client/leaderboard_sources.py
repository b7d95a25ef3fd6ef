"""Where the leaderboard scene reads its lists: this device's records (the local profile: every
name that played here), or a server's lists through the same small interface.

A server's source answers monthly and all-time lists of one game (game.standings' Standing
lines) and names the player's own name there; a source that cannot answer raises
LeaderboardUnavailable with the reason in words, and the scene says so instead of a list. A
server's answer takes a while: until it comes, the source raises LeaderboardLoading and the
scene, which never waits, asks again in the next frame.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

from game.standings import Month, PointsEntry, Standing, all_time_list, day_list, monthly_list
from game.store.records import DayEntry, RecordBook, RecordEntry, RecordsError


class LeaderboardUnavailable(Exception):
    """A list that cannot be had now (no connection, a damaged file), in words."""


class LeaderboardLoading(Exception):
    """A list asked for whose answer is still on its way; asked again, it may have come."""


class LeaderboardSource(Protocol):
    """The Bestenliste of one place: this device or a server."""

    @property
    def own_name(self) -> str:
        """The player's own name on these lists (highlighted)."""

    def monthly(self, game: str, month: Month) -> tuple[Standing, ...]:
        """The game's list of a calendar month; LeaderboardUnavailable in words, LeaderboardLoading
        while it is on its way."""

    def all_time(self, game: str) -> tuple[Standing, ...]:
        """The game's list for ever; LeaderboardUnavailable in words, LeaderboardLoading while it
        is on its way."""


@dataclass(frozen=True)
class LocalLists:
    """What this device's records hold for one game besides the Bestenliste."""

    records: tuple[RecordEntry, ...]  # the Rekordliste, best first
    days: tuple[DayEntry, ...]  # the Tagesliste, the latest day first


class LocalSource:
    """This device's Bestenliste: the points of every person who played here. same_name turns a
    name as it was played into the name it is listed under (a default "Spieler 1" and "Player 1"
    are one person)."""

    def __init__(self, book: RecordBook, own_name: str, same_name: Callable[[str], str]) -> None:
        self.book = book
        self._own_name = same_name(own_name)
        self._same_name = same_name

    @property
    def own_name(self) -> str:
        """The name the local profile plays under."""
        return self._own_name

    def _entries(self, game: str) -> list[PointsEntry]:
        """The game's points, each under the name it is listed under."""
        try:
            entries = self.book.points_entries(game)
        except (OSError, RecordsError) as error:
            raise LeaderboardUnavailable(str(error)) from None
        return [replace(entry, name=self._same_name(entry.name)) for entry in entries]

    def monthly(self, game: str, month: Month) -> tuple[Standing, ...]:
        """The game's list of a calendar month on this device."""
        return monthly_list(self._entries(game), game, month)

    def all_time(self, game: str) -> tuple[Standing, ...]:
        """The game's list for ever on this device."""
        return all_time_list(self._entries(game), game)

    def day(self, game: str, day: datetime.date) -> tuple[Standing, ...]:
        """The game's list of one day on this device (an event screen's)."""
        return day_list(self._entries(game), game, day)

    def solo_lists(self, game: str) -> LocalLists:
        """The game's Rekordliste and Tagesliste on this device."""
        try:
            return LocalLists(self.book.record_list(game), self.book.daily_list(game))
        except (OSError, RecordsError) as error:
            raise LeaderboardUnavailable(str(error)) from None
