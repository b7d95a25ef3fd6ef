"""Speedpipe's conformance probes: malformed texts, illegal moves, a hidden twin, corrupt saves
and the tables the suite plays.

Worked out from the rules and the saved data, not with the engine's helpers, so that the suite
cross-checks the engine rather than repeating it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.rules import Game, Move, State
from game.rules.speedpipe.catalogue import GREY, HAND_KINDS, JOKER, LEAK
from game.rules.speedpipe.maps import load_map
from game.rules.speedpipe.moves import (
    ABORT,
    DRAW_BLIND,
    DRAW_CONTRACTS,
    PASS,
    DrawOpen,
    Keep,
    Lay,
    PayExtra,
    Station,
    Terminal,
)

BAD_TEXTS: tuple[str, ...] = (
    "open 5",
    "open -1",
    "open",
    "open two",
    "blind 2",
    "lay 12 rot",
    "lay 12 lila 1",
    "lay 12 grey 0",
    "lay 12 leak 0",
    "lay x rot 1",
    "lay 12 rot 1 2",
    "lay 12 rot ²",
    "keep",
    "keep a,b",
    "keep 3,3",
    "keep 3,,4",
    "extra",
    "extra x",
    "extra 1 2",
    "station 7",
    "station 7 rot",
    "terminal 7 rot",
    "terminal seven rot 0",
    "contracts now",
    "abort 1",
    "pass 1",
    "12 rot 1",
)

# ---- illegal moves ---------------------------------------------------------------------------


def illegal_moves(state: State, player: int) -> list[Move]:
    """Moves that break a rule in this position, judged from the saved data and the map."""
    data = state.to_dict()
    pipe_map = load_map(data["options"]["map"])
    phase = data["phase"]
    hand: list[int] = data["hands"][player]
    owners: list[int] = data["owners"]
    moves: list[Move] = [
        DrawOpen(7),
        Lay(len(pipe_map.routes), 0, 0),
        Station(len(pipe_map.places), 0, 0),
        Keep(()),
        # Right values of the wrong type: True is 1, 0.0 is 0, but neither names a slot.
        DrawOpen(0.0),  # type: ignore[arg-type]
        DrawOpen(True),  # type: ignore[arg-type]
    ]
    if phase == "opening":
        dealt = data["dealt"][player]
        moves += [Keep(tuple(dealt[:1])), DRAW_BLIND, DRAW_CONTRACTS, PASS, DrawOpen(0)]
        others = [c for c in range(len(pipe_map.contracts)) if c not in dealt]
        moves.append(Keep(tuple(sorted([dealt[0], others[0]]))))
        moves.append(Keep(tuple(float(c) for c in dealt)))  # type: ignore[arg-type]
        return moves
    moves += [PayExtra(0), ABORT] if phase != "mountain" else [DRAW_BLIND, PASS]
    for route, owner in enumerate(owners):
        if owner >= 0:
            moves.append(Lay(route, JOKER, pipe_map.routes[route].length))
            break
    held = [kind for kind in range(HAND_KINDS) if hand[kind]]
    missing = [kind for kind in range(JOKER) if not hand[kind]]
    free = [route for route in pipe_map.routes if owners[route.id] < 0]
    # A few free routes of each sort: painted, grey and underwater.
    sample = free[:4] + [r for r in free if r.paint == GREY][:2] + [r for r in free if r.buoys][:2]
    for route in sample:
        # More jokers than the hand holds, or a paint the route does not take.
        if hand[JOKER] < route.length:
            moves.append(Lay(route.id, JOKER, route.length))
        if route.paint != GREY:
            wrong = (route.paint + 1) % JOKER
            moves.append(Lay(route.id, wrong, 0))
        if missing and route.paint in (GREY, missing[0]):
            moves.append(Lay(route.id, missing[0], 0))
        if route.buoys and route.length > 1:
            moves.append(Lay(route.id, JOKER, route.length - 1))
    for place, owner in enumerate(data["stations"]):
        if owner >= 0 and held:
            moves.append(Station(place, held[0], 0))
            break
    if data["options"]["terminals"] == "off" and held:
        ports = [place.id for place in pipe_map.places if place.kind == "port"]
        moves.append(Terminal(ports[0], held[0], 0))
    not_port = next(place.id for place in pipe_map.places if place.kind != "port")
    moves.append(Terminal(not_port, JOKER, 2))
    if not data["short_pile"]:
        moves.append(DRAW_CONTRACTS)
    if phase in ("turn", "second_draw") and len(moves) > 0:
        moves.append(PASS)
    if phase == "second_draw":
        moves += [DrawOpen(slot) for slot, card in enumerate(data["display"]) if card == JOKER]
        moves += [DRAW_CONTRACTS, Lay(0, JOKER, pipe_map.routes[0].length)]
    for slot, card in enumerate(data["display"]):
        if card < 0:
            moves.append(DrawOpen(slot))
    if phase == "contracts":
        drawn = data["drawn"]
        outside = [c for c in range(len(pipe_map.contracts)) if c not in drawn]
        moves += [Keep((outside[0],)), Keep(tuple(sorted(drawn + outside[:1])))]
    else:
        moves.append(Keep((0,)))
    if phase == "mountain":
        mountain = data["mountain"]
        moves += [PayExtra(mountain["extra"] + 1), PayExtra(hand[JOKER] + 1)]
    return moves


# ---- the hidden twin -------------------------------------------------------------------------


def hidden_twin(state: State, player: int, rng: random.Random) -> State:
    """The same game for this company: the others' hands (by their sizes; the payment of a
    mountain being laid stays where it is) and the pile's cards dealt anew, the RNG drawn anew."""
    data = state.to_dict()
    pipe_map = load_map(data["options"]["map"])
    current = data["current"]
    shown = [0] * HAND_KINDS
    if data["mountain"] is not None:
        mountain = data["mountain"]
        length = pipe_map.routes[mountain["route"]].length
        shown[JOKER] += mountain["jokers"]
        if mountain["paint"] != JOKER:
            shown[mountain["paint"]] += length - mountain["jokers"]
    others = [other for other in range(data["players"]) if other != player]
    pool = [card for card in data["pile"] if card != LEAK]
    leaks = len(data["pile"]) - len(pool)
    sizes = {}
    for other in others:
        hand = data["hands"][other]
        keep = shown if other == current else [0] * HAND_KINDS
        for kind in range(HAND_KINDS):
            pool += [kind] * (hand[kind] - keep[kind])
        sizes[other] = sum(hand) - sum(keep)
    rng.shuffle(pool)
    for other in others:
        hand = list(shown) if other == current else [0] * HAND_KINDS
        for card in pool[: sizes[other]]:
            hand[card] += 1
        del pool[: sizes[other]]
        data["hands"][other] = hand
    pool += [LEAK] * leaks
    rng.shuffle(pool)
    data["pile"] = pool
    version, internal, gauss = random.Random(rng.random()).getstate()
    data["rng"] = [version, list(internal), gauss]
    return state.game.state_from_dict(json.loads(json.dumps(data)))


