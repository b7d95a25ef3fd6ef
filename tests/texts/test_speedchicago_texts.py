"""Speedchicago's catalogue texts: options, cards, city orders and solo modes in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.texts import LANGUAGES, set_language, text
from game.texts.catalogue import catalogue

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "speedchicago.md"
OPTIONS = {
    "variant": ("grundspiel", "profi"),
    "card_pile": ("own", "shared"),
    "open_cards": ("off", "on"),
    "leftover": ("keep", "lapse"),
}
CARDS = (
    "kletterseil",
    "schraegzug",
    "treppenhaus",
    "hebebuehne",
    "sonderlieferung",
    "anwerbung",
    "pressefoto",
    "ueberstunden",
    "doppelschicht",
    "abrisstrupp",
)
# The city orders with their points, as the lead engineer fixed them.
ORDERS = {
    "stockwerksreigen": 12,
    "hoch_hinaus": 10,
    "ueberall": 12,
    "alle_oben": 10,
    "dachgarten": 10,
    "grossbaustelle": 12,
    "gleiche_hoehe": 8,
    "ganze_mannschaft": 8,
    "treppe": 10,
}
MODES = ("freie_partie", "rekordjagd", "tagesbaustelle")


@pytest.fixture(autouse=True)
def german_afterwards() -> Iterator[None]:
    """Every test leaves the language at German, whatever it switched to."""
    yield
    set_language("de")


def docs_table_rows(first_header: str) -> list[list[str]]:
    """The body rows of the docs page's table whose first column has this header."""
    rows: list[list[str]] = []
    inside = False
    for line in DOCS.read_text("utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith(f"| {first_header} |"):
            inside = True
        elif inside and line.startswith("| ---"):
            continue
        elif inside and line.startswith("|"):
            rows.append(cells)
        elif inside:
            break
    return rows


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_choice_has_a_label_a_text_and_an_explanation(language: str) -> None:
    texts = catalogue(language)
    for option, choices in OPTIONS.items():
        base = f"options.speedchicago.{option}"
        assert texts[f"{base}.label"]
        for choice in choices:
            assert texts[f"{base}.{choice}"]
            assert texts[f"{base}.explain.{choice}"].endswith(".")
        # Each choice reads differently, or the player could not tell them apart.
        assert len({texts[f"{base}.{choice}"] for choice in choices}) == len(choices)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_order_and_mode_has_its_texts(language: str) -> None:
    texts = catalogue(language)
    for card in CARDS:
        assert texts[f"speedchicago.cards.{card}.name"]
        assert texts[f"speedchicago.cards.{card}.effect"].endswith(".")
    for order, points in ORDERS.items():
        assert texts[f"speedchicago.orders.{order}.name"]
        goal = texts[f"speedchicago.orders.{order}.goal"]
        assert re.search(rf"\b{points} (Punkte|points)\.$", goal), goal
    for mode in MODES:
        assert texts[f"speedchicago.modes.{mode}.name"]
        assert texts[f"speedchicago.modes.{mode}.line"]
    names = [texts[f"speedchicago.cards.{card}.name"] for card in CARDS]
    assert len(set(names)) == len(CARDS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_order_progress_fills_in_have_and_need(language: str) -> None:
    set_language(language)
    for order in ORDERS:
        shown = text(f"speedchicago.orders.{order}.progress", have=3, need=5)
        assert "3" in shown and "5" in shown and "{" not in shown


def test_the_progress_example_of_the_rules_text_is_ours() -> None:
    shown = text("speedchicago.orders.stockwerksreigen.progress", have=3, need=5)
    assert shown == "3 von 5 Vorarbeitern in verschiedenen Stockwerken"


def test_the_docs_cards_table_has_the_catalogue_names_in_order() -> None:
    rows = docs_table_rows("Karte")
    assert [row[0] for row in rows] == [text(f"speedchicago.cards.{card}.name") for card in CARDS]


def test_the_docs_orders_table_agrees_with_the_catalogue() -> None:
    rows = docs_table_rows("Sonderauftrag")
    names = [text(f"speedchicago.orders.{order}.name") for order in ORDERS]
    assert [row[0] for row in rows] == names
    assert [int(row[1]) for row in rows] == list(ORDERS.values())
    for order, row in zip(ORDERS, rows):
        example = re.fullmatch(r"„(?P<shown>\D*(?P<have>\d+)\D+(?P<need>\d+).*)“", row[3])
        assert example is not None, row[3]
        have, need = int(example["have"]), int(example["need"])
        shown = text(f"speedchicago.orders.{order}.progress", have=have, need=need)
        assert shown == example["shown"]
