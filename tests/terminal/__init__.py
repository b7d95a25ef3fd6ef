"""Tests of the text-mode terminal front end."""