# ---- corrupt saves ---------------------------------------------------------------------------


def corrupt_saves(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Saves that are well-formed JSON but break the game's own consistency."""

    def changed(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
        """A changed copy of the save."""
        twin = json.loads(json.dumps(data))
        change(twin)
        return twin

    pipe_map = load_map(data["options"]["map"])
    held = [kind for kind in range(HAND_KINDS) if data["hands"][0][kind]]
    if held:
        kind = held[0]
        yield "a hand card lost", changed(lambda d: _add_card(d["hands"][0], kind, -1))
        yield "a hand card also in the pile", changed(lambda d: d["pile"].append(kind))
        yield "a card twice", changed(lambda d: _add_card(d["hands"][1], kind, 1))
    yield "a hand of eight kinds", changed(lambda d: d["hands"][0].pop())
    yield "a card lost from the pile", changed(lambda d: d["pile"].pop())
    yield "a card kind that does not exist", changed(lambda d: d["pile"].append(12))
    if data["options"]["leaks"] == "off":
        yield "a leak card without the rule", changed(lambda d: d["pile"].append(LEAK))
        yield "a blocked route without the rule", changed(lambda d: d["blocked"].__setitem__(0, 0))
    yield "a leak card in the display", changed(lambda d: d["display"].__setitem__(0, LEAK))
    yield "a discard pile of the wrong size", changed(lambda d: d["discard"].append(0))
    contracts = [c for held_ in data["contracts"] for c in held_] + data["short_pile"]
    if contracts:
        first = contracts[0]
        yield "a contract twice", changed(lambda d: d["removed"].append(first))
    if data["short_pile"]:
        yield "a contract lost", changed(lambda d: d["short_pile"].pop())
    longs = [contract.id for contract in pipe_map.contracts if contract.long]
    yield (
        "a long contract in the short pile",
        changed(lambda d: _move_contract(d, longs[0], "short_pile")),
    )
    route = pipe_map.routes[0]
    free = data["owners"].index(-1)
    yield (
        "a route laid without its segments",
        changed(lambda d: d["owners"].__setitem__(free, 0)),
    )
    yield "points that fit nothing", changed(lambda d: d["points"].__setitem__(0, 999))
    yield "segments beyond the start", changed(lambda d: d["segments"].__setitem__(0, 99))
    twin = next((r for r in pipe_map.routes if r.twin is not None), None)
    if twin is not None and data["players"] <= 3:
        yield (
            "both strands of a double route",
            changed(lambda d: _lay_both(d, pipe_map, twin.id, twin.twin)),  # type: ignore[arg-type]
        )
    yield "four pump stations", changed(lambda d: d.update(stations=[0] * len(d["stations"])))
    if data["options"]["terminals"] == "off":
        yield "a terminal without the rule", changed(lambda d: d["terminals"][0].append(0))
    yield "a mountain phase without a mountain", changed(lambda d: d.update(phase="mountain"))
    yield "a contracts phase without contracts", changed(lambda d: d.update(phase="contracts"))
    yield "a finished game without a reason", changed(lambda d: d.update(phase="over"))
    yield "a reason to end in a running game", changed(lambda d: d.update(end_reason="all_passed"))
    yield "an oil price of 85 %", changed(lambda d: d.update(oil_price=85))
    yield "the phase 'auction'", changed(lambda d: d.update(phase="auction"))
    yield (
        "a whole round of passes still running",
        changed(lambda d: d.update(pass_streak=d["players"])),
    )
    yield (
        "a fulfilled contract nobody holds",
        changed(lambda d: d["fulfilled"][0].append([len(pipe_map.contracts) - 1, 100])),
    )
    yield "a player count out of range", changed(lambda d: d.update(players=9))
    yield "an unknown option value", changed(lambda d: d["options"].update(map="atlantis"))
    yield "a save of another game", changed(lambda d: d.update(game="speedtycoon"))
    yield "a future save format", changed(lambda d: d.update(format=99))
    yield "a damaged random generator", changed(lambda d: d["rng"].__setitem__(1, [1, 2, 3]))
    yield "the current company as text", changed(lambda d: d.update(current="1"))
    yield "the mountain as a list", changed(lambda d: d.update(mountain=[route.id, 0, 0]))
    yield (
        "a Raffinerie-Bonus nobody earned",
        changed(lambda d: d["refinery_race"].append([0, route.a])),
    )


def _move_contract(data: dict[str, Any], contract: int, pile: str) -> None:
    """Moves a contract from wherever it lies onto a pile."""
    for key in ("short_pile", "removed", "drawn"):
        if contract in data[key]:
            data[key].remove(contract)
    for held in data["contracts"] + data["dealt"]:
        if contract in held:
            held.remove(contract)
    data[pile].append(contract)


def _add_card(hand: list[int], kind: int, count: int) -> None:
    """One card more or fewer of a kind in a hand."""
    hand[kind] += count


def _lay_both(data: dict[str, Any], pipe_map: Any, first: int, second: int) -> None:
    """Gives both strands of a double route to companies 0 and 1 with segments and points to
    match, so that only the double route is wrong."""
    points = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 8: 21}
    for route, company in ((first, 0), (second, 1)):
        owner = data["owners"][route]
        length = pipe_map.routes[route].length
        if owner >= 0:
            data["segments"][owner] += length
            data["points"][owner] -= points[length]
        data["owners"][route] = company
        data["segments"][company] -= length
        data["points"][company] += points[length]


# ---- the tables the suite plays --------------------------------------------------------------


def configurations(game: Game) -> list[tuple[int, dict[str, str]]]:
    """Both maps, every extra rule on and off, 2 to 5 companies, in nine tables."""
    defaults = {option.name: option.default for option in game.options}
    every = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
    petronia = {**defaults, "map": "petronia"}
    return [
        (2, defaults),
        (3, {**defaults, "oil_price": "on"}),
        (4, {**defaults, "refinery_bonus": "on"}),
        (5, {**defaults, "leaks": "on"}),
        (4, {**defaults, "terminals": "on"}),
        (4, {**defaults, **every}),
        (3, petronia),
        (5, {**petronia, **every}),
        (2, {**petronia, "oil_price": "on", "leaks": "on"}),
    ]
