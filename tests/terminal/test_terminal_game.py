"""Whole terminal games with a scripted person: set-ups, languages, hot seat, bad input, quit."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from game.ai.base import Bot
from game.ai.registry import make_bot
from game.terminal import loop
from game.texts import set_language, text

from .scripted import Session, matches

Play = Callable[..., Session]


def capped_bot(game: str, strength: str, seed: int = 0, think_ms: float | None = None) -> Bot:
    """The terminal's bot on a few worlds a decision instead of a clock (load-independent)."""
    return make_bot(game, strength, seed=seed, max_iterations=8)


def told(key: str, output: str) -> bool:
    """Whether the transcript holds a line written from this catalogue text."""
    return any(matches(key, line) for line in output.splitlines())


def final_standings(output: str) -> str:
    """The transcript from the last Börsenschluss on."""
    set_language("de")
    marker = text("event.game_over")
    assert marker in output
    return output[output.rindex(marker) :]


def test_enter_through_the_defaults_plays_the_quick_game(play: Play) -> None:
    session = play(["", "", ""], seed=3)
    assert session.status == 0
    assert "Computer 2 (normal), Computer 3 (normal), Computer 4 (normal)" in session.output
    assert "Variante Klassisch, Sonderregeln aus" in session.output
    assert text("event.bilanz", round=1) in session.output
    assert text("event.game_over") in session.output
    assert text("end.bye") in session.output
    assert "\x1b[" not in session.output  # no colours when the output is no terminal
    assert "Traceback" not in session.output


@pytest.mark.parametrize(
    ("language", "special", "variant"),
    [("1", "1", "1"), ("1", "2", "1"), ("2", "1", "2"), ("2", "2", "1")],
)
def test_a_whole_game_in_each_language_with_and_without_sonderregeln(
    play: Play, language: str, special: str, variant: str
) -> None:
    setup = [language, "2", "4", "1", "Ada", "1", "2", "3", variant, special]
    session = play(setup, seed=11)
    assert session.status == 0
    assert text("event.bilanz", round=1) in session.output
    assert text("event.game_over") in session.output
    assert told("event.winner", session.output) or told("event.winners", session.output)
    assert "Ada" in final_standings_any(session.output)
    chosen_variant = text("variant.klassisch" if variant == "1" else "variant.taktik")
    chosen_special = text("special.off" if special == "1" else "special.on")
    assert text("table.options", variant=chosen_variant, special=chosen_special) in session.output


def final_standings_any(output: str) -> str:
    """The transcript from the last game-over line, in whichever language was played."""
    index = max(output.rfind(text("event.game_over")), 0)
    return output[index:]


def test_english_texts_are_shown_after_choosing_english(play: Play) -> None:
    session = play(["2", "", "Bo"], seed=5)
    assert "Hand of Bo" in session.output
    assert "Bilanz after round 1:" in session.output
    assert "Börsenschluss (closing bell)!" in session.output
    assert "Hand von" not in session.output


def test_symbols_are_explained_and_narrated_with_the_sonderregeln(play: Play) -> None:
    session = play(["1", "2", "2", "1", "", "2", "1", "2"], seed=2)
    output = session.output
    assert text("table.symbols_title") in output
    assert told("event.revealed_symbol", output)
    assert any(
        told(key, output)
        for key in (
            "event.split",
            "event.long",
            "event.short",
            "event.ipo_opened",
            "event.black_swan",
        )
    )


def test_hot_seat_hides_each_hand_until_its_owner_has_the_device(play: Play) -> None:
    session = play(["1", "2", "3", "2", "Ada", "Bo", "2", "1", "1"], seed=4)
    output = session.output
    assert session.status == 0
    assert text("event.game_over") in output
    owner = None
    hands = 0
    for line in output.splitlines():
        handoff = re.match(r"Gib das Gerät an (\w+)", line)
        if handoff:
            owner = handoff.group(1)
        hand = re.match(r"Hand von (\w+)", line)
        if hand:
            assert hand.group(1) == owner, "a hand was shown without handing the device over"
            owner = None  # the next hand needs its own handover
            hands += 1
        if line.startswith("-" * 20):
            owner = None
    assert hands >= 20


