"""Speedchicago moves: set-up placements, the steps of a turn, and their text forms."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import IllegalMoveError, Move
from game.rules.speedchicago.site import FIELD_NAMES, FIELDS, parse_field
from game.rules.speedchicago.tables import CARD_RANK, CARDS

NOWHERE = -1


@dataclass(frozen=True)
class LayStone(Move):
    """Profi set-up: lay a foundation stone on a field."""

    field: int

    def text(self) -> str:
        """'stone d4'."""
        return f"stone {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class PlaceForeman(Move):
    """Set-up: put the company's first foreman on a free foundation stone."""

    field: int

    def text(self) -> str:
        """'place d4'."""
        return f"place {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class SendPhotographer(Move):
    """Put the photographer on a field (set-up: a foundation stone; after a scoring: any house)."""

    field: int

    def text(self) -> str:
        """'photo d4'."""
        return f"photo {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class LeavePhotographer(Move):
    """After a scoring: the last-placed company leaves the photographer where he is."""

    def text(self) -> str:
        """'photo stay'."""
        return "photo stay"


@dataclass(frozen=True)
class Walk(Move):
    """Move a foreman from his field to a reachable one (one AP per field)."""

    origin: int
    target: int

    def text(self) -> str:
        """'move c3 e3'."""
        return f"move {FIELD_NAMES[self.origin]} {FIELD_NAMES[self.target]}"


@dataclass(frozen=True)
class Insert(Move):
    """Insert a foreman from the reserve onto a blue field (2 AP)."""

    field: int

    def text(self) -> str:
        """'insert d4'."""
        return f"insert {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class Build(Move):
    """Build one floor from a stack (0-based here, 1-based in the text) onto a yellow site."""

    stack: int
    field: int

    def text(self) -> str:
        """'build 2 d4'."""
        return f"build {self.stack + 1} {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class DrawCard(Move):
    """Draw the top card of the pile (1 AP, once a turn)."""

    def text(self) -> str:
        """'draw'."""
        return "draw"


@dataclass(frozen=True)
class PlayCard(Move):
    """Play an action card; source (a foreman or stone) and target are NOWHERE where unused."""

    card: str
    source: int = NOWHERE
    target: int = NOWHERE

    def text(self) -> str:
        """'play kletterseil c3 c4', 'play sonderlieferung d4', 'play ueberstunden'."""
        fields = " ".join(FIELD_NAMES[f] for f in (self.source, self.target) if f != NOWHERE)
        return f"play {self.card} {fields}".rstrip()


@dataclass(frozen=True)
class DropFloor(Move):
    """Abrisstrupp, second step: set the lifted floor onto a yellow site."""

    field: int

    def text(self) -> str:
        """'drop e5'."""
        return f"drop {FIELD_NAMES[self.field]}"


@dataclass(frozen=True)
class Undo(Move):
    """Zurück: take back the last step of this turn (not past a drawn card)."""

    def text(self) -> str:
        """'undo'."""
        return "undo"


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn; unused action points lapse."""

    def text(self) -> str:
        """'end'."""
        return "end"


# Interned moves: listing legal moves allocates none of these.
LAY_STONE: tuple[LayStone, ...] = tuple(LayStone(f) for f in range(FIELDS))
PLACE_FOREMAN: tuple[PlaceForeman, ...] = tuple(PlaceForeman(f) for f in range(FIELDS))
SEND_PHOTOGRAPHER: tuple[SendPhotographer, ...] = tuple(SendPhotographer(f) for f in range(FIELDS))
INSERT: tuple[Insert, ...] = tuple(Insert(f) for f in range(FIELDS))
DROP: tuple[DropFloor, ...] = tuple(DropFloor(f) for f in range(FIELDS))
BUILD: tuple[tuple[Build, ...], ...] = tuple(
    tuple(Build(stack, f) for f in range(FIELDS)) for stack in range(4)
)
WALK: tuple[tuple[Walk, ...], ...] = tuple(
    tuple(Walk(origin, target) for target in range(FIELDS)) for origin in range(FIELDS)
)
LEAVE_PHOTOGRAPHER = LeavePhotographer()
DRAW = DrawCard()
UNDO = Undo()
END_TURN = EndTurn()
_PLAYED: dict[tuple[str, int, int], PlayCard] = {}


def play_card(card: str, source: int = NOWHERE, target: int = NOWHERE) -> PlayCard:
    """The interned PlayCard move."""
    key = (card, source, target)
    move = _PLAYED.get(key)
    if move is None:
        move = _PLAYED[key] = PlayCard(card, source, target)
    return move


_HELP = (
    "write e.g. 'move c3 e3', 'insert d4', 'build 1 d4', 'draw', 'play kletterseil c3 c4', "
    "'drop e5', 'undo', 'end', 'place d4', 'photo d4', 'photo stay' or 'stone d4'"
)
_ONE_FIELD = {
    "stone": LAY_STONE,
    "place": PLACE_FOREMAN,
    "insert": INSERT,
    "drop": DROP,
}
_NO_WORDS = {"draw": DRAW, "undo": UNDO, "end": END_TURN}


def parse_move(text: str) -> Move:
    """A move from its text form; IllegalMoveError in words when the text is no move."""
    if not isinstance(text, str):
        raise IllegalMoveError(f"a move must be text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if not words:
        raise IllegalMoveError(f"an empty text is no move; {_HELP}")
    verb, rest = words[0], words[1:]
    if verb in _NO_WORDS and not rest:
        return _NO_WORDS[verb]
    if verb in _ONE_FIELD and len(rest) == 1:
        return _ONE_FIELD[verb][parse_field(rest[0])]
    if verb == "photo" and len(rest) == 1:
        if rest[0] == "stay":
            return LEAVE_PHOTOGRAPHER
        return SEND_PHOTOGRAPHER[parse_field(rest[0])]
    if verb == "move" and len(rest) == 2:
        return WALK[parse_field(rest[0])][parse_field(rest[1])]
    if verb == "build" and len(rest) == 2:
        if rest[0] not in ("1", "2", "3", "4"):
            raise IllegalMoveError(f"'{text}' names no stack; stacks are numbered 1 to 4")
        return BUILD[int(rest[0]) - 1][parse_field(rest[1])]
    if verb == "play" and 1 <= len(rest) <= 3:
        card = rest[0]
        if card not in CARD_RANK:
            raise IllegalMoveError(f"'{card}' is no action card; the cards are {', '.join(CARDS)}")
        fields = [parse_field(word) for word in rest[1:]]
        if len(fields) == 1:
            # A card with one field names its target; only the foreman cards name a source too.
            return (
                play_card(card, NOWHERE, fields[0])
                if card in TARGET_ONLY
                else play_card(card, fields[0])
            )
        return play_card(card, *fields)
    raise IllegalMoveError(f"'{text}' is no Speedchicago move; {_HELP}")


# Cards aimed at a field only (no foreman or stone first).
TARGET_ONLY = frozenset({"sonderlieferung", "anwerbung", "pressefoto"})
