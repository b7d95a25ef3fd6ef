"""The info windows of the Speedtycoon table: a building at the Weltmarkt (with its trading
place and the price for the viewer), in 'Zu bauen', in the Planung or in the Imperium, a money
card in the Kapital or the Depot; each says what it means for the viewer now."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.building_info import building_info
from game.client.scenes.tables.speedtycoon.meaning_words import (
    building_for_you,
    card_for_you,
    money_card_info,
)
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
                for_you = tuple(building_for_you(state, seat, building, scene.names()))
                return key, building_info(
                    building,
                    "market",
                    place=place,
                    price=price,
                    ordered=building in state.orders[seat],
                    for_you=for_you,
                    clear_of=(spot.rect,),
                )
        found = self._money_card(pos)
        if found is not None:
            return found
        for where, area, buildings in (
            ("zu_bauen", layout.WAITING_RECT, scene.waiting_buildings()),
            ("planung", layout.PLANNING_RECT, list(state.planning[seat])),
        ):
            for building, rect in zip(buildings, tile_rects(area, len(buildings))):
                if rect.collidepoint(pos):
                    key = self._targets.same((where, building))
                    for_you = tuple(building_for_you(state, seat, building, scene.names()))
                    ordered = building in state.orders[seat]
                    return key, building_info(
                        building, where, ordered=ordered, for_you=for_you, clear_of=(rect,)
                    )
        if scene.empire.contains(pos):
            found = scene.empire.info_at(pos)
            built = scene.empire.building_at(pos)
            if found is None or built is None:
                return found
            key, content = found
            lines = building_for_you(state, seat, built[1], scene.names())
            if scene.looking is not None:
                lines = lines[-1:]  # another's building: only who leads its branch
            return key, replace(content, for_you=lines)
        return None

    def _money_card(self, pos: Point) -> tuple[object, InfoContent] | None:
        """A money card of the Kapital or of the shown seat's Depot under pos (of Depot cards
        lying over each other the upper one), with its info window."""
        scene = self.scene
        state, seat = scene.state, scene.seat
        for slot, spot in enumerate(scene.kapital_spots):
            card = state.kapital[slot]
            if card is not None and spot.contains(pos):
                key = self._targets.same(("kapital", slot, card))
                lines = card_for_you(state, seat, card)
                return key, money_card_info(card, "kapital", lines, (spot.rect,))
        for card, spot in reversed(scene.depot_spots.items()):
            if card in state.hands[seat] and spot.rect.width and spot.contains(pos):
                key = self._targets.same(("depot", card))
                lines = card_for_you(state, seat, card)
                return key, money_card_info(card, "depot", lines, (spot.rect,))
        return None
