"""Scenario fixtures: Speedstocks states built as save dicts, loaded, and turns played on them."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import Event, get_game
from game.rules.speedstocks import Choose, SpeedstocksState, TakeRow
from game.rules.speedstocks.stocks import HIGHEST_STOCK, STOCK_BITS, SYMBOL_NAMES, SYMBOL_SET

GAME = get_game("speedstocks")


class FixedRandom(random.Random):
    """An RNG whose random() always gives one value: forces or forbids the Hausse draw."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        """Always the fixed value."""
        return self.value

    def getrandbits(self, k: int) -> int:
        """Unchanged; defining it keeps sample() and shuffle() off random() (they would loop)."""
        return super().getrandbits(k)


def table(
    rows: Sequence[Sequence[int]],
    hands: Sequence[Sequence[int]],
    symbols: Mapping[int, str] | None = None,
    *,
    capacity: Sequence[int] | None = None,
    special: bool = True,
    variant: str = "klassisch",
    turn: int = 1,
    round_number: int = 1,
    bears_round: Sequence[int] | None = None,
    bears_total: Sequence[int] | None = None,
    gone: Sequence[int] = (),
    deck: Sequence[int] | None = None,
) -> SpeedstocksState:
    """A state at the start of a turn, one hand per player, loaded from a save dict.

    Saves must fit the hands to the turn, so each hand is filled up from the top of the deck
    (its highest stocks that no row, hand or gone list names); a test plays only the stocks it
    gives.

    rows hold entries (stock plus copy kind); gone are stocks played earlier that left the rows;
    symbols map stocks to symbol names, and with the Sonderregeln the rest of the 15 symbols
    go onto stocks nobody holds. The deck (top = end) is every other stock, lowest first.
    """
    players = len(hands)
    data: dict[str, Any] = GAME.new_state(
        players, seed=1, options={"variant": variant, "special": "on" if special else "off"}
    ).to_dict()
    top = HIGHEST_STOCK if variant == "klassisch" else 10 * players + 4
    originals = [entry for row in rows for entry in row if entry <= STOCK_BITS]
    played = originals + [stock for stock in gone if stock not in originals]
    held = {stock for hand in hands for stock in hand}
    if deck is None:
        deck = [s for s in range(1, top + 1) if s not in held and s not in played]
    hands = _filled_up(hands, 10 - turn + 1, deck)
    given = dict(symbols or {})
    if special:
        missing = Counter(SYMBOL_SET)
        missing.subtract(_symbol(name) for name in given.values())
        spare = [s for s in [*range(top + 1, HIGHEST_STOCK + 1), *deck] if s not in given]
        for stock, symbol in zip(spare, missing.elements()):
            given[stock] = SYMBOL_NAMES[symbol]
    data.update(
        turn=turn,
        round=round_number,
        hands=[sorted(hand) for hand in hands],
        deck=list(deck),
        symbols={str(stock): name for stock, name in given.items()},
        rows=[list(row) for row in rows],
        capacity=list(capacity) if capacity is not None else [5] * len(rows),
        chosen=[0] * players,
        queue=[],
        kurssturz=None,
        phase="choose",
        bears_round=list(bears_round or [0] * players),
        bears_total=list(bears_total or [0] * players),
        history=[],
        played=played,
    )
    return GAME.state_from_dict(json.loads(json.dumps(data)))


def _filled_up(hands: Sequence[Sequence[int]], size: int, deck: list[int]) -> list[list[int]]:
    """Each hand filled up to the size the turn needs, with stocks taken from the deck."""
    filled = []
    for hand in hands:
        missing = max(0, size - len(hand))
        extra = deck[len(deck) - missing :]
        del deck[len(deck) - missing :]
        filled.append(sorted([*hand, *extra]))
    return filled


def _symbol(name: str) -> int:
    """The symbol number of a symbol name."""
    return {value: key for key, value in SYMBOL_NAMES.items()}[name]


def play_turn(state: SpeedstocksState, choices: Sequence[int]) -> list[Event]:
    """Every player chooses his stock (player 0 first); the events of the whole turn."""
    events: list[Event] = []
    for player, stock in enumerate(choices):
        events += state.play(player, Choose(stock))
    return events


def take(state: SpeedstocksState, row: int) -> list[Event]:
    """The waiting Kurssturz player takes this exchange."""
    (player,) = state.to_act()
    return state.play(player, TakeRow(row))


def kinds(events: Sequence[Event], *skip: str) -> list[str]:
    """The events' kinds in order, without stock_chosen and the given kinds."""
    return [event.kind for event in events if event.kind not in ("stock_chosen", *skip)]


def of_kind(events: Sequence[Event], kind: str) -> list[Event]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind == kind]
