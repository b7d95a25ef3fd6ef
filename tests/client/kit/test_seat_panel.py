"""A seat's panel from the table kit: the frame with its colour strip, marked or not, and the
status line that fits its room in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.kit.seat_panel import (
    STATUS_SMALLEST,
    SeatLook,
    draw_seat_frame,
    draw_status_line,
)
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.texts import set_language, text
from tests.client.text_fit import findings

PLAIN = (10, 20, 30)
MARKED = (200, 100, 50)
BORDER = (90, 90, 90)
ACCENT = (250, 200, 0)
LOOK = SeatLook(12, 8, PLAIN, MARKED, BORDER, ACCENT, 3)


def test_the_frame_gives_the_room_beside_the_strip() -> None:
    picture = pygame.Surface((400, 100), pygame.SRCALPHA)
    room = draw_seat_frame(picture, pygame.Rect(0, 0, 400, 100), 2, LOOK, False)
    assert room == pygame.Rect(12, 0, 388, 100)


@pytest.mark.parametrize(
    ("marked", "fill", "border"), [(False, PLAIN, BORDER), (True, MARKED, ACCENT)]
)
def test_the_frame_is_filled_and_bordered_as_the_look_says(
    marked: bool, fill: tuple[int, int, int], border: tuple[int, int, int]
) -> None:
    picture = pygame.Surface((400, 100), pygame.SRCALPHA)
    draw_seat_frame(picture, pygame.Rect(0, 0, 400, 100), 1, LOOK, marked)
    assert picture.get_at((200, 50))[:3] == fill
    assert picture.get_at((200, 1))[:3] == border
    assert picture.get_at((6, 50))[:3] == THEME.seat(1)[:3]
    assert picture.get_at((6, 50))[:3] != picture.get_at((6 + 12, 50))[:3]


def test_a_look_without_border_leaves_the_edge_in_the_fill() -> None:
    look = SeatLook(10, 6, PLAIN, MARKED, None, ACCENT, 3)
    picture = pygame.Surface((300, 80), pygame.SRCALPHA)
    draw_seat_frame(picture, pygame.Rect(0, 0, 300, 80), 0, look, False)
    assert picture.get_at((150, 1))[:3] == PLAIN
    draw_seat_frame(picture, pygame.Rect(0, 0, 300, 80), 0, look, True)
    assert picture.get_at((150, 1))[:3] == ACCENT


def test_a_busy_seat_says_so_in_the_accent_and_an_idle_one_muted() -> None:
    picture = pygame.Surface((300, 40), pygame.SRCALPHA)
    shown = draw_status_line(picture, "denkt nach …", (4, 4), 280, True)
    colours = {
        picture.get_at((x, y))[:3]
        for x in range(shown.left, shown.right)
        for y in range(shown.top, shown.bottom)
    }
    assert THEME.colours.accent[:3] in colours
    picture.fill((0, 0, 0, 0))
    shown = draw_status_line(picture, "Mensch", (4, 4), 280, False)
    colours = {
        picture.get_at((x, y))[:3]
        for x in range(shown.left, shown.right)
        for y in range(shown.top, shown.bottom)
    }
    assert THEME.colours.text_muted[:3] in colours
    assert THEME.colours.accent[:3] not in colours


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_status_line_shrinks_to_its_room_in_both_languages(language: str) -> None:
    set_language(language)
    words = text("stocks_screen.computer", strength=text("strength.strong"))
    picture = pygame.Surface((400, 40), pygame.SRCALPHA)
    full = draw_status_line(picture, words, (0, 0), 400, False)
    room = full.width * 3 // 4
    picture.fill((0, 0, 0, 0))
    with recording_texts() as recording:
        shown = draw_status_line(picture, words, (0, 0), room, False)
    assert shown.width <= room
    assert [drawn.line for drawn in recording.texts] == [words]
    assert STATUS_SMALLEST <= recording.texts[0].size < THEME.fonts.tiny
    assert findings(recording.texts, frozenset()) == []
