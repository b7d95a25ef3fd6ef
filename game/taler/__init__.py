"""Taler: stakes at a table and who gets how much of the pot, without I/O."""
