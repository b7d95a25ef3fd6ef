"""The build actions a bot weighs, and what each would do to a city's chain or factory sites."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.core import Move
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES
from game.rules.tycoon.moves import BUILD_HOTEL, FACTORIES, RENOVATE
from game.rules.tycoon.state import TycoonState

HOTEL = "hotel"
RENOVATION = "renovate"
FACTORY = "factory"


@dataclass(frozen=True)
class Build:
    """One build action in a city: a hotel (at a landing place's price), a renovation (free) or
    a factory on a site."""

    kind: str
    city: int
    price: int
    site: int = -1

    def move(self) -> Move:
        """The move that makes this build."""
        if self.kind == HOTEL:
            return BUILD_HOTEL
        if self.kind == RENOVATION:
            return RENOVATE
        return FACTORIES[self.site]


def built_hotel(
    city: int, chain: Sequence[int], end: int, player: int
) -> tuple[list[int], int, int]:
    """The chain of this city after the player builds a hotel at its end: the chain, its new end,
    and the owner of the hotel a red field sends to renovation (-1: none)."""
    after = list(chain)
    after[end] = player
    sent = -1
    if end in CITIES[city].chain.red:
        # The oldest hotel standing in the chain (not the new one) needs renovation.
        for field in range(end):
            owner = after[field]
            if owner >= 0:
                sent = owner
                after[field] = -1
                break
    return after, end + 1, sent


def renovated(chain: Sequence[int], end: int, player: int) -> tuple[list[int], int]:
    """The chain after the player's hotel comes back from renovation to its end (a red field
    reached this way sends nobody away)."""
    after = list(chain)
    after[end] = player
    return after, end + 1


def with_factory(sites: Sequence[int], site: int, player: int) -> list[int]:
    """The factory sites after the player builds on one."""
    after = list(sites)
    after[site] = player
    return after


def builds_at(state: TycoonState, player: int, city: int, place: int, cash: int) -> list[Build]:
    """The builds the player could make in the city from this landing place with this cash."""
    found: list[Build] = []
    full = state.chain_end[city] >= CHAIN_LENGTH
    info = CITIES[city]
    if not full:
        price = info.landing_prices[place]
        if state.hotels_left[player] > 0 and cash >= price:
            found.append(Build(HOTEL, city, price))
        if player in state.renovation[city]:
            found.append(Build(RENOVATION, city, 0))
    if state.factories_left[player] > 0:
        for site, owner in enumerate(state.factories[city]):
            price = info.factory_prices[site]
            if owner < 0 and cash >= price:
                found.append(Build(FACTORY, city, price, site))
    return found
