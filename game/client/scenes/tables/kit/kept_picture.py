"""A part of a table drawn once and shown again from a kept picture while what it shows stays
the same: the frame loop redraws a whole table every frame, and most of it changes only with a
move or a choice."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

from game.client import text_recording

Drawn = TypeVar("Drawn")


class KeptPicture(Generic[Drawn]):
    """The picture of one area and what its drawing returned, kept under the key it was drawn
    for; a drawing whose key differs, or whose area moved, draws anew."""

    def __init__(self) -> None:
        self._picture: pygame.Surface | None = None
        self._key: Hashable = None
        self._bounds = pygame.Rect(0, 0, 0, 0)
        self._drawn: Drawn | None = None

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        key: Hashable,
        paint: Callable[[], Drawn],
    ) -> Drawn:
        """Shows the kept picture in area when key is the one it was drawn for, else calls
        paint (which draws into surface within area) and keeps what it drew; returns what paint
        returned. While texts are recorded paint always draws, so that every word is seen."""
        bounds = area.clip(surface.get_rect())
        recording = text_recording.active is not None
        full_key = (key, surface.get_size())
        if (
            not recording
            and self._picture is not None
            and full_key == self._key
            and bounds == self._bounds
        ):
            surface.blit(self._picture, bounds)
            return self._drawn  # type: ignore[return-value]
        drawn = paint()
        if recording or not bounds.width or not bounds.height:
            self._picture = None
            return drawn
        self._picture = surface.subsurface(bounds).copy()
        self._key, self._bounds, self._drawn = full_key, bounds, drawn
        return drawn
