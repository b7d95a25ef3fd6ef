"""Your holdings and the table's state: the numbers shown are the state's, each part comes only
with its module, every part has an info window with its rule, the loan hints follow the loans,
and both languages fit at two and six players."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.scenes.tables.speedtycoon.table_state_panel import (
    TableStatePanel,
    panel_height,
    sections,
)
from game.client.text_recording import DrawnText, recording_texts
from game.rules.speedtycoon.catalogue import CURRENCIES, STARTUP, VENTURE_CAPITAL
from game.rules.speedtycoon.scorings import unicorn_threshold
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.view import view_of
from game.texts import set_language, text
from tests.client.speedtycoon.positions import random_positions
from tests.client.text_fit import findings
from tests.rules.speedtycoon.scenario import new

WIDTH = 440
NAMES = ("Anna", "Bernhard", "Cem", "Dörte", "Emil", "Fatima")


def sampled(seed: int, every: int) -> Iterator[tuple[SpeedtycoonState, int]]:
    """Every so many positions of a random game at the seed's table."""
    for count, (state, player) in enumerate(random_positions(seed)):
        if count % every == 0:
            yield state, player


def draw(state: SpeedtycoonState, viewer: int | None) -> tuple[TableStatePanel, list[DrawnText]]:
    """The panel drawn for the viewer; returns it and its texts."""
    view = view_of(state, viewer)
    names = NAMES[: state.players]
    surface = pygame.Surface((WIDTH + 40, panel_height(view, names, WIDTH) + 40))
    panel = TableStatePanel()
    with recording_texts() as recording:
        panel.draw(surface, pygame.Rect(20, 20, WIDTH, surface.get_height() - 40), view, names)
    return panel, recording.texts


def words_by_key(panel: TableStatePanel) -> dict[tuple[object, ...], list[str]]:
    """Every chip's words by key (the rates' key holds two)."""
    found: dict[tuple[object, ...], list[str]] = {}
    for part in panel.laid:
        for spot in part.chips:
            found.setdefault(spot.chip.key, []).append(spot.chip.words)
    return found


@pytest.mark.parametrize("seed", [0, 1, 3, 5])
def test_the_numbers_shown_are_the_states(seed: int) -> None:
    set_language("de")
    for state, viewer in sampled(seed, 4):
        panel, texts = draw(state, viewer)
        words = words_by_key(panel)
        scorings = sum(card in (STARTUP, VENTURE_CAPITAL) for card in state.deck)
        assert words[("scorings",)] == [f"Bewertungen im Geldstapel: {scorings}"]
        assert words[("bag",)] == [f"Gebäude im Beutel: {len(state.bag)}"]
        if "staatsauftraege" in state.modules:
            assert sorted(key[1] for key in words if key[0] == "order") == sorted(
                state.orders[viewer]
            )
        if "tunnel" in state.modules:
            assert words[("tunnels",)] == [f"Tunnel {state.tunnels_left[viewer]}"]
        if "insidertipp" in state.modules:
            assert words[("tips",)] == [f"Tipps {state.tips[viewer]}"]
        if "unicorn" in state.modules:
            for branch, owner in enumerate(state.unicorns):
                expected = NAMES[owner] if owner >= 0 else f"ab {unicorn_threshold(state, branch)}"
                assert words[("unicorn", branch)] == [expected]
        if "wechselkurse" in state.modules and state.strong >= 0:
            assert words[("rates",)] == [
                f"stark {CURRENCIES[state.strong]}",
                f"schwach {CURRENCIES[state.weak]}",
            ]
        for news, turns in state.news.items():
            assert any(str(turns) in line for line in words[("news", news)])
        for boom in state.booms:
            assert ("news", boom) in words
        assert findings(texts, frozenset()) == []


def keys_of(state: SpeedtycoonState, viewer: int | None = 0) -> set[object]:
    """The kinds of parts the panel shows."""
    view = view_of(state, viewer)
    return {chip.key[0] for part in sections(view, NAMES[: state.players]) for chip in part.chips}


