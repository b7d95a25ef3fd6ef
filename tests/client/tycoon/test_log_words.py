"""The Tycoon log lines: every event of whole seeded games has its line in German and English
(none empty, no placeholder left, names and cities in it); fields, places and sites counted
from 1; tickets in words; a Restschuld told."""

from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.client.scenes.tables.tycoon.log_words import event_line, ticket_name
from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITIES, TICKETS
from game.texts import set_language, text
from tests.client.tycoon.positions import new_state

NAMES = ("Anna", "Ben", "Cleo", "Dora")


def game_events(players: int, seed: int) -> list[Event]:
    """Every event of a seeded game of easy computers."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(players)]
    found: list[Event] = []
    while not state.is_terminal():
        seat = state.to_act()[0]
        found.extend(state.play(seat, bots[seat].choose(state, seat)))
    return found


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_event_of_a_game_has_a_line_without_placeholders(language: str) -> None:
    set_language(language)
    events = game_events(4, 3)
    kinds = {type(event) for event in events}
    assert {ev.Flown, ev.HotelBuilt, ev.IncomePaid, ev.GameEnded} <= kinds
    for event in events:
        line = event_line(event, NAMES, 0)
        assert line, f"{event} has no line"
        assert "{" not in line and "}" not in line
        player = getattr(event, "player", None)
        quiet = isinstance(event, ev.RoundClosing) and event.reason == "quiet"
        if isinstance(player, int) and not quiet:
            assert NAMES[player] in line
        city = getattr(event, "city", None)
        if isinstance(city, int):
            assert CITIES[city].name in line


def test_fields_places_and_sites_are_counted_from_one() -> None:
    hotel = event_line(ev.HotelBuilt(1, 2, 0, 4), NAMES)
    assert hotel == text("tycoon.table.log.hotel", name="Ben", city="Corvento", field=1, price=4)
    flown = event_line(ev.Flown(0, 60, -1, 4, 1), NAMES)
    assert "Estrela" in flown and "2" in flown
    over = event_line(ev.Flown(0, 60, -1, 4, -1), NAMES)
    assert over == text(
        "tycoon.table.log.flown_over", name="Anna", ticket=ticket_name(60), city="Estrela"
    )
    factory = event_line(ev.FactoryBuilt(2, 0, 1, 5), NAMES)
    assert factory == text("tycoon.table.log.factory", name="Cleo", city="Aurelia", site=2, price=5)


def test_tickets_are_named_by_kind_and_destination() -> None:
    charter = next(t for t in TICKETS if t.charter)
    assert ticket_name(charter.id) == text(
        "tycoon.table.ticket.charter", a=CITIES[charter.a].name, b=CITIES[charter.b].name
    )
    to_city = next(t for t in TICKETS if not t.charter and t.a >= 0)
    assert CITIES[to_city.a].name in ticket_name(to_city.id)
    far = next(t for t in TICKETS if not t.charter and t.a < 0 and t.distance == 2)
    assert ticket_name(far.id) == text("tycoon.table.ticket.distance", steps=2)
    near = next(t for t in TICKETS if not t.charter and t.a < 0 and t.distance == 1)
    assert ticket_name(near.id) == text("tycoon.table.ticket.distance_one")


def test_a_restschuld_and_the_closing_round_are_told() -> None:
    owed = event_line(ev.LoanRedeemed(3, 12, 5), NAMES)
    assert owed == text("tycoon.table.log.redeemed_owed", name="Dora", cost=12, owed=5)
    paid = event_line(ev.IncomePaid(1, 4, 6, 2, 12, 3), NAMES)
    assert paid == text("tycoon.table.log.income_debt", name="Ben", total=12, to_debt=3)
    closing = event_line(ev.RoundClosing(2, 1, "hotels"), NAMES, last_player=3)
    assert closing == text("tycoon.table.log.closing_hotels", name="Ben", last="Dora")


def test_an_event_without_a_line_is_left_out() -> None:
    assert event_line(Event(), NAMES) == ""
