"""Speedstocks in words for the client: the log's narration of every event, from the catalogue.

The texts are the [event] table of the catalogue that the terminal front end tells its games with,
so both front ends say the same things in the same words.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import ROW_PLACES
from game.texts import text


def bears_words(count: int) -> str:
    """'1 Bär' or '7 Bären'."""
    return text("bears.one") if count == 1 else text("bears.many", count=count)


def exchange_name(row: int) -> str:
    """Frankfurt, New York, London, Tokio, or IPO for the fifth row."""
    return text(f"exchange.{row}")


def _stock_list(stocks: Iterable[int]) -> str:
    """'3 Aktien (12, 15, 18)' or '1 Aktie (12)'."""
    numbers = list(stocks)
    listed = ", ".join(str(stock) for stock in numbers)
    if len(numbers) == 1:
        return text("stocks.one", stocks=listed)
    return text("stocks.many", count=len(numbers), stocks=listed)


def _joined(names: Sequence[str]) -> str:
    """'Anna', 'Anna und Ben', 'Anna, Ben und Computer 3'."""
    if len(names) <= 1:
        return "".join(names)
    return text("list.and", first=", ".join(names[:-1]), last=names[-1])


def narrate(event: Event, names: Sequence[str]) -> list[str]:
    """The log lines that tell one event, in the words of the text catalogue's [event] table."""
    if isinstance(event, ev.RoundStarted):
        openers = ", ".join(
            text("event.opener", exchange=exchange_name(row), stock=stock)
            for row, stock in enumerate(event.openers)
        )
        return [
            text(
                "event.round_started", round=event.round, hand_size=event.hand_size, openers=openers
            )
        ]
    if isinstance(event, ev.StockChosen):
        return []  # the choice stays hidden until the reveal
    if isinstance(event, ev.StocksRevealed):
        shown = []
        for revealed in event.stocks:
            name = names[revealed.player]
            if revealed.symbol:
                shown.append(
                    text(
                        "event.revealed_symbol",
                        stock=revealed.stock,
                        symbol=text(f"symbol.{revealed.symbol}"),
                        name=name,
                    )
                )
            else:
                shown.append(text("event.revealed_stock", stock=revealed.stock, name=name))
        return [text("event.revealed", turn=event.turn, stocks=", ".join(shown))]
    if isinstance(event, ev.StockPlaced):
        return [
            text(
                "event.placed",
                name=names[event.player],
                stock=event.stock,
                exchange=exchange_name(event.row),
                place=event.place,
            )
        ]
    if isinstance(event, ev.MarginCall):
        line = text(
            "event.margin_call",
            name=names[event.player],
            stock=event.stock,
            place=event.place,
            exchange=exchange_name(event.row),
            taken=_stock_list(event.taken),
            bears=bears_words(event.bears),
        )
        if event.cause != "full":
            line += " " + text(f"event.margin_call_{event.cause}")
        return [line]
    if isinstance(event, ev.RowOpened):
        return [text("event.row_opened", stock=event.stock, exchange=exchange_name(event.row))]
    if isinstance(event, ev.KurssturzPending):
        return [text("event.kurssturz_pending", stock=event.stock, name=names[event.player])]
    if isinstance(event, ev.KurssturzTaken):
        return [
            text(
                "event.kurssturz_taken",
                name=names[event.player],
                stock=event.stock,
                exchange=exchange_name(event.row),
                taken=_stock_list(event.taken),
                bears=bears_words(event.bears),
            )
        ]
    if isinstance(event, ev.SymbolLapsed):
        return [
            text(
                f"event.symbol_lapsed_{event.reason}",
                symbol=text(f"symbol.{event.symbol}"),
                stock=event.stock,
                name=names[event.player],
            )
        ]
    if isinstance(event, ev.SplitCopied):
        return [
            text(
                "event.split",
                name=names[event.player],
                stock=event.stock,
                exchange=exchange_name(event.row),
                places=", ".join(str(place) for place in event.copies),
            )
        ]
    if isinstance(event, ev.LongRemoved):
        return [
            text(
                "event.long",
                symbol=text(f"symbol.long_{event.timing}"),
                name=names[event.player],
                stock=event.stock,
                exchange=exchange_name(event.row),
                removed=", ".join(str(stock) for stock in event.removed),
            )
        ]
    if isinstance(event, ev.ShortShifted):
        return [
            text(
                "event.short",
                symbol=text(f"symbol.short_{event.timing}"),
                name=names[event.player],
                stock=event.stock,
                exchange=exchange_name(event.row),
                place=event.margin_call_place,
            )
        ]
    if isinstance(event, ev.MarginCallPlaceReset):
        return [
            text(
                "event.margin_call_reset",
                exchange=exchange_name(event.row),
                place=event.margin_call_place,
            )
        ]
    if isinstance(event, ev.BlackSwanLanded):
        return [text("event.black_swan", name=names[event.player], stock=event.stock)]
    if isinstance(event, ev.BlackSwanCopy):
        return [black_swan_copies(event.row, event.stock, [event.place])]
    if isinstance(event, ev.IpoOpened):
        return [
            text(
                "event.ipo_opened",
                name=names[event.player],
                stock=event.stock,
                copies=ROW_PLACES,
                bears=bears_words(event.bears),
            )
        ]
    if isinstance(event, ev.IpoBurst):
        return [
            text(
                "event.ipo_burst",
                name=names[event.player],
                stock=event.stock,
                taken=_stock_list(event.taken),
                bears=bears_words(event.bears),
            )
        ]
    if isinstance(event, ev.HausseCame):
        return [text("event.hausse", cards=event.cards_drawn, last_turn=event.last_turn)]
    if isinstance(event, ev.RoundScored):
        return [text("event.bilanz", round=event.round)] + [
            text(
                "event.bilanz_line", name=names[seat], gained=gained, total=bears_words(total)
            ).strip()
            for seat, (gained, total) in enumerate(
                zip(event.bears_this_round, event.bears_total, strict=True)
            )
        ]
    if isinstance(event, ev.GameOver):
        return _game_over_lines(event, names)
    return [text("event.unknown", kind=event.kind)]


def black_swan_copies(row: int, stock: int, places: Sequence[int]) -> str:
    """'Frankfurt: copies of 6 on place 3, 4, 5' for the Black Swan's copies on one row."""
    return text(
        "event.black_swan_copy",
        exchange=exchange_name(row),
        stock=stock,
        places=", ".join(str(place) for place in places),
    ).strip()


def _game_over_lines(event: ev.GameOver, names: Sequence[str]) -> list[str]:
    """Börsenschluss: the places with their bears and the winner(s)."""
    lines = [text("event.game_over")]
    order = sorted(range(len(event.places)), key=lambda seat: (event.places[seat], seat))
    for seat in order:
        shared = event.places.count(event.places[seat]) > 1
        key = "event.place_shared" if shared else "event.place_line"
        lines.append(
            text(
                key,
                place=event.places[seat],
                name=names[seat],
                bears=bears_words(event.bears[seat]),
            ).strip()
        )
    winners = [names[seat] for seat in order if event.places[seat] == 1]
    key = "event.winners" if len(winners) > 1 else "event.winner"
    lines.append(text(key, names=_joined(winners)))
    return lines
