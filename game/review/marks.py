"""How a decision is marked by what it cost: good, inaccurate or a mistake, with limits per game
in each game's unit (chosen from the spread of losses in reviewed games; docs/rules/<game>.md,
"Eigene Festlegungen")."""

from __future__ import annotations

from dataclasses import dataclass

GOOD = "good"
INACCURATE = "inaccurate"
MISTAKE = "mistake"
MARKS: tuple[str, ...] = (GOOD, INACCURATE, MISTAKE)


@dataclass(frozen=True)
class Limits:
    """From this loss on a decision is inaccurate, from that one a mistake."""

    inaccurate: float
    mistake: float


# Measured on games of a person played by the easy and by the normal computer against normal
# ones (losses at the appraisal caps): about half the decisions cost nothing, the normal
# computer's few costly ones fall mostly under "inaccurate", the easy one's under "mistake".
LIMITS: dict[str, Limits] = {
    "speedstocks": Limits(inaccurate=1.5, mistake=3.5),
    "speedtycoon": Limits(inaccurate=1.0, mistake=3.0),
    "speedpipe": Limits(inaccurate=2.0, mistake=5.0),
    "speedchicago": Limits(inaccurate=3.0, mistake=8.0),
    "tycoon": Limits(inaccurate=1.5, mistake=4.0),
}


def mark(game: str, loss: float) -> str:
    """The mark of a decision of this game that cost this much; KeyError for an unknown game."""
    limits = LIMITS[game]
    if loss >= limits.mistake:
        return MISTAKE
    if loss >= limits.inaccurate:
        return INACCURATE
    return GOOD
