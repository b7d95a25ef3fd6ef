"""The client's kept session tokens: one per server, readable by the user only, and a damaged
file costs only a new sign-in."""

from __future__ import annotations

import stat
from pathlib import Path

from game.store.session_file import SessionFile


def test_a_token_is_kept_per_server_and_forgotten_on_request(tmp_path: Path) -> None:
    """Tokens of two servers live side by side; None forgets one."""
    kept = SessionFile(tmp_path)
    kept.keep("ws://127.0.0.1:8765", "token-a")
    kept.keep("ws://example:9000", "token-b")
    again = SessionFile(tmp_path)
    assert again.token("ws://127.0.0.1:8765") == "token-a"
    assert again.token("ws://example:9000") == "token-b"
    again.keep("ws://127.0.0.1:8765", None)
    assert SessionFile(tmp_path).token("ws://127.0.0.1:8765") is None
    assert SessionFile(tmp_path).token("ws://example:9000") == "token-b"


def test_only_the_user_may_read_the_file(tmp_path: Path) -> None:
    """The file holds secrets: no one but its owner reads it."""
    SessionFile(tmp_path).keep("ws://127.0.0.1:8765", "token-a")
    mode = stat.S_IMODE((tmp_path / "sessions.json").stat().st_mode)
    assert mode == 0o600


def test_a_damaged_file_keeps_no_token(tmp_path: Path) -> None:
    """Garbage or a wrong shape read as no token; keeping one writes a sound file again."""
    (tmp_path / "sessions.json").write_text("{not json")
    kept = SessionFile(tmp_path)
    assert kept.token("ws://127.0.0.1:8765") is None
    (tmp_path / "sessions.json").write_text('["a list"]')
    assert kept.token("ws://127.0.0.1:8765") is None
    kept.keep("ws://127.0.0.1:8765", "token-a")
    assert SessionFile(tmp_path).token("ws://127.0.0.1:8765") == "token-a"
