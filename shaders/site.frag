#version 330
// Lit boxes: each part of the site paints its own styles (building, marks, scenery), and the
// daylight falls on all of them alike.
#include "surface.glsl"
#include "lighting.glsl"
#include "building.glsl"
#include "marks.glsl"
#include "scenery.glsl"

in vec3 v_normal;
in vec2 v_face;
in vec3 v_size;
in vec4 v_colour;
in vec3 v_pick;
in float v_style;
in vec4 v_detail;
in vec3 v_world;

out vec4 fragment;

void main() {
    vec3 normal = normalize(v_normal);
    Fragment f = Fragment(v_style, v_colour.rgb, v_face, normal, v_size, v_detail, v_world);
    Surface surface = Surface(v_colour.rgb, 1.0);
    if (v_style >= 29.5) {
        surface = scenery_surface(f);
    } else if (v_style >= 19.5) {
        surface = marks_surface(f);
    } else if (v_style >= 9.5) {
        surface = building_surface(f);
    }
    fragment = vec4(lit_colour(surface, normal, v_world), v_colour.a);
}
