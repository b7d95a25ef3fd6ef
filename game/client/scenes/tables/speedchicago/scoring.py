"""The year's scoring shown house by house with its calculation (base area × floor).

At each year's end the companies are scored one after the other. The panel over the site lights
the scored company's houses one at a time with "Grundfläche 5 × 3. Stockwerk = 15", then the
photographer bonus, the city order (Profi), the total and where the marker lands on the score
track; earlier companies of the same scoring stay listed with their totals. After the 1st and 2nd
scoring the last-placed company decides on the photographer: the panel shrinks to the totals and a
banner tells the player what to do. The panel never takes input, so it never blocks the game.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.kit.scoring_pause import draw_pause_frame
from game.client.scenes.tables.speedchicago.board import ShownBoard
from game.client.scenes.tables.speedchicago.label_layout import pushed_apart
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_panel
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.houses import find_houses
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.state import PHOTO
from game.rules.speedchicago.tables import PHOTO_FLOOR, YEARS
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# Seconds at normal tempo: each house lights this long, then the bonuses, total and track.
HOUSE_SECONDS = 0.7
TAIL_SECONDS = 1.5
# When, within the tail, the total and the place on the track come up.
TOTAL_AT = 0.5
TRACK_AT = 0.9
PANEL_WIDTH = 720
PANEL_MARGIN = 16
LINE_GAP = 6
# The whole strip under the site: while the player decides, the banner stands over the log.
BANNER_RECT = pygame.Rect(24, 912, 1400, 152)
# How far above the scored foreman's roof the calculation floats (site units).
LABEL_LIFT = 0.9
LIT_ALPHA = 0.95


@dataclass(frozen=True)
class PanelLine:
    """One line of the scoring panel: its words, colour, boldness, and whether it is lit now."""

    text: str
    colour: Colour
    bold: bool = False
    lit: bool = False


@dataclass
class ShownScoring:
    """One company's scoring as the panel shows it, with the fields to light on the site."""

    event: ev.CompanyScored
    name: str
    house_names: tuple[str, ...]
    house_fields: tuple[tuple[int, ...], ...]
    # The field of the company's highest foreman in each scored house (where the label floats).
    anchors: tuple[int, ...]
    photo_fields: tuple[int, ...]
    photo_floor: int
    # Seconds per house at the table's tempo, and the share of the tail's seconds.
    step: float
    share: float
    elapsed: float = 0.0

    @property
    def houses_time(self) -> float:
        """Seconds until every house has been lit."""
        return self.step * len(self.event.houses)

    @property
    def duration(self) -> float:
        """Seconds the whole scoring of this company shows."""
        return self.houses_time + TAIL_SECONDS * self.share

    @property
    def complete(self) -> bool:
        """Whether everything of this company's scoring has been shown."""
        return self.elapsed >= self.duration

    @property
    def tail(self) -> float:
        """Seconds since the last house went out (negative while houses are still lit)."""
        return self.elapsed - self.houses_time

    @property
    def lit_house(self) -> int:
        """The index of the house lit now, or -1 once the houses are done."""
        if self.step <= 0 or self.tail >= 0:
            return -1
        return min(len(self.event.houses) - 1, int(self.elapsed / self.step))

    @property
    def houses_shown(self) -> int:
        """How many house lines are on the panel now."""
        lit = self.lit_house
        return len(self.event.houses) if lit < 0 else lit + 1

    @property
    def photo_lit(self) -> bool:
        """Whether the photographer's house is lit now (his bonus is being shown)."""
        return (
            self.event.photographer > 0
            and bool(self.photo_fields)
            and 0 <= self.tail < TOTAL_AT * self.share
        )


