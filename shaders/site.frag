#version 330
// Lit boxes. Floors get the 1891 steel frame: dark beams on every edge and a mullion, so that
// each storey reads as one band and the floors of a tower can be counted at a glance.
uniform vec3 light_direction;

in vec3 v_normal;
in vec2 v_face;
in vec3 v_size;
in vec4 v_colour;
in vec3 v_pick;
in float v_style;
in vec3 v_world;

out vec4 fragment;

void main() {
    vec3 normal = normalize(v_normal);
    float diffuse = max(dot(normal, -normalize(light_direction)), 0.0);
    float light = 0.45 + 0.6 * diffuse;
    vec3 colour = v_colour.rgb;
    if (v_style > 0.5 && v_style < 1.5) {
        float edge = min(min(v_face.x, 1.0 - v_face.x), min(v_face.y, 1.0 - v_face.y));
        bool side = abs(normal.y) < 0.5;
        float beam = side ? 0.09 : 0.06;
        if (edge < beam) {
            colour = vec3(0.16, 0.17, 0.19);
        } else if (side && abs(v_face.x - 0.5) < 0.03) {
            colour = vec3(0.22, 0.23, 0.25);
        } else if (side && v_face.y > 0.3 && v_face.y < 0.85) {
            colour = mix(colour, vec3(0.55, 0.68, 0.78), 0.55);
        }
    } else if (v_style > 2.5) {
        light = 1.0;
    }
    fragment = vec4(colour * light, v_colour.a);
}
