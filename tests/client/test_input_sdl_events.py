"""The input mapping on events SDL itself made: pygame's own attributes (touch, finger, mod) fit."""

from __future__ import annotations

import ctypes
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client.input import InputMapper
from game.client.intents import Intent, IntentKind

Kind = IntentKind

# SDL2's event type numbers and the mouse id it gives mouse events made up from touches.
SDL_WINDOWEVENT = 0x200
SDL_KEYDOWN = 0x300
SDL_TEXTINPUT = 0x303
SDL_MOUSEMOTION = 0x400
SDL_MOUSEBUTTONDOWN = 0x401
SDL_MOUSEBUTTONUP = 0x402
SDL_MOUSEWHEEL = 0x403
SDL_FINGERDOWN = 0x700
SDL_FINGERUP = 0x701
SDL_FINGERMOTION = 0x702
SDL_WINDOWEVENT_FOCUS_LOST = 13
SDL_TOUCH_MOUSEID = 0xFFFFFFFF

u8, u16, u32 = ctypes.c_uint8, ctypes.c_uint16, ctypes.c_uint32
i32, i64, f32 = ctypes.c_int32, ctypes.c_int64, ctypes.c_float


class MouseMotion(ctypes.Structure):
    """SDL_MouseMotionEvent."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("window", u32),
        ("which", u32),
        ("state", u32),
        ("x", i32),
        ("y", i32),
        ("xrel", i32),
        ("yrel", i32),
    ]


class MouseButton(ctypes.Structure):
    """SDL_MouseButtonEvent."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("window", u32),
        ("which", u32),
        ("button", u8),
        ("state", u8),
        ("clicks", u8),
        ("padding", u8),
        ("x", i32),
        ("y", i32),
    ]


class MouseWheel(ctypes.Structure):
    """SDL_MouseWheelEvent."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("window", u32),
        ("which", u32),
        ("x", i32),
        ("y", i32),
        ("direction", u32),
        ("precise_x", f32),
        ("precise_y", f32),
        ("mouse_x", i32),
        ("mouse_y", i32),
    ]


class Finger(ctypes.Structure):
    """SDL_TouchFingerEvent."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("touch_id", i64),
        ("finger_id", i64),
        ("x", f32),
        ("y", f32),
        ("dx", f32),
        ("dy", f32),
        ("pressure", f32),
        ("window", u32),
    ]


class Keyboard(ctypes.Structure):
    """SDL_KeyboardEvent with its SDL_Keysym laid out flat."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("window", u32),
        ("state", u8),
        ("repeat", u8),
        ("padding2", u8),
        ("padding3", u8),
        ("scancode", i32),
        ("sym", i32),
        ("mod", u16),
        ("unused", u32),
    ]


class TextInput(ctypes.Structure):
    """SDL_TextInputEvent."""

    _fields_ = [("type", u32), ("timestamp", u32), ("window", u32), ("text", ctypes.c_char * 32)]


class Window(ctypes.Structure):
    """SDL_WindowEvent."""

    _fields_ = [
        ("type", u32),
        ("timestamp", u32),
        ("window", u32),
        ("event", u8),
        ("padding1", u8),
        ("padding2", u8),
        ("padding3", u8),
        ("data1", i32),
        ("data2", i32),
    ]


class SdlEvent(ctypes.Union):
    """SDL_Event: 56 bytes, any of the kinds above."""

    _fields_ = [
        ("motion", MouseMotion),
        ("button", MouseButton),
        ("wheel", MouseWheel),
        ("finger", Finger),
        ("key", Keyboard),
        ("text", TextInput),
        ("window", Window),
        ("padding", u8 * 56),
    ]


def bundled_sdl() -> ctypes.CDLL | None:
    """The SDL library pygame-ce ships with, as loaded by pygame; None where it cannot be found."""
    package = Path(pygame.__file__).parent
    patterns = ("../pygame_ce.libs/libSDL2-*", ".dylibs/libSDL2*", "SDL2.dll")
    for pattern in patterns:
        for candidate in sorted(package.glob(pattern)):
            library = ctypes.CDLL(str(candidate))
            library.SDL_PushEvent.argtypes = [ctypes.POINTER(SdlEvent)]
            return library
    return None


@pytest.fixture
def sdl() -> Iterator[ctypes.CDLL]:
    """SDL itself, with a 1280×720 window on the dummy driver and an empty queue."""
    library = bundled_sdl()
    if library is None:
        pytest.skip("this pygame-ce build links SDL in a way the test cannot reach")
    pygame.display.init()
    earlier = pygame.display.get_surface()
    earlier_size = earlier.get_size() if earlier is not None else None
    pygame.display.set_mode((1280, 720))
    pygame.event.clear()
    yield library
    pygame.event.clear()
    if earlier_size is not None:
        pygame.display.set_mode(earlier_size)


def push(library: ctypes.CDLL, member: str, structure: ctypes.Structure) -> None:
    """Puts one native event into SDL's queue."""
    event = SdlEvent()
    setattr(event, member, structure)
    assert library.SDL_PushEvent(ctypes.byref(event)) == 1


