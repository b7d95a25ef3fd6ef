"""The touch targets of a scene, for checking that each is at least 9 mm across: every shown,
enabled widget of the scene's widget groups (and of an open dialog), and inside the widgets the
parts a tap tells apart (a choice row's arrows or rows, a slider's track).

In event mode a target smaller than 9 mm is reached from further off: a finger's tap that hits
no widget but lies in a small target's enlarged area (grown about its centre to 9 mm) counts as
a tap on its centre (reach)."""

from __future__ import annotations

import math
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
    for widget in shown_widgets(scene):
        if widget.rect.width == 0 or widget.rect.height == 0:
            continue
        label = getattr(widget, "label", "") or type(widget).__name__
        found += widget_targets(widget, f"{type(scene).__name__}: {label}")
    return found


def enlarged(rect: pygame.Rect, minimum: float) -> pygame.Rect:
    """The area a finger reaches a target by: the target grown about its centre to at least
    minimum across and down."""
    side = math.ceil(minimum)
    grown = pygame.Rect(0, 0, max(rect.width, side), max(rect.height, side))
    grown.center = rect.center
    return grown


def shown_widgets(scene: Scene) -> list[Widget]:
    """The widgets that take a tap now: an open dialog's buttons, else the groups' widgets."""
    found: list[Widget] = []
    for group in widget_groups(scene):
        dialog = group.dialog
        widgets = dialog.buttons if dialog is not None else group.widgets
        found += [widget for widget in widgets if widget.accepts_input]
    return found


def reach(scene: Scene, pos: tuple[float, float], minimum: float) -> tuple[float, float]:
    """Where a finger's tap at pos counts: where it is when it hits a widget (or nothing near);
    at the centre of the nearest target smaller than minimum whose enlarged area it hits."""
    if any(widget.contains(pos) for widget in shown_widgets(scene)):
        return pos
    best: tuple[float, tuple[float, float]] | None = None
    for target in touch_targets(scene):
        if target.rect.width >= minimum and target.rect.height >= minimum:
            continue
        if not enlarged(target.rect, minimum).collidepoint(pos):
            continue
        centre = (float(target.rect.centerx), float(target.rect.centery))
        away = math.hypot(pos[0] - centre[0], pos[1] - centre[1])
        if best is None or away < best[0]:
            best = (away, centre)
    return pos if best is None else best[1]
