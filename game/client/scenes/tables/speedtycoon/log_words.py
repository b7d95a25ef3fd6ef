"""The table's log lines for the Speedtycoon events a player follows: money taken, buildings
bought, built, planned, given away, torn down and swapped, and whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.rules.core import Event
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import CURRENCIES, PLACES
from game.rules.speedtycoon.money import CARD_VALUES
from game.texts import text


def event_line(event: Event, names: Sequence[str]) -> str:
    """The event in words for the log, or '' for an event the log leaves out."""
    player = getattr(event, "player", None)
    name = names[player] if isinstance(player, int) and 0 <= player < len(names) else ""
    key = "speedtycoon.table_log."
    if isinstance(event, ev.MoneyTaken):
        total = sum(CARD_VALUES[card] for card in event.cards)
        return text(key + "took", name=name, total=total, count=len(event.cards))
    if isinstance(event, ev.BuildingBought):
        return text(
            key + "bought",
            name=name,
            building=building_name(event.building),
            place=PLACES[event.place],
            price=f"{event.price} {CURRENCIES[event.place]}",
        )
    if isinstance(event, ev.BuildingBuilt):
        return text(key + "built", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingPlanned):
        return text(key + "planned", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingToFund):
        return text(key + "funded", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingTornDown):
        return text(key + "torn_down", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingsSwapped):
        return text(
            key + "swapped",
            name=name,
            building=building_name(event.building),
            out=building_name(event.out),
        )
    if isinstance(event, ev.TurnBegan):
        return text(key + "turn", name=name)
    return ""
