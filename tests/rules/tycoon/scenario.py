"""Scenario fixtures: Tycoon positions built from a new game's save by writing into it what a
test names (money, tickets, planes, chains, loans, the phase), loaded through the engine's own
consistency checks, and steps played on them.

City keys: aurelia 0, brisa 1, corvento 2 / dunhaven 3, estrela 4 (centre), fjordheim 5 /
granvik 6, halcyon 7, isola 8 (rows of the 3×3 grid).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import Event, get_game
from game.rules.core import Move
from game.rules.tycoon.board import CITIES, FACTORIES_PER_PLAYER, HOTELS_PER_ROUND, TICKETS
from game.rules.tycoon.moves import Buy, Fly
from game.rules.tycoon.state import TycoonState

GAME = get_game("tycoon")
CITY: dict[str, int] = {city.key: city.id for city in CITIES}
# Which save keys hold tickets, in the order a ticket is looked for.
TICKET_PLACES = (
    "charter_pile",
    "scheduled_pile",
    "charter_discard",
    "scheduled_discard",
    "open_charter",
    "open_scheduled",
)


def city(name: str | int) -> int:
    """A city id from its key (or the id itself)."""
    return name if isinstance(name, int) else CITY[name]


def charter(a: str | int, b: str | int, copy: int = 0) -> int:
    """The id of a charter ticket between two cities (the second copy of neighbours: copy=1)."""
    ends = {city(a), city(b)}
    found = [t.id for t in TICKETS if t.charter and {t.a, t.b} == ends]
    return found[copy]


def scheduled_to(target: str | int, copy: int = 0) -> int:
    """The id of a scheduled ticket to a city."""
    found = [t.id for t in TICKETS if not t.charter and t.a == city(target)]
    return found[copy]


def scheduled_over(distance: int, copy: int = 0) -> int:
    """The id of a scheduled ticket over a distance."""
    found = [t.id for t in TICKETS if not t.charter and t.a < 0 and t.distance == distance]
    return found[copy]


def new(players: int = 3, seed: int = 1) -> TycoonState:
    """A new game as set up."""
    return GAME.new_state(players, seed)  # type: ignore[return-value]


def saved(state: TycoonState) -> dict[str, Any]:
    """The state's save as plain JSON data."""
    return json.loads(json.dumps(state.to_dict()))


def reloaded(state: TycoonState) -> TycoonState:
    """The state through a save and a load."""
    return GAME.state_from_dict(saved(state))  # type: ignore[return-value]


def _per_player(value: Any, players: int, default: int) -> list[int]:
    """A per-player list from a list, a {player: value} dict, or None (the default)."""
    if value is None:
        return [default] * players
    if isinstance(value, Mapping):
        return [value.get(p, default) for p in range(players)]
    return list(value)


def _take_ticket(data: dict[str, Any], ticket: int) -> None:
    """Takes a ticket out of wherever it lies."""
    for key in TICKET_PLACES:
        if ticket in data[key]:
            data[key].remove(ticket)
            return
    for held in data["tickets"]:
        if ticket in held:
            held.remove(ticket)
            return
    raise ValueError(f"ticket {ticket} is not in this game")


