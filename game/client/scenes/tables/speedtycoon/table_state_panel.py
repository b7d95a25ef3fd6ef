"""The viewer's own holdings and the table's state, each part only with its module: Staatsaufträge,
tunnels, Insidertipps, loans (with the buttons' words as hints), Lobbyist, Unicorns, the news in
force, Wechselkurse, the scorings left in the money deck, the buildings left in the bag and the
Sonderwirtschaftszonen's legend; every part has its info window."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedtycoon.building_info import building_name, place_name
from game.client.scenes.tables.speedtycoon.fact_chips import (
    CHIP_SIZE,
    Chip,
    Placed,
    chip_at,
    chip_height,
    draw_chips,
    flow,
)
from game.client.scenes.tables.speedtycoon.players_panel import (
    BRANCH_SIGNS,
    READABLE_SIZES,
    branch_name,
    lobby_words,
)
from game.client.scenes.tables.speedtycoon.public_facts import (
    View,
    empire_buildings,
    has,
    seat_facts,
    unicorn_threshold,
)
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME
from game.client.widgets.info import InfoContent
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import BUILDINGS, CURRENCIES, ZONES
from game.rules.speedtycoon.tables import (
    BOOM_BRANCH,
    LOAN_LEAST,
    LOAN_PENALTY,
    LOAN_REPAY,
    LOANS_AT_ONCE,
)
from game.texts import language, text

PAD = 10
# A heading stands this much larger than its facts.
HEADING_STEP = 2
SMALLEST = 12
SECTION_GAP = 8
ROUND_NEWS_KEYS = ("oelkrise", "boersenrally", "hafenstreik")
CURRENCY_KEYS = ("dollar", "euro", "yuan", "yen")


@dataclass(frozen=True)
class Section:
    """A heading with its chips."""

    heading: str
    chips: list[Chip]


@dataclass(frozen=True)
class Laid:
    """A section where it lies: its heading's box and its chips, laid out at size."""

    heading: str
    heading_rect: pygame.Rect
    chips: list[Placed]
    size: int = CHIP_SIZE


def _zone_of(row: bool) -> int:
    """A zone counting its row (True) or its column."""
    return next(zone for zone in ZONES if (BUILDINGS[zone].zone == "row") == row)


def own_chips(view: View) -> list[Chip]:
    """The viewer's holdings: Staatsaufträge, tunnels, Insidertipps, loans with the buttons'
    hints, Lobbyist (empty without a viewer or without these modules)."""
    seat = view["viewer"]
    if seat is None:
        return []
    facts = seat_facts(view, seat)
    muted = THEME.colours.text_muted
    chips: list[Chip] = []
    if has(view, "staatsauftraege"):
        standing = set(empire_buildings(view, seat))
        for building in view["orders"][seat]:
            built = building in standing
            words = text(
                "speedtycoon.table_state.order_built" if built else "speedtycoon.table_state.order",
                name=building_name(building),
                number=building,
            )
            colour = THEME.colours.success if built else None
            chips.append(Chip(("order", building), words, building, colour))
    if facts.tunnels is not None:
        chips.append(Chip(("tunnels",), text("speedtycoon.players.tunnels", count=facts.tunnels)))
    if facts.tips is not None:
        chips.append(Chip(("tips",), text("speedtycoon.players.tips", count=facts.tips)))
    if facts.loans is not None:
        colour = THEME.colours.danger if facts.loans else None
        chips.append(
            Chip(("loans",), text("speedtycoon.players.loans", count=facts.loans), None, colour)
        )
        if facts.loans < LOANS_AT_ONCE:
            words = text("speedtycoon.table_state.loan_hint", least=LOAN_LEAST)
            chips.append(Chip(("loan_hint",), words, None, muted))
        if facts.loans:
            words = text("speedtycoon.table_state.repay_hint", repay=LOAN_REPAY)
            chips.append(Chip(("repay_hint",), words, None, muted))
    if facts.lobby is not None:
        chips.append(Chip(("lobby",), lobby_words(facts.lobby, facts.lobby_rest)))
    return chips


