"""The Speedstocks board as the screen shows it: a model that follows the events one at a time.

The table is already at the end of a turn when its events arrive; the scene shows them one after
the other, and this model is the picture in between: a stock lands, a row is taken, a Short moves
the red place. Whenever the scene has caught up, it is taken fresh from the table's view again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import BEARS, ROW_PLACES, TURNS_PER_ROUND


@dataclass(frozen=True)
class ShownEntry:
    """A stock on a place: its number, what kind of copy it is, its bears and its symbol."""

    stock: int
    copy: str | None
    bears: int
    symbol: str | None


@dataclass(frozen=True)
class Landing:
    """A stock on a row's red place for a moment, before the row is taken or the bubble bursts."""

    row: int
    place: int
    entry: ShownEntry
    bursts: bool = False


@dataclass
class Board:
    """The table as the screen shows it now: it follows the events one at a time."""

    players: int
    rows: list[list[ShownEntry]] = field(default_factory=list)
    red_places: list[int] = field(default_factory=list)
    round: int = 1
    turn: int = 1
    last_turn: int = TURNS_PER_ROUND
    hausse: bool = False
    has_chosen: list[bool] = field(default_factory=list)
    revealed: list[ev.RevealedStock] = field(default_factory=list)
    kurssturz: tuple[int, int, int] | None = None  # player, stock, the fewest-bears row
    placing: bool = False  # from the reveal until the next choice: the revealed stocks show
    # The symbols of this turn's revealed stocks, for the rows they open after being placed.
    turn_symbols: dict[int, str | None] = field(default_factory=dict)
    bears_round: list[int] = field(default_factory=list)
    bears_total: list[int] = field(default_factory=list)
    hand: list[dict[str, Any]] = field(default_factory=list)
    my_choice: dict[str, Any] | None = None
    landing: Landing | None = None

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Board:
        """The board of a player's view (Speedstocks' own view, inside the table's)."""
        players = view["players"]
        revealed = [
            ev.RevealedStock(item["player"], item["stock"], item["symbol"])
            for item in view["to_place"]
        ]
        kurssturz = None
        if view["kurssturz"] is not None:
            pending = view["kurssturz"]
            kurssturz = (pending["player"], pending["stock"], pending["fewest_bears_row"])
            revealed.insert(0, ev.RevealedStock(pending["player"], pending["stock"], None))
        return cls(
            players=players,
            rows=[
                [
                    ShownEntry(entry["stock"], entry["copy"], entry["bears"], entry["symbol"])
                    for entry in row["entries"]
                ]
                for row in view["rows"]
            ],
            red_places=[row["margin_call_place"] for row in view["rows"]],
            round=view["round"],
            turn=view["turn"],
            last_turn=view["last_turn"],
            hausse=view["hausse"],
            has_chosen=list(view["has_chosen"]) or [False] * players,
            revealed=revealed,
            kurssturz=kurssturz,
            placing=bool(revealed),
            turn_symbols={item.stock: item.symbol for item in revealed},
            bears_round=list(view["bears_this_round"]),
            bears_total=list(view["bears_total"]),
            hand=list(view["hand"] or []),
            my_choice=view["my_choice"],
        )

    def copy(self) -> Board:
        """A board that changes apart from this one (entries are frozen, lists are new)."""
        return replace(
            self,
            rows=[list(row) for row in self.rows],
            red_places=list(self.red_places),
            has_chosen=list(self.has_chosen),
            revealed=list(self.revealed),
            turn_symbols=dict(self.turn_symbols),
            bears_round=list(self.bears_round),
            bears_total=list(self.bears_total),
            hand=list(self.hand),
        )

    def row_bears(self, row: int) -> int:
        """The bears lying on a row as shown."""
        return sum(entry.bears for entry in self.rows[row])

    def settle(self) -> None:
        """Ends a landing shown on a red place (a burst IPO row goes away now)."""
        landing = self.landing
        self.landing = None
        if landing is not None and landing.bursts and landing.row < len(self.rows):
            del self.rows[landing.row]
            del self.red_places[landing.row]

    def apply(self, event: Event) -> None:
        """Changes the board as the event says."""
        self.settle()
        handler = _BOARD_CHANGES.get(type(event))
        if handler is not None:
            handler(self, event)

    # ---- one change per event ------------------------------------------------------------------

    def _take_revealed(self, stock: int) -> str | None:
        """Removes a revealed stock (it is placed now) and returns its symbol."""
        for index, revealed in enumerate(self.revealed):
            if revealed.stock == stock:
                del self.revealed[index]
                return revealed.symbol
        return None

    def _round_started(self, event: ev.RoundStarted) -> None:
        self.rows = [[ShownEntry(stock, None, BEARS[stock], None)] for stock in event.openers]
        self.red_places = [ROW_PLACES + 1] * len(self.rows)
        self.round = event.round
        self.turn = 1
        self.last_turn = TURNS_PER_ROUND
        self.hausse = False
        self.has_chosen = [False] * self.players
        self.revealed = []
        self.kurssturz = None
        self.placing = False
        self.bears_round = [0] * self.players
        self.my_choice = None

    def _chosen(self, event: ev.StockChosen) -> None:
        self.has_chosen[event.player] = True
        self.placing = False

    def _revealed(self, event: ev.StocksRevealed) -> None:
        self.revealed = list(event.stocks)
        self.turn_symbols = {item.stock: item.symbol for item in event.stocks}
        self.placing = True
        self.turn = event.turn
        self.has_chosen = [False] * self.players
        self.my_choice = None

    def _placed(self, event: ev.StockPlaced) -> None:
        symbol = self._take_revealed(event.stock)
        row = self.rows[event.row]
        row.insert(event.place - 1, ShownEntry(event.stock, None, BEARS[event.stock], symbol))

    def _margin_call(self, event: ev.MarginCall) -> None:
        symbol = self._take_revealed(event.stock)
        row = self.rows[event.row]
        if row and row[-1].stock == event.stock and row[-1].copy is None:
            # A Short after placed the stock first and then made its own row overfull.
            symbol = row.pop().symbol
        self.bears_round[event.player] += event.bears
        entry = ShownEntry(event.stock, None, BEARS[event.stock], symbol)
        self.landing = Landing(event.row, event.place, entry)

    def _row_opened(self, event: ev.RowOpened) -> None:
        symbol = self.turn_symbols.get(event.stock)
        self.rows[event.row] = [ShownEntry(event.stock, None, BEARS[event.stock], symbol)]

    def _kurssturz_pending(self, event: ev.KurssturzPending) -> None:
        self.kurssturz = (event.player, event.stock, event.fewest_bears_row)

    def _kurssturz_taken(self, event: ev.KurssturzTaken) -> None:
        symbol = self._take_revealed(event.stock)
        self.bears_round[event.player] += event.bears
        self.rows[event.row] = [ShownEntry(event.stock, None, BEARS[event.stock], symbol)]
        self.kurssturz = None

    def _split(self, event: ev.SplitCopied) -> None:
        doubled: list[ShownEntry] = []
        for entry in self.rows[event.row]:
            doubled.append(entry)
            doubled.append(ShownEntry(entry.stock, "split", 0, entry.symbol))
        self.rows[event.row] = doubled

    def _long(self, event: ev.LongRemoved) -> None:
        del self.rows[event.row][: len(event.removed)]

    def _red_place(self, event: ev.ShortShifted | ev.MarginCallPlaceReset) -> None:
        self.red_places[event.row] = event.margin_call_place

    def _black_swan_copy(self, event: ev.BlackSwanCopy) -> None:
        row = self.rows[event.row]
        symbol = row[-1].symbol if row else None
        row.append(ShownEntry(event.stock, "black_swan", BEARS[event.stock], symbol))

    def _ipo_opened(self, event: ev.IpoOpened) -> None:
        symbol = self._take_revealed(event.stock)
        bears = BEARS[event.stock]
        self.rows.append(
            [ShownEntry(event.stock, None, bears, symbol)]
            + [ShownEntry(event.stock, "ipo", bears, symbol)] * (ROW_PLACES - 1)
        )
        self.red_places.append(ROW_PLACES + 1)

    def _ipo_burst(self, event: ev.IpoBurst) -> None:
        symbol = self._take_revealed(event.stock)
        self.bears_round[event.player] += event.bears
        entry = ShownEntry(event.stock, None, BEARS[event.stock], symbol)
        self.landing = Landing(event.row, self.red_places[event.row], entry, bursts=True)

    def _hausse(self, event: ev.HausseCame) -> None:
        self.hausse = True
        self.last_turn = event.last_turn

    def _scored(self, event: ev.RoundScored) -> None:
        self.bears_round = list(event.bears_this_round)
        self.bears_total = list(event.bears_total)


_BOARD_CHANGES: dict[type[Event], Callable[[Board, Any], None]] = {
    ev.RoundStarted: Board._round_started,
    ev.StockChosen: Board._chosen,
    ev.StocksRevealed: Board._revealed,
    ev.StockPlaced: Board._placed,
    ev.MarginCall: Board._margin_call,
    ev.RowOpened: Board._row_opened,
    ev.KurssturzPending: Board._kurssturz_pending,
    ev.KurssturzTaken: Board._kurssturz_taken,
    ev.SplitCopied: Board._split,
    ev.LongRemoved: Board._long,
    ev.ShortShifted: Board._red_place,
    ev.MarginCallPlaceReset: Board._red_place,
    ev.BlackSwanCopy: Board._black_swan_copy,
    ev.IpoOpened: Board._ipo_opened,
    ev.IpoBurst: Board._ipo_burst,
    ev.HausseCame: Board._hausse,
    ev.RoundScored: Board._scored,
}
