"""A way to play alone as a game defines it (Rekordjagd, a daily challenge, ...), as plain data."""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass


@dataclass(frozen=True)
class SoloMode:
    """A way to play alone: the computers, the options, and what the table allows."""

    id: str
    computers: tuple[int, ...]
    strengths: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    advice: bool
    clock: bool
    options_free: bool


def day_seed(name: str, day: datetime.date) -> int:
    """The seed a named daily mode plays on a calendar day: the same for every player everywhere."""
    digest = hashlib.sha256(f"{name}-{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big")
