"""The input mapping: mouse, touch, wheel, keys and window events become the right intents."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.client.input import InputMapper
from game.client.intents import Intent, IntentKind

Kind = IntentKind

# A 960×600 window shows the 1920×1080 canvas at half size with 30 px bars above and below.
SCALED_WINDOW = (960, 600)


def letterbox(window_pos: tuple[float, float]) -> tuple[float, float]:
    """The logical position of a pixel of SCALED_WINDOW."""
    return (window_pos[0] * 2.0, (window_pos[1] - 30.0) * 2.0)


def identity_mapper() -> InputMapper:
    """A mapper whose window is the canvas itself."""
    return InputMapper(lambda pos: pos, lambda: (1920, 1080))


def scaled_mapper() -> InputMapper:
    """A mapper for the letterboxed half-size window."""
    return InputMapper(letterbox, lambda: SCALED_WINDOW)


def motion(
    pos: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0), touch: bool = False
) -> pygame.event.Event:
    """A mouse move."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=touch)


def down(pos: tuple[float, float], button: int = 1, touch: bool = False) -> pygame.event.Event:
    """A mouse button press."""
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=touch)


def up(pos: tuple[float, float], button: int = 1, touch: bool = False) -> pygame.event.Event:
    """A mouse button release."""
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=touch)


def wheel(y: float, touch: bool = False) -> pygame.event.Event:
    """A wheel turn of y notches (positive: away from the player)."""
    return pygame.event.Event(
        pygame.MOUSEWHEEL,
        x=0,
        y=int(y),
        precise_x=0.0,
        precise_y=float(y),
        flipped=False,
        touch=touch,
    )


def finger(
    kind: int, x: float, y: float, finger_id: int = 0, touch_id: int = 1
) -> pygame.event.Event:
    """A finger event at the window fraction (x, y)."""
    return pygame.event.Event(
        kind, touch_id=touch_id, finger_id=finger_id, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0
    )


def key(code: int, mod: int = pygame.KMOD_NONE) -> pygame.event.Event:
    """A key press."""
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def kinds(intents: list[Intent]) -> list[IntentKind]:
    """The kinds of a list of intents, in order."""
    return [intent.kind for intent in intents]


# Mouse


def test_motion_without_button_hovers_at_the_logical_position() -> None:
    mapper = scaled_mapper()
    assert mapper.feed(motion((100, 130)), 0.0) == [Intent(Kind.HOVER, pos=(200.0, 200.0))]


def test_motion_with_a_button_held_elsewhere_does_not_hover() -> None:
    mapper = identity_mapper()
    assert mapper.feed(motion((100, 100), buttons=(0, 0, 1)), 0.0) == []


def test_click_is_a_tap_at_the_press_position() -> None:
    mapper = scaled_mapper()
    assert mapper.feed(down((100, 130)), 0.0) == []
    assert mapper.feed(motion((103, 131), buttons=(1, 0, 0)), 0.05) == []
    intents = mapper.feed(up((103, 131)), 0.1)
    assert intents == [Intent(Kind.TAP, pos=(200.0, 200.0))]


def test_second_click_close_in_time_and_place_is_a_double_tap() -> None:
    mapper = identity_mapper()
    mapper.feed(down((500, 500)), 0.0)
    assert kinds(mapper.feed(up((500, 500)), 0.1)) == [Kind.TAP]
    mapper.feed(down((530, 520)), 0.3)
    assert mapper.feed(up((530, 520)), 0.4) == [Intent(Kind.DOUBLE_TAP, pos=(530.0, 520.0))]
    # A third quick click begins a new pair.
    mapper.feed(down((530, 520)), 0.5)
    assert kinds(mapper.feed(up((530, 520)), 0.55)) == [Kind.TAP]


@pytest.mark.parametrize(
    ("second_pos", "second_release"),
    [((500, 500), 0.5), ((545, 500), 0.2)],
    ids=["too late", "too far"],
)
def test_second_click_too_late_or_too_far_is_a_plain_tap(
    second_pos: tuple[int, int], second_release: float
) -> None:
    mapper = identity_mapper()
    mapper.feed(down((500, 500)), 0.0)
    mapper.feed(up((500, 500)), 0.1)
    mapper.feed(down(second_pos), second_release - 0.05)
    assert kinds(mapper.feed(up(second_pos), second_release)) == [Kind.TAP]


