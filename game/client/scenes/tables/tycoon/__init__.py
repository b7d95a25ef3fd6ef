"""Tycoon at the table: its scene and the parts it is drawn with (the nine cities, the
Hausbanks, the tickets, the build preview, the payday); importing the package registers its
table scene, its end table's words, its progress words, its scene keys and what the bench
measures of it."""

from game.client.scenes.tables.tycoon import (
    bench,  # noqa: F401
    daily,  # noqa: F401
    end_words,  # noqa: F401
    progress,  # noqa: F401
    scene,  # noqa: F401
    scene_keys,  # noqa: F401
)
