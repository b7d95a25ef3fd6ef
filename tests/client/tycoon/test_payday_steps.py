"""The payday shown step by step: the cities counted on the shown view add up to what the engine
paid each player; the steps come up over their events' time and the board is told the city;
the tie rule, the longest chain, the Restschuld and the loan choices in words; the panel whole
in German and English, a tap or Enter showing the rest, Weiter once."""

from __future__ import annotations

from typing import Any

import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.tycoon import layout
from game.client.scenes.tables.tycoon.payday_panel import PaydayPanel
from game.client.scenes.tables.tycoon.payday_steps import (
    EVENT_SECONDS,
    OPENING_SHARE,
    PaydaySteps,
    event_seconds,
)
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, DISTRIBUTION
from game.texts import set_language
from tests.client.tycoon.payday_games import NAMES, Payday, panel_drawn, paydays

GAMES = [(2, 1), (3, 2), (4, 3), (5, 4)]
CITY_TIME = EVENT_SECONDS[ev.RoundEnded]


def followed(payday: Payday, players: int, share: float = 1.0) -> PaydaySteps:
    """A show that followed every event of the payday, all shown."""
    steps = PaydaySteps(NAMES[:players], share)
    for event, view in payday.shown:
        assert steps.follow(event, view)
    steps.finish()
    return steps


def empty_view(players: int) -> dict[str, Any]:
    """A view of an empty board (the lists the payday counts)."""
    return {
        "players": players,
        "round": 1,
        "chains": [[-1] * CHAIN_LENGTH for _ in CITIES],
        "chain_end": [0] * len(CITIES),
        "factories": [[-1] * len(city.factory_prices) for city in CITIES],
    }


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_cities_add_up_to_what_each_player_was_paid(players: int, seed: int) -> None:
    for payday in paydays(players, seed):
        steps = PaydaySteps(NAMES[:players])
        first, view = payday.shown[0]
        steps.follow(first, view)
        steps.finish()
        cells = steps.cells()
        for paid in payday.events(ev.IncomePaid):
            player = paid.player
            assert int(cells.get((player, "majorities"), "0")) == paid.majorities
            assert int(cells.get((player, "factories"), "0")) == paid.factories
        whole = followed(payday, players).cells()
        for paid in payday.events(ev.IncomePaid):
            cities = int(whole[(paid.player, "distribution")].split("(")[1].rstrip(")"))
            assert DISTRIBUTION[cities] == paid.distribution
            assert whole[(paid.player, "income")] == str(paid.total)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_city_that_pays_has_its_step_in_city_order(players: int, seed: int) -> None:
    for payday in paydays(players, seed):
        _event, view = payday.shown[0]
        paying = [
            city
            for city in range(len(CITIES))
            if any(owner >= 0 for owner in view["chains"][city])
            or any(owner >= 0 for owner in view["factories"][city])
        ]
        steps = followed(payday, players)
        assert [step.city for step in steps.steps if step.kind == "city"] == paying
        for step in steps.steps:
            if step.kind == "city":
                assert step.words.startswith(CITIES[step.city].name + ":")


def test_the_cities_come_up_one_by_one_and_the_board_is_told_which() -> None:
    payday = paydays(3, 2)[1]
    event, view = payday.shown[0]
    steps = PaydaySteps(NAMES[:3])
    steps.follow(event, view)
    assert [step.kind for step in steps.shown] == ["opening"]
    assert steps.highlighted_city() is None
    cities = [step for step in steps.steps if step.kind == "city"]
    assert len(cities) >= 2
    each = CITY_TIME * (1 - OPENING_SHARE) / len(cities)
    steps.update(CITY_TIME * OPENING_SHARE + each / 2)
    assert steps.highlighted_city() == cities[0].city
    steps.update(each)
    assert steps.highlighted_city() == cities[1].city
    assert not steps.complete
    steps.update(CITY_TIME)
    assert steps.shown == tuple(steps.steps)
    assert steps.highlighted_city() == cities[-1].city


def test_the_quick_tempo_shares_the_shorter_time_and_a_later_event_shows_all() -> None:
    payday = paydays(3, 2)[0]
    (event, view), (income, income_view) = payday.shown[:2]
    quick = PaydaySteps(NAMES[:3], share=0.5)
    quick.follow(event, view)
    quick.update(CITY_TIME * 0.5 - 0.01)
    assert len(quick.shown) == len(quick.steps)
    slow = PaydaySteps(NAMES[:3])
    slow.follow(event, view)
    slow.update(CITY_TIME * 0.5 - 0.01)
    assert len(slow.shown) < len(slow.steps)
    slow.follow(income, income_view)
    assert slow.shown == tuple(slow.steps)
    assert slow.newest() is not None and slow.newest().kind == "income"
    assert slow.highlighted_city() is None


