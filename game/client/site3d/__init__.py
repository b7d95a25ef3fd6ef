"""The Speedchicago construction site in 3D: camera, models built from code, moderngl rendering."""
