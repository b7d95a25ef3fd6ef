"""The hand-over curtain: it hides the table, names who gets the device and calls back once."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent
from game.client.scene import Scene
from game.client.scenes.hand_over import HandOverScene, needs_hand_over
from game.texts import set_language, text


class TableStandIn(Scene):
    """The table below the curtain; it counts how often it was drawn."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.draws = 0
        self.intents: list[Intent] = []

    def handle(self, intent: Intent) -> None:
        """Remembers what reached it."""
        self.intents.append(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """Counts."""
        self.draws += 1


class Calls:
    """Counts the callback."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


@pytest.mark.parametrize(
    ("humans", "last", "seat", "wanted"),
    [
        (1, None, 0, False),  # one person: nothing to hide from anybody
        (1, 0, 2, False),
        (2, None, 0, True),  # the first hand shown at a hot-seat table
        (2, 0, 1, True),
        (2, 1, 1, False),  # the same person again
        (3, 2, 0, True),
    ],
)
def test_the_curtain_is_needed_only_between_different_people(
    humans: int, last: int | None, seat: int, wanted: bool
) -> None:
    assert needs_hand_over(humans, last, seat) is wanted


def test_the_curtain_hides_the_table_and_a_tap_shows_the_cards(app: App) -> None:
    table = TableStandIn(app)
    app.push(table)
    ready = Calls()
    curtain = HandOverScene(app, "Ben", ready)
    app.push(curtain)
    app.frame(1 / 60)
    assert curtain.covers_screen and table.draws == 0
    assert curtain.show_button.label == text("hand_over.show", name="Ben") == "Ben: Karten zeigen"
    assert text("hand_over.title", name="Ben") == "Gib das Gerät an Ben"
    window_pos = app.letterbox.to_window(curtain.show_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.frame(1 / 60)
    assert app.scenes == [table] and ready.count == 1 and table.draws == 1
    assert table.intents == []  # the tap stayed with the curtain


def test_enter_shows_the_cards_once_and_other_keys_do_nothing(app: App) -> None:
    table = TableStandIn(app)
    app.push(table)
    ready = Calls()
    curtain = HandOverScene(app, "Ida", ready)
    app.push(curtain)
    for key in (pygame.K_ESCAPE, pygame.K_1, pygame.K_TAB):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    app.frame(1 / 60)
    assert app.scene is curtain and ready.count == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.frame(1 / 60)
    assert app.scenes == [table] and ready.count == 1
    curtain.show()  # a second press (a late event) calls back no more
    assert ready.count == 1 and app.scenes == [table]


def test_the_curtain_speaks_english_too(app: App) -> None:
    set_language("en")
    try:
        curtain = HandOverScene(app, "Ida", Calls())
        assert curtain.show_button.label == "Ida: show cards"
        app.push(curtain)
        app.frame(1 / 60)
    finally:
        set_language("de")