def table(
    players: int = 3,
    *,
    seed: int = 1,
    acting: int = 0,
    start_player: int = 0,
    round: int = 1,
    phase: str = "turn",
    cash: Any = None,
    debt: Any = None,
    loans: Mapping[int, Sequence[int]] | None = None,
    tickets: Mapping[int, Sequence[int]] | None = None,
    planes: Mapping[int, tuple[str | int, int]] | None = None,
    chains: Mapping[str | int, Sequence[int]] | None = None,
    chain_end: Mapping[str | int, int] | None = None,
    renovation: Mapping[str | int, Sequence[int]] | None = None,
    factories: Mapping[str | int, Sequence[int]] | None = None,
    open_charter: Sequence[int] | None = None,
    open_scheduled: Sequence[int] | None = None,
    charter_top: Sequence[int] | None = None,
    scheduled_top: Sequence[int] | None = None,
    empty_piles: bool = False,
    payday_queue: Sequence[int] = (),
    fortunes: Sequence[Sequence[int]] | None = None,
    **flags: Any,
) -> TycoonState:
    """A position written into a new game's save: by default the start of player `acting`'s
    turn in round 1, everybody with 15 and planes at home.

    cash, debt: lists or {player: amount}; loans: player -> paydays seen per card; tickets:
    player -> held ticket ids; planes: player -> (city, place) with place -1 airborne;
    chains: city -> owners from field 0 (-1 a gap), the chain ending after them unless
    chain_end says otherwise; renovation: city -> owners waiting, oldest first; factories:
    city -> owner per site; open_charter / open_scheduled: the open rows; charter_top /
    scheduled_top: the tickets drawn next, first drawn first; empty_piles: the piles' tickets
    go to their discard piles; flags: loan_taken, flown, built, closing, quiet_turns.
    Hotels and factories in supply are what is left of those given; the tickets named are
    taken from wherever they lie, and open rows that lose one are topped up from the bottom of
    the pile. The save is loaded through the engine's checks, so the position is consistent.
    """
    data = saved(new(players, seed))
    data.update(acting=acting, start_player=start_player, round=round, phase=phase)
    data["cash"] = _per_player(cash, players, 15)
    data["debt"] = _per_player(debt, players, 0)
    data["loans"] = [list((loans or {}).get(p, [])) for p in range(players)]
    wanted: list[int] = []
    for held in (tickets or {}).values():
        wanted += held
    for row in (open_charter, open_scheduled, charter_top, scheduled_top):
        wanted += list(row or [])
    rows_given = {
        "open_charter": open_charter is not None,
        "open_scheduled": open_scheduled is not None,
    }
    for ticket in wanted:
        _take_ticket(data, ticket)
    data["tickets"] = [sorted((tickets or {}).get(p, [])) for p in range(players)]
    if open_charter is not None:
        for ticket in data["open_charter"]:
            data["charter_discard"].append(ticket)
        data["open_charter"] = list(open_charter)
    if open_scheduled is not None:
        for ticket in data["open_scheduled"]:
            data["scheduled_discard"].append(ticket)
        data["open_scheduled"] = list(open_scheduled)
    for row, pile, size in (
        ("open_charter", "charter_pile", 6),
        ("open_scheduled", "scheduled_pile", 2),
    ):
        while not rows_given[row] and len(data[row]) < size and data[pile]:
            data[row].append(data[pile].pop(0))
    if empty_piles:
        data["charter_discard"] += data["charter_pile"]
        data["scheduled_discard"] += data["scheduled_pile"]
        data["charter_pile"] = []
        data["scheduled_pile"] = []
    data["charter_pile"] += list(reversed(charter_top or []))
    data["scheduled_pile"] += list(reversed(scheduled_top or []))
    data["plane_city"] = [-1] * players
    data["plane_place"] = [-1] * players
    data["landing"] = [[-1, -1] for _ in CITIES]
    for player, (where, place) in (planes or {}).items():
        data["plane_city"][player] = city(where)
        data["plane_place"][player] = place
        if place >= 0:
            data["landing"][city(where)][place] = player
    data["chains"] = [[-1] * 14 for _ in CITIES]
    data["chain_end"] = [0] * len(CITIES)
    for where, owners in (chains or {}).items():
        data["chains"][city(where)][: len(owners)] = list(owners)
        data["chain_end"][city(where)] = len(owners)
    for where, end in (chain_end or {}).items():
        data["chain_end"][city(where)] = end
    data["renovation"] = [[] for _ in CITIES]
    for where, owners in (renovation or {}).items():
        data["renovation"][city(where)] = list(owners)
    data["factories"] = [[-1] * len(c.factory_prices) for c in CITIES]
    for where, owners in (factories or {}).items():
        data["factories"][city(where)] = list(owners)
    given = HOTELS_PER_ROUND * round
    data["hotels_left"] = [
        given
        - sum(chain.count(p) for chain in data["chains"])
        - sum(waiting.count(p) for waiting in data["renovation"])
        for p in range(players)
    ]
    data["factories_left"] = [
        FACTORIES_PER_PLAYER - sum(sites.count(p) for sites in data["factories"])
        for p in range(players)
    ]
    finished = round - (0 if phase == "over" else 1)
    data["fortunes"] = (
        [list(f) for f in fortunes] if fortunes is not None else [[0] * players] * finished
    )
    data["payday_queue"] = list(payday_queue)
    data.update(loan_taken=False, flown=False, built=False, closing=False, quiet_turns=0)
    data.update(flags)
    return GAME.state_from_dict(json.loads(json.dumps(data)))  # type: ignore[return-value]


def play(state: TycoonState, text: str, player: int | None = None) -> list[Event]:
    """Plays a move given as text for the player (default: the one to act)."""
    return state.play(state.acting if player is None else player, GAME.parse_move(text))


def legal(state: TycoonState, player: int | None = None) -> list[str]:
    """The player's legal moves as texts."""
    return [move.text() for move in state.legal_moves(state.acting if player is None else player)]


def kinds(events: Sequence[Event]) -> list[str]:
    """The kinds of some events, in order."""
    return [event.kind for event in events]


def of_kind(events: Sequence[Event], kind: str) -> list[Event]:
    """The events of one kind."""
    return [event for event in events if event.kind == kind]


def end_turns(state: TycoonState, count: int) -> list[Event]:
    """Every player to act ends his turn at once, this many times; the events of all."""
    events: list[Event] = []
    for _ in range(count):
        events += play(state, "end")
    return events


def preferred_move(state: TycoonState, moves: tuple[Move, ...], step: int) -> Move:
    """The move a fixed preference picks: renovate, a factory every fourth step, a hotel,
    fly onto a landing place, fly on from over a city, buy a ticket that flies from here,
    a loan when short of money, else end; at payday redeem as many cards as affordable."""
    texts = [move.text() for move in moves]
    player = state.acting
    if state.phase == "payday":
        return moves[-1]
    if "renovate" in texts:
        return moves[texts.index("renovate")]
    factories = [move for move in moves if move.text().startswith("factory")]
    if factories and step % 4 == 0:
        return factories[0]
    if "hotel" in texts:
        return moves[texts.index("hotel")]
    flights = [move for move in moves if isinstance(move, Fly)]
    landing = [move for move in flights if move.place >= 0]
    if landing and (not state.flown or state.plane_place[player] < 0):
        return landing[0]
    if flights and state.plane_place[player] < 0:
        return flights[0]
    if not state.flown and not flights and state.cash[player] >= 5:
        home = state.plane_city[player] < 0
        buys = [m for m in moves if isinstance(m, Buy) and not (home and TICKETS[m.ticket].charter)]
        if buys:
            return buys[0]
    if "loan" in texts and state.cash[player] < 4:
        return moves[texts.index("loan")]
    return moves[texts.index("end")]
