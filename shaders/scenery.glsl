// The scenery around the site (styles 30..39).
Surface scenery_surface(Fragment f) {
    return Surface(f.colour, 1.0);
}