def test_held_still_half_a_second_is_a_long_press_then_the_release_is_no_tap() -> None:
    mapper = scaled_mapper()
    mapper.feed(down((100, 130)), 1.0)
    assert mapper.poll(1.4) == []
    assert mapper.poll(1.6) == [Intent(Kind.LONG_PRESS, pos=(200.0, 200.0))]
    assert mapper.poll(2.0) == []
    # Wandering off after the long press drags nothing.
    assert mapper.feed(motion((200, 200), buttons=(1, 0, 0)), 2.1) == []
    assert mapper.feed(up((200, 200)), 2.2) == [Intent(Kind.RELEASE, pos=(400.0, 340.0))]


def test_release_after_the_long_press_time_without_a_poll_still_is_a_long_press() -> None:
    mapper = identity_mapper()
    mapper.feed(down((10, 10)), 0.0)
    assert kinds(mapper.feed(up((10, 10)), 0.7)) == [Kind.LONG_PRESS, Kind.RELEASE]


def test_no_double_tap_across_a_long_press() -> None:
    mapper = identity_mapper()
    mapper.feed(down((10, 10)), 0.0)
    mapper.feed(up((10, 10)), 0.05)
    mapper.feed(down((10, 10)), 0.1)
    mapper.poll(0.65)
    mapper.feed(up((10, 10)), 0.7)
    mapper.feed(down((10, 10)), 0.8)
    assert kinds(mapper.feed(up((10, 10)), 0.85)) == [Kind.TAP]


def test_drag_starts_at_the_press_and_reports_every_step() -> None:
    mapper = identity_mapper()
    mapper.feed(down((100, 100)), 0.0)
    assert mapper.feed(motion((105, 100), buttons=(1, 0, 0)), 0.1) == []
    assert mapper.feed(motion((130, 100), buttons=(1, 0, 0)), 0.2) == [
        Intent(Kind.DRAG_START, pos=(100.0, 100.0)),
        Intent(Kind.DRAG, pos=(130.0, 100.0), delta=(30.0, 0.0)),
    ]
    assert mapper.feed(motion((140, 110), buttons=(1, 0, 0)), 0.3) == [
        Intent(Kind.DRAG, pos=(140.0, 110.0), delta=(10.0, 10.0))
    ]
    # Still during a drag is no long press.
    assert mapper.poll(5.0) == []
    assert mapper.feed(up((150, 110)), 5.1) == [
        Intent(Kind.DRAG, pos=(150.0, 110.0), delta=(10.0, 0.0)),
        Intent(Kind.DRAG_END, pos=(150.0, 110.0)),
    ]
    # The drag is over: the next move hovers again.
    assert kinds(mapper.feed(motion((151, 110)), 5.2)) == [Kind.HOVER]


def test_drag_deltas_are_logical() -> None:
    mapper = scaled_mapper()
    mapper.feed(down((100, 130)), 0.0)
    intents = mapper.feed(motion((110, 130), buttons=(1, 0, 0)), 0.1)
    assert intents == [
        Intent(Kind.DRAG_START, pos=(200.0, 200.0)),
        Intent(Kind.DRAG, pos=(220.0, 200.0), delta=(20.0, 0.0)),
    ]


def test_right_click_opens_the_info_like_a_long_press() -> None:
    mapper = identity_mapper()
    assert mapper.feed(down((300, 400), button=3), 0.0) == [
        Intent(Kind.LONG_PRESS, pos=(300.0, 400.0))
    ]
    assert mapper.feed(up((300, 400), button=3), 0.1) == [Intent(Kind.RELEASE, pos=(300.0, 400.0))]


def test_middle_button_and_legacy_wheel_buttons_do_nothing() -> None:
    mapper = identity_mapper()
    for button in (2, 4, 5):
        assert mapper.feed(down((10, 10), button=button), 0.0) == []
        assert mapper.feed(up((10, 10), button=button), 0.0) == []


