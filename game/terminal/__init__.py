"""The text-mode front end: Speedstocks against computers (and hot seat) in a terminal."""
