"""The small words the Tycoon info windows are made of: a player's name, an amount of money, a
count of hotels, a city's kind, a ticket's name, where a plane is, and lists in the current
language."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.kit.word_lists import counted as counted
from game.client.scenes.tables.kit.word_lists import joined_at_most
from game.rules.tycoon.board import CITIES, TICKETS
from game.rules.tycoon.flights import HOME
from game.texts import text

# Lists of cities or players name at most this many, then how many more.
NAMED = 4
# What an info window says of a thing: its title, the rule, what it means for the viewer.
Words = tuple[str, list[str], list[str]]


def joined(words: Sequence[str], most: int = NAMED) -> str:
    """Words joined as a list in the current language ('A, B und C'), at most `most` of them
    and then how many more."""
    return joined_at_most(words, most, "tycoon.info.more")


def player_name(player: int, names: Sequence[str] | None) -> str:
    """A player's name: his seat's name, else 'Spieler 2'."""
    if names is not None and 0 <= player < len(names):
        return names[player]
    return text("tycoon.info.player", number=player + 1)


def money(amount: int) -> str:
    """'3 Mio.'"""
    return text("tycoon.info.money", amount=amount)


def hotels(count: int) -> str:
    """'1 Hotel', '3 Hotels'."""
    return counted("tycoon.info.hotels", count)


def cities_count(count: int) -> str:
    """'1 Stadt', '3 Städten' (as after 'in')."""
    return counted("tycoon.info.cities", count)


def city_name(city: int) -> str:
    """A city's name on the board."""
    return CITIES[city].name


def kind_key(city: int) -> str:
    """'low', 'mid' or 'high': the kind of a city's chain."""
    return CITIES[city].chain.key


def field_number(field: int) -> int:
    """A chain field as the board numbers it (1–14)."""
    return field + 1


def ticket_title(ticket: int) -> str:
    """'Charterflug Aurelia – Brisa', 'Linienflug nach Corvento', 'Linienflug über 2 Schritte'."""
    card = TICKETS[ticket]
    if card.charter:
        return text("tycoon.info.charter", a=city_name(card.a), b=city_name(card.b))
    if card.a >= 0:
        return text("tycoon.info.scheduled_city", city=city_name(card.a))
    return counted("tycoon.info.scheduled_distance", card.distance)


def place_word(place: int) -> str:
    """The landing place's kind as in 'auf dem günstigen Landeplatz' (0 cheap, 1 dear)."""
    return text(f"tycoon.info.place_{place}")


def position(city: int, place: int) -> str:
    """Where a plane is: 'in der Hausbank', 'auf dem günstigen Landeplatz von Brisa', 'über
    Brisa in der Luft'."""
    if city == HOME:
        return text("tycoon.info.at_home")
    if place >= 0:
        return text("tycoon.info.on_place", place=place_word(place), city=city_name(city))
    return text("tycoon.info.airborne", city=city_name(city))


def origin_words(city: int) -> str:
    """Where a flight starts as in 'von … aus': 'der Hausbank', 'Brisa'."""
    return text("tycoon.info.from_home") if city == HOME else city_name(city)


def city_list(cities: Sequence[int]) -> str:
    """Cities by name as a list."""
    return joined([city_name(city) for city in cities], len(CITIES))
