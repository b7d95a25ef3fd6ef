"""The other players' column: one row per other seat (colour strip, name, points, what it does
now) with what is public of it (card count only, buildings by branch, Planung, Zu bauen and the
modules' parts), and with two players the Staatsfonds; a tap on a row names its seat.

What a seat does now ("ist dran", "überlegt …") leads its facts instead of taking a line of its
own, so that five rows keep their facts at a readable size in the column; where the column has
room to spare (fewer players) the facts grow."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.kit.seat_panel import SeatLook, draw_seat_frame
from game.client.scenes.tables.speedtycoon.fact_chips import (
    CHIP_SIZE,
    CHIP_SIZES,
    Chip,
    Placed,
    chip_at,
    draw_chips,
    flow,
    flow_height,
)
from game.client.scenes.tables.speedtycoon.public_facts import (
    LOBBY_RESTING,
    LOBBY_WAITING,
    SeatFacts,
    View,
    fund_counts,
    seat_facts,
)
from game.client.text_layout import draw_text, fit_size, line_height, lines_of, measure
from game.client.theme import THEME
from game.client.widgets.info import InfoContent
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, ZONES
from game.rules.speedtycoon.tables import LOAN_PENALTY
from game.texts import language, text

PAD = 8
ROW_GAP = 8
STRIP_WIDTH = 8
NAME_SIZE = 24
# A long name wraps onto a second line rather than shrink below this; the points shrink
# further before they would crowd the name.
NAME_SMALLEST = 18
POINTS_SMALLEST = 14
POINTS_SIZE = 22
# The sizes the facts step down through, largest first: larger than a crowded table's where
# the column has the room.
READABLE_SIZES: tuple[int, ...] = (22, 20, *CHIP_SIZES)
# A building of each branch, whose sign stands for the branch.
BRANCH_SIGNS: tuple[int, ...] = tuple(
    next(tile.number for tile in BUILDINGS if tile.branch == branch)
    for branch in range(len(BRANCHES))
)
FUND = -1  # the Staatsfonds' row in place of a seat


def seat_look() -> SeatLook:
    """The rows' look: plain panels, the shown seat's framed in the accent."""
    palette = THEME.colours
    return SeatLook(
        STRIP_WIDTH, THEME.small_radius, palette.panel, palette.panel_raised, None, palette.accent
    )


def branch_name(branch: int) -> str:
    """A branch's name in the current language."""
    return text(f"speedtycoon.branches.{BRANCHES[branch]}.name")


def branch_chips(row: object, counts: Sequence[int], zones: int = 0) -> list[Chip]:
    """A branch sign with its count for each branch, then the zones' sign with theirs."""
    chips = [
        Chip((row, "branch", branch), str(count), BRANCH_SIGNS[branch])
        for branch, count in enumerate(counts)
    ]
    if zones:
        chips.append(Chip((row, "zones"), str(zones), ZONES[0]))
    return chips


def seat_chips(facts: SeatFacts) -> list[Chip]:
    """Everything public of a seat as chips: cards, branches, Planung, Zu bauen, modules."""
    seat = facts.seat
    muted = THEME.colours.text_muted
    chips = [Chip((seat, "cards"), text("speedtycoon.players.cards", count=facts.cards))]
    chips += branch_chips(seat, facts.branches, facts.zones)
    chips.append(
        Chip(
            (seat, "planning"),
            text("speedtycoon.players.planning", count=facts.planning),
            None,
            muted,
        )
    )
    if facts.to_build:
        chips.append(
            Chip((seat, "to_build"), text("speedtycoon.players.to_build", count=facts.to_build))
        )
    if facts.tunnels is not None:
        chips.append(
            Chip((seat, "tunnels"), text("speedtycoon.players.tunnels", count=facts.tunnels))
        )
    if facts.tips is not None:
        chips.append(Chip((seat, "tips"), text("speedtycoon.players.tips", count=facts.tips)))
    if facts.loans is not None:
        colour = THEME.colours.danger if facts.loans else None
        chips.append(
            Chip(
                (seat, "loans"), text("speedtycoon.players.loans", count=facts.loans), None, colour
            )
        )
    if facts.lobby is not None:
        chips.append(Chip((seat, "lobby"), lobby_words(facts.lobby, facts.lobby_rest)))
    for branch in facts.unicorns:
        chips.append(
            Chip(
                (seat, "unicorn", branch),
                text("speedtycoon.players.unicorn", branch=branch_name(branch)),
                BRANCH_SIGNS[branch],
                THEME.colours.accent,
            )
        )
    return chips


def lobby_words(state: str, rest: int) -> str:
    """The Lobbyist's state in short words."""
    if state == LOBBY_WAITING:
        return text("speedtycoon.players.lobby_waiting")
    if state == LOBBY_RESTING:
        return text("speedtycoon.players.lobby_resting", turns=rest)
    return text("speedtycoon.players.lobby_ready")


