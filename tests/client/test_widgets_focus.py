"""Keyboard focus and modal dialogs: every button is reachable, a dialog takes every intent."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.widgets import Button, Dialog, FocusRing, Toggle, WidgetGroup, grid

Kind = IntentKind


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (starting it again does no harm)."""
    pygame.init()


def tap(x: float, y: float) -> Intent:
    """A tap at a logical position."""
    return Intent(Kind.TAP, pos=(x, y))


def navigate(direction: str) -> Intent:
    """A focus move."""
    return Intent(Kind.NAVIGATE, key=direction)


def buttons_in_grid(columns: int = 3, rows: int = 2) -> list[Button]:
    """Buttons named by their cell ("0,0" top left), row by row."""
    cells = grid(pygame.Rect(100, 100, 1500, 500), columns, rows, 40)
    return [
        Button(cell, f"{index % columns},{index // columns}", lambda: None)
        for index, cell in enumerate(cells)
    ]


def label(widget: object) -> str:
    """The label of a focused button."""
    assert isinstance(widget, Button)
    return widget.label


# FocusRing ------------------------------------------------------------------------------------


def test_next_and_previous_cycle_in_order_and_wrap_around() -> None:
    buttons = buttons_in_grid()
    ring = FocusRing(buttons)
    assert ring.focused is None
    seen = [label(ring.next()) for _ in range(7)]
    assert seen == ["0,0", "1,0", "2,0", "0,1", "1,1", "2,1", "0,0"]
    assert label(ring.previous()) == "2,1"
    assert label(ring.previous()) == "1,1"


def test_the_ring_skips_hidden_disabled_and_unfocusable_widgets() -> None:
    buttons = buttons_in_grid()
    buttons[1].enabled = False
    buttons[2].visible = False
    buttons[3].focusable = False
    ring = FocusRing(buttons)
    assert [label(ring.next()) for _ in range(3)] == ["0,0", "1,1", "2,1"]
    ring.focus(buttons[4])
    buttons[4].enabled = False
    assert ring.focused is None
    with pytest.raises(ValueError, match="only a shown, enabled, focusable widget"):
        ring.focus(buttons[1])


def test_every_button_is_reachable_by_keyboard() -> None:
    buttons = buttons_in_grid(4, 3)
    ring = FocusRing(buttons)
    reached = {id(ring.next()) for _ in range(len(buttons))}
    assert reached == {id(button) for button in buttons}


def test_directions_move_to_the_nearest_widget_that_way() -> None:
    buttons = buttons_in_grid()
    ring = FocusRing(buttons)
    ring.focus(buttons[0])
    assert ring.move("right")
    assert label(ring.focused) == "1,0"
    assert ring.move("down")
    assert label(ring.focused) == "1,1"
    assert ring.move("left")
    assert label(ring.focused) == "0,1"
    assert not ring.move("left")  # nothing further left: the focus stays
    assert label(ring.focused) == "0,1"
    assert ring.move("up")
    assert label(ring.focused) == "0,0"
    assert not ring.move("up")
    with pytest.raises(ValueError, match="not 'sideways'"):
        ring.move("sideways")


def test_straight_below_wins_over_a_nearer_widget_off_to_the_side() -> None:
    top = Button((800, 100, 300, 80), "top", lambda: None)
    aside = Button((1300, 220, 300, 80), "aside", lambda: None)
    below = Button((800, 400, 300, 80), "below", lambda: None)
    ring = FocusRing([top, aside, below])
    ring.focus(top)
    ring.move("down")
    assert ring.focused is below


def test_tap_and_hover_move_the_focus_to_the_widget() -> None:
    buttons = buttons_in_grid()
    ring = FocusRing(buttons)
    assert not ring.handle(tap(*buttons[4].rect.center))
    assert ring.focused is buttons[4]
    ring.handle(Intent(Kind.HOVER, pos=buttons[2].rect.center))
    assert ring.focused is buttons[2]
    ring.handle(tap(5, 5))  # on nothing: the focus stays
    assert ring.focused is buttons[2]


def test_confirm_presses_the_focused_button_or_else_the_primary_one() -> None:
    pressed: list[str] = []
    back = Button((100, 100, 300, 80), "Zurück", lambda: pressed.append("back"))
    play = Button((500, 100, 300, 80), "Spielen", lambda: pressed.append("play"), primary=True)
    ring = FocusRing([back, play])
    assert ring.handle(Intent(Kind.CONFIRM))
    ring.focus(back)
    assert ring.handle(Intent(Kind.CONFIRM))
    assert pressed == ["play", "back"]


def test_navigation_in_a_group_moves_the_focus_and_draws_its_ring() -> None:
    buttons = buttons_in_grid()
    group = WidgetGroup(buttons)
    assert group.handle(navigate("down"))  # nothing focused yet: the first widget
    assert group.focus.focused is buttons[0]
    assert group.handle(navigate("down"))
    assert group.focus.focused is buttons[3]
    canvas = pygame.Surface((1920, 1080))
    group.draw(canvas)
    rect = buttons[3].rect
    ring_colour = canvas.get_at((rect.centerx, rect.top - 8))[:3]
    other = buttons[0].rect
    assert ring_colour != canvas.get_at((other.centerx, other.top - 8))[:3]


