// The houses (styles 10..19): storeys in the 1891 steel frame, the foundation stones, the
// houses' outlines on the ground and the scaffolding. Lengths are in site units (a field is 1).
const float STYLE_FOUNDATION_STONE = 11.0;
const float STYLE_OUTLINE = 12.0;
const float STYLE_SCAFFOLD = 13.0;

// A storey's detail: x = the sides it shares with its own house (bits: 1 = +x, 2 = -x, 4 = +z,
// 8 = -z; no column or girder there), y = 1 on the foundation field's first storey (the plinth).
const int OPEN_EAST = 1;
const int OPEN_WEST = 2;
const int OPEN_SOUTH = 4;
const int OPEN_NORTH = 8;

const vec3 STEEL = vec3(0.15, 0.16, 0.18);
const vec3 GLASS = vec3(0.24, 0.30, 0.37);
const vec3 SKY_IN_GLASS = vec3(0.52, 0.60, 0.68);
const vec3 PLINTH_STONE = vec3(0.58, 0.56, 0.53);
const vec3 ROOF_GRAVEL = vec3(0.44, 0.42, 0.40);
const float COLUMN = 0.055;   // the steel columns at the building's outer corners
const float GIRDER = 0.05;    // the girder at the top of every storey: one band per floor
const float PIER = 0.07;      // the clad column between two fields' bays
const float PLINTH = 0.13;    // the stone plinth's height on the foundation field
const float JOINT = 0.006;

bool side_open(int sides, vec3 direction) {
    int bit = direction.x > 0.5 ? OPEN_EAST
        : direction.x < -0.5 ? OPEN_WEST
        : direction.z > 0.5 ? OPEN_SOUTH
        : OPEN_NORTH;
    return (sides & bit) != 0;
}

// Rusticated stone: courses of blocks, every other course shifted by half a block.
vec3 stone(vec3 colour, float along, float up) {
    float course = floor(up / 0.045);
    float block = fract(along / 0.16 + 0.5 * mod(course, 2.0));
    bool joint = fract(up / 0.045) < 0.14 || block < 0.04;
    return joint ? colour * 0.72 : colour;
}

// The roof: gravel tinted with the house's walls, girders along the building's outer edges.
vec3 roof_colour(Fragment f, int sides) {
    // The top face runs u = +x, v = -z.
    float edge = 1.0;
    if ((sides & OPEN_WEST) == 0) edge = min(edge, f.face.x * f.size.x);
    if ((sides & OPEN_EAST) == 0) edge = min(edge, (1.0 - f.face.x) * f.size.x);
    if ((sides & OPEN_SOUTH) == 0) edge = min(edge, f.face.y * f.size.z);
    if ((sides & OPEN_NORTH) == 0) edge = min(edge, (1.0 - f.face.y) * f.size.z);
    return edge < GIRDER ? STEEL : mix(ROOF_GRAVEL, f.colour, 0.45);
}

// A wall: corner columns and the storey's girder in steel, a clad pier between two fields'
// bays, and in each bay a Chicago window (a wide fixed pane between two narrow sashes).
vec3 wall_colour(Fragment f, int sides) {
    vec3 u = cross(vec3(0.0, 1.0, 0.0), f.normal);
    float width = abs(u.x) > 0.5 ? f.size.x : f.size.z;
    float from_start = f.face.x * width;
    float to_end = (1.0 - f.face.x) * width;
    float up = f.face.y * f.size.y;
    bool column = (!side_open(sides, -u) && from_start < COLUMN)
        || (!side_open(sides, u) && to_end < COLUMN);
    if (column || up > f.size.y - GIRDER) {
        return STEEL;
    }
    // Across the field's bay: fields' edges lie on whole site units.
    float along = fract(abs(u.x) > 0.5 ? f.world.x : f.world.z);
    float bay_edge = min(along, 1.0 - along);
    if (f.detail.y > 0.5 && up < PLINTH) {
        return stone(PLINTH_STONE, along, up);
    }
    if (bay_edge < PIER) {
        return f.colour * 0.8;
    }
    float sill = (f.detail.y > 0.5 ? PLINTH : 0.0) + 0.1;
    float head = f.size.y - GIRDER - 0.08;
    if (bay_edge > 0.2 && up > sill && up < head) {
        float pane = abs(along - 0.5);
        if (abs(pane - 0.15) < 0.014) {
            return STEEL * 1.4;  // the mullions of the Chicago window
        }
        float height = (up - sill) / (head - sill);
        return mix(GLASS, SKY_IN_GLASS, 0.15 + 0.35 * height);
    }
    if (bay_edge > 0.18 && up > sill - 0.025 && up <= sill) {
        return mix(f.colour, vec3(0.92, 0.89, 0.82), 0.6);  // a stone sill under the window
    }
    return f.colour;
}

vec3 foundation_stone(Fragment f) {
    // A square stone slab in the middle of the field's ground, its top split in four blocks.
    vec2 centred = abs(f.face - 0.5);
    float reach = max(centred.x, centred.y);
    if (f.normal.y < 0.5 || reach > 0.34) {
        return f.colour;
    }
    vec3 slab = f.detail.rgb;
    if (reach > 0.31 || min(centred.x, centred.y) < JOINT) {
        return slab * 0.7;
    }
    return slab;
}

Surface building_surface(Fragment f) {
    if (f.style < 10.5) {
        int sides = int(f.detail.x + 0.5);
        if (f.normal.y > 0.5) {
            return Surface(roof_colour(f, sides), 1.0);
        }
        return Surface(f.normal.y < -0.5 ? STEEL : wall_colour(f, sides), 1.0);
    }
    if (abs(f.style - STYLE_FOUNDATION_STONE) < 0.5) {
        return Surface(foundation_stone(f), 1.0);
    }
    // The outline on the ground and the scaffolding's wood show in their own colours.
    return Surface(f.colour, 1.0);
}
