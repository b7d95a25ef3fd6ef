"""The Börsenticker: every player as a stock (price 66 minus bears) and breaking news, scrolling.

Also each player's price over the rounds, drawn as a small line on the seat panels. The band is
rendered into one strip whenever its words change and only scrolled (blitted) every frame.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

import pygame

from game.client.text_layout import render_text
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_panel
from game.narration.speedstocks import bears as bears_words
from game.narration.speedstocks import exchange as exchange_name
from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import GAME_END_BEARS
from game.texts import language, text

TICKER_SPEED = 90.0  # pixels a second: readable while it runs
NEWS_KEPT = 3
SEGMENT_GAP = 56
SEPARATOR = "◆"
PRICE_LINE_SPAN = 24  # the least span of prices a seat's line shows
Segment = tuple[str, Colour]


def price(bears_total: int) -> int:
    """A player's price as a stock: 66 minus their bears."""
    return GAME_END_BEARS - bears_total


def price_line(history: Sequence[Sequence[int]], seat: int) -> list[int]:
    """A seat's price at the start and after each scored round (history: bears per round)."""
    prices = [GAME_END_BEARS]
    for round_bears in history:
        if seat < len(round_bears):
            prices.append(prices[-1] - round_bears[seat])
    return prices


def news_for(event: Event, names: Sequence[str]) -> str | None:
    """The breaking news an event makes (Margin Calls, Kursstürze, the Hausse), else None."""
    if isinstance(event, ev.MarginCall):
        return text(
            "stocks_panels.news_margin_call",
            exchange=exchange_name(event.row),
            name=names[event.player],
            bears=bears_words(event.bears),
        )
    if isinstance(event, ev.IpoBurst):
        return text(
            "stocks_panels.news_ipo_burst", name=names[event.player], bears=bears_words(event.bears)
        )
    if isinstance(event, ev.KurssturzTaken):
        return text(
            "stocks_panels.news_kurssturz",
            name=names[event.player],
            exchange=exchange_name(event.row),
            bears=bears_words(event.bears),
        )
    if isinstance(event, ev.HausseCame):
        return text("stocks_panels.news_hausse", last_turn=event.last_turn)
    return None


class Ticker:
    """The scrolling band at the top: the players' stocks, then the latest breaking news."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.offset = 0.0
        self.news: deque[str] = deque(maxlen=NEWS_KEPT)
        self._stocks: tuple[tuple[str, int, int], ...] = ()
        self._strip: pygame.Surface | None = None
        self._strip_key: tuple[object, ...] | None = None

    def set_stocks(
        self, names: Sequence[str], bears_total: Sequence[int], bears_round: Sequence[int]
    ) -> None:
        """Every player's name, bears in all and bears this round."""
        self._stocks = tuple(zip(names, bears_total, bears_round, strict=False))

    def add_news(self, words: str) -> None:
        """A breaking news item; the oldest goes when there are more than NEWS_KEPT."""
        self.news.append(words)

    def segments(self) -> list[Segment]:
        """The band's pieces in order, each with its colour (seat colours for the stocks)."""
        pieces: list[Segment] = []
        for seat, (name, total, this_round) in enumerate(self._stocks):
            words = text(
                "stocks_panels.ticker_stock", name=name, price=price(total), round=this_round
            )
            pieces.append((words, THEME.seat(seat)))
        for item in self.news:
            pieces.append((text("stocks_panels.ticker_news", news=item), THEME.symbols.margin_call))
        return pieces

    def update(self, dt: float) -> None:
        """Scrolls on."""
        self.offset += TICKER_SPEED * max(0.0, dt)
        if self._strip is not None and self._strip.get_width() > 0:
            self.offset %= self._strip.get_width()

    def draw(self, surface: pygame.Surface) -> None:
        """The band with its strip scrolling from right to left, repeated to fill the width."""
        palette = THEME.colours
        draw_panel(surface, self.rect, palette.panel, palette.panel_border)
        strip = self._current_strip()
        inner = self.rect.inflate(-2 * THEME.spacing.small, -4)
        width = strip.get_width()
        if width <= 0:
            return
        previous_clip = surface.get_clip()
        surface.set_clip(inner)
        x = inner.x - round(self.offset % width)
        top = inner.centery - strip.get_height() // 2
        while x < inner.right:
            surface.blit(strip, (x, top))
            x += width
        surface.set_clip(previous_clip)

    def _current_strip(self) -> pygame.Surface:
        """The rendered strip, made again only when its words or the language changed."""
        pieces = self.segments()
        key = (tuple(pieces), language())
        if self._strip is None or key != self._strip_key:
            self._strip_key = key
            self._strip = _render_strip(pieces)
        return self._strip


def _render_strip(pieces: Sequence[Segment]) -> pygame.Surface:
    """One line of all pieces, separated by a diamond, on the band's colour."""
    size = THEME.fonts.small
    parts: list[pygame.Surface] = []
    separator = render_text(SEPARATOR, size, THEME.colours.text_muted)
    for words, colour in pieces:
        parts.append(render_text(words, size, colour, True))
        parts.append(separator)
    gap = SEGMENT_GAP // 2
    width = sum(part.get_width() + gap for part in parts)
    height = max((part.get_height() for part in parts), default=1)
    strip = pygame.Surface((max(1, width), height)).convert()
    strip.fill(THEME.colours.panel)
    x = 0
    for part in parts:
        strip.blit(part, (x, (height - part.get_height()) // 2))
        x += part.get_width() + gap
    return strip


def draw_price_line(
    surface: pygame.Surface, rect: pygame.Rect, prices: Sequence[int], colour: Colour
) -> None:
    """A small line of the prices over the rounds inside rect (a dot alone before any round)."""
    if not prices:
        return
    # Scaled to the prices seen, so that a few bears still make the line move visibly.
    highest = max(GAME_END_BEARS, *prices)
    lowest = min(GAME_END_BEARS - PRICE_LINE_SPAN, min(prices) - 2)
    span = max(1, highest - lowest)
    steps = max(1, len(prices) - 1)
    points = [
        (
            rect.x + round(index * rect.width / steps),
            rect.bottom - round((value - lowest) * rect.height / span),
        )
        for index, value in enumerate(prices)
    ]
    # A faint box, so that a lone starting dot reads as part of the line and not of the name.
    pygame.draw.rect(surface, THEME.colours.pressed, rect.inflate(8, 8), 0, 6)
    if len(points) == 1:
        pygame.draw.circle(surface, colour, points[0], 4)
        return
    pygame.draw.lines(surface, colour, False, points, 3)
    pygame.draw.circle(surface, colour, points[-1], 4)
