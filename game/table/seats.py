"""Who sits at a table and how the table is set up: seats, game, options, seed, clock, tempo, and
the mode it is played in."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.ai.registry import make_bot
from game.rules.core import OptionError, SaveError
from game.rules.registry import get_game

HUMAN = "human"
COMPUTER = "computer"
SEAT_KINDS: tuple[str, ...] = (HUMAN, COMPUTER)
SEAT_STRENGTHS: tuple[str, ...] = ("easy", "normal", "strong")
# The strength the computer plays with when it takes over a human's seat.
TAKE_OVER_STRENGTH = "normal"
# Bedenkzeit choices of the rules texts; None is "ohne" (no clock, the table waits).
TURN_SECONDS: tuple[int | None, ...] = (30, 60, 90, 120, None)
DEFAULT_TURN_SECONDS = 120
TEMPOS: tuple[str, ...] = ("normal", "schnell")
LONGEST_NAME = 40
# A mode is a plain word ("rekordjagd"); "" is a table without a mode. Which modes a game has and
# what they ask of a table is the client's business (the rules packages hold their data).
_MODE = re.compile(r"[a-z_]{0,32}")


@dataclass(frozen=True)
class Seat:
    """One place at the table: a human or a computer, with the strength the computer plays."""

    name: str
    kind: str = HUMAN
    strength: str = TAKE_OVER_STRENGTH

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, str]:
        """The seat as JSON-ready data."""
        return {"name": self.name, "kind": self.kind, "strength": self.strength}


@dataclass(frozen=True)
class TableSetup:
    """Everything the opener of a table decides; options are kept as sorted (name, value) pairs."""

    game: str
    seats: tuple[Seat, ...]
    options: tuple[tuple[str, str], ...] = field(default=())
    seed: int = 0
    turn_seconds: int | None = DEFAULT_TURN_SECONDS
    tempo: str = "normal"
    mode: str = ""

    def __post_init__(self) -> None:
        # A mapping or list is accepted for convenience and frozen into sorted pairs, so that
        # equal setups compare and hash equal.
        options: Any = self.options
        pairs = options.items() if isinstance(options, Mapping) else options
        object.__setattr__(self, "options", tuple(sorted((str(k), str(v)) for k, v in pairs)))
        object.__setattr__(self, "seats", tuple(self.seats))

    def option_map(self) -> dict[str, str]:
        """The options as a dict, for Game.new_state."""
        return dict(self.options)

    def validate(self) -> None:
        """OptionError in words when this table cannot be played as set up."""
        game = get_game(self.game)
        game.check_players(len(self.seats))
        names: set[str] = set()
        for number, seat in enumerate(self.seats):
            _check_seat(number, seat, names)
            try:
                make_bot(self.game, seat.strength)
            except OptionError as error:
                raise OptionError(
                    f"seat {number} ({seat.name}) cannot be played: {error}"
                ) from None
        if not any(seat.is_human for seat in self.seats):
            raise OptionError("at least one seat must be played by a human")
        game.resolve_options(self.option_map())
        # type() rather than isinstance: True and 30.0 compare equal to allowed values.
        seconds_type = type(self.turn_seconds)
        if self.turn_seconds not in TURN_SECONDS or seconds_type not in (int, type(None)):
            allowed = ", ".join("none" if value is None else str(value) for value in TURN_SECONDS)
            raise OptionError(
                f"the time per turn cannot be {self.turn_seconds!r} seconds (allowed: {allowed})"
            )
        if self.tempo not in TEMPOS:
            raise OptionError(f"there is no tempo '{self.tempo}' (tempos: {', '.join(TEMPOS)})")
        if type(self.seed) is not int:
            raise OptionError(f"the table's seed must be a whole number, not {self.seed!r}")
        if not isinstance(self.mode, str) or not _MODE.fullmatch(self.mode):
            raise OptionError(f"there is no mode {self.mode!r} (a mode is a lower-case word)")

    def to_dict(self) -> dict[str, Any]:
        """The setup as JSON-ready data."""
        return {
            "game": self.game,
            "seats": [seat.to_dict() for seat in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
            "turn_seconds": self.turn_seconds,
            "tempo": self.tempo,
            "mode": self.mode,
        }

    @classmethod
    def from_dict(cls, data: Any) -> TableSetup:
        """A setup from to_dict() data; SaveError in words when it is malformed or not playable."""
        if not isinstance(data, dict):
            raise SaveError(f"the table setup must be a mapping, not {type(data).__name__}")
        missing = {"game", "seats", "options", "seed", "turn_seconds", "tempo"} - set(data)
        if missing:
            raise SaveError(f"the table setup lacks {', '.join(sorted(missing))}")
        if not isinstance(data["game"], str):
            raise SaveError("the table setup's game must be a name")
        if not isinstance(data["seats"], list):
            raise SaveError("the table setup's seats must be a list")
        options = data["options"]
        if not isinstance(options, dict) or not all(
            isinstance(key, str) and isinstance(value, str) for key, value in options.items()
        ):
            raise SaveError("the table setup's options must map names to values")
        if type(data["seed"]) is not int:
            raise SaveError(f"the table's seed must be a whole number, not {data['seed']!r}")
        turn_seconds = data["turn_seconds"]
        if turn_seconds is not None and type(turn_seconds) is not int:
            raise SaveError(
                f"the time per turn must be whole seconds or none, not {turn_seconds!r}"
            )
        if not isinstance(data["tempo"], str):
            raise SaveError("the table setup's tempo must be a word")
        # Older saves have no mode: they were tables without one.
        mode = data.get("mode", "")
        if not isinstance(mode, str):
            raise SaveError("the table setup's mode must be a word")
        setup = cls(
            data["game"],
            tuple(_seat_from_dict(number, seat) for number, seat in enumerate(data["seats"])),
            tuple(options.items()),
            data["seed"],
            turn_seconds,
            data["tempo"],
            mode,
        )
        try:
            setup.validate()
        except OptionError as error:
            raise SaveError(f"the saved table cannot be played: {error}") from None
        return setup


def _check_seat(number: int, seat: Any, names: set[str]) -> None:
    """OptionError in words when one seat is malformed or its name is taken."""
    if not isinstance(seat, Seat):
        raise OptionError(f"seat {number} must be a Seat, not {type(seat).__name__}")
    if not isinstance(seat.name, str) or not seat.name.strip():
        raise OptionError(f"seat {number} needs a name")
    if len(seat.name) > LONGEST_NAME:
        raise OptionError(f"the name of seat {number} is longer than {LONGEST_NAME} characters")
    if seat.name in names:
        raise OptionError(f"two seats are called '{seat.name}'; every seat needs its own name")
    names.add(seat.name)
    if seat.kind not in SEAT_KINDS:
        raise OptionError(
            f"seat {number} ({seat.name}) cannot be '{seat.kind}' (kinds: {', '.join(SEAT_KINDS)})"
        )
    if seat.strength not in SEAT_STRENGTHS:
        raise OptionError(
            f"seat {number} ({seat.name}) cannot play '{seat.strength}' "
            f"(strengths: {', '.join(SEAT_STRENGTHS)})"
        )


def _seat_from_dict(number: int, data: Any) -> Seat:
    """One seat from its saved data; SaveError in words when it is malformed."""
    if not isinstance(data, dict) or set(data) != {"name", "kind", "strength"}:
        raise SaveError(f"seat {number} must be a mapping of name, kind and strength")
    if not all(isinstance(value, str) for value in data.values()):
        raise SaveError(f"seat {number}'s name, kind and strength must be words")
    return Seat(data["name"], data["kind"], data["strength"])
