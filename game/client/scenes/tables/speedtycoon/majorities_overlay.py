"""The Mehrheiten overlay (key M): how the next scoring would end if it came now, as a table.

Per branch (with its colour and glyph) each participant's buildings, place and points, ties as
the places they share, the Staatsfonds in a game of two; then the highway ring, the zones,
Nachhaltigkeit and the loans where they count, and each player's total. A first place and the
totals are bold and every column is headed by the player's name, so colour is never the only
sign."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.kit.fitting import fitted_name
from game.client.scenes.tables.speedtycoon.branch_look import BRANCH_COLOURS, draw_glyph
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS
from game.rules.speedtycoon.insight import scoring_preview
from game.rules.speedtycoon.majorities import Standing
from game.rules.speedtycoon.scorings import BranchScoring, Scoring
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import IPO_SCORING
from game.texts import text

SCORING_KEYS = ("startup", "venture", "ipo")
PAD = 16
TITLE_SIZE = 28
CELL_SIZE = 22
SMALLEST = 10
# The label column's share of the width; the participants share the rest evenly.
LABEL_SHARE = 0.34
# Rows never grow taller than this in a tall rectangle (the table stays compact at the top).
MOST_ROW_HEIGHT = 48


@dataclass(frozen=True)
class OverlayRow:
    """One row of the table: its label, a cell per column and which cells are bold (a first
    place, a total); branch rows name their branch for the glyph."""

    label: str
    cells: tuple[str, ...]
    bold: tuple[bool, ...]
    branch: int | None = None


@dataclass(frozen=True)
class OverlayTable:
    """The whole overlay in words: title, legend, column heads (the players, then the
    Staatsfonds in a game of two) and the rows."""

    title: str
    legend: str
    columns: tuple[str, ...]
    rows: tuple[OverlayRow, ...]


def scoring_name(scoring: int) -> str:
    """A scoring's name (Startup, Venture Capital, IPO) in the current language."""
    if not 0 <= scoring < len(SCORING_KEYS):
        raise ValueError(f"there is no scoring {scoring} (scorings 0 to {len(SCORING_KEYS) - 1})")
    return text(f"speedtycoon.scorings.{SCORING_KEYS[scoring]}.name")


def branch_name(branch: int) -> str:
    """A branch's name in the current language."""
    return text(f"speedtycoon.branches.{BRANCHES[branch]}.name")


def branch_building(branch: int) -> int:
    """A building of the branch, whose glyph stands for the branch."""
    return next(number for number, tile in enumerate(BUILDINGS) if tile.branch == branch)


def place_words(standing: Standing) -> str:
    """A standing's place: "1." alone, "1.–2." for two who tie and share places 1 and 2."""
    first = standing.place + 1
    if len(standing.participants) == 1:
        return text("speedtycoon.majorities.place", place=first)
    last = standing.place + len(standing.participants)
    return text("speedtycoon.majorities.tied_place", first=first, last=last)


def _branch_row(branch: BranchScoring, players: int) -> OverlayRow:
    """A branch's row: its name with the points of each place, a cell per participant."""
    paid = "/".join(str(points) for points in branch.paid)
    key = "doubled" if branch.doubled else "paid"
    label = text(f"speedtycoon.majorities.{key}", name=branch_name(branch.branch), points=paid)
    placed = {
        participant: standing
        for standing in branch.standings
        for participant in standing.participants
    }
    cells: list[str] = []
    bold: list[bool] = []
    for participant, count in enumerate(branch.counts):
        standing = placed.get(participant)
        if standing is None:
            cells.append(str(count))
            bold.append(False)
            continue
        where = place_words(standing)
        if participant < players:
            cells.append(
                text(
                    "speedtycoon.majorities.cell",
                    count=count,
                    place=where,
                    points=branch.points[participant],
                )
            )
        else:
            cells.append(text("speedtycoon.majorities.fund_cell", count=count, place=where))
        bold.append(standing.place == 0)
    return OverlayRow(label, tuple(cells), tuple(bold), branch.branch)


def _part_row(key: str, values: Sequence[int], fund: bool, bold: bool = False) -> OverlayRow:
    """A row of one part per player (the Staatsfonds gets none)."""
    cells = [str(value) for value in values]
    if fund:
        cells.append(text("speedtycoon.majorities.none"))
    return OverlayRow(
        text(f"speedtycoon.majorities.{key}"),
        tuple(cells),
        tuple(bold and index < len(values) for index in range(len(cells))),
    )


