"""The rules protocol every game implements: games, states, moves, events, outcomes."""

from __future__ import annotations

import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar


class IllegalMoveError(ValueError):
    """A move the rules do not allow now; the message says why in words."""


class SaveError(ValueError):
    """A saved state that cannot be loaded; the message says what is wrong with it."""


class OptionError(ValueError):
    """A table option that the game does not offer or a value it does not accept."""


@dataclass(frozen=True)
class Move:
    """Base of all moves: a small frozen value with a readable text form."""

    def text(self) -> str:
        """The move in its readable text form, accepted back by the game's parse_move."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


def move_words(text: object, hint: str) -> tuple[str, list[str]]:
    """A move text split into its verb (lower case) and the words after it; IllegalMoveError in
    words for what is no text or empty (the hint says what to write)."""
    if not isinstance(text, str):
        raise IllegalMoveError(f"a move must be text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise IllegalMoveError(f"an empty text is no move; {hint}")
    return words[0].lower(), words[1:]


@dataclass(frozen=True)
class Event:
    """Base of all events: something that happened, in the order it happened."""

    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON-ready data with its kind."""
        data: dict[str, Any] = {"kind": self.kind}
        for field in fields(self):
            data[field.name] = _json_ready(getattr(self, field.name))
        return data


def _json_ready(value: Any) -> Any:
    """Tuples become lists and nested dataclasses dicts, so that json.dumps accepts them."""
    if isinstance(value, (tuple, list)):
        return [_json_ready(item) for item in value]
    if hasattr(value, "__dataclass_fields__"):
        return {key: _json_ready(item) for key, item in asdict(value).items()}
    return value


@dataclass(frozen=True)
class GameOption:
    """A table option a game offers (variant, module, house rule) with its allowed values."""

    name: str
    choices: tuple[str, ...]
    default: str
    description: str


@dataclass(frozen=True)
class Outcome:
    """Final scores and places of a finished game; equal scores share a place."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    lower_is_better: bool

    @property
    def winners(self) -> tuple[int, ...]:
        """The players on first place (several on a tie)."""
        return tuple(player for player, place in enumerate(self.places) if place == 1)

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready data."""
        return {
            "scores": list(self.scores),
            "places": list(self.places),
            "lower_is_better": self.lower_is_better,
        }


def places_from_scores(scores: Sequence[int], lower_is_better: bool) -> tuple[int, ...]:
    """Competition places (1, 1, 3, ...): players with equal scores share a place."""
    ordered = sorted(scores, reverse=not lower_is_better)
    return tuple(ordered.index(score) + 1 for score in scores)


class State(ABC):
    """One moment of one game: who acts, what they may do, what each player may see."""

    players: int

    @property
    @abstractmethod
    def game(self) -> Game:
        """The game this state belongs to."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The players who must act now; several at once for simultaneous choices."""

    @abstractmethod
    def legal_moves(self, player: int) -> tuple[Move, ...]:
        """Every move the player may make now, unique and in a stable order."""

    @property
    def first_player(self) -> int:
        """The game's start player, start position 1 (where the start player changes during the
        game, the first one); read on a new state. By default the first seat to act there, so a
        game whose opening is simultaneous or drawn apart from its turns overrides it."""
        acting = self.to_act()
        return acting[0] if acting else 0

    def may_move(self) -> tuple[int, ...]:
        """The players with a legal move now: those to act first, then any who may but need not
        move outside their turn (Speedtycoon's Lobbyist); nobody waits for the latter."""
        return self.to_act()

    @abstractmethod
    def play(self, player: int, move: Move) -> list[Event]:
        """Checks and applies a move and returns its events; an illegal move changes nothing."""

    @abstractmethod
    def apply(self, player: int, move: Move) -> None:
        """Applies a move known to be legal, without checks or events (for bots)."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game is over."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Scores and places when the game is over, else None."""

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What this player (None: a spectator) may see, as JSON-ready data."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state, RNG included, as JSON-ready data for saving."""

    @abstractmethod
    def copy(self) -> State:
        """An independent copy of the state."""

    @abstractmethod
    def resample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with this player's view, hidden parts drawn anew."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Game(ABC):
    """A game: its name, seat range, options, and how to start, load and parse."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[GameOption, ...]] = ()

    @abstractmethod
    def new_state(self, players: int, seed: int, options: Mapping[str, str] | None = None) -> State:
        """A new game for this many players, seeded, with these table options."""

    @abstractmethod
    def state_from_dict(self, data: Any) -> State:
        """A state from to_dict() data; SaveError in words when the data is not a valid state."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """A move from its text form; IllegalMoveError in words when the text is no move."""

    def resolve_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        """All options with defaults filled in; OptionError in words for unknown names or values."""
        known = {option.name: option for option in self.options}
        resolved = {option.name: option.default for option in self.options}
        for name, value in (options or {}).items():
            if name not in known:
                offered = ", ".join(sorted(known)) or "none"
                raise OptionError(
                    f"{self.title} has no option '{name}' (options offered: {offered})"
                )
            if value not in known[name].choices:
                allowed = ", ".join(known[name].choices)
                raise OptionError(
                    f"option '{name}' of {self.title} cannot be '{value}' (allowed: {allowed})"
                )
            resolved[name] = value
        return resolved

    def check_players(self, players: int) -> None:
        """OptionError in words when this many seats cannot play the game."""
        if not isinstance(players, int) or not (self.min_players <= players <= self.max_players):
            raise OptionError(
                f"{self.title} is played by {self.min_players} to {self.max_players} "
                f"players, not {players}"
            )


def state_hash(state: State) -> str:
    """A fingerprint of the whole state: equal states, equal hashes."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def parse_options(text: str) -> dict[str, str]:
    """Table options from 'key=value,key=value' text; OptionError in words when malformed."""
    options: dict[str, str] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        key, separator, value = part.partition("=")
        if not separator or not key.strip() or not value.strip():
            raise OptionError(f"option '{part}' is not of the form name=value")
        options[key.strip()] = value.strip()
    return options
