// Daylight: the sun from light_direction and the sky's ambient light.
uniform vec3 light_direction;

vec3 lit_colour(Surface surface, vec3 normal, vec3 world) {
    float diffuse = max(dot(normal, -normalize(light_direction)), 0.0);
    float light = mix(1.0, 0.45 + 0.6 * diffuse, surface.lit);
    return surface.colour * light;
}
