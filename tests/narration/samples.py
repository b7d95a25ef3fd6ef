"""One Speedstocks event of every kind, for the tests of everything that tells events."""

from __future__ import annotations

from game.rules.core import Event
from game.rules.speedstocks import events as ev

# One event of every kind the rules know, with each symbol, timing, cause and reason.
SAMPLES: tuple[Event, ...] = (
    ev.RoundStarted(2, (12, 33, 50, 81), 10),
    ev.StockChosen(0),
    ev.StocksRevealed(
        3,
        (
            ev.RevealedStock(0, 47, None),
            ev.RevealedStock(1, 90, "split"),
            ev.RevealedStock(2, 5, "black_swan"),
        ),
    ),
    ev.StockPlaced(0, 47, 1, 3),
    ev.MarginCall(1, 90, 3, 6, (81, 82, 83, 84, 85), 7, "full"),
    ev.MarginCall(1, 90, 3, 6, (81, 82, 83), 4, "split"),
    ev.MarginCall(1, 90, 3, 5, (81, 82, 83, 84), 5, "short"),
    ev.RowOpened(1, 90, 3),
    ev.KurssturzPending(2, 3, 0),
    ev.KurssturzTaken(2, 3, 0, (12,), 1),
    ev.SymbolLapsed(2, 3, "split", "kurssturz"),
    ev.SymbolLapsed(1, 90, "long_nachher", "own_margin_call"),
    ev.SplitCopied(0, 47, 1, (2, 4)),
    ev.LongRemoved(0, 47, 1, (33, 33), "vorher"),
    ev.LongRemoved(0, 47, 1, (33,), "nachher"),
    ev.ShortShifted(0, 47, 1, 5, "vorher"),
    ev.ShortShifted(0, 47, 1, 4, "nachher"),
    ev.MarginCallPlaceReset(1, 6),
    ev.BlackSwanLanded(0, 47),
    ev.BlackSwanCopy(0, 2, 12),
    ev.IpoOpened(1, 55, 4, 35),
    ev.IpoBurst(0, 57, 4, (55, 55, 55, 55, 55, 57), 36),
    ev.HausseCame(5, 15),
    ev.RoundScored(2, (3, 0, 12), (20, 33, 70)),
    ev.GameOver((20, 20, 70), (1, 1, 3)),
)