def test_wheel_zooms_around_the_mouse_pointer() -> None:
    mapper = scaled_mapper()
    mapper.feed(motion((100, 130)), 0.0)
    assert mapper.feed(wheel(1), 0.1) == [Intent(Kind.ZOOM, pos=(200.0, 200.0), factor=1.1)]
    (zoom_out,) = mapper.feed(wheel(-2), 0.2)
    assert zoom_out.factor == pytest.approx(1.1**-2)
    (touchpad,) = mapper.feed(wheel(0.5), 0.3)
    assert touchpad.factor == pytest.approx(1.1**0.5)
    assert mapper.feed(wheel(0), 0.4) == []


def test_wheel_event_with_a_position_zooms_there() -> None:
    mapper = scaled_mapper()
    mapper.feed(motion((10, 40)), 0.0)
    event = pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, pos=(50, 80), touch=False
    )
    (zoom,) = mapper.feed(event, 0.1)
    assert zoom.pos == (100.0, 100.0)


def test_wheel_before_any_mouse_move_zooms_around_the_window_centre() -> None:
    mapper = scaled_mapper()
    (zoom,) = mapper.feed(wheel(1), 0.0)
    assert zoom.pos == (960.0, 540.0)


def test_mouse_events_synthesized_from_touch_are_ignored() -> None:
    mapper = identity_mapper()
    made_up = [
        motion((10, 10), touch=True),
        down((10, 10), touch=True),
        motion((200, 200), buttons=(1, 0, 0), touch=True),
        up((200, 200), touch=True),
        down((10, 10), button=3, touch=True),
        wheel(1, touch=True),
    ]
    for event in made_up:
        assert mapper.feed(event, 0.0) == []
    assert mapper.poll(1.0) == []


def test_mouse_events_from_the_touch_mouse_id_are_ignored() -> None:
    mapper = identity_mapper()
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, which=0xFFFFFFFF)
    assert mapper.feed(event, 0.0) == []
    assert mapper.poll(1.0) == []


# Touch


def test_finger_tap_is_scaled_from_the_window_fraction_through_the_letterbox() -> None:
    mapper = scaled_mapper()
    # (0.5, 0.5) of 960×600 is pixel (480, 300): the canvas centre.
    assert mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 0.0) == []
    intents = mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5), 0.1)
    assert intents == [Intent(Kind.TAP, pos=(960.0, 540.0), touch=True)]


def test_finger_double_tap() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 0.0)
    mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5), 0.1)
    mapper.feed(finger(pygame.FINGERDOWN, 0.51, 0.5, finger_id=1), 0.2)
    (double,) = mapper.feed(finger(pygame.FINGERUP, 0.51, 0.5, finger_id=1), 0.3)
    assert double.kind is Kind.DOUBLE_TAP and double.touch


def test_a_mouse_click_and_a_finger_tap_make_no_double_tap() -> None:
    mapper = identity_mapper()
    mapper.feed(down((960, 540)), 0.0)
    mapper.feed(up((960, 540)), 0.05)
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 0.1)
    assert kinds(mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5), 0.15)) == [Kind.TAP]


def test_a_finger_may_wander_further_than_the_mouse_and_still_tap() -> None:
    # 20 logical px: a tap for a finger (24), a drag for the mouse (10).
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 0.0)
    assert mapper.feed(finger(pygame.FINGERMOTION, (960 + 20) / 1920, 0.5), 0.05) == []
    assert kinds(mapper.feed(finger(pygame.FINGERUP, (960 + 20) / 1920, 0.5), 0.1)) == [Kind.TAP]
    mapper.feed(down((960, 540)), 1.0)
    assert kinds(mapper.feed(motion((980, 540), buttons=(1, 0, 0)), 1.05)) == [
        Kind.DRAG_START,
        Kind.DRAG,
    ]


def test_finger_drag_and_long_press() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.25), 0.0)
    intents = mapper.feed(finger(pygame.FINGERMOTION, 0.5, 0.25), 0.1)
    assert intents == [
        Intent(Kind.DRAG_START, pos=(480.0, 270.0), touch=True),
        Intent(Kind.DRAG, pos=(960.0, 270.0), delta=(480.0, 0.0), touch=True),
    ]
    assert mapper.feed(finger(pygame.FINGERUP, 0.5, 0.25), 0.2) == [
        Intent(Kind.DRAG_END, pos=(960.0, 270.0), touch=True)
    ]
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.25, finger_id=3), 1.0)
    assert mapper.poll(1.6) == [Intent(Kind.LONG_PRESS, pos=(480.0, 270.0), touch=True)]
    assert mapper.feed(finger(pygame.FINGERUP, 0.25, 0.25, finger_id=3), 2.0) == [
        Intent(Kind.RELEASE, pos=(480.0, 270.0), touch=True)
    ]


