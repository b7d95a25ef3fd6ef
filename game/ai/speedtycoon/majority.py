"""Expected majority points: how a branch race may end at a scoring still to come.

Each participant's count at the scoring is its count now plus an unknown gain; the chance that
one stays ahead of another is a normal curve over their difference, wider the more turns are
left (a lead of one is safe at the next refill, not ten turns before). The chance of each place
follows from these pairwise chances; equal counts split the places' points as the rules do.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import erf, exp, sqrt

# Spread of a count difference at a scoring: SPREAD_NOW when it comes at once, growing with the
# square root of the own turns until it.
SPREAD_NOW = 0.45
SPREAD_GROWTH = 0.35
# How fast a participant without a building of a branch is expected to come by one (per own turn).
FIRST_BUILDING_RATE = 0.12
_ROOT_TWO = sqrt(2.0)
# Races already worked out, by counts, points, spread, zero chance and judge: the candidates of
# one decision share most of their races, so most are looked up rather than worked out again.
# Cleared when it holds this many (a few megabytes).
REMEMBERED_MOST = 50_000
_remembered: dict[tuple[object, ...], tuple[tuple[float, ...], float]] = {}


def spread(own_turns: float) -> float:
    """The spread of a count difference at a scoring this many own turns away."""
    return SPREAD_NOW + SPREAD_GROWTH * sqrt(max(0.0, own_turns))


def zero_chance(own_turns: float) -> float:
    """The chance that a participant without a building has one by the scoring."""
    return 1.0 - exp(-FIRST_BUILDING_RATE * max(0.0, own_turns))


def ahead_chance(difference: float, width: float) -> float:
    """The chance that a lead of this many buildings (negative: behind) holds at the scoring;
    one half for an even race."""
    return 0.5 * (1.0 + erf(difference / (width * _ROOT_TWO)))


def expected_points(
    counts: Sequence[float],
    paid: Sequence[int],
    width: float,
    without: float,
    only: int = -1,
) -> list[float]:
    """Expected points of every participant (or only of `only`; the others stay 0).

    paid: points of places 1, 2, … of the scoring; width: spread(); without: zero_chance().
    """
    participants = len(counts)
    places = len(paid)
    first = paid[0]
    second = paid[1] if places > 1 else 0
    third = paid[2] if places > 2 else 0
    scale = 1.0 / (width * _ROOT_TWO)
    result = [0.0] * participants
    for index in range(participants) if only < 0 else (only,):
        mine = counts[index]
        # Chances that 0, 1 or 2 others end ahead of this participant.
        none = 1.0
        one = 0.0
        two = 0.0
        for other in range(participants):
            if other == index:
                continue
            ahead = 0.5 * (1.0 + erf((mine - counts[other]) * scale))
            behind = 1.0 - ahead
            two = two * ahead + one * behind
            one = one * ahead + none * behind
            none *= ahead
        value = first * none + second * one + third * two
        if mine <= 0.0:
            value *= without
        result[index] = value
    return result


def race_points(
    counts: tuple[float, ...],
    paid: tuple[int, ...],
    width: float,
    without: float,
    judge: int,
) -> tuple[tuple[float, ...], float]:
    """One branch race at one scoring: every participant's expected points (all 0 while no one
    has a building of it) and the judge's gain from one more building; looked up when the same
    race was worked out before."""
    key = (counts, paid, width, without, judge)
    found = _remembered.get(key)
    if found is None:
        if len(_remembered) >= REMEMBERED_MOST:
            _remembered.clear()
        everyone = (0.0,) * len(counts)
        if any(counts):
            everyone = tuple(expected_points(counts, paid, width, without))
        more = list(counts)
        more[judge] += 1.0
        gain = expected_points(more, paid, width, without, judge)[judge] - everyone[judge]
        found = _remembered[key] = (everyone, gain)
    return found
