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

void main() {
    vec3 normal = normalize(v_normal);
    Fragment f = Fragment(v_style, v_colour.rgb, v_face, normal, v_size, v_detail, v_world);
    fragment = vec4(lit_colour(scenery_surface(f), normal, v_world), 1.0);
}
