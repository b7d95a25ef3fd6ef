"""A standalone EGL context for the 3D tests: Mesa's llvmpipe renders without a GPU or display.

Where the context cannot be made the 3D tests skip with the reason, except in CI (CI=true): there
they fail, so that a green run always means the 3D view was tested (see DESIGN.md).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import moderngl
import pytest

# The shaders are GLSL 3.30.
REQUIRED_GL = 330


def egl_context() -> moderngl.Context:
    """A new offscreen OpenGL context through EGL; pytest.fail in CI, else pytest.skip, when
    there is none to be had."""
    try:
        return moderngl.create_standalone_context(require=REQUIRED_GL, backend="egl")
    except Exception as error:  # moderngl raises plain Exceptions for a missing EGL or driver
        reason = (
            f"no standalone EGL context ({type(error).__name__}: {error}); install Mesa's EGL "
            "(Debian: libegl1 libegl-mesa0 libgl1-mesa-dri) - tools/test does it where it can"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)


@pytest.fixture(scope="module")
def gl_context() -> Iterator[moderngl.Context]:
    """One EGL context for a test module, released afterwards."""
    context = egl_context()
    yield context
    context.release()
