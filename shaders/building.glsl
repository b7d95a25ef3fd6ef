// Storeys of the houses (styles 10..19). The 1891 steel frame: dark beams on every edge and a
// mullion, so that each storey reads as one band and the floors of a tower can be counted.
Surface building_surface(Fragment f) {
    vec3 colour = f.colour;
    float edge = min(min(f.face.x, 1.0 - f.face.x), min(f.face.y, 1.0 - f.face.y));
    bool side = abs(f.normal.y) < 0.5;
    float beam = side ? 0.09 : 0.06;
    if (edge < beam) {
        colour = vec3(0.16, 0.17, 0.19);
    } else if (side && abs(f.face.x - 0.5) < 0.03) {
        colour = vec3(0.22, 0.23, 0.25);
    } else if (side && f.face.y > 0.3 && f.face.y < 0.85) {
        colour = mix(colour, vec3(0.55, 0.68, 0.78), 0.55);
    }
    return Surface(colour, 1.0);
}
