"""The site's own offscreen context: on Linux without a named X display it is made through EGL
at once, never through the platform's GLX (which would open display :0, maybe another
program's virtual display); with a display named, the platform's own comes first."""

from __future__ import annotations

import sys

import moderngl
import pytest

from game.client.site3d.renderer import standalone_context


def backends_asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records the backend of every context asked for (the platform's own as 'own')."""
    asked: list[str] = []

    def create(require: int, backend: str = "own") -> object:
        asked.append(backend)
        return object()

    monkeypatch.setattr(moderngl, "create_standalone_context", create)
    return asked


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X displays are Linux's")
def test_without_a_display_egl_comes_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = backends_asked(monkeypatch)
    monkeypatch.delenv("DISPLAY", raising=False)
    standalone_context()
    assert asked == ["egl"]


def test_with_a_display_the_platforms_own_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = backends_asked(monkeypatch)
    monkeypatch.setenv("DISPLAY", ":5")
    standalone_context()
    assert asked == ["own"]
