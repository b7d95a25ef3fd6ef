"""Speedtycoon's catalogue texts for the info windows and in-game rules, in both languages: every
branch, trading place, money card, scoring, news and module, in whole sentences that agree with
the rules' own numbers."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, CURRENCIES, NEWS, PLACES
from game.rules.speedtycoon.tables import (
    FUND_AFTER_STARTUP,
    FUND_START,
    LOAN_LEAST,
    LOAN_PENALTY,
    LOAN_REPAY,
    MODULES,
    SCORING_NAMES,
    SCORING_POINTS,
    UNICORN_POINTS,
    UNICORN_THRESHOLDS,
)
from game.texts import LANGUAGES, set_language, text
from game.texts.catalogue import catalogue

SIDES = ("north", "east", "south", "west")
MEANINGS = {
    "pay_exact": {},
    "pay_over": {},
    "pay_none": {"currency": "€"},
    "closed": {},
    "count_change": {"branch": "Logistik", "now": 2, "with_it": 3},
    "count_standing": {"branch": "Logistik", "now": 2},
    "leader": {"branch": "Logistik", "names": "Ada", "count": 3},
    "leaders": {"branch": "Logistik", "names": "Ada, Bo", "count": 3},
    "nobody": {"branch": "Logistik"},
    "unicorn": {"branch": "Logistik", "count": 4},
    "unicorn_taken": {"branch": "Logistik", "name": "Ada"},
    "card_held": {"amount": 11, "currency": "€"},
    "card_exact": {"places": "Frankfurt"},
}


@pytest.fixture(autouse=True)
def german_afterwards() -> Iterator[None]:
    """Every test leaves the language at German, whatever it switched to."""
    yield
    set_language("de")


def numbers(sentence: str) -> list[int]:
    """The whole numbers of a text, in order."""
    return [int(found) for found in re.findall(r"\d+", sentence)]


def is_sentences(sentence: str) -> bool:
    """Whole sentences: not empty, a full stop last, no placeholder left unfilled."""
    return bool(sentence) and sentence.endswith(".") and "{" not in sentence


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_branch_has_a_name_and_a_rule_with_the_rules_numbers(language: str) -> None:
    """Buildings, cheapest and dearest price, then the points of the three scorings by place."""
    texts = catalogue(language)
    for branch, key in enumerate(BRANCHES):
        rule = texts[f"speedtycoon.branches.{key}.rule"]
        assert texts[f"speedtycoon.branches.{key}.name"] and is_sentences(rule)
        prices = [tile.price for tile in BUILDINGS if tile.branch == branch]
        points = [point for scoring in SCORING_POINTS for point in scoring[branch]]
        assert numbers(rule) == [len(prices), min(prices), max(prices), *points], key
    names = {texts[f"speedtycoon.branches.{key}.name"] for key in BRANCHES}
    assert len(names) == len(BRANCHES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_trading_place_names_its_currency(language: str) -> None:
    texts = catalogue(language)
    for place, name in enumerate(PLACES):
        key = name.lower().replace(" ", "_")
        assert texts[f"speedtycoon.places.{key}.name"] == name
        rule = texts[f"speedtycoon.places.{key}.rule"]
        assert is_sentences(rule) and f"({CURRENCIES[place]})" in rule


@pytest.mark.parametrize("language", LANGUAGES)
def test_buildings_money_scorings_and_the_fund_have_their_rules(language: str) -> None:
    texts = catalogue(language)
    for key in (
        "headquarters_rule",
        "building_rule",
        "buy_rule",
        "to_build_rule",
        "to_build_fund",
        "planning_rule",
        "empire_rule",
        "ordered_rule",
        "zone_row_rule",
        "zone_column_rule",
    ):
        assert is_sentences(texts[f"speedtycoon.buildings.{key}"]), key
    assert "⟷" in texts["speedtycoon.buildings.zone_row_name"]
    assert "↕" in texts["speedtycoon.buildings.zone_column_name"]
    assert len({texts[f"speedtycoon.buildings.{side}"] for side in SIDES}) == len(SIDES)
    for key in ("card_rule", "devisen_rule", "take_rule", "kapital_rule", "depot_rule"):
        assert is_sentences(texts[f"speedtycoon.money.{key}"]), key
    assert "5" in texts["speedtycoon.money.take_rule"]
    for scoring in SCORING_NAMES:
        assert texts[f"speedtycoon.scorings.{scoring}.name"]
        assert is_sentences(texts[f"speedtycoon.scorings.{scoring}.rule"])
    for key in ("ties_rule", "ring_rule", "closing_rule"):
        assert is_sentences(texts[f"speedtycoon.scorings.{key}"]), key
    fund = texts["speedtycoon.fund.rule"]
    assert is_sentences(fund) and numbers(fund)[:2] == [FUND_START, FUND_AFTER_STARTUP]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_module_has_its_rule_beside_its_option(language: str) -> None:
    texts = catalogue(language)
    for module in MODULES:
        assert texts[f"options.speedtycoon.{module}.label"]
        assert is_sentences(texts[f"speedtycoon.modules.{module}"]), module
    unicorn = numbers(texts["speedtycoon.modules.unicorn"])
    assert unicorn[:3] == [min(UNICORN_THRESHOLDS), max(UNICORN_THRESHOLDS), UNICORN_POINTS]
    assert numbers(texts["speedtycoon.modules.kredite"]) == [LOAN_LEAST, LOAN_REPAY, LOAN_PENALTY]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_news_has_a_name_and_a_rule(language: str) -> None:
    texts = catalogue(language)
    for news in NEWS:
        assert texts[f"speedtycoon.news.{news}.name"]
        assert is_sentences(texts[f"speedtycoon.news.{news}.rule"]), news
    assert len({texts[f"speedtycoon.news.{news}.name"] for news in NEWS}) == len(NEWS)


def test_the_texts_say_what_the_rules_now_do() -> None:
    """Both rates change after a scoring; five players and Blitz lower the Unicorn each."""
    set_language("de")
    assert "ändern sich beide Kurse" in text("speedtycoon.modules.wechselkurse")
    assert "mit Blitz ebenfalls" in text("speedtycoon.modules.unicorn")
    set_language("en")
    assert "both rates change" in text("speedtycoon.modules.wechselkurse")
    assert "with Blitz too" in text("speedtycoon.modules.unicorn")


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_a_building_or_card_means_now_fills_in_its_values(language: str) -> None:
    set_language(language)
    for key, values in MEANINGS.items():
        shown = text(f"speedtycoon.meaning.{key}", **values)
        assert is_sentences(shown), key
        for value in values.values():
            assert str(value) in shown, (key, value)
    price = text("speedtycoon.buildings.price", price=7, currency="€", place="Frankfurt")
    assert is_sentences(price) and "7 €" in price and "Frankfurt" in price
