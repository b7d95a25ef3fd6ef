"""The info window: what a thing is and what it means for the player now, on hover or long press.

The window knows what it describes: while it is open the host asks its sources again where that
thing was found, and closes the window once the thing is gone from there (a played card, a removed
or hidden widget) or has become another thing; new words about the same thing are shown in place.
"""

from __future__ import annotations

import math
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
# How often an open window asks whether what it describes is still there (a few frames at most,
# so a costly source such as a 3D pick runs ten times a second, not every frame).
RECHECK_SECONDS = 0.1
# The window keeps this distance from its anchor so the pointer never hides its corner.
ANCHOR_GAP = 24
PICTURE_MAX_HEIGHT = 220
# A window taller than the canvas is laid out wider, step by step up to this width, until it fits.
WIDEST = 960
WIDEN_STEP = 80

Point = tuple[float, float]


@dataclass(frozen=True)
class InfoContent:
    """What the info window shows: the rule in whole sentences and what it means for you now."""

    title: str
    rule: list[str] = field(default_factory=list)
    for_you: list[str] = field(default_factory=list)
    picture: pygame.Surface | None = None
    # Rectangles the window must leave uncovered: the thing it explains (a magnified card), a
    # prompt the player has to read.
    clear_of: tuple[pygame.Rect, ...] = ()


# A source finds the thing under a pointer position: an identity (to notice the pointer moving to
# another thing) and its content, or None where there is nothing to explain.
InfoSource = Callable[[Point], tuple[object, InfoContent] | None]


def place_window(
    size: tuple[int, int], anchor: Point, clear_of: tuple[pygame.Rect, ...] = ()
) -> pygame.Rect:
    """Where a window of this size goes near anchor: right of and below it where there is room,
    else left of or above it, always inside the canvas; with rectangles to keep clear, the spot
    nearest the anchor that covers none of them (the plain spot where no such spot exists)."""
    width, height = size
    x = anchor[0] + ANCHOR_GAP
    y = anchor[1] + ANCHOR_GAP
    if x + width > CANVAS_WIDTH - THEME.spacing.edge:
        x = anchor[0] - ANCHOR_GAP - width
    if y + height > CANVAS_HEIGHT - THEME.spacing.edge:
        y = anchor[1] - ANCHOR_GAP - height
    plain = _inside_canvas(x, y, width, height)
    if not _covers(plain, clear_of):
        return plain
    xs = [anchor[0] + ANCHOR_GAP, anchor[0] - ANCHOR_GAP - width, anchor[0] - width / 2]
    ys = [anchor[1] + ANCHOR_GAP, anchor[1] - ANCHOR_GAP - height, anchor[1] - height / 2]
    for rect in clear_of:
        xs += [rect.right + ANCHOR_GAP, rect.left - ANCHOR_GAP - width]
        ys += [rect.bottom + ANCHOR_GAP, rect.top - ANCHOR_GAP - height]
    free = [
        spot
        for spot in (_inside_canvas(x, y, width, height) for x in xs for y in ys)
        if not _covers(spot, clear_of)
    ]
    if not free:
        return plain
    return min(free, key=lambda spot: (_distance(spot, anchor), spot.y, spot.x))


def _inside_canvas(x: float, y: float, width: int, height: int) -> pygame.Rect:
    """The rectangle at (x, y) moved into the canvas, the edge distance kept where it fits."""
    edge = THEME.spacing.edge
    x = min(max(x, edge), CANVAS_WIDTH - edge - width)
    y = min(max(y, edge), CANVAS_HEIGHT - edge - height)
    return pygame.Rect(round(max(x, 0)), round(max(y, 0)), width, height)


def _covers(window: pygame.Rect, clear_of: tuple[pygame.Rect, ...]) -> bool:
    """Whether the window would cover any of the rectangles to keep clear."""
    return any(window.colliderect(rect) for rect in clear_of)


