"""No seat hears more than it may see. The server sends a seat its own view and the events of
the moves made (the same events to every seat); views hide what they must (the rules'
conformance tests), so the events must tell no seat anything its views hide: where a move leaves
a seat's view the same in the real game and in a world redrawn from that seat's view, the move's
events are the same in both."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.net.seat_knowledge import RNG_KEY, is_secret_move, load_stand_in, stand_in
from game.rules.core import Event, Move, State
from game.rules.registry import get_game
from tests.rules.test_conformance import CONFIGURATIONS, _random_move

# Every this many moves, each other seat's redrawn world is tried with the move.
EVERY = 3
MOVE_LIMIT = 3000


def random_game(
    name: str, players: int, options: dict[str, str], salt: str
) -> Iterator[tuple[int, State, int, Move, random.Random]]:
    """The moves of a whole random game, each before it is played: the step, the state, the
    mover, the move and the game's generator (for the test's own draws)."""
    rng = random.Random(f"{salt}{name}{players}{sorted(options.items())}")
    state = get_game(name).new_state(players, rng.randrange(2**31), options)
    for step in range(MOVE_LIMIT):
        if state.is_terminal():
            return
        player, move = _random_move(state, rng)
        yield step, state, player, move, rng
        state.play(player, move)


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
def test_events_tell_no_seat_what_its_view_hides(
    name: str, players: int, options: dict[str, str]
) -> None:
    """For moves of whole random games: the events in the real game and in each other seat's
    redrawn world are equal wherever that seat's view after the move is."""
    compared = 0
    for step, state, player, move, rng in random_game(name, players, options, ""):
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
    assert compared > 0


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
def test_a_stand_in_depends_only_on_the_seats_view(
    name: str, players: int, options: dict[str, str]
) -> None:
    """The state a seat's client is sent is the same for the real game and for any world
    redrawn from the seat's view (given the same generator), and shows the seat its own view."""
    compared = 0
    for step, state, _, _, rng in random_game(name, players, options, "stand-in "):
        if step % (4 * EVERY) == 0:
            for seat in range(players):
                world = state.resample_hidden(seat, random.Random(rng.random()))
                assert world.view(seat) == state.view(seat)
                drawn = rng.random()
                sent = stand_in(state, seat, random.Random(drawn))
                assert sent == stand_in(world, seat, random.Random(drawn)), (
                    f"the stand-in for seat {seat} tells what its view hides"
                )
                assert RNG_KEY not in sent
                assert load_stand_in(name, sent).view(seat) == state.view(seat)
                compared += 1
    assert compared > 0


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
def test_a_move_text_told_to_others_is_one_their_view_shows(
    name: str, players: int, options: dict[str, str]
) -> None:
    """Another seat reads a move's text only where the events and its view tell that move from
    every other move the mover had: else the text is secret and sent to the mover alone."""
    checked = 0
    for step, state, player, move, _ in random_game(name, players, options, "texts "):
        if step % EVERY == 0 and not is_secret_move(name, move.text()):
            others = [other for other in state.legal_moves(player) if other != move][:12]
            for seat in (seat for seat in range(players) if seat != player):
                after = state.copy()
                heard = (_told(after.play(player, move)), after.view(seat))
                for other in others:
                    twin = state.copy()
                    told = (_told(twin.play(player, other)), twin.view(seat))
                    assert told != heard, (
                        f"seat {seat} reads '{move.text()}' of seat {player}, but its events "
                        f"and view after '{other.text()}' are the same"
                    )
                checked += 1
    assert checked > 0


def _told(events: list[Event]) -> list[dict[str, Any]]:
    """Events as the server sends them."""
    return [event.to_dict() for event in events]
