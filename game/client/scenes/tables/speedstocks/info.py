"""Info windows for Speedstocks cards: a stock in a row (copies too) or in the hand, in words.

A row card tells its number, its bears and why, its place, the row's state, where the Margin Call
lies (moved by a Short?) and what its symbol does; a hand card tells its bears and symbol and
where it would land now. The scene finds the card under the pointer; this module only words it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.client.scenes.tables.speedstocks.board import Board, ShownEntry
from game.client.scenes.tables.speedstocks.preview import plaque_text
from game.client.widgets.info import InfoContent
from game.narration.speedstocks import bears as bears_words
from game.narration.speedstocks import exchange as exchange_name
from game.narration.speedstocks import symbol as symbol_name
from game.rules.speedstocks.preview import KURSSTURZ, Preview
from game.rules.speedstocks.stocks import EXCHANGES, ROW_PLACES
from game.texts import text

NORMAL_RED_PLACE = ROW_PLACES + 1
CRASH = 55


def bears_reason(stock: int) -> str:
    """Why a stock carries its bears: 'Schnapszahl – Blase: 5 Bären' and the like."""
    if stock == CRASH:
        kind = "crash"
    elif stock % 11 == 0 and stock < 100:
        kind = "bubble"
    elif stock % 10 == 0:
        kind = "ten"
    elif stock % 5 == 0:
        kind = "five"
    else:
        kind = "standard"
    return text(f"stocks_panels.kind_{kind}")


def symbol_lines(symbol: str | None) -> list[str]:
    """The symbol's name with when it triggers and what it does exactly (or that there is none)."""
    if not symbol:
        return [text("stocks_panels.no_symbol")]
    return [
        text(
            "stocks_panels.symbol_line",
            symbol=symbol_name(symbol),
            help=text(f"symbol_help.{symbol}"),
        )
    ]


def _cards(count: int) -> str:
    """'1 Aktie' or '4 Aktien'."""
    if count == 1:
        return text("stocks_panels.cards_one")
    return text("stocks_panels.cards_many", count=count)


def row_state_lines(board: Board, row: int) -> list[str]:
    """The row's cards and bears, the places left before the Margin Call and where it lies."""
    entries = board.rows[row]
    red = board.red_places[row]
    lines = [
        text(
            "stocks_panels.row_state",
            cards=_cards(len(entries)),
            bears=bears_words(board.row_bears(row)),
        )
    ]
    left = red - 1 - len(entries)
    if row >= len(EXCHANGES):
        lines.append(text("stocks_panels.ipo_row"))
    elif left <= 0:
        lines.append(text("stocks_panels.row_full"))
    elif left == 1:
        lines.append(text("stocks_panels.places_left_one"))
    else:
        lines.append(text("stocks_panels.places_left_many", count=left))
    if red < NORMAL_RED_PLACE:
        lines.append(text("stocks_panels.margin_call_moved", place=red, normal=NORMAL_RED_PLACE))
    else:
        lines.append(text("stocks_panels.margin_call_place", place=red))
    return lines


def _entry_bears_lines(entry: ShownEntry) -> list[str]:
    """What a row entry counts and why: its kind of stock, or what kind of copy it is."""
    if entry.copy:
        words = text(f"stocks_panels.copy_{entry.copy}", stock=entry.stock)
        return [words, text("stocks_panels.bears_here", bears=bears_words(entry.bears))]
    return [bears_reason(entry.stock)]


def row_card_info(
    board: Board, row: int, place: int, previews: Mapping[int, Preview]
) -> InfoContent:
    """The info window of the stock on a 1-based place of a row (a copy included)."""
    entry = board.rows[row][place - 1]
    title = text(
        "stocks_panels.row_card_title",
        stock=entry.stock,
        exchange=exchange_name(row),
        place=place,
    )
    rule = _entry_bears_lines(entry) + row_state_lines(board, row) + symbol_lines(entry.symbol)
    return InfoContent(title, rule, _for_you_on_row(row, previews))


def _for_you_on_row(row: int, previews: Mapping[int, Preview]) -> list[str]:
    """Which of the shown hand's stocks would come to this row now (none while not choosing)."""
    if not previews:
        return []
    coming = sorted(
        stock
        for stock, outcome in previews.items()
        if outcome.row == row and outcome.kind != KURSSTURZ
    )
    if not coming:
        return [text("stocks_panels.for_you_row_none")]
    return [text("stocks_panels.for_you_row", stocks=", ".join(str(stock) for stock in coming))]


def hand_card_info(card: Mapping[str, Any], outcome: Preview | None) -> InfoContent:
    """The info window of a hand stock: its bears and why, its symbol, where it would land now."""
    stock = int(card["stock"])
    rule = [bears_reason(stock), *symbol_lines(card.get("symbol"))]
    if outcome is None:
        for_you = [text("stocks_panels.for_you_later")]
    else:
        for_you = [text("stocks_panels.for_you_stock", preview=plaque_text(outcome))]
    return InfoContent(text("stocks_panels.hand_card_title", stock=stock), rule, for_you)
