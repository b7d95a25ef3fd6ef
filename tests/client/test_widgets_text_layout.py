"""Text layout: wrapping never overflows, paragraphs stay, drawing aligns, rendered lines cache."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.client import text_layout
from game.client.fonts import font
from game.client.text_layout import (
    draw_text,
    fit_size,
    measure,
    render_text,
    wrap,
    wrapped,
)

WHITE = (255, 255, 255)
# Letters, umlauts, digits, the games' signs and spaces; newlines make paragraphs.
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßÄÖÜ0123456789€¥▲▼.,!?–    \n"


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


@given(st.text(alphabet=ALPHABET, max_size=300), st.integers(min_value=60, max_value=900))
def test_wrapped_lines_never_exceed_the_width(text: str, width: int) -> None:
    face = font(34)
    for line in wrap(text, face, width):
        assert face.size(line)[0] <= width


@given(st.text(alphabet=ALPHABET, max_size=300), st.integers(min_value=60, max_value=900))
def test_wrapping_loses_no_character_and_keeps_the_paragraphs(text: str, width: int) -> None:
    lines = wrap(text, font(27), width)
    assert len(lines) >= text.count("\n") + 1
    squeezed = "".join(text.split())
    assert "".join("".join(lines).split()) == squeezed


def test_paragraphs_and_empty_lines_stay() -> None:
    assert wrap("Erste Zeile\n\nDritte Zeile", font(34), 1000) == [
        "Erste Zeile",
        "",
        "Dritte Zeile",
    ]
    assert wrap("", font(34), 1000) == [""]


def test_words_move_to_the_next_line_whole() -> None:
    face = font(34)
    width = face.size("Margin Call")[0]
    assert wrap("Margin Call Kurssturz", face, width) == ["Margin Call", "Kurssturz"]


def test_a_word_longer_than_the_width_is_broken() -> None:
    face = font(34)
    word = "Donaudampfschifffahrtsgesellschaftskapitän"
    lines = wrap(word, face, 200)
    assert len(lines) > 2
    assert "".join(lines) == word
    assert all(face.size(line)[0] <= 200 for line in lines)


def test_wrapped_is_cached_and_equals_wrap() -> None:
    text = "Der Short macht die Tafel überfüllt – der Leerverkäufer zahlt selbst."
    assert list(wrapped(text, 27, 300)) == wrap(text, font(27), 300)
    assert wrapped(text, 27, 300) is wrapped(text, 27, 300)


def test_draw_text_aligns_the_lines_at_the_position() -> None:
    canvas = pygame.Surface((1920, 1080))
    left = draw_text(canvas, "Börse", (400, 100), 34, WHITE)
    assert left.topleft == (400, 100)
    centred = draw_text(canvas, "Börse", (400, 200), 34, WHITE, align="center")
    assert abs(centred.centerx - 400) <= 1
    right = draw_text(canvas, "Börse", (400, 300), 34, WHITE, align="right")
    assert right.right == 400
    middle = draw_text(canvas, "Börse", (400, 500), 34, WHITE, valign="middle")
    assert abs(middle.centery - 500) <= 1
    bottom = draw_text(canvas, "Börse", (400, 700), 34, WHITE, valign="bottom")
    assert bottom.bottom == 700


def test_draw_text_wraps_within_max_width_and_matches_measure() -> None:
    canvas = pygame.Surface((1920, 1080))
    sentence = "Wer die sechste Aktie an eine Tafel legt, übernimmt die fünf Aktien dieser Tafel."
    covered = draw_text(canvas, sentence, (100, 100), 34, WHITE, max_width=500)
    assert covered.width <= 500
    assert covered.height >= 2 * font(34).get_linesize()
    assert covered.size == measure(sentence, 34, max_width=500)


def test_rendered_lines_are_cached_and_the_cache_is_bounded() -> None:
    text_layout.clear_cache()
    first = render_text("Hausse!", 34, WHITE)
    assert render_text("Hausse!", 34, WHITE) is first
    assert render_text("Hausse!", 34, (255, 0, 0)) is not first
    for number in range(text_layout.RENDER_CACHE_SIZE + 50):
        render_text(str(number), 20, WHITE)
    assert text_layout.cached_lines() == text_layout.RENDER_CACHE_SIZE


def test_drawing_faded_text_leaves_the_shared_line_opaque() -> None:
    canvas = pygame.Surface((400, 100))
    shared = render_text("Toast", 34, WHITE)
    draw_text(canvas, "Toast", (0, 0), 34, WHITE, alpha=60)
    assert shared.get_alpha() in (None, 255)


def test_fit_size_shrinks_until_the_text_fits() -> None:
    assert fit_size("12", 500, 80, bold=True) == 80
    size = fit_size("Speichern und beenden", 200, 48)
    assert size < 48
    assert font(size).size("Speichern und beenden")[0] <= 200
    assert fit_size("Speichern und beenden", 10, 48, smallest=14) == 14