# Dialog ---------------------------------------------------------------------------------------


def test_a_dialog_is_modal_and_esc_closes_it_with_the_last_answer() -> None:
    answers: list[str] = []
    behind = Button(
        (0, 0, 1920, 1080), "Hinter dem Dialog", lambda: answers.append("behind"), hotkey="b"
    )
    group = WidgetGroup([behind])
    dialog = group.open_dialog(
        Dialog(
            "Partie verlassen?",
            "Ein Computer übernimmt deinen Platz.",
            [
                ("Verlassen", lambda: answers.append("leave")),
                ("Bleiben", lambda: answers.append("stay")),
            ],
        )
    )
    outside = (dialog.rect.left - 50, dialog.rect.top - 50)
    for intent in (
        tap(*outside),
        Intent(Kind.SHORTCUT, key="b"),
        navigate("next"),
        Intent(Kind.HOVER, pos=outside),
        Intent(Kind.LONG_PRESS, pos=outside),
    ):
        assert group.handle(intent)
    assert answers == []
    assert group.dialog is dialog
    assert group.handle(Intent(Kind.CANCEL))
    assert answers == ["stay"]
    assert not dialog.open and group.dialog is None
    assert group.handle(tap(*outside))
    assert answers == ["stay", "behind"]


def test_esc_calls_the_cancel_answer_when_the_dialog_has_one() -> None:
    answers: list[str] = []
    dialog = Dialog(
        "Frage",
        "Text",
        [("Ja", lambda: answers.append("yes"))],
        cancel=lambda: answers.append("cancelled"),
    )
    assert dialog.handle(Intent(Kind.CANCEL))
    assert answers == ["cancelled"]
    assert not dialog.handle(Intent(Kind.CANCEL))
    assert answers == ["cancelled"]


def test_confirm_presses_the_primary_button_and_navigate_moves_between_buttons() -> None:
    answers: list[str] = []
    buttons = [
        ("Eins", lambda: answers.append("1")),
        ("Zwei", lambda: answers.append("2")),
        ("Drei", lambda: answers.append("3")),
    ]
    first = Dialog("Frage", "Welche?", buttons, primary=1)
    first.handle(Intent(Kind.CONFIRM))
    second = Dialog("Frage", "Welche?", buttons)
    second.handle(navigate("right"))
    second.handle(navigate("right"))
    second.handle(navigate("next"))  # from the last button around to the first
    second.handle(navigate("previous"))
    second.handle(Intent(Kind.CONFIRM))
    assert answers == ["2", "3"]
    assert not second.open


def test_a_tap_on_a_dialog_button_answers_and_closes() -> None:
    answers: list[str] = []
    group = WidgetGroup()
    dialog = group.open_dialog(
        Dialog(
            "Frage",
            "Welche?",
            [("Eins", lambda: answers.append("1")), ("Zwei", lambda: answers.append("2"))],
        )
    )
    assert group.handle(tap(*dialog.buttons[1].rect.center))
    assert answers == ["2"]
    assert group.dialog is None


def test_an_answer_may_open_the_next_dialog() -> None:
    group = WidgetGroup()

    def ask_again() -> None:
        group.open_dialog(Dialog("Sicher?", "Wirklich?", [("Ja", lambda: None)]))

    group.open_dialog(Dialog("Frage", "Weiter?", [("Weiter", ask_again)]))
    group.handle(Intent(Kind.CONFIRM))
    assert group.dialog is not None and group.dialog.title == "Sicher?"


def test_a_dialog_stays_on_the_canvas_and_needs_a_button() -> None:
    labels = [(f"Eine recht lange Antwort Nummer {number}", lambda: None) for number in range(4)]
    dialog = Dialog("Frage", "Welche? " * 40, labels)
    assert pygame.Rect(0, 0, 1920, 1080).contains(dialog.rect)
    for button in dialog.buttons:
        assert dialog.rect.contains(button.rect)
        assert button.rect.height >= 72
    with pytest.raises(ValueError, match="needs at least one button"):
        Dialog("Frage", "Nichts?", [])


def test_the_group_routes_keyboard_to_the_focused_widget_only() -> None:
    first = Toggle((100, 100, 600, 80), "Eins", False, lambda value: None)
    second = Toggle((100, 200, 600, 80), "Zwei", False, lambda value: None)
    group = WidgetGroup([first, second])
    assert not group.handle(Intent(Kind.CONFIRM))  # nothing focused, no primary widget
    group.handle(navigate("next"))
    group.handle(navigate("next"))
    assert group.handle(Intent(Kind.CONFIRM))
    assert (first.value, second.value) == (False, True)
    assert not group.handle(Intent(Kind.CANCEL))  # left to the scene (go back)


def test_a_new_layout_keeps_the_focus_only_on_a_widget_that_stays() -> None:
    buttons = buttons_in_grid()
    group = WidgetGroup(buttons[:3])
    group.focus.focus(buttons[1])
    group.set_widgets(buttons[1:])
    assert group.focus.focused is buttons[1]
    group.set_widgets(buttons[3:])
    assert group.focus.focused is None
    group.handle(navigate("next"))
    assert group.focus.focused is buttons[3]
    group.remove(buttons[3])
    assert group.focus.focused is None
