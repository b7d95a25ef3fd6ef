"""Pixels as the X server shows them (not as the program drew them), through libX11."""

from __future__ import annotations

import ctypes
import ctypes.util

import numpy as np
import pygame

Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


class _XImage(ctypes.Structure):
    """The leading fields of Xlib's XImage (all that is read here)."""

    _fields_ = [
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int),
        ("data", ctypes.POINTER(ctypes.c_ubyte)),
        ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
    ]


def _xlib() -> ctypes.CDLL:
    """libX11 with the signatures used here (pointers must not be cut to C ints)."""
    library = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    display, window = ctypes.c_void_p, ctypes.c_ulong
    library.XOpenDisplay.restype = display
    library.XOpenDisplay.argtypes = [ctypes.c_char_p]
    library.XCloseDisplay.argtypes = [display]
    library.XDefaultRootWindow.restype = window
    library.XDefaultRootWindow.argtypes = [display]
    library.XGetImage.restype = ctypes.POINTER(_XImage)
    library.XGetImage.argtypes = [
        display,
        window,
        ctypes.c_int,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.c_ulong,
        ctypes.c_int,
    ]
    library.XFree.argtypes = [ctypes.c_void_p]
    library.XTranslateCoordinates.argtypes = [
        display,
        window,
        window,
        ctypes.c_int,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(window),
    ]
    library.XResizeWindow.argtypes = [display, window, ctypes.c_uint, ctypes.c_uint]
    library.XSync.argtypes = [display, ctypes.c_int]
    return library


class XScreen:
    """A connection to the X server named by DISPLAY."""

    def __init__(self) -> None:
        self.x = _xlib()
        self.display = self.x.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError("cannot connect to the X server named by DISPLAY")
        self.root = self.x.XDefaultRootWindow(self.display)

    def window_origin(self, window: int) -> tuple[int, int]:
        """Where a window's top-left pixel lies on the screen."""
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        self.x.XTranslateCoordinates(
            self.display,
            window,
            self.root,
            0,
            0,
            ctypes.byref(x),
            ctypes.byref(y),
            ctypes.byref(child),
        )
        return x.value, y.value

    def resize(self, window: int, size: tuple[int, int]) -> None:
        """Resizes a window as a window manager (or the player's drag) would."""
        self.x.XResizeWindow(self.display, window, size[0], size[1])
        self.x.XSync(self.display, 0)

    def grab(self, rect: pygame.Rect) -> np.ndarray:
        """The screen's pixels in this rectangle (root window coordinates), rows × columns × RGB."""
        image_pointer = self.x.XGetImage(
            self.display, self.root, rect.x, rect.y, rect.width, rect.height, ALL_PLANES, Z_PIXMAP
        )
        if not image_pointer:
            raise RuntimeError(f"the X server gave no image of {rect}")
        image = image_pointer.contents
        try:
            if image.bits_per_pixel != 32:
                raise RuntimeError(f"unexpected {image.bits_per_pixel} bits per pixel")
            data = ctypes.string_at(image.data, image.bytes_per_line * image.height)
            width, height, pitch = image.width, image.height, image.bytes_per_line
        finally:
            self.x.XFree(image.data)
            self.x.XFree(image_pointer)
        rows = np.frombuffer(data, np.uint8).reshape(height, pitch)[:, : width * 4]
        # A 24-bit TrueColor screen keeps blue, green, red, padding in each pixel's bytes.
        return rows.reshape(height, width, 4)[:, :, 2::-1].copy()

    def close(self) -> None:
        """Closes the connection."""
        self.x.XCloseDisplay(self.display)