def unicorn_chips(view: View, names: Sequence[str]) -> list[Chip]:
    """Each branch's Unicorn: who took it, or how many buildings win it."""
    chips = []
    for branch, owner in enumerate(view["unicorns"]):
        if owner >= 0:
            words, colour = names[owner], THEME.colours.accent
        else:
            count = unicorn_threshold(view, branch)
            words, colour = text("speedtycoon.table_state.unicorn_open", count=count), None
        chips.append(Chip(("unicorn", branch), words, BRANCH_SIGNS[branch], colour))
    return chips


def news_chips(view: View) -> list[Chip]:
    """The round news in force with the turns left, the closed place, the booms to come."""
    chips = []
    for news, turns in view["news"].items():
        name = text(f"speedtycoon.news.{news}.name")
        if news == "hafenstreik" and view["closed_place"] >= 0:
            words = text(
                "speedtycoon.table_state.strike",
                name=name,
                place=place_name(view["closed_place"]),
                turns=turns,
            )
        else:
            words = text("speedtycoon.table_state.news_turns", name=name, turns=turns)
        chips.append(Chip(("news", news), words, None, THEME.colours.danger))
    for boom in view["booms"]:
        words = text("speedtycoon.table_state.boom", name=text(f"speedtycoon.news.{boom}.name"))
        chips.append(
            Chip(("news", boom), words, BRANCH_SIGNS[BOOM_BRANCH[boom]], THEME.colours.accent)
        )
    if not chips:
        chips.append(
            Chip(
                ("news", None),
                text("speedtycoon.table_state.no_news"),
                None,
                THEME.colours.text_muted,
            )
        )
    return chips


def rate_chips(view: View) -> list[Chip]:
    """The strong and the weak currency, or that no rates hold yet."""
    if view["strong"] < 0:
        return [
            Chip(
                ("rates",), text("speedtycoon.table_state.no_rates"), None, THEME.colours.text_muted
            )
        ]
    return [
        Chip(
            ("rates",),
            text("speedtycoon.table_state.strong", currency=CURRENCIES[view["strong"]]),
            None,
            THEME.colours.success,
        ),
        Chip(
            ("rates",),
            text("speedtycoon.table_state.weak", currency=CURRENCIES[view["weak"]]),
            None,
            THEME.colours.danger,
        ),
    ]


def sections(view: View, names: Sequence[str]) -> list[Section]:
    """The panel's sections in order, each only where it has something to show."""
    found: list[Section] = []
    mine = own_chips(view)
    if mine:
        found.append(Section(text("speedtycoon.table_state.mine"), mine))
    if has(view, "unicorn"):
        found.append(Section(text("speedtycoon.table_state.unicorns"), unicorn_chips(view, names)))
    if has(view, "nachrichten"):
        found.append(Section(text("speedtycoon.table_state.news"), news_chips(view)))
    if has(view, "wechselkurse"):
        found.append(Section(text("speedtycoon.table_state.rates"), rate_chips(view)))
    table = [
        Chip(
            ("scorings",),
            text("speedtycoon.table_state.scorings_left", count=view["scorings_in_deck"]),
        ),
        Chip(("bag",), text("speedtycoon.table_state.bag", count=view["bag_size"])),
    ]
    found.append(Section(text("speedtycoon.table_state.table"), table))
    if has(view, "sonderzonen"):
        zones = [
            Chip(("zone", "row"), text("speedtycoon.table_state.zone_row"), _zone_of(True)),
            Chip(("zone", "column"), text("speedtycoon.table_state.zone_column"), _zone_of(False)),
        ]
        found.append(Section(text("speedtycoon.table_state.zones"), zones))
    return found


