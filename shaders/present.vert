#version 330
// The canvas as one quad filling the viewport (the letterboxed area of the window).
in vec2 in_corner;
out vec2 v_uv;

void main() {
    // The canvas's first row is its top row: v grows downwards.
    v_uv = vec2(in_corner.x, 1.0 - in_corner.y);
    gl_Position = vec4(in_corner * 2.0 - 1.0, 0.0, 1.0);
}
