"""The table kit's narrow action buttons: the label fits beside its key cap in both languages,
a long label shrinks and then is cut with '…', a marked button is in the accent."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.kit.action_bar import (
    BUTTON_PADDING,
    LABEL_SMALLEST,
    PanelButton,
    cap_width,
)
from game.client.text_recording import DrawnText, recording_texts
from game.client.theme import THEME
from game.texts import set_language, text
from tests.client.text_fit import findings


def drawn(button: PanelButton, rect: pygame.Rect) -> list[DrawnText]:
    """The texts the button draws on a surface of its own."""
    surface = pygame.Surface((rect.right + 40, rect.bottom + 40), pygame.SRCALPHA)
    button.rect = rect
    with recording_texts() as recording:
        button.draw(surface)
    return recording.texts


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(
    ("key", "hotkey", "cap"),
    [("chicago_panel.draw", "k", None), ("chicago_panel.end_turn", None, "enter")],
)
def test_the_label_and_its_key_cap_both_fit_in_both_languages(
    language: str, key: str, hotkey: str | None, cap: str | None
) -> None:
    set_language(language)
    label = text(key)
    button = PanelButton(label, lambda: None, hotkey, cap=cap)
    texts = drawn(button, pygame.Rect(20, 20, 250, 50))
    assert len(texts) == 2 and texts[-1].line == label
    assert findings(texts, frozenset()) == []
    cap_ink, label_ink = texts[0].ink, texts[1].ink
    assert label_ink.right < cap_ink.left
    assert cap_ink.right <= 20 + 250 - BUTTON_PADDING


def test_a_label_too_long_shrinks_to_the_smallest_size_then_ends_with_an_ellipsis() -> None:
    label = "Das ist eine viel zu lange Beschriftung für diesen Knopf"
    button = PanelButton(label, lambda: None, "k")
    rect = pygame.Rect(0, 0, 200, 50)
    texts = drawn(button, rect)
    shown = texts[-1]
    assert shown.size == LABEL_SMALLEST
    assert shown.line.endswith("…") and label.startswith(shown.line[:-1])
    room = (
        rect.width - 2 * BUTTON_PADDING - cap_width("k", THEME.colours.text) - THEME.spacing.small
    )
    assert shown.ink.width <= room


def test_a_marked_button_is_drawn_in_the_accent() -> None:
    button = PanelButton("Bauen", lambda: None, "b")
    surface = pygame.Surface((300, 100), pygame.SRCALPHA)
    button.rect = pygame.Rect(10, 10, 200, 50)
    button.draw(surface)
    assert surface.get_at((16, 35))[:3] != THEME.colours.accent[:3]
    button.marked = True
    button.draw(surface)
    assert surface.get_at((16, 35))[:3] == THEME.colours.accent[:3]
