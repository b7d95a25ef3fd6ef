"""A slider for a number between two bounds: drag or tap on the track, left/right step."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.paint import draw_focus_ring, draw_panel
from game.texts import text

Number = int | float
KNOB_RADIUS = 18


def format_number(value: Number) -> str:
    """A number as the player reads it: no trailing .0, the decimal sign of the language."""
    if float(value).is_integer():
        return str(int(value))
    shown = f"{value:.6f}".rstrip("0").rstrip(".")
    return shown.replace(".", text("widgets.decimal_separator"))


class Slider(Widget):
    """A label, the value with its unit, and a track with a knob."""

    def __init__(
        self,
        rect: RectLike,
        label: str,
        low: Number,
        high: Number,
        step: Number,
        value: Number,
        on_change: Callable[[Number], None],
        unit: str = "%",
        *,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(rect, enabled=enabled, visible=visible, info=info)
        if not low < high:
            raise ValueError(f"the slider '{label}' needs low below high, not {low} and {high}")
        if step <= 0 or step > high - low:
            raise ValueError(
                f"the slider '{label}' needs a step between 0 and {high - low}, not {step}"
            )
        self.label = label
        self.low = low
        self.high = high
        self.step = step
        self.unit = unit
        self.on_change = on_change
        self.dragging = False
        self.value = self.snap(value)

    def snap(self, value: Number) -> Number:
        """The nearest allowed value: within the bounds, on a whole step from low."""
        steps = round((value - self.low) / self.step)
        snapped = self.low + steps * self.step
        snapped = min(self.high, max(self.low, snapped))
        if all(isinstance(number, int) for number in (self.low, self.high, self.step)):
            return int(snapped)
        # Cut off the binary noise of repeated float steps (0.1 + 0.2 ...).
        return round(snapped, 9)

    def set_value(self, value: Number) -> bool:
        """Sets the snapped value and reports it when it changed; True when it changed."""
        snapped = self.snap(value)
        if snapped == self.value:
            return False
        self.value = snapped
        self.on_change(snapped)
        return True

    def shown_value(self) -> str:
        """The value with its unit as the player reads it ("12,5 %")."""
        shown = text("widgets.value_with_unit", value=format_number(self.value), unit=self.unit)
        return shown.strip()

    # Geometry -------------------------------------------------------------------------------

    def track_rect(self) -> pygame.Rect:
        """The track line in the lower part of the widget, leaving room for the knob."""
        margin = THEME.spacing.large + KNOB_RADIUS
        centre_y = self.rect.y + round(self.rect.height * 0.72)
        return pygame.Rect(self.rect.x + margin, centre_y - 4, self.rect.width - 2 * margin, 8)

    def hit_rect(self) -> pygame.Rect:
        """Where a tap or drag grabs the track: the lower half of the widget."""
        top = self.rect.y + self.rect.height // 2 - KNOB_RADIUS // 2
        return pygame.Rect(self.rect.x, top, self.rect.width, self.rect.bottom - top)

    def value_at(self, x: float) -> Number:
        """The allowed value under a pointer at x."""
        track = self.track_rect()
        share = (x - track.left) / max(1, track.width)
        return self.snap(self.low + min(1.0, max(0.0, share)) * (self.high - self.low))

    def knob_x(self) -> int:
        """Where the knob is drawn for the current value."""
        track = self.track_rect()
        share = (self.value - self.low) / (self.high - self.low)
        return round(track.left + share * track.width)

    # Input ----------------------------------------------------------------------------------

    def react(self, intent: Intent) -> bool:
        """Tap or drag on the track sets the value; left/right while focused step it."""
        kind = intent.kind
        pos = intent.pos
        if kind is IntentKind.TAP and pos is not None and self.hit_rect().collidepoint(pos):
            self.set_value(self.value_at(pos[0]))
            return True
        if kind is IntentKind.DRAG_START and pos is not None and self.hit_rect().collidepoint(pos):
            self.dragging = True
            self.set_value(self.value_at(pos[0]))
            return True
        if kind is IntentKind.DRAG and self.dragging and pos is not None:
            self.set_value(self.value_at(pos[0]))
            return True
        if kind in (IntentKind.DRAG_END, IntentKind.RELEASE) and self.dragging:
            self.dragging = False
            if pos is not None:
                self.set_value(self.value_at(pos[0]))
            return True
        if kind is IntentKind.NAVIGATE and intent.key in ("left", "right"):
            self.set_value(self.value + (self.step if intent.key == "right" else -self.step))
            return True
        return False

    # Drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws label, value and the track with its knob."""
        if not self.visible:
            return
        palette = THEME.colours
        fill = palette.hover if (self.hovered or self.dragging) and self.enabled else palette.panel
        draw_panel(surface, self.rect, fill, palette.panel_border)
        text_colour = palette.text if self.enabled else palette.disabled_text
        label_y = self.rect.y + round(self.rect.height * 0.3)
        value_rect = draw_text(
            surface,
            self.shown_value(),
            (self.rect.right - THEME.spacing.large, label_y),
            THEME.fonts.body,
            palette.accent if self.enabled else palette.disabled_text,
            True,
            align="right",
            valign="middle",
            box=self.rect,
        )
        left = self.rect.left + THEME.spacing.large
        room = max(1, value_rect.left - THEME.spacing.large - left)
        size = fit_size(self.label, room, THEME.fonts.body)
        draw_text(
            surface, self.label, (left, label_y), size, text_colour, valign="middle", box=self.rect
        )
        track = self.track_rect()
        pygame.draw.rect(surface, palette.switch_off, track, 0, track.height // 2)
        knob = self.knob_x()
        filled = pygame.Rect(track.left, track.top, knob - track.left, track.height)
        active = palette.accent if self.enabled else palette.disabled_text
        pygame.draw.rect(surface, active, filled, 0, track.height // 2)
        radius = KNOB_RADIUS + (3 if self.dragging else 0)
        pygame.draw.circle(
            surface, palette.text if self.enabled else active, (knob, track.centery), radius
        )
        pygame.draw.circle(surface, active, (knob, track.centery), radius, 3)
        if focused:
            draw_focus_ring(surface, self.rect)
