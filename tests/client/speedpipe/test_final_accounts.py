"""The final accounts shown step by step: every part of real finished games in order (the points
of the game, each station's loan, each contract with its oil flowing, the unbuilt stations, the
Goldenes Ventil traced, the terminals, the totals and the places with the tie-break), adding up
to the view's totals; the map lit for each step; the tempo, Weiter once; both languages whole."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedpipe.account_steps import (
    QUICK_SECONDS,
    STEP_SECONDS,
    account_steps,
)
from game.client.scenes.tables.speedpipe.final_accounts import FinalAccounts
from game.client.text_recording import recording_texts
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.network import longest_trail
from game.rules.speedpipe.scoring import FinalScore, tie_broken_places
from game.rules.speedpipe.state import SpeedpipeState
from game.texts import set_language
from tests.client.text_fit import findings

from .finished_games import ALL_RULES, NAMES, RecordingMap, finished

CONFIRM = Intent(IntentKind.CONFIRM)
# Where the table shows the accounts: its right column beside the map; and a wide panel.
COLUMN = pygame.Rect(1440, 108, 456, 836)
WIDE = pygame.Rect(300, 150, 1200, 780)
# Seeded games: players, extra rules on or not, map.
GAMES = [
    (seed, 2 + seed % 4, seed % 2 == 1, "petronia" if seed % 3 == 2 else "main")
    for seed in range(24)
]


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


def game(seed: int) -> SpeedpipeState:
    """One of the seeded games, finished."""
    _seed, players, rules, map_key = GAMES[seed]
    return finished(seed, players, ALL_RULES if rules else {}, map_key)


def first_game(wanted: Any) -> SpeedpipeState:
    """The first of the seeded games whose final result shows what is wanted."""
    for seed in range(len(GAMES)):
        state = game(seed)
        if wanted(state, state.view(0)["result"]):
            return state
    raise AssertionError("no seeded game shows it")


def walks(pipe_map: PipeMap, path: Sequence[int], a: int, b: int) -> bool:
    """Whether the routes lead from a to b one after the other."""
    place = a
    for route in path:
        found = pipe_map.routes[route]
        if place not in (found.a, found.b):
            return False
        place = found.other_end(place)
    return place == b


def check_steps(state: SpeedpipeState, viewer: int) -> None:
    """The steps tell the whole final accounts in order and add up to each total."""
    view = state.view(viewer)
    result = view["result"]
    scores = result["scores"]
    players = len(scores)
    steps = account_steps(view, state.map, NAMES[:players])
    kinds = [step.kind for step in steps]
    assert kinds[0] == "running"
    tail = ["stations", "valve", *(["terminals"] if state.terminals_on else []), "total", "places"]
    assert kinds[-len(tail) :] == tail
    middle = steps[1 : -len(tail)]
    # Company by company: its loans, then each of its contracts in the order it holds them.
    expected = []
    for company, score in enumerate(scores):
        expected += [("loan", company)] * len(score["borrowed"])
        expected += [("contract", company)] * len(score["contracts"])
    assert [(step.kind, step.company) for step in middle] == expected
    assert steps[0].points == tuple(score["running"] for score in scores)
    for company, score in enumerate(scores):
        own = [step for step in middle if step.company == company]
        loans = [step for step in own if step.kind == "loan"]
        assert [dict(step.routes) for step in loans] == [
            {route: "chosen"} for route in score["borrowed"]
        ]
        for step in loans:
            ((place, light),) = step.places
            assert light == "station" and state.stations[place] == company
            assert NAMES[company] in step.words
        contracts = [step for step in own if step.kind == "contract"]
        won = {contract: points for contract, points in score["fulfilled"]}
        lost = {contract: points for contract, points in score["failed"]}
        points = won | lost
        for contract, step in zip(score["contracts"], contracts):
            deal = state.map.contracts[contract]
            assert step.points[company] == points[contract]
            assert sum(step.points) == points[contract]
            assert dict(step.places) == {deal.a: "contract", deal.b: "contract"}
            assert state.map.places[deal.a].name in step.words
            if contract in won:
                (path,) = step.flows
                assert walks(state.map, path, deal.a, deal.b)
                allowed = set(state.routes_of(company)) | set(score["borrowed"])
                assert set(path) <= allowed
                assert f"+{points[contract]}" in step.words
            else:
                assert step.flows == () and f"−{-points[contract]}" in step.words
    stations = steps[kinds.index("stations")]
    assert stations.points == tuple(score["stations"] for score in scores)
    valve = steps[kinds.index("valve")]
    assert valve.points == tuple(score["golden_valve"] for score in scores)
    lit = {route for route, light in valve.routes if light == "path"}
    for company, score in enumerate(scores):
        traced = [route for route in lit if state.owners[route] == company]
        if score["golden_valve"]:
            board = state.board
            edges = [
                (board.ends_a[route], board.ends_b[route], board.lengths[route])
                for route in state.routes_of(company)
            ]
            assert sum(board.lengths[route] for route in traced) == score["longest"]
            assert score["longest"] == longest_trail(edges) > 0
        else:
            assert traced == []
    for company in range(players):
        added = sum(step.points[company] for step in steps)
        assert added == scores[company]["total"]
    total = steps[kinds.index("total")]
    assert total.cells == tuple(str(score["total"]).replace("-", "−") for score in scores)
    assert steps[-1].cells == tuple(str(place) for place in result["places"])


@pytest.mark.parametrize("seed", range(len(GAMES)))
def test_every_step_of_real_final_accounts_in_order_adding_up(seed: int) -> None:
    state = game(seed)
    for viewer in range(state.players):
        check_steps(state, viewer)


def test_a_contract_fulfilled_through_a_station_flows_through_the_borrowed_pipeline() -> None:
    def through_station(state: SpeedpipeState, result: Mapping[str, Any]) -> bool:
        """Whether a fulfilled contract's places are not joined by own pipelines alone."""
        return any(
            not state.connected(company, state.map.contracts[c].a, state.map.contracts[c].b)
            for company, score in enumerate(result["scores"])
            for c, _points in score["fulfilled"]
        )

    state = first_game(through_station)
    view = state.view(0)
    steps = account_steps(view, state.map, NAMES)
    found = 0
    for step in steps:
        if step.kind == "contract" and "Pumpstation" in step.words:
            (path,) = step.flows
            borrowed = view["result"]["scores"][step.company]["borrowed"]
            assert set(path) & set(borrowed)
            # The station's loan came before, naming that it fulfils a contract.
            loans = [
                s
                for s in steps[: steps.index(step)]
                if s.kind == "loan" and s.company == step.company
            ]
            assert any("kein Auftrag" not in loan.words for loan in loans)
            found += 1
    assert found


