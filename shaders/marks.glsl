// Figures and the plates on the fields a move can go to (styles 20..29).
const float STYLE_FIGURE = 20.0;
const float STYLE_PLATE = 21.0;

Surface marks_surface(Fragment f) {
    if (abs(f.style - STYLE_PLATE) < 0.5) {
        return Surface(f.colour, 0.0);
    }
    return Surface(f.colour, 1.0);
}
