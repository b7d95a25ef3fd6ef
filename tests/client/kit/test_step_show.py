"""The table kit's step show: steps come up at their own seconds, a tap or Enter shows the rest,
then Weiter once, and only once."""

from __future__ import annotations

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.step_show import StepShow


class Show(StepShow):
    """A show with Weiter at its bottom right that counts the steps it was told of."""

    def __init__(self, seconds: list[float], on_continue: list[int]) -> None:
        self.told = 0
        super().__init__(
            pygame.Rect(0, 0, 400, 300), seconds, "Weiter", lambda: on_continue.append(1)
        )

    def button_rect(self) -> pygame.Rect:
        """Weiter at the bottom right."""
        return pygame.Rect(300, 250, 100, 50)

    def stepped(self) -> None:
        """Counts."""
        self.told += 1


def test_steps_come_up_at_their_own_seconds_then_weiter() -> None:
    pressed: list[int] = []
    show = Show([1.0, 3.0, 0.5], pressed)
    assert show.shown == 1 and not show.button.visible
    show.update(0.9)
    assert show.shown == 1
    show.update(0.2)
    assert show.shown == 2
    show.update(2.9)
    assert show.shown == 3 and not show.complete
    show.update(0.5)
    assert show.complete and show.button.visible and show.told == 4


def test_a_tap_shows_the_rest_and_weiter_calls_back_once() -> None:
    pressed: list[int] = []
    show = Show([2.0, 2.0], pressed)
    assert show.react(Intent(IntentKind.TAP, pos=(10, 10)))
    assert show.complete and show.shown == 2 and pressed == []
    assert show.react(Intent(IntentKind.TAP, pos=(10, 10)))
    assert pressed == []
    assert show.react(Intent(IntentKind.CONFIRM))
    assert show.react(Intent(IntentKind.TAP, pos=(350, 275)))
    assert pressed == [1] and show.has_pressed and not show.button.enabled
    assert not show.react(Intent(IntentKind.TAP, pos=(500, 500)))


@pytest.mark.parametrize("seconds", [[], [1.0, 0.0]])
def test_a_show_without_steps_or_with_a_step_of_no_time_is_refused(seconds: list[float]) -> None:
    with pytest.raises(ValueError, match="step"):
        Show(seconds, [])
