"""Scenario tests of the Speedstocks rules, one per rule of the text, and its golden playthrough."""
