"""Performance figures of the rules and the bots: random games per second, decision latency."""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.arena import Decision, Match, load_bots, seat_bots
from game.ai.base import STRENGTHS, RandomBot
from game.ai.registry import make_bot
from game.cores import usable_cores
from game.rules.core import OptionError, State
from game.rules.registry import get_game

# Bot strengths whose latency is measured, and how many decisions each is sampled over: the
# search bot thinks up to about a second, so it gets fewer.
MEASURED_STRENGTHS: tuple[str, ...] = tuple(s for s in STRENGTHS if s != "random")
DECISIONS: dict[str, int] = {"easy": 600, "normal": 600, "strong": 50}
# No strength is sampled longer than this, whatever its decision count.
SAMPLING_SECONDS = 60.0
# Worker processes start playing together this long after they are asked to.
START_DELAY = 0.5


def speedchicago_turn(state: State) -> Hashable:
    """One Speedchicago turn: all steps of one company's turn share it; every set-up placement
    and photographer's choice is a turn of its own."""
    return (
        state.phase,  # type: ignore[attr-defined]
        state.year,  # type: ignore[attr-defined]
        state.round,  # type: ignore[attr-defined]
        state.turn_index,  # type: ignore[attr-defined]
        state.setup_step,  # type: ignore[attr-defined]
    )


# Games whose bots plan a whole turn and then play it step by step: their latency is per turn
# (DESIGN.md), the sum of one seat's decisions in one turn. Other games: per decision.
TURN_KEYS: dict[str, Callable[[State], Hashable]] = {"speedchicago": speedchicago_turn}


def speedtycoon_allowed_fields(empires: int = 12, seed: int = 0) -> dict[str, Any]:
    """Milliseconds to find every allowed field for one building in a 25-building empire
    (worked out from scratch each time, nothing remembered from an earlier question)."""
    import random

    from game.rules.speedtycoon import empire as geometry
    from game.rules.speedtycoon.catalogue import BRANCH_BUILDINGS

    samples: list[float] = []
    smallest = 10**6
    for index in range(empires):
        rng = random.Random(seed + index)
        empire = geometry.new_empire()
        bag = list(BRANCH_BUILDINGS)
        rng.shuffle(bag)
        while len(empire.fields) < 26 and bag:
            building = bag.pop()
            fields = sorted(geometry.allowed_fields(empire, building, 0))
            if fields:
                geometry.place(empire, building, fields[rng.randrange(len(fields))])
        smallest = min(smallest, len(empire.fields) - 1)
        for building in BRANCH_BUILDINGS:
            fresh = geometry.Empire(dict(empire.fields), set(empire.tunnels))
            started = time.perf_counter()
            geometry.allowed_fields(fresh, building, 2)
            samples.append(time.perf_counter() - started)
    return {**milliseconds(samples), "empires": empires, "fewest_buildings": smallest}


# Figures only some games have, measured after the common ones.
GAME_FIGURES: dict[str, Callable[[], dict[str, Any]]] = {
    "speedtycoon": lambda: {"allowed_fields": speedtycoon_allowed_fields()},
}


def bench_players(game_name: str) -> int:
    """Four seats, or the game's maximum where it is lower."""
    return min(4, get_game(game_name).max_players)


@dataclass(frozen=True)
class Throughput:
    """Random games and moves finished in a measured window."""

    games: int
    moves: int
    seconds: float

    @property
    def games_per_s(self) -> float:
        """Whole random games per second."""
        return self.games / self.seconds

    @property
    def moves_per_s(self) -> float:
        """Moves per second."""
        return self.moves / self.seconds


def random_games_in_window(
    game_name: str, players: int, seed: int, start_at: float, end_at: float
) -> Throughput:
    """Plays whole random games from start_at to end_at (wall clock) through the bot-facing API.

    Only games finished inside the window count.
    """
    game = get_game(game_name)
    delay = start_at - time.time()
    if delay > 0:
        time.sleep(delay)
    games = 0
    moves = 0
    index = 0
    while True:
        state = game.new_state(players, seed + index)
        bots = [RandomBot(seed * 16 + index * 4 + seat) for seat in range(players)]
        played = 0
        while not state.is_terminal():
            # One move at a time: after any move the seats to act may change.
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
            played += 1
        if time.time() > end_at:
            break
        games += 1
        moves += played
        index += 1
    return Throughput(games, moves, end_at - start_at)