def test_pinch_zooms_by_the_distance_ratio_around_the_centre_and_pans() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.5, finger_id=1), 0.0)
    # The second finger ends the first one's press before it could tap or long-press.
    assert kinds(mapper.feed(finger(pygame.FINGERDOWN, 0.75, 0.5, finger_id=2), 0.05)) == [
        Kind.RELEASE
    ]
    assert mapper.poll(1.0) == []
    # Span 960 → 1200 px; centre (960, 540) → (1080, 540).
    (zoom,) = mapper.feed(finger(pygame.FINGERMOTION, 0.875, 0.5, finger_id=2), 0.1)
    assert zoom.kind is Kind.ZOOM and zoom.touch
    assert zoom.factor == pytest.approx(1.25)
    assert zoom.pos == pytest.approx((1080.0, 540.0))
    assert zoom.delta == pytest.approx((120.0, 0.0))
    # Each step measures from the last one: back to the old span halves nothing twice.
    (back,) = mapper.feed(finger(pygame.FINGERMOTION, 0.75, 0.5, finger_id=2), 0.2)
    assert back.factor == pytest.approx(0.8)
    assert back.delta == pytest.approx((-120.0, 0.0))


def test_pinch_in_the_scaled_window_uses_logical_distances() -> None:
    mapper = scaled_mapper()
    # Logical (480, 540) and (1440, 540): span 960, centre (960, 540).
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.5, finger_id=1), 0.0)
    mapper.feed(finger(pygame.FINGERDOWN, 0.75, 0.5, finger_id=2), 0.0)
    # Both fingers move down a tenth of 600 px, one after the other: 60 px, 120 logical px.
    (first,) = mapper.feed(finger(pygame.FINGERMOTION, 0.25, 0.6, finger_id=1), 0.1)
    (second,) = mapper.feed(finger(pygame.FINGERMOTION, 0.75, 0.6, finger_id=2), 0.2)
    assert first.factor == pytest.approx((960.0**2 + 120.0**2) ** 0.5 / 960.0)
    assert first.factor * second.factor == pytest.approx(1.0)
    assert first.delta == pytest.approx((0.0, 60.0))
    assert second.pos == pytest.approx((960.0, 660.0))
    assert first.delta[1] + second.delta[1] == pytest.approx(120.0)
    # Spreading finger 2 to 0.875 of the width: span 960 → 1200 logical px.
    (spread,) = mapper.feed(finger(pygame.FINGERMOTION, 0.875, 0.6, finger_id=2), 0.3)
    assert spread.factor == pytest.approx(1.25)
    assert spread.pos == pytest.approx((1080.0, 660.0))


def test_lifting_the_fingers_of_a_pinch_ends_it_cleanly() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.5, finger_id=1), 0.0)
    mapper.feed(finger(pygame.FINGERDOWN, 0.75, 0.5, finger_id=2), 0.0)
    assert mapper.feed(finger(pygame.FINGERUP, 0.75, 0.5, finger_id=2), 0.1) == []
    # The finger left behind neither drags nor taps nor long-presses.
    assert mapper.feed(finger(pygame.FINGERMOTION, 0.5, 0.5, finger_id=1), 0.2) == []
    assert mapper.poll(2.0) == []
    assert mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5, finger_id=1), 2.1) == []
    # A fresh touch works as before.
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5, finger_id=3), 3.0)
    assert kinds(mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5, finger_id=3), 3.1)) == [Kind.TAP]


def test_second_finger_ends_a_running_drag_first() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.5, finger_id=1), 0.0)
    mapper.feed(finger(pygame.FINGERMOTION, 0.3, 0.5, finger_id=1), 0.1)
    intents = mapper.feed(finger(pygame.FINGERDOWN, 0.75, 0.5, finger_id=2), 0.2)
    assert intents == [Intent(Kind.DRAG_END, pos=(576.0, 540.0), touch=True)]
    (zoom,) = mapper.feed(finger(pygame.FINGERMOTION, 0.2, 0.5, finger_id=1), 0.3)
    assert zoom.kind is Kind.ZOOM


