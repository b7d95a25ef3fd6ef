"""Where the Speedpipe table's info windows come from beside the map: a card of the hand or the
Rohrlager, the blind and discard piles, the contract pile (Aufträge ziehen), an own or offered
contract; each window says what the thing means for the viewer now (the map's routes and places
answer through the map view)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedpipe.table_info import (
    card_content,
    contract_content,
    pile_content,
)
from game.client.widgets.info import InfoContent

if TYPE_CHECKING:
    from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene

Point = tuple[float, float]
# Keys kept for the info host's identity checks: a table has a few dozen things to explain.
KEPT_KEYS = 128


class TableHover:
    """Finds the card, pile or contract under the pointer and its info window (an InfoSource)."""

    def __init__(self, scene: SpeedpipeScene) -> None:
        self.scene = scene
        self._targets = InfoTargets(KEPT_KEYS)

    def __call__(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The thing under pos with its window, or None (the map and the choosers answer
        nothing here)."""
        scene = self.scene
        if scene.accounts is not None or scene.shown_seat is None:
            return None
        state, seat = scene.state, scene.seat
        hand = scene.view.get("hand") if scene.view else None
        for kind, spot in enumerate(scene.hand_spots):
            if hand and spot.contains(pos):
                key = ("hand", kind, hand[kind])
                return self._found(key, card_content(state, seat, kind, "hand", (spot.rect,)))
        for slot, spot in enumerate(scene.display_spots):
            card = state.display[slot]
            if card >= 0 and spot.contains(pos):
                content = card_content(state, seat, card, "display", (spot.rect,))
                return self._found(("display", slot, card), content)
        piles = (
            ("blind", scene.pile_spot.rect),
            ("contracts", scene.contracts_button.rect),
        )
        for pile, rect in piles:
            if rect.collidepoint(pos):
                return self._found(
                    (pile, len(scene.table.log)), pile_content(state, seat, pile, (rect,))
                )
        discard = scene.discard_rect
        if discard.collidepoint(pos):
            content = pile_content(state, seat, "discard", (discard,))
            return self._found(("discard", len(scene.table.log)), content)
        return self._contract(pos)

    def _contract(self, pos: Point) -> tuple[object, InfoContent] | None:
        """An own contract, or one offered in a choice, under pos."""
        scene = self.scene
        state, seat = scene.state, scene.seat
        found = [
            (contract, spot.rect)
            for contract, spot in scene.contract_spots.items()
            if spot.contains(pos)
        ]
        if scene.contract_overlay in scene.widgets.widgets:
            found += [
                (contract, rect)
                for contract, rect in scene.offered_rects.items()
                if rect.collidepoint(pos)
            ]
        if not found:
            return None
        contract, rect = found[-1]
        key = ("contract", contract, len(scene.table.log))
        return self._found(key, contract_content(state, seat, contract, (rect,)))

    def _found(self, key: tuple[object, ...], content: InfoContent) -> tuple[object, InfoContent]:
        """The thing's one key object with its window."""
        return self._targets.same(key), content


def map_info(scene: SpeedpipeScene, pos: Point) -> tuple[object, InfoContent] | None:
    """A route's or place's window from the map, where no chooser's panel lies over it."""
    if any(widget.contains(pos) for widget in scene.chooser_widgets()):
        return None
    return scene.map_view.info_at(pos)
