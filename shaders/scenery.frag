#version 330
// The scenery round the site, lit by the same daylight as the site (lighting.glsl) but painted
// only by scenery.glsl: the city covers most of the picture, so its fragments stay cheap.
#include "surface.glsl"
#include "lighting.glsl"
#include "scenery.glsl"

in vec3 v_normal;
in vec2 v_face;
in vec3 v_size;
in vec4 v_colour;
in float v_style;
in vec4 v_detail;
in vec3 v_world;

out vec4 fragment;

#ifdef THIN_IN_FRONT
// What stands between the camera and the site (a crane's mast, its legs) is thinned to one pixel
// in four, so that the houses behind it stay readable from every side.
uniform vec3 eye_position;
uniform float site_top;
const float SITE_HALF = 4.0;

bool hides_the_site(vec3 world) {
    vec3 way = world - eye_position;
    vec3 inverse = 1.0 / mix(way, vec3(1e-6), lessThan(abs(way), vec3(1e-6)));
    vec3 low = (vec3(-SITE_HALF, 0.0, -SITE_HALF) - eye_position) * inverse;
    vec3 high = (vec3(SITE_HALF, site_top, SITE_HALF) - eye_position) * inverse;
    vec3 near = min(low, high);
    vec3 far = max(low, high);
    float enter = max(max(near.x, near.y), near.z);
    float leave = min(min(far.x, far.y), far.z);
    // The line of sight through this fragment goes on into the site's box behind it.
    return leave > 1.0 && leave >= enter;
}
#endif

void main() {
#ifdef THIN_IN_FRONT
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    if (((pixel.x | pixel.y) & 1) != 0 && hides_the_site(v_world)) {
        discard;
    }
#endif
    vec3 normal = normalize(v_normal);
    Fragment f = Fragment(v_style, v_colour.rgb, v_face, normal, v_size, v_detail, v_world);
    fragment = vec4(lit_colour(scenery_surface(f), normal, v_world), 1.0);
}
