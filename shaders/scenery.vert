#version 330
// The scenery round the site: one static mesh of pre-transformed triangles (streets, the city,
// the cranes, the beam stacks), feeding the same varyings as site.vert so that site.frag paints
// and lights it; never picked, so its pick id is nothing.
uniform mat4 view_projection;

in vec3 in_position;
in vec3 in_normal;
in vec2 in_face;
in vec3 in_colour;
in float in_style;

out vec3 v_normal;
out vec2 v_face;
out vec3 v_size;
out vec4 v_colour;
out vec3 v_pick;
out float v_style;
out vec4 v_detail;
out vec3 v_world;

void main() {
    v_world = in_position;
    v_normal = in_normal;
    v_face = in_face;
    v_size = vec3(1.0);
    v_colour = vec4(in_colour, 1.0);
    v_pick = vec3(0.0);
    v_style = in_style;
    v_detail = vec4(0.0);
    gl_Position = view_projection * vec4(in_position, 1.0);
}