MODULE_PARTS: dict[str, set[object]] = {
    "staatsauftraege": {"order"},
    "tunnel": {"tunnels"},
    "insidertipp": {"tips"},
    "kredite": {"loans", "loan_hint"},
    "lobbyist": {"lobby"},
    "unicorn": {"unicorn"},
    "nachrichten": {"news"},
    "wechselkurse": {"rates"},
    "sonderzonen": {"zone"},
}


def test_each_part_comes_only_with_its_module() -> None:
    every = set().union(*MODULE_PARTS.values())
    assert keys_of(new(4, 3, {"mode": "klassisch"})) == {"scorings", "bag"}
    assert every <= keys_of(new(4, 3, {"mode": "tycoon"}))
    assert keys_of(new(3, 3, {"mode": "modern"})) & every == {"news", "rates"}
    for module, parts in MODULE_PARTS.items():
        shown = keys_of(new(3, 2, {"mode": "eigene", module: "on"}))
        assert shown - {"scorings", "bag"} == parts, module
    # Without a viewer (watching) there are no own holdings.
    assert keys_of(new(4, 3, {"mode": "tycoon"}), None) & {"order", "tunnels", "tips"} == set()


def test_the_loan_hints_follow_the_loans() -> None:
    set_language("de")
    state = new(3, 5, {"mode": "tycoon"})
    for loans, hints in ((0, {"loan_hint"}), (1, {"loan_hint", "repay_hint"}), (2, {"repay_hint"})):
        state.loans[0] = loans
        shown = keys_of(state)
        assert shown & {"loan_hint", "repay_hint"} == hints
    panel, texts = draw(state, 0)
    lines = [drawn.line for drawn in texts]
    assert "Kredite 2" in lines and "„12 zurückzahlen“" in lines


def test_a_built_order_is_marked_and_its_info_says_it_counts_double() -> None:
    set_language("de")
    state = new(3, 5, {"mode": "tycoon"})
    ordered = state.orders[0][0]
    state.empires[0].fields[(1, 0)] = ordered
    panel, _texts = draw(state, 0)
    spot = next(s for part in panel.laid for s in part.chips if s.chip.key == ("order", ordered))
    assert spot.chip.words.endswith("✓")
    found = panel.info_at(spot.rect.center)
    assert found is not None and "doppelt" in found[1].for_you[0]
    assert text("speedtycoon.modules.staatsauftraege") in found[1].rule


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_part_has_an_info_window_with_its_rule(language: str) -> None:
    set_language(language)
    state = new(2, 9, {"mode": "tycoon"})
    state.news = {"hafenstreik": 2, "oelkrise": 1}
    state.closed_place = 1
    state.booms = ["tech_boom"]
    state.strong, state.weak = 2, 3
    state.unicorns[1] = 1
    state.loans[0] = 1
    panel, texts = draw(state, 0)
    assert findings(texts, frozenset()) == []
    lines = [drawn.line for drawn in texts]
    assert any(text("speedtycoon.places.frankfurt.name") in line for line in lines)
    for part in panel.laid:
        for spot in part.chips:
            found = panel.info_at(spot.rect.center)
            assert found is not None
            target, content = found
            assert content.title and content.rule and all(content.rule)
            assert panel.info_at(spot.rect.center)[0] is target  # type: ignore[index]
    assert panel.info_at((0, 0)) is None


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("seed", [1, 5])
def test_both_languages_fit_at_two_and_six_players(language: str, seed: int) -> None:
    set_language(language)
    for state, viewer in sampled(seed, 8):
        _panel, texts = draw(state, viewer)
        assert findings(texts, frozenset()) == []


def test_a_short_room_shrinks_the_chips_until_the_panel_fits() -> None:
    set_language("en")
    state = new(6, 3, {"mode": "tycoon"})
    view = view_of(state, 0)
    short = panel_height(view, NAMES, WIDTH, 14)
    assert short < panel_height(view, NAMES, WIDTH)
    panel = TableStatePanel()
    area = pygame.Rect(0, 0, WIDTH, short)
    with recording_texts() as recording:
        laid = panel.draw(pygame.Surface(area.size), area, view, NAMES)
    assert all(area.contains(spot.rect) for part in laid for spot in part.chips)
    assert {spot.size for part in laid for spot in part.chips} <= {14, 13, 12, 11}
    assert findings(recording.texts, frozenset()) == []
