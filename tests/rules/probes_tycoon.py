"""Tycoon's conformance probes: malformed texts, illegal moves, a hidden twin, corrupt saves
and the tables the suite plays.

Worked out from the rules, the board data and the saved data, not with the engine's helpers,
so that the suite cross-checks the engine rather than repeating it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.rules import Game, Move, State
from game.rules.tycoon.board import CENTRE, CITIES, DISTANCES, TICKETS
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)

BAD_TEXTS: tuple[str, ...] = (
    "buy",
    "buy 75",
    "buy -1",
    "buy x",
    "buy 1 2",
    "fly 17",
    "fly 17 aurelia",
    "fly 17 atlantis 0",
    "fly 17 aurelia 2",
    "fly 17 aurelia -1",
    "fly 17 9 0",
    "fly 99 aurelia 0",
    "fly x aurelia 0",
    "fly 17 aurelia 0 1",
    "hotel 1",
    "renovate now",
    "factory",
    "factory 2",
    "factory one",
    "repay",
    "repay 4",
    "repay -1",
    "loan 10",
    "end turn",
    "17 aurelia 0",
    "fly 1² aurelia 0",
)

# ---- illegal moves ---------------------------------------------------------------------------


def _reachable(ticket: int, city: int) -> list[int]:
    """The cities a ticket flies to from a position (-1: the home bank), from the board data."""
    data = TICKETS[ticket]
    if data.charter:
        return [data.b] if city == data.a else [data.a] if city == data.b else []
    if data.a >= 0:
        return [] if city == data.a else [data.a]
    start = CENTRE if city < 0 else city
    return [other for other in range(len(CITIES)) if DISTANCES[start][other] == data.distance]


def illegal_moves(state: State, player: int) -> list[Move]:
    """Moves that break a rule in this position, judged from the saved data and the board."""
    data = state.to_dict()
    cash = data["cash"][player]
    held: list[int] = data["tickets"][player]
    open_tickets = data["open_charter"] + data["open_scheduled"]
    city, place = data["plane_city"][player], data["plane_place"][player]
    moves: list[Move] = [
        Buy(len(TICKETS)),
        Buy(-1),
        Fly(0, len(CITIES), 0),
        Fly(0, 0, 2),
        Fly(len(TICKETS), 0, 0),
        BuildFactory(7),
        Repay(9),
        # Right values of the wrong type: True is 1, 0.0 is 0, but neither names anything.
        Buy(True),  # type: ignore[arg-type]
        BuildFactory(0.0),  # type: ignore[arg-type]
        Repay(False),  # type: ignore[arg-type]
    ]
    moves += [Buy(ticket) for ticket in range(len(TICKETS)) if ticket not in open_tickets][:3]
    moves += [Buy(ticket) for ticket in open_tickets if TICKETS[ticket].price > cash]
    moves += [Buy(float(ticket)) for ticket in open_tickets[:1]]  # type: ignore[arg-type]
    not_held = [ticket for ticket in range(len(TICKETS)) if ticket not in held]
    moves += [Fly(ticket, 0, 0) for ticket in not_held[:2]]
    if data["phase"] == "payday":
        cards = len(data["loans"][player])
        moves += [Repay(cards + 1), EndTurn(), TakeLoan(), BuildHotel()]
        moves += [Repay(count) for count in range(cards + 1) if count * 11 > cash]
        moves += [Fly(ticket, 0, 0) for ticket in held[:1]]
        return moves
    moves.append(Repay(0))
    fresh_turn = not (data["loan_taken"] or data["flown"] or data["built"])
    if not fresh_turn or data["debt"][player] or len(data["loans"][player]) >= 3:
        moves.append(TakeLoan())
    for ticket in held:
        reach = _reachable(ticket, city)
        for target in range(len(CITIES)):
            if target not in reach:
                moves.append(Fly(ticket, target, 0))
                break
        for target in reach:
            landing = data["landing"][target]
            if data["built"]:
                moves.append(Fly(ticket, target, -1 if all(o >= 0 for o in landing) else 0))
            for spot in (0, 1):
                if landing[spot] >= 0:
                    moves.append(Fly(ticket, target, spot))
            if any(owner < 0 for owner in landing):
                moves.append(Fly(ticket, target, -1))
        moves.append(Fly(float(ticket), 0, 0))  # type: ignore[arg-type]
    if data["built"] or place < 0:
        moves += [BuildHotel(), Renovate(), BuildFactory(0)]
    else:
        chain_end = data["chain_end"][city]
        hotel_price = CITIES[city].landing_prices[place]
        if chain_end >= 14 or not data["hotels_left"][player] or cash < hotel_price:
            moves.append(BuildHotel())
        if chain_end >= 14 or player not in data["renovation"][city]:
            moves.append(Renovate())
        prices = CITIES[city].factory_prices
        moves.append(BuildFactory(len(prices)))
        for site, owner in enumerate(data["factories"][city]):
            if owner >= 0 or cash < prices[site] or not data["factories_left"][player]:
                moves.append(BuildFactory(site))
    return moves


# ---- the hidden twin -------------------------------------------------------------------------


def hidden_twin(state: State, player: int, rng: random.Random) -> State:
    """The same game: both ticket piles reshuffled, the RNG drawn anew (all else lies open)."""
    data = state.to_dict()
    rng.shuffle(data["charter_pile"])
    rng.shuffle(data["scheduled_pile"])
    version, internal, gauss = random.Random(rng.random()).getstate()
    data["rng"] = [version, list(internal), gauss]
    return state.game.state_from_dict(json.loads(json.dumps(data)))


def has_secrets(state: State) -> bool:
    """Nothing differs between the players' views: only the piles' order is hidden, from all."""
    return False


# ---- corrupt saves ---------------------------------------------------------------------------


def corrupt_saves(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Saves that are well-formed JSON but break the game's own consistency."""

    def changed(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
        """A changed copy of the save."""
        twin = json.loads(json.dumps(data))
        change(twin)
        return twin

    first_open = data["open_charter"][0]
    yield "a ticket twice", changed(lambda d: d["charter_pile"].append(first_open))
    yield "a ticket lost", changed(lambda d: d["charter_pile"].pop())
    yield "a ticket that does not exist", changed(lambda d: d["charter_pile"].append(75))
    yield "a held ticket also open", changed(lambda d: _hold(d, 0, first_open))
    yield (
        "a scheduled ticket in the charter pile",
        changed(lambda d: d["charter_pile"].append(d["scheduled_pile"].pop())),
    )
    yield (
        "a charter ticket in the scheduled row",
        changed(lambda d: d["open_scheduled"].append(d["open_charter"].pop())),
    )
    yield (
        "seven open charter tickets",
        changed(_seven_open),
    )
    yield "held tickets out of order", changed(_unsorted_tickets)
    yield "a plane on a place the city does not show", changed(_plane_without_place)
    yield "a landing place held by a plane at home", changed(_place_without_plane)
    yield "a plane airborne out of turn", changed(_airborne_bystander)
    yield "a hotel beyond the chain's end", changed(lambda d: d["chains"][0].__setitem__(13, 0))
    yield "a hotel from nowhere", changed(_extra_hotel)
    yield "a gap without a red field", changed(_gap_without_red)
    yield "a hotel waiting without a gap", changed(_waiting_without_gap)
    yield "a factory from nowhere", changed(lambda d: d["factories_left"].__setitem__(0, 4))
    yield "a city with three factory sites", changed(lambda d: d["factories"][3].extend([-1, -1]))
    yield "a landing list of three", changed(lambda d: d["landing"][0].append(-1))
    yield "a chain of 15 fields", changed(lambda d: d["chains"][0].append(-1))
    yield "a Restschuld with cash in hand", changed(_debt_with_cash)
    yield "four loan cards", changed(lambda d: d["loans"].__setitem__(0, [0, 0, 0, 0]))
    yield "a loan card seen twice", changed(lambda d: d["loans"].__setitem__(0, [2]))
    yield "a loan taken without a card", changed(_loan_without_card)
    if data["round"] == 1 and data["phase"] == "turn":
        yield "a turned card before the first payday", changed(lambda d: d["loans"][0].append(1))
    yield "a payday without a queue", changed(lambda d: d.update(phase="payday"))
    yield "a payday queue in a turn", changed(lambda d: d.update(payday_queue=[0]))
    yield "a game over in round 1", changed(lambda d: d.update(phase="over", acting=-1))
    yield "fortunes of an unplayed round", changed(lambda d: d["fortunes"].append([0] * 5))
    yield "four rounds", changed(lambda d: d.update(round=4))
    yield (
        "a whole round of quiet turns still open",
        changed(lambda d: d.update(quiet_turns=d["players"], closing=False)),
    )
    yield "nobody to act in a running game", changed(lambda d: d.update(acting=-1))
    yield "the phase 'auction'", changed(lambda d: d.update(phase="auction"))
    yield "a player count out of range", changed(lambda d: d.update(players=9))
    yield "an option the game lacks", changed(lambda d: d["options"].update(variant="x"))
    yield "a save of another game", changed(lambda d: d.update(game="speedpipe"))
    yield "a future save format", changed(lambda d: d.update(format=99))
    yield "a damaged random generator", changed(lambda d: d["rng"].__setitem__(1, [1, 2, 3]))
    yield "the acting player as text", changed(lambda d: d.update(acting="1"))
    yield "the closing flag as a number", changed(lambda d: d.update(closing=1))
    yield "negative cash", changed(lambda d: d["cash"].__setitem__(0, -3))


def _hold(data: dict[str, Any], player: int, ticket: int) -> None:
    """Gives a player a ticket without taking it from where it lies."""
    data["tickets"][player] = sorted(data["tickets"][player] + [ticket])


def _seven_open(data: dict[str, Any]) -> None:
    """Charter tickets from the pile laid open until seven lie open."""
    while len(data["open_charter"]) < 7:
        data["open_charter"].append(data["charter_pile"].pop())


def _unsorted_tickets(data: dict[str, Any]) -> None:
    """Player 0 holds two tickets in falling order."""
    for ticket in data["charter_pile"][-2:]:
        data["charter_pile"].remove(ticket)
        data["tickets"][0].append(ticket)
    data["tickets"][0] = sorted(data["tickets"][0], reverse=True)


def _plane_without_place(data: dict[str, Any]) -> None:
    """Player 0's plane on a landing place that the city lists as free (or held by another)."""
    city = next(c for c in range(len(CITIES)) if data["landing"][c][0] != 0)
    data["plane_city"][0] = city
    data["plane_place"][0] = 0
    for other, places in enumerate(data["landing"]):
        for spot, owner in enumerate(places):
            if owner == 0 and (other, spot) != (city, 0):
                places[spot] = -1


def _place_without_plane(data: dict[str, Any]) -> None:
    """A landing place held by player 1, whose plane stands at home."""
    data["plane_city"][1] = -1
    data["plane_place"][1] = -1
    for places in data["landing"]:
        for spot, owner in enumerate(places):
            if owner == 1:
                places[spot] = -1
    city = next(c for c in range(len(CITIES)) if data["landing"][c][1] < 0)
    data["landing"][city][1] = 1


def _airborne_bystander(data: dict[str, Any]) -> None:
    """A player who is not acting is airborne over a full city."""
    bystander = (data["acting"] + 1) % data["players"]
    for places in data["landing"]:
        for spot, owner in enumerate(places):
            if owner == bystander:
                places[spot] = -1
    data["plane_city"][bystander] = 4
    data["plane_place"][bystander] = -1


def _extra_hotel(data: dict[str, Any]) -> None:
    """A hotel of player 0 stands at the end of a chain without leaving his supply."""
    city = min(range(len(CITIES)), key=lambda c: data["chain_end"][c])
    end = data["chain_end"][city]
    data["chains"][city][end] = 0
    data["chain_end"][city] = end + 1


def _gap_without_red(data: dict[str, Any]) -> None:
    """A chain end moved past two empty fields below any red field."""
    city = next(c for c in range(len(CITIES)) if data["chain_end"][c] == 0)
    data["chain_end"][city] = 2


def _waiting_without_gap(data: dict[str, Any]) -> None:
    """A hotel of player 0 waits for renovation in a city whose chain has no gap."""
    city = next(
        c for c in range(len(CITIES)) if -1 not in data["chains"][c][: data["chain_end"][c]]
    )
    data["renovation"][city].append(0)
    data["hotels_left"][0] = max(0, data["hotels_left"][0] - 1)


def _debt_with_cash(data: dict[str, Any]) -> None:
    """Player 0 owes a Restschuld and holds cash."""
    data["debt"][0] = 5
    data["cash"][0] = max(1, data["cash"][0])


def _loan_without_card(data: dict[str, Any]) -> None:
    """The acting player took a loan this turn but holds no fresh card."""
    data["loan_taken"] = True
    data["loans"][data["acting"]] = []


# ---- the tables the suite plays --------------------------------------------------------------


def configurations(game: Game) -> list[tuple[int, dict[str, str]]]:
    """2 to 5 players (Tycoon has no options)."""
    return [(players, {}) for players in range(game.min_players, game.max_players + 1)]
