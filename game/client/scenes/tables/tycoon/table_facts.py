"""The shown view of the Tycoon table kept in step with the events as they play: each event
changes the view dict as the move changed the state, so that the board, the Hausbanks and the
tickets show every step (a flight, a hotel, a payday's income) while the table is already
further on. Following every event of a game from its first view ends on its last view."""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Sequence
from typing import Any

from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import ROUNDS
from game.rules.tycoon.flights import CHARTER, HOME, OVER
from game.rules.tycoon.payday import income_of

View = dict[str, Any]
PHASE_TURN = "turn"
PHASE_PAYDAY = "payday"
PHASE_OVER = "over"


def follow_event(view: View, event: Event) -> bool:
    """Changes the view as the event changed the game; whether anything shown changed (False
    for an event the view does not know)."""
    change = _CHANGES.get(type(event))
    if change is None:
        return False
    change(view, event)
    return True


def income_now(view: View) -> list[list[int]]:
    """Per player (distribution, majorities, factories) if the payday were now, from the view's
    chains and factories."""
    parts = income_of(view["chains"], view["chain_end"], view["factories"], view["players"])
    return [list(part) for part in parts]


def standing_hotels(view: View) -> list[int]:
    """Every player's hotels standing in the chains (the end's tie-break)."""
    counts = [0] * view["players"]
    for chain in view["chains"]:
        for owner in chain:
            if owner >= 0:
                counts[owner] += 1
    return counts


def places_of(scores: Sequence[int], hotels: Sequence[int]) -> list[int]:
    """Places: most money first, equal money more standing hotels first, still equal shared."""
    keys = list(zip(scores, hotels))
    return [1 + sum(other > key for other in keys) for key in keys]


def turn_order(view: View) -> list[int]:
    """The players from the start player on."""
    start, players = view["start_player"], view["players"]
    return [(start + step) % players for step in range(players)]


def _act(view: View, player: int) -> None:
    """Whose turn or choice it is now."""
    view["acting"] = player
    view["to_act"] = [] if player < 0 else [player]


def _turn_began(view: View, event: Event) -> None:
    assert isinstance(event, ev.TurnBegan)
    _act(view, event.player)
    view["loan_taken"] = view["flown"] = view["built"] = False


def _leave_place(view: View, player: int) -> None:
    """The plane's landing place is free again."""
    city, place = view["plane_city"][player], view["plane_place"][player]
    if city != HOME and place >= 0:
        view["landing"][city][place] = -1


def _loan_taken(view: View, event: Event) -> None:
    assert isinstance(event, ev.LoanTaken)
    player = event.player
    view["loan_taken"] = True
    view["loans"][player].append(0)
    view["cash"][player] += event.amount
    if event.flew_home:
        _leave_place(view, player)
        view["plane_city"][player] = HOME
        view["plane_place"][player] = OVER


def _ticket_bought(view: View, event: Event) -> None:
    assert isinstance(event, ev.TicketBought)
    row = view["open_charter" if CHARTER[event.ticket] else "open_scheduled"]
    if event.ticket in row:
        row.remove(event.ticket)
    view["cash"][event.player] -= event.price
    insort(view["tickets"][event.player], event.ticket)


def _flown(view: View, event: Event) -> None:
    assert isinstance(event, ev.Flown)
    player = event.player
    _leave_place(view, player)
    held = view["tickets"][player]
    if event.ticket in held:
        held.remove(event.ticket)
    view["charter_discard" if CHARTER[event.ticket] else "scheduled_discard"].append(event.ticket)
    view["plane_city"][player] = event.city
    view["plane_place"][player] = event.place
    if event.place >= 0:
        view["landing"][event.city][event.place] = player
    view["flown"] = True


def _hotel_built(view: View, event: Event) -> None:
    assert isinstance(event, ev.HotelBuilt)
    view["cash"][event.player] -= event.price
    view["chains"][event.city][event.field] = event.player
    view["chain_end"][event.city] = event.field + 1
    view["hotels_left"][event.player] -= 1
    view["built"] = True
    view["income_now"] = income_now(view)


def _sent(view: View, event: Event) -> None:
    assert isinstance(event, ev.SentToRenovation)
    view["chains"][event.city][event.field] = -1
    view["renovation"][event.city].append(event.owner)
    view["income_now"] = income_now(view)


def _renovated(view: View, event: Event) -> None:
    assert isinstance(event, ev.HotelRenovated)
    waiting = view["renovation"][event.city]
    if event.player in waiting:
        waiting.remove(event.player)
    view["chains"][event.city][event.field] = event.player
    view["chain_end"][event.city] = event.field + 1
    view["built"] = True
    view["income_now"] = income_now(view)


def _factory_built(view: View, event: Event) -> None:
    assert isinstance(event, ev.FactoryBuilt)
    view["cash"][event.player] -= event.price
    view["factories"][event.city][event.site] = event.player
    view["factories_left"][event.player] -= 1
    view["built"] = True
    view["income_now"] = income_now(view)