def test_the_golden_valve_is_shared_on_a_tie_and_every_longest_pipeline_traced() -> None:
    state = first_game(
        lambda _state, result: sum(score["golden_valve"] > 0 for score in result["scores"]) > 1
    )
    view = state.view(0)
    scores = view["result"]["scores"]
    winners = [company for company, score in enumerate(scores) if score["golden_valve"]]
    valve = next(step for step in account_steps(view, state.map, NAMES) if step.kind == "valve")
    assert valve.words.startswith("Goldenes Ventil bei Gleichstand für alle")
    for company in winners:
        assert NAMES[company] in valve.words and valve.points[company] == 10
        traced = [route for route, _light in valve.routes if state.owners[route] == company]
        assert sum(state.board.lengths[route] for route in traced) == scores[company]["longest"]
    assert f"je {scores[winners[0]]['longest']} Feldern" in valve.words


def test_the_tie_break_names_who_goes_first_and_who_shares() -> None:
    state = first_game(
        lambda _state, result: (
            len({score["total"] for score in result["scores"]}) < len(result["scores"])
        )
    )
    view = state.view(0)
    scores = view["result"]["scores"]
    places = account_steps(view, state.map, NAMES)[-1]
    totals = [score["total"] for score in scores]
    tied = next(total for total in totals if totals.count(total) > 1)
    assert f"Gleichstand bei {tied} Punkten" in places.words
    # The same table with every total equal and the fulfilled contracts deciding.
    equal = {**view, "result": {**view["result"], "scores": [dict(s) for s in scores]}}
    for score in equal["result"]["scores"]:
        score["total"] = 40
    finals = [
        FinalScore(company, 0, tuple(map(tuple, score["fulfilled"])), (), 0, 0, 0, 0, (), 40)
        for company, score in enumerate(equal["result"]["scores"])
    ]
    equal["result"]["places"] = list(tie_broken_places(tuple(finals)))
    words = account_steps(equal, state.map, NAMES)[-1].words
    assert "Gleichstand bei 40 Punkten" in words
    counts = [len(score["fulfilled"]) for score in scores]
    best = max(range(len(scores)), key=lambda company: (counts[company], -company))
    assert words.index(NAMES[best]) < min(
        words.index(NAMES[c], words.index("Gleichstand")) for c in range(len(scores)) if c != best
    )
    if counts.count(counts[best]) > 1 or len(set(counts)) < len(counts):
        assert "teilen Platz" in words


def test_a_view_of_a_game_not_over_is_refused_in_words() -> None:
    state = game(0)
    view = dict(state.view(0))
    del view["result"]
    with pytest.raises(ValueError, match="finished game"):
        account_steps(view, state.map, NAMES)
    with pytest.raises(ValueError, match="finished game"):
        FinalAccounts(COLUMN, view, NAMES, state.map, RecordingMap())


def accounts(
    state: SpeedpipeState,
    lights: RecordingMap,
    pressed: list[int] | None = None,
    share: float = 1.0,
    rect: pygame.Rect = COLUMN,
) -> FinalAccounts:
    """The final accounts of a finished game as seat 0 sees them."""
    on_continue = None if pressed is None else partial(pressed.append, 1)
    return FinalAccounts(
        rect, state.view(0), NAMES[: state.players], state.map, lights, on_continue, share
    )


