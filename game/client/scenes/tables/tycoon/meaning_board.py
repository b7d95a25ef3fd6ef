"""The words of the board's info windows: a city, a landing place, a chain field, the Stadtbild
and a factory site, each with its rule in whole sentences and what it means for the viewer now
(who leads the city, what a payday now pays from a field, what landing allows, whether a build
is affordable)."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.tycoon.info_words import (
    Words,
    city_name,
    counted,
    field_number,
    hotels,
    joined,
    kind_key,
    money,
    player_name,
)
from game.client.scenes.tables.tycoon.meaning_prospect import (
    city_prospect,
    hotel_prospect,
    income_words,
    reach_words,
)
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, ROUNDS
from game.rules.tycoon.forecast import (
    CityPayout,
    build_preview_at,
    city_payouts,
    red_victim,
)
from game.rules.tycoon.payday import FIRST, SECOND
from game.rules.tycoon.state import TycoonState
from game.texts import text


def _owner_line(owner: int, names: Sequence[str] | None, owned_key: str, free_key: str) -> str:
    """Whose piece stands there (owned_key, given the name), or that it is free (owner -1)."""
    if owner >= 0:
        return text(owned_key, name=player_name(owner, names))
    return text(free_key)


def payout_of(state: TycoonState, city: int) -> CityPayout:
    """The city as a payday now would count it."""
    return city_payouts(state.chains, state.chain_end, state.factories, state.players)[city]


def city_words(
    state: TycoonState, seat: int | None, city: int, names: Sequence[str] | None
) -> Words:
    """A city: its kind and hotel prices, its chain, who leads, the landing places, the factory
    sites and the Stadtbild; for the viewer his standing and what landing here allows."""
    data = CITIES[city]
    payout = payout_of(state, city)
    cheap, dear = data.landing_prices
    rule = [
        text("tycoon.info.city.prices", cheap=money(cheap), dear=money(dear)),
        _chain_status(state, city),
    ]
    rule += majority_words(payout, names)
    rule.append(_landing_status(state, city, names))
    rule.append(_sites_words(state, city, payout, names))
    waiting = state.renovation[city]
    if waiting:
        rule.append(_waiting_words(waiting, names))
    title = text(
        "tycoon.info.city.title", city=data.name, kind=text(f"tycoon.info.kind_{kind_key(city)}")
    )
    if seat is None:
        return title, rule, []
    for_you = [standing_words(payout, seat)]
    own = payout.factory_owners.count(seat)
    if own:
        for_you.append(
            counted("tycoon.info.city.own_factories", own, amount=money(own * payout.factory_value))
        )
    for_you += city_prospect(state, seat, city, names)
    return title, rule, for_you


def majority_words(payout: CityPayout, names: Sequence[str] | None) -> list[str]:
    """Who is first and second in the city and what a payday now pays them, with the tie rule
    where it decides."""
    field = field_number(payout.field)
    if payout.first < 0:
        return [
            text(
                "tycoon.info.city.nobody",
                field=field,
                first=money(payout.first_amount),
                second=money(payout.second_amount),
            )
        ]
    counts = dict(payout.standings)
    first = {
        "name": player_name(payout.first, names),
        "hotels": hotels(counts[payout.first]),
        "amount": money(payout.first_amount),
        "field": field,
    }
    if payout.second < 0:
        lines = [text("tycoon.info.city.first_alone", **first)]
    else:
        lines = [
            text(
                "tycoon.info.city.first",
                **first,
                second=player_name(payout.second, names),
                second_hotels=hotels(counts[payout.second]),
                second_amount=money(payout.second_amount),
            )
        ]
    if payout.tie_decided:
        lines.append(text("tycoon.info.city.tie"))
    return lines


def standing_words(payout: CityPayout, seat: int) -> str:
    """The viewer's hotels in the city and what a payday now would pay him there."""
    counts = dict(payout.standings)
    if seat not in counts:
        return text("tycoon.info.city.you_none")
    count = hotels(counts[seat])
    if seat == payout.first:
        return text("tycoon.info.city.you_first", hotels=count, amount=money(payout.first_amount))
    if seat == payout.second:
        return text("tycoon.info.city.you_second", hotels=count, amount=money(payout.second_amount))
    return text("tycoon.info.city.you_behind", hotels=count)


def landing_words(
    state: TycoonState, seat: int | None, city: int, place: int, names: Sequence[str] | None
) -> Words:
    """A landing place: the hotel price it gives, the landing rule, who stands on it; for the
    viewer whether he can land there and what he could build then."""
    price = CITIES[city].landing_prices[place]
    title = text(f"tycoon.info.landing.title_{place}", city=city_name(city))
    rule = [
        text("tycoon.info.landing.build", city=city_name(city), price=money(price)),
        text("tycoon.info.landing.rule"),
    ]
    owner = state.landing[city][place]
    rule.append(_owner_line(owner, names, "tycoon.info.landing.taken", "tycoon.info.landing.free"))
    if seat is None:
        return title, rule, []
    if owner >= 0 and owner != seat:
        for_you = [text("tycoon.info.landing.blocked", name=player_name(owner, names))]
        other = 1 - place
        if state.landing[city][other] < 0:
            for_you.append(text(f"tycoon.info.landing.other_free_{other}"))
        return title, rule, for_you
    return title, rule, city_prospect(state, seat, city, names, place)


