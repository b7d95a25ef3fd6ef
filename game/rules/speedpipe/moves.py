"""Speedpipe moves: keep contracts, draw cards, lay a route, the mountain decision, stations,
terminals and pass, with their text forms."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import IllegalMoveError, Move, move_words
from game.rules.speedpipe.catalogue import JOKER, PAINT_KEYS, PAINT_NAMES, card_kind_key
from game.rules.speedpipe.tables import DISPLAY_SIZE

# Route, place and contract ids in move texts stay below this (maps are far smaller).
MOST_IDS = 10_000
# No payment asks for more jokers than the longest route has fields (plus a mountain's extra).
MOST_JOKERS = 20


@dataclass(frozen=True)
class Keep(Move):
    """Keep these contracts (ids ascending): the opening choice or after drawing contracts."""

    contracts: tuple[int, ...]

    def text(self) -> str:
        """'keep 3,17'."""
        return "keep " + ",".join(str(contract) for contract in self.contracts)


@dataclass(frozen=True)
class DrawOpen(Move):
    """Take the open card in a slot (0–4) of the Rohrlager."""

    slot: int

    def text(self) -> str:
        """'open 2'."""
        return f"open {self.slot}"


@dataclass(frozen=True)
class Word(Move):
    """A move of one word: 'blind', 'contracts', 'abort' or 'pass'."""

    word: str

    def text(self) -> str:
        """The word itself."""
        return self.word


@dataclass(frozen=True)
class Lay(Move):
    """Lay a route, paying length-jokers cards of a paint and jokers (paint JOKER: all jokers)."""

    route: int
    paint: int
    jokers: int

    def text(self) -> str:
        """'lay 12 rot 1'."""
        return f"lay {self.route} {card_kind_key(self.paint)} {self.jokers}"


@dataclass(frozen=True)
class PayExtra(Move):
    """Gebirgsleitung: pay the extra cards the reveal asks for, this many of them jokers."""

    jokers: int

    def text(self) -> str:
        """'extra 1'."""
        return f"extra {self.jokers}"


@dataclass(frozen=True)
class Station(Move):
    """Build a pump station on a place, paying cards of one paint and jokers."""

    place: int
    paint: int
    jokers: int

    def text(self) -> str:
        """'station 7 rot 0'."""
        return f"station {self.place} {card_kind_key(self.paint)} {self.jokers}"


@dataclass(frozen=True)
class Terminal(Move):
    """Tankerterminals: build a terminal in a port, paying two alike cards."""

    place: int
    paint: int
    jokers: int

    def text(self) -> str:
        """'terminal 7 rot 0'."""
        return f"terminal {self.place} {card_kind_key(self.paint)} {self.jokers}"


DRAW_BLIND = Word("blind")
DRAW_CONTRACTS = Word("contracts")
ABORT = Word("abort")
PASS = Word("pass")
_WORDS: dict[str, Word] = {move.word: move for move in (DRAW_BLIND, DRAW_CONTRACTS, ABORT, PASS)}

# Moves the listings make again and again, made once each: a lookup is cheaper than a new
# frozen dataclass.
_LAYS: dict[tuple[int, int, int], Lay] = {}
_STATIONS: dict[tuple[int, int, int], Station] = {}
_TERMINALS: dict[tuple[int, int, int], Terminal] = {}
OPEN_DRAWS: tuple[DrawOpen, ...] = tuple(DrawOpen(slot) for slot in range(DISPLAY_SIZE))
EXTRAS: tuple[PayExtra, ...] = tuple(PayExtra(jokers) for jokers in range(MOST_JOKERS + 1))


def lay_move(route: int, paint: int, jokers: int) -> Lay:
    """The Lay move for a route and payment (interned)."""
    key = (route, paint, jokers)
    move = _LAYS.get(key)
    if move is None:
        move = _LAYS[key] = Lay(route, paint, jokers)
    return move


def station_move(place: int, paint: int, jokers: int) -> Station:
    """The Station move for a place and payment (interned)."""
    key = (place, paint, jokers)
    move = _STATIONS.get(key)
    if move is None:
        move = _STATIONS[key] = Station(place, paint, jokers)
    return move


def terminal_move(place: int, paint: int, jokers: int) -> Terminal:
    """The Terminal move for a port and payment (interned)."""
    key = (place, paint, jokers)
    move = _TERMINALS.get(key)
    if move is None:
        move = _TERMINALS[key] = Terminal(place, paint, jokers)
    return move


HINT = "write e.g. 'open 2', 'blind', 'lay 12 rot 1', 'contracts', 'keep 3,17' or 'station 7 rot 0'"
# Paint words: the keys, the German and English names, and 'joker' / 'Schweißtrupp'.
_PAINT_WORDS: dict[str, int] = {key: paint for paint, key in enumerate(PAINT_KEYS)}
for _names in PAINT_NAMES.values():
    _PAINT_WORDS.update({name.lower(): paint for paint, name in enumerate(_names)})
_PAINT_WORDS.update({"joker": JOKER, "schweißtrupp": JOKER, "schweisstrupp": JOKER})


def parse_move(text: str) -> Move:
    """A move from its text form; IllegalMoveError in words when the text is no move."""
    verb, rest = move_words(text, HINT)
    if verb in _WORDS and not rest:
        return _WORDS[verb]
    if verb == "keep" and len(rest) == 1:
        return Keep(_contracts(rest[0], text))
    if verb == "open" and len(rest) == 1:
        return OPEN_DRAWS[_number(rest[0], text, "the open slots", 0, DISPLAY_SIZE - 1)]
    if verb == "extra" and len(rest) == 1:
        return EXTRAS[_number(rest[0], text, "the jokers", 0, MOST_JOKERS)]
    if verb in ("lay", "station", "terminal") and len(rest) == 3:
        what = {"lay": "the routes", "station": "the places", "terminal": "the places"}[verb]
        where = _number(rest[0], text, what, 0, MOST_IDS)
        paint = _paint(rest[1], text)
        jokers = _number(rest[2], text, "the jokers", 0, MOST_JOKERS)
        maker = {"lay": lay_move, "station": station_move, "terminal": terminal_move}[verb]
        return maker(where, paint, jokers)
    raise IllegalMoveError(f"'{text[:60]}' is no Speedpipe move; {HINT}")


def _number(word: str, text: str, what: str, low: int, high: int) -> int:
    """A whole number in a range."""
    if not (word.isascii() and word.isdigit()) or not low <= int(word) <= high:
        raise IllegalMoveError(f"'{text[:60]}': {what} are numbered {low} to {high}")
    return int(word)


def _paint(word: str, text: str) -> int:
    """A paint (0–7) or JOKER from its key or name."""
    paint = _PAINT_WORDS.get(word.lower())
    if paint is None:
        keys = ", ".join(PAINT_KEYS)
        raise IllegalMoveError(f"'{text[:60]}': '{word[:20]}' is no paint ({keys} or joker)")
    return paint


def _contracts(word: str, text: str) -> tuple[int, ...]:
    """Contract ids '3,17', sorted ascending, none twice."""
    parts = word.split(",")
    if not all(part.isascii() and part.isdigit() and int(part) <= MOST_IDS for part in parts):
        raise IllegalMoveError(
            f"'{text[:60]}': name the contracts by their numbers, e.g. keep 3,17"
        )
    contracts = tuple(sorted(int(part) for part in parts))
    if len(set(contracts)) != len(contracts):
        raise IllegalMoveError(f"'{text[:60]}' names a contract twice")
    return contracts