def test_third_finger_does_not_disturb_the_pinch_and_a_new_pair_does_not_jump() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.25, 0.5, finger_id=1), 0.0)
    mapper.feed(finger(pygame.FINGERDOWN, 0.75, 0.5, finger_id=2), 0.0)
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.9, finger_id=3), 0.0)
    assert mapper.feed(finger(pygame.FINGERMOTION, 0.5, 0.8, finger_id=3), 0.1) == []
    mapper.feed(finger(pygame.FINGERUP, 0.75, 0.5, finger_id=2), 0.2)
    # Fingers 1 and 3 pinch now, measured from where they are: a small move is a small step.
    (zoom,) = mapper.feed(finger(pygame.FINGERMOTION, 0.5, 0.81, finger_id=3), 0.3)
    assert zoom.factor == pytest.approx(1.0, abs=0.05)
    assert zoom.delta == pytest.approx((0.0, 1080 * 0.01 / 2))


def test_touch_events_synthesized_from_the_mouse_are_ignored() -> None:
    mapper = identity_mapper()
    assert mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5, touch_id=-1), 0.0) == []
    assert mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5, touch_id=-1), 0.1) == []
    assert mapper.poll(1.0) == []


def test_finger_events_of_unknown_fingers_do_nothing() -> None:
    mapper = identity_mapper()
    assert mapper.feed(finger(pygame.FINGERMOTION, 0.5, 0.5, finger_id=9), 0.0) == []
    assert mapper.feed(finger(pygame.FINGERUP, 0.5, 0.5, finger_id=9), 0.0) == []


# Keyboard


@pytest.mark.parametrize(
    ("code", "mod", "expected"),
    [
        (pygame.K_ESCAPE, pygame.KMOD_NONE, Intent(Kind.CANCEL)),
        (pygame.K_RETURN, pygame.KMOD_NONE, Intent(Kind.CONFIRM)),
        (pygame.K_KP_ENTER, pygame.KMOD_NONE, Intent(Kind.CONFIRM)),
        (pygame.K_TAB, pygame.KMOD_NONE, Intent(Kind.NAVIGATE, key="next")),
        (pygame.K_TAB, pygame.KMOD_LSHIFT, Intent(Kind.NAVIGATE, key="previous")),
        (pygame.K_TAB, pygame.KMOD_RSHIFT, Intent(Kind.NAVIGATE, key="previous")),
        (pygame.K_UP, pygame.KMOD_NONE, Intent(Kind.NAVIGATE, key="up")),
        (pygame.K_DOWN, pygame.KMOD_NONE, Intent(Kind.NAVIGATE, key="down")),
        (pygame.K_LEFT, pygame.KMOD_NONE, Intent(Kind.NAVIGATE, key="left")),
        (pygame.K_RIGHT, pygame.KMOD_NONE, Intent(Kind.NAVIGATE, key="right")),
        (pygame.K_F11, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="f11")),
        (pygame.K_e, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="e")),
        (pygame.K_k, pygame.KMOD_LSHIFT, Intent(Kind.SHORTCUT, key="k")),
        (pygame.K_k, pygame.KMOD_CAPS, Intent(Kind.SHORTCUT, key="k")),
        (pygame.K_q, pygame.KMOD_LCTRL, Intent(Kind.SHORTCUT, key="ctrl+q")),
        (pygame.K_q, pygame.KMOD_RCTRL | pygame.KMOD_SHIFT, Intent(Kind.SHORTCUT, key="ctrl+q")),
        (pygame.K_1, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="1")),
        (pygame.K_0, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="0")),
        (pygame.K_KP1, pygame.KMOD_NUM, Intent(Kind.SHORTCUT, key="1")),
        (pygame.K_KP0, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="0")),
        (pygame.K_KP9, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="9")),
        (pygame.K_PLUS, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="+")),
        (pygame.K_EQUALS, pygame.KMOD_SHIFT, Intent(Kind.SHORTCUT, key="+")),
        (pygame.K_KP_PLUS, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="+")),
        (pygame.K_MINUS, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="-")),
        (pygame.K_KP_MINUS, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="-")),
        (pygame.K_SPACE, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="space")),
        (pygame.K_BACKSPACE, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="backspace")),
        (pygame.K_DELETE, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="delete")),
        (pygame.K_PAGEUP, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="pageup")),
        (pygame.K_PAGEDOWN, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="pagedown")),
        (pygame.K_HOME, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="home")),
        (pygame.K_END, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="end")),
        (pygame.K_ESCAPE, pygame.KMOD_CTRL, Intent(Kind.CANCEL)),
        (0xE4, pygame.KMOD_NONE, Intent(Kind.SHORTCUT, key="ä")),  # the German keyboard's Ä
    ],
)
def test_key_mapping(code: int, mod: int, expected: Intent) -> None:
    assert identity_mapper().feed(key(code, mod), 0.0) == [expected]


