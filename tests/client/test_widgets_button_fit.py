"""A button's label always fits its face: a tight button gives it the margin, then its key cap."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.client.text_recording import DrawnText, recording_texts
from game.client.widgets import Button
from tests.client.text_fit import findings


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def drawn(width: int, label: str, hotkey: str | None) -> list[DrawnText]:
    """The texts a button of this width draws."""
    surface = pygame.Surface((800, 200), pygame.SRCALPHA)
    button = Button(pygame.Rect(20, 20, width, 64), label, lambda: None, hotkey=hotkey)
    with recording_texts() as recording:
        button.draw(surface)
    return recording.texts


@pytest.mark.parametrize(
    ("width", "label", "hotkey"),
    [
        (224, "Zählleiste", "l"),  # fits beside its cap when the cap moves nearer the edge
        (224, "Score track", "l"),  # does not: the cap gives way
        (200, "Überspringen", None),  # fits only in part of the margin
        (262, "Überspringen", "escape"),  # a wide cap: measured, not guessed
        (400, "Zug beenden", "return"),
    ],
)
def test_the_label_fits_and_never_meets_the_key_cap(
    width: int, label: str, hotkey: str | None
) -> None:
    texts = drawn(width, label, hotkey)
    assert texts[-1].line == label
    assert findings(texts, frozenset()) == []


def test_the_cap_shows_where_there_is_room_and_gives_way_where_there_is_none() -> None:
    assert [text.line for text in drawn(400, "Zug beenden", "return")] == ["Return", "Zug beenden"]
    assert [text.line for text in drawn(224, "Score track", "l")] == ["Score track"]
    assert [text.line for text in drawn(224, "Zählleiste", "l")] == ["L", "Zählleiste"]
