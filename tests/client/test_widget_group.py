"""The widget group passes a double tap on as a second tap: quick taps step twice."""

from __future__ import annotations

from game.client.intents import Intent, IntentKind
from game.client.widgets import ChoiceList, WidgetGroup


def test_a_double_tap_on_an_arrow_steps_twice() -> None:
    chosen: list[str] = []
    choices = ChoiceList(
        (100, 100, 600, 80), "Wert", [("a", "A"), ("b", "B"), ("c", "C")], "a", chosen.append
    )
    group = WidgetGroup([choices])
    right_arrow = choices.arrow_rects()[1].center
    group.handle(Intent(IntentKind.TAP, pos=right_arrow))
    group.handle(Intent(IntentKind.DOUBLE_TAP, pos=right_arrow))
    assert chosen == ["b", "c"] and choices.selected == "c"


def test_raised_widgets_are_drawn_last_the_rest_in_order() -> None:
    import pygame

    from game.client.widgets import Widget

    drawn: list[str] = []

    class Named(Widget):
        def __init__(self, name: str, raised: bool = False) -> None:
            super().__init__((0, 0, 10, 10))
            self.name = name
            self._raised = raised

        @property
        def raised(self) -> bool:
            return self._raised

        def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
            drawn.append(self.name)

    group = WidgetGroup([Named("a"), Named("lifted", raised=True), Named("b"), Named("c")])
    group.draw(pygame.Surface((20, 20)))
    assert drawn == ["a", "b", "c", "lifted"]
