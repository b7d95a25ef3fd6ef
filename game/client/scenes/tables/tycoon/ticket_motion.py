"""Tickets on their way across the Tycoon table: a bought ticket flies from its row to the
buyer (the shown seat's own tickets, or another player's Hausbank), a flown ticket to the
discard pile of its kind, new tickets slide from their pile into the rows at the turn's end,
a reshuffled discard pile goes back onto its pile. While a ticket is on its way the panels
leave it out (hidden), so it is never drawn twice."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.scenes.tables.kit.motion import between, eased
from game.client.scenes.tables.tycoon import bank_panel, held_panel, tickets_panel
from game.client.scenes.tables.tycoon.layout import HELD_RECT, TICKETS_RECT, bank_rect
from game.client.scenes.tables.tycoon.ticket_look import PLAIN, draw_ticket, draw_ticket_back
from game.client.widgets.paint import draw_shadow
from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.flights import CHARTER

View = Mapping[str, Any]
# New tickets of one refill start one after another, this share of the time apart.
STAGGER = 0.15
# How high a ticket on its way is lifted above the table (its shadow stays below).
LIFT = 10


@dataclass
class Travel:
    """One ticket (or a pile's back, ticket -1) on its way from one rect to another."""

    ticket: int
    start: pygame.Rect
    end: pygame.Rect
    seconds: float
    delay: float = 0.0
    elapsed: float = 0.0
    charter: bool = True

    @property
    def done(self) -> bool:
        """Whether it has arrived."""
        return self.elapsed >= self.delay + self.seconds

    def share(self) -> float:
        """How much of the way is behind it, eased (0 while it waits for its turn)."""
        return eased((self.elapsed - self.delay) / self.seconds)

    def rect(self) -> pygame.Rect:
        """Where it is now."""
        return between(self.start, self.end, self.share())


class TicketMotion:
    """The tickets moving now: started by animate(event, seconds, view, seat), moved on by
    update(dt), drawn above the panels by draw(surface)."""

    def __init__(
        self, tickets_rect: pygame.Rect = TICKETS_RECT, held_rect: pygame.Rect = HELD_RECT
    ) -> None:
        self.tickets_rect = tickets_rect
        self.held_rect = held_rect
        self.travels: list[Travel] = []

    @property
    def busy(self) -> bool:
        """Whether a ticket is still on its way."""
        return bool(self.travels)

    def hidden(self) -> frozenset[int]:
        """The tickets on their way, which the panels leave out."""
        return frozenset(travel.ticket for travel in self.travels if travel.ticket >= 0)

    def clear(self) -> None:
        """Ends every motion at once (the table caught up, or another seat is shown)."""
        self.travels.clear()

    def animate(self, event: Event, seconds: float, view: View, seat: int | None) -> bool:
        """Starts the motion of an event over this many seconds; view is the shown view before
        the event, seat the shown seat. False for events with no ticket to move (or no time)."""
        if seconds <= 0:
            return False
        if isinstance(event, ev.TicketBought):
            return self._bought(event, seconds, view, seat)
        if isinstance(event, ev.Flown):
            return self._flown(event, seconds, view, seat)
        if isinstance(event, ev.TicketsLaidOpen):
            return self._laid_open(event, seconds, view)
        if isinstance(event, ev.PileReshuffled):
            start = tickets_panel.discard_rect(self.tickets_rect, event.charter)
            end = tickets_panel.pile_rect(self.tickets_rect, event.charter)
            self.travels.append(Travel(-1, start, end, seconds, charter=event.charter))
            return True
        return False

    def _bought(self, event: ev.TicketBought, seconds: float, view: View, seat: int | None) -> bool:
        """From its place in the row to the buyer's tickets."""
        start = tickets_panel.open_rects(view, self.tickets_rect).get(event.ticket)
        if start is None:
            start = tickets_panel.slot_rects(self.tickets_rect, CHARTER[event.ticket])[0]
        after = _with_tickets(view, event.player, add=event.ticket)
        end = self._held_place(after, event.player, event.ticket, seat)
        self.travels.append(Travel(event.ticket, start, end, seconds))
        return True

    def _flown(self, event: ev.Flown, seconds: float, view: View, seat: int | None) -> bool:
        """From the flyer's tickets onto the discard pile of its kind."""
        if event.ticket not in view["tickets"][event.player]:
            # The view has it flown already: it starts from where the flyer's tickets lie.
            view = _with_tickets(view, event.player, add=event.ticket)
        start = self._held_place(view, event.player, event.ticket, seat)
        end = tickets_panel.discard_rect(self.tickets_rect, CHARTER[event.ticket])
        self.travels.append(Travel(event.ticket, start, end, seconds))
        return True

    def _laid_open(self, event: ev.TicketsLaidOpen, seconds: float, view: View) -> bool:
        """Each new ticket from its pile into its place at the end of its row, one after
        another."""
        after = dict(view)
        moved = False
        new = [*event.charter, *event.scheduled]
        step = seconds * STAGGER if len(new) > 1 else 0.0
        each = seconds - step * (len(new) - 1)
        for key, tickets in (("open_charter", event.charter), ("open_scheduled", event.scheduled)):
            row = [ticket for ticket in view[key] if ticket not in tickets]
            after[key] = row + list(tickets)
        places = tickets_panel.open_rects(after, self.tickets_rect)
        for order, ticket in enumerate(new):
            end = places.get(ticket)
            if end is None:
                continue
            start = tickets_panel.pile_rect(self.tickets_rect, CHARTER[ticket])
            self.travels.append(Travel(ticket, start, end, each, delay=order * step))
            moved = True
        return moved

    def _held_place(self, view: View, player: int, ticket: int, seat: int | None) -> pygame.Rect:
        """Where a player's held ticket lies: among the shown seat's own tickets, or small in
        another player's Hausbank; one without a place of its own goes to the last place
        (the one that says '+n')."""
        if player == seat:
            found = held_panel.held_rects(view, player, self.held_rect).get(ticket)
            if found is not None:
                return found
            count = len(view["tickets"][player])
            tiles = held_panel.tile_rects(self.held_rect, count)
            return tiles[-1] if tiles else held_panel.ticket_room(self.held_rect)
        found = bank_panel.ticket_rects(view, player).get(ticket)
        if found is not None:
            return found
        slots, _ = bank_panel.ticket_slots(view, player)
        if slots:
            return slots[-1]
        row = bank_rect(player, view["players"])
        return pygame.Rect(row.x, row.y + bank_panel.TICKETS_TOP, 62, bank_panel.TICKETS_HEIGHT)

    def update(self, dt: float) -> None:
        """Lets every ticket go on; those that arrived are dropped."""
        for travel in self.travels:
            travel.elapsed += dt
        self.travels = [travel for travel in self.travels if not travel.done]

    def draw(self, surface: pygame.Surface) -> None:
        """The tickets on their way, lifted over their shadows (those still waiting at their
        start stay unseen until they set off)."""
        for travel in self.travels:
            if travel.elapsed < travel.delay:
                continue
            rect = travel.rect()
            lift = round(LIFT * (1 - abs(2 * travel.share() - 1)))
            draw_shadow(surface, rect, 6)
            lifted = rect.move(0, -lift)
            if travel.ticket < 0:
                draw_ticket_back(surface, lifted, travel.charter)
            else:
                draw_ticket(surface, lifted, travel.ticket, PLAIN)


def _with_tickets(view: View, player: int, add: int) -> dict[str, Any]:
    """A shallow copy of the view in which the player holds one ticket more."""
    after = dict(view)
    tickets = [list(held) for held in view["tickets"]]
    if add not in tickets[player]:
        tickets[player] = sorted([*tickets[player], add])
    after["tickets"] = tickets
    return after
