"""Speedtycoon at the table: its scene and the parts it is drawn with; importing the package
registers its table scene, its progress words, its scene keys and what its Spielart switches on
in the set-up."""

from game.client.scenes.tables.speedtycoon import (
    bench,  # noqa: F401
    daily,  # noqa: F401
    progress,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
    setup_modes,  # noqa: F401
)
