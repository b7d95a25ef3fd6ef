"""Without Mesa's EGL the 3D tests skip locally but fail in CI, so a green CI run means the 3D
view was tested."""

from __future__ import annotations

import moderngl
import pytest

from tests.client.site3d.conftest import egl_context


def no_egl(**_arguments: object) -> moderngl.Context:
    """What moderngl does on a system without EGL."""
    raise Exception("libEGL.so.1: cannot open shared object file")


def test_a_missing_egl_skips_with_the_reason_locally(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(moderngl, "create_standalone_context", no_egl)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="libEGL.so.1.*libegl-mesa0"):
        egl_context()


def test_a_missing_egl_fails_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(moderngl, "create_standalone_context", no_egl)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="no standalone EGL context"):
        egl_context()


def test_the_context_is_egl_with_opengl_3_3(gl_context: moderngl.Context) -> None:
    assert gl_context.version_code >= 330
    framebuffer = gl_context.simple_framebuffer((4, 4))
    framebuffer.use()
    framebuffer.clear(1.0, 0.0, 0.0, 1.0)
    assert framebuffer.read(components=3)[:3] == b"\xff\x00\x00"
    framebuffer.release()
