"""Weighing a position at the end of a planned turn: points now, position, cards, floors, others."""

from __future__ import annotations

from game.ai.speedchicago.profiles import (
    ACTION_POINT_VALUE,
    BEST_OPPONENT,
    CARD_VALUES,
    SHARE,
    Weights,
)
from game.ai.speedchicago.reading import WITHIN_TWO, read_site
from game.rules.speedchicago.houses import EMPTY, NO_HOUSE
from game.rules.speedchicago.site import FIELDS, NEIGHBOURS
from game.rules.speedchicago.state import SpeedchicagoState, spread_floors
from game.rules.speedchicago.tables import REST_AFTER, ROUNDS, YEARS


def turns_after(state: SpeedchicagoState) -> int:
    """How many more turns the acting company gets in this game after the current one."""
    rounds = ROUNDS[state.players]
    later = sum(rounds[year] for year in range(state.year + 1, len(YEARS)))
    return rounds[state.year] - state.round - 1 + later


def floors_kept(state: SpeedchicagoState, company: int) -> int:
    """Floors the company still holds after its turn ends now (the engine's spreading rule)."""
    stacks = state.stacks[company][:]
    if not stacks:
        return 0
    used = state.turn_stack
    if used < 0:
        used = min(range(len(stacks)), key=stacks.__getitem__)
    rest = stacks.pop(used)
    if stacks:
        return sum(stacks) + rest - spread_floors(stacks, rest)
    if state.lapse or state.year == len(YEARS) - 1:
        return 0
    return rest


class Evaluator:
    """Weighs positions of one planned turn for one company (set up once per plan)."""

    def __init__(self, root: SpeedchicagoState, player: int, weights: Weights) -> None:
        self.player = player
        self.weights = weights
        turns = turns_after(root)
        self.future = turns > 0
        self.turns = turns

    def __call__(self, state: SpeedchicagoState) -> float:
        """The worth of a position in the company's turn, in points of a scoring."""
        return self.worth(state, floors_kept(state, self.player))

    def after_turn(self, state: SpeedchicagoState) -> float:
        """The worth of a position after the turn has ended (its stack already used up)."""
        player = self.player
        return self.worth(state, sum(state.stacks[player]) + state.leftover[player])

    def worth(self, state: SpeedchicagoState, floors: int) -> float:
        """Own points now, and while turns are left the position, cards and floors; less the
        others' points as the weights say."""
        weights = self.weights
        player = self.player
        players = state.players
        reading = read_site(state, player)
        points = reading.points
        value = float(points[player])
        if self.future:
            value += self.position(state, reading.tops[player], reading.foremen)
            value += self.hand_value(state) + weights.floor * floors
            # A Doppelschicht's rest: fewer action points in the next own turn.
            rest = REST_AFTER.get(state.card_played, 0)
            if rest:
                value -= weights.cards * ACTION_POINT_VALUE * rest
        if weights.against == SHARE:
            others = sum(points) - points[player]
            value -= weights.opponents * others / (players - 1)
        elif weights.against == BEST_OPPONENT:
            scores = state.scores
            best = max(
                scores[company] + points[company] for company in range(players) if company != player
            )
            value -= weights.opponents * (best - scores[player])
        return value

    def hand_value(self, state: SpeedchicagoState) -> float:
        """The cards in hand, worth less when there are more of them than turns to play them."""
        hand = state.hands[self.player]
        if not hand or not self.weights.cards:
            return 0.0
        playable = min(1.0, self.turns / len(hand))
        return self.weights.cards * playable * sum(CARD_VALUES[card] for card in hand)

    def position(self, state: SpeedchicagoState, tops: list[int], foremen: list[int]) -> float:
        """Climbs open for next turn, room to grow, foremen out and in reach of other houses."""
        weights = self.weights
        heights, figures = state.heights, state.figures
        houses = state.houses
        house_of, area = houses.house_of, houses.area
        step_up = [0.0] * len(area)
        near_houses: set[int] = set()
        for field in foremen:
            floor = heights[field]
            house = house_of[field]
            if house != NO_HOUSE and floor == tops[house]:
                for neighbour in NEIGHBOURS[field]:
                    if figures[neighbour] != EMPTY or house_of[neighbour] != house:
                        continue
                    height = heights[neighbour]
                    if height == floor + 1:
                        step_up[house] = 1.0
                    elif height == floor and height < area[house] and not step_up[house]:
                        step_up[house] = 0.5
            if weights.reach:
                for near in WITHIN_TWO[field]:
                    other = house_of[near]
                    if other != NO_HOUSE and not tops[other]:
                        near_houses.add(other)
        value = weights.foreman * len(foremen)
        if near_houses:
            value += weights.reach * sum(area[house] for house in near_houses)
        for house, floor in enumerate(tops):
            if floor:
                value += weights.climb * area[house] * step_up[house]
        if weights.growth:
            value += weights.growth * self.growth(state, tops)
        reserve = state.reserve[self.player]
        if weights.reserve and reserve:
            value += weights.reserve * min(reserve, len(state.insert_fields(self.player)))
        return value

    def growth(self, state: SpeedchicagoState, tops: list[int]) -> float:
        """Per own house: top floor times the ground sites it can still grow on (capped)."""
        heights, figures = state.heights, state.figures
        house_of = state.houses.house_of
        sites = [0] * len(tops)
        for field in range(FIELDS):
            if heights[field] or figures[field] != EMPTY:
                continue
            joined = NO_HOUSE
            for neighbour in NEIGHBOURS[field]:
                if heights[neighbour]:
                    house = house_of[neighbour]
                    if joined == NO_HOUSE:
                        joined = house
                    elif house != joined:
                        joined = -2
                        break
            if joined >= 0 and tops[joined]:
                sites[joined] += 1
        cap = self.weights.growth_cap
        return float(sum(floor * min(cap, sites[house]) for house, floor in enumerate(tops)))
