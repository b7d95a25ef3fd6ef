"""What a payday would pay every player, and what one change in one city would do to that.

The bots weigh many hypothetical builds per decision, so the position's incomes are worked out
once (per city: who ranks first and second, the factories, the longest chain) and a change in
one city is judged by recomputing that city alone, plus the distribution steps of the players
whose presence changes and the factories whose longest-chain status flips.

A projected economy looks ahead: the amounts are read a few fields further along every chain
(the chains grow until the payday), and a distribution step is valued at the number of cities a
player is expected to hold by then (the table grows steeper with every city).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, CITY_COUNT, DISTRIBUTION
from game.rules.tycoon.payday import standing_in
from game.rules.tycoon.state import TycoonState

LAST_FIELD = CHAIN_LENGTH - 1


def spread_pay(cities: float) -> float:
    """The distribution for a (projected, maybe fractional) number of cities."""
    if cities <= 0:
        return 0.0
    if cities >= CITY_COUNT:
        return float(DISTRIBUTION[CITY_COUNT])
    low = int(cities)
    part = cities - low
    return DISTRIBUTION[low] + part * (DISTRIBUTION[low + 1] - DISTRIBUTION[low])


def top_two(chain: Sequence[int], players: int) -> tuple[int, int]:
    """The first and the second of a chain (-1: nobody): more standing hotels first, on equal
    counts whoever has the earliest standing hotel (the rules' chain_standings, its first two
    places only, without sorting: the bots ask this very often)."""
    counts = [0] * players
    earliest = [0] * players
    field = 0
    for owner in chain:
        if owner >= 0:
            if not counts[owner]:
                earliest[owner] = field
            counts[owner] += 1
        field += 1
    first = second = -1
    for player in range(players):
        count = counts[player]
        if not count:
            continue
        if (
            first < 0
            or count > counts[first]
            or (count == counts[first] and earliest[player] < earliest[first])
        ):
            second = first
            first = player
        elif (
            second < 0
            or count > counts[second]
            or (count == counts[second] and earliest[player] < earliest[second])
        ):
            second = player
    return first, second


def city_pay(
    city: int,
    chain: Sequence[int],
    end: int,
    sites: Sequence[int],
    longest: bool,
    players: int,
    offset: int = 0,
    ranks: tuple[int, int] | None = None,
) -> tuple[list[int], list[int]]:
    """What one city pays each player at a payday (amounts read offset fields further along):
    (majority amounts, factory amounts); ranks: the chain's first and second if known."""
    kind = CITIES[city].chain
    field = min(end + offset, LAST_FIELD)
    majority = [0] * players
    first, second = top_two(chain, players) if ranks is None else ranks
    if first >= 0:
        majority[first] += kind.first[field]
        if second >= 0:
            majority[second] += kind.second[field]
    factory = [0] * players
    amount = kind.first[field] if longest else kind.second[field]
    for owner in sites:
        if owner >= 0:
            factory[owner] += amount
    return majority, factory


@dataclass
class Change:
    """What one change in one city does to every player's payday income, by source."""

    majority: list[int]
    spread: list[float]
    factory: list[int]

    def total(self, player: int) -> float:
        """The player's whole change of income."""
        return self.majority[player] + self.spread[player] + self.factory[player]


