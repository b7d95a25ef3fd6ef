"""The normal Speedpipe bot: plans its contracts, lays the wanted routes in a sensible order,
draws the cards it lacks, and weighs stations, blocks, terminals and new contracts.

Every turn move gets a score on one scale (roughly points): wanted routes first, the contested
and scarce ones before the others, long ones for points late; drawing when nothing wanted can be
laid; new contracts once the old ones are done and enough of the game is left; a pump station
only when a wanted path is cut and the station saves it; a block when an opponent obviously
needs a short route and the cards are to spare; points when the game is ending.
"""

from __future__ import annotations

from collections import defaultdict

from game.ai.speedpipe.bot import SpeedpipeBot
from game.ai.speedpipe.choices import (
    best_keep,
    draw_choice,
    mountain_choice,
)
from game.ai.speedpipe.situation import Situation, situation_of
from game.ai.speedpipe.tactics import (
    block_worth,
    completes,
    detour,
    near_opponents,
    station_rescue,
    terminal_worth,
    twin_left,
)
from game.rules.core import Move
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.insight import best_lay
from game.rules.speedpipe.moves import (
    DRAW_BLIND,
    DRAW_CONTRACTS,
    DrawOpen,
    Lay,
    Station,
    Terminal,
)
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.state import (
    CONTRACTS,
    MOUNTAIN,
    OPENING,
    SECOND_DRAW,
    SpeedpipeState,
)
from game.rules.speedpipe.tables import (
    FOERDER_BONUS,
    REFINERY_BONUS,
    REFINERY_PIPELINES,
    ROUTE_POINTS,
)

# Scores of the kinds of turn moves (roughly in points).
WANTED = 20.0
DRAW = 10.0
OTHER_DRAW = 8.0
NEW_CONTRACTS = 25.0
STATION = 22.0
TERMINAL = 8.0
# A card the plan still needs, taken away by a move that does not serve the plan.
SPENT_CARD = 3.0
# The game is ending: routes for points come before drawing.
ENDING_TURNS = 2.5
ENDING_BONUS = 12.0
# New contracts: only once the plan is done, with this many own turns and segments left
# (measured: drawing them while the plan is open fails more contracts than it fulfils).
CONTRACT_TURNS = 6.0
CONTRACT_SEGMENTS = 12
# Order among wanted routes: a contested route (detour, opponents nearby, no free strand) first,
# long ones later while the game is young.
DETOUR_WEIGHT = 1.0
OPPONENT_NEAR = 1.5
LONG_LATER = 0.4
YOUNG_TURNS = 6.0
MOUNTAIN_RISK = 1.0
# A block is worth this much per field of the opponent's detour.
BLOCK_WEIGHT = 0.8


class NormalBot(SpeedpipeBot):
    """Plans, draws what it lacks and lays what it wants, as the module docstring says."""

    strength = "normal"

    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """The best move of the phase."""
        phase = state.phase
        if phase in (OPENING, CONTRACTS):
            return best_keep(state, player, moves)
        situation = situation_of(state, player)
        if phase == MOUNTAIN:
            return mountain_choice(state, player, moves, situation.wanted)
        if phase == SECOND_DRAW:
            return draw_choice(state, player, moves, situation.lacking, first=False)
        return ranked(state, player, moves, situation)[0][1]


def ranked(
    state: SpeedpipeState, player: int, moves: tuple[Move, ...], situation: Situation
) -> list[tuple[float, Move]]:
    """The turn's candidate moves with their scores, best first (one payment per route)."""
    scored: list[tuple[float, Move]] = []
    lays: dict[int, list[Lay]] = defaultdict(list)
    stations: list[Station] = []
    terminals: list[Terminal] = []
    for move in moves:
        if isinstance(move, Lay):
            lays[move.route].append(move)
        elif isinstance(move, Station):
            stations.append(move)
        elif isinstance(move, Terminal):
            terminals.append(move)
    for route, payments in lays.items():
        found = lay_score(state, player, route, payments, situation)
        if found is not None:
            scored.append(found)
    draws = [move for move in moves if isinstance(move, DrawOpen) or move == DRAW_BLIND]
    if draws:
        best = draw_choice(state, player, draws, situation.lacking, first=True)
        scored.append((DRAW, best))
        if DRAW_BLIND in draws and best != DRAW_BLIND:
            scored.append((OTHER_DRAW, DRAW_BLIND))
    if DRAW_CONTRACTS in moves and wants_contracts(state, player, situation):
        scored.append((NEW_CONTRACTS, DRAW_CONTRACTS))
    if stations:
        found = station_score(state, player, stations, situation)
        if found is not None:
            scored.append(found)
    if terminals:
        found = terminal_score(state, player, terminals, situation)
        if found is not None:
            scored.append(found)
    if not scored:
        scored.append((0.0, moves[0]))
    scored.sort(key=lambda item: -item[0])
    return scored


