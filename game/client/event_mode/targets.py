"""The touch targets of a scene, for checking that each is at least 9 mm across: every shown,
enabled widget of the scene's widget groups (and of an open dialog), and inside the widgets the
parts a tap tells apart (a choice row's arrows or rows, a slider's track)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from game.client.scene import Scene
from game.client.widgets import ChoiceList, Slider, Widget, WidgetGroup


@dataclass(frozen=True)
class Target:
    """One place a finger can choose: what it is and where."""

    name: str
    rect: pygame.Rect

    @property
    def side(self) -> int:
        """Its shorter side in logical pixels."""
        return min(self.rect.width, self.rect.height)


def widget_groups(scene: Scene) -> Iterator[WidgetGroup]:
    """The widget groups a scene holds (a scene names its own: group, widgets, ...)."""
    for value in vars(scene).values():
        if isinstance(value, WidgetGroup):
            yield value


def widget_targets(widget: Widget, name: str) -> list[Target]:
    """The targets of one widget: the widget, or the parts a tap tells apart inside it."""
    if isinstance(widget, ChoiceList):
        if widget.vertical:
            rows = range(len(widget.choices))
            return [Target(f"{name} row {index + 1}", widget.row_rect(index)) for index in rows]
        previous, following = widget.arrow_rects()
        return [Target(f"{name} ◀", previous), Target(f"{name} ▶", following)]
    if isinstance(widget, Slider):
        return [Target(f"{name} track", widget.hit_rect())]
    return [Target(name, widget.rect)]


def touch_targets(scene: Scene) -> list[Target]:
    """Every target of a scene as shown now; widgets without an area (layers that only draw
    over the others) are none: no finger can touch them."""
    found: list[Target] = []
    for group in widget_groups(scene):
        dialog = group.dialog
        widgets = dialog.buttons if dialog is not None else group.widgets
        for widget in widgets:
            if not widget.accepts_input or widget.rect.width == 0 or widget.rect.height == 0:
                continue
            label = getattr(widget, "label", "") or type(widget).__name__
            found += widget_targets(widget, f"{type(scene).__name__}: {label}")
    return found
