"""A virtual X display (Xvfb with GLX on Mesa) for the window tests, and the client driven on it.

Where Xvfb is missing the tests skip with the reason, except in CI (CI=true): there they fail, so
that a green run always means the client was seen in a real window. tools/test installs Xvfb from
Debian's packages where it can.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREEN_SIZE = (1920, 1080)
SCENARIO_SECONDS = 240


def _unavailable(reason: str) -> None:
    """Skips, or fails under CI=true."""
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """A fresh Xvfb display, e.g. ':5', for the whole test session."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        _unavailable("Xvfb is missing (Debian: apt-get install xvfb); tools/test installs it")
    read_end, write_end = os.pipe()
    screen = f"{SCREEN_SIZE[0]}x{SCREEN_SIZE[1]}x24"
    process = subprocess.Popen(
        [
            xvfb,
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            screen,
            "+extension",
            "GLX",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    os.close(write_end)
    with os.fdopen(read_end) as numbers:
        number = numbers.readline().strip()
    if not number:
        error = process.stderr.read().decode(errors="replace") if process.stderr else ""
        process.kill()
        _unavailable(f"Xvfb did not start: {error.strip()[-300:]}")
    try:
        yield f":{number}"
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@dataclass
class Shot:
    """One photograph of the window: the screen as the X server shows it, and the canvas."""

    screen: np.ndarray  # rows × columns × RGB, the window's pixels on the screen
    canvas: np.ndarray  # the logical canvas as the program drew it
    facts: dict

    @property
    def area(self) -> pygame.Rect:
        """Where the letterboxed canvas lies in the window."""
        return pygame.Rect(self.facts["area"])

    def expected(self) -> np.ndarray:
        """What the window should show: black bars and the canvas scaled into its area."""
        width, height = self.facts["window_size"]
        window = np.zeros((height, width, 3), np.uint8)
        area = self.area
        canvas = pygame.surfarray.make_surface(self.canvas.transpose(1, 0, 2))
        scaled = pygame.transform.smoothscale(canvas, area.size)
        window[area.top : area.bottom, area.left : area.right] = pygame.surfarray.array3d(
            scaled
        ).transpose(1, 0, 2)
        return window

    def difference(self, logical: pygame.Rect | None = None) -> float:
        """The mean difference per channel between the screen and what it should show,
        over the whole window or over a rectangle of the canvas."""
        expected = self.expected().astype(np.int16)
        screen = self.screen.astype(np.int16)
        rows, columns = self.window_slices(logical)
        return float(np.abs(screen[rows, columns] - expected[rows, columns]).mean())

    def window_slices(self, logical: pygame.Rect | None) -> tuple[slice, slice]:
        """The window pixels of a canvas rectangle (the whole window for None)."""
        if logical is None:
            return slice(None), slice(None)
        area, scale = self.area, self.area.width / self.canvas.shape[1]
        left, top = area.x + round(logical.x * scale), area.y + round(logical.y * scale)
        right = area.x + round(logical.right * scale)
        bottom = area.y + round(logical.bottom * scale)
        return slice(top, bottom), slice(left, right)

    def screen_part(self, logical: pygame.Rect) -> np.ndarray:
        """The screen's pixels of a canvas rectangle."""
        rows, columns = self.window_slices(logical)
        return self.screen[rows, columns]


def _pixels(path: Path) -> np.ndarray:
    """A PNG as rows × columns × RGB."""
    return pygame.surfarray.array3d(pygame.image.load(str(path))).transpose(1, 0, 2)


def play_scenario(
    display: str,
    scenario: str,
    out: Path,
    language: str = "de",
    size: str = "1280x720",
    screen: str | None = None,
    refuse: str | None = None,
) -> dict[str, Shot]:
    """Runs the client on the display through tests/window/drive.py (only the screen kind
    named, if one is); its shots by name."""
    environment = dict(os.environ, DISPLAY=display, PYTHONPATH=str(ROOT))
    environment.pop("SDL_VIDEODRIVER", None)
    command = [
        sys.executable,
        "-m",
        "tests.window.drive",
        scenario,
        str(out),
        "--language",
        language,
        "--size",
        size,
        *(["--screen", screen] if screen else []),
        *(["--refuse", refuse] if refuse else []),
    ]
    finished = subprocess.run(
        command,
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=SCENARIO_SECONDS,
    )
    if finished.returncode != 0:
        raise AssertionError(
            f"the client failed in scenario {scenario}:\n{finished.stderr[-3000:]}"
        )
    facts = json.loads((out / "facts.json").read_text(encoding="utf-8"))
    return {
        name: Shot(
            screen=_pixels(out / f"{name}.screen.png"),
            canvas=_pixels(out / f"{name}.canvas.png"),
            # On X11 players get the plain surface first (see SCREEN_ORDER).
            facts={
                **shot,
                "screen_kind": facts["screen_kind"],
                "asked_for": screen or ("opengl" if refuse == "surface" else "surface"),
            },
        )
        for name, shot in facts["shots"].items()
    }
