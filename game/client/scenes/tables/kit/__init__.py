"""The table kit: what every game's table draws the same way (a seat's panel with its colour
strip and fitted name, the narrow action buttons with key caps, the frame and countdown of a
scoring pause), parameterised by what the games draw differently. It names no game.

The clock box, the hand-over curtain, the info-window host and the log strip are shared already
one level up (the base table scene and the widgets), so the kit does not repeat them."""
