"""No seat hears more than it may see. The server sends a seat its own view and the events of
the moves made (the same events to every seat); views hide what they must (the rules'
conformance tests), so the events must tell no seat anything its views hide: where a move leaves
a seat's view the same in the real game and in a world redrawn from that seat's view, the move's
events are the same in both."""

from __future__ import annotations

import random

import pytest

from game.rules.registry import get_game
from tests.rules.test_conformance import CONFIGURATIONS, _random_move

# Every this many moves, each other seat's redrawn world is tried with the move.
EVERY = 3
MOVE_LIMIT = 3000


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
def test_events_tell_no_seat_what_its_view_hides(
    name: str, players: int, options: dict[str, str]
) -> None:
    """For moves of whole random games: the events in the real game and in each other seat's
    redrawn world are equal wherever that seat's view after the move is."""
    game = get_game(name)
    rng = random.Random(f"{name}{players}{sorted(options.items())}")
    state = game.new_state(players, rng.randrange(2**31), options)
    compared = 0
    for step in range(MOVE_LIMIT):
        if state.is_terminal():
            break
        player, move = _random_move(state, rng)
        if step % EVERY == 0:
            for seat in range(players):
                if seat == player:
                    continue
                world = state.resample_hidden(seat, random.Random(rng.random()))
                if move not in world.legal_moves(player):
                    continue  # the move needs what the redrawn world dealt otherwise
                real, redrawn = state.copy(), world.copy()
                real_events = [event.to_dict() for event in real.play(player, move)]
                redrawn_events = [event.to_dict() for event in redrawn.play(player, move)]
                if real.view(seat) == redrawn.view(seat):
                    assert real_events == redrawn_events, (
                        f"the events of {move} by seat {player} tell seat {seat} what its view "
                        "hides"
                    )
                    compared += 1
        state.play(player, move)
    assert compared > 0
