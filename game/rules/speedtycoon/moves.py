"""Speedtycoon moves: take money, buy, build, plan, restructure, loans, the Lobbyist."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import IllegalMoveError, Move, move_words
from game.rules.speedtycoon.catalogue import BUILDINGS, CARD_BY_TEXT, PLACES, card_text

Field = tuple[int, int]


def field_text(field: Field) -> str:
    """A field as 'x,y' (the headquarters stands on 0,0; y grows to the south)."""
    return f"{field[0]},{field[1]}"


def _cards_text(cards: tuple[int, ...]) -> str:
    """Money cards as '$7a,€3b'."""
    return ",".join(card_text(card) for card in cards)


@dataclass(frozen=True)
class TakeMoney(Move):
    """Take money from the Kapital: slots 0–3; with tip, one card more (Insidertipp)."""

    slots: tuple[int, ...]
    tip: bool = False

    def text(self) -> str:
        """'take 1,3' or 'take 1,2,4 tip'."""
        slots = ",".join(str(slot + 1) for slot in self.slots)
        return f"take {slots}{' tip' if self.tip else ''}"


@dataclass(frozen=True)
class Buy(Move):
    """Buy the building at a trading place (0–3) with these cards of its currency."""

    place: int
    cards: tuple[int, ...]

    def text(self) -> str:
        """'buy 2 €7a,€3b'."""
        return f"buy {self.place + 1} {_cards_text(self.cards)}"


@dataclass(frozen=True)
class LobbyBuy(Move):
    """Lobbyist: buy outside the own turn (no bonus action); built at the next own turn."""

    place: int
    cards: tuple[int, ...]

    def text(self) -> str:
        """'lobby 2 €7a,€3b'."""
        return f"lobby {self.place + 1} {_cards_text(self.cards)}"


@dataclass(frozen=True)
class Build(Move):
    """Build a building (bought, awarded, or from the Planung) on a field of the empire."""

    building: int
    field: Field

    def text(self) -> str:
        """'build 12 1,-2'."""
        return f"build {self.building} {field_text(self.field)}"


@dataclass(frozen=True)
class Plan(Move):
    """Put a bought or awarded building into the Planung instead of building it."""

    building: int

    def text(self) -> str:
        """'plan 12'."""
        return f"plan {self.building}"


@dataclass(frozen=True)
class GiveToFund(Move):
    """Two players: give a bought building to the Staatsfonds instead of building it."""

    building: int

    def text(self) -> str:
        """'fund 12'."""
        return f"fund {self.building}"


@dataclass(frozen=True)
class TearDown(Move):
    """Umstrukturieren: tear a building down into the Planung."""

    field: Field

    def text(self) -> str:
        """'teardown 1,-2'."""
        return f"teardown {field_text(self.field)}"


@dataclass(frozen=True)
class Swap(Move):
    """Umstrukturieren: swap a building from the Planung with the one on a field."""

    building: int
    field: Field

    def text(self) -> str:
        """'swap 12 1,-2'."""
        return f"swap {self.building} {field_text(self.field)}"


@dataclass(frozen=True)
class Repay(Move):
    """Kredite: repay one loan with cards worth at least 12 (no action)."""

    cards: tuple[int, ...]

    def text(self) -> str:
        """'repay $5a,€7b'."""
        return f"repay {_cards_text(self.cards)}"


@dataclass(frozen=True)
class Word(Move):
    """A move of one word: 'loan' (take a loan), 'end' (end the turn), 'pass' (a computer's
    answer that its Lobbyist lets the chance go; never legal, as nobody waits for it)."""

    word: str

    def text(self) -> str:
        """The word itself."""
        return self.word


# Moves that listings make again and again, made once each: creating a frozen dataclass costs
# more than looking it up.
_BUILDS: dict[tuple[int, Field], Build] = {}
_SWAPS: dict[tuple[int, Field], Swap] = {}
_TEAR_DOWNS: dict[Field, TearDown] = {}


def build_move(building: int, field: Field) -> Build:
    """The Build move for a building and field (interned)."""
    move = _BUILDS.get((building, field))
    if move is None:
        move = _BUILDS[(building, field)] = Build(building, field)
    return move


def swap_move(building: int, field: Field) -> Swap:
    """The Swap move for a building and field (interned)."""
    move = _SWAPS.get((building, field))
    if move is None:
        move = _SWAPS[(building, field)] = Swap(building, field)
    return move


def tear_down_move(field: Field) -> TearDown:
    """The TearDown move for a field (interned)."""
    move = _TEAR_DOWNS.get(field)
    if move is None:
        move = _TEAR_DOWNS[field] = TearDown(field)
    return move


TAKE_LOAN = Word("loan")
END_TURN = Word("end")
PASS = Word("pass")
_WORDS = {move.word: move for move in (TAKE_LOAN, END_TURN, PASS)}
_PLACE_WORDS = {name.lower().replace(" ", ""): index for index, name in enumerate(PLACES)}
HINT = "write e.g. 'take 1,3', 'buy 2 €7a', 'build 12 1,0', 'plan 12' or 'end'"


def parse_move(text: str) -> Move:
    """A move from its text form; IllegalMoveError in words when the text is no move."""
    verb, rest = move_words(text, HINT)
    if verb in _WORDS and not rest:
        return _WORDS[verb]
    if verb == "take" and 1 <= len(rest) <= 2:
        tip = len(rest) == 2
        if tip and rest[1].lower() != "tip":
            raise IllegalMoveError(f"'{text}': after the slots only 'tip' may follow")
        return TakeMoney(_slots(rest[0], text), tip)
    if verb in ("buy", "lobby") and len(rest) == 2:
        kind = Buy if verb == "buy" else LobbyBuy
        return kind(_place(rest[0], text), _cards(rest[1], text))
    if verb == "repay" and len(rest) == 1:
        return Repay(_cards(rest[0], text))
    if verb in ("build", "swap") and len(rest) == 2:
        kind = Build if verb == "build" else Swap
        return kind(_building(rest[0], text), _field(rest[1], text))
    if verb in ("plan", "fund") and len(rest) == 1:
        return (Plan if verb == "plan" else GiveToFund)(_building(rest[0], text))
    if verb == "teardown" and len(rest) == 1:
        return TearDown(_field(rest[0], text))
    raise IllegalMoveError(f"'{text[:60]}' is no Speedtycoon move; {HINT}")


def _slots(word: str, text: str) -> tuple[int, ...]:
    """Kapital slots '1,3' as 0-based sorted indices."""
    parts = word.split(",")
    if not all(part.isdigit() and 1 <= int(part) <= 4 for part in parts):
        raise IllegalMoveError(f"'{text}': the Kapital slots are numbered 1 to 4")
    slots = tuple(sorted(int(part) - 1 for part in parts))
    if len(set(slots)) != len(slots):
        raise IllegalMoveError(f"'{text}' names a Kapital slot twice")
    return slots


def _place(word: str, text: str) -> int:
    """A trading place from '1'–'4' or its name."""
    key = word.lower()
    if key.isdigit() and 1 <= int(key) <= len(PLACES):
        return int(key) - 1
    if key in _PLACE_WORDS:
        return _PLACE_WORDS[key]
    raise IllegalMoveError(f"'{text}' names no trading place; write 1 to 4 ({', '.join(PLACES)})")


def _cards(word: str, text: str) -> tuple[int, ...]:
    """Money cards from '$7a,€3b', sorted by number."""
    cards = []
    for part in word.split(","):
        if part not in CARD_BY_TEXT:
            raise IllegalMoveError(
                f"'{text}': '{part}' is no money card (write e.g. $7a, €3b or $/€4)"
            )
        cards.append(CARD_BY_TEXT[part])
    if len(set(cards)) != len(cards):
        raise IllegalMoveError(f"'{text}' names a money card twice")
    return tuple(sorted(cards))


def _building(word: str, text: str) -> int:
    """A building number 1–58."""
    if not word.isdigit() or not 1 <= int(word) < len(BUILDINGS):
        raise IllegalMoveError(f"'{text}': buildings are numbered 1 to {len(BUILDINGS) - 1}")
    return int(word)


def _field(word: str, text: str) -> Field:
    """A field 'x,y' of small whole numbers."""
    parts = word.split(",")
    try:
        x, y = (int(part) for part in parts)
    except ValueError:
        raise IllegalMoveError(f"'{text}': a field is written 'x,y', e.g. 1,-2") from None
    if abs(x) > 60 or abs(y) > 60:
        raise IllegalMoveError(f"'{text}': the field {x},{y} lies far outside any empire")
    return (x, y)
