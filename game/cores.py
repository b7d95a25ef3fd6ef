"""How many cores this process may run on: the ones the system lets it use, not the machine's
(a container or CI runner often sees many cores but may use only a few)."""

from __future__ import annotations

import os


def usable_cores() -> int:
    """The cores this process may run on, at least one."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)
