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
