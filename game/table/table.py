"""A local table: one game's state, its seats, their clocks, the computers and the move log.

Scenes never change a state themselves: they submit their players' moves here, call update()
every frame, and draw the views and events the table hands back. One bot service serves one
table; the table asks it with tickets and never waits for an answer.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any

from game.rules.core import Event, IllegalMoveError, Move, OptionError, Outcome, SaveError, State
from game.rules.registry import get_game
from game.table.bots import BotAnswer, BotRequest, BotService, InlineBotService
from game.table.clock import ClockReading, TurnClock
from game.table.clock_rules import clock_rule, turn_seconds_in_play
from game.table.move_log import BY_COMPUTER, BY_HUMAN, LogEntry
from game.table.reading_pause import ReadingPause, ReadingPauseView
from game.table.reading_rules import READING_SECONDS, reading_rule
from game.table.seats import COMPUTER, Seat, TableSetup

# The strength the Rat (advice) is asked at.
ADVICE_STRENGTH = "strong"
# After this many unusable answers for one decision the table plays the seat's first legal move,
# so that a failing bot can never stop the game.
BOT_FAILURES_BEFORE_FALLBACK = 3

_PLAY = "play"
_TAKE_OVER = "take-over"
_ADVICE = "advice"
# A computer that may move outside its turn (Speedtycoon's Lobbyist) is offered the chance once
# per turn of another; an answer that is no legal move ('pass') lets it go, and nobody waits.
_OUT_OF_TURN = "out-of-turn"
# Tickets are unique in the whole process, so that an answer meant for an earlier table on the
# same service can never pass for an answer to this one.
_TICKETS = itertools.count(1)
_TABLE_KEYS = ("setup", "state", "log", "clocks", "over")
# Saved since the reading pause came; older saves lack it (they were saved without one).
_READING_KEY = "reading"


@dataclass(frozen=True)
class AdviceReasons:
    """The expected values behind the Rat's advice: (choice's text, value) with the advice first,
    in the unit of the game's appraisals (see game.ai.appraisal)."""

    unit: str
    values: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class _Question:
    """What a ticket asked: for which seat, why, and at which point of the game."""

    seat: int
    purpose: str
    seat_moves: int
    key: Hashable
    # Moves made outside the turn when asked: an answer for a market that a Lobbyist has
    # changed meanwhile is not played (a 'buy 2' would buy the building refilled there).
    side_moves: int = 0


def bot_seed(table_seed: int, seat: int, moves: int, purpose: str = _PLAY) -> int:
    """A bot's seed from the table's seed, the seat and the moves so far (same in every process)."""
    text = f"{table_seed}/{seat}/{moves}/{purpose}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


