"""What the Tycoon board pays and what a build would change, asked before it happens: the next
chain field and its amounts, the hotel a red field would send away, the factory values and every
city's majorities as a payday now would count them, and a whole build preview for a player.

The primary forms take the plain lists of a state or a view (chains, chain_end, factories), so
that a client can ask them of a shown view while the table's state is ahead; the thin wrappers
take a TycoonState."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.tycoon.board import CHAIN_LENGTH, CITIES
from game.rules.tycoon.flights import HOME, OVER
from game.rules.tycoon.payday import (
    FIRST,
    SECOND,
    amount_field,
    chain_standings,
    income_of,
    standing_in,
)

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState

RED_FIELDS: tuple[frozenset[int], ...] = tuple(city.chain.red for city in CITIES)
HOTEL_PRICES: tuple[tuple[int, int], ...] = tuple(city.landing_prices for city in CITIES)
FACTORY_PRICES: tuple[tuple[int, ...], ...] = tuple(city.factory_prices for city in CITIES)

# Where the plane stands for a build preview.
WHERE_LANDED = "landed"  # on a landing place: a build is possible there
WHERE_HOME = "home"  # at the home bank: no city to build in
WHERE_AIRBORNE = "airborne"  # over a city with both places taken: no build in the air
# Why a build shown in a preview cannot be made now ("" when it can).
NOT_YOUR_TURN = "not_your_turn"  # another player acts, it is payday, or the game is over
ALREADY_BUILT = "built"  # this turn's build action is made
NO_CASH = "cash"  # the price is more than the cash
NO_HOTELS = "no_hotels"  # no hotel left in supply
NO_FACTORIES = "no_factories"  # no factory left in supply
SITE_TAKEN = "taken"  # the factory site has its factory
CHAIN_FULL = "full"  # all 14 fields given (renovation)


# ---- the chain's next field, its amounts, the red field ------------------------------------


def next_field(chain_end: int) -> int | None:
    """The field the next hotel of a chain goes on (None: the chain is full)."""
    return chain_end if chain_end < CHAIN_LENGTH else None


def payout_amounts(city: int, chain_end: int) -> tuple[int, int]:
    """(first, second): what the majority and the runner-up of a city receive at a payday now,
    read from the next free field (a full chain: its last field)."""
    field = amount_field(chain_end)
    return FIRST[city][field], SECOND[city][field]


def red_victim(chain: Sequence[int], chain_end: int, city: int) -> tuple[int, int] | None:
    """(field, owner) of the hotel that a hotel built now would send to the Stadtbild: the
    oldest standing one of the chain when the next field is red; None when nobody goes."""
    if chain_end >= CHAIN_LENGTH or chain_end not in RED_FIELDS[city]:
        return None
    for field in range(chain_end):
        owner = chain[field]
        if owner >= 0:
            return field, owner
    return None


# ---- what a payday now would count ----------------------------------------------------------


def longest_cities(chains: Sequence[Sequence[int]]) -> frozenset[int]:
    """The cities with the longest chain of standing hotels (none while no hotel stands)."""
    standing = [standing_in(chain) for chain in chains]
    longest = max(standing)
    if longest < 1:
        return frozenset()
    return frozenset(city for city, count in enumerate(standing) if count == longest)


def factory_values(chains: Sequence[Sequence[int]], chain_end: Sequence[int]) -> list[int]:
    """What one factory in each city pays at a payday now: the second amount, the first in the
    city or cities with the longest chain."""
    longest = longest_cities(chains)
    values = []
    for city in range(len(CITIES)):
        first, second = payout_amounts(city, chain_end[city])
        values.append(first if city in longest else second)
    return values


@dataclass(frozen=True)
class CityPayout:
    """One city at a payday now: the amount field and its amounts, the standings, who is first
    and second (-1: nobody), whether equal counts were ranked by the earliest hotel, whether it
    is a longest chain, what a factory there pays and who owns its sites (-1: free)."""

    city: int
    field: int
    first_amount: int
    second_amount: int
    standings: tuple[tuple[int, int], ...]
    earliest: tuple[int, ...]
    first: int
    second: int
    tie_first: bool
    tie_second: bool
    longest: bool
    factory_value: int
    factory_owners: tuple[int, ...]

    @property
    def tie_decided(self) -> bool:
        """Whether the earliest hotel decided who is first or who is second."""
        return self.tie_first or self.tie_second


def earliest_fields(chain: Sequence[int], players: int) -> list[int]:
    """Per player: the field of his earliest standing hotel in a chain (CHAIN_LENGTH: none)."""
    earliest = [CHAIN_LENGTH] * players
    for field, owner in enumerate(chain):
        if owner >= 0 and field < earliest[owner]:
            earliest[owner] = field
    return earliest


def city_payout(
    city: int,
    chain: Sequence[int],
    chain_end: int,
    sites: Sequence[int],
    players: int,
    longest: bool,
) -> CityPayout:
    """One city's payout at a payday now (longest: whether its chain counts as a longest)."""
    field = amount_field(chain_end)
    first_amount, second_amount = FIRST[city][field], SECOND[city][field]
    ranked = chain_standings(chain, players)
    earliest = earliest_fields(chain, players)
    counts = [count for _player, count in ranked]
    return CityPayout(
        city=city,
        field=field,
        first_amount=first_amount,
        second_amount=second_amount,
        standings=tuple(ranked),
        earliest=tuple(earliest[player] for player, _count in ranked),
        first=ranked[0][0] if ranked else -1,
        second=ranked[1][0] if len(ranked) > 1 else -1,
        tie_first=len(counts) > 1 and counts[0] == counts[1],
        tie_second=len(counts) > 2 and counts[1] == counts[2],
        longest=longest,
        factory_value=first_amount if longest else second_amount,
        factory_owners=tuple(sites),
    )


