"""Speedchicago at the table: its scene and the parts it is drawn with; importing the package
registers its table scene, its progress words, its leaderboard, its scene keys, what the bench
measures of it and its solo modes."""

from game.client.scenes.tables.speedchicago import (
    bench,  # noqa: F401
    leaderboard,  # noqa: F401
    modes,  # noqa: F401
    progress,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
)