class Economy:
    """The payday incomes of one position (chains, chain ends, factories), and hypotheticals."""

    def __init__(
        self,
        players: int,
        chains: Sequence[Sequence[int]],
        chain_end: Sequence[int],
        factories: Sequence[Sequence[int]],
        offset: int = 0,
        extra: Sequence[float] | None = None,
        like: Economy | None = None,
    ) -> None:
        """like: an economy of the very same chains (read at another offset), whose counts,
        presences and ranks are taken over instead of worked out again."""
        self.players = players
        self.offset = offset
        # Cities each player is expected to add before the payday looked at.
        self.extra = [0.0] * players if extra is None else list(extra)
        self.chains = chains
        self.ends = chain_end
        self.factories = factories
        if like is not None and like.chains is chains:
            self.counts = like.counts
            self.present = like.present
            self.cities_of = like.cities_of
            self.ranks = like.ranks
        else:
            self.counts = [standing_in(chain) for chain in chains]
            self.present = [[False] * players for _ in range(CITY_COUNT)]
            self.cities_of = [0] * players
            for city, chain in enumerate(chains):
                for owner in chain:
                    if owner >= 0 and not self.present[city][owner]:
                        self.present[city][owner] = True
                        self.cities_of[owner] += 1
            self.ranks = [top_two(chain, players) for chain in chains]
        self.longest = max(self.counts)
        # How many chains are that long, and the longest of the shorter ones (for the longest
        # chain outside one city).
        self.longest_chains = self.counts.count(self.longest)
        self.runner_up = max((n for n in self.counts if n != self.longest), default=0)
        self.majority: list[list[int]] = []
        self.factory: list[list[int]] = []
        for city in range(CITY_COUNT):
            majority, factory = city_pay(
                city,
                chains[city],
                chain_end[city],
                factories[city],
                self.is_longest(self.counts[city], self.longest),
                players,
                offset,
                self.ranks[city],
            )
            self.majority.append(majority)
            self.factory.append(factory)

    @staticmethod
    def is_longest(count: int, longest: int) -> bool:
        """Whether a chain of this many standing hotels is (one of) the longest."""
        return longest >= 1 and count == longest

    def income(self) -> list[int]:
        """What each player would receive if the payday were now (before loans)."""
        totals = [DISTRIBUTION[self.cities_of[p]] for p in range(self.players)]
        for city in range(CITY_COUNT):
            majority = self.majority[city]
            factory = self.factory[city]
            for p in range(self.players):
                totals[p] += majority[p] + factory[p]
        return totals

    def change(
        self,
        city: int,
        chain: Sequence[int] | None = None,
        end: int | None = None,
        sites: Sequence[int] | None = None,
    ) -> Change:
        """Every player's income change if the city's chain, chain end or factory sites were
        these instead (None: as they are)."""
        players = self.players
        chain = self.chains[city] if chain is None else chain
        end = self.ends[city] if end is None else end
        sites = self.factories[city] if sites is None else sites
        count = standing_in(chain)
        if self.counts[city] != self.longest or self.longest_chains > 1:
            others = self.longest
        else:
            others = self.runner_up
        longest = max(count, others)
        majority, factory = city_pay(
            city, chain, end, sites, self.is_longest(count, longest), players, self.offset
        )
        old_majority = self.majority[city]
        old_factory = self.factory[city]
        majority_change = [majority[p] - old_majority[p] for p in range(players)]
        factory_change = [factory[p] - old_factory[p] for p in range(players)]
        if longest != self.longest:
            # Factories elsewhere may gain or lose the longest-chain amount.
            for other in range(CITY_COUNT):
                if other == city or not any(o >= 0 for o in self.factories[other]):
                    continue
                was = self.is_longest(self.counts[other], self.longest)
                now = self.is_longest(self.counts[other], longest)
                if was != now:
                    kind = CITIES[other].chain
                    field = min(self.ends[other] + self.offset, LAST_FIELD)
                    step = kind.first[field] - kind.second[field]
                    for owner in self.factories[other]:
                        if owner >= 0:
                            factory_change[owner] += step if now else -step
        spread = [0.0] * players
        present = self.present[city]
        now_present = [False] * players
        for owner in chain:
            if owner >= 0:
                now_present[owner] = True
        for p in range(players):
            if now_present[p] != present[p]:
                held = self.cities_of[p] + self.extra[p]
                after = held + (1 if now_present[p] else -1)
                spread[p] = spread_pay(after) - spread_pay(held)
        return Change(majority_change, spread, factory_change)


def economy_of(state: TycoonState) -> Economy:
    """The economy of a Tycoon state."""
    return Economy(state.players, state.chains, state.chain_end, state.factories)
