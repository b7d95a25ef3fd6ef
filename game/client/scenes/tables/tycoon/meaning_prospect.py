"""What a city offers the viewer, in the info windows' words: how his plane gets there (the
tickets he holds or could buy) and what a build there would do for him (the hotel's price and
field, the hotel a red field sends away, the majority and his payday income, the renovation, a
factory) and whether he can afford it, from the forecast's build preview."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.tycoon.info_words import (
    city_name,
    field_number,
    money,
    origin_words,
    place_word,
    player_name,
    ticket_title,
)
from game.rules.tycoon.flights import OVER, PRICES, targets
from game.rules.tycoon.forecast import (
    ALREADY_BUILT,
    CHAIN_FULL,
    NO_CASH,
    NO_FACTORIES,
    NO_HOTELS,
    NOT_YOUR_TURN,
    BuildPreview,
    HotelPreview,
    Majority,
    build_preview_at,
)
from game.rules.tycoon.state import TycoonState
from game.texts import text


def tickets_to(state: TycoonState, seat: int, city: int) -> list[int]:
    """The seat's held tickets that fly to the city from where its plane is now."""
    origin = state.plane_city[seat]
    return [ticket for ticket in state.tickets[seat] if city in targets(ticket, origin)]


def open_tickets_to(state: TycoonState, seat: int, city: int) -> list[int]:
    """The open tickets that would fly the seat's plane to the city from where it is now,
    cheapest first."""
    origin = state.plane_city[seat]
    found = [
        ticket
        for ticket in state.open_charter + state.open_scheduled
        if city in targets(ticket, origin)
    ]
    return sorted(found, key=lambda ticket: (PRICES[ticket], ticket))


def free_place(state: TycoonState, city: int) -> int:
    """The landing place a plane would take in the city: the cheap one when free, else the
    dear one, else OVER (both taken)."""
    for place, owner in enumerate(state.landing[city]):
        if owner < 0:
            return place
    return OVER


def reach_words(state: TycoonState, seat: int, city: int) -> list[str]:
    """How the seat's plane gets to the city now: it stands there, flies over it, a held
    ticket flies there, or an open one would."""
    here, place = state.plane_city[seat], state.plane_place[seat]
    if here == city:
        if place >= 0:
            return [text("tycoon.info.prospect.plane_here", place=place_word(place))]
        return [text("tycoon.info.prospect.plane_over")]
    origin = origin_words(here)
    held = tickets_to(state, seat, city)
    if held:
        return [text("tycoon.info.prospect.held", ticket=ticket_title(held[0]), origin=origin)]
    offered = open_tickets_to(state, seat, city)
    if offered:
        ticket = offered[0]
        return [
            text(
                "tycoon.info.prospect.offered",
                origin=origin,
                ticket=ticket_title(ticket),
                price=money(PRICES[ticket]),
            )
        ]
    return [text("tycoon.info.prospect.unreachable", origin=origin)]


def build_words(
    state: TycoonState,
    seat: int,
    city: int,
    place: int,
    names: Sequence[str] | None,
    factories: bool = True,
) -> list[str]:
    """What a build with the seat's plane on this landing place would do for it: the hotel
    (or that the chain is full), the renovation, a factory, and what stands in the way; a
    place the plane does not stand on is named as where it would land."""
    preview = build_preview_at(state, seat, city, place)
    landed = state.plane_city[seat] == city and state.plane_place[seat] == place
    lines: list[str] = []
    if preview.full:
        lines.append(text("tycoon.info.prospect.full"))
    elif preview.hotel is not None:
        lines += hotel_words(preview.hotel, seat, names, None if landed else place)
    renovation = preview.renovation
    if renovation is not None and renovation.why_not != CHAIN_FULL:
        lines.append(
            text("tycoon.info.prospect.renovate", field=field_number(renovation.field))
            + " "
            + income_words(renovation.income_change[seat])
        )
    if factories or preview.hotel is None:
        lines += factory_words(preview)
    why = _why_not(state, seat, preview)
    if why:
        lines.append(why)
    return lines


def hotel_words(
    hotel: HotelPreview, seat: int, names: Sequence[str] | None, landing: int | None = None
) -> list[str]:
    """A hotel built now (after landing on this place; None: where the plane stands): price
    and field, the hotel a red field sends away, the majority and the seat's payday income
    afterwards."""
    price, field = money(hotel.price), field_number(hotel.field)
    if landing is None:
        first = text("tycoon.info.prospect.hotel", price=price, field=field)
    else:
        first = text(
            "tycoon.info.prospect.hotel_if", place=place_word(landing), price=price, field=field
        )
    lines = [first]
    if hotel.victim is not None:
        field, owner = hotel.victim
        if owner == seat:
            lines.append(text("tycoon.info.prospect.red_own", field=field_number(field)))
        else:
            name = player_name(owner, names)
            lines.append(text("tycoon.info.prospect.red", name=name, field=field_number(field)))
    lines.append(
        majority_change(hotel.before, hotel.after, seat, names)
        + " "
        + income_words(hotel.income_change[seat])
    )
    return lines


