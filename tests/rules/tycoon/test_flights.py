"""Flights: where each kind of ticket flies, landing places, flying over full cities, the used
ticket's discard pile, and the way home."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError

from .scenario import (
    CITY,
    charter,
    kinds,
    legal,
    play,
    scheduled_over,
    scheduled_to,
    table,
)


def _flights(state_moves: list[str], ticket: int) -> list[str]:
    """The legal flights with one ticket, as texts."""
    return [text for text in state_moves if text.startswith(f"fly {ticket} ")]


def test_a_charter_flight_goes_either_way_between_its_two_cities() -> None:
    """From Aurelia to Brisa, and with the other copy from Brisa back to Aurelia."""
    first, second = charter("aurelia", "brisa"), charter("aurelia", "brisa", copy=1)
    state = table(3, tickets={0: [first, second]}, planes={0: ("aurelia", 0)})
    assert _flights(legal(state), first) == [f"fly {first} brisa 0", f"fly {first} brisa 1"]
    play(state, f"fly {first} brisa 1")
    assert _flights(legal(state), second) == [
        f"fly {second} aurelia 0",
        f"fly {second} aurelia 1",
    ]


def test_a_charter_flight_never_starts_at_the_home_bank() -> None:
    """From the home bank only scheduled flights start."""
    ticket = charter("estrela", "brisa")
    state = table(3, tickets={0: [ticket]})
    assert not _flights(legal(state), ticket)
    with pytest.raises(IllegalMoveError, match="from the home bank only scheduled flights"):
        play(state, f"fly {ticket} brisa 0")


def test_a_charter_ticket_does_not_fly_from_a_third_city() -> None:
    """A charter between Brisa and Estrela is useless in Isola."""
    ticket = charter("estrela", "brisa")
    state = table(3, tickets={0: [ticket]}, planes={0: ("isola", 0)})
    with pytest.raises(IllegalMoveError, match="between these two cities only"):
        play(state, f"fly {ticket} brisa 0")


def test_a_scheduled_flight_to_a_city_starts_anywhere_but_there() -> None:
    """From the home bank and from another city, never from the city itself."""
    ticket = scheduled_to("isola")
    home = table(3, tickets={0: [ticket]})
    assert _flights(legal(home), ticket) == [f"fly {ticket} isola 0", f"fly {ticket} isola 1"]
    away = table(3, tickets={0: [ticket]}, planes={0: ("aurelia", 1)})
    assert len(_flights(legal(away), ticket)) == 2
    there = table(3, tickets={0: [ticket]}, planes={0: ("isola", 0)})
    assert not _flights(legal(there), ticket)
    with pytest.raises(IllegalMoveError, match="at Isola already"):
        play(there, f"fly {ticket} isola 1")


def test_a_distance_ticket_reaches_every_city_at_exactly_that_distance() -> None:
    """From Aurelia two steps reach Corvento, Estrela and Granvik."""
    ticket = scheduled_over(2)
    state = table(3, tickets={0: [ticket]}, planes={0: ("aurelia", 0)})
    targets = {text.split()[2] for text in _flights(legal(state), ticket)}
    assert targets == {"corvento", "estrela", "granvik"}
    with pytest.raises(IllegalMoveError, match="distance from Aurelia"):
        play(state, f"fly {ticket} brisa 0")


def test_a_distance_ticket_from_the_home_bank_counts_from_the_centre() -> None:
    """From home one step reaches Estrela's neighbours, two steps the corners."""
    one, two = scheduled_over(1), scheduled_over(2)
    state = table(3, tickets={0: [one, two]})
    moves = legal(state)
    assert {t.split()[2] for t in _flights(moves, one)} == {
        "brisa",
        "dunhaven",
        "fjordheim",
        "halcyon",
    }
    assert {t.split()[2] for t in _flights(moves, two)} == {
        "aurelia",
        "corvento",
        "granvik",
        "isola",
    }
    with pytest.raises(IllegalMoveError, match="measured from the centre city"):
        play(state, f"fly {one} aurelia 0")


def test_a_flight_lands_on_a_free_place_and_leaves_the_old_one() -> None:
    """The plane frees its landing place; the ticket goes to its kind's discard pile."""
    ticket = charter("aurelia", "brisa")
    state = table(3, tickets={0: [ticket]}, planes={0: ("aurelia", 0)})
    events = play(state, f"fly {ticket} brisa 1")
    assert state.landing[CITY["aurelia"]] == [-1, -1]
    assert state.landing[CITY["brisa"]] == [-1, 0]
    assert (state.plane_city[0], state.plane_place[0]) == (CITY["brisa"], 1)
    assert state.charter_discard[-1] == ticket and state.tickets[0] == []
    assert events[0].to_dict() == {
        "kind": "flown",
        "player": 0,
        "ticket": ticket,
        "origin": CITY["aurelia"],
        "city": CITY["brisa"],
        "place": 1,
    }


