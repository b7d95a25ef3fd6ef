"""The payday choice by two people at one device (hot seat) and a computer: the payday is shown
step by step over the right column; the curtain comes before each person's loan choice, each
sees only their own cards and chooses by keys or taps; the payday then stands whole until
Weiter, and the next round begins behind the curtain. The clock runs on a loan choice; when
it has run out the computer chooses for the person."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.tycoon.loan_choice import LoanChoice
from game.client.scenes.tables.tycoon.payday_panel import PaydayPanel
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.text_recording import recording_texts
from game.rules.tycoon.moves import EndTurn
from game.rules.tycoon.state import PAYDAY, TURN, TycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.table_driving import FRAME, LONG_FRAME, press, run_until, tap
from tests.client.tycoon.payday_games import panel_drawn
from tests.client.tycoon.positions import played_until

PEOPLE = ("Spieler 1", "Spieler 2")


def closing_round() -> TycoonState:
    """Round 1 about to end with the computer's last turn; both people hold two loan cards
    (seat 0 is the start player, so it chooses first)."""
    state, _move = played_until(
        lambda state, seat, move: (
            state.closing
            and isinstance(move, EndTurn)
            and seat == state.last_player() == 2
            and state.round == 1
            and len(state.loans[0]) == len(state.loans[1]) == 2
        ),
        players=3,
        seed=5,
    )
    assert state.start_player == 0
    return state


def hot_seat_table(
    app: App, state: TycoonState, seconds: int | None = None, now: FakeTime | None = None
) -> Table:
    """Two people and a computer at this state (with a clock of these seconds, on now)."""
    seats = (Seat(PEOPLE[0]), Seat(PEOPLE[1]), Seat("Computer 3", COMPUTER, "easy"))
    setup = TableSetup("tycoon", seats, {}, 5, seconds)
    if now is None:
        return Table(setup, app.services.bots, state=state)
    return Table(setup, app.services.bots, now, state=state)


def panel_of(scene: TycoonScene) -> PaydayPanel | None:
    """The payday panel among the scene's widgets (None while none is shown)."""
    for widget in scene.widgets.widgets:
        if isinstance(widget, PaydayPanel) and widget.open:
            return widget
    return None


def choice_of(scene: TycoonScene) -> LoanChoice:
    """The loan choice shown on the payday panel now."""
    panel = panel_of(scene)
    assert panel is not None and panel.choice is not None
    return panel.choice


def curtain_for(app: App, name: str) -> HandOverScene:
    """Runs until the curtain names the person; returns it."""
    run_until(app, lambda: isinstance(app.scene, HandOverScene) and app.scene.seat_name == name)
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    return curtain


def drawn(scene: TycoonScene) -> list[str]:
    """Draws the scene and the texts it shows; the payday panel with its buttons drawn alone
    has no text finding (what the scene draws below it is the scene's)."""
    panel = panel_of(scene)
    assert panel is not None
    panel_drawn(panel)
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        scene.draw(surface)
    return [line.whole for line in recording.texts]


def moves_of(table: Table, seat: int) -> list[str]:
    """The moves the seat made itself, as the table's log has them."""
    return [entry.move for entry in table.log if entry.seat == seat and not entry.take_over]


def test_two_people_choose_their_loans_behind_the_curtain(app: App, fake_time: FakeTime) -> None:
    set_language("de")
    table = hot_seat_table(app, closing_round())
    scene = TycoonScene(app, table, None)
    app.push(scene)

    # The computer ends the round; the payday comes up; the first person chooses by keys.
    curtain = curtain_for(app, PEOPLE[0])
    assert table.state.phase == PAYDAY
    tap(app, fake_time, curtain.show_button.rect.center)
    assert app.scene is scene and scene.shown_seat == 0
    choice = choice_of(scene)
    assert choice.seat == 0 and choice.cards == 2
    lines = drawn(scene)
    assert choice.title() in lines
    assert not any(line.startswith(PEOPLE[1] + ": Darlehen") for line in lines)
    press(app, pygame.K_1)
    assert choice_of(scene).chosen == 1
    press(app, pygame.K_RETURN)
    assert moves_of(table, 0) == ["repay 1"]

    # The curtain before the second person, whose own choice is made by taps.
    curtain = curtain_for(app, PEOPLE[1])
    tap(app, fake_time, curtain.show_button.rect.center)
    assert scene.shown_seat == 1
    choice = choice_of(scene)
    assert choice.seat == 1 and choice.title().startswith(PEOPLE[1])
    lines = drawn(scene)
    assert not any(line.startswith(PEOPLE[0] + ": Darlehen") for line in lines)
    tap(app, fake_time, choice.buttons[0].rect.center)
    assert choice.chosen == 0
    tap(app, fake_time, choice.confirm_button.rect.center)
    assert moves_of(table, 1) == ["repay 0"]

    # The payday stands whole, the choices told, until Weiter; then round 2 begins.
    panel = panel_of(scene)
    assert panel is not None
    run_until(app, lambda: panel.holding(), LONG_FRAME)
    words = [step.words for step in panel.steps.shown]
    assert any(words.startswith("Spieler 1 löst 1 Darlehenskarte für 11 ein.") for words in words)
    assert any(words.startswith("Spieler 2 dreht 2 Karten um") for words in words)
    assert table.state.phase == TURN and table.state.round == 2
    assert app.scene is scene
    tap(app, fake_time, panel.weiter.rect.center)
    assert not panel.open
    # Round 2's start player is the next seat: the second person, shown already (no curtain).
    assert table.state.start_player == 1
    run_until(app, scene.can_act)
    assert app.scene is scene and scene.shown_seat == 1


def test_the_clock_runs_on_a_loan_choice_and_the_computer_chooses_when_it_is_out(
    app: App, fake_time: FakeTime
) -> None:
    set_language("de")
    table = hot_seat_table(app, closing_round(), 30, fake_time)
    scene = TycoonScene(app, table, None)
    app.push(scene)
    curtain = curtain_for(app, PEOPLE[0])
    tap(app, fake_time, curtain.show_button.rect.center)
    assert choice_of(scene).seat == 0
    app.frame(FRAME)
    display = scene.clock_display()
    assert display is not None and not display.grace
    fake_time.advance(30 + 10 + 1)
    run_until(app, lambda: any(entry.seat == 0 for entry in table.log), FRAME)
    (entry,) = [entry for entry in table.log if entry.seat == 0]
    assert entry.take_over and entry.move.startswith("repay ")
    curtain_for(app, PEOPLE[1])
