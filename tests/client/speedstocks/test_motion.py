"""The Speedstocks table's motion: every event's animation, the Black Swan's 250 ms, the Margin
Call on the red place, Short's red place, tempo "Schnell", and the bench/screenshot scene key."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.ai.registry import make_bot
from game.client.app import App
from game.client.benchmark import measured_scenes
from game.client.scene_keys import SceneRequest, build_scene, scene_keys
from game.client.scenes.tables.speedstocks.bench import PlacementLoop
from game.client.scenes.tables.speedstocks.board import Board
from game.client.scenes.tables.speedstocks.motion import MARGIN_CLEAR, MARGIN_LAND
from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene, seat_rect, slot_rect
from game.rules.core import Event
from game.rules.registry import get_game
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.state import SpeedstocksState
from game.rules.speedstocks.stocks import ROW_PLACES
from game.table.table import Table
from tests.client.table_driving import speedstocks_setup

STEP = 0.05
# Every kind of event that moves something, with Long's and Short's two timings.
ANIMATED = {
    "RoundStarted",
    "StocksRevealed",
    "StockPlaced",
    "MarginCall",
    "RowOpened",
    "KurssturzPending",
    "KurssturzTaken",
    "SymbolLapsed",
    "SplitCopied",
    "LongRemoved:vorher",
    "LongRemoved:nachher",
    "ShortShifted:vorher",
    "ShortShifted:nachher",
    "MarginCallPlaceReset",
    "BlackSwanLanded",
    "BlackSwanCopy",
    "IpoOpened",
    "IpoBurst",
    "HausseCame",
}


def kind_of(event: Event) -> str:
    """The event's class name, with the timing for Long and Short."""
    timing = getattr(event, "timing", None)
    return type(event).__name__ + (f":{timing}" if timing else "")


def turns(seed: int, variant: str) -> Iterator[tuple[SpeedstocksState, Board, list[Event]]]:
    """A seeded random four-player game with Sonderregeln: each move's events and the board the
    screen shows before them (followed through the game, as the scene does); a caller that does
    not play the events on the board leaves that to this generator."""
    state = get_game("speedstocks").new_state(4, seed, {"special": "on", "variant": variant})
    assert isinstance(state, SpeedstocksState)
    bot = make_bot("speedstocks", "random", seed=seed)
    board = Board.from_view(state.view(None))
    while not state.is_terminal():
        before = board.copy()
        seat = state.to_act()[0]
        events = state.play(seat, bot.choose(state, seat))
        yield state, before, events
        for event in events:
            board.apply(event)


def new_scene(app: App) -> SpeedstocksScene:
    """A Speedstocks scene whose board the tests set and whose events they play by hand."""
    table = Table(speedstocks_setup(special="on"), app.services.bots, now=app.services.now)
    return SpeedstocksScene(app, table, None)


def play(
    app: App,
    scene: SpeedstocksScene,
    board: Board,
    events: list[Event],
    step: float = STEP,
    watch: Callable[[SpeedstocksScene, float], None] | None = None,
) -> float:
    """Plays events on the scene from this board as its update does, drawing every frame;
    returns the seconds it took."""
    scene.board = board
    scene.motion.stop()
    scene.enqueue(events)
    elapsed = 0.0
    while scene.queue.playing:
        scene.queue.advance(step, scene.show_event)
        elapsed += step
        current = scene.queue.current
        scene.motion.follow(current.event if current else None, scene.queue.progress, step)
        scene.draw(app.canvas)
        if watch is not None:
            watch(scene, elapsed)
        assert elapsed < 120, "the events never ended"
    scene.motion.follow(None, 1.0)
    scene.draw(app.canvas)
    return elapsed


def same_board(board: Board, state: SpeedstocksState) -> None:
    """The board after playback equals the board of the state's view."""
    fresh = Board.from_view(state.view(None))
    board.settle()
    assert board.rows == fresh.rows
    assert board.red_places == fresh.red_places
    assert board.bears_round == fresh.bears_round
    assert board.kurssturz == fresh.kurssturz


def find_turn(
    seed: int, variant: str, wanted: Callable[[list[Event]], bool]
) -> tuple[SpeedstocksState, Board, list[Event]]:
    """The first move of a seeded game whose events are wanted."""
    for state, before, events in turns(seed, variant):
        if wanted(events):
            return state, before, events
    raise AssertionError("no such move in the game")


def has(kind: type[Event]) -> Callable[[list[Event]], bool]:
    """Wants moves with an event of this kind."""
    return lambda events: any(isinstance(event, kind) for event in events)


# ---- every event's animation ----


