"""Majorities: who leads each branch and what a scoring pays, with ties split as the text says."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """Participants with the same count of a branch: the first of the places they take together
    (0 = place 1) and the points each of them gets (the places' points added and split)."""

    participants: tuple[int, ...]
    count: int
    place: int
    share: int


def standings(counts: Sequence[int], paid: Sequence[int]) -> tuple[Standing, ...]:
    """Every participant with a building of the branch, most buildings first, grouped by count;
    tied participants add the points of the places they take and share them, rounded down.
    Groups past the paid places share nothing; nobody without a building is listed."""
    result: list[Standing] = []
    place = 0
    for count in sorted({count for count in counts if count > 0}, reverse=True):
        tied = tuple(index for index, other in enumerate(counts) if other == count)
        share = sum(paid[place : place + len(tied)]) // len(tied)
        result.append(Standing(tied, count, place, share))
        place += len(tied)
    return tuple(result)


def place_points(counts: Sequence[int], paid: Sequence[int]) -> list[int]:
    """Points for each participant of one branch: the most buildings take place 1 and so on;
    tied participants add the points of the places they take and share them, rounded down.
    Nobody without a building scores."""
    result = [0] * len(counts)
    for standing in standings(counts, paid):
        for index in standing.participants:
            result[index] = standing.share
    return result


def leaders(counts: Sequence[int]) -> tuple[int, ...]:
    """The participants with the most buildings of a branch (none when nobody has one)."""
    best = max(counts, default=0)
    if best <= 0:
        return ()
    return tuple(index for index, count in enumerate(counts) if count == best)
