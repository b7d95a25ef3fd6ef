"""The 104 stocks, their bears, the exchanges and the special symbols (plain data)."""

from __future__ import annotations

HIGHEST_STOCK = 104
CARDS_PER_HAND = 10
HAUSSE_CARDS = 5
HAUSSE_CHANCE = 0.2
HAUSSE_AFTER_TURN = 10
TURNS_PER_ROUND = 10
TURNS_WITH_HAUSSE = 15
ROW_PLACES = 5
SMALLEST_ROW_CAPACITY = 1  # Shorts never push the Margin Call onto the opening card
GAME_END_BEARS = 66

EXCHANGES: tuple[str, ...] = ("Frankfurt", "New York", "London", "Tokio")
IPO_EXCHANGE = "IPO"
IPO_ROW = len(EXCHANGES)


def bears_of(stock: int) -> int:
    """How many bears a stock carries (55 crash 7, 11..99 bubble 5, tens 3, fives 2, else 1)."""
    if stock == 55:
        return 7
    if stock % 11 == 0:
        return 5
    if stock % 10 == 0:
        return 3
    if stock % 5 == 0:
        return 2
    return 1


def bear_reason(stock: int) -> str:
    """Why a stock carries its bears, in the rules text's words."""
    if stock == 55:
        return "Crash"
    if stock % 11 == 0:
        return "Blase"
    if stock % 10 == 0:
        return "Zehner"
    if stock % 5 == 0:
        return "Fünfer"
    return "Standardwert"


BEARS: tuple[int, ...] = (0,) + tuple(bears_of(stock) for stock in range(1, HIGHEST_STOCK + 1))

# A place on a row holds an entry: the stock number in the low seven bits and, above them, what
# kind of entry it is. Plain ints keep the placement loop and bot playouts fast.
STOCK_BITS = 0x7F
ORIGINAL = 0
SPLIT_COPY = 1 << 7
IPO_COPY = 2 << 7
BLACK_SWAN_COPY = 3 << 7
COPY_NAMES: dict[int, str | None] = {
    ORIGINAL: None,
    SPLIT_COPY: "split",
    IPO_COPY: "ipo",
    BLACK_SWAN_COPY: "black_swan",
}
# Split copies only widen the row; bears still count once per card.
ENTRY_BEARS: tuple[int, ...] = tuple(
    0 if kind == SPLIT_COPY else BEARS[stock] if stock <= HIGHEST_STOCK else 0
    for kind in (ORIGINAL, SPLIT_COPY, IPO_COPY, BLACK_SWAN_COPY)
    for stock in range(128)
)

NO_SYMBOL = 0
IPO = 1
SPLIT = 2
LONG_BEFORE = 3
LONG_AFTER = 4
SHORT_BEFORE = 5
SHORT_AFTER = 6
BLACK_SWAN = 7

SYMBOL_NAMES: dict[int, str] = {
    IPO: "ipo",
    SPLIT: "split",
    LONG_BEFORE: "long_vorher",
    LONG_AFTER: "long_nachher",
    SHORT_BEFORE: "short_vorher",
    SHORT_AFTER: "short_nachher",
    BLACK_SWAN: "black_swan",
}
SYMBOL_BY_NAME: dict[str, int] = {name: symbol for symbol, name in SYMBOL_NAMES.items()}

# The 15 symbols dealt onto the stocks before every deal.
SYMBOL_SET: tuple[int, ...] = (
    (IPO,)
    + (SPLIT,) * 5
    + (LONG_BEFORE,) * 2
    + (LONG_AFTER,) * 2
    + (SHORT_BEFORE,) * 2
    + (SHORT_AFTER,) * 2
    + (BLACK_SWAN,)
)
# Symbols that lapse when their stock falls below every row (Kurssturz).
LAPSE_ON_KURSSTURZ = frozenset({SPLIT, LONG_BEFORE, LONG_AFTER, SHORT_BEFORE, SHORT_AFTER})


def symbol_name(symbol: int) -> str | None:
    """The symbol's name in saves, views and events; None for a stock without one."""
    return SYMBOL_NAMES.get(symbol)