def status_words(view: View, seat: int, thinking: bool) -> tuple[str, bool]:
    """What the seat does now, and whether that is busy (drawn in the accent)."""
    if seat == view["acting"]:
        return text(
            "speedtycoon.players.thinking" if thinking else "speedtycoon.players.on_turn"
        ), True
    if thinking:
        return text("speedtycoon.players.thinking"), True
    # A ready Lobbyist is told by the row's Lobbyist fact.
    return "", False


@dataclass(frozen=True)
class Row:
    """One drawn row: its seat (FUND for the Staatsfonds), box and chips, and what the seat does
    now where it does something (laid out before the chips)."""

    seat: int
    rect: pygame.Rect
    chips: list[Placed]
    status: Placed | None = None


def other_seats(view: View) -> list[int]:
    """The seats shown: everybody but the viewer, in seat order after him."""
    players = view["players"]
    viewer = view["viewer"]
    if viewer is None:
        return list(range(players))
    return [(viewer + step) % players for step in range(1, players)]


def _head_height(name: str = "", room: int = 0) -> int:
    """The name line of a row, two where a long name wraps."""
    if not name:
        return line_height(NAME_SIZE, True)
    size, lines = name_lines(name, room)
    return max(line_height(NAME_SIZE, True), len(lines) * line_height(size, True))


def name_lines(name: str, room: int) -> tuple[int, list[str]]:
    """A name as its row shows it within room: one line, smaller for a long name down to
    NAME_SMALLEST; a still longer one wrapped at that size, never cut."""
    room = max(1, room)
    size = fit_size(name, room, NAME_SIZE, True, NAME_SMALLEST)
    if measure(name, size, True)[0] <= room:
        return size, [name]
    return NAME_SMALLEST, lines_of(name, NAME_SMALLEST, True, room)


