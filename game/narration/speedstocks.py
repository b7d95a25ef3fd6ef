"""Speedstocks in words: the small phrases and the narration of every event, from the catalogue.

The terminal and the client tell their games with this one narrator. It returns plain lines;
a front end that colours them passes a paint hook, which gets each styled piece of text with a
style name: "title", "red", "kurssturz", "blue", "violet", "gold", or a value of SYMBOL_STYLES.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import BEARS, IPO_ROW, ROW_PLACES
from game.texts import text

Paint = Callable[[str, str], str]

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


def taken_list(taken: Sequence[int], bears_taken: int, row: int) -> str:
    """What a taker gets: the real stocks, and the copies on the row said apart.

    A row holds every stock once at most, so a number seen again is a copy. Split copies carry
    no bears, IPO and Black Swan copies carry their stock's: the bears taken tell which kind
    they were ('3 Aktien (7, 11, 12) und 2 Split-Kopien (7, 11)'); copies of both kinds on one
    row are plain 'Kopien'.
    """
    stocks: list[int] = []
    copies: list[int] = []
    for stock in taken:
        (copies if stock in stocks else stocks).append(stock)
    listed = stock_list(stocks)
    if not copies:
        return listed
    copy_bears = bears_taken - sum(BEARS[stock] for stock in stocks)
    if copy_bears == 0:
        kind = "split"
    elif copy_bears == sum(BEARS[stock] for stock in copies):
        kind = "ipo" if row == IPO_ROW else "black_swan"
    else:
        kind = "mixed"
    numbers = ", ".join(str(stock) for stock in copies)
    amount = "one" if len(copies) == 1 else "many"
    copied = text(f"stocks.copies_{kind}_{amount}", count=len(copies), stocks=numbers)
    return text("stocks.with_copies", stocks=listed, copies=copied)


def joined_names(names: Iterable[str]) -> str:
    """'Anna', 'Anna und Ben', 'Anna, Ben und Computer 3'."""
    items = list(names)
    if len(items) <= 1:
        return "".join(items)
    return text("list.and", first=", ".join(items[:-1]), last=items[-1])


def _unpainted(line: str, style: str) -> str:
    """The line as it is: the paint hook of front ends without colours."""
    return line


class SpeedstocksNarrator:
    """Turns Speedstocks events into lines, naming the players by their seats' names.

    spaced: a blank line before each new part (a deal, a reveal, the Hausse, a Bilanz, the end),
    as a scrolling terminal wants; indented: the rows under a heading keep the catalogue's
    indentation. A log panel that draws its own gaps turns both off.
    """

    def __init__(
        self,
        names: Sequence[str],
        paint: Paint | None = None,
        *,
        spaced: bool = True,
        indented: bool = True,
    ) -> None:
        self.names = names
        self.paint = paint or _unpainted
        self.spaced = spaced
        self.indented = indented
        self._tellers: dict[type, Callable[[Any], list[str]]] = {
            ev.RoundStarted: self._round_started,
            ev.StockChosen: lambda event: [],  # the choice stays hidden until the reveal
            ev.StocksRevealed: self._revealed,
            ev.StockPlaced: self._placed,
            ev.MarginCall: self._margin_call,
            ev.RowOpened: self._row_opened,
            ev.KurssturzPending: self._kurssturz_pending,
            ev.KurssturzTaken: self._kurssturz_taken,
            ev.SymbolLapsed: self._symbol_lapsed,
            ev.SplitCopied: self._split,
            ev.LongRemoved: self._long,
            ev.ShortShifted: self._short,
            ev.MarginCallPlaceReset: self._place_reset,
            ev.BlackSwanLanded: self._black_swan,
            ev.BlackSwanCopy: self._black_swan_copy,
            ev.IpoOpened: self._ipo_opened,
            ev.IpoBurst: self._ipo_burst,
            ev.HausseCame: self._hausse,
            ev.RoundScored: self._round_scored,
            ev.GameOver: self._game_over,
        }

    def tell(self, events: Iterable[Event]) -> list[str]:
        """The lines of every event in order; a Black Swan's copies on one row share a line."""
        told: list[str] = []
        copies: list[ev.BlackSwanCopy] = []
        for event in events:
            if copies and not (isinstance(event, ev.BlackSwanCopy) and event.row == copies[0].row):
                told.append(self._copies_line(copies))
                copies = []
            if isinstance(event, ev.BlackSwanCopy):
                copies.append(event)
                continue
            told.extend(self.lines(event))
        if copies:
            told.append(self._copies_line(copies))
        return told

    def lines(self, event: Event) -> list[str]:
        """The lines that tell one event."""
        teller = self._tellers.get(type(event))
        if teller is None:
            return [text("event.unknown", kind=event.kind)]
        return teller(event)

    def round_started(self, round_number: int, openers: Iterable[int], hand_size: int) -> list[str]:
        """The deal of a round: its number and the four opening stocks."""
        opened = ", ".join(
            text("event.opener", exchange=exchange(row), stock=stock)
            for row, stock in enumerate(openers)
        )
        title = text("event.round_started", round=round_number, hand_size=hand_size, openers=opened)
        return self._part(self.paint(title, "title"))

    def black_swan_copies(self, row: int, stock: int, places: Iterable[int]) -> str:
        """'Frankfurt: copies of 6 on place 3, 4, 5' for the Black Swan's copies on one row."""
        return self._row(
            text(
                "event.black_swan_copy",
                exchange=exchange(row),
                stock=stock,
                places=", ".join(str(place) for place in places),
            )
        )

    # ---- layout ----------------------------------------------------------------------------

    def _part(self, *lines: str) -> list[str]:
        """The lines that begin a new part, after a blank line where parts are spaced."""
        return ["", *lines] if self.spaced else list(lines)

    def _row(self, line: str) -> str:
        """A row under a heading, without the catalogue's indentation where rows are flush."""
        return line if self.indented else line.lstrip()

    def _copies_line(self, copies: Sequence[ev.BlackSwanCopy]) -> str:
        """The one line of a Black Swan's copies on one row."""
        return self.black_swan_copies(
            copies[0].row, copies[0].stock, (copy.place for copy in copies)
        )

    # ---- one teller per event --------------------------------------------------------------

    def _round_started(self, event: ev.RoundStarted) -> list[str]:
        return self.round_started(event.round, event.openers, event.hand_size)

    def _revealed(self, event: ev.StocksRevealed) -> list[str]:
        shown = []
        for revealed in event.stocks:
            name = self.names[revealed.player]
            if revealed.symbol:
                label = self.paint(symbol(revealed.symbol), SYMBOL_STYLES[revealed.symbol])
                shown.append(
                    text("event.revealed_symbol", stock=revealed.stock, symbol=label, name=name)
                )
            else:
                shown.append(text("event.revealed_stock", stock=revealed.stock, name=name))
        return self._part(text("event.revealed", turn=event.turn, stocks=", ".join(shown)))

    def _placed(self, event: ev.StockPlaced) -> list[str]:
        return [
            text(
                "event.placed",
                name=self.names[event.player],
                stock=event.stock,
                exchange=exchange(event.row),
                place=event.place,
            )
        ]

    def _margin_call(self, event: ev.MarginCall) -> list[str]:
        line = text(
            "event.margin_call",
            name=self.names[event.player],
            stock=event.stock,
            place=event.place,
            exchange=exchange(event.row),
            taken=taken_list(event.taken, event.bears, event.row),
            bears=bears(event.bears),
        )
        if event.cause != "full":
            line += " " + text(f"event.margin_call_{event.cause}")
        return [self.paint(line, "red")]

    def _row_opened(self, event: ev.RowOpened) -> list[str]:
        return [text("event.row_opened", stock=event.stock, exchange=exchange(event.row))]

    def _kurssturz_pending(self, event: ev.KurssturzPending) -> list[str]:
        line = text("event.kurssturz_pending", stock=event.stock, name=self.names[event.player])
        return [self.paint(line, "kurssturz")]

    def _kurssturz_taken(self, event: ev.KurssturzTaken) -> list[str]:
        line = text(
            "event.kurssturz_taken",
            name=self.names[event.player],
            stock=event.stock,
            exchange=exchange(event.row),
            taken=taken_list(event.taken, event.bears, event.row),
            bears=bears(event.bears),
        )
        return [self.paint(line, "kurssturz")]

    def _symbol_lapsed(self, event: ev.SymbolLapsed) -> list[str]:
        return [
            text(
                f"event.symbol_lapsed_{event.reason}",
                symbol=symbol(event.symbol),
                stock=event.stock,
                name=self.names[event.player],
            )
        ]

    def _split(self, event: ev.SplitCopied) -> list[str]:
        line = text(
            "event.split",
            name=self.names[event.player],
            stock=event.stock,
            exchange=exchange(event.row),
            places=", ".join(str(place) for place in event.copies),
        )
        return [self.paint(line, "blue")]

    def _long(self, event: ev.LongRemoved) -> list[str]:
        name = f"long_{event.timing}"
        line = text(
            "event.long",
            symbol=symbol(name),
            name=self.names[event.player],
            stock=event.stock,
            exchange=exchange(event.row),
            removed=", ".join(str(stock) for stock in event.removed),
        )
        return [self.paint(line, SYMBOL_STYLES[name])]

    def _short(self, event: ev.ShortShifted) -> list[str]:
        name = f"short_{event.timing}"
        line = text(
            "event.short",
            symbol=symbol(name),
            name=self.names[event.player],
            stock=event.stock,
            exchange=exchange(event.row),
            place=event.margin_call_place,
        )
        return [self.paint(line, SYMBOL_STYLES[name])]

    def _place_reset(self, event: ev.MarginCallPlaceReset) -> list[str]:
        return [
            text(
                "event.margin_call_reset",
                exchange=exchange(event.row),
                place=event.margin_call_place,
            )
        ]

    def _black_swan(self, event: ev.BlackSwanLanded) -> list[str]:
        line = text("event.black_swan", name=self.names[event.player], stock=event.stock)
        return [self.paint(line, "violet")]

    def _black_swan_copy(self, event: ev.BlackSwanCopy) -> list[str]:
        return [self.black_swan_copies(event.row, event.stock, (event.place,))]

    def _ipo_opened(self, event: ev.IpoOpened) -> list[str]:
        line = text(
            "event.ipo_opened",
            name=self.names[event.player],
            stock=event.stock,
            copies=ROW_PLACES,
            bears=bears(event.bears),
        )
        return [self.paint(line, "gold")]

    def _ipo_burst(self, event: ev.IpoBurst) -> list[str]:
        line = text(
            "event.ipo_burst",
            name=self.names[event.player],
            stock=event.stock,
            taken=taken_list(event.taken, event.bears, event.row),
            bears=bears(event.bears),
        )
        return [self.paint(line, "red")]

    def _hausse(self, event: ev.HausseCame) -> list[str]:
        line = text("event.hausse", cards=event.cards_drawn, last_turn=event.last_turn)
        return self._part(self.paint(line, "gold"))

    def _round_scored(self, event: ev.RoundScored) -> list[str]:
        lines = self._part(self.paint(text("event.bilanz", round=event.round), "title"))
        for seat, (gained, total) in enumerate(
            zip(event.bears_this_round, event.bears_total, strict=True)
        ):
            lines.append(
                self._row(
                    text(
                        "event.bilanz_line",
                        name=self.names[seat],
                        gained=gained,
                        total=bears(total),
                    )
                )
            )
        return lines

    def _game_over(self, event: ev.GameOver) -> list[str]:
        lines = self._part(self.paint(text("event.game_over"), "title"))
        order = sorted(range(len(event.places)), key=lambda seat: (event.places[seat], seat))
        for seat in order:
            shared = event.places.count(event.places[seat]) > 1
            key = "event.place_shared" if shared else "event.place_line"
            lines.append(
                self._row(
                    text(
                        key,
                        place=event.places[seat],
                        name=self.names[seat],
                        bears=bears(event.bears[seat]),
                    )
                )
            )
        winners = [self.names[seat] for seat in order if event.places[seat] == 1]
        key = "event.winners" if len(winners) > 1 else "event.winner"
        lines.append(self.paint(text(key, names=joined_names(winners)), "gold"))
        return lines
