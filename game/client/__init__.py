"""The pygame-ce client: main loop, scenes, widgets, input mapping and drawing."""

import os

# pygame greets on import; a game window has no console to greet.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
