"""One table on the server, without I/O: who sits where, the game's Table once it started,
numbered changes for every listener (each gets only its own seat's view), people away and back,
leavers replaced by computers, chat and cheers.

Every change that others see gets the next version number. An operation returns the changes it
made; the server stores them and then publishes them (publish), so that nobody hears of a move
before it is kept. A listener that missed versions gets them again (or a snapshot when the
table no longer keeps them).
"""

from __future__ import annotations

import random
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from game.net.protocol import (
    ChatLine,
    Notice,
    OpenTable,
    PotSettled,
    PotShare,
    SeatSummary,
    TableSnapshot,
    TableSummary,
    TableUpdate,
)
from game.net.seat_knowledge import entry_for_seat, stand_in
from game.rules.core import IllegalMoveError, OptionError, SaveError
from game.rules.registry import get_game
from game.standings import FinishedGame, finished_game, leaderboard_points, rounds_of
from game.store.credentials import new_token, token_hash
from game.table import COMPUTER, HUMAN, BotService, Seat, Table, TableSetup
from game.taler.settlement import share_pot

# A person away longer than this (seconds) is replaced by a computer for the rest of the game.
GRACE_SECONDS = 60.0
# After a chat message or cheer, the same person's next one waits this long (seconds).
CHAT_LOCK_SECONDS = 2.0
# Changes kept for listeners who come back; who missed more gets a snapshot.
KEPT_CHANGES = 256
# Nochmal: how long the seats of the last game's people stay theirs (seconds).
AGAIN_HOLD_SECONDS = 120.0
# A table taken over by another server: each clock keeps at least this much of what it had
# left (seconds), however long the takeover took.
RESUME_LEFT_SECONDS = 10.0
# The number of exclamations of each mood in the clients' catalogues (online.cheer.<mood>.<n>).
CHEERS_PER_MOOD = 8
COMPUTER_NAME = "Computer {number}"

OPEN = "open"
PLAYING = "playing"
OVER = "over"


class TableError(ValueError):
    """A request at a table refused, with why in words; nothing changed."""


class Listener(Protocol):
    """A connection that hears a table: a seated person or a spectator."""

    def deliver(self, notice: Notice) -> None:
        """Queues the notice for sending (never waits)."""


@dataclass
class Holder:
    """A person's place at the table."""

    name: str
    seat_token_hash: str
    connected: bool = False
    away_since: float | None = None
    # Replaced by a computer after leaving or staying away too long (the leaderboards count it).
    left: bool = False
    # The rounds finished when they left (Speedstocks' Bestenliste counts those).
    left_rounds: int = 0


@dataclass(frozen=True)
class Change:
    """One numbered change: the moves it holds (as the table's log has them) and, for a move
    a person sent, who sent it and the reference they gave."""

    version: int
    moves: tuple[dict[str, Any], ...] = ()
    note: str = ""
    mover: str | None = None
    ref: int = 0

    def entries(self, game: str, seat: int | None) -> list[dict[str, Any]]:
        """Its moves as this seat may read them, and the note as an entry of its own."""
        found = [entry_for_seat(game, move, seat) for move in self.moves]
        if self.note:
            found.append({"note": self.note})
        return found

    def to_dict(self) -> dict[str, Any]:
        """The change as stored data."""
        return {"version": self.version, "moves": list(self.moves), "note": self.note}


