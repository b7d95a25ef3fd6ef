"""A replay is only watched: where the person was to act, each game's scene in the viewer shows
no move to press, no marked button, nobody thinking, no "du" and no prompt, and still says
whose turn it was."""

from __future__ import annotations

from operator import attrgetter

import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.replay.viewer import ReplayScene
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.text_recording import recording_texts
from game.client.widgets import Button
from game.replay import GameRecord, Replay, record_from_table
from game.rules.core import Event, Move
from game.texts import set_language, text
from tests.replay.played import PLAYERS, play_game

FRAME = 1 / 60
PERSON = 0
# The status line's words naming whose turn it is, where the game has them (Speedstocks chooses
# all at once and says nothing then; Speedchicago's hint box says "ist dran").
WATCH_WORDS = {
    "speedtycoon": "speedtycoon.table.hint_watch",
    "speedpipe": "speedpipe.table.hint_watch",
    "tycoon": "tycoon.table.hint_watch",
    "speedchicago": "chicago_overlay.hint.waiting",
}
# Each game's buttons that make a move (attribute paths on its table scene).
MOVE_BUTTONS = {
    "speedstocks": (),  # the hand cards are its moves: a tap on one must send nothing
    "speedtycoon": tuple(
        f"{name}_button" for name in ("take", "buy", "plan", "fund", "tear", "end", "loan", "repay")
    ),
    "speedpipe": tuple(
        f"{name}_button"
        for name in ("blind", "contracts", "station", "route", "pass", "confirm", "keep", "extra")
    ),
    "speedchicago": tuple(f"panel.{name}_button" for name in ("insert", "draw", "undo", "end")),
    "tycoon": tuple(
        f"{name}_button" for name in ("loan", "hotel", "renovate", "factory", "fly", "end")
    ),
}
# Every "(du)" and "Du bist dran" of the scenes.
YOU_KEYS = ("speedpipe.companies.you", "chicago_panel.you")


def person_to_act(record: GameRecord) -> int:
    """A position in the middle of the game where the person was to act (in a turn of their
    own, not the set-up)."""
    replay = Replay(record)
    middle = replay.length // 2
    positions = [
        position
        for position in range(1, replay.length)
        if PERSON in replay.state_at(position).to_act()
    ]
    return min(positions, key=lambda position: abs(position - middle))


def forbidden_words(names: list[str]) -> list[str]:
    """What a watched scene never says: someone thinking, someone called "du"."""
    words = [text("table_screen.thinking_many", names=" ".join(names))]
    for name in names:
        words.append(text("table_screen.thinking_one", name=name))
        words += [text(key, name=name) for key in YOU_KEYS]
    words.append("Du bist dran")
    return words


@pytest.mark.parametrize("game", tuple(PLAYERS))
def test_where_the_person_was_to_act_nothing_invites_a_move(app: App, game: str) -> None:
    """The move is stepped into (its events played) at a position where the person was to act:
    no widget of the game's scene is marked, a press or a tap on any of them sends no move, no
    text says that someone thinks or speaks to "du", and the status line names whose turn it
    was."""
    set_language("de")
    record = record_from_table(play_game(game, seed=3).table)
    position = person_to_act(record)
    scene = ReplayScene(app, Replay(record))
    app.push(scene)
    scene.go_to(position - 1)
    scene.step_forward()
    for _ in range(40):
        app.frame(0.25)
    inner = scene.inner
    assert scene.replay.position == position and not inner.queue.playing
    assert PERSON in scene.replay.state.to_act()
    assert not inner.can_act() and inner.thinking_seats() == () and inner.you is None

    names = [seat.name for seat in record.setup.seats]
    with recording_texts() as recording:
        app.frame(FRAME)
    drawn = " | ".join(drawn.whole for drawn in recording.latest())
    for words in forbidden_words(names):
        assert words not in drawn, words
    if game in WATCH_WORDS:
        assert text(WATCH_WORDS[game], name=names[PERSON]) in drawn

    sent: list[tuple[int, Move | str]] = []

    def submit(seat: int, move: Move | str) -> list[Event]:
        sent.append((seat, move))
        return []

    inner.table.submit = submit  # type: ignore[method-assign]
    for path in MOVE_BUTTONS[game]:
        button = attrgetter(path)(inner)
        shown = button in inner.widgets.widgets and button.visible
        assert not (shown and button.enabled), path
    widgets = [widget for widget in inner.widgets.widgets if widget.visible]
    assert not [w for w in widgets if isinstance(w, PanelButton) and w.marked and w.enabled]
    for widget in widgets:
        if isinstance(widget, Button) and widget.enabled:
            widget.press()
        inner.handle(Intent(IntentKind.TAP, widget.rect.center))
        inner.widgets.dialogs.clear()  # a log or a rules page opened: closed again
        app.frame(FRAME)
    assert sent == []
