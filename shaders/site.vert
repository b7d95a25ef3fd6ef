#version 330
// One unit cube, instanced: every box of the site (ground, storeys, figures, plates).
uniform mat4 view_projection;

in vec3 in_position;
in vec3 in_normal;
in vec2 in_face;
in vec3 in_centre;
in vec3 in_size;
in vec4 in_colour;
in vec3 in_pick;
in float in_style;
in vec4 in_detail;

out vec3 v_normal;
out vec2 v_face;
out vec3 v_size;
out vec4 v_colour;
out vec3 v_pick;
out float v_style;
out vec4 v_detail;
out vec3 v_world;

void main() {
    vec3 world = in_centre + in_position * in_size;
    v_world = world;
    v_normal = in_normal;
    v_face = in_face;
    v_size = in_size;
    v_colour = in_colour;
    v_pick = in_pick;
    v_style = in_style;
    v_detail = in_detail;
    gl_Position = view_projection * vec4(world, 1.0);
}
