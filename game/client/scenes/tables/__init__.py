"""The table scene of every game that has one; importing this package registers them."""

from game.client.scenes.tables import (
    speedchicago,  # noqa: F401
    speedstocks,  # noqa: F401
)
