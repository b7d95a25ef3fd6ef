"""Tycoon's fair seats, its styles and the order of its strengths, held on fixed seeds (slow).

Mean money by start position carries the seat checks besides the share of wins: it is far
steadier over a hundred games than the wins, so that a start position clearly behind (as the
start player was when he began all three rounds) shows on few games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from game.ai import make_bot
from game.ai.arena import Match
from game.ai.base import Bot
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.styles import lineup_of
from game.ai.tycoon.weights import STYLES
from game.rules.registry import get_game

GAME = "tycoon"


@dataclass
class Tally:
    """Wins (shared firsts split) and money by start position and by label (a strength or a
    style) over a series of games."""

    games: int = 0
    start_wins: list[float] = field(default_factory=list)
    start_money: list[float] = field(default_factory=list)
    label_wins: dict[str, float] = field(default_factory=dict)
    label_seats: dict[str, int] = field(default_factory=dict)

    def start_shares(self) -> list[float]:
        """Each start position's share of wins (1: the start player of round 1)."""
        return [wins / self.games for wins in self.start_wins]

    def start_means(self) -> list[float]:
        """Each start position's mean money at the end."""
        return [money / self.games for money in self.start_money]

    def share_of(self, label: str) -> float:
        """The share of games a label won."""
        return self.label_wins.get(label, 0.0) / self.games


def series(lineups: Sequence[Sequence[str]], seed: int, worlds: int | None = None) -> Tally:
    """One game per lineup (a strength or a style per seat) with seeds from seed on."""
    tally = Tally()
    for index, lineup in enumerate(lineups):
        players = len(lineup)
        if not tally.start_wins:
            tally.start_wins = [0.0] * players
            tally.start_money = [0.0] * players
        bots: list[Bot] = []
        for seat, label in enumerate(lineup):
            bot_seed = seed * 1000 + index * 10 + seat
            if label in STYLES:
                bots.append(NormalBot(seed=bot_seed, style=label))
            else:
                bots.append(make_bot(GAME, label, seed=bot_seed, max_iterations=worlds))
        match = Match(get_game(GAME), players, seed * 100003 + index, bots)
        start = match.state.start_player  # type: ignore[attr-defined]
        result = match.run()
        assert result.outcome is not None, result.error
        winners = result.outcome.winners
        tally.games += 1
        for seat, money in enumerate(result.outcome.scores):
            position = (seat - start) % players
            tally.start_money[position] += money
            if seat in winners:
                tally.start_wins[position] += 1.0 / len(winners)
                tally.label_wins[lineup[seat]] = tally.label_wins.get(
                    lineup[seat], 0.0
                ) + 1.0 / len(winners)
            tally.label_seats[lineup[seat]] = tally.label_seats.get(lineup[seat], 0) + 1
    return tally


def rotated(lineup: Sequence[str], games: int) -> list[list[str]]:
    """The lineup rotated by one seat each game."""
    size = len(lineup)
    return [list(lineup[i % size :]) + list(lineup[: i % size]) for i in range(games)]


# ---- fair seats ------------------------------------------------------------------------------

# Games of normal computers per table size, and how far a start position's share of wins and
# its mean money may lie from the fair share and the table's mean on these seeds.
SEAT_GAMES = {2: 120, 4: 160, 5: 100}
SHARE_BAND = {2: 0.08, 4: 0.07, 5: 0.08}
MONEY_BAND = 6.0


@pytest.mark.slow
@pytest.mark.parametrize("players", sorted(SEAT_GAMES))
def test_every_start_position_wins_its_fair_share(players: int) -> None:
    """Among normal computers every start position wins near its fair share and ends near the
    table's mean money (the start player no longer begins every round)."""
    tally = series(rotated(["normal"] * players, SEAT_GAMES[players]), seed=21)
    fair = 1.0 / players
    shares = tally.start_shares()
    assert all(abs(share - fair) <= SHARE_BAND[players] for share in shares), shares
    means = tally.start_means()
    table = sum(means) / players
    assert all(abs(mean - table) <= MONEY_BAND for mean in means), means


# ---- styles ----------------------------------------------------------------------------------

STYLE_GAMES = 120


@pytest.mark.slow
def test_no_style_dominates_and_every_style_wins() -> None:
    """Normal computers of the three styles (hotels, factories, travel), four seats, every style
    at every table: none wins more than 40 % of the games and each at least 15 %."""
    tally = series([lineup_of(index, 4) for index in range(STYLE_GAMES)], seed=22)
    shares = {key: tally.share_of(key) for key in STYLES}
    assert all(0.15 <= share <= 0.40 for share in shares.values()), shares
