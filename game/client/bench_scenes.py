"""What tools/bench.py --client measures of each game: the games' client packages register their
measured scenes (with what every measured frame does there) and their own figures here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from game.client.intents import Intent
    from game.client.scene import Scene
    from game.client.scene_keys import SceneRequest


class FrameDriver(Protocol):
    """What a measured scene does before each frame, as a player would."""

    def step(self) -> Intent | None:
        """Moves the scene on; the intent the player gives this frame, or None to let the
        pointer wander over the canvas."""


@runtime_checkable
class FrameParts(Protocol):
    """A driver that also times parts of each frame (e.g. the 3D site and the 2D over it)."""

    def part_figures(self, frames: int) -> dict[str, float]:
        """The figures of the parts of the last frames measured, named by part."""


@dataclass(frozen=True)
class BenchScene:
    """A game scene measured frame by frame: the set position, the frames sampled (None: the
    bench's default), what each frame does, and whether it is measured in a real window too."""

    request: SceneRequest
    frames: int | None = None
    driver: Callable[[Scene], FrameDriver] | None = None
    in_window: bool = False


# A figure of its own: how long something takes, measured with this scale of samples.
Figures = Callable[[float], dict[str, float]]
_SCENES: dict[str, BenchScene] = {}
_FIGURES: dict[str, Figures] = {}


def register_bench_scene(bench: BenchScene) -> None:
    """Measures the scene of bench.request.key with the bench's frames."""
    _SCENES[bench.request.key] = bench


def register_bench_figures(name: str, measure: Figures) -> None:
    """Adds the figures measure gives to the client's report under this name."""
    _FIGURES[name] = measure


def bench_scenes() -> dict[str, BenchScene]:
    """The games' measured scenes by key, in the order they registered."""
    return dict(_SCENES)


def bench_figures() -> dict[str, Figures]:
    """The games' own figures by name, in the order they registered."""
    return dict(_FIGURES)
