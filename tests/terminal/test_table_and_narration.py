"""Drawing the table and telling events: every event kind, copies, the red place, the hand."""

from __future__ import annotations

import dataclasses
import inspect
import io

import pytest

from game.rules import Event, get_game
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.preview import previews
from game.rules.speedstocks.state import SpeedstocksState
from game.rules.speedstocks.stocks import (
    BLACK_SWAN_COPY,
    IPO_COPY,
    SPLIT_COPY,
)
from game.terminal.console import Console
from game.terminal.narrate import Narrator
from game.terminal.render import hand_lines, kurssturz_lines, row_lines
from game.texts import set_language, text
from tests.narration.samples import SAMPLES
from tests.rules.speedstocks import scenario

GAME = get_game("speedstocks")
NAMES = ("Ada", "Bo", "Computer 3")


def console(colour: bool = False) -> tuple[Console, io.StringIO]:
    """A console writing into a string."""
    sink = io.StringIO()
    return Console(io.StringIO(), sink, colour=colour), sink


def table(
    rows: list[list[int]],
    hand: list[int],
    symbols: dict[int, str] | None = None,
    capacity: list[int] | None = None,
) -> SpeedstocksState:
    """A two-player state with the Sonderregeln, these rows and player 0's stocks and symbols."""
    return scenario.table(rows, [hand, []], symbols, capacity=capacity)


def test_every_event_kind_of_the_rules_has_its_own_words() -> None:
    kinds = {
        member
        for _, member in inspect.getmembers(ev, inspect.isclass)
        if issubclass(member, Event) and member is not Event
    }
    assert kinds == {type(event) for event in SAMPLES}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_event_is_told_in_both_languages(lang: str) -> None:
    set_language(lang)
    terminal, sink = console()
    Narrator(terminal, NAMES).tell(SAMPLES)
    told = sink.getvalue()
    assert text("event.unknown", kind="")[:4] not in told
    for phrase in (
        "Margin Call",
        "Kurssturz",
        "IPO",
        "Black Swan",
        "Hausse",
        "Bilanz",
        "Börsenschluss",
        "▲ Long",
        "▼ Short",
        "Split",
    ):
        assert phrase in told
    twenty = text("bears.many", count=20)
    assert text("event.place_shared", place=1, name="Ada", bears=twenty) in told
    assert text("event.winners", names=text("list.and", first="Ada", last="Bo")) in told


def test_a_black_swan_fill_is_told_row_by_row_in_order() -> None:
    terminal, sink = console()
    fill = (
        ev.BlackSwanLanded(0, 47),
        ev.BlackSwanCopy(0, 2, 12),
        ev.BlackSwanCopy(0, 3, 12),
        ev.BlackSwanCopy(2, 2, 50),
    )
    Narrator(terminal, NAMES).tell(fill)
    lines = sink.getvalue().splitlines()
    assert lines[1] == "  Frankfurt: Kopien von 12 auf Platz 2, 3"
    assert lines[2] == "  London: Kopien von 50 auf Platz 2"


def test_an_unknown_event_is_named_rather_than_crashing() -> None:
    @dataclasses.dataclass(frozen=True)
    class Rumour(Event):
        """An event kind the narrator has never heard of."""

        kind = "rumour"

    terminal, _ = console()
    assert Narrator(terminal, NAMES).lines(Rumour()) == ["(Ereignis rumour)"]


def test_rows_show_copies_bears_and_the_red_place_where_it_is_now() -> None:
    rows = [
        [12, 12 | SPLIT_COPY, 15],
        [40, 40 | BLACK_SWAN_COPY],
        [60],
        [81],
        [55] + [55 | IPO_COPY] * 4,
    ]
    state = table(rows, [3], capacity=[5, 5, 3, 5, 5])
    terminal, _ = console()
    lines = row_lines(terminal, state.view(0))
    frankfurt, new_york, london, ipo = lines[1], lines[2], lines[3], lines[5]
    assert frankfurt.split()[:6] == ["1", "Frankfurt", "12(1)", "12S(0)", "15(2)", "·"]
    assert frankfurt.split()[-3:] == ["[MC]", "3", "Bären"]
    assert "40B(3)" in new_york and new_york.endswith("6 Bären")
    assert london.split()[2:6] == ["60(3)", "·", "·", "[MC]"]
    assert ipo.split()[:3] == ["IPO", "55(7)", "55I(7)"] and ipo.endswith("35 Bären")
    assert any("S = Split-Kopie" in line for line in lines)


def test_the_hand_explains_each_own_symbol_and_previews_each_stock() -> None:
    hand = [17, 23, 41, 57, 63, 71, 99]
    names = [
        "ipo",
        "split",
        "long_vorher",
        "long_nachher",
        "short_vorher",
        "short_nachher",
        "black_swan",
    ]
    state = table([[12], [30], [50], [81]], hand, dict(zip(hand, names, strict=True)))
    terminal, _ = console()
    lines = hand_lines(terminal, state.view(0), "Ada", previews(state, 0))
    assert lines[1].split()[:4] == ["#1", "17", "(1)", "IPO"]
    assert "IPO: eröffnet die IPO-Tafel" in lines[1]
    assert "→ Frankfurt, Platz 3" in lines[2]  # a Split after one stock becomes the 3rd
    for name in names:
        assert any(line.strip().startswith(text(f"symbol.{name}") + ":") for line in lines)


def test_the_kurssturz_choice_lists_each_exchange_with_its_bears_and_the_tip() -> None:
    state = table([[12, 13], [20], [55], [80]], [5])
    state.play(1, state.legal_moves(1)[-1])
    state.play(0, state.legal_moves(0)[0])
    terminal, _ = console()
    lines = kurssturz_lines(terminal, state.view(None))
    assert lines[1] == "  1) Frankfurt: 2 Bären (12, 13)"
    assert lines[3] == "  3) London: 7 Bären (55)"
    assert lines[-1] == "Tipp: Frankfurt hat die wenigsten Bären."


def test_colours_only_when_asked() -> None:
    state = table([[12], [30], [50], [81]], [3, 40])
    plain, _ = console(colour=False)
    coloured, _ = console(colour=True)
    assert not any("\x1b[" in line for line in row_lines(plain, state.view(0)))
    assert any("\x1b[" in line for line in row_lines(coloured, state.view(0)))


def test_a_terminal_gets_colours_by_default_and_a_file_does_not() -> None:
    class Screen(io.StringIO):
        """A stream that says it is a terminal."""

        def isatty(self) -> bool:
            """Always a terminal."""
            return True

    assert Console(io.StringIO(), Screen()).colour
    assert not Console(io.StringIO(), io.StringIO()).colour