def test_the_payday_events_have_their_time_and_others_none() -> None:
    assert event_seconds(ev.RoundEnded(1)) == CITY_TIME
    assert event_seconds(ev.IncomePaid(0, 1, 2, 3, 6, 0)) > 0
    assert event_seconds(ev.TurnBegan(0)) == 0
    assert not PaydaySteps(NAMES[:2]).follow(ev.TurnBegan(0), empty_view(2))


def test_the_tie_rule_is_told_where_it_decided_and_nowhere_else() -> None:
    set_language("de")
    view = empty_view(3)
    # Brisa: Ben first on field 1, Anna on fields 2 and 3, Ben on 4: two each, Ben built first.
    view["chains"][1][:4] = [1, 0, 0, 1]
    view["chain_end"][1] = 4
    # Corvento: Cleo alone.
    view["chains"][2][:2] = [2, 2]
    view["chain_end"][2] = 2
    steps = PaydaySteps(NAMES[:3])
    steps.follow(ev.RoundEnded(1), view)
    steps.finish()
    brisa, corvento = (step for step in steps.steps if step.kind == "city")
    assert "Feld 5" in brisa.words
    assert "Ben hat die Mehrheit mit 2 Hotels: +6." in brisa.words
    assert "Anna ist Zweiter mit 2 Hotels: +3." in brisa.words
    assert "Ben hat früher in dieser Kette gebaut (Feld 1) und steht vor Anna" in brisa.words
    assert "Gleich" not in corvento.words
    assert "Cleo steht allein mit 2 Hotels da" in corvento.words
    assert "niemand" in corvento.words


def test_factories_pay_the_second_amount_and_the_first_in_the_longest_chains() -> None:
    set_language("en")
    view = empty_view(2)
    view["chains"][0][:3] = [0, 0, 1]
    view["chain_end"][0] = 3
    view["chains"][4][:1] = [1]
    view["chain_end"][4] = 1
    view["factories"][0] = [1, -1]
    view["factories"][4] = [0, 1]
    # A factory in a city without hotels pays the second amount of the first field.
    view["factories"][5] = [0]
    steps = PaydaySteps(NAMES[:2])
    steps.follow(ev.RoundEnded(2), view)
    steps.finish()
    words = {step.city: step.words for step in steps.steps if step.kind == "city"}
    assert "Longest chain: the factory of Ben pays the first amount: +3." in words[0]
    assert "The factories of Anna and Ben pay the second amount each: +2." in words[4]
    assert "No hotel stands in the chain." in words[5]
    assert "+1" in words[5]
    cells = steps.cells()
    assert cells[(0, "factories")] == str(2 + 1)
    assert cells[(1, "factories")] == str(3 + 2)


def test_a_full_chain_counts_its_last_field() -> None:
    set_language("de")
    view = empty_view(2)
    view["chains"][7] = [0, 1] * 7
    view["chain_end"][7] = CHAIN_LENGTH
    steps = PaydaySteps(NAMES[:2])
    steps.follow(ev.RoundEnded(1), view)
    steps.finish()
    (halcyon,) = (step for step in steps.steps if step.kind == "city")
    assert "Die Kette ist voll, es gilt ihr letztes Feld 14: 12" in halcyon.words


def test_restschuld_loans_fortunes_and_the_new_round_in_words_and_cells() -> None:
    set_language("de")
    steps = PaydaySteps(NAMES[:2])
    view = empty_view(2)
    steps.follow(ev.RoundEnded(2), view)
    steps.follow(ev.IncomePaid(0, 2, 5, 0, 7, 3), view)
    assert "Davon tilgen 3 zuerst die Restschuld." in steps.steps[-1].words
    steps.follow(ev.LoanRedeemed(1, 12, 4), view)
    assert "umgedrehte Darlehenskarte für 12" in steps.steps[-1].words
    assert "8: 4 bleiben als Restschuld" in steps.steps[-1].words
    steps.follow(ev.LoansRepaid(0, 1, 11, 1), view)
    assert steps.steps[-1].words == (
        "Anna löst 1 Darlehenskarte für 11 ein. Anna dreht 1 Karte um; "
        "sie ist am nächsten Zahltag für 12 fällig."
    )
    steps.follow(ev.LoansRepaid(1, 0, 0, 2), view)
    assert steps.steps[-1].words.startswith("Ben dreht 2 Karten um")
    steps.follow(ev.FortunesAnnounced(2, (4, 19)), view)
    assert "Ben 19 · Anna 4" in steps.steps[-1].words
    assert not steps.complete
    steps.follow(ev.HotelsHandedOut(6), view)
    steps.follow(ev.RoundBegan(3, 1), view)
    assert steps.steps[-1].words == "Runde 3 beginnt mit Ben."
    assert steps.complete and not steps.over
    cells = steps.cells()
    assert cells[(0, "loans")] == "−11 ↻1"
    assert cells[(1, "loans")] == "−12, Rest 4 ↻2"
    assert cells[(1, "fortune")] == "19"
    assert cells[(0, "income")] == "7"
    steps.close()
    assert not steps.open and steps.highlighted_city() is None


