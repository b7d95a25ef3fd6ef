"""What lies on a Speedpipe map now, read from a table view: the owner of every route, the
blocked routes, the pump stations and the tanker terminals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.rules.speedpipe.maps import PipeMap


@dataclass(frozen=True)
class MapFacts:
    """Per route its owner (-1: free) and whether it is blocked (Leck und Wartung); per place
    the company with a pump station there (-1: none) and the companies with a terminal there."""

    owners: tuple[int, ...]
    blocked: tuple[bool, ...]
    stations: tuple[int, ...]
    terminals: tuple[tuple[int, ...], ...]

    @classmethod
    def empty(cls, pipe_map: PipeMap) -> MapFacts:
        """A map with nothing built."""
        routes = len(pipe_map.routes)
        places = len(pipe_map.places)
        return cls((-1,) * routes, (False,) * routes, (-1,) * places, ((),) * places)

    @classmethod
    def of_view(cls, pipe_map: PipeMap, view: Mapping[str, Any]) -> MapFacts:
        """The facts of a table view (missing entries count as nothing built); ValueError in
        words when its lists do not fit the map."""
        routes = len(pipe_map.routes)
        places = len(pipe_map.places)
        owners = tuple(int(owner) for owner in view.get("owners") or (-1,) * routes)
        blocked = tuple(int(until) >= 0 for until in view.get("blocked") or (-1,) * routes)
        stations = tuple(int(owner) for owner in view.get("stations") or (-1,) * places)
        if len(owners) != routes or len(blocked) != routes:
            raise ValueError(f"the view's routes ({len(owners)}) do not fit the map ({routes})")
        if len(stations) != places:
            raise ValueError(f"the view's places ({len(stations)}) do not fit the map ({places})")
        at_port: list[list[int]] = [[] for _ in range(places)]
        for company, ports in enumerate(view.get("terminals") or ()):
            for port in ports:
                if not 0 <= int(port) < places:
                    raise ValueError(f"a terminal stands at {port}, which is no place of the map")
                at_port[int(port)].append(company)
        return cls(owners, blocked, stations, tuple(tuple(held) for held in at_port))

    def changed_routes(self, other: MapFacts) -> set[int]:
        """The routes drawn differently in the other facts."""
        return {
            route
            for route, (mine, theirs) in enumerate(zip(self.owners, other.owners, strict=True))
            if mine != theirs or self.blocked[route] != other.blocked[route]
        }

    def changed_places(self, other: MapFacts) -> set[int]:
        """The places drawn differently in the other facts."""
        return {
            place
            for place in range(len(self.stations))
            if self.stations[place] != other.stations[place]
            or self.terminals[place] != other.terminals[place]
        }
