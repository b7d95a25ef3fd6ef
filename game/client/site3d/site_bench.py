"""The 3D site alone, without the client: frames of the built-up 1893 site while the camera
turns (render and read-back, as the client does each frame), and picks under the pointer.

It needs no pygame and no window, so that it runs wherever an OpenGL 3.3 context can be made:
on Mesa's llvmpipe here, and on a machine with a GPU (through EGL). tools/bench.py --site runs
it; `python -m game.client.site3d.site_bench` runs it where the project's tools cannot start.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from game.ai.benchmark import percentile
from game.ai.speedchicago.late_games import late_chicago_state
from game.client.site3d.camera import OrbitCamera
from game.client.site3d.geometry import SiteLook
from game.client.site3d.palette import company_colours
from game.client.site3d.renderer import SiteRenderer, standalone_context
from game.rules.speedchicago.houses import find_houses
from game.rules.speedchicago.state import SpeedchicagoState

# The bench's site: seed 11's random game, 82 of the 84 floors built in 1893.
BENCH_SEED = 11
# Degrees the camera turns between frames (a slow drag).
TURN_PER_FRAME = 0.6
WARM_UP_FRAMES = 5
SITE_FRAMES = 160
SITE_PICKS = 40


def bench_look(seed: int = BENCH_SEED) -> SiteLook:
    """The late site of a seeded random game, every house built up."""
    state = late_chicago_state(seed)
    assert isinstance(state, SpeedchicagoState)
    return SiteLook(
        heights=tuple(state.heights),
        figures=tuple(state.figures),
        foundations=tuple(state.foundations),
        company_colours=tuple(company_colours(state.players)),
        houses=find_houses(state.heights, state.foundations).house_of,
        supply=state.supply,
    )


def site_figures(width: int, height: int, frames: int, picks: int) -> dict[str, Any]:
    """Milliseconds per frame (render and read-back) while the camera turns, and per pick."""
    ctx = standalone_context()
    renderer = SiteRenderer(ctx, width, height)
    try:
        renderer.upload(bench_look())
        camera = OrbitCamera()
        frame_ms: list[float] = []
        for frame in range(WARM_UP_FRAMES + frames):
            camera.yaw += TURN_PER_FRAME
            started = time.perf_counter()
            renderer.render(camera)
            renderer.read_rgb()
            if frame >= WARM_UP_FRAMES:
                frame_ms.append((time.perf_counter() - started) * 1000.0)
        pick_ms: list[float] = []
        for pick in range(picks):
            x = width // 4 + (pick * 37) % (width // 2)
            y = height // 4 + (pick * 23) % (height // 2)
            started = time.perf_counter()
            renderer.pick(camera, x, y)
            pick_ms.append((time.perf_counter() - started) * 1000.0)
        return {
            "renderer": ctx.info.get("GL_RENDERER", "unknown"),
            "size": [width, height],
            "frames": frames,
            "frame_p50_ms": round(percentile(sorted(frame_ms), 0.5), 2),
            "frame_p95_ms": round(percentile(sorted(frame_ms), 0.95), 2),
            "pick_p95_ms": round(percentile(sorted(pick_ms), 0.95), 2) if pick_ms else None,
        }
    finally:
        renderer.release()
        ctx.release()


def main() -> None:
    """Prints the site's figures as one JSON object."""
    parser = argparse.ArgumentParser(description="Measures the 3D site's frames and picks.")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=720)
    parser.add_argument("--frames", type=int, default=SITE_FRAMES)
    parser.add_argument("--picks", type=int, default=SITE_PICKS)
    arguments = parser.parse_args()
    for name in ("width", "height", "frames", "picks"):
        if getattr(arguments, name) < 1:
            parser.error(f"--{name} must be at least 1, not {getattr(arguments, name)}")
    figures = site_figures(arguments.width, arguments.height, arguments.frames, arguments.picks)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
