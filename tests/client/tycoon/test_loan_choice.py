"""The loan choice at a payday: only for the seat whose choice it is; a button per count with
its cost, those the cash does not cover greyed and refused in words; keys 0–3 choose, Enter
sends the Repay move the rules list, once; what is due now and what stays turned; the panel's
foot whole in German and English; a table loaded while the choice waits shows it."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.tycoon import layout
from game.client.scenes.tables.tycoon.loan_choice import (
    COST_LATER,
    COST_NOW,
    LoanChoice,
    choice_rect,
)
from game.client.scenes.tables.tycoon.payday_panel import PaydayPanel
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.text_recording import recording_texts
from game.client.widgets import WidgetGroup
from game.rules.core import Move
from game.rules.tycoon import events as ev
from game.rules.tycoon.moves import REPAYS, Repay
from game.rules.tycoon.state import PAYDAY, TycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language
from tests.client.table_driving import press
from tests.client.text_fit import findings
from tests.client.tycoon.payday_games import NAMES
from tests.client.tycoon.positions import played_until


def choosing(cards: int, cash: int) -> tuple[TycoonState, int]:
    """A payday where a seat chooses about this many loan cards with this cash."""
    state, _move = played_until(
        lambda state, seat, move: isinstance(move, Repay) and len(state.loans[seat]) >= 1,
        players=3,
        seed=1,
    )
    seat = state.acting
    state.loans[seat] = [0] * cards
    state.cash[seat] = cash
    state._legal = None  # the listing was made for the cards and cash before
    return state, seat


def test_the_choice_is_for_the_seat_to_choose_only() -> None:
    state, seat = choosing(2, 30)
    assert LoanChoice(state, seat).active
    other = (seat + 1) % state.players
    assert not LoanChoice(state, other).active
    assert LoanChoice(state, other).widgets() == []
    assert LoanChoice(state, other).choose(0) != ""
    turn, _move = played_until(lambda state, seat, move: state.loans[seat] != [], players=3)
    assert turn.phase != PAYDAY
    assert not LoanChoice(turn, turn.acting).active


def test_every_count_with_its_cost_and_the_most_the_cash_allows_chosen_first() -> None:
    set_language("de")
    state, seat = choosing(3, 25)
    choice = LoanChoice(state, seat)
    assert [button.label for button in choice.widgets()[:-1]] == [
        "Keine",
        "1 für 11",
        "2 für 22",
        "3 für 33",
    ]
    assert choice.affordable == (0, 1, 2)
    assert choice.chosen == 2
    assert [button.enabled for button in choice.buttons] == [True, True, True, False]
    assert [button.marked for button in choice.buttons] == [False, False, True, False]
    assert choice.move() == REPAYS[2]
    assert choice.move() in state.legal_moves(seat)
    assert choice.chosen_words() == (
        "2 einlösen für 22; danach Bargeld 3. 1 umgedreht, am nächsten Zahltag 12 fällig."
    )
    assert (
        "Du hältst 3 Darlehenskarten. Einlösen kostet jetzt je 11; was du nicht einlöst, wird "
        "umgedreht und ist am nächsten Zahltag für je 12 fällig." == choice.held_words()
    )
    assert choice.status() == (
        "Wähle, wie viele Darlehen du einlöst (Tasten 0 bis 3); Enter bestätigt."
    )


def test_keys_choose_a_count_and_refuse_what_cannot_be_chosen_in_words() -> None:
    set_language("de")
    state, seat = choosing(2, 12)
    choice = LoanChoice(state, seat)
    assert choice.chosen == 1
    assert choice.key("0") == ""
    assert choice.chosen == 0
    assert choice.chosen_words() == (
        "Keine einlösen: 2 umgedreht, am nächsten Zahltag 24 fällig; Bargeld bleibt 12."
    )
    assert choice.key("2") == "2 Karten einzulösen kostet 22; du hast 12."
    assert choice.key("3") == "Du hältst nur 2 Darlehenskarten."
    assert choice.chosen == 0
    assert choice.key("x") is None
    assert choice.key("1") == ""
    assert choice.chosen_words() == (
        "1 einlösen für 11; danach Bargeld 1. 1 umgedreht, am nächsten Zahltag 12 fällig."
    )


def test_all_redeemed_leaves_no_card_and_a_lone_card_is_told_so() -> None:
    set_language("en")
    state, seat = choosing(1, 40)
    choice = LoanChoice(state, seat)
    assert choice.chosen == 1
    assert choice.chosen_words() == "Redeem 1 for 11; cash afterwards 29, no card stays."
    assert choice.held_words().startswith("You hold 1 loan card. Redeeming it costs 11 now")
    assert COST_NOW == 11 and COST_LATER == 12


def test_enter_or_bestaetigen_sends_the_chosen_move_once() -> None:
    state, seat = choosing(2, 30)
    sent: list[Move] = []
    choice = LoanChoice(state, seat, sent.append)
    choice.choose(1)
    assert choice.confirm() == REPAYS[1]
    assert sent == [REPAYS[1]]
    assert choice.confirm() is None
    assert choice.choose(0) != ""
    assert sent == [REPAYS[1]]
    assert not choice.confirm_button.enabled
    assert choice.status() == ""
    state.play(seat, sent[0])
    assert state.loans[seat] == [1]


def test_the_buttons_take_taps_and_their_keys_in_a_widget_group() -> None:
    state, seat = choosing(3, 40)
    sent: list[Move] = []
    choice = LoanChoice(state, seat, sent.append)
    choice.place(choice_rect(layout.PAYDAY_RECT))
    group = WidgetGroup()
    group.set_widgets(choice.widgets())
    assert choice.chosen == 3
    group.handle(Intent(IntentKind.SHORTCUT, key="1"))
    group.update(1.0)
    assert choice.chosen == 1
    group.handle(Intent(IntentKind.TAP, pos=choice.buttons[0].rect.center))
    group.update(1.0)
    assert choice.chosen == 0
    assert not sent
    group.handle(Intent(IntentKind.TAP, pos=choice.confirm_button.rect.center))
    group.update(1.0)
    assert sent == [REPAYS[0]]
    for button in choice.widgets():
        assert layout.PAYDAY_RECT.contains(button.rect)


def test_the_panel_hands_enter_to_the_choice(app: App) -> None:
    state, seat = choosing(2, 30)
    sent: list[Move] = []
    panel = PaydayPanel(layout.PAYDAY_RECT, NAMES[: state.players])
    view = state.view(None)
    view["round"] = state.round
    panel.follow(ev.RoundEnded(state.round), view)
    panel.set_choice(LoanChoice(state, seat, sent.append, NAMES[: state.players]))
    assert panel.choice is not None
    assert panel.main_button() is panel.choice.confirm_button
    assert panel.status().startswith("Wähle, wie viele Darlehen")
    assert panel.react(Intent(IntentKind.CONFIRM))
    panel.update(1.0)
    assert sent == [REPAYS[2]]
    panel.set_choice(LoanChoice(state, (seat + 1) % state.players))
    assert panel.choice is None


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(("cards", "cash"), [(1, 5), (2, 30), (3, 100), (3, 0)])
def test_the_choice_is_whole_in_both_languages(
    app: App, language: str, cards: int, cash: int
) -> None:
    set_language(language)
    state, seat = choosing(cards, cash)
    names = ("Maximiliane", "Bartholomäus", "Computer 3")
    choice = LoanChoice(state, seat, None, names)
    panel = PaydayPanel(layout.PAYDAY_RECT, names)
    panel.follow(ev.RoundEnded(state.round), state.view(None))
    panel.update(20.0)
    panel.set_choice(choice)
    surface = pygame.Surface((1920, 1080))
    for count in choice.affordable:
        choice.choose(count)
        with recording_texts() as recording:
            for widget in panel.widgets():
                widget.draw(surface)
        found = findings(recording.texts, frozenset())
        assert found == [], [finding.describe() for finding in found]
        texts = [line.whole for line in recording.texts]
        assert choice.title() in texts
        assert choice.chosen_words() in texts
        assert choice.option_label(count) in texts


def test_a_table_loaded_while_the_choice_waits_opens_its_payday(app: App) -> None:
    set_language("de")
    state, seat = choosing(2, 30)
    panel = PaydayPanel(layout.PAYDAY_RECT, NAMES[: state.players])
    panel.set_choice(LoanChoice(state, seat, None, NAMES[: state.players]), state.view(seat))
    assert panel.open and panel.choice is not None
    assert panel.steps.title() == f"Zahltag nach Runde {state.round}"
    assert panel.choice.widgets()[0] in panel.widgets()
    assert not panel.complete


def test_each_count_explains_itself_in_an_info_window() -> None:
    set_language("de")
    state, seat = choosing(3, 25)
    choice = LoanChoice(state, seat)
    info = choice.buttons[1].info()
    assert info is not None and info.title == "1 für 11"
    assert info.rule and "für je 11" in info.rule[0]
    assert info.for_you == [choice.chosen_words(1)]
    dear = choice.buttons[3].info()
    assert dear is not None and dear.for_you == ["3 Karten einzulösen kostet 33; du hast 25."]
    assert choice.chosen == 2


def test_a_choice_alone_opens_its_payday_too(app: App) -> None:
    state, seat = choosing(1, 30)
    panel = PaydayPanel(layout.PAYDAY_RECT, NAMES[: state.players])
    panel.set_choice(LoanChoice(state, seat))
    assert panel.open and panel.choice is not None and panel.steps.round == state.round


def test_a_table_loaded_at_the_choice_shows_it_and_takes_keys(app: App) -> None:
    set_language("de")
    state, _move = played_until(
        lambda state, seat, move: isinstance(move, Repay) and seat == 0, players=3, seed=1
    )
    cards = len(state.loans[0])
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"), Seat("Computer 3", COMPUTER))
    table = Table(TableSetup("tycoon", seats, {}, 5, None), app.services.bots, state=state)
    scene = TycoonScene(app, table, None)
    app.push(scene)
    app.frame(1 / 60)
    panel = next(widget for widget in scene.widgets.widgets if isinstance(widget, PaydayPanel))
    assert panel.open and panel.choice is not None and panel.choice.cards == cards
    press(app, pygame.K_0)
    press(app, pygame.K_RETURN)
    assert [entry.move for entry in table.log if entry.seat == 0] == ["repay 0"]
