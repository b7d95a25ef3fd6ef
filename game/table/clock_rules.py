"""Each game's turn-clock rules: how long a seat may think and what happens when time runs out."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from game.rules.core import Move, State
from game.rules.speedchicago.moves import END_TURN, NOWHERE, UNDO
from game.rules.speedchicago.state import TURN, SpeedchicagoState
from game.rules.speedpipe.moves import DRAW_BLIND
from game.rules.speedpipe.state import OPENING as PIPE_OPENING
from game.rules.speedpipe.state import SECOND_DRAW, SpeedpipeState
from game.rules.speedpipe.state import TURN as PIPE_TURN
from game.rules.speedstocks.state import KURSSTURZ, SpeedstocksState
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.tycoon.state import TycoonState
from game.table.seats import TableSetup

# Nachfrist of every rules text: after the Bedenkzeit, 10 more seconds before the computer acts.
GRACE_SECONDS = 10.0
# Speedstocks: the row choice after a Kurssturz takes at most 20 seconds, grace included.
KURSSTURZ_SECONDS = 20.0


@dataclass(frozen=True)
class TimeLimit:
    """How long a seat may think: the turn time, then the grace (Nachfrist)."""

    seconds: float
    grace: float

    @property
    def total(self) -> float:
        """Seconds from the start of the clock until the computer acts for the seat."""
        return self.seconds + self.grace


class ClockRule:
    """The usual clock: the table's time per turn, 10 seconds grace, then the take-over bot."""

    # Whether one person alone against computers plays with the table's clock too.
    clock_when_alone: bool = True

    def time_limit(self, state: State, seat: int, turn_seconds: int | None) -> TimeLimit | None:
        """The seat's limit now; None when no clock runs ("ohne": the table waits)."""
        if turn_seconds is None:
            return None
        return TimeLimit(float(turn_seconds), GRACE_SECONDS)

    def turn_key(self, state: State, seat: int) -> Hashable:
        """What identifies the seat's current decision; when it changes, the clock restarts.

        A seat that stays among those to act keeps its clock (a turn of several steps), unless
        the key changes: a new turn or a different kind of decision for the same seat.
        """
        return None

    def timeout_move(self, state: State, seat: int) -> Move | None:
        """The move the table makes when the seat's time is up; None asks the take-over bot."""
        return None


class SpeedstocksClockRule(ClockRule):
    """Speedstocks: one clock per stock choice; the Kurssturz row choice has at most 20 seconds.

    Eigene Festlegung: the row choice gets min(time per turn, 20) seconds in all, without extra
    grace; without a clock the table waits for it as well.
    """

    def time_limit(self, state: State, seat: int, turn_seconds: int | None) -> TimeLimit | None:
        """The table's limit for a stock; the capped limit for the row choice."""
        if turn_seconds is None:
            return None
        if isinstance(state, SpeedstocksState) and state.phase == KURSSTURZ:
            return TimeLimit(min(float(turn_seconds), KURSSTURZ_SECONDS), 0.0)
        return super().time_limit(state, seat, turn_seconds)

    def turn_key(self, state: State, seat: int) -> Hashable:
        """Round, turn and phase: the last chooser who also has the Kurssturz, or who starts
        the next turn at once, gets a fresh clock."""
        if isinstance(state, SpeedstocksState):
            return (state.round, state.turn, state.phase)
        return None


class SpeedchicagoClockRule(ClockRule):
    """Speedchicago: one clock for the whole turn, all its steps together; a time-out ends the
    turn with what was built, and the computer builds nothing.

    A floor the Abrisstrupp has lifted is first put back ("undo"), then the turn ends ("end"):
    one move per time-out, the clock staying expired in between. The set-up placements and the
    photographer's choice after a scoring are decisions of their own: the take-over bot makes
    them. "Allein spielst du ohne Uhr": one person against computers has no clock.
    """

    clock_when_alone = False

    def turn_key(self, state: State, seat: int) -> Hashable:
        """Phase, year, round, place in the round and set-up step: the same through every step
        of one turn, new for the next turn, the next placement or the photographer's choice."""
        if isinstance(state, SpeedchicagoState):
            return (state.phase, state.year, state.round, state.turn_index, state.setup_step)
        return None

    def timeout_move(self, state: State, seat: int) -> Move | None:
        """'undo' while a lifted floor waits to be set, else 'end'; None outside a turn."""
        if not isinstance(state, SpeedchicagoState) or state.phase != TURN:
            return None
        return UNDO if state.lifted != NOWHERE else END_TURN


