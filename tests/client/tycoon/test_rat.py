"""The Rat at the Tycoon table: the advised turn as numbered marks on the spots its steps act on
(placed on the board as it will stand by then), the steps in one sentence, the advice kept while
the person follows it and gone when he does otherwise or presses Esc, and its drawing: rings,
numbers, labels and flight arrows inside the canvas, the texts fitting in both languages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.tables.kit.status_line import draw_status_line
from game.client.scenes.tables.tycoon import bank_panel, board_geometry, tickets_panel
from game.client.scenes.tables.tycoon.layout import STATUS_RECT
from game.client.scenes.tables.tycoon.rat import Rat, plan_marks, plan_sentence
from game.client.scenes.tables.tycoon.spots import (
    BANK,
    FIELD,
    HOME_PLANE,
    LANDING,
    OPEN_TICKET,
    SITE,
    TableSpot,
)
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.rules.core import Move
from game.rules.tycoon.moves import (
    BUILD_HOTEL,
    END_TURN,
    FACTORIES,
    RENOVATE,
    REPAYS,
    TAKE_LOAN,
    BuildHotel,
    Buy,
    Fly,
)
from game.rules.tycoon.state import TycoonState
from game.table.move_log import LogEntry
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language
from tests.client.table_driving import run_until
from tests.client.text_fit import findings
from tests.client.tycoon.positions import new_state
from tests.rules.tycoon.scenario import CITY, scheduled_to, table

BRISA = CITY["brisa"]


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    """Fonts ready for measuring and drawing."""
    pygame.font.init()
    yield


@dataclass
class PlanTable:
    """A stand-in for the table: its state, log, and the plan the strong computer advised at
    one moment (advice_plan answers it only while the log is as it was then)."""

    state: TycoonState
    plan: tuple[Move, ...] = ()
    advised_at: int = 0
    log: list[LogEntry] = field(default_factory=list)

    def advice_plan(self, seat: int) -> tuple[Move, ...]:
        """The plan while nothing was played since it came."""
        acting = self.state.acting
        return self.plan if len(self.log) == self.advised_at and seat == acting else ()

    def make(self, seat: int, move: Move) -> None:
        """A move made at the table."""
        self.state.play(seat, move)
        self.log.append(LogEntry(seat, move.text(), "person", False, ()))


@dataclass
class RatStage:
    """A stand-in for the scene: the table, the shown seat, advice offered, acting allowed."""

    table: Any
    shown_seat: int | None = 0
    advice_offered: bool = True
    acting: bool = True

    def can_act(self) -> bool:
        """Whether the shown seat may act now."""
        return self.acting


def loan_fly_and_build() -> tuple[TycoonState, tuple[Move, ...]]:
    """Player 0 at home with 15: a loan, a scheduled ticket to Brisa bought, the flight onto
    Brisa's first landing place, a hotel on Brisa's fourth field, the end."""
    ticket = scheduled_to("brisa")
    state = table(3, chains={"brisa": [1, 2, 1]}, open_scheduled=[ticket])
    plan = (TAKE_LOAN, Buy(ticket), Fly(ticket, BRISA, 0), BUILD_HOTEL, END_TURN)
    return state, plan


def test_each_step_is_marked_where_it_acts_on_the_board_as_it_will_stand() -> None:
    set_language("de")
    state, plan = loan_fly_and_build()
    marks = plan_marks(state, 0, plan)
    assert [(m.number, m.spot, m.label) for m in marks] == [
        (1, TableSpot(BANK, player=0), "Darlehen"),
        (2, TableSpot(OPEN_TICKET, index=plan[1].ticket), "kaufen"),  # type: ignore[attr-defined]
        (3, TableSpot(LANDING, BRISA, 0), "landen"),
        (4, TableSpot(FIELD, BRISA, 3), "Hotel"),
        (5, None, ""),
    ]
    assert marks[2].origin == TableSpot(HOME_PLANE, player=0)
    assert [m.words for m in marks] == [
        "Darlehen",
        "Ticket → Brisa kaufen",
        "nach Brisa, Landeplatz 1",
        "Hotel in Brisa, Feld 4",
        "Zug beenden",
    ]
    assert state.plane_city[0] == -1, "the marks are worked out on a copy"


def test_the_rat_shows_the_plan_follows_the_person_and_esc_puts_it_away() -> None:
    set_language("de")
    state, plan = loan_fly_and_build()
    stand_in = PlanTable(state, plan)
    rat = Rat(RatStage(stand_in))
    assert [number for _spot, number, _label in rat.marks()] == [1, 2, 3, 4]
    assert rat.words() == (
        "Rat: 1. Darlehen · 2. Ticket → Brisa kaufen · 3. nach Brisa, Landeplatz 1 · "
        "4. Hotel in Brisa, Feld 4 · 5. Zug beenden."
    )
    assert rat.words(most=80) == (
        "Rat: 1. Darlehen · 2. Ticket → Brisa kaufen · 3 weitere Schritte am Brett."
    )
    stand_in.make(0, TAKE_LOAN)
    stand_in.make(0, plan[1])
    assert [number for _spot, number, _label in rat.marks()] == [3, 4]
    assert rat.words().startswith("Rat: 3. nach Brisa, Landeplatz 1 · 4.")
    assert rat.cancel() and not rat.active and rat.marks() == [] and rat.words() == ""
    assert not rat.cancel()


def test_a_step_other_than_advised_ends_the_advice() -> None:
    state, plan = loan_fly_and_build()
    stand_in = PlanTable(state, plan)
    rat = Rat(RatStage(stand_in))
    assert rat.active
    stand_in.make(0, END_TURN)
    assert not rat.active and rat.marks() == []


def test_no_marks_while_the_seat_cannot_act_or_another_seat_is_shown() -> None:
    state, plan = loan_fly_and_build()
    stage = RatStage(PlanTable(state, plan), acting=False)
    rat = Rat(stage)
    assert rat.marks() == []
    stage.acting = True
    assert rat.marks()
    stage.shown_seat = 1
    assert rat.marks() == []
    assert Rat(RatStage(PlanTable(state, plan), advice_offered=False)).marks() == []


def test_factories_renovations_and_the_payday_choice_are_marked_too() -> None:
    set_language("en")
    state = table(
        3,
        chains={"brisa": [-1, 1, 2, 2, 1]},
        renovation={"brisa": [0]},
        planes={0: ("brisa", 0)},
    )
    marks = plan_marks(state, 0, (FACTORIES[1],))
    assert [(m.spot, m.label, m.words) for m in marks] == [
        (TableSpot(SITE, BRISA, 1), "factory", "factory in Brisa, site 2")
    ]
    renovate = plan_marks(state, 0, (RENOVATE,))
    assert renovate[0].spot == TableSpot(FIELD, BRISA, 5)
    assert renovate[0].words == "renovate in Brisa, field 6"
    payday = table(3, phase="payday", loans={0: [0]}, payday_queue=[0], round=2)
    assert [m.words for m in plan_marks(payday, 0, (REPAYS[1],))] == ["redeem 1 loans"]
    assert plan_marks(payday, 0, (REPAYS[0],))[0].spot == TableSpot(BANK, player=0)


def spot_rect_of(state: TycoonState) -> Any:
    """The canvas rectangle of a spot on the board, in the open tickets or the Hausbanks."""
    view = state.view(0)

    def spot_rect(spot: TableSpot) -> pygame.Rect | None:
        for find in (board_geometry.spot_rect, tickets_panel.spot_rect, bank_panel.spot_rect):
            rect = find(spot, view)
            if rect is not None:
                return rect
        return None

    return spot_rect


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_marks_are_drawn_inside_the_canvas_with_texts_that_fit(language: str) -> None:
    set_language(language)
    state, plan = loan_fly_and_build()
    rat = Rat(RatStage(PlanTable(state, plan)))
    canvas = pygame.Surface((1920, 1080))
    spot_rect = spot_rect_of(state)
    with recording_texts() as recording:
        drawn = rat.draw(canvas, spot_rect)
    assert [mark.number for mark in drawn] == [1, 2, 3, 4]
    assert findings(recording.texts, frozenset()) == []
    texts = [text.whole for text in recording.texts]
    labels = ["Darlehen", "kaufen", "landen", "Hotel"]
    if language == "en":
        labels = ["loan", "buy", "land", "hotel"]
    assert texts == ["1", "2", "3", "4", *labels]
    for text in recording.texts:
        assert canvas.get_rect().contains(text.ink)
    landing = spot_rect(TableSpot(LANDING, BRISA, 0))
    ring = landing.inflate(6, 6)
    assert canvas.get_at((ring.centerx, ring.bottom - 2))[:3] == THEME.colours.accent


def test_a_real_table_s_advice_is_marked_step_by_step(app: App) -> None:
    """The strong computer's plan for the person, asked through the table, becomes marks; the
    first step made, the rest stays with its numbers."""
    set_language("de")
    seats = (Seat("Anna"), Seat("Computer", COMPUTER, "easy"), Seat("Computer 2", COMPUTER, "easy"))
    real = Table(
        TableSetup("tycoon", seats, {}, 5, None, tempo="schnell"),
        app.services.bots,
        app.services.now,
    )
    run_until(app, lambda: bool(real.update()) or 0 in real.to_act(), most=400)
    while 0 not in real.to_act():
        real.update()
    real.request_advice(0)
    run_until(app, lambda: bool(real.update()) or real.advice(0) is not None, most=400)
    plan = real.advice_plan(0)
    assert plan, "the Tycoon computer advises a whole turn"
    rat = Rat(RatStage(real))
    marks = rat.rat_marks()
    assert [mark.number for mark in marks] == list(range(1, len(plan) + 1))
    assert rat.words().startswith("Rat: 1. ")
    if len(plan) > 1:
        real.submit(0, plan[0])
        assert [mark.number for mark in rat.rat_marks()] == list(range(2, len(plan) + 1))
    assert any(isinstance(move, (BuildHotel, Fly, Buy)) or move == END_TURN for move in plan)


def advised_plans(players: int, seed: int) -> list[tuple[TycoonState, int, tuple[Move, ...]]]:
    """The normal computer's whole-turn plans at every third decision of a seeded game."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "normal", seed=seed + seat) for seat in range(players)]
    plans = []
    decision = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        if decision % 3 == 0:
            plans.append((state.copy(), seat, bots[seat].advised_steps(state, seat)))  # type: ignore[attr-defined]
        state.play(seat, bots[seat].choose(state, seat))
        decision += 1
    return plans


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_sentence_of_every_advised_turn_fits_the_status_line(language: str) -> None:
    """Plans of a whole game, up to the longest, fit STATUS_RECT in one line."""
    set_language(language)
    canvas = pygame.Surface((1920, 1080))
    longest = 0
    for state, seat, plan in advised_plans(4, 2):
        sentence = plan_sentence(plan_marks(state, seat, plan))
        longest = max(longest, len(plan))
        with recording_texts() as recording:
            draw_status_line(canvas, STATUS_RECT, sentence, THEME.colours.text)
        assert findings(recording.texts, frozenset()) == [], sentence
        assert len(recording.texts) == 1, sentence
    assert longest >= 5


def test_numbers_and_labels_of_every_advised_turn_stay_clear_of_each_other() -> None:
    """Over the plans of a whole game with five players: no label over a number or another
    label, everything inside the canvas."""
    set_language("de")
    canvas = pygame.Surface((1920, 1080))
    for state, seat, plan in advised_plans(5, 2):
        rat = Rat(RatStage(PlanTable(state, plan), shown_seat=seat))
        with recording_texts() as recording:
            rat.draw(canvas, spot_rect_of(state))
        assert findings(recording.texts, frozenset()) == [], plan
        assert all(canvas.get_rect().contains(text.ink) for text in recording.texts)
