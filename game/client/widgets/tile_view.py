"""A tile: a coloured panel with a picture, title and subtitle (a game in the menu, a building)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, ellipsized, fit_size, line_height, lines_of
from game.client.theme import THEME, Colour
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.paint import (
    LookCache,
    draw_focus_ring,
    draw_panel,
    lighter,
    scaled_to_fit,
)

# The share of the tile's height the coloured picture area takes.
PICTURE_SHARE = 0.58


class TileView(Widget):
    """A tile with a coloured picture area on top and its title and subtitle below."""

    def __init__(
        self,
        rect: RectLike,
        title: str,
        subtitle: str,
        colour: Colour,
        picture: pygame.Surface | None = None,
        on_press: Callable[[], None] | None = None,
        *,
        hotkey: str | None = None,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(
            rect,
            enabled=enabled,
            visible=visible,
            focusable=on_press is not None,
            hotkey=hotkey,
            info=info,
        )
        self.title = title
        self.subtitle = subtitle
        self.colour = colour
        self.picture = picture
        self.on_press = on_press
        self.pressed_for = 0.0
        self._scaled: tuple[tuple[int, int, int], pygame.Surface] | None = None
        self._looks = LookCache()

    def react(self, intent: Intent) -> bool:
        """Presses on a tap inside, on Enter (it is focused) and on its hotkey."""
        if self.on_press is None:
            return False
        hotkey = intent.kind is IntentKind.SHORTCUT and intent.key.lower() == self.hotkey
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM or hotkey:
            self.pressed_for = 0.15
            self.on_press()
            return True
        return False

    def update(self, dt: float) -> None:
        """Lets the pressed state fade."""
        self.pressed_for = max(0.0, self.pressed_for - dt)

    def picture_rect(self) -> pygame.Rect:
        """The coloured area at the top of the tile."""
        return pygame.Rect(
            self.rect.x, self.rect.y, self.rect.width, round(self.rect.height * PICTURE_SHARE)
        )

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the tile, lifted when hovered, darker when pressed, grey when disabled."""
        if not self.visible:
            return
        state = (
            self.title,
            self.subtitle,
            self.colour,
            id(self.picture),
            self.enabled,
            self.hovered,
            self.pressed_for > 0,
            bool(self.on_press),
            focused,
        )
        self._looks.draw(surface, self.rect, state, lambda look, at: self._paint(look, at, focused))

    def _paint(self, surface: pygame.Surface, at: pygame.Rect, focused: bool) -> None:
        """Paints the tile's look with its resting rectangle at `at`."""
        palette = THEME.colours
        lift = -THEME.spacing.small if self.hovered and self.enabled and self.on_press else 0
        if self.pressed_for > 0:
            lift = 2
        rect = at.move(0, lift)
        fill = palette.panel_raised if self.enabled else palette.disabled
        if self.hovered and self.enabled:
            fill = palette.hover
        draw_panel(surface, rect, fill, palette.panel_border, shadow=self.enabled)
        top = self.picture_rect().move(at.x - self.rect.x, at.y - self.rect.y + lift)
        band_colour = self.colour if self.enabled else palette.disabled_text
        pygame.draw.rect(surface, band_colour, top, 0, -1, THEME.radius, THEME.radius, 0, 0)
        if self.picture is not None:
            picture = self._picture_for(
                top.width - 2 * THEME.spacing.medium, top.height - 2 * THEME.spacing.medium
            )
            surface.blit(picture, picture.get_rect(center=top.center))
        else:
            # Without a picture the tile shows a simple emblem in its colour.
            radius = min(top.width, top.height) // 4
            pygame.draw.circle(surface, lighter(band_colour, 0.3), top.center, radius, 6)
            pygame.draw.circle(surface, lighter(band_colour, 0.5), top.center, radius // 2)
        text_colour = palette.text if self.enabled else palette.disabled_text
        inner_width = rect.width - 2 * THEME.spacing.medium
        y = top.bottom + THEME.spacing.small
        size = fit_size(self.title, inner_width, THEME.fonts.heading, bold=True)
        covered = draw_text(
            surface, self.title, (rect.centerx, y), size, text_colour, True, "center", box=rect
        )
        room_lines = max(
            0,
            (rect.bottom - covered.bottom - THEME.spacing.small) // line_height(THEME.fonts.small),
        )
        if self.subtitle and room_lines:
            lines = lines_of(self.subtitle, THEME.fonts.small, max_width=inner_width)
            if len(lines) > room_lines:
                # What does not fit is not dropped silently: the last line shown says so.
                cut = " ".join(lines[room_lines - 1 :])
                lines = lines[: room_lines - 1] + [ellipsized(cut, THEME.fonts.small, inner_width)]
            draw_text(
                surface,
                "\n".join(lines),
                (rect.centerx, covered.bottom + THEME.spacing.tiny),
                THEME.fonts.small,
                palette.text_muted if self.enabled else palette.disabled_text,
                align="center",
                box=rect,
            )
        if focused:
            draw_focus_ring(surface, rect)

    def _picture_for(self, width: int, height: int) -> pygame.Surface:
        """The picture scaled into the coloured area (kept until picture or size change)."""
        assert self.picture is not None
        key = (id(self.picture), width, height)
        if self._scaled is None or self._scaled[0] != key:
            self._scaled = (key, scaled_to_fit(self.picture, max(1, width), max(1, height)))
        return self._scaled[1]
