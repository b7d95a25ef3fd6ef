"""Tests of the headless rules of every game."""
