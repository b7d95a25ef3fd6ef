"""The session tokens the client keeps between starts, one per server, in a file of the user's
config folder that only the user may read (a token signs its holder in)."""

from __future__ import annotations

import json
import os
from pathlib import Path

SESSIONS_FILE = "sessions.json"


class SessionFile:
    """Session tokens by server address, kept in one file."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SESSIONS_FILE

    def token(self, server: str) -> str | None:
        """The token kept for this server, None when there is none (or the file is damaged)."""
        token = self._read().get(server)
        return token if isinstance(token, str) and token else None

    def keep(self, server: str, token: str | None) -> None:
        """Keeps the server's token (None forgets it); the file is readable by the user only."""
        tokens = self._read()
        if token is None:
            tokens.pop(server, None)
        else:
            tokens[server] = token
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_suffix(".tmp")
        descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            json.dump(tokens, file, indent=1, sort_keys=True)
        os.replace(partial, self.path)

    def _read(self) -> dict[str, object]:
        """Every kept token; a missing or damaged file keeps none (one signs in again)."""
        try:
            data = json.loads(self.path.read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}
