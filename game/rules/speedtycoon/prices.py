"""What a building costs a player at a trading place: its printed price and every change of it
with its reason (Heimatmarkt, Wechselkurse, Börsenrally, Ölkrise), never below the lowest price.
The engine prices purchases by these changes and the client marks the Weltmarkt with them.

Which changes apply is told once, as a set of bits; the changes and their sum for every set are
made in advance, so that pricing a purchase costs no more than adding the changes up in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.speedtycoon.catalogue import BUILDINGS, ENERGIE, PRINTED_PRICES
from game.rules.speedtycoon.tables import LOWEST_PRICE, OELKRISE_EXTRA, home_place

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState

# Why a price differs from the printed one, in the order the changes are listed.
HOME, STRONG, WEAK, RALLY, OIL = "home", "strong", "weak", "rally", "oil"
PriceChange = tuple[str, int]
# Each change with its bit: Heimatmarkt at the home place, the strong or the weak currency
# (Wechselkurse), Börsenrally, Ölkrise on Energie.
CHANGES: tuple[PriceChange, ...] = (
    (HOME, -1),
    (STRONG, -1),
    (WEAK, 1),
    (RALLY, -1),
    (OIL, OELKRISE_EXTRA),
)
_HOME_BIT, _STRONG_BIT, _WEAK_BIT, _RALLY_BIT, _OIL_BIT = (1 << index for index in range(5))
_LISTS: tuple[tuple[PriceChange, ...], ...] = tuple(
    tuple(change for index, change in enumerate(CHANGES) if bits >> index & 1)
    for bits in range(1 << len(CHANGES))
)
_SUMS: tuple[int, ...] = tuple(sum(change for _reason, change in listed) for listed in _LISTS)


def _bits(state: SpeedtycoonState, player: int, building: int, place: int) -> int:
    """Which changes apply to the building for the player at the place now, as CHANGES' bits."""
    bits = 0
    if "heimatmarkt" in state.modules and home_place(player) == place:
        bits = _HOME_BIT
    if place == state.strong:
        bits |= _STRONG_BIT
    elif place == state.weak:
        bits |= _WEAK_BIT
    news = state.news
    if news:
        if "boersenrally" in news:
            bits |= _RALLY_BIT
        if "oelkrise" in news and BUILDINGS[building].branch == ENERGIE:
            bits |= _OIL_BIT
    return bits


def price_changes(
    state: SpeedtycoonState, player: int, building: int, place: int
) -> tuple[PriceChange, ...]:
    """Each change of the building's printed price for the player at the trading place now,
    as (reason, change), in CHANGES' order: Heimatmarkt −1 at his home place, the strong
    currency −1 or the weak one +1 (Wechselkurse), Börsenrally −1, Ölkrise +2 on Energie."""
    return _LISTS[_bits(state, player, building, place)]


def price_for(state: SpeedtycoonState, player: int, building: int, place: int) -> int:
    """What the building costs the player at the trading place now: the printed price with
    every change of price_changes, never below the lowest price."""
    change = _SUMS[_bits(state, player, building, place)]
    return max(LOWEST_PRICE, PRINTED_PRICES[building] + change)
