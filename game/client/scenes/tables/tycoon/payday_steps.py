"""The payday of a Tycoon round as steps, built from the events as the scene plays them.

The scene hands every event it shows to `PaydaySteps.follow(event, view)` with the view as it
shows it then (kept in step by table_facts), so the steps count what the board shows even while
the table's state is ahead. RoundEnded opens the payday: one step per city that pays anything,
counted with `forecast.city_payouts` on the shown view's lists (the amount field is the next
free field, who is first and second, the tie rule in words where it decided, the factories with
the second amount or the first in the longest chains); IncomePaid gives each player's
distribution and total (what paid off a Restschuld), LoanRedeemed the turned cards paid (every
card at the last payday), LoansRepaid each choice, FortunesAnnounced the fortunes,
HotelsHandedOut the six new hotels, RoundBegan or GameEnded the last step.

Steps come up on the show's own clock (`update(dt)`), at the times the scene gives their events
(`event_seconds(event)` at normal tempo, times the table's tempo share): the city steps share
the time of RoundEnded evenly, so a payday with few cities lets each stand longer. When the
next payday event comes, every earlier step is shown (the scene may have shown its events at
once). `highlighted_city()` names the city the newest step counts, for the board to light.
This module draws nothing (payday_panel.py does); it keeps a table of cells per player that
the panel shows: distribution, majorities, factories, income, loans and fortune."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, ROUNDS
from game.rules.tycoon.forecast import CityPayout, city_payouts
from game.rules.tycoon.payday import redemption_cost
from game.texts import text

KEY = "tycoon.payday."
# Seconds each payday event stands at normal tempo; the city steps share RoundEnded's time.
EVENT_SECONDS: dict[type, float] = {
    ev.RoundEnded: 9.0,
    ev.IncomePaid: 1.6,
    ev.LoanRedeemed: 1.4,
    ev.LoansRepaid: 1.6,
    ev.FortunesAnnounced: 2.4,
    ev.HotelsHandedOut: 1.2,
    ev.RoundBegan: 1.0,
    ev.GameEnded: 1.0,
}
# Of RoundEnded's time, the opening words stand this share before the first city comes up.
OPENING_SHARE = 0.12
# The columns of the players' table on the panel, left to right.
COLUMNS: tuple[str, ...] = (
    "distribution",
    "majorities",
    "factories",
    "income",
    "loans",
    "fortune",
)
MINUS = "−"


def event_seconds(event: Event) -> float:
    """How long a payday event stands at normal tempo (0 for any other event)."""
    return EVENT_SECONDS.get(type(event), 0.0)


def is_payday_event(event: Event) -> bool:
    """Whether the event belongs to a payday (the show follows it)."""
    return type(event) in EVENT_SECONDS


@dataclass(frozen=True)
class PaydayStep:
    """One step of the show: its kind ("opening", "city", "quiet", "income", "redeemed",
    "repaid", "fortunes", "hotels", "round", "end"), its words, the player it is about (-1:
    all), the city it counts (-1: none), when it comes up on the show's clock, and the cells of
    the players' table it sets from then on, as (player, column, words)."""

    kind: str
    words: str
    player: int = -1
    city: int = -1
    due: float = 0.0
    cells: tuple[tuple[int, str, str], ...] = ()


def signed(amount: int) -> str:
    """An amount with its sign: +5, −5, 0."""
    if amount > 0:
        return f"+{amount}"
    return f"{MINUS}{-amount}" if amount < 0 else "0"


def amount_words(amount: int) -> str:
    """A plain amount, a negative one with a true minus sign: 5, −5."""
    return f"{MINUS}{-amount}" if amount < 0 else str(amount)


def name_of(names: Sequence[str], player: int) -> str:
    """A player's name (his seat number where none was given)."""
    return names[player] if 0 <= player < len(names) else str(player + 1)


def joined(words: Sequence[str]) -> str:
    """Words as a list: 'Anna', 'Anna und Ben', 'Anna, Ben und Cleo'."""
    if len(words) <= 1:
        return "".join(words)
    return text("list.and", first=", ".join(words[:-1]), last=words[-1])


def _plural(key: str, count: int, **values: Any) -> str:
    """The text of key_one for a count of 1, else of key_many."""
    return text(f"{KEY}{key}_{'one' if count == 1 else 'many'}", count=count, **values)


# ---- the steps of each event ----------------------------------------------------------------


def opening_step(round_: int) -> PaydayStep:
    """The payday's first words: which round ends, that only standing hotels count."""
    key = "opening_last" if round_ >= ROUNDS else "opening"
    return PaydayStep("opening", text(KEY + key, round=round_))


