"""The Tycoon flight ticket: its words in both languages, fitted to any size, its kind told by a
glyph's shape and not only by colour, the struck price of an unaffordable one."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.tycoon.ticket_look import (
    CHARTER_COLOUR,
    LOOKS,
    PLAIN,
    UNAFFORDABLE,
    draw_kind_glyph,
    draw_ticket,
    fitted_words,
    ticket_name,
    ticket_words,
)
from game.client.text_layout import line_height, measure
from game.rules.tycoon.board import TICKETS
from tests.client.tycoon.panel_views import LANGUAGES, drawn_texts, language

# Sizes the table draws tickets at: the open rows, the own tickets (one row, two rows), the
# small ones of a Hausbank, and on the way between a row and a Hausbank.
SIZES = (
    (177, 58),
    (190, 74),
    (104, 33),
    (62, 24),
    (136, 24),
    (148, 50),
    (120, 41),
    (91, 32),
    (77, 28),
)


def first_of(charter: bool, to_city: bool = False, distance: int = 0) -> int:
    """The id of the first ticket of a kind."""
    for ticket in TICKETS:
        if ticket.charter != charter:
            continue
        if charter or (to_city and ticket.a >= 0) or (ticket.distance == distance > 0):
            return ticket.id
    raise AssertionError("no such ticket")


def test_the_three_kinds_of_ticket_are_written_as_the_issue_shows() -> None:
    charter = next(t for t in TICKETS if t.charter and t.a == 0 and t.b == 1)
    with language("de"):
        assert ticket_name(charter.id) == "Aurelia – Brisa"
        assert ticket_name(first_of(False, to_city=True)) == "→ Aurelia"
        assert ticket_name(first_of(False, distance=2)) == "2 Schritte"
        assert ticket_name(first_of(False, distance=1)) == "1 Schritt"
    with language("en"):
        assert ticket_name(first_of(False, distance=2)) == "2 steps"
        assert ticket_name(first_of(False, distance=1)) == "1 step"


def test_a_charter_ticket_may_be_written_on_two_lines_or_with_short_names() -> None:
    charter = next(t for t in TICKETS if t.charter and t.a == 2 and t.b == 5)
    with language("de"):
        ways = ticket_words(charter.id)
    assert ways[0] == ("Corvento – Fjordheim",)
    assert ways[1] == ("Corvento –", "Fjordheim")
    assert ways[2] == ("Cor – Fjo",)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_words_chosen_always_fit_the_room_given(lang: str) -> None:
    with language(lang):
        for ticket in TICKETS:
            for width, height in ((100, 50), (160, 48), (40, 18), (90, 20), (30, 10)):
                lines, size = fitted_words(ticket.id, width, height)
                for line in lines:
                    assert measure(line, size, True)[0] <= width, (ticket, width, line)
                assert line_height(size, True) * len(lines) <= height or not lines


def test_roomy_tickets_show_the_whole_names() -> None:
    with language("de"):
        for ticket in TICKETS:
            lines, _ = fitted_words(ticket.id, 160, 52)
            whole = ticket_name(ticket.id).replace(" – ", " ").replace("–", "").split()
            assert " ".join(lines).replace("–", "").split() == whole, (ticket, lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ticket_in_every_look_and_size_draws_its_texts_whole(lang: str) -> None:
    with language(lang):
        for ticket in TICKETS:

            def draw(surface: pygame.Surface, ticket: int = ticket.id) -> None:
                y = 10
                for look in LOOKS:
                    x = 10
                    for width, height in SIZES:
                        draw_ticket(surface, pygame.Rect(x, y, width, height), ticket, look)
                        x += width + 14
                    y += 90

            drawn_texts(draw)
    # Nine sizes side by side fit the canvas.
    assert sum(width + 14 for width, _ in SIZES) < 1920


def test_an_unknown_look_is_refused_in_words() -> None:
    surface = pygame.Surface((200, 80))
    with pytest.raises(ValueError, match="no look"):
        draw_ticket(surface, pygame.Rect(0, 0, 180, 60), 0, "glowing")


def _painted(charter: bool) -> set[tuple[int, int]]:
    """The pixels a kind's glyph paints on a black square."""
    surface = pygame.Surface((40, 40))
    surface.fill((0, 0, 0))
    draw_kind_glyph(surface, (20, 20), 30, charter, (255, 255, 255))
    return {(x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[:3] != (0, 0, 0)}


def test_the_kinds_differ_by_the_shape_of_their_glyph_not_only_by_colour() -> None:
    charter, scheduled = _painted(True), _painted(False)

    def tallest_near_the_left(painted: set[tuple[int, int]]) -> int:
        return max(sum(1 for p in painted if p[0] == x) for x in range(8, 13))

    # The charter arrow has a head at its left end too, the scheduled one only a dot there.
    assert tallest_near_the_left(charter) >= tallest_near_the_left(scheduled) + 3


def _grey(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The brightness of every pixel in a rect."""
    return [
        sum(surface.get_at((x, y))[:3]) // 3
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
    ]


def test_an_unaffordable_price_is_struck_through_seen_without_colour() -> None:
    ticket = first_of(True)
    rect = pygame.Rect(0, 0, 177, 58)
    plain = pygame.Surface((177, 58))
    struck = pygame.Surface((177, 58))
    with language("de"):
        draw_ticket(plain, rect, ticket, PLAIN)
        draw_ticket(struck, rect, ticket, UNAFFORDABLE)
    badge = pygame.Rect(rect.right - 36, rect.y + 14, 32, 30)
    plain_grey, struck_grey = _grey(plain, badge), _grey(struck, badge)
    changed = sum(1 for a, b in zip(plain_grey, struck_grey) if abs(a - b) > 40)
    assert changed > 40


def test_the_charter_band_is_drawn_in_the_charter_colour() -> None:
    surface = pygame.Surface((177, 58))
    draw_ticket(surface, pygame.Rect(0, 0, 177, 58), first_of(True), PLAIN)
    assert surface.get_at((4, 12))[:3] == CHARTER_COLOUR
