"""The one-line text field: typing, deleting, the length limit, ending and the typing hooks."""

from __future__ import annotations

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.widgets import Button, WidgetGroup
from game.client.widgets.text_field import TextField

Kind = IntentKind


class Typing:
    """Records the start and stop of text input instead of asking the system."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def start(self) -> None:
        """Typing began."""
        self.calls.append("start")

    def stop(self) -> None:
        """Typing ended."""
        self.calls.append("stop")


@pytest.fixture(scope="module", autouse=True)
def pygame_started() -> None:
    """pygame started with the dummy drivers (the conftest chose them)."""
    pygame.init()


def field(value: str = "Ada", max_length: int = 8) -> tuple[TextField, list[str], Typing]:
    """A field whose changes are collected, with recorded typing hooks."""
    changes: list[str] = []
    typing = Typing()
    text_field = TextField(
        (100, 100, 400, 80),
        "Name",
        value,
        changes.append,
        max_length=max_length,
        on_start_typing=typing.start,
        on_stop_typing=typing.stop,
    )
    return text_field, changes, typing


def test_a_tap_starts_typing_and_text_replaces_the_selected_name() -> None:
    text_field, changes, typing = field()
    assert text_field.handle(Intent(Kind.TAP, pos=(200, 140)))
    assert text_field.editing and text_field.selected_all and typing.calls == ["start"]
    text_field.handle(Intent(Kind.TEXT, text="Bo"))
    text_field.handle(Intent(Kind.TEXT, text="b"))
    assert text_field.value == "Bob" and changes == ["Bo", "Bob"]
    text_field.handle(Intent(Kind.SHORTCUT, key="backspace"))
    assert text_field.value == "Bo"
    assert text_field.handle(Intent(Kind.CONFIRM))
    assert not text_field.editing and typing.calls == ["start", "stop"]


def test_control_characters_are_dropped_and_the_length_is_kept() -> None:
    text_field, changes, _ = field("", max_length=5)
    text_field.start_editing()
    assert not text_field.insert("\n\t\x07")
    text_field.insert("abc\ndefgh")
    assert text_field.value == "abcde" and changes == ["abcde"]
    assert not text_field.insert("x") and text_field.value == "abcde"


def test_esc_restores_the_text_and_tab_keeps_it_and_lets_the_focus_move() -> None:
    text_field, changes, _ = field()
    other = Button((100, 300, 300, 80), "OK", lambda: None)
    group = WidgetGroup([text_field, other])
    group.focus.focus(text_field)
    assert group.handle(Intent(Kind.CONFIRM)) and text_field.editing
    text_field.handle(Intent(Kind.TEXT, text="Zed"))
    assert text_field.handle(Intent(Kind.CANCEL))
    assert text_field.value == "Ada" and changes == ["Zed", "Ada"] and not text_field.editing
    group.handle(Intent(Kind.CONFIRM))
    text_field.handle(Intent(Kind.TEXT, text="Kim"))
    assert not text_field.handle(Intent(Kind.NAVIGATE, key="next"))
    assert group.handle(Intent(Kind.NAVIGATE, key="next")) and group.focus.focused is other
    assert text_field.value == "Kim" and not text_field.editing


def test_while_typing_keys_are_taken_and_a_tap_elsewhere_ends_it() -> None:
    text_field, _, typing = field()
    text_field.start_editing()
    assert text_field.handle(Intent(Kind.SHORTCUT, key="q"))
    assert text_field.handle(Intent(Kind.NAVIGATE, key="left"))
    assert not text_field.handle(Intent(Kind.TAP, pos=(900, 900)))
    assert not text_field.editing and typing.calls == ["start", "stop"]
    assert not text_field.handle(Intent(Kind.TEXT, text="x")) and text_field.value == "Ada"


def test_a_hidden_or_disabled_field_stops_typing_and_takes_nothing() -> None:
    text_field, _, typing = field()
    text_field.start_editing()
    text_field.visible = False
    assert not text_field.handle(Intent(Kind.TEXT, text="x"))
    assert not text_field.editing and typing.calls == ["start", "stop"]
    text_field.visible = True
    text_field.enabled = False
    assert not text_field.start_editing()
    assert not text_field.handle(Intent(Kind.TAP, pos=(200, 140)))


def test_the_field_draws_long_text_its_selection_and_caret() -> None:
    surface = pygame.Surface((1920, 1080))
    text_field, _, _ = field("W" * 8)
    text_field.rect.width = 120  # far too narrow: the end of the name is shown
    text_field.draw(surface, focused=True)
    text_field.start_editing()
    text_field.draw(surface)
    text_field.update(0.7)
    text_field.insert("x")
    text_field.draw(surface)
    assert text_field.value == "x"


def test_a_field_must_take_a_character() -> None:
    with pytest.raises(ValueError, match="at least one character"):
        TextField((0, 0, 100, 80), "Name", "", lambda value: None, max_length=0)
