"""What a Speedtycoon seat's view tells about a player in public: card count (never the cards),
buildings by branch, Planung, Zu bauen, tunnels, Insidertipps, loans, Lobbyist and Unicorns."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS
from game.rules.speedtycoon.tables import UNICORN_MANY_PLAYERS, UNICORN_THRESHOLDS

View = Mapping[str, Any]
# What a Lobbyist does now: ready to buy, a bought building waits, resting some own turns.
LOBBY_READY, LOBBY_WAITING, LOBBY_RESTING = "ready", "waiting", "resting"


@dataclass(frozen=True)
class SeatFacts:
    """One player's public holdings as the view shows them (module parts None when off)."""

    seat: int
    points: int
    cards: int
    branches: tuple[int, ...]
    zones: int
    planning: int
    to_build: int
    tunnels: int | None
    tips: int | None
    loans: int | None
    lobby: str | None
    lobby_rest: int
    unicorns: tuple[int, ...]


def has(view: View, module: str) -> bool:
    """Whether the module is in play at this table."""
    return module in view["modules"]


def branch_counts(buildings: list[int]) -> tuple[tuple[int, ...], int]:
    """Buildings per branch (Logistik … Wolkenkratzer) and the number of zones among them (the
    Konzernzentrale counts for neither)."""
    counts = [0] * len(BRANCHES)
    zones = 0
    for building in buildings:
        tile = BUILDINGS[building]
        if tile.branch is not None:
            counts[tile.branch] += 1
        elif tile.is_zone:
            zones += 1
    return tuple(counts), zones


def empire_buildings(view: View, seat: int) -> list[int]:
    """The buildings standing in a seat's Imperium."""
    return [building for _x, _y, building in view["empires"][seat]]


def lobby_state(view: View, seat: int) -> str | None:
    """The seat's Lobbyist: ready, waiting (a bought building is built next turn) or resting;
    None without the module."""
    if not has(view, "lobbyist"):
        return None
    if view["lobby_pending"][seat] >= 0:
        return LOBBY_WAITING
    if view["lobby_rest"][seat]:
        return LOBBY_RESTING
    return LOBBY_READY


def lobby_may_buy(view: View, seat: int) -> bool:
    """Whether the seat's Lobbyist is ready while another player is on turn (the rules refuse
    him still where his cards pay nothing or trading has closed)."""
    return lobby_state(view, seat) == LOBBY_READY and seat != view["current"]


def to_build(view: View, seat: int) -> int:
    """Buildings the seat has bought and must still build now (Zu bauen)."""
    if view["phase"] == "place" and view["placer"] == seat:
        return len(view["to_place"])
    return 0


def seat_facts(view: View, seat: int) -> SeatFacts:
    """A seat's public holdings from the view: the same for every viewer."""
    if not 0 <= seat < view["players"]:
        raise ValueError(f"there is no seat {seat} at a table of {view['players']}")
    branches, zones = branch_counts(empire_buildings(view, seat))
    return SeatFacts(
        seat=seat,
        points=view["points"][seat],
        cards=view["hand_sizes"][seat],
        branches=branches,
        zones=zones,
        planning=len(view["planning"][seat]),
        to_build=to_build(view, seat),
        tunnels=view["tunnels_left"][seat] if has(view, "tunnel") else None,
        tips=view["tips"][seat] if has(view, "insidertipp") else None,
        loans=view["loans"][seat] if has(view, "kredite") else None,
        lobby=lobby_state(view, seat),
        lobby_rest=view["lobby_rest"][seat],
        unicorns=tuple(branch for branch, owner in enumerate(view["unicorns"]) if owner == seat),
    )


def fund_counts(view: View) -> tuple[int, ...]:
    """The Staatsfonds' buildings per branch (two players)."""
    return branch_counts(list(view["fund"]))[0]


def unicorn_threshold(view: View, branch: int) -> int:
    """Buildings of a branch that win its Unicorn at this table (one fewer from five players,
    one fewer with Blitz), as the scoring counts them."""
    fewer = int(view["players"] >= UNICORN_MANY_PLAYERS) + int(has(view, "blitz"))
    return UNICORN_THRESHOLDS[branch] - fewer
