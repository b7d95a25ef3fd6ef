// The scenery around the site (styles 30..39): the Loop's facades with a window per bay and
// storey (larger shop windows at the street), the street's paving and vacant lots plain.
const float STYLE_FACADE = 31.0;
const vec3 WINDOW_GLASS = vec3(0.16, 0.18, 0.22);

Surface scenery_surface(Fragment f) {
    vec3 colour = f.colour;
    if (abs(f.style - STYLE_FACADE) < 0.5 && abs(f.normal.y) < 0.5) {
        vec2 cell = fract(f.face);
        bool shop = f.face.y < 1.0;
        bool across = cell.x > 0.2 && cell.x < 0.8;
        bool up = shop ? cell.y > 0.15 && cell.y < 0.85 : cell.y > 0.3 && cell.y < 0.8;
        if (across && up) {
            colour = mix(colour, WINDOW_GLASS, 0.75);
        }
    }
    return Surface(colour, 1.0);
}