def _distance(rect: pygame.Rect, point: Point) -> float:
    """How far point lies from the nearest point of rect (0 inside)."""
    dx = max(rect.left - point[0], 0.0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0.0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


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
            self._surface = self._fitting(content, close_hint)
        self.rect = place_window(self._surface.get_size(), anchor, content.clear_of)

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

    def _fitting(self, content: InfoContent, close_hint: bool) -> pygame.Surface:
        """The window at its width; one taller than the canvas (long rules with what they mean
        for you) laid out wider, up to WIDEST, until it fits."""
        width = self.max_width
        window = self._render(content, close_hint, width)
        room = CANVAS_HEIGHT - 2 * THEME.spacing.edge
        while window.get_height() > room and width < WIDEST:
            width = min(WIDEST, width + WIDEN_STEP)
            window = self._render(content, close_hint, width)
        return window

    def _render(self, content: InfoContent, close_hint: bool, max_width: int) -> pygame.Surface:
        """The whole window drawn onto its own surface, at most max_width wide."""
        fonts, colours, spacing = THEME.fonts, THEME.colours, THEME.spacing
        padding = spacing.large
        inner_limit = max_width - 2 * padding
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
    at once on a long press; closes it when the pointer leaves, on a tap elsewhere, on cancel, and
    when the thing it describes is gone or has become another thing."""

    def __init__(self, sources: list[InfoSource] | None = None) -> None:
        self.window = InfoWindow()
        self.delay = HOVER_DELAY
        self._sources: list[InfoSource] = list(sources or [])
        self._target: object | None = None
        self._pointer: Point | None = None
        self._rested = 0.0
        # Closed by a tap or cancel: it stays closed until the pointer moves to another thing.
        self._dismissed: object | None = None
        # What the open window describes, where it was last found and where the window was
        # placed; None for a window shown about something no source knows.
        self._shown: tuple[object, Point, Point] | None = None
        self._since_check = 0.0

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
        """Shows this content at once near anchor. With a target (what a source finds at anchor)
        the window closes once the sources no longer find that target there; without one (a thing
        no source knows) it stays until it is closed."""
        self._target = target
        self._pointer = None
        self._open(content, anchor, target, close_hint=touch)

    def hide(self) -> None:
        """Closes the window and forgets the thing the pointer rested on."""
        self.window.hide()
        self._shown = None
        self._target = None
        self._pointer = None
        self._rested = 0.0

    def recheck(self) -> None:
        """Closes the window at once if what it describes is gone from where it was found or has
        become another thing; shows new words about the same thing in place."""
        self._since_check = 0.0
        shown = self._shown
        current = self.window.content
        if shown is None or current is None:
            return
        target, found_at, anchor = shown
        found = self.find(found_at)
        if found is None or found[0] is not target or found[1].title != current.title:
            self.hide()
            return
        if found[1] != current:
            self.window.show(found[1], anchor, close_hint=self.window.with_close_hint)

    def _open(
        self, content: InfoContent, anchor: Point, target: object | None, close_hint: bool
    ) -> None:
        """Shows the window and remembers what it describes (when a source found it)."""
        self.window.show(content, anchor, close_hint=close_hint)
        self._shown = (target, anchor, anchor) if target is not None else None
        self._since_check = 0.0

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
        shown = self._shown
        if shown is not None and target is shown[0]:
            # Still on the thing shown: look for it where the pointer is now.
            self._shown = (target, pos, shown[2])
        if target is None or target is not self._target:
            if self.visible or target is None:
                self.window.hide()
                self._shown = None
            self._target = target
            self._rested = 0.0
        self._pointer = pos

    def update(self, dt: float) -> None:
        """Opens the window once the pointer has rested long enough on one thing; an open window
        is checked every RECHECK_SECONDS for whether what it describes is still there."""
        if self.visible:
            self._since_check += dt
            if self._since_check >= RECHECK_SECONDS:
                self.recheck()
            return
        if self._target is None or self._pointer is None:
            return
        self._rested += dt
        if self._rested < self.delay:
            return
        found = self.find(self._pointer)
        if found is None or found[0] is not self._target:
            self._target = None
            return
        self._open(found[1], self._pointer, found[0], close_hint=False)

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the window if shown."""
        self.window.draw(surface)
