"""Event mode: the suite on a touch screen at an event, locked in full screen for guests."""
