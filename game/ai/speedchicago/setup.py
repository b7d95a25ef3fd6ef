"""The set-up choices: Profi foundation stones, the first foreman and the first photographer."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.speedchicago.site import FIELDS, SIDE

# A field further than this from a stone is nobody's room to grow.
ROOM_RADIUS = 3


def distance(first: int, second: int) -> int:
    """Orthogonal steps between two fields on an empty site."""
    return abs(first % SIDE - second % SIDE) + abs(first // SIDE - second // SIDE)


def room(stone: int, stones: Sequence[int]) -> float:
    """The ground a house on this stone may grow on: fields near it and nearer it than any other
    stone (a tie counts half)."""
    total = 0.0
    for field in range(FIELDS):
        own = distance(field, stone)
        if own > ROOM_RADIUS:
            continue
        nearest = min((distance(field, other) for other in stones if other != stone), default=99)
        if own < nearest:
            total += 1.0
        elif own == nearest:
            total += 0.5
    return total


def best_stone(candidates: Sequence[int], laid: Sequence[int], rng: random.Random) -> int:
    """Profi: the field where a new foundation stone has the most room (ties by chance)."""
    return max(candidates, key=lambda field: (room(field, [*laid, field]), rng.random()))


def best_start(free_stones: Sequence[int], stones: Sequence[int], rng: random.Random) -> int:
    """The first foreman's stone: the house with the most room to grow (ties by chance)."""
    return max(free_stones, key=lambda stone: (room(stone, stones), rng.random()))


def nearest(field: int, figures: Sequence[int], companies: Sequence[int]) -> int:
    """Steps from the field to the nearest foreman of these companies (99 when none)."""
    return min(
        (distance(field, other) for other in range(FIELDS) if figures[other] in companies),
        default=99,
    )


def first_photographer(
    free_stones: Sequence[int],
    figures: Sequence[int],
    player: int,
    players: int,
    rng: random.Random,
) -> int:
    """The photographer's first stone: near the own foreman, far from the others' (ties by
    chance), so that the own company reaches his house first."""
    others = [company for company in range(players) if company != player]

    def worth(stone: int) -> tuple[int, float]:
        return nearest(stone, figures, others) - nearest(stone, figures, [player]), rng.random()

    return max(free_stones, key=worth)
