"""Replays in the client: the viewer of a recorded game and the list of kept records; importing
the package registers their scene keys for the screenshot and bench tools."""

from game.client.scenes.replay import scene_keys  # noqa: F401
