"""The set-up prompts before a game: language, quick game or own table, seats and options."""

from __future__ import annotations

from game.terminal.console import Console
from game.terminal.prompts import ask_line, ask_menu, ask_number
from game.terminal.settings import (
    MAX_SEATS,
    MIN_SEATS,
    SPECIAL,
    STRENGTHS,
    VARIANTS,
    Settings,
    quick_settings,
)
from game.texts import LANGUAGES, set_language, text

NAME_LENGTH = 16


def ask_settings(console: Console) -> Settings:
    """Asks everything a table needs; pressing Enter throughout gives the quick game."""
    console.say(console.paint(text("app.title"), "title"))
    language = LANGUAGES[
        ask_menu(
            console,
            text("setup.language"),
            [text("setup.language_names.de"), text("setup.language_names.en")],
        )
        - 1
    ]
    set_language(language)
    mode = ask_menu(console, text("setup.mode"), [text("setup.quick"), text("setup.own")])
    if mode == 1:
        settings = quick_settings(language, _ask_name(console, 0, ()))
    else:
        settings = _ask_own_table(console, language)
    _say_summary(console, settings)
    return settings


def _ask_own_table(console: Console, language: str) -> Settings:
    """The questions of an own table, each with the quick game's answer as default."""
    seats = ask_number(
        console, text("setup.seats", low=MIN_SEATS, high=MAX_SEATS), MIN_SEATS, MAX_SEATS, MAX_SEATS
    )
    humans = ask_number(console, text("setup.humans", high=seats), 1, seats, 1)
    names: tuple[str, ...] = ()
    for seat in range(humans):
        names += (_ask_name(console, seat, names),)
    labels = [text(f"strength.{strength}") for strength in STRENGTHS]
    computers = tuple(
        STRENGTHS[
            ask_menu(
                console,
                text(
                    "setup.strength",
                    name=text("names.computer", seat=seat + 1),
                    labels=_numbered(labels),
                ),
                labels,
                2,
            )
            - 1
        ]
        for seat in range(humans, seats)
    )
    variant_labels = [text(f"variant.{variant}") for variant in VARIANTS]
    variant = VARIANTS[ask_menu(console, text("setup.variant"), variant_labels) - 1]
    special_labels = [text(f"special.{value}") for value in SPECIAL]
    special = SPECIAL[ask_menu(console, text("setup.special"), special_labels) - 1]
    return Settings(language, names, computers, variant, special)


def _ask_name(console: Console, seat: int, taken: tuple[str, ...]) -> str:
    """A human seat's name: short, unique at the table, 'Spieler 1' and so on by default."""
    while True:
        name = ask_line(
            console, text("setup.name", seat=seat + 1), text("names.human", seat=seat + 1)
        )
        if len(name) > NAME_LENGTH:
            console.say(text("setup.name_too_long", most=NAME_LENGTH))
        elif name in taken or name.lower().startswith(text("names.computer", seat="").lower()):
            console.say(text("setup.name_taken", name=name))
        else:
            return name


def _numbered(labels: list[str]) -> str:
    """'1) leicht  2) normal  3) stark'."""
    return "  ".join(f"{number}) {label}" for number, label in enumerate(labels, start=1))


def _say_summary(console: Console, settings: Settings) -> None:
    """Who sits at the table and with which options."""
    names = settings.names()
    seats = [
        names[seat]
        if settings.is_human(seat)
        else text(
            "table.computer_seat",
            name=names[seat],
            strength=text(f"strength.{settings.strength(seat)}"),
        )
        for seat in range(settings.seats)
    ]
    console.say(
        text(
            "setup.summary",
            players=", ".join(seats),
            variant=text(f"variant.{settings.variant}"),
            special=text(f"special.{settings.special}"),
        )
    )