def counted_cities(payouts: Sequence[CityPayout]) -> tuple[CityPayout, ...]:
    """The cities that pay anything: a standing hotel or a factory."""
    return tuple(
        payout
        for payout in payouts
        if payout.standings or any(owner >= 0 for owner in payout.factory_owners)
    )


def city_words(payout: CityPayout, names: Sequence[str], full: bool = False) -> str:
    """A city's count in words: the amount field and its amounts (full: the chain is full, so
    its last field counts), first and second with their hotels, the tie rule where it decided,
    the factories and what they pay."""
    city = CITIES[payout.city].name
    parts: list[str] = []
    field_key = "field_full" if full else "field"
    parts.append(
        text(
            KEY + field_key,
            city=city,
            field=payout.field + 1,
            first=payout.first_amount,
            second=payout.second_amount,
        )
    )
    standings = payout.standings
    if not standings:
        parts.append(text(KEY + "no_hotels"))
    elif len(standings) == 1:
        player, count = standings[0]
        parts.append(
            _plural("alone", count, name=name_of(names, player), amount=payout.first_amount)
        )
    else:
        (first, first_count), (second, second_count) = standings[0], standings[1]
        parts.append(
            _plural(
                "first",
                first_count,
                name=name_of(names, first),
                amount=payout.first_amount,
            )
        )
        parts.append(
            _plural(
                "second",
                second_count,
                name=name_of(names, second),
                amount=payout.second_amount,
            )
        )
        parts.extend(tie_words(payout, names))
    parts.extend(factory_words(payout, names))
    return " ".join(parts)


def tie_words(payout: CityPayout, names: Sequence[str]) -> list[str]:
    """The tie rule in words where equal counts were ranked by the earliest hotel."""
    words: list[str] = []
    standings, earliest = payout.standings, payout.earliest
    for rank, tied in ((0, payout.tie_first), (1, payout.tie_second)):
        if not tied:
            continue
        ahead, count = standings[rank]
        behind = [
            name_of(names, player) for player, other in standings[rank + 1 :] if other == count
        ]
        words.append(
            text(
                KEY + "tie",
                name=name_of(names, ahead),
                others=joined(behind),
                count=count,
                field=earliest[rank] + 1,
            )
        )
    return words


def factory_words(payout: CityPayout, names: Sequence[str]) -> list[str]:
    """What the city's factories pay: the second amount, the first in a longest chain."""
    owners = [owner for owner in payout.factory_owners if owner >= 0]
    if not owners:
        return []
    key = "factories_longest" if payout.longest else "factories"
    return [
        _plural(
            key,
            len(owners),
            names=joined([name_of(names, owner) for owner in owners]),
            value=payout.factory_value,
        )
    ]


def city_gains(payout: CityPayout, players: int) -> tuple[list[int], list[int]]:
    """Per player: what the city's majorities and its factories pay him."""
    majorities = [0] * players
    factories = [0] * players
    if payout.first >= 0:
        majorities[payout.first] += payout.first_amount
    if payout.second >= 0:
        majorities[payout.second] += payout.second_amount
    for owner in payout.factory_owners:
        if 0 <= owner < players:
            factories[owner] += payout.factory_value
    return majorities, factories


def income_words(event: ev.IncomePaid, cities: int, names: Sequence[str]) -> str:
    """A player's income in words: distribution over his cities, majorities, factories, the
    total and the part that paid off a Restschuld."""
    words = _plural(
        "income",
        cities,
        name=name_of(names, event.player),
        distribution=event.distribution,
        majorities=event.majorities,
        factories=event.factories,
        total=event.total,
    )
    if event.to_debt:
        words += " " + text(KEY + "income_debt", amount=event.to_debt)
    return words


def redeemed_words(event: ev.LoanRedeemed, final: bool, names: Sequence[str]) -> str:
    """A loan card that had to be paid, in words; what became Restschuld."""
    key = "redeemed_last" if final else "redeemed"
    words = text(KEY + key, name=name_of(names, event.player), cost=event.cost)
    if event.owed:
        words += " " + text(KEY + "owed", owed=event.owed, paid=event.cost - event.owed)
    return words


def repaid_words(event: ev.LoansRepaid, names: Sequence[str]) -> str:
    """A payday choice in words: cards redeemed for their cost, cards turned (due next
    payday)."""
    name = name_of(names, event.player)
    if event.extended == 0:
        return _plural("repaid_all", event.count, name=name, cost=event.cost)
    turned = _plural("turned", event.extended, name=name, due=redemption_cost(2))
    if event.count == 0:
        return turned
    return _plural("repaid_all", event.count, name=name, cost=event.cost) + " " + turned


