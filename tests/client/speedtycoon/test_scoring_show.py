"""The scoring shown step by step: every part of a real ScoringHeld in order (the Handelsschluss'
buildings first at the IPO), each step after its seconds at the table's tempo, then Weiter by
tap or Enter (once); who has pressed and the seconds left from an open reading pause; both
languages drawn whole."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import partial

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedtycoon.scoring_show import (
    STEP_SECONDS,
    ScoringShow,
    held_from_saved,
    scoring_show,
    scoring_steps,
)
from game.client.text_recording import recording_texts
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.state import SpeedtycoonState
from game.table import Seat, Table, TableSetup
from game.table.reading_pause import ReadingPauseView
from game.texts import set_language
from tests.client.text_fit import findings
from tests.rules.speedtycoon import scenario
from tests.rules.speedtycoon.random_play import TABLES
from tests.table.fakes import FakeClock, ScriptedBotService

AREA = pygame.Rect(160, 120, 1500, 840)
NAMES = ("Anna", "Ben", "Cleo", "Dana", "Emil", "Fritzi")
CONFIRM = Intent(IntentKind.CONFIRM)

Held = tuple[ev.ScoringHeld, SpeedtycoonState, tuple[ev.BuildingAwarded, ...]]


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


def held_scorings(seed: int) -> Iterator[Held]:
    """Every scoring of a random game at one of the test tables: the event, the state right
    after it and the Handelsschluss' awards before an IPO."""
    players, options = TABLES[seed % len(TABLES)]
    state = scenario.new(players, seed, options)
    rng = random.Random(seed)
    awards: list[ev.BuildingAwarded] = []
    while not state.is_terminal():
        player = state.may_move()[0]
        for event in state.play(player, rng.choice(state.legal_moves(player))):
            if isinstance(event, ev.BuildingAwarded):
                awards.append(event)
            if isinstance(event, ev.ScoringHeld):
                yield event, state.copy(), tuple(awards)


def names_for(state: SpeedtycoonState) -> tuple[str, ...]:
    """A short name per player."""
    return NAMES[: state.players]


def check_steps(held: ev.ScoringHeld, state: SpeedtycoonState, awards: tuple) -> None:
    """The steps tell the whole scoring in order and add up to what each player gained."""
    steps = scoring_steps(held, state, awards)
    kinds = [step.kind for step in steps]
    ipo = held.scoring == 2
    start = 1 if ipo and awards else 0
    assert kinds[:start] == (["closing"] if start else [])
    assert kinds[start : start + 7] == ["branch"] * 6 + ["ring"]
    assert kinds[-1] == "total"
    parts = kinds[start + 7 : -1]
    wanted = [
        kind
        for kind, module in (
            ("zones", "sonderzonen"),
            ("sustainability", "nachhaltigkeit"),
            ("loans", "kredite"),
        )
        if module in state.modules and (kind != "loans" or ipo)
    ]
    assert parts == wanted
    for branch, step in enumerate(steps[start : start + 6]):
        assert step.branch == branch
        assert step.cells == tuple(str(row[branch]) for row in held.branches)
    assert steps[start + 6].cells == tuple(str(ring) for ring in held.rings)
    for player in range(state.players):
        added = sum(int(step.cells[player]) for step in steps[start:-1])
        assert added == held.gained[player]
        assert steps[-1].cells[player] == f"{held.gained[player]} → {held.totals[player]}"
    if start:
        for player, cell in enumerate(steps[0].cells):
            got = [award for award in awards if award.player == player]
            assert (cell == "–") == (not got)


@pytest.mark.parametrize("seed", range(6))
def test_every_part_of_real_scorings_is_a_step_in_order(seed: int) -> None:
    found = list(held_scorings(seed))
    assert [held.scoring for held, _state, _awards in found] == [0, 1, 2]
    for held, state, awards in found:
        check_steps(held, state, awards)


def test_the_ipo_begins_with_the_remaining_market_buildings() -> None:
    closings = 0
    for seed in range(6):
        for held, state, awards in held_scorings(seed):
            if awards:
                assert held.scoring == 2
                first = scoring_steps(held, state, awards)[0]
                nobody = sum(award.player < 0 for award in awards)
                assert first.label.startswith("Handelsschluss")
                assert (str(nobody) in first.label) == bool(nobody)
                closings += 1
    assert closings > 0


def test_the_steps_come_one_by_one_at_the_tempo_and_end_on_weiter() -> None:
    held, state, awards = list(held_scorings(2))[-1]
    for share in (1.0, 0.45):
        pressed: list[int] = []
        show = scoring_show(AREA, held, state, names_for(state), partial(pressed.append, 1), share)
        assert show.title == "IPO-Bewertung"
        step = STEP_SECONDS * share
        seen = []
        while not show.complete:
            seen.append(show.shown)
            assert not show.button.visible
            show.update(step / 4)
        assert seen == sorted(seen) and set(seen) == set(range(1, len(show.steps) + 1))
        assert len(seen) in range(4 * len(show.steps) - 1, 4 * len(show.steps) + 2)
        assert show.shown == len(show.steps) and show.button.visible and show.button.enabled
        assert pressed == []


