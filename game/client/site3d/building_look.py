"""How the houses of the site look: wall colours, insets, the outline on the ground, the
foundation stone and the scaffolding (data only; site3d.buildings builds the boxes).

The surface styles of the buildings (10..19) are painted by shaders/building.glsl, which knows
the same numbers."""

from __future__ import annotations

# Surface styles of the buildings' boxes (STYLE_FRAME, a storey, is site3d.geometry's).
STYLE_FOUNDATION_STONE = 11.0  # a ground field with its foundation stone, nothing built yet
STYLE_OUTLINE = 12.0  # a house's outline on the ground
STYLE_SCAFFOLD = 13.0  # poles and planks round the top storey

# A storey's detail vector: x = the sides it shares with its own house (bits of OPEN_SIDES, no
# wall, column or girder drawn there), y = 1 on the foundation field's first storey (the plinth).
OPEN_EAST, OPEN_WEST, OPEN_SOUTH, OPEN_NORTH = 1, 2, 4, 8  # +x, -x, +z (row 1's side), -z
# (dx, dz, bit) of the four sides of a field.
SIDES = ((1, 0, OPEN_EAST), (-1, 0, OPEN_WEST), (0, 1, OPEN_SOUTH), (0, -1, OPEN_NORTH))

# Walls stand this far inside the field's edge on every side that faces another house or free
# ground; between fields of one house there is no gap.
WALL_INSET = 0.08
# The outline on the ground runs round the house from this far inside the fields' edges up to
# the walls: two houses touching at a corner keep a gap of twice this between their outlines.
OUTLINE_INSET = 0.015
OUTLINE_HEIGHT = 0.02
# A dark slate kerb: bluer than the sandy ground, the walls and the roofs, so it shows where a
# house ends in every light.
OUTLINE_COLOUR = (0.13, 0.17, 0.30)

# The infill between the steel of each house (1891 Chicago School): terracotta, buff brick,
# cream stone, brown sandstone, red brick, grey limestone, ochre terracotta, pale brick; one per
# foundation stone, so that two houses side by side differ.
WALL_COLOURS = (
    (0.72, 0.40, 0.28),
    (0.80, 0.70, 0.52),
    (0.86, 0.82, 0.70),
    (0.56, 0.38, 0.30),
    (0.66, 0.30, 0.24),
    (0.70, 0.70, 0.66),
    (0.78, 0.55, 0.32),
    (0.84, 0.72, 0.62),
)
# A field that belongs to no known house is its own house; its colour follows its index.
OWN_HOUSE_BASE = 1000

# The ground field of a foundation stone not yet built on, and the stone's grey.
FOUNDATION_COLOUR = (0.50, 0.47, 0.44)

# Scaffolding of wood round the top storey of a house's highest field(s): poles at the outer
# corners that rise above the roof, and a plank to walk on along every outer side (one plank,
# no rail: each stick is a box of the site, and llvmpipe pays for every one while the site turns).
SCAFFOLD_GAP = 0.05  # between the wall and the poles
POLE_WIDTH = 0.03
POLE_RISE = 0.14  # above the roof
PLANK_DEPTH = 0.07
PLANK_THICKNESS = 0.02
PLANK_HEIGHT = 0.16  # above the storey's floor
POLE_COLOUR = (0.45, 0.33, 0.20)
PLANK_COLOUR = (0.70, 0.56, 0.36)

# The sandy ground of the site, in a checkerboard so that fields can be counted.
GROUND_COLOURS = ((0.55, 0.50, 0.42), (0.60, 0.55, 0.46))
# See-through houses (in front of the selected field) are drawn this faint.
SEE_THROUGH_ALPHA = 0.22
