"""Whole turns as plans: where to fly (with which held or bought tickets), which landing place,
which build, whether to take a loan first; each plan scored in money on one scale.

A plan's score is the build's worth (valuation) less the tickets it buys, less a part of the
price of held tickets it uses up, less a shortfall of the cash kept for the round's later turns,
less a loan's interest, plus a part of what a further hotel in the same city would be worth next
turn (the plane stays on its landing place: building there again needs no ticket).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.tycoon.builds import FACTORY, HOTEL, Build, builds_at, built_hotel
from game.ai.tycoon.travel import Route, routes
from game.ai.tycoon.valuation import Judge
from game.rules.core import Move
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, LOAN_AMOUNT, LOAN_INTEREST, ROUNDS
from game.rules.tycoon.flights import HOME
from game.rules.tycoon.moves import END_TURN, TAKE_LOAN
from game.rules.tycoon.payday import redemption_cost
from game.rules.tycoon.state import TycoonState

# What one later turn of the round is expected to spend (a hotel and a ticket).
SPEND_PER_TURN = 4.0
# Paydays a loan taken before the last round is expected to run (repaid or extended once).
LOAN_PAYDAYS = 1.5
# A loan also costs the plane's place on the board and the way back from the home bank.
LOAN_FRICTION = 0.5


@dataclass(frozen=True)
class Profile:
    """How far a strength looks when it plans a turn."""

    max_flights: int
    max_buys: int
    # A held ticket used up costs this part of its price (it might serve later).
    keep: float
    # Cost per million short of the cash the round's later turns need.
    reserve: float
    # The part of next turn's hotel in the same city counted now.
    camp: float
    # Whether loan plans are weighed at all.
    loans: bool


@dataclass(frozen=True)
class TurnPlan:
    """A turn's steps from now to its end, the build it makes and its score."""

    steps: tuple[Move, ...]
    score: float
    build: Build | None
    loan: bool
    city: int

    def key(self) -> tuple[object, ...]:
        """What tells plans apart for the search: the build, where, and the loan."""
        return (self.build, self.loan, self.city)


def loan_cost(state: TycoonState) -> float:
    """The expected interest of a loan taken now, and its friction."""
    paydays = 1.0 if state.round >= ROUNDS else LOAN_PAYDAYS
    return LOAN_INTEREST * paydays + LOAN_FRICTION


def loan_payable(state: TycoonState, player: int, cash_after: int, income: int) -> bool:
    """In the last round: whether every loan card, the new one included, can be redeemed at the
    payday from the cash kept and the income expected (earlier rounds: always)."""
    if state.round < ROUNDS:
        return True
    due = sum(redemption_cost(card + 1) for card in state.loans[player]) + redemption_cost(1)
    return cash_after + income >= due


