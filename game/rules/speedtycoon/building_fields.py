"""Where a building may go in its owner's empire: the fields the client lights up while a bought
building waits in 'Zu bauen' or a Planung building is chosen, and the buildings that may be torn
down; the same answers the legal moves are made of."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon.catalogue import BUILDINGS, HEADQUARTERS

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState

Field = tuple[int, int]
# Where a building comes from: bought or awarded and waiting to be placed, or the Planung.
ZU_BAUEN = "zu_bauen"
PLANUNG = "planung"


@dataclass(frozen=True)
class BuildingFields:
    """The empire's fields for one building, each in reading order: allowed (green), allowed
    only with a tunnel (yellow; only while a tunnel is left, so only with Tunnel & Brücken), and
    for a Planung building the fields whose building it may replace (blue: Tauschen). now: the
    player may make these moves at this moment (placing while his bought buildings wait, or
    restructuring while he chooses his action); otherwise they show where it would fit."""

    building: int
    source: str
    allowed: tuple[Field, ...]
    with_tunnel: tuple[Field, ...]
    swaps: tuple[Field, ...]
    now: bool


def building_fields(state: SpeedtycoonState, player: int, building: int) -> BuildingFields:
    """The fields of the player's empire for a building waiting in his 'Zu bauen' (a bought or
    awarded one, or his Lobbyist's before his turn) or lying in his Planung; ValueError in words
    for any other building."""
    if not 0 <= player < state.players:
        raise ValueError(f"there is no player {player} (players 0 to {state.players - 1})")
    if not 0 < building < len(BUILDINGS) or building == HEADQUARTERS:
        raise ValueError(f"there is no building {building} to build")
    from game.rules.speedtycoon.state import ACTION, PLACE

    empire = state.empires[player]
    tunnels = state.tunnels_left[player]
    placing = state.phase == PLACE and state.placer == player
    if placing and building in state.to_place:
        source, now, swaps = ZU_BAUEN, True, ()
    elif state.lobby_pending[player] == building:
        source, now, swaps = ZU_BAUEN, False, ()
    elif building in state.planning[player]:
        source = PLANUNG
        now = state.phase == ACTION and state.acting == player
        swaps = geometry.swappable_fields(empire, building)
    else:
        raise ValueError(
            f"building {building} neither waits to be built by player {player} "
            "nor lies in his Planung"
        )
    fields = geometry.allowed_fields(empire, building, tunnels)
    return BuildingFields(
        building,
        source,
        tuple(field for field, tunnel in fields.items() if not tunnel),
        tuple(field for field, tunnel in fields.items() if tunnel),
        tuple(swaps),
        now,
    )


def removable_fields(state: SpeedtycoonState, player: int) -> tuple[Field, ...]:
    """The fields of the player's empire whose building may be torn down (Abreißen), in reading
    order: never the Konzernzentrale, and only where every building stays reachable on foot and
    no hole is left."""
    if not 0 <= player < state.players:
        raise ValueError(f"there is no player {player} (players 0 to {state.players - 1})")
    return geometry.removable_fields(state.empires[player])


def may_tear_down(state: SpeedtycoonState, player: int, field: Field) -> bool:
    """Whether the building on this field of the player's empire may be torn down (False for
    the Konzernzentrale and for an empty field)."""
    return field in removable_fields(state, player)
