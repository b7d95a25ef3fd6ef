"""Tickets on their way: a bought ticket flies from its place in the row to the buyer's tickets
(the shown seat's panel or another's Hausbank), a flown one to its discard pile, new ones from
their pile into the rows one after another; while they move the panels leave them out; a whole
seeded game's events animate without a ticket going astray."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.kit.motion import between, eased
from game.client.scenes.tables.tycoon import bank_panel, held_panel, tickets_panel
from game.client.scenes.tables.tycoon.layout import HELD_RECT, TICKETS_RECT
from game.client.scenes.tables.tycoon.ticket_motion import TicketMotion
from game.rules.tycoon import events as ev
from game.rules.tycoon.flights import CHARTER
from game.rules.tycoon.moves import Buy
from tests.client.tycoon.panel_views import position, view_of
from tests.client.tycoon.positions import new_state, played_until


def test_easing_and_the_way_between_two_rects() -> None:
    assert eased(0) == 0 and eased(1) == 1 and eased(0.5) == 0.5
    assert eased(-1) == 0 and eased(2) == 1
    start, end = pygame.Rect(0, 0, 100, 40), pygame.Rect(200, 100, 50, 20)
    assert between(start, end, 0) == start
    assert between(start, end, 1) == end
    assert between(start, end, 0.5) == pygame.Rect(100, 50, 75, 30)


def test_a_ticket_bought_by_the_shown_seat_flies_from_its_place_to_the_own_tickets() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, Buy), 3, 1)
    assert isinstance(move, Buy)
    seat = state.acting
    before = view_of(state)
    start = tickets_panel.open_rects(before)[move.ticket]
    state.play(seat, move)
    after = view_of(state)
    end = held_panel.held_rects(after, seat)[move.ticket]
    motion = TicketMotion()
    event = ev.TicketBought(seat, move.ticket, 1)
    assert motion.animate(event, 0.5, before, seat)
    assert motion.busy and motion.hidden() == {move.ticket}
    travel = motion.travels[0]
    assert (travel.start, travel.end) == (start, end)
    motion.update(0.25)
    assert motion.busy
    motion.update(0.3)
    assert not motion.busy and motion.hidden() == frozenset()


def test_a_ticket_bought_by_another_goes_to_his_hausbank() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, Buy), 3, 1)
    assert isinstance(move, Buy)
    seat = state.acting
    before = view_of(state)
    state.play(seat, move)
    end = bank_panel.ticket_rects(view_of(state), seat)[move.ticket]
    motion = TicketMotion()
    shown = (seat + 1) % 3
    assert motion.animate(ev.TicketBought(seat, move.ticket, 1), 0.5, before, shown)
    assert motion.travels[0].end == end


def test_a_flown_ticket_goes_to_the_discard_pile_of_its_kind() -> None:
    state = position(3, 0)
    seat = state.acting
    ticket = state.scheduled_pile.pop()
    state.tickets[seat] = [ticket]
    view = view_of(state)
    motion = TicketMotion()
    assert motion.animate(ev.Flown(seat, ticket, -1, 4, 0), 0.4, view, seat)
    travel = motion.travels[0]
    assert travel.start == held_panel.held_rects(view, seat)[ticket]
    assert travel.end == tickets_panel.discard_rect(TICKETS_RECT, False)
    # A view that has it flown already: it still starts among the flyer's tickets.
    view["tickets"][seat] = []
    assert motion.animate(ev.Flown(seat, ticket, -1, 4, 0), 0.4, view, seat)
    assert HELD_RECT.contains(motion.travels[1].start)


def test_new_tickets_slide_from_their_pile_into_the_rows_one_after_another() -> None:
    state = position(3, 0)
    view = view_of(state)
    new = tuple(state.charter_pile[-2:])
    view["open_charter"] = view["open_charter"][:-2]
    motion = TicketMotion()
    assert motion.animate(ev.TicketsLaidOpen(new, ()), 1.0, view, 0)
    assert [travel.ticket for travel in motion.travels] == list(new)
    pile = tickets_panel.pile_rect(TICKETS_RECT, True)
    assert all(travel.start == pile for travel in motion.travels)
    slots = tickets_panel.slot_rects(TICKETS_RECT, True)
    assert [travel.end for travel in motion.travels] == slots[4:6]
    assert motion.travels[1].delay > motion.travels[0].delay == 0
    motion.update(0.999)
    assert motion.busy
    motion.update(0.01)
    assert not motion.busy


def test_other_events_and_no_time_move_nothing_and_drawing_paints_the_ticket() -> None:
    view = view_of(position(3, 0))
    motion = TicketMotion()
    assert not motion.animate(ev.TurnBegan(0), 0.5, view, 0)
    assert not motion.animate(ev.TicketBought(0, view["open_charter"][0], 1), 0, view, 0)
    assert motion.animate(ev.PileReshuffled(True, 10), 0.5, view, 0)
    assert motion.hidden() == frozenset()
    assert motion.animate(ev.TicketBought(0, view["open_charter"][0], 1), 0.5, view, 0)
    motion.update(0.25)
    surface = pygame.Surface((1920, 1080))
    motion.draw(surface)
    assert pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count() < 1920 * 1080
    motion.clear()
    assert not motion.busy


def test_a_whole_seeded_game_animates_every_ticket_event_inside_the_canvas() -> None:
    from game.ai.registry import make_bot

    state = new_state(4, 7)
    bots = [make_bot("tycoon", "easy", seed=7 + seat) for seat in range(4)]
    motion = TicketMotion()
    canvas = pygame.Rect(0, 0, 1920, 1080)
    moved = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        before = view_of(state)
        for event in state.play(seat, move):
            if motion.animate(event, 0.2, before, 0):
                moved += 1
            for travel in motion.travels:
                assert canvas.contains(travel.start) and canvas.contains(travel.end)
            if isinstance(event, ev.Flown):
                kind = CHARTER[event.ticket]
                assert motion.travels[-1].end == tickets_panel.discard_rect(TICKETS_RECT, kind)
            motion.update(0.2)
            before = view_of(state)
    assert moved > 100
    assert not motion.busy


def test_a_ticket_without_a_place_of_its_own_goes_to_the_last_place_not_the_whole_panel() -> None:
    state = position(5, 0)
    buyer = (state.acting + 1) % 5
    state.tickets[buyer] = sorted(state.charter_pile[-12:])
    del state.charter_pile[-12:]
    before = view_of(state)
    ticket = before["open_charter"][0]
    motion = TicketMotion()
    assert motion.animate(ev.TicketBought(buyer, ticket, 1), 0.5, before, None)
    end = motion.travels[0].end
    slots, more = bank_panel.ticket_slots(view_of(state), buyer)
    assert more and end.size == slots[-1].size
    assert motion.animate(ev.TicketBought(buyer, ticket, 1), 0.5, before, buyer)
    end = motion.travels[1].end
    assert end.height < HELD_RECT.height and end.width < HELD_RECT.width // 2