def wrapped(chips: Sequence[Chip], width: int, size: int) -> list[Chip]:
    """The chips with each one too wide for a line at size broken at its spaces into pieces
    that fit (one key for all: they share the info window), so that a news line or an owner's
    long name keeps the panel's size instead of shrinking alone; the first piece keeps the
    building's sign."""
    result: list[Chip] = []
    for chip in chips:
        glyph = chip_height(size) + 4 if chip.building is not None else 0
        if glyph + measure(chip.words, size)[0] <= width or " " not in chip.words:
            result.append(chip)
            continue
        pieces: list[str] = []
        line = ""
        for word in chip.words.split(" "):
            room = width - (0 if pieces else glyph)
            trial = f"{line} {word}" if line else word
            if line and measure(trial, size)[0] > room:
                pieces.append(line)
                line = word
            else:
                line = trial
        pieces.append(line)
        result += [
            Chip(chip.key, words, chip.building if index == 0 else None, chip.colour)
            for index, words in enumerate(pieces)
        ]
    return result


def lay_out(found: Sequence[Section], area: pygame.Rect, size: int = CHIP_SIZE) -> list[Laid]:
    """Headings and chips (at size) laid out top-down inside area's padding."""
    laid: list[Laid] = []
    left, width = area.x + PAD, area.width - 2 * PAD
    top = area.y + PAD
    for section in found:
        heading = pygame.Rect(left, top, width, line_height(heading_size(size), True))
        placed = flow(wrapped(section.chips, width, size), left, heading.bottom, width, size)
        laid.append(Laid(section.heading, heading, placed, size))
        top = max([heading.bottom, *(spot.rect.bottom for spot in placed)]) + SECTION_GAP
    return laid


def panel_height(view: View, names: Sequence[str], width: int, size: int = CHIP_SIZE) -> int:
    """The height the panel needs at this width with chips at size."""
    laid = lay_out(sections(view, names), pygame.Rect(0, 0, width, 0), size)
    return max((spot.rect.bottom for part in laid for spot in part.chips), default=0) + PAD


def heading_size(size: int) -> int:
    """The size of the headings over facts at size."""
    return size + HEADING_STEP


def chip_size(view: View, names: Sequence[str], area: pygame.Rect) -> int:
    """The largest chip size at which the panel fits area's height (else the smallest): the
    facts grow where the column has room."""
    for size in READABLE_SIZES:
        if panel_height(view, names, area.width, size) <= area.height:
            return size
    return READABLE_SIZES[-1]


class TableStatePanel:
    """Your holdings and the table's state, with info windows for every part."""

    def __init__(self) -> None:
        self.laid: list[Laid] = []
        self._view: View | None = None
        self._names: Sequence[str] = ()
        self._targets = InfoTargets(100)
        # The last layout by what it was made of (finding the size measures every fact several
        # times; a frame showing the same facts need not).
        self._laid_for: tuple[object, ...] | None = None

    def draw(
        self, surface: pygame.Surface, area: pygame.Rect, view: View, names: Sequence[str]
    ) -> list[Laid]:
        """Draws the panel into area; returns where each section lies."""
        if len(names) != view["players"]:
            raise ValueError(f"{len(names)} names for {view['players']} players")
        self._view, self._names = view, names
        palette = THEME.colours
        draw_panel(surface, area, palette.panel, palette.panel_border, THEME.small_radius)
        found = sections(view, names)
        made_of = (tuple(area), language(), repr(found))
        if made_of != self._laid_for:
            self._laid_for = made_of
            self.laid = lay_out(found, area, chip_size(view, names, area))
        for part in self.laid:
            largest = heading_size(part.size)
            size = fit_size(part.heading, part.heading_rect.width, largest, True, SMALLEST)
            draw_text(
                surface,
                part.heading,
                part.heading_rect.topleft,
                size,
                palette.text_muted,
                bold=True,
                box=part.heading_rect,
            )
            draw_chips(surface, part.chips)
        return self.laid

    def info_at(self, pos: tuple[int, int]) -> tuple[object, InfoContent] | None:
        """The info window of the part under pos."""
        if self._view is None:
            return None
        for part in self.laid:
            chip = chip_at(part.chips, pos)
            if chip is not None:
                return self._targets.same(chip.key), state_info(self._view, self._names, chip.key)
        return None