def _name_room(width: int, points: str) -> int:
    """The room beside the points for a row's name (the points at their largest)."""
    inner = width - STRIP_WIDTH - 2 * PAD
    if not points:
        return inner
    size = fit_size(points, inner // 3, POINTS_SIZE, True, POINTS_SMALLEST)
    return inner - measure(points, size, True)[0] - PAD


def status_chip(view: View, seat: int, thinking: bool) -> Chip | None:
    """What the seat does now as the fact leading its row, or None (also for the fund)."""
    if seat == FUND:
        return None
    words, busy = status_words(view, seat, thinking)
    if not words:
        return None
    colour = THEME.colours.accent if busy else THEME.colours.text_muted
    return Chip((seat, "status"), words, None, colour)


def _chips_of(view: View, seat: int) -> list[Chip]:
    """The chips of a seat's row or of the Staatsfonds' row."""
    if seat == FUND:
        return branch_chips(FUND, fund_counts(view))
    return seat_chips(seat_facts(view, seat))


def _inner_width(width: int) -> int:
    """The room for chips beside the colour strip."""
    return width - STRIP_WIDTH - 2 * PAD


def rows_of(
    view: View,
    area: pygame.Rect,
    size: int = CHIP_SIZE,
    thinking: frozenset[int] = frozenset(),
    names: Sequence[str] = (),
) -> list[Row]:
    """The rows laid out from the top of area with chips at size: other seats, then the
    Staatsfonds with two; thinking are the seats whose computer thinks now; a long name among
    names takes two lines."""
    seats = other_seats(view)
    if view["players"] == 2:
        seats.append(FUND)
    rows: list[Row] = []
    top = area.y
    inner = _inner_width(area.width)
    for seat in seats:
        status = status_chip(view, seat, seat in thinking)
        chips = _chips_of(view, seat)
        leading = [status] if status is not None else []
        head = _head_height(*_name_and_room(view, names, seat, area.width))
        height = 2 * PAD + head + flow_height([*leading, *chips], inner, size)
        rect = pygame.Rect(area.x, top, area.width, height)
        chips_top = rect.y + PAD + head
        placed = flow([*leading, *chips], rect.x + STRIP_WIDTH + PAD, chips_top, inner, size)
        said = placed.pop(0) if leading else None
        rows.append(Row(seat, rect, placed, said))
        top = rect.bottom + ROW_GAP
    return rows


def _name_and_room(view: View, names: Sequence[str], seat: int, width: int) -> tuple[str, int]:
    """A row's name (none when names are not given) and its room beside the points."""
    if not names:
        return "", 0
    if seat == FUND:
        return text("speedtycoon.fund.name"), _name_room(width, "")
    points = text("speedtycoon.players.points", points=view["points"][seat])
    return names[seat], _name_room(width, points)


def panel_height(
    view: View,
    width: int,
    size: int = CHIP_SIZE,
    thinking: frozenset[int] = frozenset(),
    names: Sequence[str] = (),
) -> int:
    """The height all rows take in a column of this width with chips at size."""
    rows = rows_of(view, pygame.Rect(0, 0, width, 0), size, thinking, names)
    return rows[-1].rect.bottom if rows else 0


def chip_size(
    view: View,
    area: pygame.Rect,
    thinking: frozenset[int] = frozenset(),
    names: Sequence[str] = (),
) -> int:
    """The largest chip size at which every row fits area's height (the smallest where none
    does: the rows then run past its bottom)."""
    for size in READABLE_SIZES:
        if panel_height(view, area.width, size, thinking, names) <= area.height:
            return size
    return READABLE_SIZES[-1]


class PlayersPanel:
    """The other players' column; on_tap gets the seat of a tapped row (not the Staatsfonds')."""

    def __init__(self, on_tap: Callable[[int], None]) -> None:
        self.on_tap = on_tap
        self.rows: list[Row] = []
        self._view: View | None = None
        self._names: Sequence[str] = ()
        self._targets = InfoTargets(200)
        # The last layout by what it was made of: stepping through the sizes measures every
        # fact several times, which a frame that shows the same facts need not do again.
        self._laid_for: tuple[object, ...] | None = None
        self._picture: KeptPicture[None] = KeptPicture()

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        view: View,
        names: Sequence[str],
        thinking: frozenset[int] = frozenset(),
        shown: int | None = None,
    ) -> list[Row]:
        """Draws the rows into area (the shown seat's framed); thinking are the seats whose
        computer thinks now. Returns the rows (what a tap hits)."""
        if len(names) != view["players"]:
            raise ValueError(f"{len(names)} names for {view['players']} players")
        self._view, self._names = view, names
        self.rows = self._rows(view, area, thinking)
        rows = self.rows

        def paint() -> None:
            for row in rows:
                self._draw_row(surface, row, view, names, row.seat in thinking, row.seat == shown)

        # The rows change only with a move, a thinking computer or the row shown.
        key = (self._laid_for, tuple(view["points"]), thinking, shown)
        self._picture.draw(surface, area, key, paint)
        return rows

    def _rows(self, view: View, area: pygame.Rect, thinking: frozenset[int]) -> list[Row]:
        """The rows at the largest size that fits, laid out anew only when a fact changed."""
        seats = other_seats(view)
        facts = [
            (seat, status_chip(view, seat, seat in thinking), _chips_of(view, seat))
            for seat in seats
        ]
        if view["players"] == 2:
            facts.append((FUND, None, _chips_of(view, FUND)))
        made_of = (tuple(area), language(), repr(facts), tuple(self._names))
        if made_of != self._laid_for:
            self._laid_for = made_of
            size = chip_size(view, area, thinking, self._names)
            self.rows = rows_of(view, area, size, thinking, self._names)
        return self.rows

    def _draw_row(
        self,
        surface: pygame.Surface,
        row: Row,
        view: View,
        names: Sequence[str],
        thinking: bool,
        shown: bool,
    ) -> None:
        """One row: frame, name and points, status, chips."""
        palette = THEME.colours
        seat_colour = row.seat if row.seat != FUND else view["players"]
        room = draw_seat_frame(surface, row.rect, seat_colour, seat_look(), shown)
        left = room.x + PAD
        width = room.width - 2 * PAD
        top = row.rect.y + PAD
        if row.seat == FUND:
            name, points = text("speedtycoon.fund.name"), ""
        else:
            name = names[row.seat]
            points = text("speedtycoon.players.points", points=view["points"][row.seat])
        points_width = 0
        if points:
            size = fit_size(points, width // 3, POINTS_SIZE, True, POINTS_SMALLEST)
            points_width = measure(points, size, True)[0]
            box = pygame.Rect(
                left + width - points_width, top, points_width, line_height(size, True)
            )
            draw_text(surface, points, (box.x, top), size, palette.accent, bold=True, box=box)
        name_room = width - points_width - PAD
        size, lines = name_lines(name, name_room)
        for line in lines:
            box = pygame.Rect(left, top, name_room, line_height(size, True))
            draw_text(surface, line, (left, top), size, palette.text, bold=True, box=box)
            top += line_height(size, True)
        draw_chips(surface, [row.status, *row.chips] if row.status else row.chips)

    def tap(self, pos: tuple[int, int]) -> bool:
        """Calls back with the seat of the row under pos; whether a seat's row was hit."""
        for row in self.rows:
            if row.rect.collidepoint(pos) and row.seat != FUND:
                self.on_tap(row.seat)
                return True
        return False

    def info_at(self, pos: tuple[int, int]) -> tuple[object, InfoContent] | None:
        """The info window for what lies under pos: a chip's or the row's."""
        if self._view is None:
            return None
        for row in self.rows:
            if not row.rect.collidepoint(pos):
                continue
            chip = chip_at(row.chips, pos)
            key = chip.key if chip is not None else (row.seat, "row")
            return self._targets.same(key), row_info(self._view, self._names, key)
        return None


def _name(names: Sequence[str], seat: int) -> str:
    """A seat's name, or the Staatsfonds'."""
    return text("speedtycoon.fund.name") if seat == FUND else names[seat]


def _branch_info(
    view: View, name: str, branch: int, count: int, more_rules: list[str]
) -> InfoContent:
    """A branch's count in a row: the branch's rule, the count, and the viewer's own count."""
    for_you = [
        text(
            "speedtycoon.players.branch_for_you",
            name=name,
            count=count,
            branch=branch_name(branch),
        )
    ]
    viewer = view["viewer"]
    if viewer is not None:
        mine = seat_facts(view, viewer).branches[branch]
        for_you.append(text("speedtycoon.players.you_have", count=mine))
    rule = text(f"speedtycoon.branches.{BRANCHES[branch]}.rule")
    return InfoContent(branch_name(branch), [rule, *more_rules], for_you)


def row_info(view: View, names: Sequence[str], key: tuple[object, ...]) -> InfoContent:
    """The info window of a row's part: the rule in whole sentences and what it is now."""
    seat, part = key[0], key[1]
    assert isinstance(seat, int) and isinstance(part, str)
    name = _name(names, seat)
    if seat == FUND:
        if part == "branch":
            branch = int(key[2])  # type: ignore[call-overload]
            rules = [text("speedtycoon.fund.rule")]
            return _branch_info(view, name, branch, fund_counts(view)[branch], rules)
        return InfoContent(
            name,
            [text("speedtycoon.fund.rule")],
            [text("speedtycoon.players.fund_for_you", count=len(view["fund"]))],
        )
    facts = seat_facts(view, seat)
    if part == "cards":
        return InfoContent(
            text("speedtycoon.players.cards_title"),
            [text("speedtycoon.money.depot_rule")],
            [text("speedtycoon.players.cards_for_you", name=name, count=facts.cards)],
        )
    if part == "branch":
        branch = int(key[2])  # type: ignore[call-overload]
        return _branch_info(view, name, branch, facts.branches[branch], [])
    if part == "zones":
        return InfoContent(
            text("speedtycoon.players.zones_title"),
            [text("speedtycoon.modules.sonderzonen")],
            [text("speedtycoon.players.zones_for_you", name=name, count=facts.zones)],
        )
    if part == "planning":
        return InfoContent(
            text("speedtycoon.players.planning_title"),
            [text("speedtycoon.buildings.planning_rule")],
            [text("speedtycoon.players.planning_for_you", name=name, count=facts.planning)],
        )
    if part == "to_build":
        return InfoContent(
            text("speedtycoon.players.to_build_title"),
            [text("speedtycoon.buildings.to_build_rule")],
            [text("speedtycoon.players.to_build_for_you", name=name, count=facts.to_build)],
        )
    if part == "tunnels":
        return InfoContent(
            text("speedtycoon.players.tunnels_title"),
            [text("speedtycoon.modules.tunnel")],
            [text("speedtycoon.players.tunnels_for_you", name=name, count=facts.tunnels)],
        )
    if part == "tips":
        return InfoContent(
            text("speedtycoon.players.tips_title"),
            [text("speedtycoon.modules.insidertipp")],
            [text("speedtycoon.players.tips_for_you", name=name, count=facts.tips)],
        )
    if part == "loans":
        return InfoContent(
            text("speedtycoon.players.loans_title"),
            [text("speedtycoon.modules.kredite")],
            [
                text(
                    "speedtycoon.players.loans_for_you",
                    name=name,
                    count=facts.loans,
                    penalty=LOAN_PENALTY * (facts.loans or 0),
                )
            ],
        )
    if part == "lobby":
        return InfoContent(
            text("speedtycoon.players.lobby_title"),
            [text("speedtycoon.modules.lobbyist")],
            [f"{name}: {lobby_words(facts.lobby or '', facts.lobby_rest)}"],
        )
    if part == "unicorn":
        branch = int(key[2])  # type: ignore[call-overload]
        return InfoContent(
            text("speedtycoon.players.unicorn", branch=branch_name(branch)),
            [text("speedtycoon.modules.unicorn")],
            [text("speedtycoon.meaning.unicorn_taken", branch=branch_name(branch), name=name)],
        )
    return InfoContent(
        name,
        [text("speedtycoon.players.row_rule")],
        [text("speedtycoon.players.points_for_you", name=name, points=facts.points)],
    )
