"""What the extra rules add to the table, for the scene to draw where it wants.

Ölpreis: the rate of the round as a banner, and what a contract brings at its price. Raffinerie-
Bonus: the race at the refineries (who has how many pipelines there, who was first and second).
Leck und Wartung: which route is blocked and until whose turn (the map hatches it). Tankerterminals
und Förderrecht: the terminals, and who was first and second to connect an oil field or a
platform. Every answer is empty without its rule; the words come from the catalogue, the marks
on the map carry a company's initial beside its colour."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.scenes.tables.speedpipe.account_steps import (
    company_name,
    joined_names,
    route_words,
)
from game.client.text_layout import draw_text, fit_size, line_height, lines_of, measure
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel, readable_on
from game.rules.speedpipe.catalogue import LEAK_CARDS
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.scoring import contract_points
from game.rules.speedpipe.tables import (
    FOERDER_BONUS,
    REFINERY_BONUS,
    REFINERY_PIPELINES,
    TERMINALS,
)
from game.texts import text

OIL_PRICE = "oil_price"
REFINERY = "refinery_bonus"
LEAKS = "leaks"
TERMINALS_RULE = "terminals"
# The marks on the map: their words' size, and how far below a place's centre they begin.
MARK_SIZE = 16
MARK_DROP = 20
MARK_PAD = 4
BANNER_SIZE = 24
SMALLEST = 14


def rule_on(view: Mapping[str, Any], rule: str) -> bool:
    """Whether an extra rule is played at this table."""
    return view.get("options", {}).get(rule) == "on"


def _viewer(view: Mapping[str, Any]) -> int | None:
    """The company whose view this is (None: an onlooker)."""
    viewer = view.get("viewer")
    return viewer if isinstance(viewer, int) else None


# ---- Ölpreis ------------------------------------------------------------------------------


def oil_price_words(view: Mapping[str, Any]) -> str | None:
    """'Ölpreis in Runde 4: 120 %' for the banner; None without the rule."""
    if not rule_on(view, OIL_PRICE):
        return None
    return text("speedpipe.extras.oil_price", round=view["round"], price=view["oil_price"])


def contract_value_words(view: Mapping[str, Any], pipe_map: PipeMap, contract: int) -> str | None:
    """What one of the viewer's contracts is worth at the oil price: a fulfilled one at the
    price of its moment, an open one at today's if it were fulfilled now (it costs its full
    value at the end); None without the rule or for a contract the viewer does not hold."""
    if not rule_on(view, OIL_PRICE) or contract not in (view.get("contracts") or ()):
        return None
    value = pipe_map.contracts[contract].value
    prices = {int(held): int(price) for held, price in view.get("fulfilled") or ()}
    if contract in prices:
        price = prices[contract]
        key = "speedpipe.extras.value_fulfilled"
    else:
        price = int(view["oil_price"])
        key = "speedpipe.extras.value_open"
    return text(key, price=price, points=contract_points(value, price), value=value)


# ---- Raffinerie-Bonus ---------------------------------------------------------------------


@dataclass(frozen=True)
class RefineryRace:
    """The race at one refinery: the own pipelines ending there per company, and who won the
    bonus here with which points (in the order they won)."""

    place: int
    pipes: tuple[int, ...]
    winners: tuple[tuple[int, int], ...]


def refinery_races(view: Mapping[str, Any], pipe_map: PipeMap) -> tuple[RefineryRace, ...]:
    """Every refinery where a pipeline ends, by place; () without the rule."""
    if not rule_on(view, REFINERY):
        return ()
    owners = view["owners"]
    players = int(view["players"])
    won = [(int(company), int(place)) for company, place in view.get("refinery_race", ())]
    races = []
    for place in pipe_map.places:
        if place.kind != "refinery":
            continue
        pipes = [0] * players
        for route in pipe_map.routes_at[place.id]:
            if owners[route] >= 0:
                pipes[owners[route]] += 1
        winners = tuple(
            (company, REFINERY_BONUS[rank])
            for rank, (company, at) in enumerate(won)
            if at == place.id
        )
        if any(pipes) or winners:
            races.append(RefineryRace(place.id, tuple(pipes), winners))
    return tuple(races)


def refinery_words(
    view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]
) -> tuple[str, ...]:
    """The bonus so far ('1. Anna an Kesselbrück (+4) · 2. noch offen (+2)') and, while one is
    still to win, who is closest to three pipelines at one refinery; () without the rule."""
    if not rule_on(view, REFINERY):
        return ()
    won = [(int(company), int(place)) for company, place in view.get("refinery_race", ())]
    awards = _awards(
        won, REFINERY_BONUS, pipe_map, names, "speedpipe.extras.refinery", "refinery_award"
    )
    lines = [awards]
    if len(won) < len(REFINERY_BONUS):
        winners = {company for company, _place in won}
        best = 0
        leaders: dict[int, list[str]] = {}
        for race in refinery_races(view, pipe_map):
            for company, pipes in enumerate(race.pipes):
                if company in winners or pipes == 0:
                    continue
                if pipes > best:
                    best, leaders = pipes, {}
                if pipes == best:
                    leaders.setdefault(company, []).append(pipe_map.places[race.place].name)
        if leaders:
            lines.append(
                text(
                    "speedpipe.extras.refinery_lead",
                    names=joined_names(
                        [
                            text(
                                "speedpipe.extras.at_place",
                                name=company_name(names, company),
                                place=joined_names(places),
                            )
                            for company, places in sorted(leaders.items())
                        ]
                    ),
                    pipes=best,
                    needed=REFINERY_PIPELINES,
                )
            )
    return tuple(lines)


def _awards(
    won: Sequence[tuple[int, int]],
    bonus: Sequence[int],
    pipe_map: PipeMap,
    names: Sequence[str],
    key: str,
    award_key: str,
) -> str:
    """A race's awards in words, open ones too: '1. Anna an Nordfeld (+2) · 2. noch offen (+1)'."""
    entries = []
    for rank, points in enumerate(bonus):
        if rank < len(won):
            company, place = won[rank]
            entries.append(
                text(
                    f"speedpipe.extras.{award_key}",
                    rank=rank + 1,
                    name=company_name(names, company),
                    place=pipe_map.places[place].name,
                    points=points,
                )
            )
        else:
            entries.append(text("speedpipe.extras.award_open", rank=rank + 1, points=points))
    return text(key, awards=" · ".join(entries))