def state_info(view: View, names: Sequence[str], key: tuple[object, ...]) -> InfoContent:
    """The rule of a part in whole sentences and what it means for the viewer now."""
    part = key[0]
    seat = view["viewer"]
    facts = seat_facts(view, seat) if seat is not None else None
    if part == "order":
        building = int(key[1])  # type: ignore[call-overload]
        built = seat is not None and building in empire_buildings(view, seat)
        now = (
            "speedtycoon.table_state.order_built_for_you"
            if built
            else "speedtycoon.table_state.order_for_you"
        )
        return InfoContent(
            text("speedtycoon.table_state.order_title"),
            [text("speedtycoon.modules.staatsauftraege")],
            [text(now, name=building_name(building), number=building)],
        )
    if part == "tunnels" and facts is not None:
        return InfoContent(
            text("speedtycoon.players.tunnels_title"),
            [text("speedtycoon.modules.tunnel")],
            [text("speedtycoon.table_state.tunnels_for_you", count=facts.tunnels)],
        )
    if part == "tips" and facts is not None:
        return InfoContent(
            text("speedtycoon.players.tips_title"),
            [text("speedtycoon.modules.insidertipp")],
            [text("speedtycoon.table_state.tips_for_you", count=facts.tips)],
        )
    if part in ("loans", "loan_hint", "repay_hint") and facts is not None:
        loans = facts.loans or 0
        return InfoContent(
            text("speedtycoon.players.loans_title"),
            [text("speedtycoon.modules.kredite")],
            [
                text(
                    "speedtycoon.table_state.loans_for_you",
                    count=loans,
                    penalty=LOAN_PENALTY * loans,
                )
            ],
        )
    if part == "lobby" and facts is not None:
        return InfoContent(
            text("speedtycoon.players.lobby_title"),
            [text("speedtycoon.modules.lobbyist")],
            [lobby_words(facts.lobby or "", facts.lobby_rest)],
        )
    if part == "unicorn":
        branch = int(key[1])  # type: ignore[call-overload]
        owner = view["unicorns"][branch]
        name = branch_name(branch)
        now = (
            text("speedtycoon.meaning.unicorn_taken", branch=name, name=names[owner])
            if owner >= 0
            else text(
                "speedtycoon.meaning.unicorn", branch=name, count=unicorn_threshold(view, branch)
            )
        )
        return InfoContent(
            text("speedtycoon.players.unicorn", branch=name),
            [text("speedtycoon.modules.unicorn")],
            [now],
        )
    if part == "news":
        news = key[1]
        if isinstance(news, str):
            return InfoContent(
                text(f"speedtycoon.news.{news}.name"),
                [text(f"speedtycoon.news.{news}.rule")],
                [text("speedtycoon.table_state.news_for_you")] if news in view["news"] else [],
            )
        return InfoContent(
            text("speedtycoon.table_state.news"), [text("speedtycoon.modules.nachrichten")]
        )
    if part == "rates":
        now = []
        if view["strong"] >= 0:
            now = [
                text(
                    "speedtycoon.table_state.rates_for_you",
                    strong=text(f"speedtycoon.money.{CURRENCY_KEYS[view['strong']]}"),
                    weak=text(f"speedtycoon.money.{CURRENCY_KEYS[view['weak']]}"),
                )
            ]
        return InfoContent(
            text("speedtycoon.table_state.rates"), [text("speedtycoon.modules.wechselkurse")], now
        )
    if part == "scorings":
        return InfoContent(
            text("speedtycoon.table_state.scorings_title"),
            [text("speedtycoon.scorings.startup.rule"), text("speedtycoon.scorings.venture.rule")],
            [text("speedtycoon.table_state.scorings_left", count=view["scorings_in_deck"])],
        )
    if part == "bag":
        return InfoContent(
            text("speedtycoon.table_state.bag_title"),
            [text("speedtycoon.scorings.closing_rule")],
            [text("speedtycoon.table_state.bag", count=view["bag_size"])],
        )
    if part == "zone":
        row = key[1] == "row"
        return InfoContent(
            text(f"speedtycoon.buildings.zone_{'row' if row else 'column'}_name"),
            [text(f"speedtycoon.buildings.zone_{'row' if row else 'column'}_rule")],
        )
    raise ValueError(f"no info for the table part {key!r}")