def test_every_digit_and_letter_is_a_shortcut() -> None:
    mapper = identity_mapper()
    for character in "abcdefghijklmnopqrstuvwxyz0123456789":
        assert mapper.feed(key(ord(character)), 0.0) == [Intent(Kind.SHORTCUT, key=character)]
    for digit in range(10):
        code = getattr(pygame, f"K_KP{digit}")
        assert mapper.feed(key(code), 0.0) == [Intent(Kind.SHORTCUT, key=str(digit))]


@pytest.mark.parametrize(
    ("code", "mod"),
    [
        (pygame.K_F4, pygame.KMOD_LALT),
        (pygame.K_q, pygame.KMOD_RALT | pygame.KMOD_LCTRL),  # Alt Gr+Q types "@" on Windows
        (pygame.K_7, pygame.KMOD_MODE),
        (pygame.K_q, pygame.KMOD_LGUI),
        (pygame.K_F1, pygame.KMOD_NONE),
        (pygame.K_LSHIFT, pygame.KMOD_LSHIFT),
        (pygame.K_COMMA, pygame.KMOD_NONE),
    ],
)
def test_system_combinations_and_other_keys_give_nothing(code: int, mod: int) -> None:
    assert identity_mapper().feed(key(code, mod), 0.0) == []


def test_key_release_gives_nothing() -> None:
    event = pygame.event.Event(pygame.KEYUP, key=pygame.K_e, mod=0, unicode="", scancode=0)
    assert identity_mapper().feed(event, 0.0) == []


def test_text_input_becomes_text() -> None:
    mapper = identity_mapper()
    event = pygame.event.Event(pygame.TEXTINPUT, text="Müller")
    assert mapper.feed(event, 0.0) == [Intent(Kind.TEXT, text="Müller")]
    assert mapper.feed(pygame.event.Event(pygame.TEXTINPUT, text=""), 0.0) == []


# Window and scene changes


def test_focus_loss_ends_a_drag_and_leaves_no_stray_intents() -> None:
    mapper = identity_mapper()
    mapper.feed(down((100, 100)), 0.0)
    mapper.feed(motion((200, 100), buttons=(1, 0, 0)), 0.1)
    focus_lost = pygame.event.Event(pygame.WINDOWFOCUSLOST)
    assert mapper.feed(focus_lost, 0.2) == [Intent(Kind.DRAG_END, pos=(200.0, 100.0))]
    assert mapper.feed(motion((300, 100), buttons=(1, 0, 0)), 0.3) == []
    assert mapper.feed(up((300, 100)), 0.4) == []
    assert mapper.poll(5.0) == []


def test_focus_loss_ends_a_long_press_and_forgets_the_fingers() -> None:
    mapper = identity_mapper()
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 0.0)
    mapper.poll(0.6)
    assert kinds(mapper.feed(pygame.event.Event(pygame.WINDOWFOCUSLOST), 0.7)) == [Kind.RELEASE]
    assert mapper.feed(finger(pygame.FINGERMOTION, 0.9, 0.5), 0.8) == []
    # The lost finger counts no more: the next touch is a single finger again, not a pinch.
    mapper.feed(finger(pygame.FINGERDOWN, 0.2, 0.2, finger_id=5), 0.9)
    assert kinds(mapper.feed(finger(pygame.FINGERUP, 0.2, 0.2, finger_id=5), 1.0)) == [Kind.TAP]
    assert mapper.feed(finger(pygame.FINGERUP, 0.9, 0.5), 1.1) == []


