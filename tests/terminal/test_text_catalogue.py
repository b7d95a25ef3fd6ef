"""The UI text catalogues: same keys and placeholders in German and English, the fallback."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from game.texts import LANGUAGES, language, set_language, template, text, words
from game.texts.catalogue import catalogue

SOURCES = Path(__file__).resolve().parents[2] / "game"


def placeholders(template_text: str) -> set[str]:
    """The {names} a text fills in."""
    return {name for _, name, _, _ in string.Formatter().parse(template_text) if name}


def test_german_is_the_default_and_first() -> None:
    assert LANGUAGES[0] == "de"
    assert language() == "de"
    assert text("end.again") == "Nochmal spielen?"


def test_both_catalogues_have_the_same_keys() -> None:
    german, english = catalogue("de"), catalogue("en")
    assert sorted(set(german) - set(english)) == []
    assert sorted(set(english) - set(german)) == []
    assert len(german) > 120


def test_both_catalogues_fill_in_the_same_placeholders() -> None:
    german, english = catalogue("de"), catalogue("en")
    differing = [key for key in german if placeholders(german[key]) != placeholders(english[key])]
    assert differing == []


def test_switching_the_language_switches_the_texts() -> None:
    set_language("en")
    assert text("end.again") == "Play again?"
    assert text("bears.many", count=7) == "7 bears"
    set_language("de")
    assert text("bears.many", count=7) == "7 Bären"


def test_a_key_missing_in_english_falls_back_to_german(monkeypatch: pytest.MonkeyPatch) -> None:
    english = dict(catalogue("en"))
    del english["end.again"]
    monkeypatch.setattr(
        "game.texts.catalogue.catalogue",
        lambda lang: english if lang == "en" else {"end.again": "Nochmal spielen?"},
    )
    set_language("en")
    assert text("end.again") == "Nochmal spielen?"


def test_unknown_keys_and_languages_are_refused_in_words() -> None:
    with pytest.raises(KeyError, match="no UI text 'no.such.key'"):
        text("no.such.key")
    with pytest.raises(ValueError, match="no text catalogue for the language 'fr'"):
        set_language("fr")
    assert language() == "de"


def test_command_words_are_lower_case_and_do_not_clash() -> None:
    for lang in LANGUAGES:
        set_language(lang)
        groups = [set(words(f"commands.{name}")) for name in ("help", "rules", "quit", "table")]
        for index, group in enumerate(groups):
            assert group, "every command needs a word"
            for other in groups[index + 1 :]:
                assert not group & other


def test_every_text_key_written_in_the_code_exists() -> None:
    used: set[str] = set()
    for source in SOURCES.rglob("*.py"):
        used.update(re.findall(r"""\btext\(\s*["']([a-z_.0-9]+)["']""", source.read_text()))
    assert len(used) > 60
    missing = sorted(key for key in used if key not in catalogue("de"))
    assert missing == []
    assert all(template(key) for key in used)