def test_weiter_is_pressed_by_a_tap_and_by_enter_once() -> None:
    held, state, awards = next(held_scorings(0))
    for press in ("tap", "enter"):
        pressed: list[int] = []
        show = scoring_show(AREA, held, state, names_for(state), partial(pressed.append, 1))
        show.update(STEP_SECONDS * 1.5)
        # Before the end a tap or Enter shows the rest; Weiter is not pressed yet.
        intent = Intent(IntentKind.TAP, pos=show.button_rect().center)
        assert show.handle(intent if press == "tap" else CONFIRM)
        assert show.complete and pressed == []
        show.update(0.0)
        assert show.handle(intent if press == "tap" else CONFIRM)
        assert pressed == [1]
        assert show.handle(intent if press == "tap" else CONFIRM)
        assert pressed == [1] and not show.button.enabled


def test_a_tap_outside_the_panel_is_left_to_the_table() -> None:
    held, state, _awards = next(held_scorings(0))
    show = scoring_show(AREA, held, state, names_for(state), lambda: None)
    assert not show.handle(Intent(IntentKind.TAP, pos=(AREA.right + 40, AREA.y)))
    assert not show.complete


def draw_texts(show: ScoringShow) -> list[str]:
    """Draws the show; asserts every text is whole and returns the lines."""
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        show.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    return [drawn.line for drawn in recording.texts]


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [1, 3, 5])
def test_every_step_draws_whole_in_both_languages(language: str, seed: int) -> None:
    set_language(language)
    for held, state, awards in held_scorings(seed):
        show = scoring_show(AREA, held, state, names_for(state), lambda: None, 1.0, awards)
        show.pause = ReadingPauseView((), (0,), tuple(range(1, state.players)), 23.2, 40.0)
        lines = draw_texts(show)
        assert show.steps[0].label in lines and show.steps[1].label not in lines
        show.finish()
        lines = draw_texts(show)
        for step in show.steps:
            assert step.label in lines and set(step.cells) <= set(lines)
        countdown = (
            "Geht in 24 s von selbst weiter" if language == "de" else "Goes on by itself in 24 s"
        )
        assert countdown in lines
        assert ("Weiter" if language == "de" else "Continue") in lines


def reading_table() -> Table:
    """Anna, Ben and Cleo (people) at a table where Anna's take brings the Startup scoring."""
    state = scenario.table(
        3,
        current=0,
        hands={0: [], 1: ["$9a"]},
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
        deck_top=["startup", "€5a"],
    )
    seats = tuple(Seat(name) for name in NAMES[:3])
    return Table(
        TableSetup("speedtycoon", seats, (), 5, 60),
        ScriptedBotService(),  # type: ignore[arg-type]
        now=FakeClock(),
        state=state,
        think_ms=5,
    )


def test_an_open_reading_pause_shows_who_pressed_and_who_is_still_to_press() -> None:
    game = reading_table()
    game.submit(0, "take 1")
    pause = game.reading_pause()
    assert pause is not None
    held = held_from_saved(pause.events[0])
    state = game.state
    assert isinstance(state, SpeedtycoonState)
    show = scoring_show(AREA, held, state, NAMES[:3], lambda: game.continue_reading(1))
    show.finish()
    show.pause = game.reading_pause()
    assert show.pressed_lines() == (
        "Noch hat niemand Weiter gedrückt.",
        "Es fehlen noch: Anna, Ben, Cleo",
    )
    assert show.handle(CONFIRM)
    show.pause = game.reading_pause()
    assert show.pressed_lines() == ("Weiter gedrückt: Ben", "Es fehlen noch: Anna, Cleo")
    lines = draw_texts(show)
    assert "Weiter gedrückt: Ben" in lines and "Es fehlen noch: Anna, Cleo" in lines
    assert any(line.startswith("Geht in ") for line in lines)


def test_a_scoring_of_another_table_or_another_event_is_refused_in_words() -> None:
    held, state, _awards = next(held_scorings(0))
    other = ev.ScoringHeld(0, (1, 2), ((0,) * 6, (0,) * 6), (0, 0), (1, 2))
    with pytest.raises(ValueError, match="does not belong to a table of 4 players"):
        scoring_steps(other, state)
    with pytest.raises(ValueError, match="not 'money_taken'"):
        held_from_saved({"kind": "money_taken"})
    assert held_from_saved(held.to_dict()) == held