@pytest.mark.parametrize(("seed", "variant"), [(0, "taktik"), (2, "klassisch")])
def test_every_animation_runs_to_completion_and_ends_on_the_tables_board(
    app: App, seed: int, variant: str
) -> None:
    scene = new_scene(app)
    animated: set[str] = set()
    moved: set[str] = set()

    def watch(scene: SpeedstocksScene, elapsed: float) -> None:
        if scene.motion.active and scene.motion.event is not None:
            moved.add(kind_of(scene.motion.event))

    for state, before, events in turns(seed, variant):
        kinds = {kind_of(event) for event in events} & ANIMATED
        if kinds - animated:
            play(app, scene, before, events, watch=watch)
            animated |= kinds
            assert not scene.motion.active
            same_board(scene.board, state)
    # Between them the two games show every kind.
    expected = {
        (0, "taktik"): ANIMATED - {"HausseCame"},
        (2, "klassisch"): ANIMATED - {"ShortShifted:nachher"},
    }[(seed, variant)]
    assert expected <= animated
    # Everything but the Hausse (told in words) was seen moving while it was shown.
    assert expected - {"HausseCame"} <= moved


# ---- the Black Swan ----


def test_black_swan_copies_come_one_every_250_ms_before_the_rest_is_placed(app: App) -> None:
    scene = new_scene(app)
    state, before, events = find_turn(
        0, "taktik", lambda events: sum(isinstance(e, ev.BlackSwanCopy) for e in events) >= 2
    )
    shown: list[tuple[float, Event]] = []
    clock = [0.0]
    original = scene.show_event

    def show(event: Event) -> None:
        shown.append((clock[0], event))
        original(event)

    scene.show_event = show  # type: ignore[method-assign]

    def watch(scene: SpeedstocksScene, elapsed: float) -> None:
        clock[0] = elapsed

    play(app, scene, before, events, step=0.01, watch=watch)
    kinds = [type(event) for _, event in shown]
    landed = kinds.index(ev.BlackSwanLanded)
    copies = [(time, event) for time, event in shown if isinstance(event, ev.BlackSwanCopy)]
    for (first, _), (second, _) in zip(copies, copies[1:]):
        assert second - first == pytest.approx(0.25, abs=0.02)
    # All copies come right after the swan landed, before any other stock is placed.
    last_copy = max(index for index, kind in enumerate(kinds) if kind is ev.BlackSwanCopy)
    assert ev.StockPlaced not in kinds[landed:last_copy]
    # Each copy grows into its place while it is shown.
    row, place = copies[0][1].row, copies[0][1].place  # type: ignore[attr-defined]
    scene.board = before
    scene.motion.begin(copies[0][1], before)
    scene.motion.follow(copies[0][1], 0.1)
    early = scene.motion.entry_rect(row, place)
    assert early is not None and early.width < slot_rect(row, place).width
    same_board(scene.board, state)


# ---- the Margin Call and the red place ----


def test_a_margin_call_lands_on_the_red_place_before_the_row_goes(app: App) -> None:
    scene = new_scene(app)
    state, before, events = find_turn(0, "klassisch", has(ev.MarginCall))
    call = next(event for event in events if isinstance(event, ev.MarginCall))
    seen: dict[str, object] = {}

    def watch(scene: SpeedstocksScene, elapsed: float) -> None:
        if scene.motion.event is not call or not scene.motion.active:
            return
        progress = scene.motion.progress
        flight = next(f for f in scene.motion.plan.flights if f.entry.stock == call.stock)
        where = flight.rect_at(progress)
        red = scene.board.red_places[call.row]
        if MARGIN_LAND[1] <= progress < MARGIN_CLEAR[0]:
            seen["on_red"] = where == slot_rect(call.row, red) and red == call.place
            seen["row_still_there"] = scene.motion.entry_rect(call.row, 1) is not None
        elif progress > (MARGIN_CLEAR[0] + 1.0) / 2:
            seen["row_going"] = scene.motion.entry_rect(call.row, 1) is None
            seen["stays_on_red"] = where == slot_rect(call.row, red)
            # The row's first stock is on its way to the taker's seat.
            first = next(f for f in scene.motion.plan.flights if f is not flight)
            now = first.rect_at(progress)
            seat = seat_rect(call.player)
            assert now is not None
            seen["towards_seat"] = abs(now.centerx - seat.centerx) < abs(
                slot_rect(call.row, 1).centerx - seat.centerx
            )

    play(app, scene, before, events, step=0.02, watch=watch)
    assert seen == {
        "on_red": True,
        "row_still_there": True,
        "row_going": True,
        "stays_on_red": True,
        "towards_seat": True,
    }
    same_board(scene.board, state)


