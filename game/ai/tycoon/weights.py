"""The three strategy styles of the normal and strong bots, as weights in the valuation.

Kette seeks majorities in the dear cities, Verbreitung a hotel in many cities, Fabrik builds
factories early. The weights only lean the same valuation one way; none of them forbids the
others' moves, so every style still takes a clearly good move of another kind.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """How much each source of income counts for a bot (1.0: at face value)."""

    key: str
    # Majority income, and the extra share of it in the dear cities.
    majority: float
    dear: float
    # Distribution income (one more city with a hotel).
    spread: float
    # Factory income, and the extra share of it in round 1 (factories early).
    factory: float
    early_factory: float


# Each style leans one way and counts the others at face value or below: Kette (hotels) builds
# majorities, the dear cities most, and counts a factory below its face value; Verbreitung
# (travel) flies wide for one more city with a hotel; Fabrik builds factories, early ones most.
# None forbids the others' moves. The board's factory prices are set so that none of the three
# wins more than 40 % of the games among them and each at least 15 % (docs: Eigene Festlegungen).
KETTE = Style("kette", majority=1.2, dear=0.25, spread=1.0, factory=0.8, early_factory=0.0)
VERBREITUNG = Style(
    "verbreitung", majority=1.0, dear=0.0, spread=1.5, factory=1.0, early_factory=0.0
)
FABRIK = Style("fabrik", majority=1.0, dear=0.0, spread=1.0, factory=1.5, early_factory=0.4)
# A plain valuation without a leaning: the easy bot and the play-outs.
PLAIN = Style("plain", majority=1.0, dear=0.0, spread=1.0, factory=1.0, early_factory=0.0)

STYLES: dict[str, Style] = {style.key: style for style in (KETTE, VERBREITUNG, FABRIK)}


def style_named(key: str) -> Style:
    """A style by its key; ValueError in words for an unknown one."""
    try:
        return STYLES[key]
    except KeyError:
        raise ValueError(f"there is no Tycoon style '{key}' ({', '.join(STYLES)})") from None


def style_for_seed(seed: int) -> Style:
    """The style a bot of this seed plays (drawn apart from the bot's own dice)."""
    keys = sorted(STYLES)
    return STYLES[keys[random.Random(seed * 7919 + 17).randrange(len(keys))]]
