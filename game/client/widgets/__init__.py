"""The client's widgets: buttons, toggles, choices, sliders, cards, tiles, dialogs, info windows."""

from game.client.widgets.base import Widget
from game.client.widgets.button import Button
from game.client.widgets.card_view import CardFace, CardView, Mark
from game.client.widgets.choice_list import ChoiceList
from game.client.widgets.dialog import Dialog
from game.client.widgets.focus import FocusRing
from game.client.widgets.group import WidgetGroup
from game.client.widgets.info import InfoContent, InfoHost, InfoWindow, place_window
from game.client.widgets.layout import (
    CANVAS_HEIGHT,
    CANVAS_WIDTH,
    canvas_rect,
    centered,
    column,
    grid,
    row,
    stack_horizontal,
    stack_vertical,
)
from game.client.widgets.slider import Slider
from game.client.widgets.text_field import TextField
from game.client.widgets.tile_view import TileView
from game.client.widgets.toasts import Toasts
from game.client.widgets.toggle import Toggle

__all__ = [
    "CANVAS_HEIGHT",
    "CANVAS_WIDTH",
    "Button",
    "CardFace",
    "CardView",
    "ChoiceList",
    "Dialog",
    "FocusRing",
    "InfoContent",
    "InfoHost",
    "InfoWindow",
    "Mark",
    "Slider",
    "TextField",
    "TileView",
    "Toasts",
    "Toggle",
    "Widget",
    "WidgetGroup",
    "canvas_rect",
    "centered",
    "column",
    "grid",
    "place_window",
    "row",
    "stack_horizontal",
    "stack_vertical",
]
