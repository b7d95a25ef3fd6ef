"""An independent referee for classic Speedstocks records (Klassisch and Taktik, no Sonderregeln).

It shares no code with the rules engine: from a record line's dealt hands, opening stocks,
chosen stocks and Kurssturz rows it places every stock itself and checks each round's bears,
the running totals, the end of the game and the final scores against what the record says.

Also runnable on record files of tools/simulate.py, from the repository root:
python -m tests.tools.speedstocks_referee games.jsonl
"""

from __future__ import annotations

import json
import sys
from typing import Any

HAND_SIZE = 10
TURNS = 10
PLACES = 5  # the sixth stock on a row takes the five
GAME_END = 66
ROWS = 4


class RefereeError(AssertionError):
    """The record contradicts the rules; the message names the game, round and turn."""


def bears(stock: int) -> int:
    """Bears on a stock: 55 carries 7, 11..99 carry 5, tens 3, other fives 2, all others 1."""
    if stock == 55:
        return 7
    if stock % 11 == 0:
        return 5
    if stock % 10 == 0:
        return 3
    if stock % 5 == 0:
        return 2
    return 1


def deck_size(players: int, variant: str) -> int:
    """104 stocks in Klassisch; 10 × players + 4 in Taktik."""
    return 104 if variant == "klassisch" else HAND_SIZE * players + ROWS


def place_turn(
    rows: list[list[int]],
    chosen: list[int],
    kurssturz: list[dict[str, int]],
    taken: list[int],
    where: str,
) -> None:
    """Places one turn's stocks, lowest first; adds what each seat takes to `taken`."""
    pending = list(kurssturz)
    for stock, seat in sorted((stock, seat) for seat, stock in enumerate(chosen)):
        ends = [row[-1] for row in rows]
        lower = [index for index in range(ROWS) if ends[index] < stock]
        if not lower:
            if not pending:
                raise RefereeError(
                    f"{where}: stock {stock} of seat {seat} is below every row "
                    f"end {ends}, but the record has no Kurssturz choice for it"
                )
            choice = pending.pop(0)
            if (choice["player"], choice["stock"]) != (seat, stock):
                raise RefereeError(
                    f"{where}: the next Kurssturz should be seat {seat} with "
                    f"stock {stock}, the record has {choice}"
                )
            row = choice["row"]
            if row not in range(ROWS):
                raise RefereeError(f"{where}: Kurssturz row {row} is no exchange")
            taken[seat] += sum(map(bears, rows[row]))
            rows[row] = [stock]
            continue
        target = max(lower, key=lambda index: ends[index])
        if len(rows[target]) == PLACES:
            taken[seat] += sum(map(bears, rows[target]))
            rows[target] = [stock]
        else:
            rows[target].append(stock)
    if pending:
        raise RefereeError(f"{where}: the record has Kurssturz choices no stock needed: {pending}")


def expected_moves(rounds: list[dict[str, Any]], players: int) -> list[list[Any]]:
    """The move list the rounds imply: each turn every seat chooses, then the Kurssturz takes."""
    moves: list[list[Any]] = []
    for entry in rounds:
        for turn in entry["turns"]:
            moves.extend([seat, f"choose {turn['chosen'][seat]}"] for seat in range(players))
            moves.extend([k["player"], f"take {k['row'] + 1}"] for k in turn["kurssturz"])
    return moves


def competition_places(scores: list[int]) -> list[int]:
    """Places by fewest bears; equal scores share a place (1, 1, 3, ...)."""
    return [1 + sum(other < score for other in scores) for score in scores]


def check_round(entry: dict[str, Any], players: int, variant: str, where: str) -> list[int]:
    """Replays one round from its deal and choices; returns the bears each seat took."""
    size = deck_size(players, variant)
    openers, hands = entry["openers"], entry["hands"]
    if len(openers) != ROWS or len(hands) != players:
        raise RefereeError(f"{where}: {len(openers)} openers and {len(hands)} hands dealt")
    dealt = list(openers) + [stock for hand in hands for stock in hand]
    if any(len(hand) != HAND_SIZE for hand in hands):
        raise RefereeError(f"{where}: hands of sizes {[len(hand) for hand in hands]} dealt")
    if len(set(dealt)) != len(dealt) or not all(1 <= stock <= size for stock in dealt):
        raise RefereeError(f"{where}: the deal repeats stocks or leaves 1..{size}: {dealt}")
    if variant == "taktik" and len(dealt) != size:
        raise RefereeError(f"{where}: Taktik deals all {size} stocks, this deal {len(dealt)}")
    if [turn["turn"] for turn in entry["turns"]] != list(range(1, TURNS + 1)):
        raise RefereeError(f"{where}: the round has turns {[t['turn'] for t in entry['turns']]}")
    rows = [[stock] for stock in openers]
    remaining = [set(hand) for hand in hands]
    taken = [0] * players
    for turn in entry["turns"]:
        here = f"{where}, turn {turn['turn']}"
        for seat, stock in enumerate(turn["chosen"]):
            if stock not in remaining[seat]:
                raise RefereeError(f"{here}: seat {seat} chose {stock}, not in its hand")
            remaining[seat].discard(stock)
        place_turn(rows, turn["chosen"], turn["kurssturz"], taken, here)
    return taken


def check_record(record: dict[str, Any]) -> int:
    """Checks a whole classic game record; returns the number of rounds checked."""
    where = f"game seed {record['seed']}"
    options, players = record["options"], record["players"]
    if options.get("special") != "off" or options.get("variant") not in ("klassisch", "taktik"):
        raise RefereeError(f"{where}: the referee checks only classic games, not {options}")
    if record.get("error") is not None:
        raise RefereeError(f"{where}: the game stopped on an error: {record['error']}")
    totals = [0] * players
    rounds = record["rounds"]
    for number, entry in enumerate(rounds, start=1):
        here = f"{where}, round {number}"
        if max(totals) >= GAME_END:
            raise RefereeError(f"{here}: played although the totals {totals} had ended the game")
        taken = check_round(entry, players, options["variant"], here)
        if taken != entry["bears"]:
            raise RefereeError(
                f"{here}: the seats took {taken} bears, the record says {entry['bears']}"
            )
        totals = [total + bears_now for total, bears_now in zip(totals, taken)]
        if totals != entry["bears_total"]:
            raise RefereeError(f"{here}: totals {totals}, the record says {entry['bears_total']}")
    if max(totals) < GAME_END:
        raise RefereeError(f"{where}: the game ended with totals {totals}, all below {GAME_END}")
    if totals != record["scores"]:
        raise RefereeError(f"{where}: final bears {totals}, the record says {record['scores']}")
    if competition_places(totals) != record["places"]:
        raise RefereeError(
            f"{where}: places {competition_places(totals)}, the record says {record['places']}"
        )
    if expected_moves(rounds, players) != record["moves"]:
        raise RefereeError(f"{where}: the rounds do not match the recorded move list")
    return len(rounds)


def main(paths: list[str]) -> int:
    """Checks every classic game in these record files; 1 at the first contradiction."""
    games = rounds = skipped = 0
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                if record["options"].get("special") != "off":
                    skipped += 1
                    continue
                try:
                    rounds += check_record(record)
                except RefereeError as error:
                    print(f"{path}: {error}", file=sys.stderr)
                    return 1
                games += 1
    print(f"{games} games, {rounds} rounds agree; {skipped} games with Sonderregeln not checked")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
