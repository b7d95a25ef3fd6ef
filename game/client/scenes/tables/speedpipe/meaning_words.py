"""What a route, a place, a pipe card, a pile or a contract means for the viewer now, in the info
windows' words: the rules' insight answers put into sentences (can he pay a route and with what,
which of his contracts it helps, what a station would cost him here, which wanted routes a card
fits, how many fields a contract still misses or that it is fulfilled)."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.kit.word_lists import counted as counted
from game.client.scenes.tables.kit.word_lists import joined_at_most
from game.client.scenes.tables.speedpipe.card_names import payment_words
from game.client.scenes.tables.speedpipe.contract_look import contract_words
from game.client.scenes.tables.speedpipe.log_words import route_name
from game.rules.speedpipe.catalogue import HAND_KINDS, JOKER, PAINTS, new_deck
from game.rules.speedpipe.insight import (
    best_payment,
    card_info,
    contract_info,
    place_info,
    route_info,
    wanted_routes,
)
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.scoring import contract_points
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import REFINERY_PIPELINES
from game.texts import text

# Lists of routes or contracts name at most this many, then how many more.
NAMED = 3


def joined(words: Sequence[str]) -> str:
    """Words joined as a list in the current language ('A, B und C'), at most NAMED of them
    and then how many more."""
    return joined_at_most(words, NAMED, "speedpipe.info.more")


def company_name(company: int, names: Sequence[str] | None) -> str:
    """A company's name: its seat's name, else 'Firma 2'."""
    if names is not None and 0 <= company < len(names):
        return names[company]
    return text("speedpipe.info.company", number=company + 1)


def points_words(points: int) -> str:
    """'7 Punkte', '1 Punkt'."""
    return counted("speedpipe.info.points", points)


def route_for_you(
    state: SpeedpipeState, seat: int, route: int, names: Sequence[str] | None = None
) -> list[str]:
    """What a route means for the seat now: its own pipeline; another's (borrowed through an own
    station or not); or whether it may lay it, can pay it and with what (the proposed
    payment) or how many cards it lacks, and which of its open contracts it helps."""
    info = route_info(state, seat, route)
    board = state.board
    owner = info["owner"]
    if owner == seat:
        return [text("speedpipe.meaning.own_route")]
    if owner is not None:
        for place in (info["a"], info["b"]):
            if state.stations[place] == seat:
                name = state.map.places[place].name
                return [text("speedpipe.meaning.borrowed", place=name)]
        return [text("speedpipe.meaning.foreign")]
    lines: list[str] = []
    twin = info["twin"]
    twin_owner = -1 if twin is None else state.owners[twin]
    if info["blocked"]:
        lines.append(text("speedpipe.meaning.blocked_now"))
    elif info["length"] > state.segments[seat]:
        lines.append(
            text(
                "speedpipe.meaning.segments_short",
                segments=state.segments[seat],
                length=info["length"],
            )
        )
    elif twin_owner == seat:
        lines.append(text("speedpipe.meaning.twin_own"))
    elif twin_owner >= 0 and not state.may_lay(seat, route):
        lines.append(text("speedpipe.meaning.twin_taken", name=company_name(twin_owner, names)))
    else:
        payment = best_payment(state, seat, route)
        if payment is not None:
            words = payment_words(info["length"], payment.paint, payment.jokers)
            lines.append(text("speedpipe.meaning.pay", payment=words))
        else:
            hand = state.hands[seat]
            lacking = missing_cards(card_needs(board, (route,), hand), hand)
            lines.append(counted("speedpipe.meaning.pay_missing", lacking))
    if info["helps"]:
        contracts = joined([contract_words(state.map, contract) for contract in info["helps"]])
        lines.append(text("speedpipe.meaning.helps", contracts=contracts))
    elif _open_contracts(state, seat):
        lines.append(text("speedpipe.meaning.helps_none"))
    return lines


def place_for_you(state: SpeedpipeState, seat: int, place: int) -> list[str]:
    """What a place means for the seat now: how many of its pipelines end there (and at a
    refinery, how far it is with the Raffinerie-Bonus), its station there or what its next
    station would cost and whether it can build it now, a terminal it can build, and its
    contracts naming the place."""
    info = place_info(state, seat, place)
    lines: list[str] = []
    own = len(info["own_routes"])
    lines.append(
        text("speedpipe.meaning.own_pipes_none")
        if own == 0
        else counted("speedpipe.meaning.own_pipes", own)
    )
    racing = state.refinery and info["kind"] == "refinery"
    if racing and all(company != seat for company, _place in state.refinery_race):
        count = min(own, REFINERY_PIPELINES)
        lines.append(text("speedpipe.meaning.refinery_count", count=count))
    if info["station"] == seat:
        lines.append(text("speedpipe.meaning.your_station"))
    elif info["station"] is None:
        cost = info["station_cost"]
        if cost is None:
            lines.append(text("speedpipe.meaning.stations_all"))
        else:
            words = counted("speedpipe.meaning.station_cost", cost)
            key = "station_pay" if info["station_payments"] else "station_short"
            lines.append(text(f"speedpipe.meaning.{key}", cost=words))
    if info["terminal_payments"]:
        lines.append(text("speedpipe.meaning.terminal_pay"))
    if info["contracts"]:
        contracts = joined([contract_words(state.map, contract) for contract in info["contracts"]])
        lines.append(text("speedpipe.meaning.place_contracts", contracts=contracts))
    return lines


def card_for_you(state: SpeedpipeState, seat: int, kind: int) -> list[str]:
    """What a pipe card kind means for the seat now: how many it holds, the contracts whose
    wanted routes it fits, which of those routes it pays now and which one more such card
    would make payable."""
    info = card_info(state, seat, kind)
    held = info["held"]
    lines = [
        text("speedpipe.meaning.held_none")
        if held == 0
        else counted("speedpipe.meaning.held", held)
    ]
    if info["contracts"]:
        contracts = joined([contract_words(state.map, contract) for contract in info["contracts"]])
        lines.append(text("speedpipe.meaning.fits", contracts=contracts))
    elif _open_contracts(state, seat):
        lines.append(text("speedpipe.meaning.fits_none"))
    if info["payable"]:
        routes = joined([route_name(state.map, route) for route in info["payable"]])
        lines.append(text("speedpipe.meaning.payable", routes=routes))
    if info["one_more"]:
        routes = joined([route_name(state.map, route) for route in info["one_more"]])
        lines.append(text("speedpipe.meaning.one_more", routes=routes))
    return lines


def blind_chance(state: SpeedpipeState, seat: int) -> int | None:
    """In percent, how likely a face-down card is one the seat's wanted routes still lack or a
    joker, counted over the cards it cannot see (None when it lacks nothing or none is
    unseen)."""
    hand = state.hands[seat]
    need = card_needs(state.board, wanted_routes(state, seat), hand)
    lacking = [kind for kind in range(PAINTS) if need[kind] > hand[kind]]
    if not lacking and need[JOKER] <= hand[JOKER]:
        return None
    unseen = [0] * HAND_KINDS
    for card in new_deck(False):
        unseen[card] += 1
    for kind in range(HAND_KINDS):
        shown = state.discard[kind] + hand[kind] + state.display.count(kind)
        unseen[kind] = max(0, unseen[kind] - shown)
    total = sum(unseen)
    if total == 0:
        return None
    useful = sum(unseen[kind] for kind in lacking) + unseen[JOKER]
    return round(100 * useful / total)


def pile_for_you(state: SpeedpipeState, seat: int, pile: str) -> list[str]:
    """What a pile means for the seat now: at the blind pile how likely a card it lacks comes,
    and its hand's size; at the contract pile its open and fulfilled contracts."""
    if pile == "blind":
        lines: list[str] = []
        chance = blind_chance(state, seat)
        if chance is not None:
            lines.append(text("speedpipe.meaning.blind_chance", percent=chance))
        lines.append(text("speedpipe.meaning.hand_size", count=sum(state.hands[seat])))
        return lines
    if pile == "contracts":
        done = len(state.fulfilled[seat])
        held = len(state.contracts[seat])
        return [text("speedpipe.meaning.contracts_held", open=held - done, done=done)]
    return []


def contract_for_you(state: SpeedpipeState, seat: int, contract: int) -> list[str]:
    """What a contract means for the seat now: fulfilled with the points it brings (at the oil
    price of that moment), or the fewest fields it still misses, or that no way is left, and
    what it costs if it stays open."""
    info = contract_info(state, seat, contract)
    price = info["fulfilled_at"]
    if price is not None:
        points = points_words(contract_points(info["value"], price))
        if state.oil:
            return [text("speedpipe.meaning.fulfilled_price", price=price, points=points)]
        return [text("speedpipe.meaning.fulfilled", points=points)]
    missing = info["missing_fields"]
    if missing is None:
        return [text("speedpipe.meaning.no_way", value=info["value"])]
    lines = [counted("speedpipe.meaning.missing", missing, fields=missing)]
    if info["held"]:
        lines.append(text("speedpipe.meaning.open_cost", value=info["value"]))
    return lines


def _open_contracts(state: SpeedpipeState, seat: int) -> bool:
    """Whether the seat holds a contract not yet fulfilled."""
    done = state.fulfilled[seat]
    return any(contract not in done for contract in state.contracts[seat])
