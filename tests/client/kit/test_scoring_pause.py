"""The frame and countdown of a scoring pause from the table kit."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.kit.scoring_pause import (
    COUNTDOWN_SMALLEST,
    draw_countdown,
    draw_pause_frame,
    draw_pause_shadow,
    seconds_shown,
)
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.texts import set_language, text
from tests.client.text_fit import findings

RECT = pygame.Rect(100, 100, 600, 300)


@pytest.mark.parametrize(("left", "shown"), [(3.0, 3), (2.3, 3), (0.4, 1), (0.0, 1), (-1.0, 1)])
def test_the_countdown_reads_whole_seconds_rounded_up_and_never_0(left: float, shown: int) -> None:
    assert seconds_shown(left) == shown


def test_the_frame_is_raised_in_the_accent_and_casts_its_shadow_only_when_asked() -> None:
    background = (1, 2, 3)
    surface = pygame.Surface((800, 600))
    surface.fill(background)
    draw_pause_frame(surface, RECT, shadow=False)
    assert surface.get_at(RECT.center)[:3] == THEME.colours.panel_raised[:3]
    assert surface.get_at((RECT.centerx, RECT.top))[:3] == THEME.colours.accent[:3]
    below = (RECT.centerx, RECT.bottom + 2)
    assert surface.get_at(below)[:3] == background
    draw_pause_shadow(surface, RECT)
    assert surface.get_at(below)[:3] != background
    surface.fill(background)
    draw_pause_frame(surface, RECT)
    assert surface.get_at(below)[:3] != background


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("width", [960, 600, 360])
def test_the_countdown_stands_centred_at_the_foot_inside_the_frame(
    language: str, width: int
) -> None:
    set_language(language)
    rect = pygame.Rect(20, 100, width, 300)
    surface = pygame.Surface((1000, 600), pygame.SRCALPHA)
    words = text("stocks_panels.bilanz_countdown", seconds=seconds_shown(2.5))
    with recording_texts() as recording:
        shown = draw_countdown(surface, rect, words)
    assert rect.inflate(-2 * THEME.spacing.huge, 0).contains(shown)
    assert shown.bottom == rect.bottom - THEME.spacing.huge
    assert abs(shown.centerx - rect.centerx) <= 1
    assert " ".join(drawn.line for drawn in recording.texts) == words
    assert all(drawn.size >= COUNTDOWN_SMALLEST for drawn in recording.texts)
    assert findings(recording.texts, frozenset()) == []


def test_a_wide_frame_keeps_the_countdown_at_its_full_size_on_one_line() -> None:
    surface = pygame.Surface((1000, 600), pygame.SRCALPHA)
    words = text("stocks_panels.bilanz_countdown", seconds=3)
    with recording_texts() as recording:
        draw_countdown(surface, pygame.Rect(20, 100, 960, 300), words)
    assert [(drawn.line, drawn.size) for drawn in recording.texts] == [(words, THEME.fonts.small)]
