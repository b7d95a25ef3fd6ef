"""The shared Speedstocks narrator: every event kind in words, the paint hook, the two layouts."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Iterator

import pytest

from game.narration.speedstocks import (
    SYMBOL_STYLES,
    SpeedstocksNarrator,
    bears,
    exchange,
    joined_names,
    stock_list,
    symbol,
    taken_list,
)
from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.terminal.console import STYLES
from game.texts import set_language, text
from tests.narration.samples import SAMPLES

NAMES = ("Ada", "Bo", "Computer 3")


@pytest.fixture(autouse=True)
def german_afterwards() -> Iterator[None]:
    """Every test leaves the catalogue in German, the default."""
    yield
    set_language("de")


def marking(styles: list[str]) -> Callable[[str, str], str]:
    """A paint hook that wraps each piece in its style's name and notes the styles asked for."""

    def paint(piece: str, style: str) -> str:
        styles.append(style)
        return f"<{style}>{piece}</{style}>"

    return paint


def test_the_samples_hold_every_event_kind_of_the_rules() -> None:
    kinds = {
        member
        for _, member in inspect.getmembers(ev, inspect.isclass)
        if issubclass(member, Event) and member is not Event
    }
    assert kinds == {type(event) for event in SAMPLES}


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_event_kind_is_told_in_words_from_the_catalogue(language: str) -> None:
    set_language(language)
    narrator = SpeedstocksNarrator(NAMES)
    unknown = text("event.unknown", kind="")
    for event in SAMPLES:
        lines = narrator.lines(event)
        if isinstance(event, ev.StockChosen):
            assert lines == []  # hidden until the reveal
            continue
        told = [line for line in lines if line]
        assert told, event
        assert not any(line.startswith(unknown[:4]) for line in told), event
        assert "{" not in " ".join(told), event


def test_the_lines_name_the_players_exchanges_and_stocks() -> None:
    narrator = SpeedstocksNarrator(NAMES)
    assert narrator.lines(ev.StockPlaced(1, 47, 2, 3)) == [
        text("event.placed", name="Bo", stock=47, exchange="London", place=3)
    ]
    margin_call = narrator.lines(ev.MarginCall(2, 90, 3, 6, (81, 82), 3, "short"))[0]
    assert "Computer 3" in margin_call and "Tokio" in margin_call
    assert "2 Aktien (81, 82)" in margin_call
    assert margin_call.endswith(text("event.margin_call_short"))
    assert narrator.lines(ev.GameOver((20, 20, 70), (1, 1, 3)))[-1] == text(
        "event.winners", names="Ada und Bo"
    )


def test_the_paint_hook_gets_each_styled_piece_with_its_style() -> None:
    styles: list[str] = []
    narrator = SpeedstocksNarrator(NAMES, paint=marking(styles))
    margin_call = narrator.lines(ev.MarginCall(1, 90, 3, 6, (81,), 1, "full"))
    assert margin_call[0].startswith("<red>") and margin_call[0].endswith("</red>")
    revealed = narrator.lines(ev.StocksRevealed(1, (ev.RevealedStock(0, 9, "long_nachher"),)))
    assert f"<green>{symbol('long_nachher')}</green>" in revealed[-1]
    assert narrator.lines(ev.RoundStarted(1, (1, 2, 3, 4), 10))[-1].startswith("<title>")
    assert not narrator.lines(ev.RowOpened(1, 90, 3))[0].startswith("<")  # unstyled line
    assert styles == ["red", "green", "title"]


def test_every_style_the_narrator_asks_for_is_one_the_terminal_can_colour() -> None:
    styles: list[str] = []
    narrator = SpeedstocksNarrator(NAMES, paint=marking(styles))
    narrator.tell(SAMPLES)
    for name in SYMBOL_STYLES:
        narrator.lines(ev.StocksRevealed(1, (ev.RevealedStock(0, 9, name),)))
    assert set(SYMBOL_STYLES.values()) <= set(styles)
    assert set(styles) <= set(STYLES)


def test_without_a_paint_hook_the_lines_are_the_painted_ones_without_paint() -> None:
    styles: list[str] = []
    painted = SpeedstocksNarrator(NAMES, paint=marking(styles)).tell(SAMPLES)
    plain = SpeedstocksNarrator(NAMES).tell(SAMPLES)
    unmarked = list(painted)
    for style in set(styles):
        unmarked = [line.replace(f"<{style}>", "").replace(f"</{style}>", "") for line in unmarked]
    assert unmarked == plain
    assert not any("<" in line for line in plain)


def test_a_black_swan_fill_is_told_row_by_row_in_order() -> None:
    events = [
        ev.BlackSwanLanded(0, 47),
        ev.BlackSwanCopy(0, 2, 12),
        ev.BlackSwanCopy(0, 3, 12),
        ev.BlackSwanCopy(2, 2, 50),
        ev.StockPlaced(1, 60, 2, 3),
        ev.BlackSwanCopy(2, 4, 50),
    ]
    told = SpeedstocksNarrator(NAMES).tell(events)
    assert told[1:] == [
        "  Frankfurt: Kopien von 12 auf Platz 2, 3",
        "  London: Kopien von 50 auf Platz 2",
        text("event.placed", name="Bo", stock=60, exchange="London", place=3),
        "  London: Kopien von 50 auf Platz 4",
    ]


def test_tell_is_the_lines_of_each_event_when_nothing_is_grouped() -> None:
    narrator = SpeedstocksNarrator(NAMES)
    events = [event for event in SAMPLES if not isinstance(event, ev.BlackSwanCopy)]
    assert narrator.tell(events) == [line for event in events for line in narrator.lines(event)]


