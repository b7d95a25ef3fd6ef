"""What a payday would pay every player, and what one change in one city would do to that.

The bots weigh many hypothetical builds per decision, so the position's incomes are worked out
once (per city: who ranks first and second, the factories, the longest chain) and a change in
one city is judged by recomputing that city alone, plus the distribution steps of the players
whose presence changes and the factories whose longest-chain status flips.

A projected economy looks ahead: the amounts are read a few fields further along every chain
(the chains grow until the payday), and a distribution step is valued at the number of cities a
player is expected to hold by then (the table grows steeper with every city).

This is the bots' hottest code (millions of calls in a strong computer's play-outs), so it
counts with the list methods (count, index, in) rather than Python loops, keeps per city only
what its payout depends on, and lets an economy that differs from another in one city (varied)
or only in its offset (like) take the rest over. Every figure equals the plain field-by-field
count's: the whole numbers exactly, the floats by the same operations in the same order (the
bots' decisions must not change by a bit).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.tycoon.board import CHAIN_LENGTH, CITY_COUNT, DISTRIBUTION
from game.rules.tycoon.payday import FIRST, SECOND
from game.rules.tycoon.state import TycoonState

LAST_FIELD = CHAIN_LENGTH - 1
# What a new chain of a city changes apart from the amounts, alike at every offset: its first
# and second, whether it is (one of) the longest, the other cities whose factories' longest-chain
# status flips (and to what), and the players who come into or leave the city.
Shape = tuple[tuple[int, int], bool, list[tuple[int, bool]], list[tuple[int, bool]]]
# An empty field, or a hotel sent to renovation: nobody's.
NOBODY = -1


def spread_pay(cities: float) -> float:
    """The distribution for a (projected, maybe fractional) number of cities."""
    if cities <= 0:
        return 0.0
    if cities >= CITY_COUNT:
        return float(DISTRIBUTION[CITY_COUNT])
    low = int(cities)
    part = cities - low
    return DISTRIBUTION[low] + part * (DISTRIBUTION[low + 1] - DISTRIBUTION[low])


def standing(chain: Sequence[int]) -> int:
    """Hotels standing in a chain (the rules' standing_in)."""
    return len(chain) - chain.count(NOBODY)


def top_two(chain: Sequence[int], players: int) -> tuple[int, int]:
    """The first and the second of a chain (-1: nobody): more standing hotels first, on equal
    counts whoever has the earliest standing hotel (the rules' chain_standings, its first two
    places only, without sorting: the bots ask this very often)."""
    # Most chains hold one or two owners: those are ranked by the list's own count and index.
    owners = set(chain)
    owners.discard(NOBODY)
    if len(owners) > 2:
        return _scanned_top_two(chain, players)
    if len(owners) < 2:
        return (owners.pop(), NOBODY) if owners else (NOBODY, NOBODY)
    one, other = owners
    one_count = chain.count(one)
    other_count = chain.count(other)
    # Two owners never share their earliest standing hotel: the order is strict.
    if one_count > other_count or (
        one_count == other_count and chain.index(one) < chain.index(other)
    ):
        return one, other
    return other, one


def _scanned_top_two(chain: Sequence[int], players: int) -> tuple[int, int]:
    """top_two by one pass along the chain (quicker than counting for three owners or more)."""
    counts = [0] * players
    earliest = [0] * players
    field = 0
    for owner in chain:
        if owner >= 0:
            if not counts[owner]:
                earliest[owner] = field
            counts[owner] += 1
        field += 1
    first = second = NOBODY
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


def amount_field(end: int, offset: int) -> int:
    """The field whose amounts a chain ending here pays, read offset fields further along."""
    field = end + offset
    return field if field < LAST_FIELD else LAST_FIELD


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
    field = amount_field(end, offset)
    first, second = top_two(chain, players) if ranks is None else ranks
    first_amount = FIRST[city][field]
    second_amount = SECOND[city][field]
    majority = [0] * players
    if first >= 0:
        majority[first] += first_amount
        if second >= 0:
            majority[second] += second_amount
    factory = [0] * players
    amount = first_amount if longest else second_amount
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
    """The payday incomes of one position (chains, chain ends, factories), and hypotheticals.

    Only what a city's payout depends on is kept (its standing count, ranks and amount field,
    the longest chains); the amounts themselves are read from the board's tables when asked,
    so that a projection or a one-city variation costs little more than its changed figures.
    """

    players: int
    offset: int
    extra: list[float]
    chains: Sequence[Sequence[int]]
    ends: Sequence[int]
    factories: Sequence[Sequence[int]]
    counts: list[int]
    present: list[list[bool]]
    cities_of: list[int]
    ranks: list[tuple[int, int]]
    fields: list[int]
    longest: int
    longest_chains: int
    runner_up: int

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
        self._spread_steps: dict[tuple[int, bool], float] = {}
        self._factory_cities: list[int] | None = None
        if like is not None and like.chains is chains:
            self.counts = like.counts
            self.present = like.present
            self.cities_of = like.cities_of
            self.ranks = like.ranks
            self.longest = like.longest
            self.longest_chains = like.longest_chains
            self.runner_up = like.runner_up
        else:
            self.counts = [standing(chain) for chain in chains]
            self.present = [[player in chain for player in range(players)] for chain in chains]
            self.cities_of = [
                sum(1 for row in self.present if row[player]) for player in range(players)
            ]
            self.ranks = [top_two(chain, players) for chain in chains]
            self._measure_longest()
        self.fields = [amount_field(end, offset) for end in chain_end]

    def _measure_longest(self) -> None:
        """The longest chain's count, how many chains are that long, and the longest of the
        shorter ones (for the longest chain outside one city)."""
        counts = self.counts
        self.longest = max(counts)
        self.longest_chains = counts.count(self.longest)
        longest = self.longest
        self.runner_up = max([n for n in counts if n != longest], default=0)

    def varied(self, city: int, chain: Sequence[int], end: int) -> Economy:
        """This economy with one city's chain and chain end replaced: the same as a fresh
        Economy of the changed lists (same offset, extra cities and factories), worked out for
        that city alone."""
        players = self.players
        twin = Economy.__new__(Economy)
        twin.players = players
        twin.offset = self.offset
        twin.extra = list(self.extra)
        twin.factories = self.factories
        twin._spread_steps = {}
        twin._factory_cities = self._factory_cities
        chains = list(self.chains)
        chains[city] = chain
        twin.chains = chains
        ends = list(self.ends)
        ends[city] = end
        twin.ends = ends
        twin.counts = self.counts[:]
        twin.counts[city] = standing(chain)
        row = [player in chain for player in range(players)]
        was = self.present[city]
        twin.present = self.present[:]
        twin.present[city] = row
        twin.cities_of = [
            held + row[player] - was[player] for player, held in enumerate(self.cities_of)
        ]
        twin.ranks = self.ranks[:]
        twin.ranks[city] = top_two(chain, players)
        twin.fields = self.fields[:]
        twin.fields[city] = amount_field(end, self.offset)
        twin._measure_longest()
        return twin

    @staticmethod
    def is_longest(count: int, longest: int) -> bool:
        """Whether a chain of this many standing hotels is (one of) the longest."""
        return longest >= 1 and count == longest

    def pays(self, city: int) -> tuple[list[int], list[int]]:
        """What the city pays each player: (majority amounts, factory amounts)."""
        return city_pay(
            city,
            self.chains[city],
            self.ends[city],
            self.factories[city],
            self.is_longest(self.counts[city], self.longest),
            self.players,
            self.offset,
            self.ranks[city],
        )

    def income(self) -> list[int]:
        """What each player would receive if the payday were now (before loans)."""
        totals = [DISTRIBUTION[self.cities_of[p]] for p in range(self.players)]
        longest = self.longest
        for city in range(CITY_COUNT):
            field = self.fields[city]
            first_amount = FIRST[city][field]
            second_amount = SECOND[city][field]
            first, second = self.ranks[city]
            if first >= 0:
                totals[first] += first_amount
                if second >= 0:
                    totals[second] += second_amount
            amount = first_amount if self.is_longest(self.counts[city], longest) else second_amount
            for owner in self.factories[city]:
                if owner >= 0:
                    totals[owner] += amount
        return totals

    def factory_cities(self) -> list[int]:
        """The cities with at least one factory, in order."""
        if self._factory_cities is None:
            self._factory_cities = [
                city for city in range(CITY_COUNT) if max(self.factories[city]) >= 0
            ]
        return self._factory_cities

    def spread_step(self, player: int, present: bool) -> float:
        """The player's distribution change if he comes into a city (present) or leaves one."""
        key = (player, present)
        known = self._spread_steps.get(key)
        if known is None:
            held = self.cities_of[player] + self.extra[player]
            after = held + (1 if present else -1)
            known = spread_pay(after) - spread_pay(held)
            self._spread_steps[key] = known
        return known

    def change(
        self,
        city: int,
        chain: Sequence[int] | None = None,
        end: int | None = None,
        sites: Sequence[int] | None = None,
        ranks: tuple[int, int] | None = None,
    ) -> Change:
        """Every player's income change if the city's chain, chain end or factory sites were
        these instead (None: as they are); ranks: the new chain's first and second if known."""
        return self._read(self._shape(city, chain, ranks), city, end, sites)

    def change_pair(
        self,
        far: Economy,
        city: int,
        chain: Sequence[int] | None = None,
        end: int | None = None,
        sites: Sequence[int] | None = None,
        ranks: tuple[int, int] | None = None,
    ) -> tuple[Change, Change]:
        """The change in this economy and in far, the same as two calls of change: an economy
        of the very same lists read at another offset (made alike, with like) shares the new
        chain's ranks, longest chains and presences, and only reads other amounts."""
        if not (
            far.chains is self.chains
            and far.counts is self.counts
            and far.present is self.present
            and far.ends is self.ends
            and far.factories is self.factories
        ):
            return self.change(city, chain, end, sites, ranks), far.change(
                city, chain, end, sites, ranks
            )
        shape = self._shape(city, chain, ranks)
        return self._read(shape, city, end, sites), far._read(shape, city, end, sites)

    def player_change(
        self,
        player: int,
        city: int,
        chain: Sequence[int] | None = None,
        end: int | None = None,
        sites: Sequence[int] | None = None,
    ) -> float:
        """One player's whole change of income, the same as change(...).total(player) without
        the other players' figures."""
        if chain is None:
            chain = self.chains[city]
            count = self.counts[city]
            first, second = self.ranks[city]
        else:
            count = standing(chain)
            first, second = top_two(chain, self.players)
        end = self.ends[city] if end is None else end
        sites = self.factories[city] if sites is None else sites
        if self.counts[city] != self.longest or self.longest_chains > 1:
            others = self.longest
        else:
            others = self.runner_up
        longest = count if count > others else others
        first_of, second_of = FIRST[city], SECOND[city]
        old_field = self.fields[city]
        old_first, old_second = self.ranks[city]
        field = amount_field(end, self.offset)
        # The player's majority amount before and after (a second place needs a first).
        majority = 0
        if old_first == player:
            majority -= first_of[old_field]
        elif old_second == player:
            majority -= second_of[old_field]
        if first == player:
            majority += first_of[field]
        elif second == player:
            majority += second_of[field]
        old_longest = self.is_longest(self.counts[city], self.longest)
        old_amount = first_of[old_field] if old_longest else second_of[old_field]
        amount = first_of[field] if self.is_longest(count, longest) else second_of[field]
        factory = amount * sites.count(player) - old_amount * self.factories[city].count(player)
        if longest != self.longest:
            for other in self.factory_cities():
                held = self.factories[other].count(player) if other != city else 0
                if not held:
                    continue
                was = self.is_longest(self.counts[other], self.longest)
                now = self.is_longest(self.counts[other], longest)
                if was != now:
                    other_field = self.fields[other]
                    step = FIRST[other][other_field] - SECOND[other][other_field]
                    factory += held * (step if now else -step)
        spread = 0.0
        now_present = player in chain
        if now_present != self.present[city][player]:
            spread = self.spread_step(player, now_present)
        return majority + spread + factory

    def _shape(
        self, city: int, chain: Sequence[int] | None, ranks: tuple[int, int] | None
    ) -> Shape:
        """What a new chain of the city changes apart from the amounts (see Shape)."""
        players = self.players
        if chain is None:
            chain = self.chains[city]
            count = self.counts[city]
            if ranks is None:
                ranks = self.ranks[city]
        else:
            count = standing(chain)
            if ranks is None:
                ranks = top_two(chain, players)
        if self.counts[city] != self.longest or self.longest_chains > 1:
            others = self.longest
        else:
            others = self.runner_up
        longest = count if count > others else others
        flips: list[tuple[int, bool]] = []
        if longest != self.longest:
            # Factories elsewhere may gain or lose the longest-chain amount.
            for other in self.factory_cities():
                if other == city:
                    continue
                was = self.is_longest(self.counts[other], self.longest)
                now = self.is_longest(self.counts[other], longest)
                if was != now:
                    flips.append((other, now))
        present = self.present[city]
        moves: list[tuple[int, bool]] = []
        for player in range(players):
            now_present = player in chain
            if now_present != present[player]:
                moves.append((player, now_present))
        return ranks, self.is_longest(count, longest), flips, moves

    def _read(
        self, shape: Shape, city: int, end: int | None, sites: Sequence[int] | None
    ) -> Change:
        """The change a shape makes, read at this economy's fields and extra cities."""
        players = self.players
        (first, second), longest, flips, moves = shape
        end = self.ends[city] if end is None else end
        sites = self.factories[city] if sites is None else sites
        first_of, second_of = FIRST[city], SECOND[city]
        # The old amounts taken away, the new ones added (whole numbers: the order is free).
        old_field = self.fields[city]
        old_first, old_second = self.ranks[city]
        majority = [0] * players
        if old_first >= 0:
            majority[old_first] -= first_of[old_field]
            if old_second >= 0:
                majority[old_second] -= second_of[old_field]
        field = amount_field(end, self.offset)
        if first >= 0:
            majority[first] += first_of[field]
            if second >= 0:
                majority[second] += second_of[field]
        factory = [0] * players
        old_longest = self.is_longest(self.counts[city], self.longest)
        old_amount = first_of[old_field] if old_longest else second_of[old_field]
        for owner in self.factories[city]:
            if owner >= 0:
                factory[owner] -= old_amount
        amount = first_of[field] if longest else second_of[field]
        for owner in sites:
            if owner >= 0:
                factory[owner] += amount
        for other, now in flips:
            other_field = self.fields[other]
            step = FIRST[other][other_field] - SECOND[other][other_field]
            for owner in self.factories[other]:
                if owner >= 0:
                    factory[owner] += step if now else -step
        spread = [0.0] * players
        for player, now_present in moves:
            spread[player] = self.spread_step(player, now_present)
        return Change(majority, spread, factory)


def economy_of(state: TycoonState) -> Economy:
    """The economy of a Tycoon state."""
    return Economy(state.players, state.chains, state.chain_end, state.factories)
