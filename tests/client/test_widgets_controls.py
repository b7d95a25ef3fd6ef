"""Buttons, toggles, choice lists and sliders react to taps, keys and hotkeys as they should."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.widgets import Button, ChoiceList, Slider, Toggle, WidgetGroup
from game.texts import set_language

Kind = IntentKind


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def tap(x: float, y: float) -> Intent:
    """A tap at a logical position."""
    return Intent(Kind.TAP, pos=(x, y))


def key(name: str) -> Intent:
    """A game key."""
    return Intent(Kind.SHORTCUT, key=name)


def navigate(direction: str) -> Intent:
    """A focus move."""
    return Intent(Kind.NAVIGATE, key=direction)


class Counter:
    """Counts presses."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


# Button ---------------------------------------------------------------------------------------


def test_a_tap_inside_presses_and_a_tap_outside_does_not() -> None:
    pressed = Counter()
    button = Button((100, 100, 400, 80), "Neues Spiel", pressed)
    assert not button.handle(tap(99, 120))
    assert not button.handle(tap(300, 181))
    assert pressed.count == 0
    assert button.handle(tap(100, 100))
    assert button.handle(tap(499, 179))
    assert pressed.count == 2


def test_the_hotkey_presses_and_other_keys_do_not() -> None:
    pressed = Counter()
    button = Button((100, 100, 400, 80), "Regeln", pressed, hotkey="R")
    assert not button.handle(key("e"))
    assert pressed.count == 0
    assert button.handle(key("r"))
    assert pressed.count == 1


def test_a_disabled_or_hidden_button_is_never_pressed() -> None:
    pressed = Counter()
    button = Button((100, 100, 400, 80), "Weiter", pressed, hotkey="w", enabled=False)
    for intent in (tap(200, 120), key("w"), Intent(Kind.CONFIRM)):
        assert not button.handle(intent)
    button.enabled, button.visible = True, False
    for intent in (tap(200, 120), key("w"), Intent(Kind.CONFIRM)):
        assert not button.handle(intent)
    assert pressed.count == 0
    assert not button.press()


def test_the_pressed_state_shows_briefly_after_a_press() -> None:
    button = Button((100, 100, 400, 80), "Los", lambda: None)
    assert not button.pressed
    button.handle(tap(200, 120))
    assert button.pressed
    button.update(0.05)
    assert button.pressed
    button.update(0.2)
    assert not button.pressed


def test_hover_marks_the_button_under_the_pointer() -> None:
    button = Button((100, 100, 400, 80), "Los", lambda: None)
    assert not button.handle(Intent(Kind.HOVER, pos=(200, 120)))
    assert button.hovered
    button.handle(Intent(Kind.HOVER, pos=(800, 120)))
    assert not button.hovered


def test_a_group_presses_by_tap_hotkey_and_focus_with_confirm() -> None:
    first, second = Counter(), Counter()
    group = WidgetGroup(
        [
            Button((100, 100, 400, 80), "Eins", first, hotkey="1"),
            Button((100, 200, 400, 80), "Zwei", second, hotkey="2"),
        ]
    )
    assert group.handle(key("2"))
    assert (first.count, second.count) == (0, 1)
    assert group.handle(tap(150, 120))
    assert (first.count, second.count) == (1, 1)
    # The tap moved the focus to the first button; next focuses the second, Enter presses it.
    assert group.handle(navigate("next"))
    assert group.handle(Intent(Kind.CONFIRM))
    assert (first.count, second.count) == (1, 2)
    assert not group.handle(tap(900, 900))
    assert not group.handle(key("x"))
    assert (first.count, second.count) == (1, 2)


# Toggle ---------------------------------------------------------------------------------------


def test_a_toggle_flips_on_tap_and_confirm_and_reports_the_value() -> None:
    reported: list[bool] = []
    toggle = Toggle((100, 100, 600, 80), "Sonderregeln", False, reported.append)
    assert toggle.handle(tap(300, 140))
    assert toggle.value is True
    assert toggle.handle(Intent(Kind.CONFIRM))
    assert toggle.handle(key("space"))
    assert reported == [True, False, True]
    assert not toggle.handle(tap(800, 140))
    assert reported == [True, False, True]


