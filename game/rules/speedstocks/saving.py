"""Saving and loading Speedstocks states, with every loaded field checked."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from game.rules.core import Game, OptionError, SaveError
from game.rules.randomness import rng_from_data, rng_to_data
from game.rules.speedstocks.stocks import (
    COPY_NAMES,
    EXCHANGES,
    HIGHEST_STOCK,
    ROW_PLACES,
    SMALLEST_ROW_CAPACITY,
    STOCK_BITS,
    SYMBOL_BY_NAME,
    SYMBOL_SET,
    TURNS_PER_ROUND,
    TURNS_WITH_HAUSSE,
    symbol_name,
)

if TYPE_CHECKING:
    from game.rules.speedstocks.state import SpeedstocksState

SAVE_FORMAT = 1
PHASES = ("choose", "kurssturz", "over")


def state_to_dict(state: SpeedstocksState) -> dict[str, Any]:
    """The whole state as JSON-ready data; row entries are stock + 128 × copy kind."""
    return {
        "game": "speedstocks",
        "format": SAVE_FORMAT,
        "players": state.players,
        "options": dict(state.options),
        "rng": rng_to_data(state.rng),
        "round": state.round,
        "turn": state.turn,
        "last_turn": state.last_turn,
        "hausse": state.hausse,
        "phase": state.phase,
        "hands": [list(hand) for hand in state.hands],
        "deck": list(state.deck),
        "symbols": {
            str(stock): symbol_name(symbol) for stock, symbol in enumerate(state.symbols) if symbol
        },
        "rows": [list(row) for row in state.rows],
        "capacity": list(state.capacity),
        "chosen": list(state.chosen),
        "queue": [[stock, player] for stock, player in state.queue],
        "kurssturz": list(state.kurssturz) if state.kurssturz is not None else None,
        "bears_round": list(state.bears_round),
        "bears_total": list(state.bears_total),
        "history": [list(line) for line in state.history],
        "played": list(state.played),
    }


def state_from_dict(game: Game, data: Any) -> SpeedstocksState:
    """A state from state_to_dict() data; SaveError in words for anything inconsistent."""
    from game.rules.speedstocks.state import SpeedstocksState, stocks_in_play

    try:
        return _load(game, data, SpeedstocksState, stocks_in_play)
    except SaveError:
        raise
    except OptionError as error:
        raise SaveError(f"the save's table options are invalid: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise SaveError(
            f"the Speedstocks save is damaged: {type(error).__name__} {error}"
        ) from None


def _int_list(value: Any, what: str, low: int, high: int) -> list[int]:
    """A list of ints within [low, high], or SaveError naming the field."""
    if not isinstance(value, list) or not all(
        type(item) is int and low <= item <= high for item in value
    ):
        raise SaveError(f"the save's {what} must be a list of whole numbers from {low} to {high}")
    return list(value)


def _load(game: Game, data: Any, state_class: type, stocks_in_play: Any) -> SpeedstocksState:
    """Builds and checks the state; raises SaveError or a built-in error on bad data."""
    if not isinstance(data, dict):
        raise SaveError("a Speedstocks save must be a JSON object")
    if data.get("game") != "speedstocks":
        raise SaveError(f"this save is of the game {data.get('game')!r}, not Speedstocks")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"save format {data.get('format')!r} is unknown (expected {SAVE_FORMAT})")
    players = data["players"]
    if type(players) is not int:
        raise SaveError("the save's number of players must be a whole number")
    game.check_players(players)
    options = game.resolve_options(data["options"])
    if data["phase"] not in PHASES:
        raise SaveError(f"the save's phase {data['phase']!r} is unknown")
    state: SpeedstocksState = state_class(game, players, options, rng_from_data(data["rng"]))
    top = stocks_in_play(players, state.taktik)
    state.round = _int_list([data["round"]], "round", 0, 10_000)[0]
    state.turn = _int_list([data["turn"]], "turn", 0, TURNS_WITH_HAUSSE)[0]
    state.last_turn = data["last_turn"]
    if state.last_turn not in (TURNS_PER_ROUND, TURNS_WITH_HAUSSE):
        raise SaveError("the save's last turn of the round must be 10 or 15")
    if type(data["hausse"]) is not bool:
        raise SaveError("the save's Hausse flag must be true or false")
    state.hausse = data["hausse"]
    # Interned like the engine's phase constants, so the hot path's identity test holds.
    state.phase = sys.intern(data["phase"])
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise SaveError(f"the save must hold one hand for each of the {players} players")
    state.hands = [sorted(_int_list(hand, "hands", 1, top)) for hand in hands]
    state.deck = _int_list(data["deck"], "deck", 1, top)
    symbols = [0] * (HIGHEST_STOCK + 1)
    if not isinstance(data["symbols"], dict):
        raise SaveError("the save's symbols must map stocks to symbol names")
    for key, name in data["symbols"].items():
        stock = int(key)
        if not 1 <= stock <= HIGHEST_STOCK or name not in SYMBOL_BY_NAME:
            raise SaveError(f"the save gives stock {key!r} the unknown symbol {name!r}")
        symbols[stock] = SYMBOL_BY_NAME[name]
    if data["symbols"] and (
        not state.special or sorted(s for s in symbols if s) != sorted(SYMBOL_SET)
    ):
        raise SaveError("the save's symbols are not the 15 symbols of the Sonderregeln")
    state.symbols = symbols
    rows = data["rows"]
    if not isinstance(rows, list) or len(rows) not in (0, len(EXCHANGES), len(EXCHANGES) + 1):
        raise SaveError("the save must hold four rows, or five with the IPO row")
    if (not rows) != (state.phase == "over"):
        raise SaveError("the rows are cleared when, and only when, the game is over")
    valid_entries = [stock | kind for kind in COPY_NAMES for stock in range(1, top + 1)]
    state.rows = []
    for row in rows:
        entries = _int_list(row, "rows", 1, max(valid_entries))
        if not entries or any(entry not in valid_entries for entry in entries):
            raise SaveError("every row must hold at least one valid stock")
        state.rows.append(entries)
    state.capacity = _int_list(
        data["capacity"], "margin call places", SMALLEST_ROW_CAPACITY, ROW_PLACES
    )
    if len(state.capacity) != len(state.rows):
        raise SaveError("the save must give every row its Margin Call place")
    state.chosen = _int_list(data["chosen"], "chosen stocks", 0, top)
    if len(state.chosen) != players:
        raise SaveError("the save must hold one choice for each player")
    state.waiting = (
        sum(1 << player for player in range(players) if not state.chosen[player])
        if state.phase == "choose"
        else 0
    )
    state.queue = [(entry[0], entry[1]) for entry in data["queue"] if _pair(entry, top, players)]
    if len(state.queue) != len(data["queue"]):
        raise SaveError("the save's stocks waiting to be placed are damaged")
    kurssturz = data["kurssturz"]
    state.kurssturz = (
        (kurssturz[0], kurssturz[1])
        if kurssturz is not None and _pair(kurssturz, top, players)
        else None
    )
    if (state.phase == "kurssturz") != (state.kurssturz is not None):
        raise SaveError("a Kurssturz must wait exactly when the phase says so")
    state.bears_round = _int_list(data["bears_round"], "bears of this round", 0, 100_000)
    state.bears_total = _int_list(data["bears_total"], "total bears", 0, 1_000_000)
    if len(state.bears_round) != players or len(state.bears_total) != players:
        raise SaveError("the save must hold the bears of each player")
    state.history = [_int_list(line, "bear history", 0, 100_000) for line in data["history"]]
    state.played = _int_list(data["played"], "played stocks", 1, top)
    _check_every_stock_once(state, top)
    _check_turn_and_rows(state)
    return state


def _check_turn_and_rows(state: SpeedstocksState) -> None:
    """Hands fit the turn, rows fit their Margin Call places, symbols fit the Sonderregeln."""
    if state.phase == "over":
        return
    if not 1 <= state.turn <= state.last_turn:
        raise SaveError(f"turn {state.turn} is outside the round's turns 1 to {state.last_turn}")
    still_to_choose = state.last_turn - state.turn + 1
    for player, hand in enumerate(state.hands):
        in_hand = len(hand) + (1 if state.phase == "choose" and state.chosen[player] else 0)
        expected = still_to_choose if state.phase == "choose" else still_to_choose - 1
        if in_hand != expected:
            raise SaveError(
                f"player {player} holds {in_hand} stocks, but turn {state.turn} of "
                f"{state.last_turn} needs {expected}"
            )
    for index, row in enumerate(state.rows):
        if len(row) > state.capacity[index]:
            raise SaveError(f"row {index + 1} holds more stocks than its Margin Call place allows")
    has_symbols = any(state.symbols)
    if state.special != has_symbols:
        raise SaveError("a save has the 15 symbols exactly when the Sonderregeln are on")
    _check_rows_rise(state)
    if not state.special:
        _check_plain_rows(state)
    elif len(state.played) < len(EXCHANGES) or any(
        state.symbols[stock] for stock in state.played[: len(EXCHANGES)]
    ):
        raise SaveError(
            "the four openers of the round (the first stocks played) never carry a symbol"
        )
    if not {stock for stock, _ in state.queue} <= set(state.played):
        raise SaveError("a stock waits to be placed without having been revealed")


def _check_rows_rise(state: SpeedstocksState) -> None:
    """Every row rises: a stock lies above the entry before it, a copy equals it."""
    for index, row in enumerate(state.rows):
        for before, entry in zip(row, row[1:]):
            stock = entry & STOCK_BITS
            previous = before & STOCK_BITS
            if stock < previous or (stock == previous) != (entry > STOCK_BITS):
                raise SaveError(
                    f"row {index + 1} does not rise: {stock} cannot follow {previous} there"
                )


def _check_plain_rows(state: SpeedstocksState) -> None:
    """Without the Sonderregeln no row is shorted, opened by an IPO or holds a copy."""
    if len(state.rows) > len(EXCHANGES):
        raise SaveError("an IPO row needs the Sonderregeln, and they are off in this save")
    if any(capacity != ROW_PLACES for capacity in state.capacity):
        raise SaveError("a shorted row needs the Sonderregeln, and they are off in this save")
    if any(entry > STOCK_BITS for row in state.rows for entry in row):
        raise SaveError("copies on a row need the Sonderregeln, and they are off in this save")


def _pair(value: Any, top: int, players: int) -> bool:
    """Whether value is a [stock, player] pair; SaveError otherwise."""
    if (
        isinstance(value, list)
        and len(value) == 2
        and type(value[0]) is int
        and type(value[1]) is int
        and 1 <= value[0] <= top
        and 0 <= value[1] < players
    ):
        return True
    raise SaveError(f"{value!r} is not a stock with its player")


def _check_every_stock_once(state: SpeedstocksState, top: int) -> None:
    """Every stock in play lies in one place only: hand, deck, hidden choice, or face up."""
    if state.phase == "over":
        return
    places: list[int] = list(state.deck) + list(state.played)
    for hand in state.hands:
        places.extend(hand)
    if state.phase == "choose":
        places.extend(stock for stock in state.chosen if stock)
    if sorted(places) != list(range(1, top + 1)):
        raise SaveError("the save's stocks are inconsistent: some are missing or lie twice")
    on_rows = {entry & STOCK_BITS for row in state.rows for entry in row}
    if not on_rows <= set(state.played):
        raise SaveError("a stock lies on a row without having been played")
    # Copies may repeat a stock; the stock itself lies on one place only.
    originals = [entry for row in state.rows for entry in row if entry <= STOCK_BITS]
    if len(originals) != len(set(originals)):
        raise SaveError("the save's rows hold a stock twice")
