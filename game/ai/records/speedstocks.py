"""Speedstocks records: every round's deal, choices, Kurssturz rows and bears, for a referee."""

from __future__ import annotations

from typing import Any

from game.ai.records.base import GameRecorder
from game.rules.core import Event, Move, State
from game.rules.speedstocks.events import (
    HausseCame,
    KurssturzTaken,
    RoundScored,
    RoundStarted,
    StocksRevealed,
)


class SpeedstocksRecorder(GameRecorder):
    """Adds "rounds" to the record: what an independent referee needs to replay each round.

    Each round holds its opening stocks (Frankfurt, New York, London, Tokio), the dealt hands by
    seat, the symbols on dealt stocks (Sonderregeln only), the Hausse draws if one came, each
    turn's chosen stock by seat with the Kurssturz row choices in placing order, and the bears
    each seat took that round.
    """

    def __init__(self) -> None:
        self.rounds: list[dict[str, Any]] = []

    def start(self, state: State) -> None:
        """Records the first deal."""
        self._deal(state)

    def observe(self, state: State, player: int, move: Move, events: list[Event]) -> None:
        """Picks the round's facts out of the move's events."""
        for event in events:
            if isinstance(event, StocksRevealed):
                chosen = [0] * state.players
                for revealed in event.stocks:
                    chosen[revealed.player] = revealed.stock
                self.rounds[-1]["turns"].append(
                    {"turn": event.turn, "chosen": chosen, "kurssturz": []}
                )
            elif isinstance(event, KurssturzTaken):
                self.rounds[-1]["turns"][-1]["kurssturz"].append(
                    {"player": event.player, "stock": event.stock, "row": event.row}
                )
            elif isinstance(event, HausseCame):
                # The hands are empty after turn 10, so they now hold exactly the drawn stocks.
                hands, symbols = _hands(state)
                self.rounds[-1]["hausse_hands"] = hands
                self.rounds[-1].setdefault("symbols", {}).update(symbols)
            elif isinstance(event, RoundScored):
                self.rounds[-1]["bears"] = list(event.bears_this_round)
                self.rounds[-1]["bears_total"] = list(event.bears_total)
            elif isinstance(event, RoundStarted):
                # Dealing is the last step of a move, so the state holds the new round intact.
                self._deal(state)

    def data(self) -> dict[str, Any]:
        """The rounds as JSON-ready data."""
        return {"rounds": self.rounds}

    def _deal(self, state: State) -> None:
        """Starts a round's entry from the freshly dealt state."""
        table = state.view(None)
        hands, symbols = _hands(state)
        entry: dict[str, Any] = {
            "round": table["round"],
            "openers": [row["entries"][0]["stock"] for row in table["rows"]],
            "hands": hands,
            "turns": [],
        }
        if table["options"].get("special") == "on":
            entry["symbols"] = symbols
        self.rounds.append(entry)


def _hands(state: State) -> tuple[list[list[int]], dict[str, str]]:
    """Every seat's hand as its own view shows it, and the symbols on those stocks by number."""
    hands: list[list[int]] = []
    symbols: dict[str, str] = {}
    for seat in range(state.players):
        hand = state.view(seat)["hand"]
        hands.append([card["stock"] for card in hand])
        symbols.update({str(card["stock"]): card["symbol"] for card in hand if card["symbol"]})
    return hands, symbols
