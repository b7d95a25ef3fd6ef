"""The info windows of the Speedtycoon table: a building at the Weltmarkt (with its trading
place and the price for the viewer), in 'Zu bauen', in the Planung or in the Imperium."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.building_info import building_info
from game.client.scenes.tables.speedtycoon.planning_panel import tile_rects
from game.client.widgets.info import InfoContent

if TYPE_CHECKING:
    from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

Point = tuple[float, float]


class TableInfo:
    """Finds the building under the pointer and what its info window says (an InfoSource)."""

    def __init__(self, scene: SpeedtycoonScene) -> None:
        self.scene = scene
        self._targets = InfoTargets(64)

    def __call__(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The building under pos with its info window, or None."""
        scene = self.scene
        state, seat = scene.state, scene.seat
        for place, spot in enumerate(scene.market_spots):
            building = state.market[place]
            if building is not None and spot.contains(pos):
                key = self._targets.same(("market", place, building))
                price = state.price(seat, place)
                return key, building_info(
                    building, "market", place=place, price=price, clear_of=(spot.rect,)
                )
        for where, area, buildings in (
            ("zu_bauen", layout.WAITING_RECT, scene.waiting_buildings()),
            ("planung", layout.PLANNING_RECT, list(state.planning[seat])),
        ):
            for building, rect in zip(buildings, tile_rects(area, len(buildings))):
                if rect.collidepoint(pos):
                    key = self._targets.same((where, building))
                    return key, building_info(building, where, clear_of=(rect,))
        if scene.empire.contains(pos):
            return scene.empire.info_at(pos)
        return None