def _flew_home(view: View, event: Event) -> None:
    assert isinstance(event, ev.FlewHome)
    view["plane_city"][event.player] = HOME
    view["plane_place"][event.player] = OVER


def _reshuffled(view: View, event: Event) -> None:
    assert isinstance(event, ev.PileReshuffled)
    kind = "charter" if event.charter else "scheduled"
    # The top-up emptied the pile before the reshuffle: what the pile held then was laid open
    # too, and the tickets laid open are counted off the pile all together afterwards.
    view[f"{kind}_pile_size"] += event.size
    view[f"{kind}_discard"] = []


def _laid_open(view: View, event: Event) -> None:
    assert isinstance(event, ev.TicketsLaidOpen)
    view["open_charter"].extend(event.charter)
    view["open_scheduled"].extend(event.scheduled)
    view["charter_pile_size"] -= len(event.charter)
    view["scheduled_pile_size"] -= len(event.scheduled)


def _turn_ended(view: View, event: Event) -> None:
    assert isinstance(event, ev.TurnEnded)
    view["quiet_turns"] = 0 if event.built else view["quiet_turns"] + 1


def _closing(view: View, event: Event) -> None:
    assert isinstance(event, ev.RoundClosing)
    view["closing"] = True


def _round_ended(view: View, event: Event) -> None:
    assert isinstance(event, ev.RoundEnded)
    view["closing"] = False
    view["quiet_turns"] = 0
    view["loan_taken"] = view["flown"] = view["built"] = False
    # After the turned cards are redeemed only the unturned ones stay: their holders choose,
    # in turn order, unless this was the last payday (then every card is redeemed).
    queue = []
    if event.round < ROUNDS:
        queue = [player for player in turn_order(view) if 0 in view["loans"][player]]
    view["payday_queue"] = queue
    if queue:
        view["phase"] = PHASE_PAYDAY
        _act(view, queue[0])


def _income(view: View, event: Event) -> None:
    assert isinstance(event, ev.IncomePaid)
    view["debt"][event.player] -= event.to_debt
    view["cash"][event.player] += event.total - event.to_debt


def _redeemed(view: View, event: Event) -> None:
    assert isinstance(event, ev.LoanRedeemed)
    player = event.player
    view["cash"][player] -= event.cost - event.owed
    view["debt"][player] += event.owed
    cards = view["loans"][player]
    # Turned cards are the ones redeemed; at the last payday the unturned ones too.
    if 1 in cards:
        cards.remove(1)
    elif cards:
        cards.remove(0)


def _repaid(view: View, event: Event) -> None:
    assert isinstance(event, ev.LoansRepaid)
    view["cash"][event.player] -= event.cost
    view["loans"][event.player] = [1] * event.extended
    queue = view["payday_queue"]
    if event.player in queue:
        queue.remove(event.player)
    if queue:
        _act(view, queue[0])


def _fortunes(view: View, event: Event) -> None:
    assert isinstance(event, ev.FortunesAnnounced)
    view["fortunes"].append(list(event.fortunes))


def _hotels(view: View, event: Event) -> None:
    assert isinstance(event, ev.HotelsHandedOut)
    view["hotels_left"] = [left + event.count for left in view["hotels_left"]]


def _round_began(view: View, event: Event) -> None:
    assert isinstance(event, ev.RoundBegan)
    view["round"] = event.round
    view["start_player"] = event.start_player
    view["phase"] = PHASE_TURN


def _game_ended(view: View, event: Event) -> None:
    assert isinstance(event, ev.GameEnded)
    view["phase"] = PHASE_OVER
    _act(view, -1)
    scores = list(event.scores)
    hotels = standing_hotels(view)
    view["result"] = {
        "scores": scores,
        "standing_hotels": hotels,
        "places": places_of(scores, hotels),
    }


_CHANGES: dict[type, Callable[[View, Event], None]] = {
    ev.TurnBegan: _turn_began,
    ev.LoanTaken: _loan_taken,
    ev.TicketBought: _ticket_bought,
    ev.Flown: _flown,
    ev.HotelBuilt: _hotel_built,
    ev.SentToRenovation: _sent,
    ev.HotelRenovated: _renovated,
    ev.FactoryBuilt: _factory_built,
    ev.FlewHome: _flew_home,
    ev.PileReshuffled: _reshuffled,
    ev.TicketsLaidOpen: _laid_open,
    ev.TurnEnded: _turn_ended,
    ev.RoundClosing: _closing,
    ev.RoundEnded: _round_ended,
    ev.IncomePaid: _income,
    ev.LoanRedeemed: _redeemed,
    ev.LoansRepaid: _repaid,
    ev.FortunesAnnounced: _fortunes,
    ev.HotelsHandedOut: _hotels,
    ev.RoundBegan: _round_began,
    ev.GameEnded: _game_ended,
}
