#version 330
// The pick pass: every box writes what it is (kind, field, level) instead of a colour.
in vec3 v_normal;
in vec2 v_face;
in vec3 v_size;
in vec4 v_colour;
in vec3 v_pick;
in float v_style;
in vec3 v_world;

out vec4 fragment;

void main() {
    fragment = vec4(v_pick, 1.0);
}