def test_short_moves_the_red_place_left_and_the_reset_glides_it_back(app: App) -> None:
    scene = new_scene(app)
    normal = ROW_PLACES + 1
    shifted_row: list[int] = []
    lefts: list[int] = []
    backs: list[int] = []

    def watch(scene: SpeedstocksScene, elapsed: float) -> None:
        event = scene.motion.event
        if not scene.motion.active:
            return
        if isinstance(event, ev.ShortShifted) and not shifted_row:
            lefts.append(scene.motion.red_rect(event.row, event.margin_call_place).x)
        if isinstance(event, ev.MarginCallPlaceReset) and event.row in shifted_row[:1]:
            backs.append(scene.motion.red_rect(event.row, event.margin_call_place).x)

    for _state, before, events in turns(0, "klassisch"):
        if not shifted_row and has(ev.ShortShifted)(events):
            short = next(event for event in events if isinstance(event, ev.ShortShifted))
            play(app, scene, before, events, step=0.02, watch=watch)
            shifted_row.append(short.row)
            assert scene.board.red_places[short.row] in (short.margin_call_place, normal)
        elif shifted_row and any(
            isinstance(event, ev.MarginCallPlaceReset) and event.row == shifted_row[0]
            for event in events
        ):
            play(app, scene, before, events, step=0.02, watch=watch)
            assert scene.board.red_places[shifted_row[0]] == normal
            break
    assert len(lefts) > 3 and lefts == sorted(lefts, reverse=True) and lefts[0] > lefts[-1]
    assert len(backs) > 3 and backs == sorted(backs) and backs[0] < backs[-1]
    assert backs[-1] <= slot_rect(shifted_row[0], normal).x


# ---- tempo and the reveal ----


def test_schnell_makes_a_turns_playback_shorter(app: App) -> None:
    _, before, events = find_turn(0, "klassisch", has(ev.StocksRevealed))
    normal = play(app, new_scene(app), before.copy(), events)
    app.change_settings(tempo="schnell")
    fast = play(app, new_scene(app), before.copy(), events)
    assert fast < normal * 0.6


def test_revealed_cards_turn_over_one_after_the_other(app: App) -> None:
    scene = new_scene(app)
    _, before, events = find_turn(0, "klassisch", has(ev.StocksRevealed))
    reveal = next(event for event in events if isinstance(event, ev.StocksRevealed))
    scene.board = before
    scene.show_event(reveal)
    scene.motion.follow(reveal, 0.0)
    assert scene.motion.reveal_turn(0) == 0.0
    scene.motion.follow(reveal, 0.3)
    assert 0.0 < scene.motion.reveal_turn(0) and scene.motion.reveal_turn(1) < (
        scene.motion.reveal_turn(0)
    )
    scene.draw(app.canvas)
    scene.motion.follow(reveal, 0.99)
    assert scene.motion.reveal_turn(len(reveal.stocks) - 1) == 1.0
    scene.motion.follow(None, 1.0)
    assert scene.motion.reveal_turn(0) == 1.0


def test_a_placed_stock_flies_in_after_its_exchange_lit_up(app: App) -> None:
    scene = new_scene(app)
    _, before, events = find_turn(0, "klassisch", has(ev.StockPlaced))
    scene.board = before
    for event in events:
        if isinstance(event, ev.StockPlaced):
            break
        scene.show_event(event)
    assert isinstance(event, ev.StockPlaced)
    scene.show_event(event)
    motion = scene.motion
    target = slot_rect(event.row, event.place)
    positions = []
    for progress in (0.1, 0.5, 0.8, 0.999):
        motion.follow(event, progress)
        assert motion.entry_rect(event.row, event.place) is None  # it is still in flight
        positions.append(motion.plan.flights[0].rect_at(progress))
        scene.draw(app.canvas)
    assert motion.plan.glows and motion.plan.glows[0].rect.collidepoint(target.center)
    distances = [abs(rect.x - target.x) + abs(rect.y - target.y) for rect in positions if rect]
    assert distances == sorted(distances, reverse=True) and distances[-1] < distances[0]
    motion.follow(None, 1.0)
    assert motion.entry_rect(event.row, event.place) == target


# ---- the scene key for the bench and the screenshot ----


def test_the_speedstocks_scene_key_starts_in_the_middle_of_placing(app: App) -> None:
    assert "speedstocks" in scene_keys() and "speedstocks" in measured_scenes()
    scene = build_scene(app, SceneRequest("speedstocks", seed=4, moves=12))
    assert isinstance(scene, SpeedstocksScene)
    assert scene.table.setup.option_map()["special"] == "on"
    waiting = [type(item.event) for item in scene.queue.waiting]
    assert ev.StocksRevealed in waiting and ev.StockPlaced in waiting
    loop = PlacementLoop(scene)
    app.push(scene)
    active = 0
    for _ in range(int(12 / STEP)):
        loop.keep_placing()
        app.frame(STEP)
        active += scene.motion.active
    assert loop.restarts >= 1  # the turn was shown again once it had ended
    assert active > 0.8 * 12 / STEP