def field_words(
    state: TycoonState, seat: int | None, city: int, field: int, names: Sequence[str] | None
) -> Words:
    """A chain field: its amounts, red or not, who stands on it or that it is next or empty;
    for the viewer what a payday now pays him from it and what a hotel here would do."""
    red = field in CITIES[city].chain.red
    number = field_number(field)
    title = text(
        "tycoon.info.field.title_red" if red else "tycoon.info.field.title",
        field=number,
        city=city_name(city),
    )
    rule = [
        text(
            "tycoon.info.field.amounts",
            first=money(FIRST[city][field]),
            second=money(SECOND[city][field]),
        ),
        text("tycoon.info.field.pays"),
    ]
    if red:
        rule.append(text("tycoon.info.field.red"))
    end = state.chain_end[city]
    owner = state.chains[city][field]
    if owner >= 0:
        rule.append(text("tycoon.info.field.stands", name=player_name(owner, names)))
    elif field < end:
        rule.append(text("tycoon.info.field.emptied"))
    elif field == end:
        rule.append(text("tycoon.info.field.next"))
        victim = red_victim(state.chains[city], end, city)
        if victim is not None:
            rule.append(
                text(
                    "tycoon.info.field.victim",
                    name=player_name(victim[1], names),
                    field=field_number(victim[0]),
                )
            )
    else:
        rule.append(counted("tycoon.info.field.ahead", field - end))
    payout = payout_of(state, city)
    if end >= CHAIN_LENGTH and field == payout.field:
        rule.append(text("tycoon.info.field.last_of_full"))
    if seat is None:
        return title, rule, []
    for_you: list[str] = []
    if field == payout.field:
        for_you.append(_field_pays(payout, seat))
    if owner == seat:
        for_you.append(_own_hotel(state, city, field))
    landed = state.plane_city[seat] == city and state.plane_place[seat] >= 0
    if field == end and landed:
        for_you += hotel_prospect(state, seat, city, names)
    return title, rule, for_you


def _field_pays(payout: CityPayout, seat: int) -> str:
    """What a payday now pays the viewer from the amount field."""
    if seat == payout.first:
        return text("tycoon.info.field.you_first", amount=money(payout.first_amount))
    if seat == payout.second:
        return text("tycoon.info.field.you_second", amount=money(payout.second_amount))
    return text("tycoon.info.field.you_nothing")


def _own_hotel(state: TycoonState, city: int, field: int) -> str:
    """The viewer's own hotel on the field, and whether the next red field sends it away."""
    chain = state.chains[city]
    oldest = next(spot for spot in range(CHAIN_LENGTH) if chain[spot] >= 0)
    end = state.chain_end[city]
    coming = [red for red in sorted(CITIES[city].chain.red) if red >= end]
    if field == oldest and coming:
        return text("tycoon.info.field.own_oldest", red=field_number(coming[0]))
    return text("tycoon.info.field.own")


def renovation_words(
    state: TycoonState, seat: int | None, city: int, names: Sequence[str] | None
) -> Words:
    """The Stadtbild: the renovation rule and the hotels waiting in order; for the viewer his
    waiting hotels and whether he can bring one back now."""
    title = text("tycoon.info.renovation.title", city=city_name(city))
    rule = [text("tycoon.info.renovation.rule"), text("tycoon.info.renovation.how")]
    waiting = state.renovation[city]
    rule.append(_waiting_words(waiting, names) if waiting else text("tycoon.info.renovation.empty"))
    full = state.chain_end[city] >= CHAIN_LENGTH
    if full:
        rule.append(text("tycoon.info.renovation.full"))
    if seat is None:
        return title, rule, []
    own = waiting.count(seat)
    if not own:
        return title, rule, [text("tycoon.info.renovation.none_yours")]
    for_you = [counted("tycoon.info.renovation.yours", own)]
    if full:
        return title, rule, for_you
    if state.plane_city[seat] == city and state.plane_place[seat] >= 0:
        preview = build_preview_at(state, seat, city, state.plane_place[seat])
        back = preview.renovation
        if back is not None:
            for_you.append(
                text("tycoon.info.renovation.back", field=field_number(back.field))
                + " "
                + income_words(back.income_change[seat])
            )
            if back.why_not:
                for_you.append(text(f"tycoon.info.renovation.why_{back.why_not}"))
        return title, rule, for_you
    for_you.append(text("tycoon.info.renovation.land_first", city=city_name(city)))
    return title, rule, for_you + reach_words(state, seat, city)


