"""What the scenery around the site is made of: the street grid, the Loop's blocks, the derrick
cranes and the stacks of steel beams, as plain numbers (site units: a field is 1, a storey
FLOOR_HEIGHT; the site is one city block of the Loop)."""

from __future__ import annotations

# Scenery styles (shaders/scenery.glsl): plain, a facade with window bays per storey, the
# street's wooden paving blocks, rough earth of a vacant lot.
STYLE_SCENERY_PLAIN = 30.0
STYLE_FACADE = 31.0
STYLE_PAVING = 32.0
STYLE_EARTH = 33.0

# The grid: block centres every BLOCK_PERIOD, each block HALF_BLOCK either side of its centre
# (pavement included); the streets fill the rest. The site's own block is the one at 0, 0.
BLOCK_PERIOD = 12.5
HALF_BLOCK = 5.0
PAVEMENT_WIDTH = 1.0
# Blocks drawn either side of the site's; the far ones vanish in the haze (lighting.glsl).
BLOCK_RINGS = 3
GROUND_REACH = 90.0
# The streets round the site's block, up to the next blocks: the ground shadows fall on.
NEAR_STREETS = BLOCK_PERIOD - HALF_BLOCK
# Tops of the flat layers, under the site's ground (its top is 0) so that none shows through.
STREET_TOP = -0.07
PAVEMENT_TOP = -0.025
LOT_TOP = -0.035
KERB_HEIGHT = 0.045

STREET_COLOUR = (0.36, 0.31, 0.26)
PAVEMENT_COLOUR = (0.56, 0.52, 0.46)  # plank sidewalks
KERB_COLOUR = (0.64, 0.62, 0.58)
EARTH_COLOUR = (0.50, 0.42, 0.32)

# Storeys of the buildings by ring of blocks round the site: the next blocks stay low, so that
# they never hide the site from the orbiting camera (it circles over them); the Loop's 6-16
# storey office blocks stand beyond.
RING_STOREYS = ((1, 3), (5, 12), (6, 16))
# Lots per block side by ring (the far blocks in fewer, larger office blocks); a share of the
# lots in the next blocks lies vacant (burnt or cleared).
LOTS_PER_SIDE = (3, 2)
VACANT_SHARE = 0.3
STOREY_HEIGHT = 0.42
# Window bays per unit of facade width.
BAYS_PER_UNIT = 1.6
FACADE_COLOURS = (
    (0.55, 0.30, 0.22),  # red brick
    (0.62, 0.38, 0.27),  # pressed brick
    (0.47, 0.33, 0.27),  # brownstone
    (0.70, 0.66, 0.58),  # limestone
    (0.66, 0.50, 0.36),  # terracotta
    (0.40, 0.28, 0.24),  # sooty brick
)
ROOF_COLOUR = (0.30, 0.29, 0.29)
CORNICE_COLOUR = (0.74, 0.71, 0.64)
# Water towers and chimneys on the roofs of tall buildings: one in WATER_TOWER_EVERY, and a
# chimney on every CHIMNEY_EVERY-th.
WATER_TOWER_EVERY = 3
CHIMNEY_EVERY = 2
TANK_SIDES = 6
TANK_COLOUR = (0.42, 0.32, 0.22)
CHIMNEY_COLOUR = (0.38, 0.22, 0.17)
# The same city every time.
CITY_SEED = 1891

# Derrick cranes beside the site: the mast's foot, the boom's heading (degrees, 0 = towards
# +x, counter-clockwise seen from above) and rise, and the headings of the two stiff legs.
TIMBER_COLOUR = (0.46, 0.34, 0.22)
ROPE_COLOUR = (0.20, 0.19, 0.18)
MAST_HEIGHT = 5.0
MAST_WIDTH = 0.13
BOOM_LENGTH = 5.6
LEG_REACH = 2.3
HOOK_DROP = 1.6
CRANES = (
    ((4.55, 0.0, -4.55), 210.0, 52.0, (0.0, 90.0)),
    ((-4.55, 0.0, 4.55), 60.0, 44.0, (180.0, 270.0)),
)

# Stacks of steel beams for the supply along the left pavement: one layer of beams per floor
# left, layers crossing, STACK_LAYERS to a stack.
BEAM_COLOUR = (0.48, 0.20, 0.14)  # red lead primer
STACK_LAYERS = 11
STACK_SIZE = 0.8
STACK_X = -4.5
STACK_ZS = (-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5)
BEAMS_PER_LAYER = 3
BEAM_HEIGHT = 0.06