def draw_refinery_race(
    surface: pygame.Surface,
    centre: tuple[float, float],
    race: RefineryRace,
    names: Sequence[str],
) -> pygame.Rect:
    """The race under a refinery on the map: a chip per company with a pipeline there (its
    colour, initial and pipelines of the three needed; a winner's with its points on an accent
    border); returns where the chips lie."""
    chips = []
    won = dict(race.winners)
    for company, pipes in enumerate(race.pipes):
        if pipes or company in won:
            initial = _initial(names, company)
            words = (
                text("speedpipe.extras.chip_won", initial=initial, points=won[company])
                if company in won
                else text(
                    "speedpipe.extras.chip",
                    initial=initial,
                    pipes=pipes,
                    needed=REFINERY_PIPELINES,
                )
            )
            chips.append((company, words, company in won))
    return _draw_chips(surface, centre, chips)


# ---- Leck und Wartung ---------------------------------------------------------------------


@dataclass(frozen=True)
class Leak:
    """A route blocked by a leak until the company that drew it begins its next turn."""

    route: int
    until: int


def leaks(view: Mapping[str, Any]) -> tuple[Leak, ...]:
    """The blocked routes; () without the rule."""
    if not rule_on(view, LEAKS):
        return ()
    return tuple(
        Leak(route, int(holder)) for route, holder in enumerate(view["blocked"]) if holder >= 0
    )


def leak_words(view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]) -> tuple[str, ...]:
    """Each blocked route and until when ('Leck: Nordfeld – Kesselbrück gesperrt bis zum
    nächsten Zug von Ben'), then how many leak cards are still in the game; () without the
    rule."""
    if not rule_on(view, LEAKS):
        return ()
    viewer = _viewer(view)
    lines = []
    for leak in leaks(view):
        route = route_words(pipe_map, leak.route)
        if leak.until == viewer:
            lines.append(text("speedpipe.extras.leak_yours", route=route))
        else:
            lines.append(
                text("speedpipe.extras.leak", route=route, name=company_name(names, leak.until))
            )
    left = LEAK_CARDS - int(view.get("leaks_gone", 0))
    lines.append(
        text("speedpipe.extras.leaks_left", count=left)
        if left > 0
        else text("speedpipe.extras.leaks_none")
    )
    return tuple(lines)


# ---- Tankerterminals und Förderrecht ------------------------------------------------------


def foerder_words(
    view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]
) -> tuple[str, ...]:
    """Who connected an oil field or platform first and second ('Förderrecht: 1. Anna an
    Nordfeld (+2) · 2. noch offen (+1)'); () without the rule."""
    if not rule_on(view, TERMINALS_RULE):
        return ()
    won = [(int(company), int(place)) for company, place in view.get("foerder_race", ())]
    return (
        _awards(won, FOERDER_BONUS, pipe_map, names, "speedpipe.extras.foerder", "foerder_award"),
    )


def foerder_marks(view: Mapping[str, Any]) -> tuple[tuple[int, int, int], ...]:
    """(place, company, rank from 1) for each Förderrecht won, for marks on the map."""
    if not rule_on(view, TERMINALS_RULE):
        return ()
    return tuple(
        (int(place), int(company), rank + 1)
        for rank, (company, place) in enumerate(view.get("foerder_race", ()))
    )


