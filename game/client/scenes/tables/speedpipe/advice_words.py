"""The Rat's advice in words for the status line: which card to draw, which route to lay and how
to pay it, which contracts to keep, where to build, whether to pay a mountain's extra cards."""

from __future__ import annotations

from game.client.scenes.tables.speedpipe.card_names import kind_name, payment_words
from game.client.scenes.tables.speedpipe.contract_look import contract_words
from game.client.scenes.tables.speedpipe.log_words import place_name, route_name
from game.rules.core import Move
from game.rules.speedpipe.moves import DrawOpen, Keep, Lay, PayExtra, Station, Terminal, Word
from game.rules.speedpipe.state import SpeedpipeState
from game.texts import text

KEY = "speedpipe.advice."


def advice_words(move: Move, state: SpeedpipeState) -> str:
    """What the advised move does, in words ('' for a move the table does not know)."""
    pipe_map = state.map
    if isinstance(move, DrawOpen):
        card = state.display[move.slot]
        return text(KEY + "open", card=kind_name(card) if card >= 0 else "?", key=move.slot + 1)
    if isinstance(move, Lay):
        length = pipe_map.routes[move.route].length
        return text(
            KEY + "lay",
            route=route_name(pipe_map, move.route),
            paid=payment_words(length, move.paint, move.jokers),
        )
    if isinstance(move, Station):
        count = state.stations_built[state.current] + 1
        return text(
            KEY + "station",
            place=place_name(pipe_map, move.place),
            paid=payment_words(count, move.paint, move.jokers),
        )
    if isinstance(move, Terminal):
        return text(KEY + "terminal", place=place_name(pipe_map, move.place))
    if isinstance(move, Keep):
        kept = ", ".join(contract_words(pipe_map, contract) for contract in move.contracts)
        return text(KEY + "keep", contracts=kept)
    if isinstance(move, PayExtra):
        return text(KEY + "pay_extra", extra=state.extra)
    if isinstance(move, Word):
        return text(KEY + move.word) if move.word in ("blind", "contracts", "abort", "pass") else ""
    return ""