def test_two_humans_alone_at_the_table_play_to_the_end(play: Play) -> None:
    session = play(["2", "2", "2", "2", "", "", "1", "2"], seed=9)
    assert session.status == 0
    assert "Hand the device to Player 2" in session.output
    assert "Bilanz after round 1:" in session.output
    assert "Börsenschluss" in session.output


def test_bad_input_is_explained_and_changes_nothing(
    play: Play, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Computers on an iteration cap, no clock: the two games must differ only by the bad input.
    monkeypatch.setattr(loop, "make_bot", capped_bot)
    reference = play(["", "", "Ada"], seed=7)
    answers = ["xyz", "999", "#99", "", "#0", "#1"]
    session = play(
        ["", "", "Ada"],
        seed=7,
        choose=lambda asked: answers[asked % len(answers)],
        kurssturz=lambda asked: ["neun", "7", ""][asked % 3],
    )
    assert final_standings(session.output) == final_standings(reference.output)
    assert "»xyz« verstehe ich nicht" in session.output
    assert "Die Aktie 999 hast du nicht auf der Hand." in session.output
    assert "Deine Hand hat keine Position #99" in session.output
    assert "Bitte eine Aktie wählen" in session.output
    if "welche Börse übernimmst du?" in session.output:
        assert text("kurssturz.invalid") in session.output


def test_a_human_kurssturz_takes_the_named_exchange(play: Play) -> None:
    session = play(
        ["", "", "Ada"], seed=7, choose=lambda asked: "#1", kurssturz=lambda asked: "tokio"
    )
    assert "welche Börse übernimmst du?" in session.output
    assert "Ada übernimmt Tokio" in session.output


def test_help_rules_and_table_answer_and_ask_again(play: Play) -> None:
    answers = {0: "?", 1: "regeln", 2: "tafel"}
    session = play(["", "", ""], seed=8, choose=lambda asked: answers.get(asked, "#1"))
    assert "Eingaben, wenn du eine Aktie wählst:" in session.output
    assert "SPEEDSTOCKS – DIE REGELN IN KÜRZE" in session.output
    assert "EIGENE FESTLEGUNGEN" in session.output
    assert text("event.game_over") in session.output


def test_quit_asks_first_and_leaves_when_confirmed(play: Play) -> None:
    answers = ["q", "#1", "q"]
    session = play(
        ["", "", ""],
        seed=8,
        choose=lambda asked: answers[asked] if asked < len(answers) else "#1",
        confirm=lambda asked: ["n", "j"][asked],
    )
    assert session.status == 0
    assert session.output.count(text("turn.quit_confirm")) == 2
    assert "Aufgedeckt in Zug 1:" in session.output
    assert "Aufgedeckt in Zug 2:" not in session.output
    assert text("end.left") in session.output
    assert text("event.game_over") not in session.output


def test_play_again_starts_a_new_game_with_the_same_settings(play: Play) -> None:
    session = play(["1", "2", "2", "1", "Ada", "1", "1", "1"], seed=6, again=["j", "n"])
    assert session.output.count("Börsenschluss") == 2
    assert session.output.count("Am Tisch:") == 1
    assert session.output.count("Runde 1: Neu gegeben") == 2


def test_the_end_of_input_leaves_cleanly_at_any_prompt(play: Play) -> None:
    for given in range(4):
        session = play(["", "", ""][:given], seed=1, end_after_setup=True)
        assert session.status == 0
        assert text("end.bye") in session.output
    session = play(["", "", ""], seed=1, choose=lambda asked: "#1" if asked < 3 else None)
    assert session.status == 0
    assert "Aufgedeckt in Zug 3:" in session.output
    assert text("end.left") in session.output
