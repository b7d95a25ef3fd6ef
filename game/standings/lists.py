"""The Bestenliste's lists from recorded points: monthly (by calendar month), all-time and one
day's, per game. Each player's points are summed; equal sums share a place."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass

MONTHS_IN_YEAR = 12


@dataclass(frozen=True)
class PointsEntry:
    """The points one person got at one finished table, on the day it ended."""

    table: str
    game: str
    name: str
    points: int
    day: datetime.date


@dataclass(frozen=True, order=True)
class Month:
    """A calendar month, the span of a monthly list."""

    year: int
    month: int

    def __post_init__(self) -> None:
        if not 1 <= self.month <= MONTHS_IN_YEAR:
            raise ValueError(f"a month is 1 to 12, not {self.month}")

    @classmethod
    def of(cls, day: datetime.date) -> Month:
        """The month a day lies in."""
        return cls(day.year, day.month)

    def contains(self, day: datetime.date) -> bool:
        """Whether the day lies in this month."""
        return (day.year, day.month) == (self.year, self.month)

    def next(self) -> Month:
        """The month after this one."""
        index = self.year * MONTHS_IN_YEAR + self.month
        return Month(index // MONTHS_IN_YEAR, index % MONTHS_IN_YEAR + 1)

    def previous(self) -> Month:
        """The month before this one."""
        index = self.year * MONTHS_IN_YEAR + self.month - 2
        return Month(index // MONTHS_IN_YEAR, index % MONTHS_IN_YEAR + 1)


@dataclass(frozen=True)
class Standing:
    """One line of a list: the place (shared by equal sums), the player, their points and games."""

    place: int
    name: str
    points: int
    games: int


def ranked(totals: Iterable[tuple[str, int, int]]) -> tuple[Standing, ...]:
    """Lines from (name, points, games): the most points first; equal points share a place and
    are listed by fewer games, then by name."""
    ordered = sorted(totals, key=lambda item: (-item[1], item[2], item[0].casefold(), item[0]))
    lines: list[Standing] = []
    for number, (name, points, games) in enumerate(ordered, 1):
        shared = lines and lines[-1].points == points
        lines.append(Standing(lines[-1].place if shared else number, name, points, games))
    return tuple(lines)


def _summed(entries: Iterable[PointsEntry]) -> tuple[Standing, ...]:
    """The entries summed per player and ranked."""
    points: dict[str, int] = {}
    games: dict[str, int] = {}
    for entry in entries:
        points[entry.name] = points.get(entry.name, 0) + entry.points
        games[entry.name] = games.get(entry.name, 0) + 1
    return ranked((name, total, games[name]) for name, total in points.items())


def all_time_list(entries: Iterable[PointsEntry], game: str) -> tuple[Standing, ...]:
    """The game's list for ever."""
    return _summed(entry for entry in entries if entry.game == game)


def monthly_list(entries: Iterable[PointsEntry], game: str, month: Month) -> tuple[Standing, ...]:
    """The game's list of one calendar month (by the day each table ended)."""
    return _summed(entry for entry in entries if entry.game == game and month.contains(entry.day))


def day_list(entries: Iterable[PointsEntry], game: str, day: datetime.date) -> tuple[Standing, ...]:
    """The game's list of one day (an event screen's day)."""
    return _summed(entry for entry in entries if entry.game == game and entry.day == day)


def place_of(lines: Iterable[Standing], name: str) -> Standing | None:
    """The player's line in a list (your own place), or None when they are not on it."""
    return next((line for line in lines if line.name == name), None)
