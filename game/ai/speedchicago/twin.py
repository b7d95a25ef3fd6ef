"""A planning copy of a Speedchicago state: like copy(), but sharing what planning never changes.

The engine's copy() seeds a fresh random generator for every twin, which costs more than the
rest of the copy together. The steps of a turn never draw on the generator (a card comes off a
pile, not from the dice), so the twins a planner walks through may share it with their original.
Every other list is copied one level deep, as copy() does; tuples, text and numbers are shared.
"""

from __future__ import annotations

from operator import attrgetter

from game.rules.speedchicago.state import SpeedchicagoState

# Every slot of the state, read once; the planning copy follows new slots without change.
_SLOTS: tuple[str, ...] = tuple(
    name
    for klass in reversed(SpeedchicagoState.__mro__)
    for name in getattr(klass, "__slots__", ())
    if not name.startswith("__")
)
# Slots shared between a state and its planning twins: never changed by the steps of a turn.
_SHARED: frozenset[str] = frozenset({"rng", "options", "_game", "foundations"})
_COPIED: tuple[bool, ...] = tuple(name not in _SHARED for name in _SLOTS)
_READ_ALL = attrgetter(*_SLOTS)


def planning_copy(state: SpeedchicagoState) -> SpeedchicagoState:
    """A twin for trying out the steps of a turn; it shares the random generator."""
    twin = SpeedchicagoState.__new__(SpeedchicagoState)
    for name, copied, value in zip(_SLOTS, _COPIED, _READ_ALL(state)):
        if copied:
            kind = type(value)
            if kind is list:
                value = (
                    [item[:] for item in value] if value and type(value[0]) is list else value[:]
                )
            elif kind is dict or kind is set:
                value = kind(value)
        setattr(twin, name, value)
    return twin
