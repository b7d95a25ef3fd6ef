"""The Speed game suite: headless rules, computer opponents and the client."""
