"""Small phrases shared by the table and the narration: bears, exchanges, symbols, stock lists."""

from __future__ import annotations

from collections.abc import Iterable

from game.texts import text

# Colours by symbol, after the rules text: nachher green, vorher orange, Split blue, IPO gold.
SYMBOL_STYLES: dict[str, str] = {
    "ipo": "gold",
    "split": "blue",
    "long_vorher": "orange",
    "long_nachher": "green",
    "short_vorher": "orange",
    "short_nachher": "green",
    "black_swan": "violet",
}


def bears(count: int) -> str:
    """'1 Bär' or '7 Bären'."""
    return text("bears.one") if count == 1 else text("bears.many", count=count)


def exchange(row: int) -> str:
    """The exchange of a row: Frankfurt, New York, London, Tokio, or the IPO row."""
    return text(f"exchange.{row}")


def symbol(name: str) -> str:
    """A symbol's short label, such as '▲ Long vorher'."""
    return text(f"symbol.{name}")


def stock_list(stocks: Iterable[int]) -> str:
    """'3 Aktien (12, 15, 18)' or '1 Aktie (12)'."""
    numbers = list(stocks)
    listed = ", ".join(str(stock) for stock in numbers)
    if len(numbers) == 1:
        return text("stocks.one", stocks=listed)
    return text("stocks.many", count=len(numbers), stocks=listed)


def joined_names(names: Iterable[str]) -> str:
    """'Anna', 'Anna und Ben', 'Anna, Ben und Computer 3'."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return text("list.and", first=", ".join(items[:-1]), last=items[-1])