def test_the_last_payday_redeems_every_card_and_ends_the_game() -> None:
    set_language("en")
    steps = PaydaySteps(NAMES[:2])
    view = empty_view(2)
    steps.follow(ev.RoundEnded(3), view)
    assert steps.title() == "Last payday after round 3"
    steps.follow(ev.LoanRedeemed(0, 11, 0), view)
    assert steps.steps[-1].words == "Last payday: Anna redeems a loan card for 11."
    steps.follow(ev.FortunesAnnounced(3, (20, 30)), view)
    steps.follow(ev.GameEnded((20, 30)), view)
    assert steps.complete and steps.over


def test_a_payday_followed_from_its_middle_still_shows_its_steps() -> None:
    steps = PaydaySteps(NAMES[:2])
    view = empty_view(2)
    view["round"] = 2
    steps.follow(ev.LoansRepaid(0, 1, 11, 0), view)
    assert steps.open and steps.round == 2
    assert [step.kind for step in steps.steps] == ["opening", "repaid"]


# ---- the panel --------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(("players", "seed"), [(5, 4), (4, 3)])
def test_the_panel_is_whole_at_every_step_of_every_payday(
    app: App, language: str, players: int, seed: int
) -> None:
    set_language(language)
    for payday in paydays(players, seed):
        panel = PaydayPanel(layout.PAYDAY_RECT, NAMES[:players])
        for event, view in payday.shown:
            panel.follow(event, view)
            for _ in range(3):
                texts = panel_drawn(panel)
                assert panel.steps.title() in texts
                panel.update(1.5)
        panel.update(CITY_TIME)
        assert panel.holding()
        texts = panel_drawn(panel)
        assert panel.weiter.label in texts


def test_a_tap_or_enter_shows_the_rest_and_weiter_closes_once(app: App) -> None:
    set_language("de")
    payday = paydays(3, 2)[0]
    hurried: list[bool] = []
    closed: list[bool] = []
    panel = PaydayPanel(
        layout.PAYDAY_RECT,
        NAMES[:3],
        on_hurry=lambda: hurried.append(True),
        on_continue=lambda: closed.append(True),
    )
    assert panel.widgets() == [] and not panel.open
    event, view = payday.shown[0]
    panel.follow(event, view)
    assert panel.open and panel.visible and not panel.weiter.visible
    assert panel.react(Intent(IntentKind.TAP, pos=layout.PAYDAY_RECT.center))
    assert hurried == [True]
    assert panel.steps.shown == tuple(panel.steps.steps)
    assert panel.main_button() is None and not panel.holding()
    for event, view in payday.shown[1:]:
        panel.follow(event, view)
    assert not panel.complete or panel.holding()
    panel.update(5.0)
    assert panel.holding() and panel.weiter.visible
    assert panel.main_button() is panel.weiter
    assert "Weiter (Enter) schließt den Zahltag." == panel.status()
    assert panel.react(Intent(IntentKind.CONFIRM))
    assert closed == [True]
    assert not panel.open and panel.widgets() == [] and not panel.holding()
    panel.press_weiter()
    assert closed == [True]


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panel_is_whole_with_the_longest_cells(app: App, language: str) -> None:
    set_language(language)
    panel = PaydayPanel(layout.PAYDAY_RECT, NAMES)
    view = empty_view(5)
    panel.follow(ev.RoundEnded(2), view)
    for player in range(5):
        panel.follow(ev.IncomePaid(player, 25, 188, 120, 333, 12), view)
        panel.follow(ev.LoanRedeemed(player, 12, 12), view)
        panel.follow(ev.LoanRedeemed(player, 12, 12), view)
        panel.follow(ev.LoansRepaid(player, 0, 0, 3), view)
    panel.follow(ev.FortunesAnnounced(2, (-100, -60, 333, 12, 0)), view)
    panel.follow(ev.HotelsHandedOut(6), view)
    panel.follow(ev.RoundBegan(3, 4), view)
    panel.update(1.0)
    assert panel.steps.cells()[(4, "loans")].startswith("−24")
    panel_drawn(panel)
