"""The text recording sees every drawn line with its ink, box, layer and frame; the fit check
finds cut, overflowing, ellipsized and overlapping texts and nothing else."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.client import text_recording
from game.client.text_layout import (
    blit_text,
    draw_text,
    ellipsized,
    fit_size,
    measure,
    render_text,
)
from game.client.text_recording import begin_text_layer, recording_texts
from game.client.widgets import TileView
from tests.client.text_fit import findings

WHITE = (255, 255, 255)
NOBODY: frozenset[str] = frozenset()


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def kinds(surface_texts: list[text_recording.DrawnText]) -> list[str]:
    """The kinds of the findings among these texts, in order."""
    return [finding.kind for finding in findings(surface_texts, NOBODY)]


def test_each_line_is_recorded_with_its_ink_inside_what_draw_text_covers() -> None:
    surface = pygame.Surface((600, 300))
    whole = surface.get_rect()
    with recording_texts() as recording:
        covered = draw_text(surface, "Zwei Zeilen\nText", (20, 30), 30, WHITE, box=whole)
    lines = recording.texts
    assert [line.line for line in lines] == ["Zwei Zeilen", "Text"]
    assert all(line.whole == "Zwei Zeilen\nText" and line.surface is surface for line in lines)
    assert all(covered.contains(line.ink) and line.ink.width > 0 for line in lines)
    assert lines[0].ink.bottom <= lines[1].ink.top
    assert lines[0].box == surface.get_rect() and lines[0].allowed_width is None


def test_nothing_is_recorded_outside_a_recording_and_recordings_do_not_nest() -> None:
    surface = pygame.Surface((200, 100))
    draw_text(surface, "still", (0, 0), 20, WHITE)
    assert text_recording.active is None
    with recording_texts() as recording:
        with pytest.raises(RuntimeError, match="do not nest"):
            with recording_texts():
                pass
    assert recording.texts == [] and text_recording.active is None


def test_wrapped_and_fitted_texts_carry_the_width_they_were_given() -> None:
    surface = pygame.Surface((800, 400))
    with recording_texts() as recording:
        draw_text(surface, "ein langer Satz zum Umbrechen", (0, 0), 30, WHITE, max_width=200)
        size = fit_size("Zählleiste", 60, 30, True, smallest=22)
        draw_text(surface, "Zählleiste", (0, 300), size, WHITE, True)
    assert all(line.allowed_width == 200 for line in recording.texts[:-1])
    fitted = recording.texts[-1]
    assert fitted.allowed_width == 60 and fitted.ink.width > 60
    assert kinds([fitted]) == ["width"]


def test_a_rendered_line_placed_by_hand_is_recorded_too() -> None:
    surface = pygame.Surface((300, 100))
    rendered = render_text("Esc", 22, WHITE, True)
    with recording_texts() as recording:
        blit_text(surface, rendered, (10, 10), "Esc", 22, True)
    assert [(line.line, line.size) for line in recording.texts] == [("Esc", 22)]
    assert recording.texts[0].ink.topleft >= (10, 10)


def test_only_each_surfaces_last_frame_counts() -> None:
    panel = pygame.Surface((400, 100))
    canvas = pygame.Surface((400, 100))
    with recording_texts() as recording:
        draw_text(panel, "einmal gezeichnet", (0, 0), 20, WHITE)
        draw_text(canvas, "alt", (0, 0), 20, WHITE)
        recording.next_frame()
        draw_text(canvas, "neu", (0, 0), 20, WHITE)
    assert sorted(line.line for line in recording.latest()) == ["einmal gezeichnet", "neu"]


def test_a_text_crossing_its_surface_or_its_box_is_found() -> None:
    surface = pygame.Surface((200, 100))
    box = pygame.Rect(0, 0, 80, 50)
    with recording_texts() as recording:
        draw_text(surface, "zu lang für die Fläche", (0, 0), 30, WHITE)
        draw_text(surface, "Knopf", (10, 60), 30, WHITE, box=box)
    assert kinds(recording.texts) == ["cut", "box"]


def test_a_line_of_a_scrolled_page_half_out_of_its_window_is_no_cut() -> None:
    surface = pygame.Surface((400, 300))
    with recording_texts() as recording:
        surface.set_clip(pygame.Rect(0, 100, 400, 100))
        draw_text(surface, "halb zu sehen", (0, 85), 30, WHITE)
        draw_text(surface, "ganz weg", (0, 250), 30, WHITE)
        surface.set_clip(None)
    assert kinds(recording.texts) == []


def test_overlaps_count_within_one_surface_and_layer_only_and_shadows_are_one_text() -> None:
    surface = pygame.Surface((400, 200))
    other = pygame.Surface((400, 200))
    with recording_texts() as recording:
        draw_text(surface, "Schatten", (10, 10), 30, WHITE)
        draw_text(surface, "Schatten", (12, 12), 30, WHITE)
        draw_text(surface, "Eins", (10, 100), 30, WHITE)
        draw_text(surface, "Zwei", (30, 105), 30, WHITE)
        draw_text(other, "Drei", (10, 100), 30, WHITE)
        begin_text_layer()  # a dialog over it all
        draw_text(surface, "Dialog", (10, 100), 30, WHITE)
    found = findings(recording.texts, NOBODY)
    assert [(f.kind, f.first.line, f.second and f.second.line) for f in found] == [
        ("overlap", "Eins", "Zwei")
    ]
    assert "'Eins'" in found[0].describe() and "'Zwei'" in found[0].describe()


def test_a_line_cut_short_is_found_unless_it_may_be() -> None:
    surface = pygame.Surface((600, 200))
    with recording_texts() as recording:
        draw_text(surface, "Sonderliefer…", (0, 0), 20, WHITE)
        draw_text(surface, "Rot überlegt …", (0, 50), 20, WHITE)
        draw_text(surface, "…", (0, 100), 20, WHITE)
    assert kinds(recording.texts) == ["ellipsis"]
    assert findings(recording.texts, frozenset({"Sonderliefer…"})) == []


@pytest.mark.parametrize("width", [40, 90, 200, 1000])
def test_ellipsized_fits_the_width_and_keeps_what_fits(width: int) -> None:
    words = "Sonderlieferung an die Baustelle"
    cut = ellipsized(words, 20, width)
    assert cut == words or (cut.endswith("…") and words.startswith(cut[:-1]))
    assert measure(cut, 20)[0] <= width or cut == "…"
    assert (cut == words) == (measure(words, 20)[0] <= width)


def test_a_tile_with_more_words_than_room_says_so_with_an_ellipsis() -> None:
    surface = pygame.Surface((800, 600))
    subtitle = "Ein langer Untertitel, der nie in die Kachel passt " * 4
    tile = TileView(pygame.Rect(100, 100, 300, 260), "Speedstocks", subtitle, (40, 90, 160))
    with recording_texts() as recording:
        tile.draw(surface)
    lines = [line.line for line in recording.texts]
    assert lines[-1].endswith("…") and len(lines) >= 2
    assert kinds(recording.texts) == ["ellipsis"]


def test_a_name_that_may_be_cut_allows_only_its_own_start() -> None:
    surface = pygame.Surface((600, 200))
    with recording_texts() as recording:
        draw_text(surface, "Maximiliane Muster…", (0, 0), 20, WHITE)
        draw_text(surface, "Sonderliefer…", (0, 50), 20, WHITE)
    allowed = frozenset({"Maximiliane Mustermann-Schmidt"})
    assert [finding.first.line for finding in findings(recording.texts, allowed)] == [
        "Sonderliefer…"
    ]
