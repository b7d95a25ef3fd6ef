// What every part's painting function is told of a fragment, and what it answers.
struct Fragment {
    float style;
    vec3 colour;   // the box's colour
    vec2 face;     // 0..1 across the face
    vec3 normal;   // the face's outward normal (world)
    vec3 size;     // the box's size
    vec4 detail;   // what the style gives meaning to
    vec3 world;    // the fragment's position
};

struct Surface {
    vec3 colour;
    float lit;     // 1: lit by the sun and the sky; 0: shown as it is (plates, glowing marks)
};
