"""Seeded games of computers counted for the balance of Speedchicago's own determinations: how
often each city order is reached, how often each card is played where it is held, and where the
supply of floors ends.

Runnable from the repository root for the figures in docs/rules/speedchicago.md, e.g.
python -m tests.rules.speedchicago.balance_games --players 4 --games 90 --variant profi --orders
or, for the games of a tools/simulate.py --record file,
python -m tests.rules.speedchicago.balance_games --from-record games.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai import make_bot
from game.ai.arena import bot_seed
from game.rules.registry import get_game
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.orders import CITY_ORDERS
from game.rules.speedchicago.tables import CARDS

# The normal computer's own plan size: with it as a cap and no clock, games are reproducible.
NORMAL_ITERATIONS = 3000


@dataclass(frozen=True)
class Played:
    """What one game shows: the city order, per scoring whether each company fulfilled it, the
    cards each company held and played, the floors each company got fewer in the last year's
    deal, the supply left after that deal, and the supply left at the end."""

    order: str
    fulfilled: tuple[bool, ...]
    held: tuple[frozenset[str], ...]
    played: tuple[frozenset[str], ...]
    fewer_last_year: int
    pile_left: int
    supply_left: int


def play(
    players: int,
    seed: int,
    variant: str = "grundspiel",
    order: str = "",
    strength: str = "normal",
    iterations: int = NORMAL_ITERATIONS,
) -> Played:
    """One game of computers of one strength; a Profi game with the given city order in place
    of the drawn one (empty: the drawn one)."""
    state = get_game("speedchicago").new_state(players, seed, {"variant": variant})
    assert isinstance(state, SpeedchicagoState)
    if order:
        state.city_order = order
    bots = [
        make_bot("speedchicago", strength, bot_seed(seed, seat), None, iterations)
        for seat in range(players)
    ]
    counts = Counts(state)
    while not state.is_terminal():
        (company,) = state.to_act()
        counts.follow(state, state.play(company, bots[company].choose(state, company)))
    return counts.played(state)


def replay(record: dict[str, Any]) -> Played:
    """One game as a line of tools/simulate.py --record tells it, counted the same way."""
    game = get_game("speedchicago")
    state = game.new_state(record["players"], record["seed"], record["options"])
    assert isinstance(state, SpeedchicagoState)
    counts = Counts(state)
    for company, text in record["moves"]:
        counts.follow(state, state.play(company, game.parse_move(text)))
    return counts.played(state)


class Counts:
    """What is counted while a game goes on: the scorings, the cards held, the last deal."""

    def __init__(self, state: SpeedchicagoState) -> None:
        self.fulfilled: list[bool] = []
        self.held: list[set[str]] = [set(hand) for hand in state.hands]
        self.fewer = self.pile = 0

    def follow(self, state: SpeedchicagoState, events: Iterable[object]) -> None:
        """Counts the events of one move."""
        for event in events:
            if isinstance(event, ev.CompanyScored):
                self.fulfilled.append(event.city_order > 0)
            elif isinstance(event, ev.YearStarted):
                self.fewer, self.pile = event.fewer_each, event.supply
            elif isinstance(event, ev.CardDrawn):
                self.held[event.company].update(state.hands[event.company])

    def played(self, state: SpeedchicagoState) -> Played:
        """The counts of the finished game."""
        return Played(
            state.city_order,
            tuple(self.fulfilled),
            tuple(frozenset(cards) for cards in self.held),
            tuple(frozenset(cards) for cards in state.played),
            self.fewer,
            self.pile,
            state.supply,
        )


def order_rates(games: Iterable[Played]) -> dict[str, tuple[int, int]]:
    """Per city order: scorings at which a company fulfilled it, of all scorings."""
    counts: dict[str, tuple[int, int]] = {}
    for game in games:
        reached, scorings = counts.get(game.order, (0, 0))
        counts[game.order] = (reached + sum(game.fulfilled), scorings + len(game.fulfilled))
    return counts


def card_shares(games: Iterable[Played]) -> dict[str, tuple[int, int]]:
    """Per card: the companies that played it, of those that held it, one count per game."""
    held: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for game in games:
        for cards, used in zip(game.held, game.played):
            held.update(cards)
            played.update(used)
    return {card: (played[card], held[card]) for card in CARDS if held[card]}


def report(games: Sequence[Played]) -> str:
    """The counts as readable lines."""
    lines = [f"{len(games)} games"]
    for order, (reached, scorings) in sorted(order_rates(games).items()):
        if order:
            lines.append(f"order {order}: {reached} of {scorings} = {reached / scorings:.1%}")
    for card, (used, held) in card_shares(games).items():
        lines.append(f"card {card}: played {used} of {held} = {used / held:.1%}")
    pile = sum(game.pile_left for game in games) / len(games)
    left = sum(game.supply_left for game in games) / len(games)
    cut = sum(game.fewer_last_year > 0 for game in games) / len(games)
    fewer = sum(game.fewer_last_year for game in games) / len(games)
    lines.append(f"supply left after the last deal: {pile:.1f} floors on average")
    lines.append(f"supply left at the end: {left:.1f} floors on average")
    lines.append(f"last year's deal cut short in {cut:.0%} of games, {fewer:.2f} fewer a company")
    return "\n".join(lines)


def main() -> None:
    """Plays the games the command line asks for and prints the counts."""
    parser = argparse.ArgumentParser(description="Speedchicago balance counts")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--variant", default="grundspiel", choices=("grundspiel", "profi"))
    parser.add_argument(
        "--orders", action="store_true", help="Profi: each city order in turn, not the drawn one"
    )
    parser.add_argument("--iterations", type=int, default=NORMAL_ITERATIONS)
    parser.add_argument(
        "--from-record",
        default=None,
        help="count the games of a tools/simulate.py --record file instead of playing",
    )
    arguments = parser.parse_args()
    if arguments.from_record:
        with open(arguments.from_record, encoding="utf-8") as lines:
            games = [replay(json.loads(line)) for line in lines if line.strip()]
        print(report(games))
        return
    ids = [order.id for order in CITY_ORDERS] if arguments.orders else [""]
    games = [
        play(
            arguments.players,
            arguments.seed + index,
            arguments.variant,
            ids[index % len(ids)],
            iterations=arguments.iterations,
        )
        for index in range(arguments.games)
    ]
    print(report(games))


if __name__ == "__main__":
    main()
