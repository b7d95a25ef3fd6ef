"""The info window: what a thing is and what it means for the player now, on hover or long press."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, line_height, lines_of, measure
from game.client.theme import THEME
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH
from game.client.widgets.paint import draw_panel, draw_shadow, scaled_to_fit
from game.texts import text

# How long the pointer must rest on a thing before its info window opens (mouse only).
HOVER_DELAY = 0.4
# The window keeps this distance from its anchor so the pointer never hides its corner.
ANCHOR_GAP = 24
PICTURE_MAX_HEIGHT = 220

Point = tuple[float, float]


@dataclass(frozen=True)
class InfoContent:
    """What the info window shows: the rule in whole sentences and what it means for you now."""

    title: str
    rule: list[str] = field(default_factory=list)
    for_you: list[str] = field(default_factory=list)
    picture: pygame.Surface | None = None


# A source finds the thing under a pointer position: an identity (to notice the pointer moving to
# another thing) and its content, or None where there is nothing to explain.
InfoSource = Callable[[Point], tuple[object, InfoContent] | None]


def place_window(size: tuple[int, int], anchor: Point) -> pygame.Rect:
    """Where a window of this size goes near anchor: right of and below it where there is room,
    else left of or above it, always inside the canvas."""
    width, height = size
    edge = THEME.spacing.edge
    x = anchor[0] + ANCHOR_GAP
    y = anchor[1] + ANCHOR_GAP
    if x + width > CANVAS_WIDTH - edge:
        x = anchor[0] - ANCHOR_GAP - width
    if y + height > CANVAS_HEIGHT - edge:
        y = anchor[1] - ANCHOR_GAP - height
    x = min(max(x, edge), CANVAS_WIDTH - edge - width)
    y = min(max(y, edge), CANVAS_HEIGHT - edge - height)
    return pygame.Rect(round(max(x, 0)), round(max(y, 0)), width, height)


class InfoWindow:
    """A panel showing one InfoContent near an anchor point; rendered once per content."""

    def __init__(self, max_width: int = THEME.info_max_width) -> None:
        self.max_width = max_width
        self.content: InfoContent | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.with_close_hint = False
        self._surface: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        """Whether the window is shown."""
        return self.content is not None

    def show(self, content: InfoContent, anchor: Point, close_hint: bool = False) -> None:
        """Shows content near anchor; close_hint adds how to close it (for touch)."""
        if content != self.content or close_hint != self.with_close_hint or self._surface is None:
            self.content = content
            self.with_close_hint = close_hint
            self._surface = self._render(content, close_hint)
        self.rect = place_window(self._surface.get_size(), anchor)

    def hide(self) -> None:
        """Hides the window."""
        self.content = None
        self._surface = None

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the window if shown."""
        if self._surface is None:
            return
        draw_shadow(surface, self.rect, THEME.radius)
        surface.blit(self._surface, self.rect)

    def _render(self, content: InfoContent, close_hint: bool) -> pygame.Surface:
        """The whole window drawn onto its own surface."""
        fonts, colours, spacing = THEME.fonts, THEME.colours, THEME.spacing
        padding = spacing.large
        inner_limit = self.max_width - 2 * padding
        bullet_indent = spacing.large
        hint = text("widgets.close_hint") if close_hint else ""
        picture = None
        if content.picture is not None:
            picture = scaled_to_fit(content.picture, inner_limit, PICTURE_MAX_HEIGHT)
        natural = [measure(content.title, fonts.body, True)[0]]
        natural += [measure(line, fonts.small)[0] for line in content.rule]
        natural += [measure(line, fonts.small)[0] + bullet_indent for line in content.for_you]
        if content.for_you:
            natural.append(measure(text("widgets.for_you"), fonts.small, True)[0])
        if hint:
            natural.append(measure(hint, fonts.tiny)[0])
        if picture is not None:
            natural.append(picture.get_width())
        inner = max(1, min(inner_limit, max(natural)))

        # Each block: (text, size, bold, colour, indent); None marks a gap between sections.
        blocks: list[tuple[str, int, bool, tuple[int, int, int], int] | None] = []
        blocks.append((content.title, fonts.body, True, colours.text, 0))
        for sentence in content.rule:
            blocks.append((sentence, fonts.small, False, colours.text, 0))
        if content.for_you:
            blocks.append(None)
            blocks.append((text("widgets.for_you"), fonts.small, True, colours.accent, 0))
            for line in content.for_you:
                blocks.append((line, fonts.small, False, colours.text, bullet_indent))
        if hint:
            blocks.append(None)
            blocks.append((hint, fonts.tiny, False, colours.text_muted, 0))

        height = padding * 2
        if picture is not None:
            height += picture.get_height() + spacing.medium
        for block in blocks:
            if block is None:
                height += spacing.medium
                continue
            words, size, bold, _, indent = block
            height += len(lines_of(words, size, bold, inner - indent)) * line_height(size, bold)
            height += spacing.tiny

        window = pygame.Surface((inner + 2 * padding, height), pygame.SRCALPHA)
        draw_panel(window, window.get_rect(), colours.panel_raised, colours.panel_border)
        y = padding
        if picture is not None:
            window.blit(picture, picture.get_rect(midtop=(window.get_width() // 2, y)))
            y += picture.get_height() + spacing.medium
        for block in blocks:
            if block is None:
                y += spacing.medium
                continue
            words, size, bold, colour, indent = block
            if indent:
                dot_y = y + line_height(size, bold) // 2
                pygame.draw.circle(window, colours.accent, (padding + indent // 3, dot_y), 4)
            covered = draw_text(
                window, words, (padding + indent, y), size, colour, bold, max_width=inner - indent
            )
            y = covered.bottom + spacing.tiny
        return window


class InfoHost:
    """Opens the info window of the thing under the pointer: after resting HOVER_DELAY seconds,
    at once on a long press; closes it when the pointer leaves, on a tap elsewhere or on cancel."""

    def __init__(self, sources: list[InfoSource] | None = None) -> None:
        self.window = InfoWindow()
        self.delay = HOVER_DELAY
        self._sources: list[InfoSource] = list(sources or [])
        self._target: object | None = None
        self._pointer: Point | None = None
        self._rested = 0.0
        # Closed by a tap or cancel: it stays closed until the pointer moves to another thing.
        self._dismissed: object | None = None

    @property
    def visible(self) -> bool:
        """Whether an info window is shown."""
        return self.window.visible

    def add_source(self, source: InfoSource) -> None:
        """Adds a finder of explainable things (a scene's cards in rows, say)."""
        self._sources.append(source)

    def find(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The first thing under pos that has info, from the sources added last first."""
        for source in reversed(self._sources):
            found = source(pos)
            if found is not None:
                return found
        return None

    def show(
        self, content: InfoContent, anchor: Point, target: object | None = None, touch: bool = False
    ) -> None:
        """Shows this content at once near anchor (for things no source knows)."""
        self._target = target
        self._pointer = None
        self.window.show(content, anchor, close_hint=touch)

    def hide(self) -> None:
        """Closes the window and forgets the thing the pointer rested on."""
        self.window.hide()
        self._target = None
        self._pointer = None
        self._rested = 0.0

    def handle(self, intent: Intent) -> bool:
        """Follows the pointer; True when the intent was used up (cancel or long press)."""
        kind = intent.kind
        if kind is IntentKind.HOVER and intent.pos is not None:
            self._follow(intent.pos)
            return False
        if kind is IntentKind.LONG_PRESS and intent.pos is not None:
            found = self.find(intent.pos)
            if found is None:
                self.hide()
                return False
            target, content = found
            self.show(content, intent.pos, target, touch=intent.touch)
            return True
        if kind is IntentKind.CANCEL and self.visible:
            self._dismiss()
            return True
        if kind is IntentKind.TAP and (self.visible or self._target is not None):
            on_window = self.visible and self.window.rect.collidepoint(intent.pos or (-1, -1))
            self._dismiss()
            # A tap on the window only closes it; a tap elsewhere still does what it does.
            return on_window
        if kind in (IntentKind.DRAG_START, IntentKind.ZOOM, IntentKind.DOUBLE_TAP):
            self.hide()
        return False

    def _dismiss(self) -> None:
        """Closes the window so that it does not open again while the pointer stays."""
        self._dismissed = self._target
        self.hide()

    def _follow(self, pos: Point) -> None:
        """The pointer is at pos: restart the wait when it is over another thing."""
        found = self.find(pos)
        target = found[0] if found is not None else None
        if target is not None and target is self._dismissed:
            return
        self._dismissed = None
        if target is None or target is not self._target:
            if self.visible or target is None:
                self.window.hide()
            self._target = target
            self._rested = 0.0
        self._pointer = pos

    def update(self, dt: float) -> None:
        """Opens the window once the pointer has rested long enough on one thing."""
        if self._target is None or self._pointer is None or self.visible:
            return
        self._rested += dt
        if self._rested < self.delay:
            return
        found = self.find(self._pointer)
        if found is None or found[0] is not self._target:
            self._target = None
            return
        self.window.show(found[1], self._pointer)

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the window if shown."""
        self.window.draw(surface)
