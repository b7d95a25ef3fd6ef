"""Speedtycoon at the table: the parts its table is drawn and played with (the scene itself is
not registered yet)."""
