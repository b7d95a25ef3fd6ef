"""What signing in is made of: the limits of names and passwords, and the random tokens that
stand for a session or a seat (kept by the store only as their SHA-256). Plain data and
functions, so that the protocol can share the limits without the database."""

from __future__ import annotations

import hashlib
import math
import secrets

SHORTEST_PASSWORD = 8
LONGEST_PASSWORD = 200
LONGEST_NAME = 24
TOKEN_BYTES = 32
# A token's length as text: base64 without padding.
TOKEN_LENGTH = math.ceil(TOKEN_BYTES * 4 / 3)


def new_token() -> str:
    """A fresh random token for a session or a seat."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the store keeps of a token."""
    return hashlib.sha256(token.encode()).hexdigest()
