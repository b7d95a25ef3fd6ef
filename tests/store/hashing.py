"""Argon2id at its cheapest, so that tests that sign people up stay quick (the server's own
parameters are tested in test_accounts)."""

from __future__ import annotations

from argon2 import PasswordHasher

QUICK_HASHER = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)
