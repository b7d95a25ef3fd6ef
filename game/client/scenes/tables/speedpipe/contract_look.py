"""A contract as the table draws it: its two places, its value (a long one marked 'Fern'), how
many fields it still misses; fulfilled it turns green with the points it brought; in a choice a
kept one is framed in the accent with a tick."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.text_layout import draw_text, fit_size, line_height, lines_of, measure
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel, mix
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.scoring import contract_points
from game.texts import text

PAD = 8
NAME_SIZE = 22
NAME_SMALLEST = 14
VALUE_SIZE = 26
VALUE_SMALLEST = 16
NOTE_SIZE = 18
NOTE_SMALLEST = 13
VALUE_WIDTH = 64
# A fulfilled contract's fill: the success colour mixed into the panel.
FULFILLED_SHARE = 0.55


@dataclass(frozen=True)
class ContractLook:
    """How one contract is drawn now."""

    fulfilled_price: int | None = None  # the oil price it counted at, once fulfilled
    missing: int | None = None  # fields still to lay (None: unknown or no way left)
    blocked_way: bool = False  # no way is left to fulfil it
    kept: bool | None = None  # in a choice: kept or not (None: not a choice)
    lit: bool = False  # hovered or focused: its places are lit on the map
    key: str = ""  # the key that toggles it in a choice


def contract_words(pipe_map: PipeMap, contract: int) -> str:
    """'Ankerhaven – Steinkluft'."""
    deal = pipe_map.contracts[contract]
    return text(
        "speedpipe.table.route_name",
        a=pipe_map.places[deal.a].name,
        b=pipe_map.places[deal.b].name,
    )


def draw_contract(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pipe_map: PipeMap,
    contract: int,
    look: ContractLook,
) -> None:
    """Draws a contract into rect: names left, value right, a note below where there is room."""
    palette = THEME.colours
    deal = pipe_map.contracts[contract]
    fulfilled = look.fulfilled_price is not None
    fill = (
        mix(palette.panel_raised, palette.success, FULFILLED_SHARE)
        if fulfilled
        else (palette.hover if look.lit else palette.panel_raised)
    )
    border = (
        palette.accent if look.kept else (palette.success if fulfilled else palette.panel_border)
    )
    draw_panel(
        surface, rect, fill, border, THEME.small_radius, border_width=4 if look.kept else None
    )
    points = contract_points(deal.value, look.fulfilled_price or 100)
    value = f"+{points}" if fulfilled else str(deal.value)
    value_size = fit_size(
        value, VALUE_WIDTH, min(VALUE_SIZE, rect.height - 6), True, VALUE_SMALLEST
    )
    width = measure(value, value_size, True)[0]
    value_box = pygame.Rect(rect.right - PAD - width, rect.y, width, rect.height)
    draw_text(
        surface,
        value,
        (value_box.right, value_box.centery),
        value_size,
        palette.text,
        True,
        "right",
        valign="middle",
        box=rect,
    )
    left = rect.x + PAD
    if look.key:
        left = _key_mark(surface, rect, look.key, bool(look.kept))
    body = pygame.Rect(left, rect.y + 2, value_box.x - PAD - left, rect.height - 4)
    note = _note(deal.long, look)
    name = contract_words(pipe_map, contract)
    note_height = line_height(NOTE_SMALLEST) if note else 0
    size = fit_size(name, max(1, body.width), min(NAME_SIZE, body.height - 4), True, NAME_SMALLEST)
    wrap = size < NAME_SIZE and body.height >= 2 * line_height(NAME_SIZE, True) + note_height
    if wrap:
        # A tall card gives a long pair of names two lines rather than a small size.
        size = NAME_SIZE
    name_lines = len(lines_of(name, size, True, max(1, body.width))) if wrap else 1
    name_height = name_lines * line_height(size, True)
    two_lines = bool(note) and body.height >= name_height + note_height
    if not two_lines:
        draw_text(
            surface,
            name,
            (body.x, body.centery),
            size,
            palette.text,
            True,
            max_width=max(1, body.width) if wrap else None,
            valign="middle",
            box=rect,
        )
        return
    note_size = fit_size(note, max(1, body.width), NOTE_SIZE, False, NOTE_SMALLEST)
    block = name_height + line_height(note_size)
    top = body.centery - block // 2
    draw_text(
        surface,
        name,
        (body.x, top),
        size,
        palette.text,
        True,
        max_width=max(1, body.width) if wrap else None,
        box=rect,
    )
    colour = palette.danger if look.blocked_way else palette.text_muted
    if fulfilled:
        colour = palette.text
    draw_text(surface, note, (body.x, top + name_height), note_size, colour, box=rect)


def _note(long: bool, look: ContractLook) -> str:
    """The line under the names: fulfilled, the fields missing or no way left, and 'Fern'."""
    parts: list[str] = []
    if long:
        parts.append(text("speedpipe.contract.long"))
    if look.fulfilled_price is not None:
        parts.append(text("speedpipe.contract.fulfilled"))
    elif look.blocked_way:
        parts.append(text("speedpipe.contract.no_way"))
    elif look.missing is not None:
        key = "missing_one" if look.missing == 1 else "missing"
        parts.append(text(f"speedpipe.contract.{key}", fields=look.missing))
    return " · ".join(parts)


def _key_mark(surface: pygame.Surface, rect: pygame.Rect, key: str, kept: bool) -> int:
    """A choice's box at the left: its key, ticked when kept; returns where the names begin."""
    palette = THEME.colours
    side = min(rect.height - 2 * PAD, 32)
    box = pygame.Rect(rect.x + PAD, rect.centery - side // 2, side, side)
    pygame.draw.rect(surface, palette.accent if kept else palette.panel, box, 0, 6)
    pygame.draw.rect(surface, palette.accent if kept else palette.panel_border, box, 2, 6)
    words = "✓" if kept else key
    colour = palette.text_on_accent if kept else palette.text
    draw_text(
        surface,
        words,
        box.center,
        min(24, side - 6),
        colour,
        True,
        "center",
        valign="middle",
        box=box,
    )
    return box.right + PAD
