"""Tests of the computer opponents."""