def wants_contracts(state: SpeedpipeState, player: int, situation: Situation) -> bool:
    """New contracts: the plan done (or given up), turns and segments enough left."""
    return (
        not situation.plan.contracts
        and situation.turns_left - situation.plan_turns >= CONTRACT_TURNS
        and state.segments[player] - situation.plan.fields >= CONTRACT_SEGMENTS
    )


def spent_cards(
    state: SpeedpipeState, player: int, paint: int, jokers: int, count: int, situation: Situation
) -> int:
    """How many more cards the wanted routes lack after paying count cards this way."""
    hand = list(state.hands[player])
    hand[JOKER] -= jokers
    if paint != JOKER:
        hand[paint] -= count - jokers
    after = missing_cards(card_needs(state.board, situation.wanted, hand), hand)
    return max(0, after - situation.missing)


def bonus_points(state: SpeedpipeState, player: int, route: int) -> float:
    """Points an extra rule gives at once for laying the route (Raffinerie-Bonus, Förderrecht)."""
    board = state.board
    ends = (board.ends_a[route], board.ends_b[route])
    bonus = 0.0
    if state.refinery and len(state.refinery_race) < len(REFINERY_BONUS):
        if all(company != player for company, _place in state.refinery_race):
            for place in ends:
                if place in board.refineries:
                    own = sum(state.owners[r] == player for r in state.map.routes_at[place])
                    if own + 1 >= REFINERY_PIPELINES:
                        bonus = max(bonus, float(REFINERY_BONUS[len(state.refinery_race)]))
    if state.terminals_on and len(state.foerder_race) < len(FOERDER_BONUS):
        if all(company != player for company, _place in state.foerder_race):
            if any(place in board.sources for place in ends):
                bonus += FOERDER_BONUS[len(state.foerder_race)]
    return bonus


def lay_score(
    state: SpeedpipeState,
    player: int,
    route: int,
    payments: list[Lay],
    situation: Situation,
) -> tuple[float, Move] | None:
    """A route's best payment and its score (None: not worth laying now)."""
    board = state.board
    length = board.lengths[route]
    points = float(ROUTE_POINTS[length])
    ending = situation.turns_left <= ENDING_TURNS
    wanted = route in situation.wanted
    others = [r for r in situation.wanted if r != route]
    pay = best_lay(state, player, payments, others)
    bonus = bonus_points(state, player, route)
    done = completes(state, player, route)
    risk = MOUNTAIN_RISK if board.mountains[route] else 0.0
    if wanted:
        score = WANTED + points + bonus + done - risk
        if situation.targets:
            return score, pay
        score += DETOUR_WEIGHT * detour(state, player, situation, route)
        score += OPPONENT_NEAR * near_opponents(state, player, route)
        if twin_left(state, route):
            score -= OPPONENT_NEAR
        if situation.turns_left > YOUNG_TURNS:
            score -= LONG_LATER * length
        return score, pay
    left = state.segments[player] - length
    if left < situation.plan.fields and not ending:
        return None
    spent = spent_cards(state, player, pay.paint, pay.jokers, length, situation)
    score = points + bonus + done - risk - SPENT_CARD * spent
    block = block_worth(state, player, route) if spent == 0 else 0.0
    score += BLOCK_WEIGHT * block
    if ending:
        score += ENDING_BONUS
    return score, pay


def alike_pay(
    state: SpeedpipeState, player: int, moves: list[Station] | list[Terminal], situation: Situation
) -> tuple[int, Station | Terminal]:
    """The payment of a station or terminal that takes the fewest wanted cards, then jokers."""
    best: tuple[tuple[int, int, int], Station | Terminal] | None = None
    for move in moves:
        cost = state.stations_built[player] + 1 if isinstance(move, Station) else 2
        spent = spent_cards(state, player, move.paint, move.jokers, cost, situation)
        key = (spent, move.jokers, move.paint)
        if best is None or key < best[0]:
            best = (key, move)
    assert best is not None
    return best[0][0], best[1]


def station_score(
    state: SpeedpipeState, player: int, stations: list[Station], situation: Situation
) -> tuple[float, Move] | None:
    """A pump station where it saves a cut contract."""
    rescue = station_rescue(state, player, situation)
    if rescue is None:
        return None
    place, value = rescue
    here = [move for move in stations if move.place == place]
    if not here or value < 5:
        return None
    spent, move = alike_pay(state, player, here, situation)
    return STATION + value / 2.0 - SPENT_CARD * spent, move


def terminal_score(
    state: SpeedpipeState, player: int, terminals: list[Terminal], situation: Situation
) -> tuple[float, Move] | None:
    """A tanker terminal where two or more contracts meet in the own network."""
    best: tuple[float, Move] | None = None
    by_port: dict[int, list[Terminal]] = defaultdict(list)
    for move in terminals:
        by_port[move.place].append(move)
    for port, moves in by_port.items():
        count = terminal_worth(state, player, port, situation.plan.contracts)
        if count < 2:
            continue
        spent, move = alike_pay(state, player, moves, situation)
        score = TERMINAL + 2.0 * count - SPENT_CARD * spent
        if best is None or score > best[0]:
            best = (score, move)
    return best
