"""The build preview: its words name the price, the field, the red field's victim, the majority
change, the payday change and each factory site; a focus keeps one build in whole sentences;
refusals carry a sign besides their colour; and every drawing fits PREVIEW_RECT in German and
English, for positions of real games and for long names."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.client.scenes.tables.tycoon.build_preview import REFUSAL_SIGN, draw_build_preview
from game.client.scenes.tables.tycoon.layout import PREVIEW_RECT
from game.client.scenes.tables.tycoon.preview_words import (
    REFUSED,
    PreviewWords,
    parse_focus,
    preview_words,
)
from game.client.text_recording import recording_texts
from game.rules.core import Move
from game.rules.tycoon.forecast import BuildPreview, build_preview, build_preview_at
from game.rules.tycoon.moves import BuildFactory, BuildHotel, Renovate
from game.rules.tycoon.state import TycoonState
from game.texts import set_language
from tests.client.text_fit import findings
from tests.client.tycoon.positions import played_until
from tests.rules.tycoon.scenario import table
from tests.rules.tycoon.test_forecast import played_positions

NAMES = ["Anna", "Bernd", "Clara"]
LONG_NAMES = ["Maximiliane", "Bartholomäus", "Kunigunde", "Wolfgang-Amadeus", "Friederike"]
FOCI = (None, "hotel", "renovate", "factory:0", "factory:1")


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    """Fonts ready for measuring and drawing."""
    pygame.font.init()
    yield


def red_hotel() -> TycoonState:
    """Player 0 on Aurelia's dear place, the red field next: Bernd's hotel on field 1 goes and
    player 0 takes the majority; Clara owns the first factory site."""
    return table(
        3, chains={"aurelia": [1, 0, 1]}, planes={0: ("aurelia", 1)}, factories={"aurelia": [2, -1]}
    )


def every_line(words: PreviewWords) -> list[str]:
    """All of the preview's texts, title first."""
    lines = [words.title]
    for block in (words.hotel, words.renovation, *words.factories):
        lines += [line.text for line in block]
    return lines


def drawn(preview: BuildPreview | None, names: list[str], focus: str | None) -> list[str]:
    """Draws the preview into PREVIEW_RECT of a canvas; fails on any text finding or a text
    outside the rect; the texts drawn, each once."""
    canvas = pygame.Surface((1920, 1080))
    with recording_texts() as recording:
        draw_build_preview(canvas, PREVIEW_RECT, preview, names, focus)
    found = findings(recording.texts, frozenset())
    assert found == [], [finding.describe() for finding in found]
    for text in recording.texts:
        assert PREVIEW_RECT.contains(text.ink), text.line
    # A text wrapped onto several lines is one text.
    return list(dict.fromkeys(text.whole for text in recording.texts))


def test_the_overview_names_price_field_victim_majority_payday_and_each_site() -> None:
    set_language("de")
    words = preview_words(build_preview(red_hotel(), 0), NAMES)
    assert words.title == "Bauen in Aurelia · Landeplatz 2 (Hotel 3 Mio.)"
    assert [line.text for line in words.hotel] == [
        "Hotel: 3 Mio., Feld 4 · rot: Hotel von Bernd → Stadtbild",
        "Du holst dir die Mehrheit von Bernd.",
        "Zahltag jetzt: du +2, Bernd \u22121, Clara +1",
    ]
    assert [[line.text for line in site] for site in words.factories] == [
        ["Fabrik 1: von Clara", "bringt jetzt 3 Mio."],
        ["Fabrik 2: 5 Mio.", "bringt jetzt 3 Mio."],
    ]
    assert words.renovation == () and not words.focused


def test_a_focus_keeps_one_build_in_whole_sentences() -> None:
    set_language("de")
    preview = build_preview(red_hotel(), 0)
    hotel = preview_words(preview, NAMES, "hotel")
    assert hotel.focused and hotel.factories == ()
    assert "Rotes Feld: Das Hotel von Bernd auf Feld 1 kommt aufs Stadtbild." in every_line(hotel)
    site = preview_words(preview, NAMES, "factory:1")
    assert site.hotel == () and len(site.factories) == 1
    assert site.factories[0][0].text.startswith("Bauplatz 2: Eine Fabrik kostet 5 Mio.")
    set_language("en")
    english = preview_words(preview, NAMES, "hotel")
    assert "Red field: Bernd's hotel on field 1 goes to the city picture." in every_line(english)


def test_refusals_say_why_and_are_marked_by_a_sign() -> None:
    set_language("de")
    poor = table(3, cash=[2, 15, 15], planes={0: ("corvento", 0)})
    words = preview_words(build_preview(poor, 0), NAMES)
    refused = [line for line in words.hotel if line.tone == REFUSED]
    assert [line.text for line in refused] == ["zu wenig Geld"]
    whole = preview_words(build_preview(poor, 0), NAMES, "hotel")
    assert [line.text for line in whole.hotel if line.tone == REFUSED] == [
        "Zu wenig Bargeld: Du hast 2 Mio."
    ]
    assert REFUSAL_SIGN + "zu wenig Geld" in drawn(build_preview(poor, 0), NAMES, None)