def test_a_toggle_names_its_state_in_the_current_language() -> None:
    toggle = Toggle((100, 100, 600, 80), "Sonderregeln", True, lambda value: None)
    assert toggle.state_text() == "An"
    toggle.flip()
    assert toggle.state_text() == "Aus"
    set_language("en")
    assert toggle.state_text() == "Off"


def test_space_flips_only_the_focused_toggle() -> None:
    first = Toggle((100, 100, 600, 80), "Eins", False, lambda value: None)
    second = Toggle((100, 200, 600, 80), "Zwei", False, lambda value: None)
    group = WidgetGroup([first, second])
    group.focus.focus(second)
    assert group.handle(key("space"))
    assert (first.value, second.value) == (False, True)


def test_a_disabled_toggle_stays() -> None:
    toggle = Toggle((100, 100, 600, 80), "Ton", True, lambda value: None, enabled=False)
    assert not toggle.handle(tap(300, 140))
    assert not toggle.flip()
    assert toggle.value is True


# ChoiceList -----------------------------------------------------------------------------------

CHOICES = [(1, "Ein Gegner"), (2, "Zwei Gegner"), (3, "Drei Gegner")]


def horizontal(selected: int = 2) -> tuple[ChoiceList[int], list[int]]:
    """A horizontal choice list and the values it reported."""
    reported: list[int] = []
    return ChoiceList((100, 100, 1000, 80), "Gegner", CHOICES, selected, reported.append), reported


def test_the_arrows_step_both_ways_and_wrap_around() -> None:
    choices, reported = horizontal(selected=3)
    previous, following = choices.arrow_rects()
    assert choices.handle(tap(*following.center))
    assert choices.selected == 1
    assert choices.handle(tap(*previous.center))
    assert choices.selected == 3
    assert choices.handle(tap(*previous.center))
    assert choices.shown == "Zwei Gegner"
    assert reported == [1, 3, 2]


def test_a_tap_on_the_middle_cycles_forward() -> None:
    choices, reported = horizontal(selected=2)
    previous, following = choices.arrow_rects()
    middle = ((previous.right + following.left) / 2, previous.centery)
    choices.handle(tap(*middle))
    choices.handle(tap(150, 140))  # on the label: also the middle, not an arrow
    assert reported == [3, 1]


def test_left_and_right_step_the_focused_row_and_wrap() -> None:
    choices, reported = horizontal(selected=1)
    assert choices.handle(navigate("left"))
    assert choices.selected == 3
    assert choices.handle(navigate("right"))
    assert choices.handle(navigate("right"))
    assert reported == [3, 1, 2]
    assert not choices.handle(navigate("down"))


def test_in_a_group_left_and_right_change_the_focused_choice_not_the_focus() -> None:
    choices, reported = horizontal(selected=1)
    button = Button((1200, 100, 300, 80), "Los", lambda: None)
    group = WidgetGroup([choices, button])
    group.focus.focus(choices)
    assert group.handle(navigate("right"))
    assert group.focus.focused is choices
    assert reported == [2]
    assert group.handle(navigate("next"))
    assert group.focus.focused is button


def test_a_vertical_list_selects_the_tapped_row_and_steps_with_up_and_down() -> None:
    reported: list[str] = []
    strengths = [("easy", "leicht"), ("normal", "normal"), ("strong", "stark")]
    choices = ChoiceList(
        (100, 100, 500, 400), "Stärke", strengths, "normal", reported.append, vertical=True
    )
    assert choices.handle(tap(*choices.row_rect(2).center))
    assert choices.selected == "strong"
    assert choices.handle(tap(*choices.row_rect(2).center))  # the same row: no change reported
    assert reported == ["strong"]
    # At the last row down is not used, so the focus can move on; up steps back.
    assert not choices.handle(navigate("down"))
    assert choices.handle(navigate("up"))
    assert choices.handle(navigate("up"))
    assert not choices.handle(navigate("up"))
    assert reported == ["strong", "normal", "easy"]


