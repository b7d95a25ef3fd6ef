"""Kamera folgt den Gegnern: the camera turns briefly to an opponent's step behind tall houses.

When an opponent's step happens where the player cannot see it (hidden behind tall houses, or
off the picture), the camera turns smoothly to the nearest angle from which the field is seen;
once the player acts again it turns back to the player's own camera. Switchable under Ansicht
(the setting camera_follows).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.speedchicago import events as ev

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# Seconds a turn of the camera takes.
FOLLOW_SECONDS = 0.4
# Turns tried from the camera's angle, nearest first: eighths and quarters either way.
TRIED_TURNS: tuple[float, ...] = (45.0, -45.0, 90.0, -90.0, 135.0, -135.0, 180.0)
# A field counts as in the picture only this far inside the site's edges (canvas pixels).
EDGE_MARGIN = 40
# How high above the roof the point lies that must be seen (a foreman's body).
SEEN_LIFT = 0.35


def step_of(event: Event) -> tuple[int, int] | None:
    """The company and the field of a step worth following, or None."""
    if isinstance(event, ev.ForemanMoved) and event.path:
        return event.company, event.path[-1]
    if isinstance(event, (ev.FloorBuilt, ev.ForemanInserted, ev.PhotographerSent)):
        return event.company, event.field
    return None


def turn_between(start: float, end: float) -> float:
    """The shortest signed turn in degrees from one yaw to another."""
    return (end - start + 180.0) % 360.0 - 180.0


def smooth(share: float) -> float:
    """Eases a share of the way in and out."""
    share = min(1.0, max(0.0, share))
    return share * share * (3.0 - 2.0 * share)


class CameraFollow:
    """Turns the camera to opponents' hidden steps and back (switchable under Ansicht)."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        # The player's own yaw while the camera follows the opponents; None when it does not.
        self.own_yaw: float | None = None
        self._start = 0.0
        self._turn = 0.0
        self._elapsed = 0.0
        self.turning = False

    @property
    def following(self) -> bool:
        """Whether the camera looks where an opponent acted instead of the player's way."""
        return self.own_yaw is not None

    def aimed_yaw(self) -> float:
        """The yaw the camera has or is turning to."""
        if self.turning:
            return (self._start + self._turn) % 360.0
        return self.scene.site.camera.yaw

    def on_event(self, event: Event) -> None:
        """An event is shown: turn there when it happens out of sight."""
        step = step_of(event)
        scene = self.scene
        if step is None or not scene.app.settings.camera_follows:
            return
        company, field = step
        if company == scene.shown_seat:
            return
        heights = scene.board.heights
        aim = self.aimed_yaw()
        if self.visible_from(field, heights, aim):
            return
        yaw = self.yaw_showing(field, heights, aim)
        if yaw is None:
            return
        if self.own_yaw is None:
            self.own_yaw = aim
        self._turn_to(yaw)

    def visible_from(self, field: int, heights: Sequence[int], yaw: float) -> bool:
        """Whether the field lies in the picture and no tower hides it, seen from yaw."""
        site = self.scene.site
        camera = site.camera
        kept = camera.yaw
        camera.yaw = yaw % 360.0
        try:
            x, y = site.field_on_screen(field, heights, SEEN_LIFT)
            inside = site.rect.inflate(-2 * EDGE_MARGIN, -2 * EDGE_MARGIN).collidepoint(x, y)
            # The view buttons stand over the site's right edge and hide what is under them.
            covered = any(button.rect.collidepoint(x, y) for button in self.scene.overlay.buttons)
            return inside and not covered and not site.occluders(field, heights)
        finally:
            camera.yaw = kept

    def yaw_showing(self, field: int, heights: Sequence[int], yaw: float) -> float | None:
        """The nearest yaw (in eighths and quarters from yaw) that shows the field, or None."""
        for turn in TRIED_TURNS:
            if self.visible_from(field, heights, yaw + turn):
                return (yaw + turn) % 360.0
        return None

    def _turn_to(self, yaw: float) -> None:
        """Starts a smooth turn from where the camera is to yaw."""
        camera = self.scene.site.camera
        self._start = camera.yaw
        self._turn = turn_between(camera.yaw, yaw)
        self._elapsed = 0.0
        self.turning = abs(self._turn) > 1e-6

    def update(self, dt: float) -> None:
        """Moves the camera on towards where it turns."""
        if not self.turning:
            return
        self._elapsed += max(0.0, dt)
        share = self._elapsed / FOLLOW_SECONDS
        self.scene.site.camera.yaw = (self._start + self._turn * smooth(share)) % 360.0
        if share >= 1.0:
            self.turning = False

    def restore(self) -> None:
        """Back to the player's own camera once the opponents are done (the shown seat acts)."""
        if self.own_yaw is None or not self.scene.can_act_now():
            return
        yaw, self.own_yaw = self.own_yaw, None
        self._turn_to(yaw)

    def user_moved(self) -> None:
        """The player turned the camera himself: that is his camera now."""
        self.own_yaw = None
        self.turning = False
