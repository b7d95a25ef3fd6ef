// Figures and the plates on the fields a move can go to (styles 20..29).
const float STYLE_FIGURE = 20.0;
const float STYLE_PLATE = 21.0;

// A figure's detail: x the company's badge on the upright faces (0 none; 1 square, 2 belt,
// 3 braces, 4 sash, as site3d.palette names them), y 1 where the part gives its own light, z 1
// where the badge is on the faces across x only (a sleeve's outer face, not its front).
// The badge's colour: site3d.palette.BADGE.
const vec3 BADGE_COLOUR = vec3(0.98, 0.98, 0.96);

// A plate's detail: x its pattern (0 plain, 1 stripes, 2 dots, 3 hatch, 4 checks), yzw its ink,
// which draws the pattern and the outline. Sizes in site units (a field is 1 wide).
const float PLATE_OUTLINE = 0.05;
const float PATTERN_STEP = 0.15;

// Where on an upright face a fragment lies, in site units from the face's middle (x across,
// y up).
vec2 upright_point(Fragment f) {
    float width = abs(f.normal.x) > 0.5 ? f.size.z : f.size.x;
    return (f.face - 0.5) * vec2(width, f.size.y);
}

// How much of a band of this half width around a line the fragment covers, smoothed over blur
// (the site units one pixel spans there: patterns neither flicker nor step at any zoom).
float band(float distance, float half_width, float blur) {
    return 1.0 - smoothstep(half_width - blur, half_width + blur, abs(distance));
}

// The site units one pixel spans at a point p of a face.
float pixel_span(vec2 p) {
    return max(0.5 * (fwidth(p.x) + fwidth(p.y)), 1e-4);
}

float badge_cover(float shape, vec2 p) {
    float blur = pixel_span(p);
    if (shape < 1.5) {
        return band(max(abs(p.x), abs(p.y - 0.015)), 0.055, blur);
    }
    if (shape < 2.5) {
        return band(p.y, 0.035, blur);
    }
    if (shape < 3.5) {
        return band(p.x, 0.035, blur);
    }
    return band((p.x + p.y) * 0.7071, 0.032, blur);
}

Surface figure_surface(Fragment f) {
    if (f.detail.y > 0.5) {
        return Surface(f.colour, 0.0);
    }
    bool upright = abs(f.normal.y) < 0.5;
    if (f.detail.x > 0.5 && upright && (f.detail.z < 0.5 || abs(f.normal.x) > 0.5)) {
        float cover = badge_cover(f.detail.x, upright_point(f));
        // The badge keeps its white on the side in shade, so that its shape reads from anywhere.
        return Surface(mix(f.colour, BADGE_COLOUR, cover), 1.0 - cover);
    }
    return Surface(f.colour, 1.0);
}

float pattern_cover(float pattern, vec2 p, float blur) {
    if (pattern < 0.5) {
        return 0.0;
    }
    if (pattern < 1.5) {
        float across = (p.x + p.y) * 0.7071 / PATTERN_STEP;
        return band((fract(across) - 0.5) * PATTERN_STEP, 0.2 * PATTERN_STEP, blur);
    }
    if (pattern < 2.5) {
        vec2 cell = (fract(p / PATTERN_STEP + 0.5) - 0.5) * PATTERN_STEP;
        return band(length(cell), 0.26 * PATTERN_STEP, blur);
    }
    if (pattern < 3.5) {
        float up = (p.x + p.y) * 0.7071 / PATTERN_STEP;
        float down = (p.x - p.y) * 0.7071 / PATTERN_STEP;
        float width = 0.08 * PATTERN_STEP;
        return max(
            band((fract(up) - 0.5) * PATTERN_STEP, width, blur),
            band((fract(down) - 0.5) * PATTERN_STEP, width, blur)
        );
    }
    vec2 square = floor(p / PATTERN_STEP + 0.5);
    return mod(square.x + square.y, 2.0);
}

Surface plate_surface(Fragment f) {
    vec3 ink = f.detail.yzw;
    if (abs(f.normal.y) < 0.5) {
        return Surface(ink, 0.0);
    }
    vec2 p = (f.face - 0.5) * f.size.xz;
    float edge = 0.5 * f.size.x - max(abs(p.x), abs(p.y));
    float blur = pixel_span(p);
    float cover = max(pattern_cover(f.detail.x, p, blur), band(edge, PLATE_OUTLINE, blur));
    return Surface(mix(f.colour, ink, cover), 0.0);
}

Surface marks_surface(Fragment f) {
    if (abs(f.style - STYLE_PLATE) < 0.5) {
        return plate_surface(f);
    }
    return figure_surface(f);
}
