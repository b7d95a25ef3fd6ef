"""The normal evaluation: what a position is worth to each player, in expected points.

Points won so far; expected majority points over the scorings still to come (how far each
branch race is, the Staatsfonds included); the shape of the empire (ring, zones, Nachhaltigkeit,
room to grow); money, with the prices at the Weltmarkt the hand pays exactly; tips, tunnels, the
Lobbyist, Unicorn races and open loans. A bot compares positions by its own worth less the
others'.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.speedtycoon.majority import race_points, spread, zero_chance
from game.ai.speedtycoon.money_plan import hand_total, money_worth
from game.ai.speedtycoon.placement import shape_of, shape_value, tunnel_worth
from game.ai.speedtycoon.timing import Outlook, outlook_of
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS
from game.rules.speedtycoon.empire import branch_counts
from game.rules.speedtycoon.money import CARD_VALUES, money_in, takes
from game.rules.speedtycoon.payment_choice import exact_prices, pays_exactly
from game.rules.speedtycoon.scorings import unicorn_threshold
from game.rules.speedtycoon.state import ACTION, OVER, PLACE, SpeedtycoonState
from game.rules.speedtycoon.tables import (
    BOOM_BRANCH,
    LOAN_PENALTY,
    SCORING_POINTS,
    UNICORN_POINTS,
)

BRANCH_COUNT = len(BRANCHES)
BRANCH_OF: tuple[int | None, ...] = tuple(tile.branch for tile in BUILDINGS)

# Points one unit of money is worth while there are turns to spend it; it fades over the last
# MONEY_TURNS own turns to MONEY_LAST (money only decides Handelsschluss awards then). A player
# gathers about 110 units in a game and scores about 95 points, so a unit is worth well over
# 0.42: at 0.42 the start player, dealt the fewest (and so the biggest) cards, overpaid his
# first buildings and won 19.9 % of 400 games of four normal computers; at 0.55 he won 25.6 %.
MONEY_WEIGHT = 0.55
MONEY_TURNS = 3.0
MONEY_LAST = 0.05
# A building in the Planung counts this much of a built one (it costs an action to build).
PLANNED_SHARE = 0.5
# A building the hand pays exactly now: a bonus action if it is still there next turn, worth up
# to EXACT_OPTION times its desirability (marginal points over MARGINAL_FULL).
EXACT_OPTION = 2.0
MARGINAL_FULL = 4.0
ZONE_DESIRE = 0.5
# Every (currency, price) the hand pays exactly: a bonus action whenever such a building comes.
EXACT_COVERAGE = 0.3
# A further action this turn (after an exact payment) is worth at least this much.
EXTRA_ACTION_LEAST = 2.0
# An Insidertipp and a ready Lobbyist held back for later, while turns remain (TOOL_TURNS).
TIP_WORTH = 1.3
LOBBY_WORTH = 1.0
TOOL_TURNS = 6.0
# An open loan: most likely repaid from spare money, but the full penalty in the last turns.
LOAN_LIABILITY = 4.0
LOAN_TURNS = 3.0
# A Handelsschluss award counted as this share of a building (it may still be bought).
AWARD_SHARE = 0.7
# Unicorn: chance to win a free one when 1 or 2 buildings short of its threshold.
UNICORN_HOPE: dict[int, float] = {1: 0.55, 2: 0.25}
# How a player's own worth is set against the others': the mean and the best of them.
AGAINST_MEAN = 0.5
AGAINST_BEST = 0.5
# Majority worths already worked out, by standing, scorings to come and judge; cleared when it
# holds this many.
MAJORITIES_KEPT = 20_000
_majorities: dict[tuple[object, ...], tuple[tuple[float, ...], tuple[float, ...]]] = {}


@dataclass(frozen=True, slots=True)
class Weights:
    """What a strength's evaluation makes of money and of the buildings its hand pays exactly."""

    money: float = MONEY_WEIGHT
    exact_option: float = EXACT_OPTION


NORMAL_WEIGHTS = Weights()


@dataclass(frozen=True, slots=True)
class Appraisal:
    """One position judged: each player's worth, and for the judging player the marginal
    expected points of one more building of each branch."""

    worth: tuple[float, ...]
    marginal: tuple[float, ...]


