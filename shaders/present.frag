#version 330
// The canvas scaled into the window. Shrinking averages four bilinear samples spread over the
// window pixel's footprint, so thin strokes of text stay even (a box filter, like smoothscale);
// at 1:1 and when enlarging the spread is zero and every texel is shown as it is.
uniform sampler2D canvas;
uniform vec2 spread;  // half the spread of the four samples, in texture coordinates
in vec2 v_uv;
out vec4 f_colour;

void main() {
    vec2 quarter = spread;
    vec3 colour = texture(canvas, v_uv + vec2(-quarter.x, -quarter.y)).rgb
                + texture(canvas, v_uv + vec2(quarter.x, -quarter.y)).rgb
                + texture(canvas, v_uv + vec2(-quarter.x, quarter.y)).rgb
                + texture(canvas, v_uv + vec2(quarter.x, quarter.y)).rgb;
    f_colour = vec4(colour * 0.25, 1.0);
}