class Table:
    """A table in progress: it owns the state, the seats, the clocks and the event log."""

    def __init__(
        self,
        setup: TableSetup,
        bots: BotService,
        now: Callable[[], float] = time.monotonic,
        state: State | None = None,
        on_change: Callable[[Table], None] | None = None,
        *,
        think_ms: float | None = None,
    ) -> None:
        setup.validate()
        game = get_game(setup.game)
        if state is None:
            state = game.new_state(len(setup.seats), setup.seed, setup.option_map())
        elif not isinstance(state, State) or state.game.name != setup.game:
            raise OptionError(f"the state given is no {game.title} state")
        elif state.players != len(setup.seats):
            raise OptionError(
                f"the state is for {state.players} players, the table has {len(setup.seats)} seats"
            )
        self.setup = setup
        self.think_ms = think_ms
        self.log: list[LogEntry] = []
        self._game = game
        self._state = state
        self._bots = bots
        self._on_change = on_change
        self._rule = clock_rule(setup.game)
        self._reading_rule = reading_rule(setup.game)
        self._now = now
        self._clock = TurnClock(now)
        # Clocks stopped by the client (animations, dialogs), apart from a reading pause.
        self._clocks_held = False
        self._reading: ReadingPause | None = None
        # Bot answers that came in while a reading pause opened: applied once it is over.
        self._held_answers: list[BotAnswer] = []
        self._seat_moves = [0] * len(setup.seats)
        self._questions: dict[int, _Question] = {}
        self._asking: dict[int, int] = {}  # seat -> ticket of its open play or take-over question
        self._advising: dict[int, int] = {}  # seat -> ticket of its open advice question
        self._advice: dict[int, Move] = {}
        # The whole advised turn where the bot plans whole turns (Speedchicago's Rat).
        self._advice_plans: dict[int, tuple[Move, ...]] = {}
        # The Rat's reasons: the expected values of the advice and the best others.
        self._advice_reasons: dict[int, AdviceReasons] = {}
        self._failures: dict[int, int] = {}
        # Turns counted by changes of the seats to act, and the turn in which each computer
        # was last offered a move outside its turn (not saved: after loading, once more).
        self._turn = 0
        self._turn_seats: tuple[int, ...] | None = None
        self._offered: dict[int, int] = {}
        self._side_moves = 0
        self._cache_key = f"{id(self):x}"
        self._sync_clocks()

    # ---- reading ------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The game state, for reading only: every change goes through submit() and update()."""
        return self._state

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._state.is_terminal()

    def outcome(self) -> Outcome | None:
        """Scores and places once the game is over."""
        return self._state.outcome()

    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now."""
        return self._state.to_act()

    def own_seats(self) -> tuple[int, ...]:
        """The seats played on this device: every person's."""
        return self._humans()

    @property
    def offers_advice(self) -> bool:
        """Whether a computer can be asked for advice here (a local table can)."""
        return True

    def humans_to_act(self) -> tuple[int, ...]:
        """The seats played by people that must act now."""
        return tuple(seat for seat in self._state.to_act() if self.setup.seats[seat].is_human)

    def legal_moves(self, seat: int) -> tuple[Move, ...]:
        """The moves the seat may make now."""
        self._check_seat(seat)
        return self._state.legal_moves(seat)

    def clock(self, seat: int) -> ClockReading | None:
        """The seat's clock; None when it has none (not to act, or no time limit)."""
        self._check_seat(seat)
        return self._clock.reading(seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What this seat (None: a spectator) may see, with the table's seats and clocks."""
        if seat is not None:
            self._check_seat(seat)
        clocks: list[dict[str, Any] | None] = []
        for number in range(len(self.setup.seats)):
            reading = self._clock.reading(number)
            clocks.append(
                None
                if reading is None
                else {
                    "remaining": reading.remaining,
                    "grace": reading.grace,
                    "total": reading.total,
                }
            )
        outcome = self._state.outcome()
        advice = self._advice.get(seat) if seat is not None else None
        return {
            "game": self.setup.game,
            "seat": seat,
            "seats": [entry.to_dict() for entry in self.setup.seats],
            "to_act": list(self._state.to_act()),
            "clocks": clocks,
            "clocks_paused": self._clock.paused,
            "reading": None if self._reading is None else self._reading_view().to_dict(),
            "moves": len(self.log),
            "advice": None if advice is None else advice.text(),
            "state": self._state.view(seat),
            "outcome": None if outcome is None else outcome.to_dict(),
        }

    def reading_pause(self) -> ReadingPauseView | None:
        """The open reading pause (a scoring shown until everyone pressed Weiter), else None."""
        return None if self._reading is None else self._reading_view()

    # ---- acting -------------------------------------------------------------------------------

    def submit(self, seat: int, move: Move | str) -> list[Event]:
        """A person's move for their seat; IllegalMoveError in words and no change when it is not
        allowed (a computer's seat, a seat without a move now, a malformed text, an illegal
        move). A seat that may move outside its turn (a ready Lobbyist) submits here too."""
        self._check_seat(seat)
        player = self.setup.seats[seat]
        if not player.is_human:
            raise IllegalMoveError(f"seat {seat} ({player.name}) is played by the computer")
        if self._state.is_terminal():
            raise IllegalMoveError("the game is over; no more moves")
        if seat not in self._state.may_move():
            raise IllegalMoveError(f"{player.name} (seat {seat}) has nothing to do now")
        self._check_not_reading("no move can be made")
        parsed = self._parse(move)
        outside = seat not in self._state.to_act()
        events = self._state.play(seat, parsed)
        self._side_moves += outside
        return self._applied(seat, parsed, events, BY_HUMAN, take_over=False)

    def update(self) -> list[Event]:
        """Called every frame: ends a reading pause that is over, applies bot answers, takes over
        for seats out of time, asks the computers that must act; returns the events of the moves
        applied here. While a reading pause stays open nothing happens: no computer is asked or
        heard, no move applied."""
        self._end_reading_when_over()
        if self._reading is not None:
            return []
        produced: list[Event] = []
        answers, self._held_answers = self._held_answers + self._bots.answers(), []
        for number, answer in enumerate(answers):
            if self._reading is not None:
                self._held_answers = answers[number:]
                return produced
            produced.extend(self._take_answer(answer))
        if self._reading is None:
            produced.extend(self._take_over_expired())
        if self._reading is None:
            self._ask_computers()
        return produced

    def continue_reading(self, seat: int) -> bool:
        """The person at this seat pressed Weiter; True when that was the last one and the table
        goes on. IllegalMoveError in words, and no change, when no pause is open, the seat is
        not at the table or played by the computer, or it has pressed already."""
        self._check_seat(seat)
        player = self.setup.seats[seat]
        if self._reading is None:
            raise IllegalMoveError(
                "no scoring is being shown; there is nothing to press Weiter for"
            )
        if not player.is_human:
            raise IllegalMoveError(
                f"seat {seat} ({player.name}) is played by the computer; only people press Weiter"
            )
        if seat in self._reading.pressed:
            raise IllegalMoveError(
                f"{player.name} (seat {seat}) has pressed Weiter already; the table waits for "
                f"{self._names(self._reading.waiting(self._humans()))}"
            )
        self._reading.press(seat)
        self._end_reading_when_over()
        if self._reading is not None and self._on_change is not None:
            self._on_change(self)
        return self._reading is None

    def replace_by_computer(self, seat: int) -> None:
        """The person at this seat has left: the computer plays it from now on (at the seat's
        strength), and it no longer has to press Weiter. IllegalMoveError in words, and no
        change, for a seat not at the table, a computer's seat, or the last person."""
        self._check_seat(seat)
        player = self.setup.seats[seat]
        if not player.is_human:
            raise IllegalMoveError(f"seat {seat} ({player.name}) is played by the computer already")
        if len(self._humans()) == 1:
            raise IllegalMoveError(
                f"{player.name} (seat {seat}) is the last person at the table; "
                "a table is played by at least one person"
            )
        seats = list(self.setup.seats)
        seats[seat] = Seat(player.name, COMPUTER, player.strength)
        self.setup = replace(self.setup, seats=tuple(seats))
        self._advice.pop(seat, None)
        self._advice_plans.pop(seat, None)
        self._advice_reasons.pop(seat, None)
        ticket = self._advising.pop(seat, None)
        if ticket is not None:
            self._questions.pop(ticket, None)
        self._sync_clocks()
        if self._reading is not None:
            self._reading.forget(seat)
            self._reading.seconds = self._reading_seconds()
            self._end_reading_when_over()
        if self._on_change is not None:
            self._on_change(self)

    def pause_clocks(self) -> None:
        """Stops every clock (while the client animates), a reading pause's time with them."""
        self._clocks_held = True
        self._hold_clocks()

    def resume_clocks(self) -> None:
        """Lets the clocks run on; the seats' clocks stay stopped while a reading pause is open."""
        self._clocks_held = False
        self._hold_clocks()

    def request_advice(self, seat: int) -> None:
        """Asks the strong bot which move it would make for this seat (the Rat), without playing
        it; advice() has it once an update() has collected the answer."""
        self._check_seat(seat)
        if seat not in self._state.to_act():
            raise IllegalMoveError(
                f"{self.setup.seats[seat].name} (seat {seat}) has nothing to do now, "
                "so there is nothing to advise"
            )
        self._check_not_reading("no computer thinks")
        if seat in self._advice or seat in self._advising:
            return
        self._ask(seat, ADVICE_STRENGTH, _ADVICE)

    def advice(self, seat: int) -> Move | None:
        """The advised move for this seat, while the state is still the one it was given for."""
        self._check_seat(seat)
        return self._advice.get(seat)

    def advice_plan(self, seat: int) -> tuple[Move, ...]:
        """The advised steps of the whole turn (the advised move first; only that move where the
        bot plans single moves), while the state is unchanged; () without advice."""
        self._check_seat(seat)
        if seat not in self._advice:
            return ()
        return self._advice_plans.get(seat, (self._advice[seat],))

    def advice_reasons(self, seat: int) -> AdviceReasons | None:
        """Why the Rat advises what it does: the expected values of its advice and of the best
        others, while the advice stands; None without them."""
        self._check_seat(seat)
        return self._advice_reasons.get(seat) if seat in self._advice else None

    # ---- saving -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The table as JSON-ready data: setup, state, log and how far each clock has run."""
        return {
            "setup": self.setup.to_dict(),
            "state": self._state.to_dict(),
            "log": [entry.to_dict() for entry in self.log],
            "clocks": {
                str(seat): seconds for seat, seconds in self._clock.elapsed_by_seat().items()
            },
            "over": self._state.is_terminal(),
            _READING_KEY: None if self._reading is None else self._reading.to_dict(),
        }

    @classmethod
    def from_dict(
        cls,
        data: Any,
        bots: BotService,
        now: Callable[[], float] = time.monotonic,
        on_change: Callable[[Table], None] | None = None,
        *,
        think_ms: float | None = None,
    ) -> Table:
        """A table from to_dict() data, its clocks going on where they were; SaveError in words
        for anything malformed."""
        if not isinstance(data, dict):
            raise SaveError(f"a saved table must be a mapping, not {type(data).__name__}")
        missing = set(_TABLE_KEYS) - set(data)
        if missing:
            raise SaveError(f"the saved table lacks {', '.join(sorted(missing))}")
        setup = TableSetup.from_dict(data["setup"])
        state = _load_state(setup, data["state"])
        seats = len(setup.seats)
        if not isinstance(data["log"], list):
            raise SaveError("the saved table's log must be a list")
        log = [LogEntry.from_dict(number, entry, seats) for number, entry in enumerate(data["log"])]
        clocks = _load_clocks(data["clocks"], state)
        if type(data["over"]) is not bool or data["over"] != state.is_terminal():
            raise SaveError("the saved table says the game is over when it is not, or the reverse")
        try:
            table = cls(setup, bots, now, state, on_change, think_ms=think_ms)
        except OptionError as error:
            raise SaveError(f"the saved table cannot be played: {error}") from None
        table.log = log
        for entry in log:
            table._seat_moves[entry.seat] += 1
        for seat, seconds in clocks.items():
            table._clock.set_elapsed(seat, seconds)
        reading = data.get(_READING_KEY)
        if reading is not None:
            table._reading = ReadingPause.from_dict(
                reading,
                table._reading_events(),
                table._reading_seconds(),
                now,
                table._humans(),
            )
            table._hold_clocks()
        return table

    def wind_clocks(self, seconds: float, keep_left: float) -> None:
        """Lets the clocks of the seats to act run on by seconds that passed while the table was
        not held (a server taking it over), leaving each at least keep_left seconds."""
        self._clock.wind_on(seconds, keep_left)

    # ---- inside -------------------------------------------------------------------------------

    def _check_seat(self, seat: Any) -> None:
        """IllegalMoveError in words when there is no such seat."""
        seats = len(self.setup.seats)
        if type(seat) is not int or not 0 <= seat < seats:
            raise IllegalMoveError(
                f"there is no seat {seat!r} at this table (seats 0 to {seats - 1})"
            )

    def _humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(number for number, seat in enumerate(self.setup.seats) if seat.is_human)

    def _names(self, seats: tuple[int, ...]) -> str:
        """The seats' names for a message ("Anna (seat 0), Ben (seat 2)")."""
        return ", ".join(f"{self.setup.seats[seat].name} (seat {seat})" for seat in seats)

    def _check_not_reading(self, what: str) -> None:
        """IllegalMoveError in words while a reading pause is open (ending one that is over)."""
        self._end_reading_when_over()
        if self._reading is not None:
            waiting = self._names(self._reading.waiting(self._humans()))
            raise IllegalMoveError(
                f"the table waits until everyone has read the scoring, so {what} now; "
                f"Weiter is still to be pressed by {waiting}"
            )

    def _reading_view(self) -> ReadingPauseView:
        """The open reading pause as the public sees it."""
        assert self._reading is not None
        return self._reading.view(self._humans())

    def _reading_seconds(self) -> float | None:
        """How long a reading pause may stand: the reading time plus the Bedenkzeit; None (as
        long as needed) where no clock runs."""
        turn_seconds = turn_seconds_in_play(self.setup)
        return None if turn_seconds is None else READING_SECONDS + turn_seconds

    def _reading_events(self) -> tuple[dict[str, Any], ...]:
        """The events of the last move that hold the table for reading."""
        if not self.log:
            return ()
        opens = self._reading_rule.opens_saved
        return tuple(event for event in self.log[-1].events if opens(event))

    def _open_reading(self) -> None:
        """Opens a reading pause when the last move brought an event to read and people sit at
        the table (computers never wait for each other)."""
        events = self._reading_events()
        if events and self._humans():
            self._reading = ReadingPause(
                events, self._reading_seconds(), self._now, held=self._clocks_held
            )
            self._hold_clocks()

    def _end_reading_when_over(self) -> None:
        """Closes the reading pause once every person has pressed Weiter or its time is up."""
        if self._reading is not None and self._reading.over(self._humans()):
            self._reading = None
            self._hold_clocks()
            if self._on_change is not None:
                self._on_change(self)

    def _hold_clocks(self) -> None:
        """Stops the seats' clocks while the client holds them or a reading pause is open; the
        pause's own time stops only while the client holds the clocks."""
        if self._clocks_held or self._reading is not None:
            self._clock.pause()
        else:
            self._clock.resume()
        if self._reading is not None:
            if self._clocks_held:
                self._reading.hold()
            else:
                self._reading.run()

    def _parse(self, move: Any) -> Move:
        """A move from its text form, or the move itself; IllegalMoveError for anything else."""
        if isinstance(move, Move):
            return move
        if isinstance(move, str):
            return self._game.parse_move(move)
        raise IllegalMoveError(f"a move must be a move or its text, not {type(move).__name__}")

    def _applied(
        self, seat: int, move: Move, events: list[Event], by: str, take_over: bool
    ) -> list[Event]:
        """Logs a move just played, forgets what it made stale, and restarts clocks as due."""
        self.log.append(
            LogEntry(seat, move.text(), by, take_over, tuple(event.to_dict() for event in events))
        )
        self._seat_moves[seat] += 1
        self._failures.pop(seat, None)
        ticket = self._asking.pop(seat, None)
        if ticket is not None:
            self._questions.pop(ticket, None)
        for ticket in self._advising.values():
            self._questions.pop(ticket, None)
        self._advising.clear()
        self._advice.clear()
        self._advice_plans.clear()
        self._advice_reasons.clear()
        self._sync_clocks()
        self._open_reading()
        if self._on_change is not None:
            self._on_change(self)
        return events

    def _sync_clocks(self) -> None:
        """Tells the clock who must act now, with each seat's limit and decision key (seats
        that only may move outside their turn get no clock); counts the turns."""
        state = self._state
        acting = state.to_act()
        if acting != self._turn_seats:
            self._turn_seats = acting
            self._turn += 1
        turn_seconds = turn_seconds_in_play(self.setup)
        self._clock.sync(
            {
                seat: (
                    self._rule.time_limit(state, seat, turn_seconds),
                    self._rule.turn_key(state, seat),
                )
                for seat in acting
            }
        )

    def _ask(self, seat: int, strength: str, purpose: str) -> None:
        """Sends a question about this seat to the bot service."""
        ticket = next(_TICKETS)
        moves = len(self.log)
        self._questions[ticket] = _Question(
            seat,
            purpose,
            self._seat_moves[seat],
            self._turn if purpose == _OUT_OF_TURN else self._rule.turn_key(self._state, seat),
            self._side_moves,
        )
        (self._advising if purpose == _ADVICE else self._asking)[seat] = ticket
        self._bots.ask(
            BotRequest(
                ticket,
                self.setup.game,
                self._state.to_dict(),
                seat,
                strength,
                bot_seed(self.setup.seed, seat, moves, _ADVICE if purpose == _ADVICE else _PLAY),
                self.think_ms,
                self._cache_key,
                want_plan=purpose == _ADVICE,
                want_values=purpose == _ADVICE,
            )
        )

    def _take_answer(self, answer: BotAnswer) -> list[Event]:
        """Applies a bot's answer if it is still wanted and legal; drops it otherwise."""
        question = self._questions.pop(answer.ticket, None)
        if question is None:
            return []
        seat = question.seat
        if question.purpose == _ADVICE:
            del self._advising[seat]
            move = self._legal_answer(seat, answer)
            if move is not None:
                self._advice[seat] = move
                self._advice_plans[seat] = self._parsed_plan(answer, move)
                if answer.values:
                    self._advice_reasons[seat] = AdviceReasons(answer.unit, answer.values)
            return []
        del self._asking[seat]
        if question.purpose == _OUT_OF_TURN:
            return self._take_offer_answer(question, answer)
        if (
            seat not in self._state.to_act()
            or question.side_moves != self._side_moves
            or question.seat_moves != self._seat_moves[seat]
            or question.key != self._rule.turn_key(self._state, seat)
        ):
            return []
        move = self._legal_answer(seat, answer)
        if move is None:
            failures = self._failures.get(seat, 0) + 1
            self._failures[seat] = failures
            if failures < BOT_FAILURES_BEFORE_FALLBACK:
                return []  # asked again below, on this same update
            move = self._state.legal_moves(seat)[0]
        events = self._state.play(seat, move)
        return self._applied(seat, move, events, BY_COMPUTER, question.purpose == _TAKE_OVER)

    def _take_offer_answer(self, question: _Question, answer: BotAnswer) -> list[Event]:
        """Plays a computer's move outside its turn if it is still that turn, nobody else has
        moved outside it since the question (first come: the market may have changed) and the
        move is legal now; anything else (a 'pass') lets the chance go for this turn."""
        seat = question.seat
        if (
            question.key != self._turn
            or question.side_moves != self._side_moves
            or seat in self._state.to_act()
            or seat not in self._state.may_move()
        ):
            return []
        move = self._legal_answer(seat, answer)
        if move is None:
            return []
        events = self._state.play(seat, move)
        self._side_moves += 1
        return self._applied(seat, move, events, BY_COMPUTER, take_over=False)

    def _parsed_plan(self, answer: BotAnswer, first: Move) -> tuple[Move, ...]:
        """The answer's planned steps as moves (the first is the advised move itself); a step
        that does not parse ends the plan there."""
        steps: list[Move] = [first]
        for text_form in answer.plan[1:]:
            try:
                steps.append(self._game.parse_move(text_form))
            except IllegalMoveError:
                break
        return tuple(steps)

    def _legal_answer(self, seat: int, answer: BotAnswer) -> Move | None:
        """The answered move if it is legal for the seat now, else None."""
        if answer.move is None:
            return None
        try:
            move = self._game.parse_move(answer.move)
        except IllegalMoveError:
            return None
        return move if move in self._state.legal_moves(seat) else None

    def _take_over_expired(self) -> list[Event]:
        """The computer acts for every person whose time and grace have run out."""
        produced: list[Event] = []
        for seat in self._state.to_act():
            if self._reading is not None:
                break
            if (
                not self.setup.seats[seat].is_human
                or seat in self._asking
                or seat not in self._state.to_act()
                or not self._clock.expired(seat)
            ):
                continue
            move = self._rule.timeout_move(self._state, seat)
            if move is not None:
                try:
                    events = self._state.play(seat, move)
                except IllegalMoveError:
                    move = None
                else:
                    produced.extend(self._applied(seat, move, events, BY_COMPUTER, True))
            if move is None:
                self._ask(seat, self.setup.seats[seat].strength, _TAKE_OVER)
        return produced

    def _ask_computers(self) -> None:
        """Offers every computer that may move outside its turn its chance, once per turn and
        first (so it decides at the start of that turn), then asks a bot for every computer seat
        that must act and has no question open. The turn never waits for an offer."""
        acting = self._state.to_act()
        for seat in self._state.may_move():
            player = self.setup.seats[seat]
            if (
                seat in acting
                or player.is_human
                or seat in self._asking
                or self._offered.get(seat) == self._turn
            ):
                continue
            self._offered[seat] = self._turn
            self._ask(seat, player.strength, _OUT_OF_TURN)
        for seat in acting:
            player = self.setup.seats[seat]
            if not player.is_human and seat not in self._asking:
                self._ask(seat, player.strength, _PLAY)


def _load_state(setup: TableSetup, data: Any) -> State:
    """The saved state, checked against the setup; SaveError in words when it does not fit."""
    game = get_game(setup.game)
    try:
        state = game.state_from_dict(data)
    except SaveError as error:
        raise SaveError(f"the saved game cannot be loaded: {error}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise SaveError(f"the saved game is damaged ({type(error).__name__}: {error})") from None
    if state.players != len(setup.seats):
        raise SaveError(
            f"the saved game is for {state.players} players, the table has {len(setup.seats)} seats"
        )
    options = getattr(state, "options", None)
    if isinstance(options, dict) and options != game.resolve_options(setup.option_map()):
        raise SaveError("the saved game was played with other options than the table's")
    return state


def _load_clocks(data: Any, state: State) -> dict[int, float]:
    """The saved seconds each clock had run; SaveError in words when they do not fit the state."""
    if not isinstance(data, dict):
        raise SaveError("the saved clocks must map seats to seconds")
    acting = state.to_act()
    clocks: dict[int, float] = {}
    for key, seconds in data.items():
        if not isinstance(key, str) or not key.isdigit() or int(key) not in acting:
            raise SaveError(f"a clock is saved for seat {key!r}, which is not to act")
        if type(seconds) not in (int, float) or not math.isfinite(seconds) or seconds < 0:
            raise SaveError(f"the clock of seat {key} has run {seconds!r} seconds, no time at all")
        clocks[int(key)] = float(seconds)
    return clocks


def check_table(data: dict[str, Any]) -> None:
    """SaveError in words when the data is no table that loads; the check for a SaveStore."""
    Table.from_dict(data, InlineBotService(), now=_no_time)


def _no_time() -> float:
    """A standing time source for tables that are only checked, never played."""
    return 0.0
