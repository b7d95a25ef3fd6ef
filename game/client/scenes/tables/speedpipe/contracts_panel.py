"""The own contracts at the foot of the table, in a grid that grows more columns and lower rows
as more are held: the open ones first, the fulfilled ones after them in green."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.client.scenes.tables.speedpipe.contract_look import ContractLook, draw_contract
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedpipe.maps import PipeMap
from game.texts import text

PAD = 12
TITLE_HEIGHT = 40
GAP = 6
TITLE_SIZE = 24
TITLE_SMALLEST = 16
# The grids tried, roomiest first: (columns, lowest row height).
# Two columns keep a pair of long place names readable; rows get lower as more are held.
GRIDS: tuple[tuple[int, int], ...] = ((2, 44), (2, 36), (2, 28), (2, 20))


def contract_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where count contracts lie: the roomiest grid they fit in (the last one's rows are cut
    off where even it is too small)."""
    room = pygame.Rect(rect.x + PAD, rect.y + TITLE_HEIGHT, rect.width - 2 * PAD, 0)
    room.height = rect.bottom - PAD - room.y
    columns, rows, height = 1, 1, room.height
    for columns, lowest in GRIDS:
        rows = max(1, (room.height + GAP) // (lowest + GAP))
        if rows * columns >= count:
            rows = max(1, -(-count // columns))
            height = min(60, (room.height + GAP) // rows - GAP)
            break
        height = lowest
    width = (room.width - (columns - 1) * GAP) // columns
    rects = []
    for index in range(min(count, rows * columns)):
        row, column = divmod(index, columns)
        rects.append(
            pygame.Rect(
                room.x + column * (width + GAP), room.y + row * (height + GAP), width, height
            )
        )
    return rects


def ordered_contracts(held: Sequence[int], fulfilled: Mapping[int, int]) -> list[int]:
    """The open contracts first, then the fulfilled ones, each in the order held."""
    return [c for c in held if c not in fulfilled] + [c for c in held if c in fulfilled]


def capacity(rect: pygame.Rect) -> int:
    """The most tiles the panel holds (in its tightest grid)."""
    columns, lowest = GRIDS[-1]
    room = rect.bottom - PAD - (rect.y + TITLE_HEIGHT)
    return columns * max(1, (room + GAP) // (lowest + GAP))


def contract_tiles(
    held: Sequence[int], fulfilled: Mapping[int, int], most: int
) -> tuple[list[int], int, int]:
    """The contracts with a tile of their own (open ones first), and how many fulfilled and
    open ones share the last tile where more are held than the panel's most tiles."""
    ordered = ordered_contracts(held, fulfilled)
    if len(ordered) <= most:
        return ordered, 0, 0
    open_ones = [c for c in ordered if c not in fulfilled]
    own = open_ones[: most - 1]
    return own, len(ordered) - len(open_ones), len(open_ones) - len(own)


def draw_contracts(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pipe_map: PipeMap,
    held: Sequence[int],
    looks: Mapping[int, ContractLook],
    shared: tuple[int, int] = (0, 0),
) -> dict[int, pygame.Rect]:
    """The panel with the contracts in the order given, and a last tile for the fulfilled and
    open ones that share it (shared); returns where each contract lies."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    done = sum(look.fulfilled_price is not None for look in looks.values()) + shared[0]
    title = text("speedpipe.table.contracts", count=len(held) + sum(shared), done=done)
    box = pygame.Rect(rect.x + PAD, rect.y, rect.width - 2 * PAD, TITLE_HEIGHT)
    draw_text(
        surface,
        title,
        (box.x, box.centery),
        fit_size(title, box.width, TITLE_SIZE, True, TITLE_SMALLEST),
        palette.text,
        True,
        valign="middle",
        box=box,
    )
    if not held:
        words = text("speedpipe.table.no_contracts")
        draw_text(
            surface,
            words,
            (rect.centerx, rect.centery + TITLE_HEIGHT // 2),
            fit_size(words, rect.width - 2 * PAD, TITLE_SIZE - 2, False, TITLE_SMALLEST),
            palette.text_muted,
            align="center",
            valign="middle",
            box=rect,
        )
        return {}
    tiles = contract_rects(rect, len(held) + (1 if any(shared) else 0))
    placed = dict(zip(held, tiles))
    for contract, spot in placed.items():
        draw_contract(surface, spot, pipe_map, contract, looks.get(contract, ContractLook()))
    if any(shared):
        _draw_shared(surface, tiles[-1], *shared)
    return placed


def _draw_shared(surface: pygame.Surface, tile: pygame.Rect, done: int, more: int) -> None:
    """The tile of the contracts without one of their own: how many fulfilled, how many more
    open (all of them are told in their info windows and the log)."""
    palette = THEME.colours
    draw_panel(surface, tile, palette.panel_raised, palette.success, THEME.small_radius)
    words = text("speedpipe.table.contracts_shared", done=done, more=more)
    inner = tile.inflate(-2 * PAD, 0)
    size = fit_size(words, inner.width, TITLE_SIZE - 4, True, TITLE_SMALLEST - 4)
    draw_text(
        surface,
        words,
        (inner.x, inner.centery),
        size,
        palette.text,
        True,
        valign="middle",
        box=tile,
    )