def fortunes_words(event: ev.FortunesAnnounced, names: Sequence[str]) -> str:
    """The fortunes announced, best first."""
    order = sorted(range(len(event.fortunes)), key=lambda player: -event.fortunes[player])
    entries = " · ".join(
        text(
            KEY + "fortune_entry",
            name=name_of(names, player),
            amount=amount_words(event.fortunes[player]),
        )
        for player in order
    )
    return text(KEY + "fortunes", round=event.round, entries=entries)


# ---- the show -------------------------------------------------------------------------------


class PaydaySteps:
    """The steps of the payday being shown, growing as the scene follows its events.

    names are the seats' names; share is the table's tempo share of the normal times. open
    while a payday is shown (from RoundEnded until `close()`); complete once its last event
    (RoundBegan or GameEnded) has come and all its steps stand.
    """

    def __init__(self, names: Sequence[str], share: float = 1.0) -> None:
        if share <= 0:
            raise ValueError(f"the tempo share must be above 0, not {share}")
        self.names = tuple(names)
        self.share = share
        self.steps: list[PaydayStep] = []
        self.elapsed = 0.0
        self.round = 0
        self.players = len(self.names)
        self.over = False
        self.ended = False
        self.open = False
        # Per player: the cities where he has a standing hotel (for the distribution words).
        self._cities: list[int] = []
        # Per player: what his loans cost at this payday, and what of it became Restschuld.
        self._loans: list[int] = []
        self._owed: list[int] = []

    # ---- following events ------------------------------------------------------------------

    def follow(self, event: Event, view: Mapping[str, Any]) -> bool:
        """Takes a payday event as the scene shows it, with the shown view; whether it was one
        (other events are left alone)."""
        if not is_payday_event(event):
            return False
        if isinstance(event, ev.RoundEnded):
            self._begin(event, view)
            return True
        if not self.open:
            # A payday event without its RoundEnded (a table loaded mid-payday): begin here.
            self.resume(view)
        self.finish()
        now = self.elapsed
        if isinstance(event, ev.IncomePaid):
            self._add(self._income(event, now))
        elif isinstance(event, ev.LoanRedeemed):
            self._add(self._redeemed(event, now))
        elif isinstance(event, ev.LoansRepaid):
            self._add(self._repaid(event, now))
        elif isinstance(event, ev.FortunesAnnounced):
            cells = tuple(
                (player, "fortune", amount_words(amount))
                for player, amount in enumerate(event.fortunes)
            )
            self._add(
                PaydayStep("fortunes", fortunes_words(event, self.names), due=now, cells=cells)
            )
        elif isinstance(event, ev.HotelsHandedOut):
            self._add(PaydayStep("hotels", text(KEY + "hotels", count=event.count), due=now))
        elif isinstance(event, ev.RoundBegan):
            name = name_of(self.names, event.start_player)
            self._add(
                PaydayStep("round", text(KEY + "round", round=event.round, name=name), due=now)
            )
            self.ended = True
        elif isinstance(event, ev.GameEnded):
            self._add(PaydayStep("end", text(KEY + "end"), due=now))
            self.ended = True
            self.over = True
        return True

    def resume(self, view: Mapping[str, Any]) -> None:
        """Opens the payday of the view's round in its middle (a table loaded while a loan
        choice waits): the opening words, no cities."""
        self._begin(ev.RoundEnded(int(view.get("round", 1))), view, cities=False)

    def _begin(self, event: ev.RoundEnded, view: Mapping[str, Any], cities: bool = True) -> None:
        """A new payday: the opening words, then one step per city that pays, sharing the
        time of RoundEnded."""
        players = int(view["players"])
        self.players = players
        self.steps = []
        self.elapsed = 0.0
        self.round = event.round
        self.over = self.ended = False
        self.open = True
        self._loans = [0] * players
        self._owed = [0] * players
        self._cities = [0] * players
        self._add(opening_step(event.round))
        payouts = city_payouts(view["chains"], view["chain_end"], view["factories"], players)
        for payout in payouts:
            for player, _count in payout.standings:
                self._cities[player] += 1
        if not cities:
            return
        counted = counted_cities(payouts)
        total = EVENT_SECONDS[ev.RoundEnded] * self.share
        start = total * OPENING_SHARE
        if not counted:
            self._add(PaydayStep("quiet", text(KEY + "quiet"), due=start))
            return
        each = (total - start) / len(counted)
        majorities = [0] * players
        factories = [0] * players
        for index, payout in enumerate(counted):
            gained_majorities, gained_factories = city_gains(payout, players)
            cells: list[tuple[int, str, str]] = []
            for player in range(players):
                if gained_majorities[player]:
                    majorities[player] += gained_majorities[player]
                    cells.append((player, "majorities", str(majorities[player])))
                if gained_factories[player]:
                    factories[player] += gained_factories[player]
                    cells.append((player, "factories", str(factories[player])))
            self._add(
                PaydayStep(
                    "city",
                    city_words(payout, self.names, view["chain_end"][payout.city] >= CHAIN_LENGTH),
                    city=payout.city,
                    due=start + index * each,
                    cells=tuple(cells),
                )
            )

    def _income(self, event: ev.IncomePaid, now: float) -> PaydayStep:
        """A player's income: his distribution, majorities, factories and total."""
        player = event.player
        cities = self._cities[player] if 0 <= player < len(self._cities) else 0
        cells = (
            (
                player,
                "distribution",
                text(KEY + "distribution_cell", cities=cities, amount=event.distribution),
            ),
            (player, "majorities", str(event.majorities)),
            (player, "factories", str(event.factories)),
            (player, "income", str(event.total)),
        )
        return PaydayStep(
            "income", income_words(event, cities, self.names), player, due=now, cells=cells
        )

    def _redeemed(self, event: ev.LoanRedeemed, now: float) -> PaydayStep:
        """A card that had to be paid: the loans cell counts it."""
        player = event.player
        self._loans[player] -= event.cost
        self._owed[player] += event.owed
        final = self.round >= ROUNDS
        return PaydayStep(
            "redeemed",
            redeemed_words(event, final, self.names),
            player,
            due=now,
            cells=((player, "loans", self._loans_cell(player, 0)),),
        )

    def _loans_cell(self, player: int, turned: int) -> str:
        """The loans cell: what the cards cost, the Restschuld left, the cards turned."""
        cell = signed(self._loans[player])
        if self._owed[player]:
            cell = text(KEY + "owed_cell", amount=cell, owed=self._owed[player])
        if turned:
            cell = text(KEY + "turned_cell", amount=cell, count=turned)
        return cell

    def _repaid(self, event: ev.LoansRepaid, now: float) -> PaydayStep:
        """A payday choice: the loans cell counts what it cost."""
        player = event.player
        self._loans[player] -= event.cost
        return PaydayStep(
            "repaid",
            repaid_words(event, self.names),
            player,
            due=now,
            cells=((player, "loans", self._loans_cell(player, event.extended)),),
        )

    def _add(self, step: PaydayStep) -> None:
        """One more step."""
        self.steps.append(step)

    # ---- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The show's clock runs on: the steps come up as their time comes."""
        if self.open:
            self.elapsed += max(0.0, dt)

    def finish(self) -> None:
        """Every step so far stands at once."""
        if self.steps:
            self.elapsed = max(self.elapsed, max(step.due for step in self.steps))

    def close(self) -> None:
        """The payday is read (Weiter): nothing shows any more until the next one."""
        self.open = False

    # ---- what stands now -------------------------------------------------------------------

    @property
    def shown(self) -> tuple[PaydayStep, ...]:
        """The steps that stand now, in order."""
        return tuple(step for step in self.steps if step.due <= self.elapsed)

    @property
    def complete(self) -> bool:
        """Whether the payday's last event has come and every step stands."""
        return self.ended and all(step.due <= self.elapsed for step in self.steps)

    def newest(self) -> PaydayStep | None:
        """The step that came up last (None before any)."""
        shown = self.shown
        return shown[-1] if shown else None

    def highlighted_city(self) -> int | None:
        """The city the newest step counts, for the board to light (None: no city now)."""
        if not self.open:
            return None
        newest = self.newest()
        if newest is None or newest.city < 0:
            return None
        return newest.city

    def cells(self) -> dict[tuple[int, str], str]:
        """The players' table as the shown steps have filled it: (player, column) -> words."""
        found: dict[tuple[int, str], str] = {}
        for step in self.shown:
            for player, column, words in step.cells:
                found[(player, column)] = words
        return found

    def title(self) -> str:
        """The panel's title: 'Zahltag nach Runde 2' (the last payday says so)."""
        key = "title_last" if self.round >= ROUNDS else "title"
        return text(KEY + key, round=self.round)