class Planner:
    """Enumerates and scores the turn plans of one player in one position."""

    def __init__(self, state: TycoonState, player: int, judge: Judge, profile: Profile) -> None:
        self.state = state
        self.player = player
        self.judge = judge
        self.profile = profile
        outlook = judge.outlook
        later_turns = min(outlook.turns_left[player] - 1, state.hotels_left[player] - 1)
        self.reserve_target = SPEND_PER_TURN * max(0, later_turns)
        self._income: int | None = None
        # Next turn's hotel gain after a build, by (kind, city, site): alike for every price.
        self._camp_gain: dict[tuple[str, int, int], float | None] = {}

    def reserve_cost(self, cash_after: int) -> float:
        """The cost of leaving less cash than the round's later turns need."""
        return self.profile.reserve * max(0.0, self.reserve_target - cash_after)

    def own_income(self) -> int:
        """The player's payday income as things stand."""
        if self._income is None:
            self._income = self.judge.economy.income()[self.player]
        return self._income

    def camp_value(self, build: Build, place: int, hotels_after: int, cash_after: int) -> float:
        """A part of what one more own hotel in the same city would be worth next turn."""
        profile = self.profile
        if (
            profile.camp <= 0.0
            or hotels_after <= 0
            or self.judge.outlook.turns_left[self.player] < 2
        ):
            return 0.0
        city = build.city
        price = CITIES[city].landing_prices[place]
        if cash_after < price:
            return 0.0
        key = (build.kind, city, build.site)
        if key in self._camp_gain:
            gain = self._camp_gain[key]
        else:
            gain = self._camp_gain[key] = self.next_hotel_gain(build)
        if gain is None:
            return 0.0
        return profile.camp * max(0.0, self.judge.outlook.weight * gain - price)

    def next_hotel_gain(self, build: Build) -> float | None:
        """The player's income change (near) of one more own hotel in the build's city after
        the build (None: the chain is full by then)."""
        city = build.city
        judge = self.judge
        # A factory leaves the chain as it is; a hotel or a renovation lengthens it.
        economy = judge.near if build.kind == FACTORY else judge.near_after(build)
        end = economy.ends[city]
        if end >= CHAIN_LENGTH:
            return None
        after, after_end, _sent = built_hotel(city, economy.chains[city], end, self.player)
        return economy.player_change(self.player, city, after, after_end)

    def scored(
        self, build: Build, place: int, route: Route | None, cash: int, loan: bool
    ) -> TurnPlan:
        """The plan that flies the route (None: stays), builds and ends the turn."""
        profile = self.profile
        money = route.money if route is not None else 0
        score = self.judge.worth(build) - money
        if route is not None:
            score -= profile.keep * route.held_price()
        cash_after = cash - money - build.price
        score -= self.reserve_cost(cash_after)
        hotels_after = self.state.hotels_left[self.player] - (1 if build.kind == HOTEL else 0)
        score += self.camp_value(build, place, hotels_after, cash_after)
        steps: tuple[Move, ...] = (TAKE_LOAN,) if loan else ()
        if route is not None:
            steps += route.steps
        steps += (build.move(), END_TURN)
        if loan:
            score -= loan_cost(self.state)
        return TurnPlan(steps, score, build, loan, build.city)

    def plans(self, legal: tuple[Move, ...]) -> list[TurnPlan]:
        """Every plan worth telling apart, best first (a plan that only ends the turn is
        always among them)."""
        state = self.state
        player = self.player
        cash = state.cash[player]
        if state.built:
            return [TurnPlan((END_TURN,), 0.0, None, False, state.plane_city[player])]
        found: list[TurnPlan] = []
        self._add_from(found, cash, None)
        if self.profile.loans and TAKE_LOAN in legal:
            self._add_from(found, cash + LOAN_AMOUNT, HOME)
        found.append(
            TurnPlan((END_TURN,), -self.reserve_cost(cash), None, False, state.plane_city[player])
        )
        found.sort(key=lambda plan: -plan.score)
        return found

    def _add_from(self, found: list[TurnPlan], cash: int, origin: int | None) -> None:
        """The plans from the plane's position (origin None) or after a loan (HOME)."""
        state = self.state
        player = self.player
        profile = self.profile
        loan = origin is not None
        here = state.plane_city[player]
        place = state.plane_place[player]
        if not loan and here >= 0 and place >= 0:
            for build in builds_at(state, player, here, place, cash):
                found.append(self.scored(build, place, None, cash, False))
        ways = routes(
            state, player, cash, profile.max_flights, profile.max_buys, profile.keep, origin
        )
        for city, route in ways.items():
            left = cash - route.money
            for build in builds_at(state, player, city, route.place, left):
                if loan and not loan_payable(state, player, left - build.price, self.own_income()):
                    continue
                found.append(self.scored(build, route.place, route, cash, loan))


def best_plans(
    state: TycoonState, player: int, judge: Judge, profile: Profile, legal: tuple[Move, ...]
) -> list[TurnPlan]:
    """The player's turn plans, best first."""
    return Planner(state, player, judge, profile).plans(legal)
