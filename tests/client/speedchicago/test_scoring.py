"""Speedchicago's year-end scoring shown house by house, the photographer decision, and the end
table's place bonus."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.end_scene import EndScene, standings
from game.client.scenes.tables.speedchicago.board import ShownBoard
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.scenes.tables.speedchicago.scoring import (
    HOUSE_SECONDS,
    TAIL_SECONDS,
    TOTAL_AT,
    TRACK_AT,
)
from game.rules.core import Outcome
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.houses import find_houses
from game.rules.speedchicago.moves import END_TURN
from game.rules.speedchicago.site import FIELD_NAMES, GRUNDSPIEL_FOUNDATIONS
from game.rules.speedchicago.state import PHOTO, PHOTOGRAPHER, TURN
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text

FRAME = 0.5
# Frames of a whole year: long enough to be quick, short enough to catch the show busy.
YEAR_FRAME = 1.5
# A little more than a step, so that float sums never fall just short of it.
NUDGE = 0.01


def field(name: str) -> int:
    """The index of a field named like 'd4'."""
    return FIELD_NAMES.index(name)


def chicago_setup(seed: int = 3, **options: str) -> TableSetup:
    """Anna against three easy computers (Rot, Blau, Gelb)."""
    seats = (
        Seat("Anna"),
        Seat("Rot", COMPUTER, "easy"),
        Seat("Blau", COMPUTER, "easy"),
        Seat("Gelb", COMPUTER, "easy"),
    )
    return TableSetup("speedchicago", seats, options, seed, None)


@pytest.fixture
def scene(app: App) -> SpeedchicagoScene:
    """A Speedchicago table started as the client starts it."""
    start_table(app, chicago_setup())
    shown = app.scene
    assert isinstance(shown, SpeedchicagoScene)
    return shown


# House d4 grown to five fields (d4 three floors high); every other stone stands alone.
D4_HOUSE = ("d4", "c4", "d3", "c3", "e3")


def scoring_board() -> ShownBoard:
    """A board with Rot on d4's 3rd floor and on f2, and the photographer in d4's house."""
    board = ShownBoard()
    board.foundations = list(GRUNDSPIEL_FOUNDATIONS)
    for stone in GRUNDSPIEL_FOUNDATIONS:
        board.heights[stone] = 1
    for name in D4_HOUSE:
        board.heights[field(name)] = 1
    board.heights[field("d4")] = 3
    board.figures[field("d4")] = 1
    board.figures[field("d3")] = 1
    board.figures[field("f2")] = 1
    board.figures[field("c3")] = PHOTOGRAPHER
    board.photographer = field("c3")
    return board


def rot_scored(year: int = 1891) -> ev.CompanyScored:
    """Rot's scoring on that board: f2 1 × 1, d4 5 × 3, the photographer 5; field 21 was taken
    twice over, so the marker went on to 23."""
    houses = (ev.HouseScored(1, 1, 1, 1), ev.HouseScored(2, 5, 3, 15))
    return ev.CompanyScored(1, year, houses, 5, 0, 21, 23, 2)


def blau_scored(year: int = 1891) -> ev.CompanyScored:
    """Blau has no foreman in any house."""
    return ev.CompanyScored(2, year, (), 0, 0, 0, 0, 0)


def test_the_board_has_the_house_the_events_speak_of() -> None:
    board = scoring_board()
    houses = find_houses(board.heights, board.foundations)
    assert houses.area[2] == 5 and houses.area[1] == 1
    assert board.foundations[2] == field("d4")


def test_a_company_is_scored_house_by_house_with_the_calculation(
    scene: SpeedchicagoScene,
) -> None:
    show = scene.scoring
    board = scoring_board()
    show.show(rot_scored(), board)
    rot = scene.colours[1]
    assert show.texts() == [
        text("chicago_scoring.title", year=1891),
        "Rot",
        text("chicago_scoring.house", house="f2", area=1, floor=1, points=1),
    ]
    assert show.texts()[0] == "Wertung 1891"
    assert show.plates() == {field("f2"): (*rot, pytest.approx(0.95))}

    show.update(HOUSE_SECONDS + NUDGE)
    assert show.texts()[-1] == "Haus d4: Grundfläche 5 × 3. Stockwerk = 15"
    assert set(show.plates()) == {field(name) for name in D4_HOUSE}
    assert [line.lit for line in show.lines()][-2:] == [False, True]

    show.update(HOUSE_SECONDS)
    photographer = text("chicago_scoring.photographer", floor=1, points=5)
    assert show.texts()[-1] == photographer
    # The photographer stands in d4's house: it is lit again while his bonus shows.
    assert set(show.plates()) == {field(name) for name in D4_HOUSE}
    assert text("chicago_scoring.total", points=21) not in show.texts()

    show.update(TOTAL_AT)
    assert show.texts()[-1] == "Zusammen: 21 Punkte"
    assert show.plates() == {}

    show.update(TRACK_AT - TOTAL_AT)
    assert show.texts()[-2:] == [
        text("chicago_scoring.track", before=0, score=23),
        text("chicago_scoring.bumped", wanted=21, score=23),
    ]
    assert show.texts()[-1] == "Feld 21 besetzt: weiter auf 23"


def test_earlier_companies_stay_listed_with_their_totals(scene: SpeedchicagoScene) -> None:
    show = scene.scoring
    board = scoring_board()
    show.show(rot_scored(), board)
    show.update(show.seconds_for(rot_scored()) + NUDGE)
    show.show(blau_scored(), board)
    assert show.texts()[:3] == ["Wertung 1891", "Rot: +21 → 23", "Blau"]
    show.update(TAIL_SECONDS)
    assert text("chicago_scoring.no_house") in show.texts()
    assert show.texts()[-1] == text("chicago_scoring.track", before=0, score=0)
    # The next year's scoring starts a new list.
    show.show(rot_scored(1892), board)
    assert show.texts()[:2] == ["Wertung 1892", "Rot"]
    show.close()
    assert show.lines() == [] and show.plates() == {} and not show.active


def test_companies_arriving_at_once_are_shown_one_after_the_other(
    scene: SpeedchicagoScene,
) -> None:
    show = scene.scoring
    board = scoring_board()
    show.show(rot_scored(), board)
    show.show(blau_scored(), board)
    assert show.busy and show.texts()[1] == "Rot"
    show.update(show.seconds_for(rot_scored()) + NUDGE)
    assert show.texts()[1:3] == ["Rot: +21 → 23", "Blau"]


def test_the_show_takes_longer_with_more_houses(scene: SpeedchicagoScene) -> None:
    show = scene.scoring
    none = blau_scored()
    two = rot_scored()
    five = ev.CompanyScored(
        1, 1891, tuple(ev.HouseScored(house, 1, 1, 1) for house in range(5)), 0, 0, 5, 5, 0
    )
    assert show.seconds_for(none) == pytest.approx(TAIL_SECONDS)
    assert show.seconds_for(two) == pytest.approx(2 * HOUSE_SECONDS + TAIL_SECONDS)
    assert show.seconds_for(none) < show.seconds_for(two) < show.seconds_for(five)
    # The scene's event queue keeps each scoring on screen for exactly that time.
    assert scene.event_seconds(two) == pytest.approx(show.seconds_for(two))


def test_the_site_lights_the_house_being_scored(scene: SpeedchicagoScene) -> None:
    scene.board = scoring_board()
    scene.scoring.show(rot_scored(), scene.board)
    scene.scoring.update(HOUSE_SECONDS + NUDGE)
    plates = scene.look().plates
    assert {field(name) for name in D4_HOUSE} <= set(plates)
    assert plates[field("d4")].tone == pytest.approx(scene.colours[1])


def test_the_photographer_banner_for_the_last_placed(
    scene: SpeedchicagoScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    show = scene.scoring
    show.show(rot_scored(), scoring_board())
    show.update(show.seconds_for(rot_scored()) + NUDGE)
    assert show.banner() == ""
    monkeypatch.setattr(SpeedchicagoScene, "photo_decision", property(lambda self: True))
    assert show.banner() == (
        "Du liegst hinten: Schick den Fotografen auf einen freien Stein eines Hauses – "
        "oder lass ihn stehen"
    )
    # While the player decides, the panel keeps only the totals, so the site stays visible.
    assert show.texts() == ["Wertung 1891", "Rot: +21 → 23"]


def test_while_another_company_decides_the_panel_says_who(
    scene: SpeedchicagoScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    show = scene.scoring
    show.show(rot_scored(), scoring_board())
    show.update(show.seconds_for(rot_scored()) + NUDGE)
    monkeypatch.setattr(SpeedchicagoScene, "photo_decision", property(lambda self: False))
    assert scene.view_data is not None
    scene.view_data = {**scene.view_data, "phase": PHOTO, "acting": [2]}
    assert show.banner() == ""
    assert show.texts() == [
        "Wertung 1891",
        "Rot: +21 → 23",
        "Blau liegt hinten und entscheidet, wohin der Fotograf geht.",
    ]


def test_a_whole_year_is_scored_and_the_last_placed_player_decides(
    app: App, scene: SpeedchicagoScene
) -> None:
    """Anna only ends her turns; after 1891's scoring she is last and sends the photographer."""
    scored_while_showing: list[str] = []
    for _ in range(600):
        app.frame(YEAR_FRAME)
        if scene.scoring.busy and not scored_while_showing:
            scored_while_showing = scene.scoring.texts()
        if not scene.can_act():
            continue
        phase = scene.view_data["phase"] if scene.view_data else ""
        if phase == PHOTO:
            # Anna ends 1891 herself (she begins its first and ends its last round): the
            # scoring is shown to its end before she decides.
            if scene.scoring.busy:
                continue
            break
        scene.send(END_TURN if phase == TURN else scene.legal[0])
    assert scene.photo_decision
    assert scored_while_showing[0] == "Wertung 1891"
    names = [seat.name for seat in scene.table.setup.seats]
    scores = scene.view_data["scores"]
    summaries = scene.scoring.texts()[1:]
    assert len(summaries) == len(names)
    for company, name in enumerate(names):
        assert any(
            line.startswith(f"{name}: +") and line.endswith(f"→ {scores[company]}")
            for line in summaries
        )
    assert scene.scoring.banner() == text("chicago_scoring.photo_banner")
    app.frame(FRAME)
    # Sending the photographer starts 1892: the panel closes.
    target = next(iter(scene.targets.values()))
    scene.send(target.move)
    for _ in range(20):
        app.frame(FRAME)
    assert not scene.scoring.active and scene.scoring.banner() == ""


