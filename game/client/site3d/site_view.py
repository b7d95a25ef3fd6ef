"""The 3D site in a rectangle of the 2D canvas: renders only when something changed, picks,
and tells where fields appear on screen for labels and outlines.

The picture is rendered at the size it will have in the window (render_scale = window pixels
per canvas pixel, at most 1), so that a small window costs less; it is then scaled to the
canvas rectangle.
"""

from __future__ import annotations

import numpy as np
import pygame

from game.client.site3d.camera import OrbitCamera
from game.client.site3d.geometry import SiteLook
from game.client.site3d.renderer import ContextSource, Pick, SiteRenderer, StandaloneContexts
from game.client.site3d.see_through import field_top_point, occluders, screen_points


class SiteView:
    """Camera, renderer and the cached picture of the site for one canvas rectangle."""

    def __init__(self, rect: pygame.Rect, contexts: ContextSource | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.camera = OrbitCamera()
        self.render_scale = 1.0
        self._contexts = contexts if contexts is not None else StandaloneContexts()
        self._renderer: SiteRenderer | None = None
        self._look: SiteLook | None = None
        self._uploaded = False
        self._picture: pygame.Surface | None = None
        self._camera_key: tuple[float, ...] | None = None
        self._matrix_key: tuple[float, ...] | None = None
        self._matrix: np.ndarray | None = None
        self._occluders_key: tuple[object, ...] | None = None
        self._occluders: frozenset[int] = frozenset()
        self.renders = 0

    # ---- what is shown ------------------------------------------------------------------------

    def show(self, look: SiteLook) -> None:
        """The position and selection to show from now on."""
        if look != self._look:
            self._look = look
            self._uploaded = False
            self._picture = None

    @property
    def look(self) -> SiteLook | None:
        """The position and selection shown."""
        return self._look

    def render_size(self) -> tuple[int, int]:
        """The pixel size the 3D picture is rendered at."""
        scale = min(1.0, max(0.25, self.render_scale))
        return max(16, round(self.rect.width * scale)), max(16, round(self.rect.height * scale))

    def _camera_state(self) -> tuple[float, ...]:
        camera = self.camera
        return (camera.yaw, camera.pitch, camera.distance, camera.target_x, camera.target_z)

    def renderer(self) -> SiteRenderer:
        """The renderer, created on first use (the GL context is made then)."""
        if self._renderer is None:
            self._renderer = SiteRenderer(self._contexts.acquire(), *self.render_size())
        return self._renderer

    def _ready_renderer(self) -> SiteRenderer:
        """The renderer at the picture's size with the shown look uploaded (once per look)."""
        renderer = self.renderer()
        renderer.resize(*self.render_size())
        if not self._uploaded and self._look is not None:
            renderer.upload(self._look)
            self._uploaded = True
        return renderer

    def view_projection(self) -> np.ndarray:
        """The camera's matrix for the rendered picture's aspect ratio (kept while the camera
        stands still: labels ask for it many times a frame)."""
        key = (*self._camera_state(), *self.render_size())
        if self._matrix is None or key != self._matrix_key:
            width, height = self.render_size()
            self._matrix = self.camera.view_projection(width / height)
            self._matrix_key = key
        return self._matrix

    # ---- drawing and picking ------------------------------------------------------------------

    def picture(self) -> pygame.Surface:
        """The site as a canvas-sized surface, rendered anew only after a change."""
        key = (*self._camera_state(), *self.render_size())
        if self._picture is not None and key == self._camera_key:
            return self._picture
        renderer = self._ready_renderer()
        renderer.render(self.camera)
        self.renders += 1
        size = self.render_size()
        image = pygame.image.frombytes(renderer.read_rgb(), size, "RGB", True)
        if size != self.rect.size:
            image = pygame.transform.scale(image, self.rect.size)
        self._picture = image
        self._camera_key = key
        return image

    def draw(self, surface: pygame.Surface) -> None:
        """Blits the site into its rectangle."""
        surface.blit(self.picture(), self.rect)

    def pick(self, position: tuple[float, float]) -> Pick:
        """What lies under a canvas position inside the rectangle."""
        renderer = self._ready_renderer()
        width, height = self.render_size()
        x = int((position[0] - self.rect.x) * width / self.rect.width)
        y = int((position[1] - self.rect.y) * height / self.rect.height)
        return renderer.pick(self.camera, x, y)

    def field_on_screen(
        self, field: int, heights: list[int] | tuple[int, ...], lift: float = 0.0
    ) -> tuple[float, float]:
        """Where the middle of a field's roof (raised by lift) appears on the canvas."""
        point = np.array([field_top_point(field, heights, lift)])
        return self.points_on_screen(point)[0]

    def points_on_screen(self, points: np.ndarray) -> list[tuple[float, float]]:
        """Canvas positions of site points."""
        shown = screen_points(points, self.view_projection(), self.rect.width, self.rect.height)
        return [(self.rect.x + x, self.rect.y + y) for x, y, _depth in shown]

    def occluders(self, selected: int, heights: list[int] | tuple[int, ...]) -> frozenset[int]:
        """The towers in front of the selected field as the camera sees it now (kept while
        neither the camera, the field nor the floors change)."""
        key = (selected, tuple(heights), *self._camera_state())
        if key != self._occluders_key:
            self._occluders = occluders(selected, heights, self.camera.eye())
            self._occluders_key = key
        return self._occluders

    @property
    def holds_context(self) -> bool:
        """Whether the view holds a GL context now (made on first drawing, freed by release)."""
        return self._renderer is not None

    def release(self) -> None:
        """Frees the GL resources (the scene is left)."""
        if self._renderer is not None:
            self._renderer.release()
            self._contexts.give_back(self._renderer.ctx)
            self._renderer = None
        self._uploaded = False
        self._picture = None