def city_payouts(
    chains: Sequence[Sequence[int]],
    chain_end: Sequence[int],
    factories: Sequence[Sequence[int]],
    players: int,
) -> tuple[CityPayout, ...]:
    """Every city's payout at a payday now, in city order."""
    longest = longest_cities(chains)
    return tuple(
        city_payout(city, chains[city], chain_end[city], factories[city], players, city in longest)
        for city in range(len(CITIES))
    )


# Per player: (distribution, majorities, factories) if the payday were now, from plain lists; one
# implementation with the engine's own payday, which asks it for every view and payday.
payday_income_of = income_of


def payday_totals(
    chains: Sequence[Sequence[int]],
    chain_end: Sequence[int],
    factories: Sequence[Sequence[int]],
    players: int,
) -> list[int]:
    """Per player: the whole income of a payday now."""
    return [sum(parts) for parts in payday_income_of(chains, chain_end, factories, players)]


# ---- a build preview -------------------------------------------------------------------------


@dataclass(frozen=True)
class Majority:
    """A city's majority before and after a build: standings best first, first and second
    player (-1: nobody), and the amounts paid from the amount field."""

    standings: tuple[tuple[int, int], ...]
    first: int
    second: int
    first_amount: int
    second_amount: int

    def rank_of(self, player: int) -> int:
        """0 first, 1 second, 2 and more further back, -1 without a standing hotel."""
        for rank, (who, _count) in enumerate(self.standings):
            if who == player:
                return rank
        return -1


@dataclass(frozen=True)
class HotelPreview:
    """A hotel built now: its price, the field it takes, red or not and the hotel sent to the
    Stadtbild (field, owner), the city's majority before and after, every player's payday
    income change, and whether it can be built now (why_not: a reason code, '' when it can)."""

    city: int
    price: int
    field: int
    red: bool
    victim: tuple[int, int] | None
    before: Majority
    after: Majority
    income_change: tuple[int, ...]
    affordable: bool
    why_not: str


@dataclass(frozen=True)
class RenovationPreview:
    """The player's oldest waiting hotel of the city brought back: the field it would take,
    how many of his hotels wait there, the majority before and after, every player's payday
    income change, and whether it can be done now (why_not '' when it can)."""

    city: int
    field: int
    waiting: int
    before: Majority
    after: Majority
    income_change: tuple[int, ...]
    possible: bool
    why_not: str


@dataclass(frozen=True)
class FactoryPreview:
    """One factory site of the city: its price, owner (-1: free), what a factory there pays
    at a payday now, and whether the player can build on it now (why_not '' when he can)."""

    city: int
    site: int
    price: int
    owner: int
    value: int
    affordable: bool
    why_not: str

    @property
    def free(self) -> bool:
        """Whether no factory stands on the site."""
        return self.owner < 0


@dataclass(frozen=True)
class BuildPreview:
    """What the build of the moment would do for a player in the city of his plane (city -1 at
    home): where the plane is (WHERE_*), the hotel (None: not on a landing place or the chain
    full), the renovation (None: not landed or no own hotel waiting there), the factory sites
    (empty: not landed), the chain being full, and the player's cash (for the words)."""

    player: int
    city: int
    place: int
    where: str
    full: bool
    hotel: HotelPreview | None
    renovation: RenovationPreview | None
    factories: tuple[FactoryPreview, ...]
    cash: int

    def factory(self, site: int) -> FactoryPreview | None:
        """The preview of one site (None: no such site or no preview)."""
        return self.factories[site] if 0 <= site < len(self.factories) else None


def majority_of(city: int, chain: Sequence[int], chain_end: int, players: int) -> Majority:
    """A city's majority as a payday now would count it."""
    ranked = tuple(chain_standings(chain, players))
    first_amount, second_amount = payout_amounts(city, chain_end)
    return Majority(
        ranked,
        ranked[0][0] if ranked else -1,
        ranked[1][0] if len(ranked) > 1 else -1,
        first_amount,
        second_amount,
    )


def _turn_reason(state: TycoonState, player: int) -> str:
    """Why the player cannot make a build action now at all ('' when he can)."""
    if state.phase != "turn" or state.acting != player:
        return NOT_YOUR_TURN
    if state.built:
        return ALREADY_BUILT
    return ""


