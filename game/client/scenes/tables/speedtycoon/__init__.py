"""Speedtycoon at the table: its scene and the parts it is drawn with; importing the package
registers its table scene, its progress words and its scene keys."""

from game.client.scenes.tables.speedtycoon import (
    progress,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
)
