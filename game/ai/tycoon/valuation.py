"""What one build is worth to a player: the change of every payday income it makes (majority
place with the tie rule, distribution step, factory amounts with the longest-chain bonus, a red
field sending the oldest hotel to renovation), counted over the paydays still to come, leaned by
the player's style, less a part of what the rivals gain, less its price.

The normal judgement adds the rivals' threats: what a rival's hotel in the same city would take
from the player before and after the build (a majority about to flip, a red field ahead).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.tycoon.builds import (
    FACTORY,
    HOTEL,
    RENOVATION,
    Build,
    built_hotel,
    renovated,
    with_factory,
)
from game.ai.tycoon.economy import Change, Economy, economy_of
from game.ai.tycoon.timing import Outlook, outlook_of, projection_of
from game.ai.tycoon.weights import Style
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES
from game.rules.tycoon.state import TycoonState

DEAR = "high"
# A rival who can pay a hotel there builds in a given city before the payday with this chance
# (a rival whose plane stands in the city: THREAT_HERE).
THREAT = 0.12
THREAT_HERE = 0.45


@dataclass(frozen=True)
class Judgement:
    """How a strength weighs builds."""

    # The weight of the rivals' mean income change against the player's own.
    rival: float
    # Whether rivals' threats in the city are weighed.
    threats: bool
    # Whether the income changes are read from the projected economies (else: as things stand).
    projected: bool


class Judge:
    """Values builds for one player in one position (the economies worked out once)."""

    def __init__(
        self,
        state: TycoonState,
        player: int,
        style: Style,
        judgement: Judgement,
        outlook: Outlook | None = None,
    ) -> None:
        self.state = state
        self.player = player
        self.style = style
        self.judgement = judgement
        self.outlook = outlook_of(state) if outlook is None else outlook
        self.economy = economy_of(state)
        self.near = self.economy
        self.far = self.economy
        if judgement.projected:
            ahead = projection_of(state, self.outlook)
            self.near = self.projected(
                state.chains, state.chain_end, ahead.near_offset, ahead.near_extra, self.economy
            )
            self.far = self.projected(
                state.chains, state.chain_end, ahead.far_offset, ahead.far_extra, self.economy
            )
        # This round's payday, and the later ones.
        self.now_weight = self.outlook.weight - self.outlook.later
        self.later_weight = self.outlook.later
        self._worth: dict[Build, float] = {}
        self._before: dict[int, float] = {}
        # What a build does, by (kind, city, site): builds that differ only by their price (a
        # hotel from either landing place) change the incomes alike.
        self._income_worth: dict[tuple[str, int, int], float] = {}
        self._relief: dict[tuple[str, int], float] = {}
        # The style's leaning on majorities and factories, by city.
        self._leaning: dict[int, tuple[float, float]] = {}
        # The near economy after a hotel or a renovation, by (kind, city): the threats and the
        # planner's next hotel both look at it.
        self._near_after: dict[tuple[str, int], Economy] = {}

    def projected(
        self,
        chains: Sequence[Sequence[int]],
        ends: Sequence[int],
        offset: int,
        extra: Sequence[float],
        like: Economy | None = None,
    ) -> Economy:
        """An economy of these chains read offset fields further on, with these extra cities
        (like: an economy of the same chains to take the counts and ranks from)."""
        state = self.state
        return Economy(state.players, chains, ends, state.factories, offset, extra, like)

    # ---- the change a build makes ------------------------------------------------------------

    def after(self, build: Build) -> tuple[list[int] | None, int | None, list[int] | None]:
        """The city's chain, chain end and factory sites after the build (None: unchanged)."""
        state = self.state
        city = build.city
        if build.kind == HOTEL:
            chain, end, _sent = built_hotel(
                city, state.chains[city], state.chain_end[city], self.player
            )
            return chain, end, None
        if build.kind == RENOVATION:
            chain, end = renovated(state.chains[city], state.chain_end[city], self.player)
            return chain, end, None
        return None, None, with_factory(state.factories[city], build.site, self.player)

    def near_after(self, build: Build) -> Economy:
        """The near economy with the city's chain as the build (a hotel or a renovation) leaves
        it: the same as a fresh projection of the changed lists."""
        key = (build.kind, build.city)
        known = self._near_after.get(key)
        if known is None:
            chain, end, _sites = self.after(build)
            assert chain is not None and end is not None
            known = self._near_after[key] = self.near.varied(build.city, chain, end)
        return known

    def changes(self, build: Build) -> tuple[Change, Change]:
        """Every player's income change the build makes: near and far."""
        chain, end, sites = self.after(build)
        if self.far is self.near:
            near = self.near.change(build.city, chain, end, sites)
            return near, near
        # Near and far read the same new chain: its ranks and presences are worked out once.
        return self.near.change_pair(self.far, build.city, chain, end, sites)

    def leaning(self, city: int) -> tuple[float, float]:
        """The style's weights of majority and factory income in this city."""
        known = self._leaning.get(city)
        if known is None:
            style = self.style
            majority = style.majority + (style.dear if CITIES[city].chain.key == DEAR else 0.0)
            factory = style.factory + (style.early_factory if self.outlook.round == 1 else 0.0)
            known = self._leaning[city] = (majority, factory)
        return known

    def styled(self, change: Change, city: int) -> float:
        """The player's own income change, leaned by the style."""
        player = self.player
        majority, factory = self.leaning(city)
        return (
            majority * change.majority[player]
            + self.style.spread * change.spread[player]
            + factory * change.factory[player]
        )

    def rivals_mean(self, change: Change) -> float:
        """The rivals' mean income change."""
        players = self.state.players
        if players < 2:
            return 0.0
        player = self.player
        majority, spread, factory = change.majority, change.spread, change.factory
        # Each rival's total summed as Change.total does, in seat order (the same float).
        total = sum([majority[p] + spread[p] + factory[p] for p in range(players) if p != player])
        return total / (players - 1)

    def leaned(self, change: Change, city: int) -> float:
        """The styled own change less the judgement's part of the rivals' mean (styled and
        rivals_mean in one, as the hottest caller needs them)."""
        player = self.player
        majority, spread, factory = change.majority, change.spread, change.factory
        majority_weight, factory_weight = self.leaning(city)
        own = (
            majority_weight * majority[player]
            + self.style.spread * spread[player]
            + factory_weight * factory[player]
        )
        players = self.state.players
        if players < 2:
            mean = 0.0
        else:
            rivals = [majority[p] + spread[p] + factory[p] for p in range(players) if p != player]
            mean = sum(rivals) / (players - 1)
        return own - self.judgement.rival * mean

    # ---- worth --------------------------------------------------------------------------------

    def income_worth(self, build: Build) -> float:
        """The build's styled income change over the paydays to come, less the rivals' part."""
        key = (build.kind, build.city, build.site)
        known = self._income_worth.get(key)
        if known is not None:
            return known
        near, far = self.changes(build)
        city = build.city
        now = self.leaned(near, city)
        later = self.leaned(far, city) if far is not near else now
        value = self.now_weight * now + self.later_weight * later
        self._income_worth[key] = value
        return value

    def worth(self, build: Build) -> float:
        """The build's worth in money: styled income change over the paydays to come, less the
        rivals' part, plus the threats it removes, less its price."""
        known = self._worth.get(build)
        if known is not None:
            return known
        value = self.income_worth(build)
        if self.judgement.threats and build.kind != FACTORY:
            value += self.relief(build)
        value -= build.price
        self._worth[build] = value
        return value

    # ---- threats ------------------------------------------------------------------------------

    def rival_chances(self, city: int) -> list[tuple[int, float]]:
        """Rivals who could build a hotel in the city, with the weight of their threat (chance
        times the paydays it would touch)."""
        state = self.state
        outlook = self.outlook
        cheapest = CITIES[city].landing_prices[0]
        found: list[tuple[int, float]] = []
        for rival in range(state.players):
            if rival == self.player or state.hotels_left[rival] <= 0:
                continue
            if state.cash[rival] < cheapest:
                continue
            here = state.plane_city[rival] == city and state.plane_place[rival] >= 0
            chance = THREAT_HERE if here else THREAT
            # A rival without a turn before the payday can only touch the later ones.
            paydays = outlook.weight if outlook.turns_left[rival] > 0 else outlook.later
            found.append((rival, chance * paydays))
        return found

    def loss_to(self, economy: Economy, chain: list[int], end: int, city: int, rival: int) -> float:
        """What the player's income loses if the rival builds a hotel in this chain."""
        if end >= CHAIN_LENGTH:
            return 0.0
        after, after_end, _sent = built_hotel(city, chain, end, rival)
        return max(0.0, -float(economy.player_change(self.player, city, after, after_end)))

    def relief(self, build: Build) -> float:
        """The expected loss to rivals' hotels in the city that the build takes away (negative:
        the build opens the city to a rival's blow)."""
        city = build.city
        key = (build.kind, city)
        known = self._relief.get(key)
        if known is not None:
            return known
        chances = self.rival_chances(city)
        if not chances:
            self._relief[key] = 0.0
            return 0.0
        state = self.state
        near = self.near
        before = self._before.get(city)
        if before is None:
            chain = list(state.chains[city])
            before = sum(
                weight * self.loss_to(near, chain, state.chain_end[city], city, rival)
                for rival, weight in chances
            )
            self._before[city] = before
        economy = self.near_after(build)
        chain, end = economy.chains[city], economy.ends[city]
        after = sum(
            weight * self.loss_to(economy, chain, end, city, rival) for rival, weight in chances
        )
        self._relief[key] = before - after
        return before - after
