"""The extra rules on the table, read from real games: the Ölpreis of the round and what a contract
brings at its price, the Raffinerie-Bonus race, the leaks and until when, the Förderrecht and
the terminals; each only with its rule; the banner, the panel and the marks drawn whole in both
languages."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pygame
import pytest

from game.client.scenes.tables.speedpipe import extras
from game.client.text_recording import recording_texts
from game.rules.speedpipe.scoring import contract_points
from game.rules.speedpipe.state import SpeedpipeState
from game.texts import set_language
from tests.client.text_fit import findings

from .finished_games import ALL_RULES, NAMES, states

RULES = ("oil_price", "refinery_bonus", "leaks", "terminals")


@pytest.fixture(autouse=True)
def german() -> None:
    set_language("de")


def views(
    seed: int, players: int = 4, options: dict[str, str] | None = None
) -> Iterator[tuple[SpeedpipeState, dict[str, Any]]]:
    """After each move of a seeded game: the state and the view of the company to act (the one
    that just moved at the end)."""
    for state in states(seed, players, ALL_RULES if options is None else options):
        seat = state.to_act()[0] if state.to_act() else state.current
        yield state, state.view(seat)


def every_extra(view: dict[str, Any], state: SpeedpipeState) -> dict[str, Any]:
    """What each extra answers for a view."""
    names = NAMES[: state.players]
    return {
        "oil_price": extras.oil_price_words(view),
        "values": [
            extras.contract_value_words(view, state.map, contract) for contract in view["contracts"]
        ],
        "refinery_races": extras.refinery_races(view, state.map),
        "refinery": extras.refinery_words(view, state.map, names),
        "leaks": extras.leaks(view),
        "leak_words": extras.leak_words(view, state.map, names),
        "foerder": extras.foerder_words(view, state.map, names),
        "foerder_marks": extras.foerder_marks(view),
        "terminals": extras.terminal_words(view, state.map, names),
    }


OF_RULE = {
    "oil_price": ("oil_price", "values"),
    "refinery_bonus": ("refinery_races", "refinery"),
    "leaks": ("leaks", "leak_words"),
    "terminals": ("foerder", "foerder_marks", "terminals"),
}


# The answers in words, in the order the panel of all extras lists them.
WORDS_OF_RULE = {
    "oil_price": ("oil_price",),
    "refinery_bonus": ("refinery",),
    "leaks": ("leak_words",),
    "terminals": ("foerder", "terminals"),
}


def shown(answer: Any) -> bool:
    """Whether an answer shows anything."""
    if isinstance(answer, list):
        return any(item is not None for item in answer)
    return bool(answer)


@pytest.mark.parametrize("rule", RULES)
def test_each_extra_is_shown_only_with_its_rule(rule: str) -> None:
    seen = set()
    for number, (state, view) in enumerate(views(5, 3, {rule: "on"})):
        if number % 7:
            continue
        answers = every_extra(view, state)
        for key, answer in answers.items():
            if key not in OF_RULE[rule]:
                assert not shown(answer), key
            elif shown(answer):
                seen.add(key)
        lines = extras.extras_lines(view, state.map, NAMES[: state.players])
        wanted: list[str] = []
        for key in WORDS_OF_RULE[rule]:
            answer = answers[key]
            wanted.extend((answer,) if isinstance(answer, str) else answer)
        assert lines == tuple(wanted)
    assert seen >= {key for key in OF_RULE[rule] if key not in ("leaks", "foerder_marks")}


def test_without_any_rule_nothing_is_shown() -> None:
    for number, (state, view) in enumerate(views(2, 3, {})):
        if number % 5 == 0:
            assert not any(shown(answer) for answer in every_extra(view, state).values())
            assert extras.extras_lines(view, state.map, NAMES) == ()


def test_the_oil_price_of_the_round_and_what_a_contract_brings_at_its_price() -> None:
    checked_fulfilled = checked_open = 0
    for state, view in views(1):
        assert extras.oil_price_words(view) == (
            f"Ölpreis in Runde {state.round}: {state.oil_price} %"
        )
        prices = dict(state.fulfilled[view["viewer"]])
        for contract in view["contracts"]:
            words = extras.contract_value_words(view, state.map, contract)
            value = state.map.contracts[contract].value
            assert words is not None
            if contract in prices:
                points = contract_points(value, prices[contract])
                assert words.startswith(f"Erfüllt bei {prices[contract]} %: bringt {points}")
                checked_fulfilled += 1
            else:
                points = contract_points(value, state.oil_price)
                assert f"{state.oil_price} %" in words and f"jetzt {points}" in words
                assert f"am Ende {value}" in words
                checked_open += 1
        held = set(view["contracts"])
        other = next(c for c in range(len(state.map.contracts)) if c not in held)
        assert extras.contract_value_words(view, state.map, other) is None
    assert checked_fulfilled and checked_open


def test_the_refinery_race_counts_the_pipelines_and_names_first_and_second() -> None:
    last = None
    for state, view in views(3, 4):
        races = extras.refinery_races(view, state.map)
        for race in races:
            assert state.map.places[race.place].kind == "refinery"
            for company in range(state.players):
                own = sum(
                    state.owners[route] == company for route in state.map.routes_at[race.place]
                )
                assert race.pipes[company] == own
        won = [tuple(entry) for entry in view["refinery_race"]]
        for rank, (company, place) in enumerate(won):
            race = next(race for race in races if race.place == place)
            assert (company, (4, 2)[rank]) in race.winners
        last = (state, view, won)
    assert last is not None
    state, view, won = last
    assert won, "the game has a refinery bonus"
    words = extras.refinery_words(view, state.map, NAMES[: state.players])
    first, place = won[0]
    assert words[0].startswith("Raffinerie-Bonus: 1. ")
    assert f"1. {NAMES[first]} an {state.map.places[place].name} (+4)" in words[0]
    if len(won) < 2:
        assert "2. noch offen (+2)" in words[0]


def test_the_race_leader_is_named_while_a_bonus_is_left() -> None:
    found = 0
    for state, view in views(3, 4):
        won = view["refinery_race"]
        words = extras.refinery_words(view, state.map, NAMES[: state.players])
        if len(won) >= 2:
            assert len(words) == 1
            continue
        winners = {company for company, _place in won}
        best = max(
            (
                pipes
                for race in extras.refinery_races(view, state.map)
                for company, pipes in enumerate(race.pipes)
                if company not in winners
            ),
            default=0,
        )
        if best:
            assert f"mit {best} von 3 Leitungen" in words[1]
            found += 1
    assert found


def test_a_leak_names_its_route_and_whose_next_turn_lifts_it() -> None:
    found = 0
    for state, view in views(7, 3):
        leaks = extras.leaks(view)
        assert [leak.route for leak in leaks] == [
            route for route, holder in enumerate(state.blocked) if holder >= 0
        ]
        words = extras.leak_words(view, state.map, NAMES[:3])
        assert len(words) == len(leaks) + 1
        for leak, line in zip(leaks, words):
            route = state.map.routes[leak.route]
            assert state.map.places[route.a].name in line
            assert state.map.places[route.b].name in line
            if leak.until == view["viewer"]:
                assert line.endswith("bis zu deinem nächsten Zug.")
            else:
                assert line.endswith(f"bis zum nächsten Zug von {NAMES[leak.until]}.")
            found += 1
        left = 3 - state.leaks_gone
        assert words[-1] == (
            f"Leckkarten noch im Stapel: {left}" if left else "Alle Leckkarten sind gezogen."
        )
    assert found


def test_the_foerderrecht_names_first_and_second_and_the_terminals_their_ports() -> None:
    seen_open = seen_both = seen_terminal = 0
    for state, view in views(7, 5):
        names = NAMES[: state.players]
        (words,) = extras.foerder_words(view, state.map, names)
        won = [tuple(entry) for entry in view["foerder_race"]]
        assert words.startswith("Förderrecht: ")
        for rank, (company, place) in enumerate(won):
            assert f"{rank + 1}. {names[company]} an {state.map.places[place].name}" in words
            assert state.map.places[place].kind in ("oil_field", "platform")
        assert ("2. noch offen (+1)" in words) == (len(won) < 2)
        seen_open += len(won) < 2
        seen_both += len(won) == 2
        assert extras.foerder_marks(view) == tuple(
            (place, company, rank + 1) for rank, (company, place) in enumerate(won)
        )
        lines = extras.terminal_words(view, state.map, names)
        built = [company for company in range(state.players) if state.terminals[company]]
        if not built:
            assert lines == ("Noch steht kein Tankerterminal.",)
        else:
            assert len(lines) == len(built)
            for company, line in zip(built, lines):
                ports = state.terminals[company]
                assert line.startswith(f"Terminals von {names[company]}: ")
                assert all(state.map.places[port].name in line for port in ports)
                left = 2 - len(ports)
                assert line.endswith(f"(noch {left} frei)" if left else "(keins mehr frei)")
            seen_terminal += 1
    assert seen_open and seen_both and seen_terminal


def draw_whole(draw: Any, may_cut: Sequence[str] = ()) -> list[str]:
    """Runs a drawing on the canvas; asserts every text is whole; returns the lines."""
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        draw(surface)
    problems = findings(recording.texts, frozenset(may_cut))
    assert problems == [], [problem.describe() for problem in problems]
    return [drawn.line for drawn in recording.texts]


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_banner_panel_and_marks_draw_whole_in_both_languages(language: str) -> None:
    set_language(language)
    banner = pygame.Rect(32, 116, 1100, 44)
    panel = pygame.Rect(1440, 600, 456, 340)
    drawn = 0
    for number, (state, view) in enumerate(views(7, 5)):
        if number % 9:
            continue
        names = NAMES[: state.players]
        oil = extras.oil_price_words(view)
        assert oil is not None
        assert oil in draw_whole(lambda surface, oil=oil: extras.draw_banner(surface, banner, oil))
        for words in extras.leak_words(view, state.map, names)[:-1]:
            assert (
                " ".join(
                    draw_whole(
                        lambda surface, words=words: extras.draw_banner(surface, banner, words)
                    )
                )
                == words
            )
        lines = extras.extras_lines(view, state.map, names)
        shown_count = []
        text_lines = draw_whole(
            lambda surface, lines=lines, shown_count=shown_count: shown_count.append(
                extras.draw_extras(surface, panel, lines)
            )
        )
        assert " ".join(text_lines) == " ".join(lines[: shown_count[0]])
        assert shown_count[0] >= min(len(lines), 3)
        for index, race in enumerate(extras.refinery_races(view, state.map)):
            centre = (200 + 260 * (index % 6), 300 + 120 * (index // 6))
            chips = draw_whole(
                lambda surface, race=race, centre=centre, names=names: extras.draw_refinery_race(
                    surface, centre, race, names
                )
            )
            assert len(chips) == sum(pipes > 0 for pipes in race.pipes)
            assert all(chip[0] in "ABCDE" for chip in chips)
        for place, company, rank in extras.foerder_marks(view):
            (mark,) = draw_whole(
                lambda surface, company=company, rank=rank, names=names: extras.draw_foerder_mark(
                    surface, (900, 500), company, rank, names
                )
            )
            assert mark == f"{names[company][0]} {rank}."
            assert state.map.places[place].kind in ("oil_field", "platform")
        drawn += 1
    assert drawn > 10
