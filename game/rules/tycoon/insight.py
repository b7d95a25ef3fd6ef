"""Questions about a Tycoon position for the bots and the client: where the held tickets fly,
who leads a city, what a payday now would bring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.tycoon.flights import TARGETS
from game.rules.tycoon.payday import chain_standings, income_parts

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState


def destinations(state: TycoonState, player: int) -> dict[int, list[int]]:
    """City -> the player's held tickets (ascending) that fly there from the plane's position
    now (whether the turn still allows flying is not asked; full cities are included)."""
    origin = state.plane_city[player]
    found: dict[int, list[int]] = {}
    for ticket in state.tickets[player]:
        for city in TARGETS[ticket][origin + 1]:
            found.setdefault(city, []).append(ticket)
    return dict(sorted(found.items()))


def standings(state: TycoonState, city: int) -> list[tuple[int, int]]:
    """(player, standing hotels) in a city, best first: more hotels, then the earliest hotel."""
    return chain_standings(state.chains[city], state.players)


def payday_income(state: TycoonState) -> list[int]:
    """What each player would receive if the payday were now: distribution, majorities and
    factories (before loans and Restschuld)."""
    return [sum(parts) for parts in income_parts(state)]
