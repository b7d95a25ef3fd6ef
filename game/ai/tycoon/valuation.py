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

    def changes(self, build: Build) -> tuple[Change, Change]:
        """Every player's income change the build makes: near and far."""
        chain, end, sites = self.after(build)
        near = self.near.change(build.city, chain, end, sites)
        if self.far is self.near:
            return near, near
        return near, self.far.change(build.city, chain, end, sites)

    def styled(self, change: Change, city: int) -> float:
        """The player's own income change, leaned by the style."""
        style = self.style
        player = self.player
        majority = style.majority + (style.dear if CITIES[city].chain.key == DEAR else 0.0)
        factory = style.factory + (style.early_factory if self.outlook.round == 1 else 0.0)
        return (
            majority * change.majority[player]
            + style.spread * change.spread[player]
            + factory * change.factory[player]
        )

    def rivals_mean(self, change: Change) -> float:
        """The rivals' mean income change."""
        players = self.state.players
        if players < 2:
            return 0.0
        total = sum(change.total(p) for p in range(players) if p != self.player)
        return total / (players - 1)

    # ---- worth --------------------------------------------------------------------------------

    def income_worth(self, build: Build) -> float:
        """The build's styled income change over the paydays to come, less the rivals' part."""
        near, far = self.changes(build)
        city = build.city
        rival = self.judgement.rival
        now = self.styled(near, city) - rival * self.rivals_mean(near)
        later = self.styled(far, city) - rival * self.rivals_mean(far) if far is not near else now
        return self.now_weight * now + self.later_weight * later

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
        return max(0.0, -float(economy.change(city, after, after_end).total(self.player)))

    def relief(self, build: Build) -> float:
        """The expected loss to rivals' hotels in the city that the build takes away (negative:
        the build opens the city to a rival's blow)."""
        city = build.city
        chances = self.rival_chances(city)
        if not chances:
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
        chain, end, _sites = self.after(build)
        assert chain is not None and end is not None
        chains = list(state.chains)
        chains[city] = chain
        ends = list(state.chain_end)
        ends[city] = end
        extra = list(near.extra)
        economy = self.projected(chains, ends, near.offset, extra)
        after = sum(
            weight * self.loss_to(economy, chain, end, city, rival) for rival, weight in chances
        )
        return before - after
