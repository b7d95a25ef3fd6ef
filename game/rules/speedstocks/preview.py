"""What would happen to one hand stock if its player placed it now, first of all (the badge)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.speedstocks import events as ev

if TYPE_CHECKING:
    from game.rules.speedstocks.state import SpeedstocksState

PLACE = "place"
MARGIN_CALL = "margin_call"
KURSSTURZ = "kurssturz"
IPO = "ipo"


@dataclass(frozen=True)
class Preview:
    """The outcome of placing a stock now: its kind, the row, the place and the bears taken.

    place: the stock lands on `row` at `place` (1-based) and takes no bears.
    margin_call: it lands on the red `place` of `row` and takes `bears` (IPO burst: row 4).
    kurssturz: it is lower than every row end; `row` is the fewest-bears exchange, the least
    the player must take, with its `bears`, and `place` 1 where his stock opens it anew.
    ipo: it opens the IPO row (`row` 4) at `place` 1 and takes no bears.
    """

    kind: str
    row: int
    place: int
    bears: int


def preview(state: SpeedstocksState, player: int, stock: int) -> Preview:
    """The Preview of one of the player's hand stocks, with his own symbol on it.

    The stock is placed by the engine itself on a copy of the state where it is the only stock
    revealed, so the preview follows every rule exactly as the real placement would.
    ValueError in words when the stock is not in his hand or the game is over.
    """
    if state.is_terminal():
        raise ValueError("the game is over (Börsenschluss); there is nothing to preview")
    if not 0 <= player < state.players or stock not in state.hands[player]:
        raise ValueError(f"stock {stock!r} is not in player {player!r}'s hand")
    twin = state.copy()
    placed: Preview | None = None
    red_places = [capacity + 1 for capacity in state.capacity]
    for event in twin.place_alone(player, stock):
        if isinstance(event, ev.ShortShifted):
            red_places[event.row] = event.margin_call_place
        if isinstance(event, ev.MarginCall) and event.stock == stock:
            return Preview(MARGIN_CALL, event.row, event.place, event.bears)
        if isinstance(event, ev.IpoBurst) and event.stock == stock:
            return Preview(MARGIN_CALL, event.row, red_places[event.row], event.bears)
        if isinstance(event, ev.KurssturzPending) and event.stock == stock:
            row = event.fewest_bears_row
            return Preview(KURSSTURZ, row, 1, state.row_bears(row))
        if isinstance(event, ev.IpoOpened) and event.stock == stock:
            return Preview(IPO, event.row, 1, 0)
        if isinstance(event, ev.StockPlaced) and event.stock == stock and placed is None:
            # A Short after may still turn this placement into the seller's own Margin Call.
            placed = Preview(PLACE, event.row, event.place, 0)
    if placed is None:
        raise RuntimeError(f"the engine placed stock {stock} nowhere")  # an engine invariant
    return placed


def previews(state: SpeedstocksState, player: int) -> dict[int, Preview]:
    """The Preview of every stock in the player's hand, by stock number."""
    return {stock: preview(state, player, stock) for stock in state.hands[player]}