def shown_scoring(
    event: ev.CompanyScored, board: ShownBoard, name: str, share: float
) -> ShownScoring:
    """The show of one company's scoring, with its houses found on the board as it stands."""
    houses = find_houses(board.heights, board.foundations)
    names: list[str] = []
    fields: list[tuple[int, ...]] = []
    anchors: list[int] = []
    for scored in event.houses:
        in_house = houses.fields_of(scored.house) if scored.house < len(houses.area) else ()
        fields.append(in_house)
        stone = board.foundations[scored.house] if scored.house < len(board.foundations) else -1
        names.append(FIELD_NAMES[stone] if stone >= 0 else str(scored.house + 1))
        standing = [
            field
            for field in in_house
            if board.figures[field] == event.company and board.heights[field] == scored.floor
        ]
        anchors.append(standing[0] if standing else (in_house[0] if in_house else -1))
    photo_fields: tuple[int, ...] = ()
    photographer = board.photographer
    if 0 <= photographer < len(houses.house_of) and houses.house_of[photographer] >= 0:
        photo_fields = houses.fields_of(houses.house_of[photographer])
    year_index = YEARS.index(event.year) if event.year in YEARS else 0
    return ShownScoring(
        event,
        name,
        tuple(names),
        tuple(fields),
        tuple(anchors),
        photo_fields,
        PHOTO_FLOOR[year_index],
        HOUSE_SECONDS * share,
        share,
    )


def house_line(name: str, area: int, floor: int, points: int) -> str:
    """'Haus d4: Grundfläche 5 × 3. Stockwerk = 15'."""
    return text("chicago_scoring.house", house=name, area=area, floor=floor, points=points)


def summary_line(shown: ShownScoring) -> str:
    """'Rot: +37 → 52' for a company whose scoring is over."""
    event = shown.event
    return text("chicago_scoring.summary", name=shown.name, points=event.points, score=event.score)


def detail_lines(shown: ShownScoring, with_order: bool) -> list[PanelLine]:
    """The scored company's lines as far as the show has come."""
    palette = THEME.colours
    event = shown.event
    lines = [PanelLine(shown.name, THEME.seat(event.company), bold=True)]
    lit = shown.lit_house
    for index in range(shown.houses_shown):
        scored = event.houses[index]
        lines.append(
            PanelLine(
                house_line(shown.house_names[index], scored.area, scored.floor, scored.points),
                palette.accent if index == lit else palette.text,
                lit=index == lit,
            )
        )
    tail = shown.tail
    if tail < 0:
        return lines
    if not event.houses:
        lines.append(PanelLine(text("chicago_scoring.no_house"), palette.text_muted))
    if event.photographer > 0:
        photo = text(
            "chicago_scoring.photographer", floor=shown.photo_floor, points=event.photographer
        )
    else:
        photo = text("chicago_scoring.photographer_none", floor=shown.photo_floor)
    lines.append(
        PanelLine(
            photo,
            palette.accent if shown.photo_lit else palette.text,
            lit=shown.photo_lit,
        )
    )
    if with_order or event.city_order:
        if event.city_order:
            order = text("chicago_scoring.city_order", points=event.city_order)
        else:
            order = text("chicago_scoring.city_order_none")
        lines.append(PanelLine(order, palette.text))
    if tail < TOTAL_AT * shown.share:
        return lines
    lines.append(
        PanelLine(text("chicago_scoring.total", points=event.points), palette.text, bold=True)
    )
    if tail < TRACK_AT * shown.share:
        return lines
    before = event.score - event.points - event.bumped
    lines.append(
        PanelLine(text("chicago_scoring.track", before=before, score=event.score), palette.text)
    )
    if event.bumped:
        lines.append(
            PanelLine(
                text("chicago_scoring.bumped", wanted=before + event.points, score=event.score),
                palette.text_muted,
            )
        )
    return lines


def _line_size(title: bool) -> int:
    """The title in the body size, every other line in the small size."""
    return THEME.fonts.body if title else THEME.fonts.small


def _line_step(line: PanelLine, title: bool) -> int:
    """The height a line takes on the panel."""
    return line_height(_line_size(title), line.bold) + LINE_GAP