def majority_change(
    before: Majority, after: Majority, seat: int, names: Sequence[str] | None
) -> str:
    """Where the seat would stand in the city after the build, and who leads then."""
    rank = after.rank_of(seat)
    was = before.rank_of(seat)
    if rank == 0:
        key = "kept_first" if was == 0 else "becomes_first"
        return text(f"tycoon.info.prospect.{key}")
    if rank == 1:
        return text("tycoon.info.prospect.second", name=player_name(after.first, names))
    return text("tycoon.info.prospect.behind", name=player_name(after.first, names))


def income_words(change: int) -> str:
    """How a payday now would pay the seat after the build."""
    return _signed_words("income", change)


def factory_words(preview: BuildPreview) -> list[str]:
    """The free factory sites of the city with their prices and the value of a factory now."""
    free = [site for site in preview.factories if site.free]
    if not free:
        return []
    prices = [money(price) for price in sorted(site.price for site in free)]
    if len(prices) > 1:
        words = text("tycoon.info.either", first=", ".join(prices[:-1]), last=prices[-1])
    else:
        words = prices[0]
    return [text("tycoon.info.prospect.factory", prices=words, value=money(free[0].value))]


def _why_not(state: TycoonState, seat: int, preview: BuildPreview) -> str:
    """What keeps the seat from the cheapest build of the preview ('' when it can build: then
    its cash is told)."""
    options: list[tuple[int, str]] = []
    if preview.hotel is not None:
        options.append((preview.hotel.price, preview.hotel.why_not))
    for site in preview.factories:
        if site.free:
            options.append((site.price, site.why_not))
    return cash_words(state, seat, options)


def cash_words(state: TycoonState, seat: int, options: Sequence[tuple[int, str]]) -> str:
    """Of builds (price, why not), whether the seat can make one now and with what cash, or
    what stands in the way of all ('' without any build)."""
    if not options:
        return ""
    cash = state.cash[seat]
    reasons = [why for _price, why in options]
    if "" in reasons:
        return text("tycoon.info.prospect.cash_enough", cash=money(cash))
    if NOT_YOUR_TURN in reasons:
        return text("tycoon.info.prospect.not_your_turn")
    if ALREADY_BUILT in reasons:
        return text("tycoon.info.prospect.built")
    if NO_CASH in reasons:
        cheapest = min(price for price, why in options if why == NO_CASH)
        return text(
            "tycoon.info.prospect.cash_short", cash=money(cash), missing=money(cheapest - cash)
        )
    if NO_HOTELS in reasons or NO_FACTORIES in reasons:
        return text("tycoon.info.prospect.supply_empty")
    return ""


def hotel_prospect(
    state: TycoonState, seat: int, city: int, names: Sequence[str] | None
) -> list[str]:
    """A hotel the seat's plane, landed in the city, would build now, and whether it can."""
    preview = build_preview_at(state, seat, city, state.plane_place[seat])
    hotel = preview.hotel
    if hotel is None:
        return []
    lines = hotel_words(hotel, seat, names)
    why = cash_words(state, seat, [(hotel.price, hotel.why_not)])
    return lines + [why] if why else lines


def destination_words(state: TycoonState, seat: int, city: int) -> str:
    """One line for a city the seat's plane could land in: what a hotel there would cost,
    which field it would take and how a payday now would pay the seat then."""
    preview = build_preview_at(state, seat, city, free_place(state, city))
    hotel = preview.hotel
    if hotel is None:
        return text("tycoon.info.prospect.destination_full", city=city_name(city))
    key = "destination_red" if hotel.red else "destination"
    return text(
        f"tycoon.info.prospect.{key}",
        city=city_name(city),
        price=money(hotel.price),
        field=field_number(hotel.field),
        change=change_words(hotel.income_change[seat]),
    )


def change_words(change: int) -> str:
    """'3 Mio. mehr', '2 Mio. weniger', 'gleich viel'."""
    return _signed_words("change", change)


def _signed_words(kind: str, change: int) -> str:
    """A change of money in the words of the prospect's keys kind_up, kind_down, kind_same."""
    key = f"tycoon.info.prospect.{kind}_"
    if change > 0:
        return text(key + "up", amount=money(change))
    if change < 0:
        return text(key + "down", amount=money(-change))
    return text(key + "same")


def city_prospect(
    state: TycoonState, seat: int, city: int, names: Sequence[str] | None, place: int = -2
) -> list[str]:
    """What the city means for the seat's plane: how it gets there and what it could build
    there (on this landing place; -2: the one it stands on or would take)."""
    lines = reach_words(state, seat, city)
    here = state.plane_city[seat] == city
    if place == -2:
        place = state.plane_place[seat] if here else free_place(state, city)
    if here and state.plane_place[seat] != place:
        return lines  # another landing place of the plane's own city: it stands elsewhere
    if place == OVER:
        if not here:
            lines.append(text("tycoon.info.prospect.both_taken", city=city_name(city)))
        return lines
    # The factory sites have their own windows; the city tells them only without a hotel.
    return lines + build_words(state, seat, city, place, names, factories=False)