def draw_foerder_mark(
    surface: pygame.Surface,
    centre: tuple[float, float],
    company: int,
    rank: int,
    names: Sequence[str],
) -> pygame.Rect:
    """The Förderrecht's mark under the oil field or platform: the company's chip with its
    initial and rank ('A 1.'); returns where it lies."""
    words = text("speedpipe.extras.chip_rank", initial=_initial(names, company), rank=rank)
    return _draw_chips(surface, centre, [(company, words, True)])


def terminal_words(
    view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]
) -> tuple[str, ...]:
    """Each company's terminals ('Terminals von Anna: Hafen West (noch 1)'), or that none
    stands yet; () without the rule."""
    if not rule_on(view, TERMINALS_RULE):
        return ()
    lines = []
    for company, ports in enumerate(view.get("terminals", ())):
        if ports:
            left = TERMINALS - len(ports)
            lines.append(
                text(
                    "speedpipe.extras.terminals" if left else "speedpipe.extras.terminals_full",
                    name=company_name(names, company),
                    ports=joined_names([pipe_map.places[int(port)].name for port in ports]),
                    left=left,
                )
            )
    return tuple(lines) or (text("speedpipe.extras.terminals_none"),)


# ---- all of them --------------------------------------------------------------------------


def extras_lines(
    view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]
) -> tuple[str, ...]:
    """Every switched-on rule's lines: Ölpreis, Raffinerie-Bonus, Leck und Wartung, Förderrecht
    and the terminals (nothing for a rule switched off)."""
    oil = oil_price_words(view)
    return (
        *((oil,) if oil else ()),
        *refinery_words(view, pipe_map, names),
        *leak_words(view, pipe_map, names),
        *foerder_words(view, pipe_map, names),
        *terminal_words(view, pipe_map, names),
    )


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, words: str) -> pygame.Rect:
    """A banner over the map (the Ölpreis of a new round, a leak): the words centred, shrunk
    to fit the rect, wrapped where they must; returns the words' rectangle."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.accent, THEME.small_radius)
    inner = rect.inflate(-2 * THEME.spacing.medium, -THEME.spacing.small)
    largest = min(BANNER_SIZE, max(SMALLEST, inner.height * 2 // 3))
    size = fit_size(words, inner.width, largest, True, SMALLEST)
    return draw_text(
        surface,
        words,
        inner.center,
        size,
        palette.text,
        True,
        "center",
        max_width=inner.width,
        valign="middle",
        box=inner,
    )


def draw_extras(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str]) -> int:
    """The extra rules' lines in a panel, one after the other, wrapped, as many as fit; returns
    how many were drawn."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border, THEME.small_radius)
    inner = rect.inflate(-2 * THEME.spacing.medium, -2 * THEME.spacing.small)
    size = THEME.fonts.tiny - 2
    y = inner.y
    for count, words in enumerate(lines):
        height = line_height(size) * len(lines_of(words, size, False, inner.width))
        if y + height > inner.bottom:
            return count
        box = pygame.Rect(inner.x, y, inner.width, height)
        draw_text(surface, words, box.topleft, size, palette.text, max_width=inner.width, box=box)
        y += height + THEME.spacing.tiny
    return len(lines)


def _initial(names: Sequence[str], company: int) -> str:
    """A company's initial for its chips ('A'), so that colour is never the only sign."""
    return company_name(names, company)[:1].upper()


def _draw_chips(
    surface: pygame.Surface,
    centre: tuple[float, float],
    chips: Sequence[tuple[int, str, bool]],
) -> pygame.Rect:
    """Chips (company, words, marked) in a row centred under a place on the map; marked ones
    with an accent border."""
    if not chips:
        return pygame.Rect(round(centre[0]), round(centre[1]), 0, 0)
    sizes = [measure(words, MARK_SIZE, True) for _company, words, _marked in chips]
    height = max(size[1] for size in sizes) + MARK_PAD
    widths = [size[0] + 2 * MARK_PAD for size in sizes]
    total = sum(widths) + MARK_PAD * (len(chips) - 1)
    x = round(centre[0] - total / 2)
    top = round(centre[1] + MARK_DROP)
    covered = pygame.Rect(x, top, total, height)
    for (company, words, marked), width in zip(chips, widths):
        chip = pygame.Rect(x, top, width, height)
        fill = THEME.seat(company)
        border = THEME.colours.accent if marked else THEME.colours.panel_border
        draw_panel(surface, chip, fill, border, THEME.small_radius, shadow=False)
        draw_text(
            surface,
            words,
            chip.center,
            MARK_SIZE,
            readable_on(fill),
            True,
            "center",
            valign="middle",
            box=chip,
        )
        x += width + MARK_PAD
    return covered
