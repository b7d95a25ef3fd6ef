"""The 8×8 construction site: field names, neighbours and the fixed foundation stones."""

from __future__ import annotations

from game.rules.core import IllegalMoveError

SIDE = 8
FIELDS = SIDE * SIDE
COLUMNS = "abcdefgh"


def field_name(field: int) -> str:
    """'a1' for field 0 up to 'h8' for field 63 (column letter, row number)."""
    return f"{COLUMNS[field % SIDE]}{field // SIDE + 1}"


FIELD_NAMES: tuple[str, ...] = tuple(field_name(field) for field in range(FIELDS))
_FIELD_OF_NAME = {name: field for field, name in enumerate(FIELD_NAMES)}


def parse_field(text: str) -> int:
    """The field of a name such as 'd4'; IllegalMoveError in words for anything else."""
    field = _FIELD_OF_NAME.get(text.strip().lower())
    if field is None:
        raise IllegalMoveError(f"'{text}' is no field of the site; fields are a1 to h8")
    return field


def _around(field: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """The fields one of these (column, row) steps away that lie on the site."""
    column, row = field % SIDE, field // SIDE
    return tuple(
        (row + dr) * SIDE + column + dc
        for dc, dr in steps
        if 0 <= column + dc < SIDE and 0 <= row + dr < SIDE
    )


# Orthogonal neighbours (houses, walking, building) and diagonal ones (the Schrägzug card).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    _around(field, ((0, -1), (-1, 0), (1, 0), (0, 1))) for field in range(FIELDS)
)
DIAGONALS: tuple[tuple[int, ...], ...] = tuple(
    _around(field, ((-1, -1), (1, -1), (-1, 1), (1, 1))) for field in range(FIELDS)
)

# The eight foundation stones of the Grundspiel: every row and column rule of Profi holds for them
# too (at least 3 fields to the next stone in the same row or column).
GRUNDSPIEL_FOUNDATIONS: tuple[int, ...] = tuple(
    _FIELD_OF_NAME[name] for name in ("b2", "f2", "d4", "h4", "a5", "e5", "c7", "g7")
)
FOUNDATION_COUNT = 8
# Profi: in the same row or column a new stone keeps at least this distance to every other stone.
FOUNDATION_SPACING = 3


def spaced_from(field: int, stones: list[int] | tuple[int, ...]) -> bool:
    """Whether a new foundation stone here keeps the Profi spacing to all laid stones."""
    column, row = field % SIDE, field // SIDE
    for stone in stones:
        other_column, other_row = stone % SIDE, stone // SIDE
        if other_row == row and abs(other_column - column) < FOUNDATION_SPACING:
            return False
        if other_column == column and abs(other_row - row) < FOUNDATION_SPACING:
            return False
    return True
