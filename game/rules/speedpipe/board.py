"""A map's facts in flat lists, worked out once per map, for the rules' hot paths."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.tables import FOERDER_KINDS, ROUTE_POINTS


@dataclass(frozen=True)
class Board:
    """Per route: ends, length, paint, buoys, mountain, twin (-1: none) and points; per place:
    whether it is a refinery, a port, or an oil field or platform (Förderrecht)."""

    pipe_map: PipeMap
    ends_a: tuple[int, ...]
    ends_b: tuple[int, ...]
    lengths: tuple[int, ...]
    paints: tuple[int, ...]
    buoys: tuple[int, ...]
    mountains: tuple[bool, ...]
    twins: tuple[int, ...]
    points: tuple[int, ...]
    refineries: frozenset[int]
    ports: tuple[int, ...]
    sources: frozenset[int]
    long_contracts: tuple[int, ...]
    short_contracts: tuple[int, ...]

    @property
    def route_count(self) -> int:
        """How many routes the map has."""
        return len(self.lengths)

    @property
    def place_count(self) -> int:
        """How many places the map has."""
        return len(self.pipe_map.places)


_BOARDS: dict[int, Board] = {}


def board_of(pipe_map: PipeMap) -> Board:
    """The flat facts of a map (worked out once per map object)."""
    board = _BOARDS.get(id(pipe_map))
    if board is None or board.pipe_map is not pipe_map:
        routes = pipe_map.routes
        places = pipe_map.places
        board = Board(
            pipe_map,
            tuple(route.a for route in routes),
            tuple(route.b for route in routes),
            tuple(route.length for route in routes),
            tuple(route.paint for route in routes),
            tuple(route.buoys for route in routes),
            tuple(route.mountain for route in routes),
            tuple(-1 if route.twin is None else route.twin for route in routes),
            tuple(ROUTE_POINTS[route.length] for route in routes),
            frozenset(place.id for place in places if place.kind == "refinery"),
            tuple(place.id for place in places if place.kind == "port"),
            frozenset(place.id for place in places if place.kind in FOERDER_KINDS),
            tuple(contract.id for contract in pipe_map.contracts if contract.long),
            tuple(contract.id for contract in pipe_map.contracts if not contract.long),
        )
        _BOARDS[id(pipe_map)] = board
    return board