# ---- the end table's place bonus ---------------------------------------------------------------


class FinishedTable:
    """A finished table with a chosen outcome (the end table reads only these two things)."""

    def __init__(self, setup: TableSetup, outcome: Outcome) -> None:
        self.setup = setup
        self._outcome = outcome

    def outcome(self) -> Outcome:
        """The chosen outcome."""
        return self._outcome


def finished_chicago(**options: str) -> Table:
    """A finished Speedchicago table: Anna 64 (1st), Rot 40, Blau 22, Gelb 12."""
    outcome = Outcome((64, 40, 22, 12), (1, 2, 3, 4), lower_is_better=False)
    table: Table = FinishedTable(chicago_setup(**options), outcome)  # type: ignore[assignment]
    return table


def test_the_end_table_adds_the_place_bonus_for_speedchicago(app: App) -> None:
    lines = standings(finished_chicago())
    assert [line.score for line in lines] == [
        "Punkte 64 + Platzbonus 30",
        "Punkte 40 + Platzbonus 15",
        "Punkte 22 + Platzbonus 5",
        "Punkte 12",
    ]
    scene = EndScene(app, finished_chicago())
    assert scene.bonus_lines == [
        text("end_table.place_bonus.rule", bonuses="30 / 15 / 5", places="1 / 2 / 3"),
        text("end_table.place_bonus.open_cards"),
    ]
    with_open_cards = EndScene(app, finished_chicago(open_cards="on"))
    assert with_open_cards.bonus_lines[-1] == text("end_table.place_bonus.not_counted")
    app.push(scene)
    app.frame(1 / 60)


def test_other_games_keep_their_plain_scores(app: App) -> None:
    seats = (Seat("Anna"), Seat("Ben"))
    setup = TableSetup("speedstocks", seats, {}, 5, None)
    outcome = Outcome((12, 30), (1, 2), lower_is_better=True)
    table: Table = FinishedTable(setup, outcome)  # type: ignore[assignment]
    assert [line.score for line in standings(table)] == ["12", "30"]
    assert EndScene(app, table).bonus_lines == []