def test_window_leave_ends_a_mouse_press() -> None:
    mapper = identity_mapper()
    mapper.feed(down((100, 100)), 0.0)
    leave = pygame.event.Event(pygame.WINDOWLEAVE)
    assert mapper.feed(leave, 0.1) == [Intent(Kind.RELEASE, pos=(100.0, 100.0))]
    assert mapper.feed(up((100, 100)), 0.2) == []
    mapper.feed(down((100, 100), button=3), 1.0)
    assert mapper.feed(leave, 1.1) == [Intent(Kind.RELEASE, pos=(100.0, 100.0))]
    assert mapper.feed(up((100, 100), button=3), 1.2) == []


def test_cancel_gesture_forgets_everything_without_a_word() -> None:
    mapper = identity_mapper()
    mapper.feed(down((100, 100)), 0.0)
    mapper.feed(up((100, 100)), 0.05)
    mapper.feed(down((100, 100)), 0.1)
    mapper.cancel_gesture()
    assert mapper.poll(1.0) == []
    assert mapper.feed(up((100, 100)), 1.0) == []
    # The earlier tap is forgotten too: the next click is a plain tap.
    mapper.feed(down((100, 100)), 1.1)
    mapper.feed(up((100, 100)), 1.15)
    mapper.cancel_gesture()
    mapper.feed(down((100, 100)), 1.2)
    assert kinds(mapper.feed(up((100, 100)), 1.25)) == [Kind.TAP]
    mapper.feed(finger(pygame.FINGERDOWN, 0.5, 0.5), 2.0)
    mapper.feed(finger(pygame.FINGERMOTION, 0.9, 0.5), 2.1)
    mapper.cancel_gesture()
    assert mapper.feed(finger(pygame.FINGERMOTION, 0.8, 0.5), 2.2) == []
    assert mapper.feed(finger(pygame.FINGERUP, 0.8, 0.5), 2.3) == []


def test_malformed_event_is_refused_in_words_and_changes_nothing() -> None:
    mapper = identity_mapper()
    mapper.feed(down((100, 100)), 0.0)
    broken = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1)
    with pytest.raises(ValueError, match="MouseButtonUp event needs pos; this one has only button"):
        mapper.feed(broken, 0.1)
    with pytest.raises(ValueError, match="FingerDown event needs touch_id, finger_id, x, y"):
        mapper.feed(pygame.event.Event(pygame.FINGERDOWN), 0.1)
    # The press is still there and ends as a tap.
    assert kinds(mapper.feed(up((100, 100)), 0.2)) == [Kind.TAP]


def test_other_events_give_nothing() -> None:
    mapper = identity_mapper()
    assert mapper.feed(pygame.event.Event(pygame.USEREVENT), 0.0) == []
    assert mapper.feed(pygame.event.Event(pygame.WINDOWFOCUSGAINED), 0.0) == []


# Any sequence: presses open and close in pairs


_POINTS = st.tuples(st.integers(0, 1919), st.integers(0, 1079))
_STEPS = st.one_of(
    st.tuples(st.just("down"), _POINTS, st.sampled_from([1, 3])),
    st.tuples(st.just("up"), _POINTS, st.sampled_from([1, 3])),
    st.tuples(st.just("motion"), _POINTS, st.booleans()),
    st.tuples(st.just("finger_down"), _POINTS, st.integers(0, 2)),
    st.tuples(st.just("finger_motion"), _POINTS, st.integers(0, 2)),
    st.tuples(st.just("finger_up"), _POINTS, st.integers(0, 2)),
    st.tuples(st.just("poll"), _POINTS, st.just(0)),
    st.tuples(st.just("focus_lost"), _POINTS, st.just(0)),
)


def _step_event(step: tuple[str, tuple[int, int], object]) -> pygame.event.Event | None:
    """The event of one generated step (None for a poll)."""
    name, (x, y), extra = step
    if name == "down":
        return down((x, y), button=int(extra))  # type: ignore[arg-type]
    if name == "up":
        return up((x, y), button=int(extra))  # type: ignore[arg-type]
    if name == "motion":
        return motion((x, y), buttons=(1, 0, 0) if extra else (0, 0, 0))
    if name.startswith("finger_"):
        kind = {
            "finger_down": pygame.FINGERDOWN,
            "finger_motion": pygame.FINGERMOTION,
            "finger_up": pygame.FINGERUP,
        }[name]
        return finger(kind, x / 1920, y / 1080, finger_id=int(extra))  # type: ignore[arg-type]
    if name == "focus_lost":
        return pygame.event.Event(pygame.WINDOWFOCUSLOST)
    return None


