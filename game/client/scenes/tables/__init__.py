"""The table scene of every game that has one; importing this package registers them."""

from game.client.scenes.tables import speedstocks  # noqa: F401
from game.client.scenes.tables import speedchicago  # noqa: F401
