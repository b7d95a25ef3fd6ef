"""The end table of a Tycoon game: money as cash less Restschuld, places after the hotel
tie-break told in words, the rule of who wins, "Nochmal spielen" opening a new Tycoon table;
whole in German and English."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.end_scene import EndScene, end_words, standings
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.text_recording import recording_texts
from game.rules.tycoon.state import TycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.fake_table_scene import MenuStandIn
from tests.client.text_fit import findings
from tests.client.tycoon.positions import finished


def tycoon_table(app: App, state: TycoonState) -> Table:
    """A finished Tycoon table of Anna against computers, holding this state."""
    seats = [Seat("Anna")] + [
        Seat(f"Computer {seat + 1}", COMPUTER, "easy") for seat in range(1, state.players)
    ]
    setup = TableSetup("tycoon", tuple(seats), {}, 5, None)
    return Table(setup, app.services.bots, state=state)


def test_the_money_is_cash_less_restschuld_in_the_places_order(app: App) -> None:
    set_language("de")
    state = finished(4, 3)
    state.debt[1] = 3
    state.cash[1] += 3
    table = tycoon_table(app, state)
    scene = EndScene(app, table)
    assert scene.score_label == "Geld"
    assert scene.best_line.startswith("Es zählt Bargeld weniger Restschuld")
    scores = state.scores()
    for line in scene.lines:
        if line.seat == 1:
            assert line.score == f"{state.cash[1]} − 3 = {scores[1]} Mio."
        else:
            assert line.score == f"{scores[line.seat]} Mio."
    assert [line.seat for line in scene.lines] == [line.seat for line in standings(table)]
    ordered = [scores[line.seat] for line in scene.lines]
    assert ordered == sorted(ordered, reverse=True)
    assert scene.again_button.label == "Nochmal spielen"
    assert scene.widgets.focus.focused is scene.again_button


def test_equal_money_is_ordered_by_the_hotels_standing_and_told(app: App) -> None:
    set_language("de")
    state = finished(3, 2)
    hotels = state.standing_hotels()
    # Three seats with the same money: the hotels standing decide (and may share a place).
    for seat in range(3):
        state.cash[seat] = 40
        state.debt[seat] = 0
    scene = EndScene(app, tycoon_table(app, state))
    places = state.placings()
    assert [line.seat for line in scene.lines] == sorted(
        range(3), key=lambda seat: (-hotels[seat], seat)
    )
    (note,) = [line for line in scene.bonus_lines if line.startswith("Gleich viel Geld")]
    assert note.startswith("Gleich viel Geld (40 Mio.), es entscheiden die Hotels in den Ketten:")
    for line in scene.lines:
        entry = f"{line.name} {hotels[line.seat]} Hotels (Platz {places[line.seat]})"
        assert entry in note
    first = scene.lines[0]
    assert first.winner and places[first.seat] == 1


def test_without_equal_money_no_tie_is_told(app: App) -> None:
    set_language("en")
    state = finished(2, 1)
    state.cash[0], state.cash[1] = 50, 20
    state.debt[0] = state.debt[1] = 0
    words = end_words(tycoon_table(app, state))
    assert words is not None
    assert words.notes == ()
    assert words.cells == ("50 M", "20 M")
    assert words.score_label == "Money"


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_end_table_is_whole(app: App, language: str) -> None:
    set_language(language)
    state = finished(5, 4)
    state.cash[2], state.debt[2] = 0, 7
    state.cash[3] = state.cash[4] = 33
    state.debt[3] = state.debt[4] = 0
    scene = EndScene(app, tycoon_table(app, state))
    surface = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        scene.draw(surface)
    found = findings(recording.texts, frozenset())
    assert found == [], [finding.describe() for finding in found]
    texts = [line.whole for line in recording.texts]
    assert text("end_table.again") in texts
    assert scene.best_line in texts
    assert any(
        line.startswith(text("tycoon.payday.final.tie", amount=33, entries="")[:12])
        for line in texts
    )
    assert f"{'−'}7 Mio." in texts or "0 − 7 = −7 Mio." in texts or "0 − 7 = −7 M" in texts


def test_nochmal_spielen_opens_a_new_tycoon_table(app: App, menu: MenuStandIn) -> None:
    set_language("de")
    table = tycoon_table(app, finished(3, 2))
    app.push(EndScene(app, table))
    app.frame(1 / 60)
    scene = app.scene
    assert isinstance(scene, EndScene)
    window_pos = app.letterbox.to_window(scene.again_button.rect.center)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=window_pos, button=1))
    app.frame(1 / 60)
    again = app.scene
    assert isinstance(again, TycoonScene)
    assert again.table is not table and not again.table.is_over
    assert again.table.setup.seats == table.setup.seats
    assert again.table.setup.seed != table.setup.seed
    assert app.scenes == [menu, again]