class _Balance:
    """Checks that drags and long presses open and close in pairs, one gesture at a time."""

    def __init__(self) -> None:
        self.dragging = False
        self.holding = False

    def check(self, intent: Intent) -> None:
        """Takes one intent in order; fails on one that breaks the pairs."""
        if intent.kind in (Kind.TAP, Kind.DOUBLE_TAP, Kind.DRAG_START, Kind.LONG_PRESS):
            assert not self.dragging and not self.holding, intent
        if intent.kind is Kind.DRAG_START:
            self.dragging = True
        elif intent.kind is Kind.DRAG:
            assert self.dragging, intent
        elif intent.kind is Kind.DRAG_END:
            assert self.dragging, intent
            self.dragging = False
        elif intent.kind is Kind.LONG_PRESS:
            self.holding = True
        elif intent.kind is Kind.RELEASE:
            self.holding = False


@settings(max_examples=150)
@given(st.lists(_STEPS, max_size=40))
def test_any_event_sequence_keeps_drags_and_long_presses_paired(
    steps: list[tuple[str, tuple[int, int], object]],
) -> None:
    mapper = identity_mapper()
    balance = _Balance()
    now = 0.0
    for step in steps:
        now += 0.2
        event = _step_event(step)
        intents = mapper.poll(now) if event is None else mapper.feed(event, now)
        for intent in intents:
            balance.check(intent)
            if intent.pos is not None:
                assert all(isinstance(value, float) for value in intent.pos)
    for intent in mapper.feed(pygame.event.Event(pygame.WINDOWFOCUSLOST), now + 0.1):
        balance.check(intent)
    assert not balance.dragging and not balance.holding
    assert mapper.poll(now + 10.0) == []


# Real events through pygame's queue


@pytest.fixture
def window() -> Iterator[pygame.Surface]:
    """A 1280×720 window on the dummy video driver, with an empty event queue."""
    pygame.display.init()
    earlier = pygame.display.get_surface()
    earlier_size = earlier.get_size() if earlier is not None else None
    surface = pygame.display.set_mode((1280, 720))
    pygame.event.clear()
    yield surface
    pygame.event.clear()
    if earlier_size is not None:
        pygame.display.set_mode(earlier_size)


def test_events_through_the_real_queue(window: pygame.Surface) -> None:
    # The canvas fills the 1280×720 window at two thirds of its size.
    mapper = InputMapper(lambda pos: (pos[0] * 1.5, pos[1] * 1.5), pygame.display.get_window_size)
    posted = [
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(100, 100), rel=(0, 0), buttons=(0, 0, 0), touch=False
        ),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 100), button=1, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 400), button=1, touch=True),
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False, touch=False
        ),
        pygame.event.Event(
            pygame.FINGERDOWN, touch_id=1, finger_id=1, x=0.5, y=0.5, dx=0.0, dy=0.0, pressure=1.0
        ),
        pygame.event.Event(
            pygame.FINGERUP, touch_id=1, finger_id=1, x=0.5, y=0.5, dx=0.0, dy=0.0, pressure=0.0
        ),
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL, unicode="", scancode=20
        ),
        pygame.event.Event(pygame.TEXTINPUT, text="ß"),
    ]
    for event in posted:
        pygame.event.post(event)
    intents: list[Intent] = []
    for event in pygame.event.get():
        intents.extend(mapper.feed(event, 0.0))
    assert intents == [
        Intent(Kind.HOVER, pos=(150.0, 150.0)),
        Intent(Kind.TAP, pos=(150.0, 150.0)),
        Intent(Kind.ZOOM, pos=(150.0, 150.0), factor=1.1),
        Intent(Kind.TAP, pos=(960.0, 540.0), touch=True),
        Intent(Kind.SHORTCUT, key="ctrl+q"),
        Intent(Kind.TEXT, text="ß"),
    ]