class SpeedtycoonClockRule(ClockRule):
    """Speedtycoon: one clock for the whole turn (its actions and the building at its end),
    and only for the player on turn: a Lobbyist buys during the others' turns without anyone
    waiting for him, so his chance has no clock. A time-out lets the take-over bot finish the
    turn ("dann spielt der Computer für dich")."""

    def turn_key(self, state: State, seat: int) -> Hashable:
        """Whose turn it is (a Lobbyist's purchase meanwhile leaves the clock running)."""
        if isinstance(state, SpeedtycoonState):
            return state.current
        return None


class SpeedpipeClockRule(ClockRule):
    """Speedpipe: one clock for the whole turn (both cards drawn, a mountain decided); a
    time-out draws two blind cards for the seat ("dann zieht der Computer für dich zwei verdeckte
    Karten"), one per time-out. Where no blind card can be drawn (pile and discard empty, or in
    a mountain decision or a contract choice) the take-over bot decides; the opening contract
    choice is a decision of its own for every company."""

    def turn_key(self, state: State, seat: int) -> Hashable:
        """The opening, or the round and the company whose turn it is."""
        if isinstance(state, SpeedpipeState):
            if state.phase == PIPE_OPENING:
                return (PIPE_OPENING,)
            return (state.round, state.current)
        return None

    def timeout_move(self, state: State, seat: int) -> Move | None:
        """A blind card while the seat may draw one, else None (the take-over bot)."""
        if not isinstance(state, SpeedpipeState) or state.phase not in (PIPE_TURN, SECOND_DRAW):
            return None
        return DRAW_BLIND if DRAW_BLIND in state.legal_moves(seat) else None


class TycoonClockRule(ClockRule):
    """Tycoon: one clock for the whole turn (loan, tickets, flights and the building); once
    time and grace have run out the take-over bot plays the rest of the turn, as in every game
    of the suite ("dann spielt der Computer für dich"). At the payday each player's loan choice
    is a decision of its own with a fresh clock, also made by the take-over bot on time-out."""

    def turn_key(self, state: State, seat: int) -> Hashable:
        """The round and the phase: the same through every step of one turn."""
        if isinstance(state, TycoonState):
            return (state.round, state.phase)
        return None


_RULES: dict[str, ClockRule] = {
    "speedstocks": SpeedstocksClockRule(),
    "speedchicago": SpeedchicagoClockRule(),
    "speedtycoon": SpeedtycoonClockRule(),
    "speedpipe": SpeedpipeClockRule(),
    "tycoon": TycoonClockRule(),
}
_DEFAULT_RULE = ClockRule()


def register_clock_rule(game: str, rule: ClockRule) -> None:
    """Makes this rule the clock of a game."""
    _RULES[game] = rule


def clock_rule(game: str) -> ClockRule:
    """The clock rule of a game; the usual one for games without their own."""
    return _RULES.get(game, _DEFAULT_RULE)


def clock_allowed(setup: TableSetup) -> bool:
    """Whether a table of this set-up runs a turn clock at all: not where one person plays alone
    against computers in a game that is played alone without a clock (Speedchicago)."""
    humans = sum(seat.is_human for seat in setup.seats)
    return humans > 1 or clock_rule(setup.game).clock_when_alone


def turn_seconds_in_play(setup: TableSetup) -> int | None:
    """The time per turn the table's clocks run with; None when no clock runs."""
    return setup.turn_seconds if clock_allowed(setup) else None