def test_a_scheduled_ticket_goes_to_the_scheduled_discard_pile() -> None:
    """Each kind has its own discard pile."""
    ticket = scheduled_to("brisa")
    state = table(3, tickets={0: [ticket]})
    play(state, f"fly {ticket} brisa 0")
    assert state.scheduled_discard[-1] == ticket and ticket not in state.charter_discard


def test_a_taken_landing_place_is_refused_and_the_free_one_offered() -> None:
    """Only the free landing place is offered."""
    ticket = scheduled_to("brisa")
    state = table(3, tickets={0: [ticket]}, planes={1: ("brisa", 0)})
    assert _flights(legal(state), ticket) == [f"fly {ticket} brisa 1"]
    with pytest.raises(IllegalMoveError, match="place 0 of Brisa is taken by player 1"):
        play(state, f"fly {ticket} brisa 0")


def test_the_plane_flies_over_a_city_only_when_both_places_are_taken() -> None:
    """With both places taken the only flight is 'over'; with one free, 'over' is refused."""
    ticket = scheduled_to("brisa")
    full = table(3, tickets={0: [ticket]}, planes={1: ("brisa", 0), 2: ("brisa", 1)})
    assert _flights(legal(full), ticket) == [f"fly {ticket} brisa over"]
    half = table(3, tickets={0: [ticket]}, planes={1: ("brisa", 0)})
    with pytest.raises(IllegalMoveError, match="only when both landing places are taken"):
        play(half, f"fly {ticket} brisa over")


def test_an_airborne_plane_cannot_build_and_may_fly_on() -> None:
    """Over a full city: no build action; a ticket from that city flies on."""
    over, on = scheduled_to("brisa"), charter("brisa", "corvento")
    state = table(
        3, tickets={0: [over, on]}, planes={0: ("aurelia", 0), 1: ("brisa", 0), 2: ("brisa", 1)}
    )
    play(state, f"fly {over} brisa over")
    assert (state.plane_city[0], state.plane_place[0]) == (CITY["brisa"], -1)
    moves = legal(state)
    assert "hotel" not in moves and not any(m.startswith("factory") for m in moves)
    with pytest.raises(IllegalMoveError, match="needs the plane on a landing place"):
        play(state, "hotel")
    play(state, f"fly {on} corvento 0")
    assert state.plane_city[0] == CITY["corvento"] and state.landing[CITY["corvento"]][0] == 0
    assert "hotel" in legal(state)


def test_ending_the_turn_airborne_flies_the_plane_home() -> None:
    """The plane returns to the home bank; the next turn starts there."""
    ticket = scheduled_to("brisa")
    state = table(3, tickets={0: [ticket]}, planes={1: ("brisa", 0), 2: ("brisa", 1)})
    play(state, f"fly {ticket} brisa over")
    events = play(state, "end")
    assert kinds(events)[0] == "flew_home"
    assert state.plane_city[0] == -1 and state.plane_place[0] == -1
    assert state.landing[CITY["brisa"]] == [1, 2]


def test_several_flights_in_one_turn_and_none_after_building() -> None:
    """Flights chain while the tickets last; once built, no more flights."""
    first, second, third = (
        scheduled_to("aurelia"),
        charter("aurelia", "brisa"),
        scheduled_to("isola"),
    )
    state = table(3, tickets={0: [first, second, third]})
    play(state, f"fly {first} aurelia 0")
    play(state, f"fly {second} brisa 0")
    assert state.flown and state.plane_city[0] == CITY["brisa"]
    play(state, "hotel")
    assert not any(text.startswith("fly") for text in legal(state))
    with pytest.raises(IllegalMoveError, match="no more flights after building"):
        play(state, f"fly {third} isola 0")


def test_a_ticket_the_player_does_not_hold_is_refused() -> None:
    """Only held tickets fly."""
    ticket = scheduled_to("isola")
    state = table(3, tickets={1: [ticket]})
    with pytest.raises(IllegalMoveError, match=f"does not hold ticket {ticket}"):
        play(state, f"fly {ticket} isola 0")


def test_over_a_city_a_ticket_to_that_city_does_not_fly_and_tickets_can_be_bought() -> None:
    """An airborne plane counts as in the city it is over: a ticket to that city is no flight
    from there; the open tickets can still be bought."""
    over, again = scheduled_to("brisa"), scheduled_to("brisa", 1)
    state = table(
        3, tickets={0: [over, again]}, planes={1: ("brisa", 0), 2: ("brisa", 1)}, cash={0: 15}
    )
    play(state, f"fly {over} brisa over")
    assert _flights(legal(state), again) == []
    with pytest.raises(IllegalMoveError):
        play(state, f"fly {again} brisa over")
    ticket = min(state.open_charter + state.open_scheduled)
    play(state, f"buy {ticket}")
    assert ticket in state.tickets[0]
