"""The seeded RNG every state carries, and how it is saved and restored."""

from __future__ import annotations

import random
from typing import Any

from game.rules.core import SaveError


def new_rng(seed: int) -> random.Random:
    """A fresh RNG for a state, fully determined by the seed."""
    return random.Random(seed)


def rng_to_data(rng: random.Random) -> list[Any]:
    """The RNG's full internal state as JSON-ready data."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_data(data: Any) -> random.Random:
    """An RNG restored from rng_to_data(); SaveError when the data is not an RNG state."""
    try:
        version, internal, gauss = data
        rng = random.Random()
        rng.setstate((int(version), tuple(int(word) for word in internal), gauss))
    except (TypeError, ValueError, OverflowError) as error:
        raise SaveError(f"the saved random generator state is damaged ({error})") from None
    return rng


def copy_rng(rng: random.Random) -> random.Random:
    """An independent RNG in the same state."""
    # Made without Random.__init__, which would seed it a second time from the system's entropy
    # only for setstate to overwrite it.
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin
