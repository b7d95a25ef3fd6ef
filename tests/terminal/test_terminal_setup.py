"""The set-up prompts: defaults give the quick game, bad answers are explained and re-asked."""

from __future__ import annotations

import io

import pytest

from game.terminal.console import Console, QuitGame
from game.terminal.settings import Settings, quick_settings
from game.terminal.setup import ask_settings
from game.texts import language


def answered(*lines: str) -> tuple[Settings, str]:
    """The settings given by these answers, and what was written."""
    sink = io.StringIO()
    settings = ask_settings(Console(io.StringIO("".join(f"{line}\n" for line in lines)), sink))
    return settings, sink.getvalue()


def test_enter_everywhere_is_the_quick_game_in_german() -> None:
    settings, output = answered("", "", "")
    assert settings == quick_settings("de", "Spieler 1")
    assert settings.seats == 4 and settings.computers == ("normal",) * 3
    assert settings.options() == {"variant": "klassisch", "special": "off"}
    seats = "Spieler 1, Computer 2 (normal), Computer 3 (normal), Computer 4 (normal)"
    assert f"Am Tisch: {seats}." in output


def test_an_own_table_in_english_with_every_choice_made() -> None:
    settings, output = answered("English", "2", "3", "2", "Ada", "Bo", "strong", "2", "2")
    assert language() == "en"
    assert settings == Settings("en", ("Ada", "Bo"), ("strong",), "taktik", "on")
    assert settings.names() == ("Ada", "Bo", "Computer 3")
    assert "At the table: Ada, Bo, Computer 3 (strong). Variant Taktik, Sonderregeln on." in output


def test_the_own_table_defaults_match_the_quick_game() -> None:
    settings, _ = answered("", "2", "", "", "", "", "", "", "", "")
    assert settings == quick_settings("de", "Spieler 1")


def test_bad_answers_are_explained_and_asked_again() -> None:
    settings, output = answered(
        "3",
        "1",
        "2",
        "7",
        "x",
        "2",
        "3",
        "2",
        "Ein sehr langer Name für den Tisch",
        "Ada",
        "Ada",
        "Computer 9",
        "Bo",
        "4",
        "2",
        "5",
        "an",
    )
    assert settings == Settings("de", ("Ada", "Bo"), (), "taktik", "on")
    assert "Bitte eine Zahl von 1 bis 2 eingeben (oder: Deutsch, English)." in output
    assert "Bitte eine Zahl von 2 bis 4 eingeben." in output
    assert "Bitte eine Zahl von 1 bis 2 eingeben." in output
    assert "höchstens 16 Zeichen" in output
    assert "Den Namen »Ada« gibt es am Tisch schon" in output
    assert "Den Namen »Computer 9« gibt es am Tisch schon" in output
    assert "Bitte eine Zahl von 1 bis 2 eingeben (oder: Klassisch, Taktik)." in output
    assert "Bitte eine Zahl von 1 bis 2 eingeben (oder: aus, an)." in output


def test_quit_words_and_the_end_of_input_leave_the_set_up() -> None:
    with pytest.raises(QuitGame):
        answered("q")
    with pytest.raises(QuitGame):
        answered("1", "2")
