"""The Bestenliste's lists: sums per player and game, calendar months, shared places, your place."""

from __future__ import annotations

import datetime

import pytest

from game.standings import (
    Month,
    PointsEntry,
    Standing,
    all_time_list,
    day_list,
    monthly_list,
    place_of,
)

D = datetime.date


def entry(name: str, points: int, day: datetime.date, game: str = "speedpipe") -> PointsEntry:
    """One person's points at a table that ended that day."""
    return PointsEntry(f"{name}-{day}-{points}", game, name, points, day)


def test_the_lists_sum_each_players_points_per_game() -> None:
    entries = [
        entry("Anna", 40, D(2026, 12, 1)),
        entry("Ben", 70, D(2026, 12, 2)),
        entry("Anna", 45, D(2026, 12, 3)),
        entry("Anna", 500, D(2026, 12, 3), game="tycoon"),
    ]
    assert all_time_list(entries, "speedpipe") == (
        Standing(1, "Anna", 85, 2),
        Standing(2, "Ben", 70, 1),
    )
    assert all_time_list(entries, "tycoon") == (Standing(1, "Anna", 500, 1),)
    assert all_time_list(entries, "speedstocks") == ()


def test_a_monthly_list_counts_the_calendar_month_to_its_last_day() -> None:
    entries = [
        entry("Anna", 10, D(2026, 11, 30)),
        entry("Anna", 20, D(2026, 12, 1)),
        entry("Ben", 30, D(2026, 12, 31)),
        entry("Ben", 40, D(2027, 1, 1)),
        entry("Cleo", 5, D(2025, 12, 15)),  # the same month a year before
    ]
    december = Month(2026, 12)
    assert monthly_list(entries, "speedpipe", december) == (
        Standing(1, "Ben", 30, 1),
        Standing(2, "Anna", 20, 1),
    )
    assert monthly_list(entries, "speedpipe", december.previous()) == (Standing(1, "Anna", 10, 1),)
    assert monthly_list(entries, "speedpipe", december.next()) == (Standing(1, "Ben", 40, 1),)
    assert [line.name for line in all_time_list(entries, "speedpipe")] == ["Ben", "Anna", "Cleo"]


def test_months_step_over_the_turn_of_the_year() -> None:
    assert Month(2026, 12).next() == Month(2027, 1)
    assert Month(2027, 1).previous() == Month(2026, 12)
    assert Month(2026, 5).next().previous() == Month(2026, 5)
    assert Month.of(D(2024, 2, 29)) == Month(2024, 2)
    assert Month(2026, 1) < Month(2026, 2) < Month(2027, 1)
    with pytest.raises(ValueError, match="1 to 12"):
        Month(2026, 13)


def test_equal_sums_share_a_place_and_are_ordered_by_fewer_games_then_name() -> None:
    day = D(2026, 12, 4)
    entries = [
        entry("dora", 30, day),
        entry("Ben", 30, day),
        entry("Anna", 10, day),
        entry("Anna", 20, day),
        entry("Emil", 5, day),
    ]
    lines = day_list(entries, "speedpipe", day)
    assert lines == (
        Standing(1, "Ben", 30, 1),
        Standing(1, "dora", 30, 1),
        Standing(1, "Anna", 30, 2),
        Standing(4, "Emil", 5, 1),
    )
    assert day_list(entries, "speedpipe", D(2026, 12, 5)) == ()


def test_your_own_place_is_found_by_name() -> None:
    lines = all_time_list(
        [entry("Anna", 9, D(2026, 1, 1)), entry("Ben", 12, D(2026, 1, 1))], "speedpipe"
    )
    assert place_of(lines, "Anna") == Standing(2, "Anna", 9, 1)
    assert place_of(lines, "Zoe") is None
