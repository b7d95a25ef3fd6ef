"""Speedtycoon's conformance probes: malformed texts, illegal moves, a hidden twin, corrupt saves.

Worked out from the rules and the saved data, not with the engine's helpers, so that the suite
cross-checks the engine rather than repeating it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.rules import Game, Move, State
from game.rules.speedtycoon.catalogue import BUILDINGS, MONEY, STARTUP
from game.rules.speedtycoon.moves import (
    END_TURN,
    PASS,
    TAKE_LOAN,
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    Swap,
    TakeMoney,
    TearDown,
)
from game.rules.speedtycoon.tables import MODULES

BAD_TEXTS: tuple[str, ...] = (
    "take 5",
    "take 0",
    "take 1,1",
    "take 1,2 tips",
    "take",
    "buy 5 $1a",
    "buy 1 $10a",
    "buy 1 $1d",
    "buy 1",
    "buy mars $1a",
    "buy 1 $1a,$1a",
    "build 0 1,0",
    "build 59 1,0",
    "build 12 x,y",
    "build 12 1,2,3",
    "build 12 99,0",
    "build twelve 1,0",
    "plan",
    "plan 1 2",
    "teardown 1",
    "teardown",
    "repay",
    "repay 12",
    "swap 3 1",
    "lobby 2 €7d",
    "fund x",
    "loan now",
    "end turn",
    "pass 1",
    "1,0",
)

# ---- illegal moves ---------------------------------------------------------------------------


def illegal_moves(state: State, player: int) -> list[Move]:
    """Moves that break a rule in this position, judged from the saved data."""
    data = state.to_dict()
    hand: list[int] = data["hands"][player]
    modules = set(state.modules)  # type: ignore[attr-defined]
    phase = data["phase"]
    fields = {(x, y): building for x, y, building in data["empires"][player]}
    planned: list[int] = data["planning"][player]
    not_in_hand = [card for card in range(len(MONEY)) if card not in hand][:3]
    moves: list[Move] = [
        TearDown((0, 0)),
        TearDown((40, 40)),
        Build(57, (0, 0)),
        Buy(0, tuple(not_in_hand[:1])),
        Swap(3, (0, 0)),
        LobbyBuy(1, tuple(not_in_hand[1:2])),
        Repay(tuple(not_in_hand[:2])),
    ]
    moves += [Build(building, (0, 0)) for building in planned[:2]]
    moves += [Build(building, field) for building in planned[:1] for field in list(fields)[:2]]
    outside = [
        number
        for number in range(1, len(BUILDINGS))
        if number not in planned and number not in data["to_place"]
    ]
    moves += [Build(outside[0], (1, 0)), Plan(outside[0]), GiveToFund(outside[0])]
    if data["players"] != 2:
        moves += [GiveToFund(building) for building in data["to_place"][:1]]
    # Nobody waits for a Lobbyist: 'pass' is never a move; and the turn player buys with 'buy'.
    moves += [PASS]
    if player in state.to_act():
        moves += [
            LobbyBuy(move.place, move.cards)  # type: ignore[attr-defined]
            for move in state.legal_moves(player)
            if isinstance(move, Buy)
        ][:2]
    if phase != "action":
        moves += [TakeMoney((0,)), END_TURN, TAKE_LOAN]
        moves += [Build(building, (1, 0)) for building in planned[:1] if (1, 0) not in fields]
    else:
        if not data["bonus"] and any(card >= 0 for card in data["kapital"]):
            moves += [END_TURN]
        if "kredite" not in modules:
            moves += [TAKE_LOAN]
        kapital = data["kapital"]
        full = [slot for slot, card in enumerate(kapital) if card >= 0]
        values = [MONEY[kapital[slot]].value for slot in full]
        if len(full) >= 3 and sum(values) - max(values) > 5:
            moves.append(TakeMoney(tuple(full), True))
        if len(full) >= 2 and sum(values) > 5:
            moves.append(TakeMoney(tuple(full)))
        if data["tips"][player] == 0 and len(full) >= 2:
            moves.append(TakeMoney(tuple(full[:2]), True))
        for place, building in enumerate(data["market"]):
            own = [card for card in hand if place in MONEY[card].currencies]
            foreign = [card for card in hand if place not in MONEY[card].currencies]
            if building >= 0 and own and foreign:
                moves.append(Buy(place, tuple(sorted(own + foreign[:1]))))
            if building >= 0 and len(own) >= 1:
                # Enough even without the smallest card at the highest price any module makes
                # (weak currency +1, Ölkrise +2): an overpayment with a spare card.
                total = sum(MONEY[card].value for card in own)
                if total - min(MONEY[card].value for card in own) >= BUILDINGS[building].price + 3:
                    moves.append(Buy(place, tuple(own)))
    if not data["loans"][player] and hand:
        moves.append(Repay(tuple(hand[:3])))
    # Right values of the wrong type: True is 1, 2.0 is 2, but neither names a place or field.
    moves += [
        Buy(True, tuple(hand[:1])),  # type: ignore[arg-type]
        TakeMoney((0.0,)),  # type: ignore[arg-type]
        TearDown((1.0, 0.0)),  # type: ignore[arg-type]
        Build(float(outside[0]), (1, 0)),  # type: ignore[arg-type]
    ]
    return moves


# ---- the hidden twin -------------------------------------------------------------------------


def hidden_twin(state: State, player: int, rng: random.Random) -> State:
    """The same game for this player: the others' hands and the deck's money dealt anew from
    their pool, the bag shuffled, the RNG drawn anew (special cards stay where they lie)."""
    data = state.to_dict()
    others = [other for other in range(data["players"]) if other != player]
    pool = [card for card in data["deck"] if card < STARTUP]
    for other in others:
        pool += data["hands"][other]
    rng.shuffle(pool)
    for other in others:
        size = len(data["hands"][other])
        data["hands"][other] = sorted(pool[:size])
        del pool[:size]
    data["deck"] = [card if card >= STARTUP else pool.pop() for card in data["deck"]]
    rng.shuffle(data["bag"])
    version, internal, gauss = random.Random(rng.random()).getstate()
    data["rng"] = [version, list(internal), gauss]
    return state.game.state_from_dict(json.loads(json.dumps(data)))


# ---- corrupt saves ---------------------------------------------------------------------------


def corrupt_saves(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Saves that are well-formed JSON but break the game's own consistency."""

    def changed(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
        twin = json.loads(json.dumps(data))
        change(twin)
        return twin

    hand = data["hands"][0]
    if hand:
        yield "a hand card also in the deck", changed(lambda d: d["deck"].append(hand[0]))
        yield "a hand card twice", changed(lambda d: d["hands"][0].append(hand[0]))
        yield "a hand card in two hands", changed(lambda d: d["hands"][1].append(hand[0]))
        yield "a hand card lost", changed(lambda d: d["hands"][0].pop())
    yield "a card that does not exist", changed(lambda d: d["deck"].append(150))
    yield "a scoring card in a hand", changed(lambda d: d["hands"][1].append(STARTUP))
    yield "a scoring card in the Kapital", changed(lambda d: d["kapital"].__setitem__(0, STARTUP))
    yield "a building lost from the bag", changed(lambda d: d["bag"].pop())
    yield "a building twice", changed(lambda d: d["bag"].append(d["bag"][0]))
    yield "a market building also in the bag", changed(lambda d: d["bag"].append(d["market"][0]))
    yield "no headquarters", changed(lambda d: d["empires"][0].__setitem__(0, [0, 0, 5]))
    yield (
        "a building floating apart",
        changed(lambda d: (d["empires"][0].append([5, 5, d["bag"][0]]), d["bag"].pop(0))),
    )
    yield (
        "a highway against a free side",
        changed(_put_beside_headquarters),
    )
    yield "a field built on twice", changed(lambda d: d["empires"][1].append([0, 0, 0]))
    yield "a tunnel too many", changed(lambda d: d["tunnels"][0].append([[0, 0], [1, 0]]))
    yield "the phase 'auction'", changed(lambda d: d.update(phase="auction"))
    yield "placing with nothing to place", changed(lambda d: d.update(phase="place", to_place=[]))
    yield (
        "a Lobbyist phase without a queue",
        changed(lambda d: d.update(phase="lobby", lobby_queue=[])),
    )
    yield "a bonus outside the action", changed(lambda d: d.update(phase="over", bonus=True))
    yield "a finished game before the IPO", changed(lambda d: d.update(phase="over"))
    yield "a Hafenstreik without a place", changed(lambda d: d.update(news={"hafenstreik": 1}))
    yield "a news that does not exist", changed(lambda d: d.update(news={"goldrausch": 1}))
    yield "a strong currency twice weak", changed(lambda d: d.update(strong=1, weak=1))
    yield "a player count out of range", changed(lambda d: d.update(players=9))
    yield "an unknown option value", changed(lambda d: d["options"].update(mode="chaos"))
    yield "a save of another game", changed(lambda d: d.update(game="speedpipe"))
    yield "a future save format", changed(lambda d: d.update(format=99))
    yield "a damaged random generator", changed(lambda d: d["rng"].__setitem__(1, [1, 2, 3]))
    yield "the current player as text", changed(lambda d: d.update(current="1"))
    yield "the bonus as a number", changed(lambda d: d.update(bonus=1))
    yield "three loans", changed(lambda d: d["loans"].__setitem__(0, 3))
    if data["players"] != 2:
        yield "a Staatsfonds at a bigger table", changed(lambda d: d["fund"].append(d["bag"].pop()))
    if "kredite" not in _modules(data):
        yield "a loan without Kredite", changed(lambda d: d["loans"].__setitem__(0, 1))
    if "unicorn" not in _modules(data):
        yield "a Unicorn without the module", changed(lambda d: d["unicorns"].__setitem__(0, 0))
    if "insidertipp" not in _modules(data):
        yield "a tip without the module", changed(lambda d: d["tips"].__setitem__(0, 1))


def _modules(data: dict[str, Any]) -> set[str]:
    """The modules a saved game plays with (its mode's and those switched on)."""
    options = data["options"]
    modes = {
        "klassisch": set(),
        "modern": {"wechselkurse", "heimatmarkt", "nachrichten"},
        "tycoon": set(MODULES) - {"blitz"},
        "eigene": set(),
    }
    return modes[options["mode"]] | {module for module in MODULES if options[module] == "on"}


def _put_beside_headquarters(data: dict[str, Any]) -> None:
    """Puts a bag building with a highway on its west side east of player 0's headquarters."""
    fields = {(x, y) for x, y, _building in data["empires"][0]}
    west = [b for b in data["bag"] if BUILDINGS[b].highways & 8]
    if (1, 0) in fields or not west:
        data["empires"][0].append([0, 0, 0])
        return
    data["bag"].remove(west[0])
    data["empires"][0].append([1, 0, west[0]])


# ---- the tables the suite plays --------------------------------------------------------------


# The modules in small groups of their own (mode "eigene"), so that each is also played apart
# from most others while the suite stays short.
MODULE_GROUPS: tuple[tuple[str, ...], ...] = tuple(
    MODULES[start : start + 3] for start in range(0, len(MODULES), 3)
)


def configurations(game: Game) -> list[tuple[int, dict[str, str]]]:
    """Every seat count in Klassisch (every module off), Tycoon at 2, 4 and 6, everything on
    (Tycoon and Blitz) at 3 and 5, Modern at 3, and the modules in groups of three with the seat
    counts taking turns."""
    defaults = {option.name: option.default for option in game.options}
    tables = [(players, defaults) for players in range(2, 7)]
    tables += [(players, {**defaults, "mode": "tycoon"}) for players in (2, 4, 6)]
    tables += [(players, {**defaults, "mode": "tycoon", "blitz": "on"}) for players in (3, 5)]
    tables.append((3, {**defaults, "mode": "modern"}))
    for index, group in enumerate(MODULE_GROUPS):
        switched = {module: "on" for module in group}
        tables.append((2 + (index * 2) % 5, {**defaults, "mode": "eigene", **switched}))
    return tables
