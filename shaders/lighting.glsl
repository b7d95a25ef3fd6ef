// Daylight: the sun from light_direction, softened shadows from the sun's depth map, the sky's
// ambient light, and the haze of the city that swallows the far blocks in the sky's colour.
uniform vec3 light_direction;
uniform mat4 light_matrix;       // world to the sun's clip space (the shadow map's)
uniform sampler2DShadow shadow_map;
uniform vec2 shadow_texel;       // one texel of the shadow map in texture coordinates
uniform vec3 haze_colour;

// Distances from the site's middle where the haze starts and where it hides everything.
const float HAZE_NEAR = 13.0;
const float HAZE_FAR = 50.0;
const float SHADOW_BIAS = 0.0015;

// The share of the sun that reaches a point: 2 filtered taps (each a 2×2 comparison, so 3×3
// texels in all) soften the shadow's edge. The city beyond the site's streets is compiled with NO_SHADOWS: a
// software renderer looks the map up for every fragment, branch or not, and the city covers
// most of the picture.
float sunlit(vec3 world, vec3 normal) {
#ifdef NO_SHADOWS
    return 1.0;
#endif
    vec4 clip = light_matrix * vec4(world + normal * 0.02, 1.0);
    vec3 spot = clip.xyz / clip.w * 0.5 + 0.5;
    if (any(lessThan(spot, vec3(0.0))) || any(greaterThan(spot, vec3(1.0)))) {
        return 1.0;
    }
    float depth = spot.z - SHADOW_BIAS;
    vec2 spread = shadow_texel * 0.9;
    float light = texture(shadow_map, vec3(spot.xy - spread, depth))
                + texture(shadow_map, vec3(spot.xy + spread, depth));
    return light * 0.5;
}

vec3 lit_colour(Surface surface, vec3 normal, vec3 world) {
    float facing = dot(normal, -normalize(light_direction));
    float sun = facing > 0.0 ? facing * sunlit(world, normal) : 0.0;
    float sky = 0.42 + 0.08 * normal.y;
    float light = mix(1.0, sky + 0.62 * sun, surface.lit);
    vec3 colour = surface.colour * light;
    float haze = smoothstep(HAZE_NEAR, HAZE_FAR, length(world.xz));
    return mix(colour, haze_colour, haze);
}
