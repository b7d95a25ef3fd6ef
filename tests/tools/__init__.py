"""Tests of the command-line tools and the arena they share."""