def test_a_renovation_names_its_field_and_a_full_chain_offers_only_factories() -> None:
    set_language("de")
    waiting = table(
        3, chains={"brisa": [-1, 1, 2, 2, 1]}, renovation={"brisa": [0]}, planes={0: ("brisa", 0)}
    )
    words = preview_words(build_preview(waiting, 0), NAMES)
    assert words.renovation[0].text == "Renovieren: kostenlos auf Feld 6 · Zahltag jetzt: du +1"
    full = table(
        3,
        round=3,
        chains={"brisa": [-1] + [0, 1] * 6 + [2]},
        renovation={"brisa": [0]},
        planes={0: ("brisa", 0)},
    )
    words = preview_words(build_preview(full, 0), NAMES)
    assert [line.text for line in words.hotel] == [
        "Die Kette ist voll: kein Hotel, keine Renovierung – eine Fabrik geht noch."
    ]
    assert words.renovation == () and len(words.factories) == 2


def test_at_home_and_in_the_air_the_preview_says_why_nothing_is_built() -> None:
    set_language("de")
    state = red_hotel()
    home = drawn(build_preview(state, 1), NAMES, None)
    assert home == ["Dein Flugzeug steht in der Hausbank – gebaut wird nur auf einem Landeplatz."]
    air = drawn(build_preview_at(state, 0, 4, -1), NAMES, "hotel")
    assert air == ["Über Estrela in der Luft – gebaut wird nur auf einem Landeplatz."]
    assert drawn(None, NAMES, None) == ["Hier steht, was ein Bau jetzt bewirken würde."]


def test_a_focus_naming_no_build_is_refused_in_words() -> None:
    assert parse_focus("factory:1") == ("factory", 1)
    assert parse_focus(None) == (None, -1)
    with pytest.raises(ValueError, match="no focus"):
        parse_focus("castle")


def moments() -> list[TycoonState]:
    """Positions of seeded games just before a computer builds a hotel, renovates or builds a
    factory, with 3 and 5 players."""
    found = []
    kinds: tuple[type[Move], ...] = (BuildHotel, Renovate, BuildFactory)
    for players in (3, 5):
        for kind in kinds:

            def stop(state: TycoonState, seat: int, move: Move, kind: type[Move] = kind) -> bool:
                return isinstance(move, kind) and state.round == 2

            state, _move = played_until(stop, players=players, seed=3)
            found.append(state)
    return found


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_preview_of_real_games_fits_its_rect(language: str) -> None:
    """Hotel, renovation and factory moments, every focus, short and long names."""
    set_language(language)
    for state in moments():
        seat = state.acting
        preview = build_preview(state, seat)
        assert preview.hotel is not None or preview.renovation is not None or preview.factories
        for names in (NAMES + ["Dora", "Emil"], LONG_NAMES):
            for focus in FOCI:
                assert drawn(preview, names[: state.players], focus)
    for names in (NAMES, LONG_NAMES[:3]):
        for focus in FOCI:
            drawn(build_preview(red_hotel(), 0), names, focus)


def test_a_refusal_for_every_build_is_said_once_above_them() -> None:
    """After this turn's build the overview says so once; the builds keep their facts."""
    set_language("de")
    built = table(
        3,
        chains={"brisa": [-1, 1, 2, 2, 1]},
        renovation={"brisa": [0]},
        planes={0: ("brisa", 0)},
        built=True,
    )
    words = preview_words(build_preview(built, 0), NAMES)
    assert [line.text for line in words.notice] == ["In diesem Zug ist schon gebaut."]
    blocks = (words.hotel, words.renovation, *words.factories)
    assert all(line.tone != REFUSED for block in blocks for line in block)
    assert words.hotel[0].text == "Hotel: 3 Mio., Feld 6"
    focused = preview_words(build_preview(built, 0), NAMES, "factory:0")
    assert focused.notice == ()
    assert focused.factories[0][-1].text == "In diesem Zug ist schon gebaut."
    assert REFUSAL_SIGN + "In diesem Zug ist schon gebaut." in drawn(
        build_preview(built, 0), LONG_NAMES[:3], None
    )


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_distinct_preview_of_a_whole_game_fits(language: str) -> None:
    """Every preview the acting player sees along a five-player game, overview and each build
    in focus, with long names."""
    set_language(language)
    seen: set[BuildPreview] = set()
    for state in played_positions(5, 11):
        if state.phase != "turn":
            continue
        preview = build_preview(state, state.acting)
        if preview in seen:
            continue
        seen.add(preview)
        for focus in FOCI:
            drawn(preview, LONG_NAMES, focus)
    assert len(seen) > 100
