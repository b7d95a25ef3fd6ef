"""Replays in the client: the viewer of a recorded game (viewer) and the list of kept records
(records); scene_keys registers their scene keys for the screenshot and bench tools."""