def money_weight(outlook: Outlook, weights: Weights = NORMAL_WEIGHTS) -> float:
    """Points per unit of money at this stage of the game."""
    if not outlook.scorings:
        return 0.0
    return max(MONEY_LAST, weights.money * min(1.0, outlook.turns_left / MONEY_TURNS))


def tool_share(outlook: Outlook) -> float:
    """How much of a held tool's worth remains with the turns left."""
    return min(1.0, outlook.turns_left / TOOL_TURNS)


def _add(counts: list[float], building: int, weight: float, orders: Sequence[int]) -> None:
    """Counts a building (twice when it is a Staatsauftrag of the player)."""
    branch = BRANCH_OF[building]
    if branch is not None:
        counts[branch] += weight * (2 if building in orders else 1)


def branch_standing(state: SpeedtycoonState, outlook: Outlook) -> list[list[float]]:
    """Per participant (the players, then the Staatsfonds with two players) the buildings per
    branch that count at the scorings to come, waiting and planned ones in part."""
    players = state.players
    rows = [[float(count) for count in state.branch_counts(player)] for player in range(players)]
    waiting_for = -1
    if state.to_place:
        waiting_for = state.placer if state.phase == PLACE else state.current
    planned = PLANNED_SHARE * min(1.0, outlook.turns_left)
    for player in range(players):
        orders = state.orders[player]
        row = rows[player]
        if player == waiting_for:
            for building in state.to_place:
                _add(row, building, 1.0, orders)
        if state.lobby_pending[player] >= 0:
            _add(row, state.lobby_pending[player], 1.0, orders)
        for building in state.planning[player]:
            _add(row, building, planned, orders)
    for player, building in state.awards:
        _add(rows[player], building, 1.0, state.orders[player])
    if not state.bag and state.phase != OVER:
        for place, building in enumerate(state.market):
            if building is None:
                continue
            held = [money_in(hand, place) for hand in state.hands]
            best = max(held)
            if best > 0 and held.count(best) == 1:
                winner = held.index(best)
                _add(rows[winner], building, AWARD_SHARE, state.orders[winner])
    if players == 2:
        rows.append([float(count) for count in state.fund_counts()])
    return rows


