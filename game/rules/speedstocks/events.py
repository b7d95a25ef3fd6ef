"""Speedstocks events: every step of a turn, in order, for animation, log and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.core import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """Cards were dealt; the four opening stocks open Frankfurt, New York, London, Tokio."""

    kind: ClassVar[str] = "round_started"
    round: int
    openers: tuple[int, ...]
    hand_size: int


@dataclass(frozen=True)
class StockChosen(Event):
    """A player chose a stock, still hidden."""

    kind: ClassVar[str] = "stock_chosen"
    player: int


@dataclass(frozen=True)
class RevealedStock:
    """One revealed stock: who played it, and its symbol (None without one)."""

    player: int
    stock: int
    symbol: str | None


@dataclass(frozen=True)
class StocksRevealed(Event):
    """All chosen stocks turn over with their players' names, lowest first."""

    kind: ClassVar[str] = "stocks_revealed"
    turn: int
    stocks: tuple[RevealedStock, ...]


@dataclass(frozen=True)
class StockPlaced(Event):
    """A stock arrived at a row at this place (1-based); the exchange lights up first."""

    kind: ClassVar[str] = "stock_placed"
    player: int
    stock: int
    row: int
    place: int


@dataclass(frozen=True)
class MarginCall(Event):
    """A stock landed on the red place: its player takes the row's stocks and their bears."""

    kind: ClassVar[str] = "margin_call"
    player: int
    stock: int
    row: int
    place: int
    taken: tuple[int, ...]
    bears: int
    cause: str  # "full", "split" or "short"


@dataclass(frozen=True)
class RowOpened(Event):
    """A stock opens a row anew after its player took the row."""

    kind: ClassVar[str] = "row_opened"
    player: int
    stock: int
    row: int


@dataclass(frozen=True)
class KurssturzPending(Event):
    """A stock is lower than every row end: its player must choose an exchange."""

    kind: ClassVar[str] = "kurssturz_pending"
    player: int
    stock: int
    fewest_bears_row: int


@dataclass(frozen=True)
class KurssturzTaken(Event):
    """After a Kurssturz the player took this exchange; the stock opens it anew."""

    kind: ClassVar[str] = "kurssturz_taken"
    player: int
    stock: int
    row: int
    taken: tuple[int, ...]
    bears: int


@dataclass(frozen=True)
class SymbolLapsed(Event):
    """A symbol did not take effect (Kurssturz, or an 'after' symbol after one's own call)."""

    kind: ClassVar[str] = "symbol_lapsed"
    player: int
    stock: int
    symbol: str
    reason: str  # "kurssturz" or "own_margin_call"


@dataclass(frozen=True)
class SplitCopied(Event):
    """A split doubled the row: a copy of each earlier stock slid onto the place beside it."""

    kind: ClassVar[str] = "split_copied"
    player: int
    stock: int
    row: int
    copies: tuple[int, ...]  # 1-based places that now hold split copies


@dataclass(frozen=True)
class LongRemoved(Event):
    """Long: the row's first stock (with its split copy) left the game; all moved left."""

    kind: ClassVar[str] = "long_removed"
    player: int
    stock: int
    row: int
    removed: tuple[int, ...]
    timing: str  # "vorher" or "nachher"


@dataclass(frozen=True)
class ShortShifted(Event):
    """Short: the row's Margin Call place moved one place left, to this 1-based place."""

    kind: ClassVar[str] = "short_shifted"
    player: int
    stock: int
    row: int
    margin_call_place: int
    timing: str


@dataclass(frozen=True)
class MarginCallPlaceReset(Event):
    """The row was taken, so its Margin Call place glides back to its normal place."""

    kind: ClassVar[str] = "margin_call_place_reset"
    row: int
    margin_call_place: int


@dataclass(frozen=True)
class BlackSwanLanded(Event):
    """The Black Swan lies on a row: every row not full and not IPO now fills up."""

    kind: ClassVar[str] = "black_swan_landed"
    player: int
    stock: int


@dataclass(frozen=True)
class BlackSwanCopy(Event):
    """One free place filled with a copy of its row's last stock (250 ms apart in the client)."""

    kind: ClassVar[str] = "black_swan_copy"
    row: int
    place: int
    stock: int


@dataclass(frozen=True)
class IpoOpened(Event):
    """The IPO stock opened the fifth row, full at once with five copies at their bears."""

    kind: ClassVar[str] = "ipo_opened"
    player: int
    stock: int
    row: int
    bears: int


@dataclass(frozen=True)
class IpoBurst(Event):
    """The bubble burst: the player swallows the IPO row with his own stock; four rows again."""

    kind: ClassVar[str] = "ipo_burst"
    player: int
    stock: int
    row: int
    taken: tuple[int, ...]
    bears: int


@dataclass(frozen=True)
class HausseCame(Event):
    """The Hausse: everyone draws more stocks and the round goes on to this turn."""

    kind: ClassVar[str] = "hausse_came"
    cards_drawn: int
    last_turn: int


@dataclass(frozen=True)
class RoundScored(Event):
    """The round's bears were counted (Bilanz)."""

    kind: ClassVar[str] = "round_scored"
    round: int
    bears_this_round: tuple[int, ...]
    bears_total: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """Someone reached 66 bears: Börsenschluss; fewest bears wins, ties share the place."""

    kind: ClassVar[str] = "game_over"
    bears: tuple[int, ...]
    places: tuple[int, ...]