def _changed(
    state: TycoonState, city: int, chain: list[int], chain_end: int, before: list[int]
) -> tuple[int, ...]:
    """Every player's payday income change if the city's chain became this one."""
    chains = list(state.chains)
    chains[city] = chain
    ends = list(state.chain_end)
    ends[city] = chain_end
    after = payday_totals(chains, ends, state.factories, state.players)
    return tuple(new - old for new, old in zip(after, before))


def _hotel(
    state: TycoonState, player: int, city: int, place: int, before: list[int]
) -> HotelPreview:
    """The hotel part of a preview (the chain is not full, the plane on a landing place)."""
    chain = state.chains[city]
    end = state.chain_end[city]
    price = HOTEL_PRICES[city][place]
    victim = red_victim(chain, end, city)
    built = list(chain)
    built[end] = player
    if victim is not None:
        built[victim[0]] = -1
    why = _turn_reason(state, player)
    if not why and not state.hotels_left[player]:
        why = NO_HOTELS
    if not why and state.cash[player] < price:
        why = NO_CASH
    return HotelPreview(
        city=city,
        price=price,
        field=end,
        red=end in RED_FIELDS[city],
        victim=victim,
        before=majority_of(city, chain, end, state.players),
        after=majority_of(city, built, end + 1, state.players),
        income_change=_changed(state, city, built, end + 1, before),
        affordable=not why,
        why_not=why,
    )


def _renovation(state: TycoonState, player: int, city: int, before: list[int]) -> RenovationPreview:
    """The renovation part of a preview (an own hotel waits in the city)."""
    chain = state.chains[city]
    end = state.chain_end[city]
    why = _turn_reason(state, player)
    if end >= CHAIN_LENGTH:
        back, field, change = list(chain), CHAIN_LENGTH - 1, tuple(0 for _ in before)
        why = why or CHAIN_FULL
    else:
        back, field = list(chain), end
        back[end] = player
        change = _changed(state, city, back, end + 1, before)
    return RenovationPreview(
        city=city,
        field=field,
        waiting=state.renovation[city].count(player),
        before=majority_of(city, chain, end, state.players),
        after=majority_of(city, back, min(end + 1, CHAIN_LENGTH), state.players),
        income_change=change,
        possible=not why,
        why_not=why,
    )


def _factories(state: TycoonState, player: int, city: int) -> tuple[FactoryPreview, ...]:
    """The factory sites of the city with their values now."""
    value = factory_values(state.chains, state.chain_end)[city]
    turn = _turn_reason(state, player)
    sites = []
    for site, owner in enumerate(state.factories[city]):
        price = FACTORY_PRICES[city][site]
        why = turn
        if not why and owner >= 0:
            why = SITE_TAKEN
        if not why and not state.factories_left[player]:
            why = NO_FACTORIES
        if not why and state.cash[player] < price:
            why = NO_CASH
        sites.append(FactoryPreview(city, site, price, owner, value, not why, why))
    return tuple(sites)


def build_preview_at(state: TycoonState, player: int, city: int, place: int) -> BuildPreview:
    """What a build would do for the player with his plane at this city and place (HOME: at
    the home bank; OVER: airborne): the same questions as build_preview, for a destination
    the plane could fly to (the flight's ticket is not counted)."""
    full = city != HOME and state.chain_end[city] >= CHAIN_LENGTH
    if city == HOME or place == OVER:
        where = WHERE_HOME if city == HOME else WHERE_AIRBORNE
        return BuildPreview(player, city, place, where, full, None, None, (), state.cash[player])
    before = payday_totals(state.chains, state.chain_end, state.factories, state.players)
    hotel = None if full else _hotel(state, player, city, place, before)
    renovation = (
        _renovation(state, player, city, before) if player in state.renovation[city] else None
    )
    return BuildPreview(
        player,
        city,
        place,
        WHERE_LANDED,
        full,
        hotel,
        renovation,
        _factories(state, player, city),
        state.cash[player],
    )


def build_preview(state: TycoonState, player: int) -> BuildPreview:
    """What the build of the moment would do for a player in the city where his plane is: the
    hotel, the renovation and each factory site (None or empty parts where impossible)."""
    return build_preview_at(state, player, state.plane_city[player], state.plane_place[player])


# ---- thin wrappers for a state -----------------------------------------------------------------


def state_city_payouts(state: TycoonState) -> tuple[CityPayout, ...]:
    """Every city's payout at a payday now, of a state."""
    return city_payouts(state.chains, state.chain_end, state.factories, state.players)


def state_factory_values(state: TycoonState) -> list[int]:
    """What one factory in each city pays at a payday now, of a state."""
    return factory_values(state.chains, state.chain_end)


def state_red_victim(state: TycoonState, city: int) -> tuple[int, int] | None:
    """(field, owner) a hotel built now in the city would send to the Stadtbild, of a state."""
    return red_victim(state.chains[city], state.chain_end[city], city)
