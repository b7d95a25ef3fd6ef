#version 330
// The shadow pass: only the depth seen from the sun is kept, so nothing is written here.
void main() {
}