def majority_worth(
    state: SpeedtycoonState,
    rows: list[list[float]],
    outlook: Outlook,
    judge: int,
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Expected majority points per participant over the scorings to come, and the judge's
    marginal points of one more building per branch (looked up when the same standing was
    judged before: most candidates of a decision leave every branch as it was)."""
    columns = tuple(zip(*rows))
    key = (columns, outlook.scorings, outlook.own_turns, tuple(state.booms), judge)
    found = _majorities.get(key)
    if found is not None:
        return found
    if len(_majorities) >= MAJORITIES_KEPT:
        _majorities.clear()
    found = _majorities[key] = _work_out_majorities(state, columns, outlook, judge)
    return found


def _work_out_majorities(
    state: SpeedtycoonState,
    columns: tuple[tuple[float, ...], ...],
    outlook: Outlook,
    judge: int,
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """majority_worth worked out race by race (each race looked up where it was before)."""
    marginal = [0.0] * BRANCH_COUNT
    boomed = {BOOM_BRANCH[boom] for boom in state.booms}
    races: list[tuple[float, ...]] = []
    for order, (scoring, turns) in enumerate(zip(outlook.scorings, outlook.own_turns)):
        width = spread(turns)
        without = zero_chance(turns)
        table = SCORING_POINTS[scoring]
        for branch, counts in enumerate(columns):
            paid = table[branch]
            if order == 0 and branch in boomed:
                paid = tuple(2 * points for points in paid)
            everyone, gain = race_points(counts, paid, width, without, judge)
            races.append(everyone)
            marginal[branch] += gain
    if not races:
        return (0.0,) * len(columns[0]), tuple(marginal)
    return tuple(sum(points) for points in zip(*races)), tuple(marginal)


def _unicorn_hope(state: SpeedtycoonState, player: int, outlook: Outlook) -> float:
    """Expected Unicorn points still to win in branches whose Unicorn is free."""
    if "unicorn" not in state.modules or -1 not in state.unicorns:
        return 0.0
    # Unicorns count the empire alone: no Staatsaufträge, no Planung.
    counts = branch_counts(state.empires[player])
    hope = 0.0
    for branch, owner in enumerate(state.unicorns):
        if owner >= 0:
            continue
        short = unicorn_threshold(state, branch) - counts[branch]
        hope += UNICORN_POINTS * UNICORN_HOPE.get(short, 0.0)
    return hope * tool_share(outlook)


def _extra_action(state: SpeedtycoonState, weight: float) -> float:
    """An action still to take this turn (after an exact payment): the best take's money."""
    values = [0 if card is None else CARD_VALUES[card] for card in state.kapital]
    best = 0
    for slots in takes(state.kapital, False):
        best = max(best, sum(values[slot] for slot in slots))
    return max(EXTRA_ACTION_LEAST, best * weight)


def exact_options(
    state: SpeedtycoonState,
    player: int,
    marginal: Sequence[float],
    outlook: Outlook,
    weights: Weights = NORMAL_WEIGHTS,
) -> float:
    """The Weltmarkt buildings the hand pays exactly, by how much the player wants them."""
    hand = state.hands[player]
    worth = 0.0
    for place, building in enumerate(state.market):
        if building is None or place == state.closed_place:
            continue
        if not pays_exactly(hand, place, state.price_of(player, building, place)):
            continue
        branch = BRANCH_OF[building]
        if branch is None:
            desire = ZONE_DESIRE if "sonderzonen" in state.modules else 0.0
        else:
            desire = max(0.0, min(1.0, marginal[branch] / MARGINAL_FULL))
        worth += weights.exact_option * desire
    return worth * tool_share(outlook)


def appraise(
    state: SpeedtycoonState,
    judge: int,
    outlook: Outlook | None = None,
    weights: Weights = NORMAL_WEIGHTS,
) -> Appraisal:
    """Every player's worth in this position, the judge's with its exact-payment options."""
    if outlook is None:
        outlook = outlook_of(state)
    if state.phase == OVER:
        return Appraisal(tuple(float(points) for points in state.points), (0.0,) * BRANCH_COUNT)
    rows = branch_standing(state, outlook)
    majorities, marginal = majority_worth(state, rows, outlook, judge)
    weight = money_weight(outlook, weights)
    tools = tool_share(outlook)
    liability = LOAN_LIABILITY + (LOAN_PENALTY - LOAN_LIABILITY) * max(
        0.0, 1.0 - outlook.turns_left / LOAN_TURNS
    )
    modules = state.modules
    tunnel = tunnel_worth(outlook)
    worth = []
    for player in range(state.players):
        value = state.points[player] + majorities[player]
        value += shape_value(shape_of(state.empires[player]), outlook, modules)
        value += money_worth(hand_total(state.hands[player])) * weight
        value += state.tips[player] * TIP_WORTH * tools
        value += state.tunnels_left[player] * tunnel
        value -= state.loans[player] * liability
        if (
            "lobbyist" in modules
            and state.lobby_pending[player] < 0
            and not state.lobby_rest[player]
        ):
            value += LOBBY_WORTH * tools
        value += _unicorn_hope(state, player, outlook)
        if player == judge:
            value += exact_options(state, player, marginal, outlook, weights)
            value += EXACT_COVERAGE * exact_prices(state.hands[player]) * tools
        if state.phase == ACTION and state.bonus and state.current == player:
            value += _extra_action(state, weight)
        worth.append(value)
    return Appraisal(tuple(worth), tuple(marginal))


def relative(worth: Sequence[float], player: int) -> float:
    """The player's worth against the others': less a blend of their mean and their best."""
    others = [value for seat, value in enumerate(worth) if seat != player]
    if not others:
        return worth[player]
    return worth[player] - AGAINST_MEAN * sum(others) / len(others) - AGAINST_BEST * max(others)


def evaluate(
    state: SpeedtycoonState,
    player: int,
    outlook: Outlook | None = None,
    weights: Weights = NORMAL_WEIGHTS,
) -> float:
    """The position's worth to the player against the others (higher is better)."""
    return relative(appraise(state, player, outlook, weights).worth, player)
