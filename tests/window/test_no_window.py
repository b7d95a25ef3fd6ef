"""Without a window the game says so in one sentence and ends with a non-zero status."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def start_game(tmp_path: Path, **environment: str) -> subprocess.CompletedProcess[str]:
    """Starts the game as tools/play does, in folders of its own, with this environment."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    env.update(
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_RUNTIME_DIR=str(tmp_path),
        SDL_AUDIODRIVER="dummy",
        **environment,
    )
    return subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    "environment",
    [{"SDL_VIDEODRIVER": "no-such-driver"}, {"DISPLAY": ":64999"}],
    ids=["a broken video setting", "no display"],
)
def test_without_a_window_the_game_says_why_and_stops(
    tmp_path: Path, environment: dict[str, str]
) -> None:
    finished = start_game(tmp_path, **environment)
    assert finished.returncode == 1
    said = [line for line in finished.stderr.splitlines() if "Spielfenster" in line]
    assert len(said) == 1 and said[0].startswith("Das Spielfenster lässt sich nicht öffnen")
    assert "Traceback" not in finished.stderr
