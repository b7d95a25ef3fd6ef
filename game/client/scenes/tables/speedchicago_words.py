"""Speedchicago's events and state in words: the log line of each event and the header."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.core import Event
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.site import FIELD_NAMES
from game.table.seats import Seat
from game.texts import text


def header_line(view: dict[str, Any], seats: Sequence[Seat]) -> str:
    """'1891 · Runde 2 von 4 · Rot ist dran' (or the set-up / game over)."""
    acting = view["acting"]
    name = seats[acting[0]].name if acting else ""
    if view["phase"] == "over":
        return text("chicago.header.over")
    if view["phase"] in ("stones", "foremen", "photographer"):
        return text("chicago.header.setup", name=name)
    return text(
        "chicago.header.turn", year=view["year"], round=view["round"] + 1,
        rounds=view["rounds"], name=name,
    )


def event_line(event: Event, seats: Sequence[Seat], shown: int | None) -> str:
    """One line for the log, or '' for events not worth a line."""
    def who(company: int) -> str:
        return seats[company].name

    if isinstance(event, ev.ForemanMoved):
        return text(
            "chicago.log.moved", name=who(event.company), origin=FIELD_NAMES[event.path[0]],
            target=FIELD_NAMES[event.path[-1]],
        )
    if isinstance(event, ev.FloorBuilt):
        return text(
            "chicago.log.built", name=who(event.company), field=FIELD_NAMES[event.field],
            floor=event.floor,
        )
    if isinstance(event, ev.ForemanInserted):
        return text("chicago.log.inserted", name=who(event.company),
                    field=FIELD_NAMES[event.field])
    if isinstance(event, ev.CardPlayed):
        return text("chicago.log.card", name=who(event.company),
                    card=text(f"speedchicago.cards.{event.card}.name"))
    if isinstance(event, ev.CardDrawn):
        return text("chicago.log.drew", name=who(event.company))
    if isinstance(event, ev.CompanyScored):
        return text("chicago.log.scored", name=who(event.company), points=event.points,
                    score=event.score)
    if isinstance(event, ev.YearStarted):
        return text("chicago.log.year", year=event.year)
    if isinstance(event, ev.PhotographerSent):
        return text("chicago.log.photographer", name=who(event.company),
                    field=FIELD_NAMES[event.field])
    if isinstance(event, ev.TurnEnded):
        return text("chicago.log.turn_ended", name=who(event.company))
    return ""