def overlay_table(scoring: Scoring, modules: Sequence[str], names: Sequence[str]) -> OverlayTable:
    """The overlay's words for a scoring (as scoring_preview gives it), the modules in play and
    the players' names; ValueError in words when the names do not match the players."""
    players = len(scoring.players)
    if len(names) != players:
        raise ValueError(f"the overlay needs {players} player names, not {len(names)}")
    columns = list(names)
    if scoring.fund:
        columns.append(text("speedtycoon.fund.name"))
    rows = [_branch_row(branch, players) for branch in scoring.branches]
    parts = scoring.players
    rows.append(_part_row("ring", [part.ring for part in parts], scoring.fund))
    if "sonderzonen" in modules:
        rows.append(_part_row("zones", [part.zones for part in parts], scoring.fund))
    if "nachhaltigkeit" in modules:
        rows.append(
            _part_row("sustainability", [part.sustainability for part in parts], scoring.fund)
        )
    if scoring.scoring == IPO_SCORING and "kredite" in modules:
        rows.append(_part_row("loans", [part.loans for part in parts], scoring.fund))
    rows.append(_part_row("total", scoring.totals, scoring.fund, bold=True))
    return OverlayTable(
        text("speedtycoon.majorities.title", scoring=scoring_name(scoring.scoring)),
        text("speedtycoon.majorities.legend"),
        tuple(columns),
        tuple(rows),
    )


def draw_majorities(
    surface: pygame.Surface, rect: pygame.Rect, state: SpeedtycoonState, names: Sequence[str]
) -> OverlayTable:
    """Draws the Mehrheiten overlay for the next scoring over rect; returns what it shows."""
    shown = overlay_table(scoring_preview(state), tuple(state.modules), names)
    draw_overlay(surface, rect, shown)
    return shown


def draw_overlay(surface: pygame.Surface, rect: pygame.Rect, shown: OverlayTable) -> None:
    """Draws an overlay table into rect: title, legend, the players' heads and the rows."""
    colours = THEME.colours
    draw_panel(surface, rect, colours.panel_raised, colours.accent, shadow=True)
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    size = fit_size(shown.title, inner.width, TITLE_SIZE, True, SMALLEST)
    title = draw_text(surface, shown.title, inner.topleft, size, colours.text, True, box=rect)
    size = fit_size(shown.legend, inner.width, CELL_SIZE - 4, False, SMALLEST)
    legend = draw_text(
        surface, shown.legend, (inner.x, title.bottom + 4), size, colours.text_muted, box=rect
    )
    top = legend.bottom + PAD // 2
    row_height = min(MOST_ROW_HEIGHT, (inner.bottom - top) // (len(shown.rows) + 1))
    label_width = round(inner.width * LABEL_SHARE)
    column_width = (inner.width - label_width) // max(1, len(shown.columns))
    largest = min(CELL_SIZE, max(SMALLEST, row_height * 3 // 5))
    for index, name in enumerate(shown.columns):
        cell = pygame.Rect(
            inner.x + label_width + index * column_width, top, column_width, row_height
        )
        size, words = fitted_name(name, cell.width - 8, largest, SMALLEST)
        draw_text(
            surface,
            words,
            cell.center,
            size,
            colours.text,
            True,
            "center",
            valign="middle",
            box=cell,
        )
    for number, row in enumerate(shown.rows):
        line = pygame.Rect(inner.x, top + (number + 1) * row_height, inner.width, row_height)
        if number % 2 == 0:
            pygame.draw.rect(surface, colours.panel, line)
        _draw_row(surface, line, row, label_width, column_width, largest)


def _draw_row(
    surface: pygame.Surface,
    line: pygame.Rect,
    row: OverlayRow,
    label_width: int,
    column_width: int,
    largest: int,
) -> None:
    """One row: the branch's sign and the label, then the cells centred in their columns."""
    colours = THEME.colours
    label = pygame.Rect(line.x, line.y, label_width, line.height)
    if row.branch is not None:
        side = max(4, line.height - 10)
        swatch = pygame.Rect(label.x + 4, 0, side, side)
        swatch.centery = line.centery
        pygame.draw.rect(surface, BRANCH_COLOURS[row.branch], swatch, border_radius=4)
        draw_glyph(surface, branch_building(row.branch), swatch.inflate(-side // 3, -side // 3))
        label.x, label.width = swatch.right + 8, label.right - swatch.right - 8
    else:
        label.x, label.width = label.x + 4, label.width - 4
    # Only the totals' label is bold; a branch's bold cells are its first places.
    total = row.branch is None and any(row.bold)
    size = fit_size(row.label, label.width - 4, largest, total, SMALLEST)
    draw_text(
        surface,
        row.label,
        (label.x, line.centery),
        size,
        colours.text,
        total,
        valign="middle",
        box=label,
    )
    for index, (words, bold) in enumerate(zip(row.cells, row.bold)):
        cell = pygame.Rect(
            line.x + label_width + index * column_width, line.y, column_width, line.height
        )
        size = fit_size(words, cell.width - 8, largest, bold, SMALLEST)
        colour = colours.text if bold else colours.text_muted
        draw_text(
            surface, words, cell.center, size, colour, bold, "center", valign="middle", box=cell
        )