class HostedTable:
    """A table as the server holds it, from opening to the end of its game."""

    def __init__(
        self,
        table_id: str,
        opener: str,
        request: OpenTable,
        bots: Callable[[], BotService],
        now: Callable[[], float],
        seed: int | None = None,
    ) -> None:
        self.table_id = table_id
        self.opener = opener
        self.request = request
        self.phase = OPEN
        self.version = 0
        self.table: Table | None = None
        self._bots = bots
        self._now = now
        self._seed = secrets.randbits(31) if seed is None else seed
        self._holders: list[Holder | None] = [None] * request.seats
        # Every listener with the name of the person it is (None: a spectator).
        self._audience: dict[Listener, str | None] = {}
        self._kept: deque[Change] = deque(maxlen=KEPT_CHANGES)
        self._chat_free_at: dict[str, float] = {}
        self._cheers = random.Random(self._seed)
        self._logged = 0
        self.opened_at = now()
        # Nochmal: the table opened for the next game, and here the people of the last one
        # whose seats wait for them until the deadline.
        self.follow_up: str | None = None
        self.ended_at: float | None = None
        self._service: BotService | None = None
        self._reserved: set[str] = set()
        self._reserved_until = 0.0
        # Einsatz: the stakes to take (seat: name) with the change that began the game, and the
        # pot to pay with the change that ended it; the server keeps them with that change.
        self.stakes_due: dict[int, str] | None = None
        self.pot_due: PotSettled | None = None
        # The Bestenliste points (seat: name, points) due with the change that ended the game.
        self.points_due: dict[int, tuple[str, int]] | None = None
        self._pot_to_tell: PotSettled | None = None
        self._before_begin: tuple[list[Holder | None], int] | None = None
        self._check_request()

    # ---- the lobby -----------------------------------------------------------------------------

    def summary(self) -> TableSummary:
        """The table as the lobby lists it."""
        seats = []
        for number, holder in enumerate(self._holders):
            if holder is not None and not holder.left:
                seats.append(SeatSummary(holder.name, HUMAN, holder.connected))
            elif self.table is not None:
                seats.append(SeatSummary(self.table.setup.seats[number].name, COMPUTER))
            else:
                seats.append(SeatSummary(None, "free"))
        return TableSummary(
            table=self.table_id,
            game=self.request.game,
            opener=self.opener,
            seats=seats,
            options=dict(self.request.options),
            free_seats=self.request.free_seats,
            turn_seconds=self.request.turn_seconds,
            tempo=self.request.tempo,
            started=self.phase != OPEN,
            stake=self.request.stake,
        )

    def seat_of(self, name: str) -> int | None:
        """The seat this person holds, None when they hold none."""
        for number, holder in enumerate(self._holders):
            if holder is not None and holder.name == name and not holder.left:
                return number
        return None

    def join(self, name: str, seat: int | None = None) -> tuple[int, str]:
        """Sits the person down (at the given free seat or the first one); the seat and the token
        that returns them to it. Who holds a seat here already (back after a restart of their
        client, which forgot its seat token) gets that seat again with a new token."""
        held = self.seat_of(name)
        if held is not None and self.phase != OVER:
            holder = self._holders[held]
            assert holder is not None
            token = new_token()
            holder.seat_token_hash = token_hash(token)
            return held, token
        if self.phase != OPEN:
            raise TableError("the game at this table has begun; watch it or open another table")
        free = [number for number, holder in enumerate(self._holders) if holder is None]
        waiting = self._waiting_for()
        if name not in waiting and len(free) <= len(waiting):
            if waiting:
                raise TableError("the free seats wait for the last game's people for two minutes")
            raise TableError("every seat at this table is taken")
        if seat is None:
            seat = free[0]
        elif not 0 <= seat < len(self._holders):
            raise TableError(f"this table has seats 0 to {len(self._holders) - 1}")
        elif seat not in free:
            raise TableError(f"seat {seat} is taken")
        token = new_token()
        self._holders[seat] = Holder(name, token_hash(token), connected=True)
        return seat, token

    def leave(self, name: str) -> list[Change]:
        """Before the start the seat is free again; in a game a computer plays it on."""
        seat = self._own_seat(name)
        if self.phase == OPEN:
            self._holders[seat] = None
            return []
        return self._replace(seat, f"{name} left the table")

    def start(self, name: str) -> list[Change]:
        """The opener starts the game with the people seated (free seats as opened)."""
        if name != self.opener:
            raise TableError(f"only {self.opener}, who opened the table, can start it")
        if self.phase != OPEN:
            raise TableError("the game at this table has begun already")
        return self._begin()

    def start_when_full(self) -> list[Change]:
        """Starts by itself once every seat is taken, or once the last game's people are all
        back, or when their two minutes are over at a table that computers fill."""
        if self.phase != OPEN:
            return []
        if all(holder is not None for holder in self._holders):
            return self._begin()
        if self._reserved and not self._waiting_for():
            if self._reserved <= self._seated_names():
                return self._begin()
            if self.request.free_seats == "computers":
                return self._begin()
            # The seats not reclaimed are open to others from now on.
            self._reserved = set()
        return []

    def free_seats_of_the_away(self) -> bool:
        """Before the game begins, the seat of a person away longer than GRACE_SECONDS is free
        again (a waiting room does not wait for someone who went); whether any was freed."""
        if self.phase != OPEN:
            return False
        now = self._now()
        freed = False
        for number, holder in enumerate(self._holders):
            if holder is not None and holder.away_since is not None:
                if now - holder.away_since >= GRACE_SECONDS:
                    self._holders[number] = None
                    freed = True
        return freed

    def reserve(self, names: set[str], now: float) -> None:
        """Nochmal: the free seats wait for these people (the last game's) for two minutes."""
        self._reserved = set(names)
        self._reserved_until = now + AGAIN_HOLD_SECONDS

    def forsaken(self, now: float, keep_ended: float) -> bool:
        """Whether the server may let the table go: opened but left by everybody, or over for
        longer than keep_ended seconds (its changes stay in the database)."""
        if self.phase == OPEN:
            return not self._seated_names() and now - self.opened_at >= keep_ended / 10
        return self.ended_at is not None and now - self.ended_at >= keep_ended

    def people(self) -> set[str]:
        """The people who played this table's game to its end (not those who left)."""
        return {holder.name for holder in self._holders if holder is not None and not holder.left}

    def _seated_names(self) -> set[str]:
        """The names of the people seated now."""
        return {holder.name for holder in self._holders if holder is not None}

    def _waiting_for(self) -> set[str]:
        """The last game's people whose seats still wait for them."""
        if not self._reserved or self._now() >= self._reserved_until:
            return set()
        return self._reserved - self._seated_names()

    # ---- listening ---------------------------------------------------------------------------

    def listen(self, listener: Listener, name: str | None, since: int = 0) -> None:
        """The listener hears this table from now on: a seated person their seat, anyone else
        the public view; it is sent what it missed since the version it has."""
        seat = None if name is None else self.seat_of(name)
        self._audience[listener] = None if seat is None else name
        if seat is not None:
            holder = self._holders[seat]
            assert holder is not None
            holder.connected = True
            holder.away_since = None
        self._catch_up(listener, seat, since)

    def rejoin(self, name: str, seat_token: str, listener: Listener, since: int) -> int:
        """Back at the seat after a reload or a lost connection; the seat."""
        seat = self.seat_of(name)
        holder = None if seat is None else self._holders[seat]
        if seat is None or holder is None or holder.seat_token_hash != token_hash(seat_token):
            raise TableError("this seat token does not belong to you at this table")
        self.listen(listener, name, since)
        return seat

    def forget(self, listener: Listener) -> None:
        """The listener's connection is gone; a seated person counts as away from now on."""
        name = self._audience.pop(listener, None)
        seat = None if name is None else self.seat_of(name)
        if seat is None or name in self._audience.values():
            return
        holder = self._holders[seat]
        if holder is not None and not holder.left:
            holder.connected = False
            holder.away_since = self._now()

    def let_go(self) -> list[Listener]:
        """This server no longer holds the table (another node took it over): its computers
        stop and its listeners are given back to be sent there."""
        if self._service is not None:
            self._service.close()
        listeners = list(self._audience)
        self._audience.clear()
        return listeners

    # ---- playing -----------------------------------------------------------------------------

    def play(self, name: str, move: str, ref: int = 0) -> list[Change]:
        """A person's move; TableError in words and no change when it is not allowed."""
        table = self._running()
        seat = self._own_seat(name)
        try:
            table.submit(seat, move)
        except IllegalMoveError as error:
            raise TableError(str(error)) from None
        return self._changes(mover=name, ref=ref)

    def continue_reading(self, name: str) -> list[Change]:
        """Weiter: the person has read the scoring shown."""
        table = self._running()
        seat = self._own_seat(name)
        try:
            table.continue_reading(seat)
        except IllegalMoveError as error:
            raise TableError(str(error)) from None
        return self._changes(note=f"{name} pressed Weiter")

    def tick(self) -> list[Change]:
        """The table's time goes on: computers answer, clocks run out, people away too long are
        replaced."""
        if self.phase == OPEN:
            return self.start_when_full()
        if self.table is None or self.phase != PLAYING:
            return []
        changes: list[Change] = []
        now = self._now()
        for seat, holder in enumerate(self._holders):
            if (
                holder is not None
                and not holder.left
                and holder.away_since is not None
                and now - holder.away_since >= GRACE_SECONDS
            ):
                changes.extend(self._replace(seat, f"{holder.name} stayed away"))
        self.table.update()
        changes.extend(self._changes())
        return changes

    # ---- chat --------------------------------------------------------------------------------

    def chat(self, name: str, text: str) -> ChatLine:
        """A chat line to everyone at the table (plain text, as typed)."""
        self._lock_chat(name)
        line = ChatLine(self.table_id, self.seat_of(name), name, text.strip())
        self.tell(line)
        return line

    def cheer(self, name: str, mood: str) -> ChatLine:
        """Freude or Ärgern: one of the mood's exclamations, drawn at random."""
        self._lock_chat(name)
        number = self._cheers.randrange(CHEERS_PER_MOOD)
        line = ChatLine(self.table_id, self.seat_of(name), name, "", cheer=f"{mood}.{number}")
        self.tell(line)
        return line

    # ---- publishing --------------------------------------------------------------------------

    def publish(self, changes: list[Change]) -> None:
        """Sends the stored changes to every listener, each with its own seat's view."""
        if not changes:
            return
        last = changes[-1]
        for listener, name in list(self._audience.items()):
            seat = None if name is None else self.seat_of(name)
            ref = last.ref if name is not None and name == last.mover else 0
            listener.deliver(
                TableUpdate(
                    self.table_id,
                    last.version,
                    self._entries(changes, seat),
                    self.view(seat),
                    ref,
                    first=changes[0].version,
                )
            )
        if self._pot_to_tell is not None:
            self.tell(self._pot_to_tell)
            self._pot_to_tell = None

    def _entries(self, changes: list[Change], seat: int | None) -> list[dict[str, Any]]:
        """The changes' entries in order, as this seat may read them."""
        game = self.request.game
        return [entry for change in changes for entry in change.entries(game, seat)]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What this seat (None: a spectator) sees now, with who is connected and who left."""
        if self.table is None:
            return {"table": self.table_id, "phase": self.phase, "lobby": self._lobby_view()}
        view = self.table.view(seat)
        view["table"] = self.table_id
        view["phase"] = self.phase
        view["people"] = self._lobby_view()
        view["options"] = dict(self.request.options)
        view["turn_seconds"] = self.request.turn_seconds
        view["tempo"] = self.request.tempo
        view["stake"] = self.request.stake
        if self.phase == OVER and self.request.stake:
            view["pot"] = msgspec.to_builtins(self.pot())
        # A person's client offers exactly the moves the rules allow now (the view alone does
        # not tell them).
        may_move = self.phase == PLAYING and seat is not None
        if may_move and seat in self.table.state.may_move() and self._is_person(seat):
            view["legal"] = [move.text() for move in self.table.legal_moves(seat)]
        else:
            view["legal"] = []
        if seat is not None:
            view["stand_in"] = stand_in(self.table.state, seat)
        return view

    def _is_person(self, seat: int) -> bool:
        """Whether a person (not a computer) plays this seat now."""
        assert self.table is not None
        return self.table.setup.seats[seat].is_human

    # ---- keeping -----------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """Everything the server holds of the table but its moves (the stored changes keep
        those), as JSON-ready data; another server goes on from it (from_record)."""
        now = self._now()
        table: dict[str, Any] | None = None
        if self.table is not None:
            table = self.table.to_dict()
            del table["log"]
        return {
            "table_id": self.table_id,
            "opener": self.opener,
            "request": msgspec.to_builtins(self.request),
            "seed": self._seed,
            "phase": self.phase,
            "version": self.version,
            "holders": [
                None
                if holder is None
                else {
                    "name": holder.name,
                    "token": holder.seat_token_hash,
                    "left": holder.left,
                    "rounds": holder.left_rounds,
                }
                for holder in self._holders
            ],
            "reserved": sorted(self._reserved),
            "reserved_left": max(0.0, self._reserved_until - now),
            "follow_up": self.follow_up,
            "table": table,
        }

    @classmethod
    def from_record(
        cls,
        record: dict[str, Any],
        changes: list[dict[str, Any]],
        bots: Callable[[], BotService],
        now: Callable[[], float],
        passed: float = 0.0,
    ) -> HostedTable:
        """The table as to_record() kept it with the stored changes up to its version, its
        clocks run on by the seconds passed since (each keeps RESUME_LEFT_SECONDS at least);
        every person counts as away until they come back. SaveError in words when the record
        does not fit."""
        try:
            request = msgspec.convert(record["request"], OpenTable)
            hosted = cls(
                str(record["table_id"]),
                str(record["opener"]),
                request,
                bots,
                now,
                int(record["seed"]),
            )
            hosted.phase = str(record["phase"])
            hosted.version = int(record["version"])
            hosted._holders = [
                None
                if data is None
                else Holder(
                    str(data["name"]),
                    str(data["token"]),
                    left=bool(data["left"]),
                    left_rounds=int(data.get("rounds", 0)),
                )
                for data in record["holders"]
            ]
            hosted._reserved = set(record["reserved"])
            hosted._reserved_until = now() + max(0.0, float(record["reserved_left"]) - passed)
            hosted.follow_up = record["follow_up"]
        except (KeyError, TypeError, ValueError, msgspec.ValidationError) as error:
            raise SaveError(
                f"the kept table is damaged ({type(error).__name__}: {error})"
            ) from None
        kept = [change for change in changes if int(change["version"]) <= hosted.version]
        if (kept[-1]["version"] if kept else 0) != hosted.version:
            raise SaveError(f"the kept table is at version {hosted.version}, its changes are not")
        for holder in hosted._holders:
            if holder is not None and not holder.left:
                holder.away_since = now()
        if record["table"] is not None:
            data = dict(record["table"])
            data["log"] = [move for change in kept for move in change["moves"]]
            service = bots()
            table = Table.from_dict(data, service, now)
            table.wind_clocks(passed, RESUME_LEFT_SECONDS)
            hosted.table = table
            hosted._service = service
            hosted._logged = len(table.log)
            if hosted.phase == OVER:
                hosted.ended_at = now()
                service.close()
        return hosted

    # ---- inside ------------------------------------------------------------------------------

    def _check_request(self) -> None:
        """OptionError in words when the table cannot be played as opened."""
        setup = self._setup([Seat(self.opener)] + self._computers(1, self.request.seats))
        setup.validate()

    def _setup(self, seats: list[Seat]) -> TableSetup:
        """The game's setup for these seats."""
        return TableSetup(
            game=self.request.game,
            seats=tuple(seats),
            options=tuple(self.request.options.items()),
            seed=self._seed,
            turn_seconds=self.request.turn_seconds,
            tempo=self.request.tempo,
        )

    def _computers(self, first: int, end: int) -> list[Seat]:
        """Computer seats numbered from first (counting from 1 for the names)."""
        return [
            Seat(COMPUTER_NAME.format(number=number + 1), COMPUTER, self.request.strength)
            for number in range(first, end)
        ]

    def _begin(self) -> list[Change]:
        """The game begins with the people seated and, where opened so, computers."""
        seats: list[Seat] = []
        holders: list[Holder | None] = []
        for number, holder in enumerate(self._holders):
            if holder is not None:
                seats.append(Seat(holder.name))
                holders.append(holder)
            elif self.request.free_seats == "computers":
                seats.extend(self._computers(number, number + 1))
                holders.append(None)
        people = sum(holder is not None for holder in holders)
        game = get_game(self.request.game)
        if self.request.free_seats == "open" and people < max(2, game.min_players):
            raise TableError(
                f"{game.title} is played by at least {max(2, game.min_players)} people at a "
                "table without computers; wait for more or open one with computers"
            )
        try:
            service = self._bots()
            table = Table(self._setup(seats), service, self._now)
        except OptionError as error:
            raise TableError(str(error)) from None
        self._before_begin = (list(self._holders), self.version)
        self.table = table
        self._service = service
        self._holders = holders
        self.phase = PLAYING
        if self.request.stake:
            self.stakes_due = {
                seat: holder.name for seat, holder in enumerate(holders) if holder is not None
            }
        return self._changes(note="the game began")

    def undo_begin(self, unseat: list[str]) -> None:
        """The game's beginning was not kept (someone no longer had the stake): the table is
        open again as it was, without the seats of the people named."""
        if self._before_begin is None or self.phase != PLAYING:
            raise RuntimeError("only a beginning not yet kept can be undone")
        holders, version = self._before_begin
        if self._service is not None:
            self._service.close()
        while self._kept and self._kept[-1].version > version:
            self._kept.pop()
        self.table = None
        self._service = None
        self._logged = 0
        self.version = version
        self.phase = OPEN
        self.stakes_due = None
        self._before_begin = None
        self._holders = [
            None if holder is None or holder.name in unseat else holder for holder in holders
        ]

    def books_kept(self) -> None:
        """The stakes, pot and points due were kept with their change (the pot is told to
        everyone at the table with the change's publishing)."""
        self._pot_to_tell = self.pot_due
        self.stakes_due = None
        self.pot_due = None
        self.points_due = None
        self._before_begin = None

    def points(self) -> dict[int, tuple[str, int]]:
        """Every person's Bestenliste points of the ended game (seat: name, points), by the
        game's rules (game.standings): a leaver's −10 where the rules say so. A game that ended
        because every person left has no result: only the leaving counts."""
        assert self.table is not None
        table = self.table
        seats = len(table.setup.seats)
        humans = tuple(holder is not None for holder in self._holders)
        left = {
            seat: holder.left_rounds
            for seat, holder in enumerate(self._holders)
            if holder is not None and holder.left
        }
        outcome = table.outcome() if table.is_over else None
        if outcome is None:
            finished = FinishedGame(
                self.request.game,
                humans,
                table.setup.options,
                table.setup.turn_seconds,
                (0,) * seats,
                (1,) * seats,
                rounds_of(table.state),
                tuple(left.get(seat) for seat in range(seats)),
            )
        else:
            finished = finished_game(
                self.request.game,
                humans,
                table.setup.options,
                table.setup.turn_seconds,
                table.state,
                left,
            )
        points = leaderboard_points(finished)
        return {
            seat: (holder.name, earned)
            for seat, (holder, earned) in enumerate(zip(self._holders, points, strict=True))
            if holder is not None and earned is not None and (outcome is not None or holder.left)
        }

    def pot(self) -> PotSettled:
        """The pot's shares as the game's end settles them: the best person who stayed takes
        it (a shared place shares it, odd Taler to the earliest seats; see settlement)."""
        assert self.table is not None
        stake = self.request.stake
        staking = {seat: holder for seat, holder in enumerate(self._holders) if holder is not None}
        outcome = self.table.outcome() if self.table.is_over else None
        shares = share_pot(
            {seat: stake for seat in staking},
            None if outcome is None else outcome.places,
            {seat for seat, holder in staking.items() if holder.left},
        )
        return PotSettled(
            self.table_id,
            stake,
            stake * len(staking),
            [PotShare(seat, holder.name, stake, shares[seat]) for seat, holder in staking.items()],
        )

    def _changes(self, mover: str | None = None, ref: int = 0, note: str = "") -> list[Change]:
        """The table's new log entries (and a note) as one numbered change, if anything
        changed."""
        moves: tuple[dict[str, Any], ...] = ()
        if self.table is not None:
            log = self.table.log
            moves = tuple(entry.to_dict() for entry in log[self._logged :])
            self._logged = len(log)
            if self.table.is_over and self.phase == PLAYING:
                self._end()
        if not moves and not note:
            return []
        self.version += 1
        change = Change(self.version, moves, note, mover, ref)
        self._kept.append(change)
        return [change]

    def _end(self) -> None:
        """The game is over: its computers stop thinking; its pot and points are due."""
        self.phase = OVER
        self.ended_at = self._now()
        if self.request.stake:
            self.pot_due = self.pot()
        if self.table is not None:
            self.points_due = self.points()
        if self._service is not None:
            self._service.close()

    def _replace(self, seat: int, note: str) -> list[Change]:
        """A computer plays the seat on; the person is marked as having left."""
        holder = self._holders[seat]
        assert holder is not None and self.table is not None
        holder.left = True
        holder.left_rounds = len(rounds_of(self.table.state))
        holder.connected = False
        holder.away_since = None
        if not self.people():
            # Nobody is left to play with: the game ends with the computers' seats as they are.
            self._end()
            return self._changes(note=note)
        try:
            self.table.replace_by_computer(seat)
        except IllegalMoveError:
            pass
        return self._changes(note=note)

    def _running(self) -> Table:
        """The table's game, or TableError when it is not being played."""
        if self.table is None or self.phase == OPEN:
            raise TableError("the game at this table has not begun")
        if self.phase == OVER:
            raise TableError("the game at this table is over")
        return self.table

    def _own_seat(self, name: str) -> int:
        """The person's seat, or TableError when they hold none here."""
        seat = self.seat_of(name)
        if seat is None:
            raise TableError(f"{name} has no seat at this table")
        return seat

    def _catch_up(self, listener: Listener, seat: int | None, since: int) -> None:
        """Sends what the listener missed since its version: the changes kept, or a snapshot."""
        if since >= self.version:
            # Nothing missed: the view as it is, so that a client back from a lost connection
            # knows whether it is its turn.
            listener.deliver(TableSnapshot(self.table_id, self.version, self.view(seat)))
            return
        missed = [change for change in self._kept if change.version > since]
        if not missed or missed[0].version != since + 1:
            listener.deliver(TableSnapshot(self.table_id, self.version, self.view(seat)))
            return
        listener.deliver(
            TableUpdate(
                self.table_id,
                self.version,
                self._entries(missed, seat),
                self.view(seat),
                first=since + 1,
            )
        )

    def _lock_chat(self, name: str) -> None:
        """TableError while the person's last message is younger than the lock."""
        now = self._now()
        if now < self._chat_free_at.get(name, 0.0):
            wait = self._chat_free_at[name] - now
            raise TableError(f"wait {wait:.1f} s before your next message")
        if self.seat_of(name) is None and name != self.opener:
            raise TableError(f"{name} has no seat at this table")
        self._chat_free_at[name] = now + CHAT_LOCK_SECONDS

    def tell(self, notice: Notice) -> None:
        """Sends a notice to every listener of the table."""
        for listener in list(self._audience):
            listener.deliver(notice)

    def _lobby_view(self) -> list[dict[str, Any]]:
        """Who holds which seat, connected or not, and who left."""
        return [
            None
            if holder is None
            else {"name": holder.name, "connected": holder.connected, "left": holder.left}
            for holder in self._holders
        ]
