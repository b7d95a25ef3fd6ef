"""Choosing one of several values: a row with ◀ ▶ arrows, or a vertical list of tappable rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.paint import draw_focus_ring, draw_panel, draw_triangle, lighter

Value = TypeVar("Value")

# The share of a horizontal row's width the label takes; the choice and its arrows take the rest.
LABEL_SHARE = 0.45


class ChoiceList(Widget, Generic[Value]):
    """One value out of a list of (value, shown text) choices.

    Horizontal (default): label on the left, ◀ choice ▶ on the right; the arrows or left/right
    step through the choices (wrapping around), a tap on the rest of the row steps forward.
    Vertical: the label above one tappable row per choice; up/down step while focused.
    """

    def __init__(
        self,
        rect: RectLike,
        label: str,
        choices: Sequence[tuple[Value, str]],
        selected: Value,
        on_change: Callable[[Value], None],
        vertical: bool = False,
        *,
        hotkey: str | None = None,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(rect, enabled=enabled, visible=visible, hotkey=hotkey, info=info)
        if not choices:
            raise ValueError(f"the choice list '{label}' needs at least one choice")
        self.label = label
        self.choices = list(choices)
        self.vertical = vertical
        self.on_change = on_change
        self.index = self._index_of(selected)

    def _index_of(self, value: Value) -> int:
        """The position of a value among the choices, refused in words when it is not one."""
        for index, (choice, _) in enumerate(self.choices):
            if choice == value:
                return index
        shown = ", ".join(repr(choice) for choice, _ in self.choices)
        raise ValueError(f"{value!r} is not one of the choices of '{self.label}' ({shown})")

    @property
    def selected(self) -> Value:
        """The chosen value."""
        return self.choices[self.index][0]

    @property
    def shown(self) -> str:
        """The text of the chosen value."""
        return self.choices[self.index][1]

    def select(self, value: Value) -> None:
        """Chooses a value without reporting it (the scene set it)."""
        self.index = self._index_of(value)

    def choose_index(self, index: int) -> bool:
        """Chooses the choice at index and reports it when it changed; True when it changed."""
        if index == self.index:
            return False
        self.index = index
        self.on_change(self.selected)
        return True

    def step(self, by: int) -> bool:
        """Moves by steps through the choices, wrapping around at both ends."""
        return self.choose_index((self.index + by) % len(self.choices))

    # Geometry -------------------------------------------------------------------------------

    def value_rect(self) -> pygame.Rect:
        """The part of a horizontal row holding the arrows and the chosen text."""
        label_width = round(self.rect.width * LABEL_SHARE)
        return pygame.Rect(
            self.rect.x + label_width, self.rect.y, self.rect.width - label_width, self.rect.height
        )

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The previous (◀) and next (▶) arrows of a horizontal row, touch-sized squares."""
        area = self.value_rect()
        side = min(area.height, THEME.button_height)
        previous = pygame.Rect(0, 0, side, side)
        following = pygame.Rect(0, 0, side, side)
        previous.midleft = area.midleft
        following.midright = (area.right - THEME.spacing.small, area.centery)
        return previous, following

    def header_height(self) -> int:
        """The height of a vertical list's label line."""
        return line_height(THEME.fonts.body, True) + THEME.spacing.small

    def row_rect(self, index: int) -> pygame.Rect:
        """The tappable row of one choice in the vertical variant."""
        top = self.rect.y + self.header_height()
        room = self.rect.bottom - top
        height = min(THEME.button_height, room // len(self.choices))
        return pygame.Rect(self.rect.x, top + index * height, self.rect.width, height)

    # Input ----------------------------------------------------------------------------------

    def react(self, intent: Intent) -> bool:
        """Steps on arrow taps and left/right (up/down when vertical), chooses tapped rows."""
        if intent.kind is IntentKind.TAP:
            if intent.pos is None or not self.contains(intent.pos):
                return False
            self._tap(intent.pos)
            return True
        if intent.kind is IntentKind.NAVIGATE:
            return self._navigate(intent.key)
        if intent.kind is IntentKind.CONFIRM or (
            intent.kind is IntentKind.SHORTCUT and self.hotkey and intent.key.lower() == self.hotkey
        ):
            self.step(1)
            return True
        return False

    def _tap(self, pos: tuple[float, float]) -> bool:
        """Reacts to a tap inside; True when the choice changed."""
        if self.vertical:
            for index in range(len(self.choices)):
                if self.row_rect(index).collidepoint(pos):
                    return self.choose_index(index)
            return False
        previous, _ = self.arrow_rects()
        if previous.collidepoint(pos):
            return self.step(-1)
        return self.step(1)

    def _navigate(self, key: str) -> bool:
        """Steps on the keys along the list; at a vertical list's ends the focus may move on."""
        if self.vertical:
            if key == "up" and self.index > 0:
                return self.choose_index(self.index - 1)
            if key == "down" and self.index < len(self.choices) - 1:
                return self.choose_index(self.index + 1)
            return False
        if key == "left":
            self.step(-1)
            return True
        if key == "right":
            self.step(1)
            return True
        return False

    # Drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the row or the list with the chosen value marked."""
        if not self.visible:
            return
        if self.vertical:
            self._draw_vertical(surface)
        else:
            self._draw_horizontal(surface)
        if focused:
            draw_focus_ring(surface, self.rect)

    def _draw_horizontal(self, surface: pygame.Surface) -> None:
        """Label, ◀ chosen text ▶."""
        palette = THEME.colours
        fill = palette.hover if self.hovered and self.enabled else palette.panel
        draw_panel(surface, self.rect, fill, palette.panel_border)
        text_colour = palette.text if self.enabled else palette.disabled_text
        left = self.rect.left + THEME.spacing.large
        label_room = self.value_rect().left - left - THEME.spacing.medium
        label_size = fit_size(self.label, max(1, label_room), THEME.fonts.body)
        draw_text(
            surface,
            self.label,
            (left, self.rect.centery),
            label_size,
            text_colour,
            valign="middle",
            box=self.rect,
        )
        previous, following = self.arrow_rects()
        arrow_colour = palette.accent if self.enabled else palette.disabled_text
        for arrow, pointing in ((previous, "left"), (following, "right")):
            draw_panel(
                surface, arrow.inflate(-12, -12), palette.panel_raised, radius=THEME.small_radius
            )
            draw_triangle(surface, arrow.center, arrow.height * 0.32, pointing, arrow_colour)
        room = following.left - previous.right - 2 * THEME.spacing.small
        size = fit_size(self.shown, max(1, room), THEME.fonts.body, bold=True)
        centre_x = (previous.right + following.left) // 2
        draw_text(
            surface,
            self.shown,
            (centre_x, self.rect.centery),
            size,
            text_colour,
            True,
            align="center",
            valign="middle",
            box=pygame.Rect(
                previous.right, self.rect.top, following.left - previous.right, self.rect.height
            ),
        )

    def _draw_vertical(self, surface: pygame.Surface) -> None:
        """The label and one row per choice, the chosen one filled with the accent colour."""
        palette = THEME.colours
        text_colour = palette.text if self.enabled else palette.disabled_text
        draw_text(surface, self.label, self.rect.topleft, THEME.fonts.body, text_colour, True)
        for index, (_, shown) in enumerate(self.choices):
            row = self.row_rect(index).inflate(0, -THEME.spacing.small)
            chosen = index == self.index
            if not self.enabled:
                fill, colour = palette.disabled, palette.disabled_text
            elif chosen:
                fill, colour = palette.accent, palette.text_on_accent
            else:
                fill, colour = palette.panel, palette.text
            if self.hovered and self.enabled and not chosen:
                fill = lighter(fill, 0.08)
            draw_panel(surface, row, fill, None if chosen else palette.panel_border)
            marker = (row.left + THEME.spacing.large + 8, row.centery)
            pygame.draw.circle(surface, colour, marker, 10, 0 if chosen else 2)
            left = marker[0] + 10 + THEME.spacing.medium
            size = fit_size(
                shown, max(1, row.right - left - THEME.spacing.medium), THEME.fonts.body, chosen
            )
            draw_text(
                surface, shown, (left, row.centery), size, colour, chosen, valign="middle", box=row
            )
