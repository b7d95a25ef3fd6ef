"""Real Speedpipe games for the end's tests: seeded games on a real map played to the end by
legal moves (each company plays the first legal move of the kind it likes best, as the golden
playthrough does), their states along the way, and a fake map that records what it is lit
with."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from game.rules import get_game
from game.rules.core import Move
from game.rules.speedpipe.game import Speedpipe
from game.rules.speedpipe.maps import load_map
from game.rules.speedpipe.state import SpeedpipeState

GAME: Speedpipe = get_game("speedpipe")  # type: ignore[assignment]
NAMES = ("Anna", "Ben", "Cleo", "Dana", "Emil")
ALL_RULES = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
PREFERENCE = ("lay", "extra", "keep", "terminal", "open", "blind", "contracts", "station")


def preferred(moves: Sequence[Move], step: int) -> Move:
    """The first legal move of the most wanted kind (now and then a station or contracts
    first, so that games hold both)."""
    order = list(PREFERENCE)
    if step % 11 == 5:
        order.insert(0, "station")
    if step % 13 == 6:
        order.insert(0, "contracts")
    for verb in order:
        for move in moves:
            if move.text().split()[0] == verb:
                return move
    return moves[0]


def states(
    seed: int, players: int = 3, options: Mapping[str, str] | None = None, map_key: str = "main"
) -> Iterator[SpeedpipeState]:
    """Every state of a seeded game on a real map after each move, the finished one last."""
    state = GAME.new_state_on(load_map(map_key), players, seed, options)
    step = 0
    while not state.is_terminal():
        company = state.to_act()[0]
        state.play(company, preferred(state.legal_moves(company), step))
        step += 1
        yield state


def finished(
    seed: int, players: int = 3, options: Mapping[str, str] | None = None, map_key: str = "main"
) -> SpeedpipeState:
    """A seeded game on a real map played to its end."""
    last = None
    for state in states(seed, players, options, map_key):
        last = state
    assert last is not None and last.is_terminal()
    return last


@dataclass
class RecordingMap:
    """Anything with the map view's lighting methods: it keeps each call in order."""

    calls: list[tuple[str, object]] = field(default_factory=list)

    def set_flows(self, paths: Sequence[Sequence[int]]) -> None:
        """Keeps the paths of the oil flowing."""
        self.calls.append(("flows", tuple(tuple(path) for path in paths)))

    def light_routes(self, routes: Mapping[int, str]) -> None:
        """Keeps the routes lit."""
        self.calls.append(("routes", dict(routes)))

    def light_places(self, places: Mapping[int, str]) -> None:
        """Keeps the places lit."""
        self.calls.append(("places", dict(places)))

    def lit(self) -> tuple[object, object, object]:
        """The flows, routes and places of the last lighting."""
        last = {kind: value for kind, value in self.calls}
        return last.get("flows"), last.get("routes"), last.get("places")
