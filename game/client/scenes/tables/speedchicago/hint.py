"""The hint under the site while the shown seat cannot act: whose steps are being shown, the
year's scoring, which computer thinks, or whose turn it is.

The strip under the site always tells the situation; while moves are shown the view still shows
the moment before them, so the words follow the event on screen, not the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.speedchicago import events as ev
from game.rules.speedchicago.state import OVER
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene


def watching_hint(scene: SpeedchicagoScene) -> str:
    """What happens while the shown seat waits ('Wertung 1891: Rot wird gezählt …')."""
    view = scene.view_data
    if view is None or scene.finished:
        return ""
    seats = scene.table.setup.seats
    current = scene.queue.current
    if current is not None:
        event = current.event
        if isinstance(event, ev.CompanyScored):
            name = seats[event.company].name
            return text("chicago_overlay.hint.scoring", year=event.year, name=name)
        company = getattr(event, "company", None)
        if isinstance(company, int) and 0 <= company < len(seats) and company != scene.shown_seat:
            return text("chicago_overlay.hint.watching", name=seats[company].name)
        return ""
    if scene.queue.playing:
        return ""  # between two shown events: the next one tells
    thinking = scene.thinking_text()
    if thinking:
        return thinking
    acting = view["acting"]
    if acting and view["phase"] != OVER:
        return text("chicago_overlay.hint.waiting", name=seats[acting[0]].name)
    return ""