def _window_worker(job: tuple[str, int, int, float, float]) -> Throughput:
    """Worker entry point for random_games_per_s (top level, so that processes can run it)."""
    return random_games_in_window(*job)


def random_throughput(game_name: str, seconds: float, processes: int) -> Throughput:
    """Random games per second with this many processes playing at once in the same window."""
    players = bench_players(game_name)
    if processes <= 1:
        start = time.time()
        return random_games_in_window(game_name, players, 0, start, start + seconds)
    start = time.time() + START_DELAY
    jobs = [
        (game_name, players, worker * 1_000_000, start, start + seconds)
        for worker in range(processes)
    ]
    with multiprocessing.Pool(processes) as pool:
        parts = pool.map(_window_worker, jobs)
    return Throughput(sum(p.games for p in parts), sum(p.moves for p in parts), seconds)


def percentile(sorted_values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of ascending values."""
    rank = max(1, math.ceil(fraction * len(sorted_values)))
    return sorted_values[rank - 1]


def available_strengths(game_name: str) -> tuple[list[str], list[str]]:
    """The measured strengths this game has bots for, and those it lacks."""
    load_bots(game_name)
    present: list[str] = []
    missing: list[str] = []
    for strength in MEASURED_STRENGTHS:
        try:
            make_bot(game_name, strength)
        except OptionError:
            missing.append(strength)
        else:
            present.append(strength)
    return present, missing


class TurnTimes:
    """One seat's thinking time per turn, summed from a match's decisions as they come in.

    Consecutive decisions of the seat with the same turn make one turn; a decision without a turn
    (a game timed per decision) is a turn of its own.
    """

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.seconds: list[float] = []
        self._seen = 0
        self._previous: tuple[int, Hashable] | None = None

    def take(self, decisions: Sequence[Decision]) -> None:
        """Adds the decisions made since the last call."""
        for decision in decisions[self._seen :]:
            current = (decision.seat, decision.turn)
            if decision.seat == self.seat:
                if decision.turn is not None and current == self._previous:
                    self.seconds[-1] += decision.seconds
                else:
                    self.seconds.append(decision.seconds)
            self._previous = current
        self._seen = len(decisions)

    def finished(self, over: bool) -> list[float]:
        """The turns known to be complete: a turn the seat may still go on with is left out."""
        if not over and self._previous is not None and self._previous[0] == self.seat:
            if self._previous[1] is not None:
                return self.seconds[:-1]
        return self.seconds


def bot_latency(
    game_name: str,
    strength: str,
    decisions: int,
    opponent: str,
    max_seconds: float = SAMPLING_SECONDS,
) -> dict[str, Any]:
    """Milliseconds per decision of one strength at its own budget, sampled from real games; per
    whole turn for the games in TURN_KEYS.

    The measured bot changes seat from game to game; the other seats hold the opponent bots.
    A bot that counts its play-outs (rollouts_done, the strong bots) also gets rollouts_per_s:
    its play-outs over the seconds it spent deciding.
    """
    game = get_game(game_name)
    players = bench_players(game_name)
    turn_key = TURN_KEYS.get(game_name)
    samples: list[float] = []
    rollouts = Rollouts()
    started = time.perf_counter()
    index = 0
    while len(samples) < decisions and time.perf_counter() - started < max_seconds:
        seat = index % players
        lineup = [opponent] * players
        lineup[seat] = strength
        match = Match(game, players, index, seat_bots(game_name, lineup, index), turn_key=turn_key)
        times = TurnTimes(seat)
        wanted = decisions - len(samples)
        while not match.over and len(times.finished(False)) < wanted:
            match.step()
            times.take(match.decisions)
            if time.perf_counter() - started >= max_seconds:
                break
        if match.result.error is not None:
            raise RuntimeError(f"the {strength} bench game {index} failed: {match.result.error}")
        rollouts.take(match.bots[seat], match.decision_seconds[seat])
        complete = times.finished(match.over)
        if not complete and not samples:
            # The time ran out inside the first turn: its part is better than no figure.
            complete = times.seconds
        samples.extend(complete[:wanted])
        index += 1
    figures: dict[str, Any] = {**milliseconds(samples), "decisions": len(samples)}
    if rollouts.counted or strength == "strong":
        figures["rollouts_per_s"] = rollouts.per_second()
    return figures


class Rollouts:
    """Play-outs of the measured bots and the seconds they spent deciding, game by game."""

    def __init__(self) -> None:
        self.done = 0
        self.seconds = 0.0
        self.counted = False

    def take(self, bot: object, decision_seconds: Sequence[float]) -> None:
        """Adds one game's bot: its cumulative rollouts_done (if it keeps one) and its time."""
        done = getattr(bot, "rollouts_done", None)
        if done is None:
            return
        self.counted = True
        self.done += done
        self.seconds += sum(decision_seconds)

    def per_second(self) -> float | None:
        """Play-outs per second of deciding; None when the bot keeps no count (or never thought)."""
        if not self.counted or self.seconds <= 0:
            return None
        return _significant(self.done / self.seconds)


def milliseconds(samples: list[float]) -> dict[str, float]:
    """p50, p95 and the longest of timings in seconds, as milliseconds."""
    ordered = sorted(seconds * 1000.0 for seconds in samples)
    return {
        "p50_ms": _significant(percentile(ordered, 0.50)),
        "p95_ms": _significant(percentile(ordered, 0.95)),
        "max_ms": _significant(ordered[-1]),
    }


def _significant(value: float) -> float:
    """A figure to four significant digits: a listing that takes 0.0004 ms is not reported as
    0 (three decimals would round it away), and 892.1234 ms keeps its meaningful digits."""
    return float(f"{value:.4g}")


def legal_listing(game_name: str, games: int = 6, seed: int = 0) -> dict[str, Any]:
    """Milliseconds to list every legal move of the seat to act, over every position of a few
    random games (the middle third of each game counted: mid-game positions)."""
    game = get_game(game_name)
    players = bench_players(game_name)
    samples: list[float] = []
    for index in range(games):
        state = game.new_state(players, seed + index)
        bot = RandomBot(seed + index)
        timed: list[float] = []
        while not state.is_terminal():
            seat = state.to_act()[0]
            started = time.perf_counter()
            moves = state.legal_moves(seat)
            timed.append(time.perf_counter() - started)
            state.apply(seat, moves[int(bot.rng.random() * len(moves))])
        third = len(timed) // 3
        samples.extend(timed[third : 2 * third] or timed)
    return {**milliseconds(samples), "positions": len(samples)}


def bench_game(game_name: str, seconds: float = 5.0, decision_scale: float = 1.0) -> dict[str, Any]:
    """All figures of one game: random throughput (one process per core and one alone), bots."""
    processes = usable_cores()
    alone = random_throughput(game_name, seconds, 1)
    together = random_throughput(game_name, seconds, processes) if processes > 1 else alone
    figures: dict[str, Any] = {
        "random_games_per_s": round(together.games_per_s, 1),
        "moves_per_s": round(together.moves_per_s, 1),
        "processes": processes,
        "random_games_per_s_one_process": round(alone.games_per_s, 1),
        "moves_per_s_one_process": round(alone.moves_per_s, 1),
        "players": bench_players(game_name),
        "legal_moves": legal_listing(game_name),
    }
    if game_name in GAME_FIGURES:
        figures.update(GAME_FIGURES[game_name]())
    present, missing = available_strengths(game_name)
    opponent = "easy" if "easy" in present else "random"
    figures["bots"] = {
        strength: bot_latency(
            game_name, strength, max(1, round(DECISIONS[strength] * decision_scale)), opponent
        )
        for strength in present
    }
    figures["bot_opponents"] = opponent
    figures["bot_latency_per"] = "turn" if game_name in TURN_KEYS else "decision"
    if missing:
        figures["note"] = f"no {', '.join(missing)} bot for {game_name} yet: not measured"
    return figures