def test_a_choice_list_refuses_an_unknown_selection_or_no_choices() -> None:
    with pytest.raises(ValueError, match="9 is not one of the choices of 'Gegner'"):
        ChoiceList((0, 0, 600, 80), "Gegner", CHOICES, 9, lambda value: None)
    with pytest.raises(ValueError, match="needs at least one choice"):
        ChoiceList((0, 0, 600, 80), "Gegner", [], 1, lambda value: None)


# Slider ---------------------------------------------------------------------------------------


def volume(value: int = 50) -> tuple[Slider, list[float]]:
    """A 0–100 % slider in steps of 5 and the values it reported."""
    reported: list[float] = []
    return Slider((100, 100, 800, 110), "Lautstärke", 0, 100, 5, value, reported.append), reported


def test_a_tap_on_the_track_sets_the_value_at_that_place() -> None:
    slider, reported = volume()
    track = slider.track_rect()
    slider.handle(tap(track.left, track.centery))
    assert slider.value == 0
    slider.handle(tap(track.right, track.centery))
    assert slider.value == 100
    slider.handle(tap(track.left + track.width * 0.31, track.centery))
    assert slider.value == 30
    slider.handle(tap(track.left - 40, track.centery))  # left of the track, inside the widget
    assert slider.value == 0
    assert reported == [0, 100, 30, 0]


def test_a_tap_on_the_label_line_does_not_set_the_value() -> None:
    slider, reported = volume()
    assert not slider.handle(tap(slider.track_rect().right, slider.rect.top + 5))
    assert reported == []


def test_left_and_right_step_within_the_bounds() -> None:
    slider, reported = volume(value=95)
    assert slider.handle(navigate("right"))
    assert slider.handle(navigate("right"))
    assert slider.value == 100
    slider.value = 5
    slider.handle(navigate("left"))
    slider.handle(navigate("left"))
    assert slider.value == 0
    assert reported == [100, 0]
    assert isinstance(slider.value, int)


def test_dragging_follows_the_pointer_even_outside_the_widget() -> None:
    slider, reported = volume()
    group = WidgetGroup([slider])
    track = slider.track_rect()
    assert group.handle(Intent(Kind.DRAG_START, pos=(track.centerx, track.centery)))
    assert slider.dragging
    assert group.handle(Intent(Kind.DRAG, pos=(track.left + track.width * 0.8, 900)))
    assert slider.value == 80
    assert group.handle(Intent(Kind.DRAG, pos=(5000, 900)))
    assert slider.value == 100
    assert group.handle(Intent(Kind.DRAG_END, pos=(track.left, 900)))
    assert slider.value == 0
    assert not slider.dragging
    assert not group.handle(Intent(Kind.DRAG, pos=(track.centerx, track.centery)))
    assert reported == [80, 100, 0]


def test_float_steps_snap_without_binary_noise_and_show_the_language_s_decimal_sign() -> None:
    reported: list[float] = []
    slider = Slider((0, 0, 800, 110), "Tempo", 0.5, 2.0, 0.1, 1.0, reported.append, unit="×")
    for _ in range(3):
        slider.handle(navigate("right"))
    assert reported == [1.1, 1.2, 1.3]
    assert slider.shown_value() == "1,3 ×"
    set_language("en")
    assert slider.shown_value() == "1.3 ×"


def test_a_slider_snaps_its_start_value_and_refuses_bad_bounds() -> None:
    slider, _ = volume(value=52)
    assert slider.value == 50
    with pytest.raises(ValueError, match="needs low below high"):
        Slider((0, 0, 800, 110), "Tempo", 5, 5, 1, 5, lambda value: None)
    with pytest.raises(ValueError, match="needs a step between 0 and 10"):
        Slider((0, 0, 800, 110), "Tempo", 0, 10, 0, 5, lambda value: None)
