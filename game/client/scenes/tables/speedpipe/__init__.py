"""Speedpipe at the table: its scene and the parts it is drawn with (the map, the hand, the
Rohrlager, the contracts, the choosers)."""