def test_the_terminal_layout_spaces_parts_and_indents_rows() -> None:
    narrator = SpeedstocksNarrator(NAMES)
    scored = narrator.lines(ev.RoundScored(2, (3, 0, 12), (20, 33, 70)))
    assert scored[0] == "" and scored[1] == text("event.bilanz", round=2)
    assert scored[2] == "  Ada: +3 → 20 Bären"
    assert narrator.lines(ev.HausseCame(5, 15))[0] == ""
    assert narrator.black_swan_copies(0, 12, [2]) == "  Frankfurt: Kopien von 12 auf Platz 2"


def test_the_log_layout_has_no_blank_lines_and_no_indentation() -> None:
    narrator = SpeedstocksNarrator(NAMES, spaced=False, indented=False)
    lines = [line for event in SAMPLES for line in narrator.lines(event)]
    assert all(lines)
    assert not any(line.startswith(" ") for line in lines)
    scored = narrator.lines(ev.RoundScored(2, (3, 0, 12), (20, 33, 70)))
    assert scored == [
        text("event.bilanz", round=2),
        "Ada: +3 → 20 Bären",
        "Bo: +0 → 33 Bären",
        "Computer 3: +12 → 70 Bären",
    ]
    assert narrator.black_swan_copies(0, 12, [2, 3]) == "Frankfurt: Kopien von 12 auf Platz 2, 3"


def test_an_unknown_event_is_named_rather_than_crashing() -> None:
    @dataclasses.dataclass(frozen=True)
    class Rumour(Event):
        """An event kind the narrator has never heard of."""

        kind = "rumour"

    assert SpeedstocksNarrator(NAMES).lines(Rumour()) == [text("event.unknown", kind="rumour")]
    assert SpeedstocksNarrator(NAMES).tell([Rumour()]) == [text("event.unknown", kind="rumour")]


def test_the_small_phrases() -> None:
    assert bears(1) == "1 Bär" and bears(0) == "0 Bären" and bears(7) == "7 Bären"
    assert stock_list([12]) == "1 Aktie (12)"
    assert stock_list(iter([12, 15, 18])) == "3 Aktien (12, 15, 18)"
    assert [exchange(row) for row in range(5)] == [
        "Frankfurt",
        "New York",
        "London",
        "Tokio",
        text("exchange.4"),
    ]
    assert symbol("long_vorher") == "▲ Long vorher"
    assert joined_names([]) == ""
    assert joined_names(["Anna"]) == "Anna"
    assert joined_names(["Anna", "Ben"]) == "Anna und Ben"
    assert joined_names(iter(["Anna", "Ben", "Computer 3"])) == "Anna, Ben und Computer 3"
    set_language("en")
    assert bears(1) == "1 bear" and exchange(3) == "Tokyo"
    assert joined_names(["Anna", "Ben"]) == "Anna and Ben"


def test_the_narration_is_checked_as_a_headless_package(run_headless) -> None:
    result = run_headless()
    assert result.returncode == 0, result.stderr or result.stdout
    assert "game.narration.speedstocks" in result.stdout.split()


def test_split_copies_are_no_stocks_the_taker_gets_them_said_apart() -> None:
    # From the golden game: Tokio held 14, 23 (each with its Split copy) and the Split stock 37.
    line = SpeedstocksNarrator(NAMES).lines(
        ev.MarginCall(0, 44, 3, 6, (14, 14, 23, 23, 37), 3, "full")
    )[0]
    assert "übernimmt 3 Aktien (14, 23, 37) und 2 Split-Kopien (14, 23) – 3 Bären" in line
    assert "5 Aktien" not in line
    set_language("en")
    line = SpeedstocksNarrator(NAMES).lines(
        ev.MarginCall(0, 44, 3, 6, (14, 14, 23, 23, 37), 3, "full")
    )[0]
    assert "takes 3 stocks (14, 23, 37) and 2 Split copies (14, 23) – 3 bears" in line


@pytest.mark.parametrize(
    ("taken", "bears_taken", "row", "words"),
    [
        ((12,), 1, 0, "1 Aktie (12)"),
        ((7, 7, 12), 2, 1, "2 Aktien (7, 12) und 1 Split-Kopie (7)"),
        # Black Swan copies carry their bears (40: 3 each).
        ((12, 40, 40, 40), 10, 2, "2 Aktien (12, 40) und 2 Black-Swan-Kopien (40, 40)"),
        # The IPO row: five times 55 (7 bears each) and the stock that burst it.
        ((55, 55, 55, 55, 55, 57), 36, 4, "2 Aktien (55, 57) und 4 IPO-Kopien (55, 55, 55, 55)"),
        # A Split copy of 7 and Black Swan copies of 12 on one row: plain copies.
        ((7, 7, 12, 12, 12), 4, 0, "2 Aktien (7, 12) und 3 Kopien (7, 12, 12)"),
    ],
)
def test_taken_list_tells_the_kind_of_copies_by_their_bears(
    taken: tuple[int, ...], bears_taken: int, row: int, words: str
) -> None:
    assert taken_list(taken, bears_taken, row) == words


def test_every_kind_of_copy_is_said_in_both_languages() -> None:
    for language in ("de", "en"):
        set_language(language)
        for kind in ("split", "black_swan", "ipo", "mixed"):
            for amount in ("one", "many"):
                words = text(f"stocks.copies_{kind}_{amount}", count=2, stocks="7, 9")
                assert "{" not in words and "7, 9" in words
