"""Short messages stacked at the top centre of the canvas that fade out by themselves."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.text_layout import draw_text, measure
from game.client.theme import THEME
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel

FADE_IN = 0.2
FADE_OUT = 0.5
MOST_SHOWN = 5
MAX_TEXT_WIDTH = 1100


@dataclass
class Toast:
    """One message: its text, how long it shows, how long it has shown, its drawn panel."""

    text: str
    seconds: float
    age: float = 0.0
    surface: pygame.Surface | None = None

    @property
    def alpha(self) -> int:
        """Opacity now: fading in at the start and out at the end."""
        fade_in = min(1.0, self.age / FADE_IN) if FADE_IN > 0 else 1.0
        left = self.seconds - self.age
        fade_out = min(1.0, left / FADE_OUT) if FADE_OUT > 0 else 1.0
        return max(0, min(255, round(255 * min(fade_in, fade_out))))


class Toasts:
    """The stack of current messages; push() adds one, update() ages them."""

    def __init__(self) -> None:
        self.toasts: list[Toast] = []
        # Where the newest message ends when a screen keeps its top free (its title): None
        # stacks them from the top edge down, a y stacks them up to there.
        self.bottom: int | None = None
        # Where the first message starts when a screen keeps a bar at the top (a table's
        # header, clock and buttons): None starts at the top edge.
        self.top: int | None = None

    @property
    def messages(self) -> list[str]:
        """The texts shown now, oldest first."""
        return [toast.text for toast in self.toasts]

    def push(self, text: str, seconds: float = 3.0) -> None:
        """Shows a message for seconds (the oldest goes when too many are shown)."""
        if seconds <= 0:
            raise ValueError(f"a message must show for some time, not {seconds} seconds")
        self.toasts.append(Toast(text, seconds))
        del self.toasts[:-MOST_SHOWN]

    def clear(self) -> None:
        """Removes every message at once."""
        self.toasts.clear()

    def update(self, dt: float) -> None:
        """Ages the messages and drops those whose time is up."""
        for toast in self.toasts:
            toast.age += dt
        self.toasts = [toast for toast in self.toasts if toast.age < toast.seconds]

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the messages one below the other at the top centre (from top), or up to
        bottom."""
        panels = [self._panel(toast) for toast in self.toasts]
        y = THEME.spacing.edge if self.top is None else self.top
        if self.bottom is not None:
            gaps = THEME.spacing.small * max(0, len(panels) - 1)
            y = self.bottom - sum(panel.get_height() for panel in panels) - gaps
        for toast, panel in zip(self.toasts, panels):
            rect = panel.get_rect(midtop=(CANVAS_WIDTH // 2, y))
            panel.set_alpha(toast.alpha)
            surface.blit(panel, rect)
            y = rect.bottom + THEME.spacing.small

    def _panel(self, toast: Toast) -> pygame.Surface:
        """A message's drawn panel, made once."""
        if toast.surface is None:
            toast.surface = self._render(toast.text)
        return toast.surface

    def _render(self, text: str) -> pygame.Surface:
        """One message's panel on its own surface (it alone fades, so it may change alpha)."""
        size = THEME.fonts.body
        padding_x, padding_y = THEME.spacing.large, THEME.spacing.medium
        width, height = measure(text, size, max_width=MAX_TEXT_WIDTH)
        panel = pygame.Surface((width + 2 * padding_x, height + 2 * padding_y), pygame.SRCALPHA)
        draw_panel(panel, panel.get_rect(), THEME.colours.panel_raised, THEME.colours.accent)
        draw_text(
            panel,
            text,
            (panel.get_width() // 2, padding_y),
            size,
            THEME.colours.text,
            align="center",
            max_width=MAX_TEXT_WIDTH,
        )
        return panel
