"""What each trading place of the Weltmarkt offers a player now: its building, the printed
price, the price for him now and what changed it (Heimatmarkt, Wechselkurse, news)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedtycoon.catalogue import BUILDINGS
from game.rules.speedtycoon.prices import price_changes
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text


@dataclass(frozen=True)
class PriceMark:
    """One reason a price differs from the printed one, with its change."""

    reason: str
    change: int

    def words(self) -> str:
        """The mark in words, e.g. 'Heimatmarkt −1'."""
        sign = "+" if self.change > 0 else "−"
        return text(f"speedtycoon.market.mark_{self.reason}", change=f"{sign}{abs(self.change)}")


@dataclass(frozen=True)
class Offer:
    """A trading place for one player now: its building (None: empty), whether a Hafenstreik
    closes it, the printed price, the price for him and the marks that explain the difference
    (the price never falls below 1, so the marks may add up to more than the difference)."""

    place: int
    building: int | None
    closed: bool
    printed: int
    price: int
    marks: tuple[PriceMark, ...]

    @property
    def open(self) -> bool:
        """Whether a building lies there and may be bought."""
        return self.building is not None and not self.closed


def price_marks(state: SpeedtycoonState, player: int, place: int) -> tuple[PriceMark, ...]:
    """Why the building at a place costs this player what it does, one mark per change the
    rules price it with (in their order)."""
    building = state.market[place]
    if building is None:
        return ()
    return tuple(
        PriceMark(reason, change)
        for reason, change in price_changes(state, player, building, place)
    )


def offers(state: SpeedtycoonState, player: int) -> tuple[Offer, ...]:
    """The four trading places as they are for this player now."""
    found: list[Offer] = []
    for place, building in enumerate(state.market):
        printed = 0 if building is None else BUILDINGS[building].price
        found.append(
            Offer(
                place,
                building,
                place == state.closed_place,
                printed,
                state.price(player, place),
                price_marks(state, player, place),
            )
        )
    return tuple(found)
