"""Speedpipe at the table: its scene and the parts it is drawn with (the map, the hand, the
Rohrlager, the contracts, the choosers); importing the package registers its table scene, its
progress words, its scene keys and what the bench measures of it."""

from game.client.scenes.tables.speedpipe import (
    bench,  # noqa: F401
    daily,  # noqa: F401
    progress,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
)
