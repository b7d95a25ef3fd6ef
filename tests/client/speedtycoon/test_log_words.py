"""The Speedtycoon log in words: every event a player follows has its line in both languages,
naming the player it concerns; the refills and a turn's end stay out; a hidden card is never
named."""

from __future__ import annotations

import pytest

from game.client.scenes.tables.speedtycoon.log_words import event_line
from game.rules.core import Event
from game.rules.speedtycoon import events as ev
from game.texts import set_language
from tests.rules.speedtycoon.random_play import random_turns

NAMES = ("Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi")
# Events the log leaves out: the refills are seen on the table, a turn's end by the next turn.
SILENT = {ev.TurnEnded, ev.KapitalRefilled, ev.MarketRefilled}
GAMES = ((3, {"mode": "tycoon"}, 4), (2, {"mode": "tycoon"}, 5), (4, {"mode": "tycoon"}, 9))


def events_of_games() -> list[Event]:
    """Every event of a few random Tycoon-mode games (every module but Blitz)."""
    events: list[Event] = []
    for players, options, seed in GAMES:
        for state, player, move in random_turns(players, options, seed):
            events.extend(state.play(player, move))
    return events


EVENTS = events_of_games()


@pytest.fixture(autouse=True)
def german_afterwards() -> object:
    yield
    set_language("de")


@pytest.mark.parametrize("language", ("de", "en"))
def test_every_followed_event_has_a_line_naming_its_player(language: str) -> None:
    set_language(language)
    kinds = {type(event) for event in EVENTS}
    # The games met the loans, the news, the Staatsfonds, the rates and the scorings.
    assert {ev.LoanTaken, ev.NewsRevealed, ev.FundBought, ev.ExchangeRatesSet} <= kinds
    assert {ev.ScoringHeld, ev.TradingClosed, ev.GameEnded} <= kinds
    for event in EVENTS:
        line = event_line(event, NAMES)
        if type(event) in SILENT:
            assert line == "", event
            continue
        assert line and "{" not in line, event
        player = getattr(event, "player", None)
        if isinstance(player, int) and player >= 0:
            assert NAMES[player] in line, (event, line)


def test_a_lobbyist_purchase_and_a_scoring_say_what_they_are() -> None:
    set_language("de")
    lobby = ev.BuildingBought(1, 2, 7, (), 6, False, True)
    assert "Lobbyisten" in event_line(lobby, NAMES)
    held = ev.ScoringHeld(1, (3, 9, 0), ((),), (0, 0, 0), (3, 9, 0))
    assert event_line(held, NAMES).startswith("Venture-Capital-Bewertung: Ben")


def test_a_card_given_up_is_not_named() -> None:
    set_language("de")
    given = [event for event in EVENTS if isinstance(event, ev.CardGivenUp)]
    for event in given:
        line = event_line(event, NAMES)
        assert str(event.card) not in line.replace(NAMES[event.player], "")
