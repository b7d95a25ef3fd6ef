#version 330
// The pick pass: every box writes what it is (kind, field, level) instead of a colour.
in vec3 v_pick;

out vec4 fragment;

void main() {
    fragment = vec4(v_pick, 1.0);
}