def test_native_sdl_events_map_to_the_intents(sdl: ctypes.CDLL) -> None:
    mapper = InputMapper(lambda pos: (pos[0] * 1.5, pos[1] * 1.5), pygame.display.get_window_size)
    push(sdl, "motion", MouseMotion(type=SDL_MOUSEMOTION, x=100, y=100))
    push(sdl, "button", MouseButton(type=SDL_MOUSEBUTTONDOWN, button=1, state=1, x=100, y=100))
    push(sdl, "button", MouseButton(type=SDL_MOUSEBUTTONUP, button=1, x=100, y=100))
    # Mouse events SDL made up from a touch: pygame marks them, the mapper ignores them.
    for kind in (SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP):
        push(sdl, "button", MouseButton(type=kind, which=SDL_TOUCH_MOUSEID, button=1, x=9, y=9))
    push(sdl, "wheel", MouseWheel(type=SDL_MOUSEWHEEL, which=SDL_TOUCH_MOUSEID, y=1, precise_y=1.0))
    push(
        sdl,
        "wheel",
        MouseWheel(type=SDL_MOUSEWHEEL, y=-1, precise_y=-1.0, mouse_x=100, mouse_y=100),
    )
    push(sdl, "finger", Finger(type=SDL_FINGERDOWN, touch_id=3, finger_id=1, x=0.25, y=0.5))
    push(sdl, "finger", Finger(type=SDL_FINGERMOTION, touch_id=3, finger_id=1, x=0.5, y=0.5))
    push(sdl, "finger", Finger(type=SDL_FINGERUP, touch_id=3, finger_id=1, x=0.5, y=0.5))
    push(sdl, "key", Keyboard(type=SDL_KEYDOWN, state=1, sym=pygame.K_q, mod=pygame.KMOD_LCTRL))
    push(sdl, "key", Keyboard(type=SDL_KEYDOWN, state=1, sym=pygame.K_KP_PLUS))
    push(sdl, "text", TextInput(type=SDL_TEXTINPUT, text="Ä".encode()))
    push(sdl, "button", MouseButton(type=SDL_MOUSEBUTTONDOWN, button=1, state=1, x=10, y=10))
    push(sdl, "motion", MouseMotion(type=SDL_MOUSEMOTION, state=1, x=200, y=10))
    push(sdl, "window", Window(type=SDL_WINDOWEVENT, event=SDL_WINDOWEVENT_FOCUS_LOST))

    intents: list[Intent] = []
    for event in pygame.event.get():
        intents.extend(mapper.feed(event, 0.0))

    zoom_out = 1.1**-1
    assert intents == [
        Intent(Kind.HOVER, pos=(150.0, 150.0)),
        Intent(Kind.TAP, pos=(150.0, 150.0)),
        Intent(Kind.ZOOM, pos=(150.0, 150.0), factor=zoom_out),
        Intent(Kind.DRAG_START, pos=(480.0, 540.0), touch=True),
        Intent(Kind.DRAG, pos=(960.0, 540.0), delta=(480.0, 0.0), touch=True),
        Intent(Kind.DRAG_END, pos=(960.0, 540.0), touch=True),
        Intent(Kind.SHORTCUT, key="ctrl+q"),
        Intent(Kind.SHORTCUT, key="+"),
        Intent(Kind.TEXT, text="Ä"),
        Intent(Kind.DRAG_START, pos=(15.0, 15.0)),
        Intent(Kind.DRAG, pos=(300.0, 15.0), delta=(285.0, 0.0)),
        Intent(Kind.DRAG_END, pos=(300.0, 15.0)),
    ]
