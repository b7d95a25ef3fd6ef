"""Majorities: who leads each branch and what a scoring pays, with ties split as the text says."""

from __future__ import annotations

from collections.abc import Sequence


def place_points(counts: Sequence[int], paid: Sequence[int]) -> list[int]:
    """Points for each participant of one branch: the most buildings take place 1 and so on;
    tied participants add the points of the places they take and share them, rounded down.
    Nobody without a building scores."""
    result = [0] * len(counts)
    ranked = sorted({count for count in counts if count > 0}, reverse=True)
    place = 0
    for count in ranked:
        tied = [index for index, other in enumerate(counts) if other == count]
        share = sum(paid[place : place + len(tied)]) // len(tied)
        for index in tied:
            result[index] = share
        place += len(tied)
        if place >= len(paid):
            break
    return result


def leaders(counts: Sequence[int]) -> tuple[int, ...]:
    """The participants with the most buildings of a branch (none when nobody has one)."""
    best = max(counts, default=0)
    if best <= 0:
        return ()
    return tuple(index for index, count in enumerate(counts) if count == best)