class ScoringShow:
    """Shows each company's scoring of a year, house by house."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.current: ev.CompanyScored | None = None
        self.year: int | None = None
        # Companies of this scoring already shown, the one showing, and those still to come
        # (several arrive at once when the player's own last step is shown without pause).
        self.done: list[ShownScoring] = []
        self.showing: ShownScoring | None = None
        self.pending: deque[ShownScoring] = deque()

    # ---- timing ---------------------------------------------------------------------------------

    def seconds_for(self, event: ev.CompanyScored) -> float:
        """How long a company's scoring shows at normal tempo: each house, then the bonuses."""
        return HOUSE_SECONDS * len(event.houses) + TAIL_SECONDS

    def show(self, event: ev.CompanyScored, board: ShownBoard) -> None:
        """A company's scoring comes up; it waits behind one still being shown."""
        if event.year != self.year:
            self.close()
            self.year = event.year
        seats = self.scene.table.setup.seats
        name = seats[event.company].name if event.company < len(seats) else str(event.company)
        shown = shown_scoring(event, board, name, self.scene.tempo_share)
        if self.showing is None:
            self._start(shown)
        elif self.showing.complete and not self.pending:
            self.done.append(self.showing)
            self._start(shown)
        else:
            self.pending.append(shown)

    def _start(self, shown: ShownScoring) -> None:
        """Makes this company's scoring the one on show."""
        self.showing = shown
        self.current = shown.event

    def close(self) -> None:
        """The scoring is over (the next year starts): the panel goes."""
        self.current = None
        self.year = None
        self.done = []
        self.showing = None
        self.pending.clear()

    def update(self, dt: float) -> None:
        """Moves the show on; time left over from one company goes to the next waiting one."""
        left = max(0.0, dt)
        while self.showing is not None:
            shown = self.showing
            need = max(0.0, shown.duration - shown.elapsed)
            if not self.pending or left < need:
                shown.elapsed += left
                return
            left -= need
            shown.elapsed = shown.duration
            self.done.append(shown)
            self._start(self.pending.popleft())

    # ---- what is shown --------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether the panel is up."""
        return self.showing is not None

    @property
    def busy(self) -> bool:
        """Whether a company's scoring is still being told (not just standing there)."""
        return self.showing is not None and (bool(self.pending) or not self.showing.complete)

    def deciding(self) -> bool:
        """Whether the shown seat must now decide on the photographer (the show is told)."""
        return self.scene.photo_decision and not self.busy

    def waiting_for(self) -> int | None:
        """The company that decides on the photographer now, when it is not the shown seat."""
        view = self.scene.view_data
        if view is None or view["phase"] != PHOTO or self.scene.photo_decision or self.busy:
            return None
        acting = view["acting"]
        return acting[0] if acting else None

    def lines(self) -> list[PanelLine]:
        """The panel's lines now: the title, earlier companies' totals, the company being scored."""
        if self.showing is None or self.year is None:
            return []
        palette = THEME.colours
        lines = [PanelLine(text("chicago_scoring.title", year=self.year), palette.text, True)]
        waiting = self.waiting_for()
        compact = self.deciding() or waiting is not None
        finished = [*self.done, self.showing] if compact else self.done
        for shown in finished:
            lines.append(PanelLine(summary_line(shown), THEME.seat(shown.event.company)))
        if not compact:
            lines.extend(detail_lines(self.showing, self._profi()))
        elif waiting is not None:
            name = self.scene.table.setup.seats[waiting].name
            lines.append(PanelLine(text("chicago_scoring.photo_other", name=name), palette.accent))
        return lines

    def texts(self) -> list[str]:
        """The panel's lines as words (what a test or a screen reader wants)."""
        return [line.text for line in self.lines()]

    def banner(self) -> str:
        """The banner under the site while the shown seat decides on the photographer, or ''."""
        return text("chicago_scoring.photo_banner") if self.deciding() else ""

    def plates(self) -> dict[int, tuple[float, float, float, float]]:
        """The fields to light on the site now: the house being scored (or the photographer's
        house while his bonus shows), in the company's colour."""
        shown = self.showing
        if shown is None:
            return {}
        lit = shown.lit_house
        if lit >= 0:
            fields = shown.house_fields[lit]
        elif shown.photo_lit:
            fields = shown.photo_fields
        else:
            return {}
        colours = self.scene.colours
        company = shown.event.company
        red, green, blue = colours[company] if company < len(colours) else (1.0, 1.0, 1.0)
        return {field: (red, green, blue, LIT_ALPHA) for field in fields}

    def _profi(self) -> bool:
        """Whether the game has a city order (Profi), so its line is shown even without points."""
        view = self.scene.view_data
        return view is not None and bool(view.get("city_order"))

    # ---- drawing --------------------------------------------------------------------------------

    def panel_rect(self, lines: list[PanelLine]) -> pygame.Rect:
        """Where the panel lies: the site's top left corner, as tall as its lines."""
        site = self.scene.site.rect
        height = 2 * THEME.spacing.large + sum(
            _line_step(line, index == 0) for index, line in enumerate(lines)
        )
        return pygame.Rect(
            site.x + PANEL_MARGIN,
            site.y + PANEL_MARGIN,
            PANEL_WIDTH,
            min(height, site.height - 2 * PANEL_MARGIN),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the scoring panel, the calculation over the lit house and the banner."""
        lines = self.lines()
        # While the player decides, the Rat's steps take the site's corner; the totals can wait.
        if lines and not (self.deciding() and self.scene.advice is not None):
            self._draw_panel(surface, lines)
            self._draw_house_label(surface)
        self._draw_banner(surface)

    def _draw_panel(self, surface: pygame.Surface, lines: list[PanelLine]) -> None:
        """The panel with its lines; the lit line has an accent bar at its left."""
        palette, spacing = THEME.colours, THEME.spacing
        rect = self.panel_rect(lines)
        draw_pause_frame(surface, rect)
        left = rect.x + spacing.large
        room = rect.width - 2 * spacing.large
        y = rect.y + spacing.large
        for index, line in enumerate(lines):
            step = _line_step(line, index == 0)
            if y + step > rect.bottom:
                break
            size = _line_size(index == 0)
            if line.lit:
                bar = pygame.Rect(rect.x + spacing.small, y, spacing.small, line_height(size))
                pygame.draw.rect(surface, palette.accent, bar, 0, spacing.tiny)
            fitted = fit_size(line.text, room, size, line.bold)
            draw_text(surface, line.text, (left, y), fitted, line.colour, line.bold)
            y += step

    def _draw_house_label(self, surface: pygame.Surface) -> None:
        """'5 × 3 = 15' floating over the lit house's scored foreman."""
        shown = self.showing
        if shown is None:
            return
        lit = shown.lit_house
        if lit < 0 or shown.anchors[lit] < 0:
            return
        scored = shown.event.houses[lit]
        words = text(
            "chicago_scoring.label", area=scored.area, floor=scored.floor, points=scored.points
        )
        x, y = self.scene.site.field_on_screen(
            shown.anchors[lit], self.scene.board.heights, LABEL_LIFT
        )
        if not self.scene.site.rect.collidepoint(x, y):
            return
        palette, spacing, size = THEME.colours, THEME.spacing, THEME.fonts.body
        width, height = measure(words, size, True)
        pill = pygame.Rect(0, 0, width + 2 * spacing.medium, height + spacing.small)
        pill.center = (round(x), round(y))
        # With the scoring view on, the house's plaque stands there already: the pill goes beside.
        plaques = [drawn.rect for drawn in self.scene.overlay.drawn_scoring]
        pill = pushed_apart([*plaques, pill], self.scene.site.rect)[-1]
        draw_panel(surface, pill, palette.accent, radius=THEME.small_radius, shadow=True)
        draw_text(
            surface,
            words,
            pill.center,
            size,
            palette.text_on_accent,
            True,
            "center",
            valign="middle",
        )

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """The photographer decision in words, over the strip under the site (it hides no field;
        the log can wait while the player decides)."""
        words = self.banner()
        if not words:
            return
        palette = THEME.colours
        draw_panel(surface, BANNER_RECT, palette.accent, shadow=True)
        draw_text(
            surface,
            words,
            BANNER_RECT.center,
            THEME.fonts.body,
            palette.text_on_accent,
            True,
            "center",
            max_width=BANNER_RECT.width - 2 * THEME.spacing.huge,
            valign="middle",
        )
