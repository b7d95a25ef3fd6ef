"""The organiser's PIN that unlocks event mode: its rules, and how it is kept (only as a salted,
slow hash, never in plain text). Plain functions, no pygame."""

from __future__ import annotations

import hashlib
import hmac
import secrets

SHORTEST_PIN = 4
LONGEST_PIN = 8
# PBKDF2-HMAC-SHA256; the work makes each guess at a stolen settings file cost time, while one
# check at the PIN pad stays well under a frame's worth of waiting (about 40 ms here).
SCHEME = "pbkdf2_sha256"
ITERATIONS = 120_000
SALT_BYTES = 16


class PinError(ValueError):
    """A PIN that breaks the rules, or a stored PIN hash that is damaged; says why in words."""


def pin_problem(pin: str) -> str:
    """Why a PIN cannot be set, in words; '' when it keeps the rules (4 to 8 digits)."""
    if not pin.isascii() or not pin.isdigit():
        return "a PIN is made of the digits 0 to 9 only"
    if not SHORTEST_PIN <= len(pin) <= LONGEST_PIN:
        return f"a PIN has {SHORTEST_PIN} to {LONGEST_PIN} digits, not {len(pin)}"
    return ""


def _digest(pin: str, salt: bytes, iterations: int) -> bytes:
    """The slow hash of a PIN with this salt."""
    return hashlib.pbkdf2_hmac("sha256", pin.encode("ascii"), salt, iterations)


def hash_pin(pin: str) -> str:
    """What is kept of a PIN: 'pbkdf2_sha256$<iterations>$<salt>$<hash>' (hex); PinError in words
    for a PIN that breaks the rules."""
    problem = pin_problem(pin)
    if problem:
        raise PinError(problem)
    salt = secrets.token_bytes(SALT_BYTES)
    digest = _digest(pin, salt, ITERATIONS)
    return f"{SCHEME}${ITERATIONS}${salt.hex()}${digest.hex()}"


def stored_pin_problem(stored: str) -> str:
    """What is wrong with a kept PIN hash, in words; '' for a well-formed one (or none: '')."""
    if stored == "":
        return ""
    parts = stored.split("$")
    if len(parts) != 4 or parts[0] != SCHEME:
        return f"the event PIN is not kept as {SCHEME}$<iterations>$<salt>$<hash>"
    _scheme, iterations, salt, digest = parts
    if not iterations.isdigit() or int(iterations) < 1:
        return "the event PIN's hash names no number of iterations"
    try:
        if len(bytes.fromhex(salt)) < 8 or len(bytes.fromhex(digest)) != 32:
            return "the event PIN's salt or hash has the wrong length"
    except ValueError:
        return "the event PIN's salt or hash is not hexadecimal"
    return ""


def pin_matches(pin: str, stored: str) -> bool:
    """Whether a typed PIN is the one kept as this hash (compared in constant time); False for
    no kept PIN, and PinError in words for a damaged one."""
    if stored == "":
        return False
    problem = stored_pin_problem(stored)
    if problem:
        raise PinError(problem)
    if not pin.isascii() or not pin.isdigit():
        return False
    _scheme, iterations, salt, digest = stored.split("$")
    typed = _digest(pin, bytes.fromhex(salt), int(iterations))
    return hmac.compare_digest(typed, bytes.fromhex(digest))
