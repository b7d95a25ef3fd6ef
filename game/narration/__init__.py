"""Games' events told in words, the same for every front end (terminal, client, logs)."""