def test_the_steps_come_one_by_one_at_the_tempo_with_the_map_lit_for_each() -> None:
    state = game(9)
    for share in (1.0, 0.45):
        lights = RecordingMap()
        shown = accounts(state, lights, share=share)
        seen = []
        elapsed = 0.0
        while not shown.complete:
            step = shown.steps[shown.shown - 1]
            seen.append(shown.shown)
            assert lights.lit() == (
                step.flows,
                dict(step.routes),
                dict(step.places),
            )
            assert not shown.button.visible
            shown.update(QUICK_SECONDS * share / 3)
            elapsed += QUICK_SECONDS * share / 3
        assert seen == sorted(seen) and set(seen) == set(range(1, len(shown.steps) + 1))
        wanted = sum(step.seconds for step in shown.steps) * share
        assert wanted <= elapsed < wanted + QUICK_SECONDS * share / 3 + 1e-9
        quick = sum(step.seconds == QUICK_SECONDS for step in shown.steps)
        assert quick == sum(step.kind in ("loan", "contract") for step in shown.steps)
        assert all(step.seconds in (QUICK_SECONDS, STEP_SECONDS) for step in shown.steps)
        # Lit once per step: three calls each.
        assert len(lights.calls) == 3 * len(shown.steps)
        assert shown.button.visible and shown.button.enabled
        flows, routes, _places = lights.lit()
        fulfilled = [s for s in shown.steps if s.kind == "contract" and s.flows]
        assert flows == tuple(s.flows[0] for s in fulfilled if s.flows[0])
        assert routes == dict(next(s.routes for s in shown.steps if s.kind == "valve"))


def test_weiter_leads_on_once_by_a_tap_or_enter() -> None:
    state = game(1)
    for press in ("tap", "enter"):
        pressed: list[int] = []
        shown = accounts(state, RecordingMap(), pressed)
        shown.update(STEP_SECONDS * 1.5)
        assert not shown.complete
        intent = Intent(IntentKind.TAP, pos=shown.button_rect().center)
        assert shown.handle(intent if press == "tap" else CONFIRM)
        assert shown.complete and pressed == []
        assert shown.shown == len(shown.steps)
        shown.update(0.0)
        assert shown.handle(intent if press == "tap" else CONFIRM)
        assert pressed == [1]
        assert shown.handle(intent if press == "tap" else CONFIRM)
        assert pressed == [1] and not shown.button.enabled


def test_a_tap_beside_the_panel_is_left_to_the_map() -> None:
    shown = accounts(game(1), RecordingMap())
    assert not shown.handle(Intent(IntentKind.TAP, pos=(COLUMN.x - 200, COLUMN.centery)))
    assert not shown.complete


def test_the_points_so_far_grow_to_the_totals_and_the_parts_fill_in() -> None:
    state = game(13)
    shown = accounts(state, RecordingMap())
    scores = state.view(0)["result"]["scores"]
    assert shown.points_so_far() == tuple(score["running"] for score in scores)
    assert shown.parts(0) == f"Leitungen und Boni {scores[0]['running']}"
    shown.finish()
    assert shown.points_so_far() == tuple(score["total"] for score in scores)
    parts = shown.parts(0)
    for words in ("Aufträge", "Stationen", "Goldenes Ventil", "Terminals"):
        assert words in parts
    assert [shown.place_words(c) for c in range(state.players)] == [
        f"Platz {place}" for place in state.view(0)["result"]["places"]
    ]


def draw_texts(shown: FinalAccounts, names: Sequence[str]) -> list[str]:
    """Draws the accounts; asserts every text is whole (names may be cut) and returns the
    lines."""
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        shown.draw(surface)
    problems = findings(recording.texts, frozenset(names))
    assert problems == [], [problem.describe() for problem in problems]
    return [drawn.line for drawn in recording.texts]


LONG_NAMES = ("Annemarie-Luise", "Bartholomäus", "Computer 3", "Computer 4", "Computer 5")


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [3, 9, 13, 23])
def test_every_step_draws_whole_in_both_languages(language: str, seed: int) -> None:
    set_language(language)
    state = game(seed)
    view = state.view(0)
    for rect in (COLUMN, WIDE):
        names = LONG_NAMES[: state.players]
        shown = FinalAccounts(rect, view, names, state.map, RecordingMap())
        lines = draw_texts(shown, names)
        assert shown.steps[0].words in " ".join(lines)
        while not shown.complete:
            shown.update(QUICK_SECONDS)
            draw_texts(shown, names)
        lines = draw_texts(shown, names)
        assert ("Weiter" if language == "de" else "Continue") in lines
        assert ("Schlussabrechnung" if language == "de" else "Final accounts") in lines
        # The newest words stand whole on the panel.
        assert shown.steps[-1].words.split()[0] in " ".join(lines)
