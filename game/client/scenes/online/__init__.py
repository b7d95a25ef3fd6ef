"""The online screens: signing in, the lobby with its waiting room, opening a table, the chat."""
