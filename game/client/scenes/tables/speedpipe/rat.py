"""The Rat's advice at the Speedpipe table: where its ring goes (the advised route or place on the
map, the open card, the pile or a button beside it) and R choosing the advised move, so that one
more press of Enter makes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedpipe import table_facts
from game.client.scenes.tables.speedpipe.payment_chooser import (
    route_chooser,
    station_chooser,
    terminal_chooser,
)
from game.client.widgets import Widget
from game.rules.core import Move
from game.rules.speedpipe.moves import DrawOpen, Keep, Lay, PayExtra, Station, Terminal, Word

if TYPE_CHECKING:
    from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene

Point = tuple[float, float]


class Rat:
    """The scene's advice: its ring and its choice by R."""

    def __init__(self, scene: SpeedpipeScene) -> None:
        self.scene = scene

    def choose(self) -> None:
        """R once the advice has come: a route or a place gets its chooser with the advised
        payment, contracts and a mountain's payment are chosen, and the card, pile or button
        that makes any other move gets the keyboard's focus."""
        scene = self.scene
        move = scene.advice
        if move is None or not scene.can_act():
            return
        state, seat, names = scene.state, scene.seat, scene.names()
        if isinstance(move, Lay):
            chooser = route_chooser(state, seat, move.route, names)
            scene.open_payment(chooser, table_facts.way_index(chooser, move.paint, move.jokers))
        elif isinstance(move, Station):
            chooser = station_chooser(state, seat, move.place, names)
            scene.open_payment(chooser, table_facts.way_index(chooser, move.paint, move.jokers))
        elif isinstance(move, Terminal):
            chooser = terminal_chooser(state, seat, move.place)
            scene.open_payment(chooser, table_facts.way_index(chooser, move.paint, move.jokers))
        elif isinstance(move, Keep):
            scene.contract_choice.kept = set(move.contracts)
        elif isinstance(move, PayExtra) and move.jokers in scene.mountain.ways:
            scene.mountain.index = scene.mountain.ways.index(move.jokers)
        else:
            widget = self.widget(move)
            if widget is not None and widget in scene.widgets.focus.candidates():
                scene.widgets.focus.focus(widget)

    def widget(self, move: Move) -> Widget | None:
        """The spot or button that makes the advised move (None for a route, a place, kept
        contracts or a mountain's payment)."""
        scene = self.scene
        if isinstance(move, DrawOpen):
            return scene.display_spots[move.slot]
        if isinstance(move, Word):
            return {
                "blind": scene.blind_button,
                "contracts": scene.contracts_button,
                "abort": scene.abort_button,
                "pass": scene.pass_button,
            }.get(move.word)
        return None

    def point(self) -> Point | None:
        """Where on the map the ring goes (an advised route or place), or None."""
        scene = self.scene
        move = scene.advice
        if scene.accounts is not None or move is None:
            return None
        if isinstance(move, Lay):
            return scene.map_view.route_centre(move.route)
        if isinstance(move, (Station, Terminal)):
            return scene.map_view.place_centre(move.place)
        return None

    def box(self) -> pygame.Rect | None:
        """Where beside the map the ring goes (the card, pile or button), or None."""
        move = self.scene.advice
        if move is None:
            return None
        widget = self.widget(move)
        return pygame.Rect(widget.rect) if widget is not None and widget.visible else None
