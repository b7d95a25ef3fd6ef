"""Speedstocks positions built from plain lists for scene tests, and pointing at their cards."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene
from game.rules.registry import get_game
from game.rules.speedstocks.state import SpeedstocksState
from game.table.table import Table
from tests.client.table_driving import FRAME, speedstocks_setup, window_pos

# The rules text's own example: the rows end on 12, 33, 50 and 81; a 47 goes to the 33, a 90 to
# the 81 — here Tokio is full, so the 90 takes it (81 … 85: 1+1+1+1+2 bears).
ROWS = [[12], [33], [50], [81, 82, 83, 84, 85]]
HANDS = [[5, 20, 47, 90], [30, 31, 34, 36], [40, 41, 42, 43], [60, 61, 62, 63]]


def set_up_state(
    rows: list[list[int]] = ROWS,
    capacity: list[int] | None = None,
    symbols: dict[int, int] | None = None,
) -> SpeedstocksState:
    """A four-player position with Sonderregeln on, built from plain lists."""
    state = get_game("speedstocks").new_state(4, 3, {"special": "on"})
    assert isinstance(state, SpeedstocksState)
    state.rows = [list(row) for row in rows]
    state.capacity = capacity or [5] * len(rows)
    state.hands = [list(hand) for hand in HANDS]
    state.symbols = [0] * len(state.symbols)
    for stock, symbol in (symbols or {}).items():
        state.symbols[stock] = symbol
    state.played = [entry & 0x7F for row in rows for entry in row]
    return state


def show_position(app: App, state: SpeedstocksState) -> tuple[SpeedstocksScene, Table]:
    """The position at a table of one person and three computers, shown (not saved)."""
    table = Table(speedstocks_setup(special="on"), app.services.bots, app.services.now, state)
    scene = SpeedstocksScene(app, table, None)
    app.push(scene)
    app.frame(FRAME)
    return scene, table


def hover(app: App, logical: tuple[float, float], dt: float = FRAME) -> None:
    """Moves the mouse to a logical position without a button, then one frame of dt."""
    pos = window_pos(app, logical)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame(dt)


def card_of(scene: SpeedstocksScene, stock: int) -> pygame.Rect:
    """Where a hand stock lies."""
    return next(card.rect for card in scene.hand_cards if card.stock == stock)
