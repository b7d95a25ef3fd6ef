"""What one seat may learn of a table: whose move texts it reads, and a stand-in state.

A client's scenes draw from a full game state. The server never sends the real one: it sends a
stand-in, the state with everything hidden from the seat drawn anew (the rules' resample_hidden,
the same redrawing the computers plan with), from a generator nobody else knows. A stand-in
depends only on what the seat sees and on that generator, so it cannot tell the seat anything
its view does not.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from game.rules.core import SaveError, State
from game.rules.randomness import rng_to_data
from game.rules.registry import get_game

# Moves whose text tells what the others must not know until the rules reveal it: a stock
# chosen face down (Speedstocks), the contracts kept (Speedpipe). The events of these moves say
# only what is public; the text goes to the mover alone.
SECRET_MOVE_WORDS: dict[str, frozenset[str]] = {
    "speedstocks": frozenset({"choose"}),
    "speedpipe": frozenset({"keep"}),
}
# The stand-in's random generator is of no use to a client (it never draws from it), so it is
# left out of the message, which it would otherwise make several times longer.
RNG_KEY = "rng"


def is_secret_move(game: str, move: str) -> bool:
    """Whether this move's text is told only to the seat that made it."""
    return move.split(" ", 1)[0] in SECRET_MOVE_WORDS.get(game, frozenset())


def entry_for_seat(game: str, entry: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A logged move as this seat may read it: a secret move of another seat without its text."""
    if entry["seat"] == seat or not is_secret_move(game, entry["move"]):
        return entry
    return {**entry, "move": ""}


def stand_in(state: State, seat: int, rng: random.Random | None = None) -> dict[str, Any]:
    """The state as the seat may hold it, as data: what it cannot see drawn anew (from a fresh
    secret generator unless one is given), without the generator itself."""
    drawn = rng if rng is not None else random.Random(secrets.randbits(64))
    data = state.resample_hidden(seat, drawn).to_dict()
    data.pop(RNG_KEY, None)
    return data


def load_stand_in(game: str, data: Any) -> State:
    """The stand-in state a client was sent; SaveError in words when it is damaged."""
    if not isinstance(data, dict):
        raise SaveError(f"the table's state must be a mapping, not {type(data).__name__}")
    # The generator is never drawn from on a client; any one does.
    complete = {**data, RNG_KEY: rng_to_data(random.Random(0))}
    try:
        return get_game(game).state_from_dict(complete)
    except SaveError as error:
        raise SaveError(f"the table's state cannot be read: {error}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise SaveError(f"the table's state is damaged ({type(error).__name__}: {error})") from None
