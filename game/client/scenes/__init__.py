"""The client's screens: menus, set-up, rules, settings, end table and the game tables."""
