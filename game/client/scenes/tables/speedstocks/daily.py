"""Speedstocks's daily challenge (Tagesaufgabe) at the set-up, beside the Freie Partie."""

from __future__ import annotations

from functools import partial

from game.client.solo_modes import register_solo_modes
from game.standings.daily import DAILY_MODE, daily_challenge, daily_seed

GAME = "speedstocks"

register_solo_modes(GAME, {DAILY_MODE: daily_challenge(GAME)}, partial(daily_seed, GAME))
