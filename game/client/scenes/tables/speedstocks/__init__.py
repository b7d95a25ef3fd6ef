"""Speedstocks at the table: its scene and the parts it is drawn with; importing the package
registers its table scene, its progress words, its card preview for the settings, its scene key
and what the bench measures of it."""

from game.client.scenes.tables.speedstocks import (
    bench,  # noqa: F401
    daily,  # noqa: F401
    progress,  # noqa: F401
    sample_hand,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
)
