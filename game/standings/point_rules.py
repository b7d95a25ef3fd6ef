"""How each game's Bestenliste counts a finished game, as plain data: Speedstocks and Speedchicago
as their rules texts say, Speedtycoon, Speedpipe and Tycoon as docs/rules/<game>.md sets down
under "Eigene Festlegungen" (the texts say nothing)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedchicago.tables import LEADERBOARD_EXCLUDED_BY, LEADERBOARD_PLACE_BONUS

# The place bonus of every game, for places 1 / 2 / 3 (the texts give all games the same).
PLACE_BONUS: tuple[int, ...] = LEADERBOARD_PLACE_BONUS
LEAVING_PENALTY = -10
# Speedstocks: points a round gives before the round's bears are taken off.
ROUND_POINTS = 12
# Speedstocks: the shortest turn clock (seconds) with place bonus and penalty.
SHORTEST_COUNTED_CLOCK = 120


@dataclass(frozen=True)
class PointRules:
    """What a game's Bestenliste counts.

    per_round: Speedstocks' ROUND_POINTS minus each round's bears (never below 0) instead of the
    final score (at least 0). bonus_from_players: the fewest players at the table for the bonus
    of each place (place 1, 2, 3). penalty_needs_others: −10 for leaving only at a table with
    other people. shortest_clock: place bonus and −10 only with a turn clock of at least this
    many seconds (None: always; a table without a clock has unlimited time and counts).
    excluded_by: the (option, value) that keeps a game off the list.
    """

    per_round: bool = False
    place_bonus: tuple[int, ...] = PLACE_BONUS
    bonus_from_players: tuple[int, ...] = (2, 2, 2)
    leaving_penalty: int = LEAVING_PENALTY
    penalty_needs_others: bool = True
    shortest_clock: int | None = None
    excluded_by: tuple[str, str] | None = None


# A place bonus only for finishing ahead of someone who stayed: 2nd from three players, 3rd at
# four or more (Speedstocks' text; the silent games follow it).
_AHEAD_OF_SOMEONE = (2, 3, 4)

POINT_RULES: dict[str, PointRules] = {
    # "12 Punkte minus deine Bären dieser Runde (nie weniger als 0) ... Platzbonus: 1. Platz +30,
    # 2. Platz +15 (ab 3 Spielern), 3. Platz +5 (zu viert) ... vorzeitig verlässt, bekommt −10.
    # Platzbonus und −10 gibt es nur bei Partien ab 2 Minuten."
    "speedstocks": PointRules(
        per_round=True,
        bonus_from_players=_AHEAD_OF_SOMEONE,
        penalty_needs_others=False,
        shortest_clock=SHORTEST_COUNTED_CLOCK,
    ),
    # "deine Punkte (mindestens 0) plus einen Platzbonus von 30 / 15 / 5 für Platz 1 / 2 / 3. Mit
    # offenen Karten zählt die Partie nicht. Wer eine Partie mit anderen Menschen vorzeitig
    # verlässt, bekommt −10."
    "speedchicago": PointRules(excluded_by=LEADERBOARD_EXCLUDED_BY),
    # Eigene Festlegungen: the final points (Tycoon: millions) at least 0, the place bonus as in
    # Speedstocks, −10 as in Speedchicago.
    "speedtycoon": PointRules(bonus_from_players=_AHEAD_OF_SOMEONE),
    "speedpipe": PointRules(bonus_from_players=_AHEAD_OF_SOMEONE),
    "tycoon": PointRules(bonus_from_players=_AHEAD_OF_SOMEONE),
}


def point_rules(game: str) -> PointRules:
    """The Bestenliste rules of a game; ValueError in words for a game without a list."""
    try:
        return POINT_RULES[game]
    except KeyError:
        raise ValueError(f"'{game}' has no Bestenliste") from None