def site_words(
    state: TycoonState, seat: int | None, city: int, site: int, names: Sequence[str] | None
) -> Words:
    """A factory site: its price, the factory rule, its owner and what a factory there pays
    now; for the viewer whether he can build it (plane, supply, cash)."""
    price = CITIES[city].factory_prices[site]
    payout = payout_of(state, city)
    title = text("tycoon.info.site.title", city=city_name(city), price=money(price))
    rule = [text("tycoon.info.site.rule", price=money(price)), text("tycoon.info.site.value_rule")]
    value = money(payout.factory_value)
    if payout.longest:
        rule.append(text("tycoon.info.site.value_longest", value=value, city=city_name(city)))
    else:
        rule.append(text("tycoon.info.site.value", value=value))
    owner = state.factories[city][site]
    rule.append(_owner_line(owner, names, "tycoon.info.site.owned", "tycoon.info.site.free"))
    if seat is None:
        return title, rule, []
    if owner == seat:
        return title, rule, [text("tycoon.info.site.yours", value=value)]
    if owner >= 0:
        return title, rule, []
    for_you = [_paydays_left(state)]
    if not state.factories_left[seat]:
        return title, rule, for_you + [text("tycoon.info.site.none_left")]
    cash = state.cash[seat]
    if cash >= price:
        for_you.append(text("tycoon.info.site.affordable", cash=money(cash)))
    else:
        for_you.append(
            text("tycoon.info.site.short", cash=money(cash), missing=money(price - cash))
        )
    landed = state.plane_city[seat] == city and state.plane_place[seat] >= 0
    if not landed:
        for_you.append(text("tycoon.info.site.land_first", city=city_name(city)))
    elif state.phase != "turn" or state.acting != seat:
        for_you.append(text("tycoon.info.prospect.not_your_turn"))
    elif state.built:
        for_you.append(text("tycoon.info.prospect.built"))
    elif cash >= price:
        for_you.append(text("tycoon.info.site.now"))
    return title, rule, for_you


def _paydays_left(state: TycoonState) -> str:
    """How many paydays are still to come, this round's included."""
    left = ROUNDS - state.round + (1 if state.phase == "turn" else 0)
    return counted("tycoon.info.site.paydays", left)


def _chain_status(state: TycoonState, city: int) -> str:
    """How far the chain is (full, empty, or its next field) and which fields are red."""
    end = state.chain_end[city]
    if end >= CHAIN_LENGTH:
        return text("tycoon.info.city.full")
    reds = _ordinals(sorted(CITIES[city].chain.red))
    if end == 0:
        return text("tycoon.info.city.empty", reds=reds)
    return text("tycoon.info.city.next", next=end + 1, reds=reds)


def _landing_status(state: TycoonState, city: int, names: Sequence[str] | None) -> str:
    """Who stands on the two landing places and who flies over the city."""
    cheap, dear = state.landing[city]
    if cheap < 0 and dear < 0:
        words = text("tycoon.info.city.places_free")
    elif cheap >= 0 and dear >= 0:
        words = text(
            "tycoon.info.city.places_taken",
            cheap=player_name(cheap, names),
            dear=player_name(dear, names),
        )
    elif cheap >= 0:
        words = text("tycoon.info.city.place_cheap_taken", name=player_name(cheap, names))
    else:
        words = text("tycoon.info.city.place_dear_taken", name=player_name(dear, names))
    over = [
        player_name(player, names)
        for player in range(state.players)
        if state.plane_city[player] == city and state.plane_place[player] < 0
    ]
    if over:
        words += " " + text("tycoon.info.city.over", names=joined(over))
    return words


def _sites_words(
    state: TycoonState, city: int, payout: CityPayout, names: Sequence[str] | None
) -> str:
    """The factory sites with their prices and owners, and what a factory pays now."""
    sites = []
    for site, owner in enumerate(state.factories[city]):
        price = money(CITIES[city].factory_prices[site])
        if owner >= 0:
            sites.append(
                text("tycoon.info.city.site_owned", price=price, name=player_name(owner, names))
            )
        else:
            sites.append(text("tycoon.info.city.site_free", price=price))
    key = "sites_longest" if payout.longest else "sites"
    value = money(payout.factory_value)
    return counted(f"tycoon.info.city.{key}", len(sites), sites=joined(sites), value=value)


def _waiting_words(waiting: Sequence[int], names: Sequence[str] | None) -> str:
    """The hotels waiting on the Stadtbild, in the order they came."""
    owners = [player_name(owner, names) for owner in waiting]
    if len(waiting) == 1:
        return text("tycoon.info.renovation.waiting_one", name=owners[0])
    return text("tycoon.info.renovation.waiting", count=len(waiting), names=joined(owners, 6))


def _ordinals(fields: Sequence[int]) -> str:
    """Field numbers as a list of ordinals ('4., 7. und 10.')."""
    return joined([text("tycoon.info.ordinal", number=field_number(f)) for f in fields], 6)
