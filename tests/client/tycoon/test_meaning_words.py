"""The words of the Tycoon info windows: each kind of spot tells its rule and what it means for
the viewer now; the lines expected are worked out from positions set up by hand (who leads a
city and by the tie rule, the hotel a red field sends away, what a landing allows and costs, a
factory's value and price, where a ticket flies, what a loan costs, what one more city adds,
when the round ends), and many seeded positions of 2 to 5 players give whole sentences for
every spot in German and in English."""

from __future__ import annotations

import pytest

from game.client.scenes.tables.tycoon import spots
from game.client.scenes.tables.tycoon.info_words import (
    city_list,
    city_name,
    hotels,
    money,
    place_word,
    ticket_title,
)
from game.client.scenes.tables.tycoon.meaning_flights import unseen
from game.client.scenes.tables.tycoon.meaning_words import SpotWords, spot_info, spot_words
from game.client.scenes.tables.tycoon.spots import KINDS, TableSpot
from game.rules.tycoon.board import CHAIN_LENGTH, CITY_COUNT, DISTRIBUTION, TICKETS
from game.rules.tycoon.flights import HOME, OVER, targets
from game.rules.tycoon.payday import FIRST, SECOND
from game.rules.tycoon.state import TycoonState
from game.texts import set_language, text
from tests.client.tycoon.info_spots import MOMENTS, NAMES, every_spot, position
from tests.client.tycoon.positions import finished, new_state

AURELIA, BRISA, ESTRELA = 0, 1, 4


def said(key: str, **values: object) -> str:
    """A text as a window says it: a sentence ending in '… Mio.' keeps one full stop."""
    return text(key, **values).replace("..", ".")


def words(spot: TableSpot, state: TycoonState, seat: int | None) -> SpotWords:
    """The spot's words for the seat, with the test's names."""
    return spot_words(spot, state, seat, NAMES)


def table(players: int = 3) -> tuple[TycoonState, int, int]:
    """A new game with empty chains; the acting player and the next one."""
    state = new_state(players, 1)
    acting = state.acting
    return state, acting, (acting + 1) % players


def chain(*owners: int) -> list[int]:
    """A chain of 14 fields, the given owners first (-1: empty)."""
    return list(owners) + [-1] * (CHAIN_LENGTH - len(owners))


def land(state: TycoonState, player: int, city: int, place: int) -> None:
    """Puts the player's plane on a landing place."""
    state.plane_city[player] = city
    state.plane_place[player] = place
    state.landing[city][place] = player


def test_a_city_tells_its_kind_who_leads_by_the_tie_rule_and_the_viewers_standing() -> None:
    """Aurelia with Ben and Anna two hotels each, Ben's first: Ben leads by the tie rule, both
    paid from field 5; Anna is second, Clara has none."""
    state = new_state(3, 1)
    state.chains[AURELIA] = chain(1, 0, 1, 0)
    state.chain_end[AURELIA] = 4
    content = words(TableSpot(spots.CITY, AURELIA), state, 0)
    first, second = FIRST[AURELIA][4], SECOND[AURELIA][4]
    assert content.title == text(
        "tycoon.info.city.title", city="Aurelia", kind=text("tycoon.info.kind_low")
    )
    assert content.rule[0] == said("tycoon.info.city.prices", cheap=money(2), dear=money(3))
    assert (
        said(
            "tycoon.info.city.first",
            field=5,
            name="Ben",
            hotels=hotels(2),
            amount=money(first),
            second="Anna",
            second_hotels=hotels(2),
            second_amount=money(second),
        )
        in content.rule
    )
    assert said("tycoon.info.city.tie") in content.rule
    assert content.for_you[0] == said(
        "tycoon.info.city.you_second", hotels=hotels(2), amount=money(second)
    )
    assert words(TableSpot(spots.CITY, AURELIA), state, 2).for_you[0] == said(
        "tycoon.info.city.you_none"
    )
    # Without a tie the rule is not told.
    state.chains[AURELIA] = chain(1, 0, 1, 1)
    assert said("tycoon.info.city.tie") not in words(TableSpot(spots.CITY, AURELIA), state, 0).rule


def test_the_next_red_field_names_the_hotel_it_sends_away_and_what_building_there_does() -> None:
    """Aurelia's 4th field is red; the hotel on field 1 went to the Stadtbild before, so the
    other's hotel on field 2 goes next. The acting player, landed on the cheap place, would
    build there for 2 and take the majority: 2 more at a payday now."""
    state, seat, other = table()
    state.chains[AURELIA] = chain(-1, other, seat)
    state.chain_end[AURELIA] = 3
    state.renovation[AURELIA] = [seat]
    land(state, seat, AURELIA, 0)
    state.cash[seat] = 10
    content = words(TableSpot(spots.FIELD, AURELIA, 3), state, seat)
    assert content.title == text("tycoon.info.field.title_red", field=4, city="Aurelia")
    assert said("tycoon.info.field.red") in content.rule
    assert said("tycoon.info.field.next") in content.rule
    assert said("tycoon.info.field.victim", name=NAMES[other], field=2) in content.rule
    # The other's hotel is older: he is first, the viewer second, paid from this very field.
    assert content.for_you[0] == said(
        "tycoon.info.field.you_second", amount=money(SECOND[AURELIA][3])
    )
    gain = FIRST[AURELIA][4] - SECOND[AURELIA][3]
    assert content.for_you[1:] == [
        said("tycoon.info.prospect.hotel", price=money(2), field=4),
        said("tycoon.info.prospect.red", name=NAMES[other], field=2),
        said("tycoon.info.prospect.becomes_first")
        + " "
        + said("tycoon.info.prospect.income_up", amount=money(gain)),
        said("tycoon.info.prospect.cash_enough", cash=money(10)),
    ]
    # With the viewer's own hotel the oldest, he sends it away himself.
    state.chains[AURELIA] = chain(-1, seat, other)
    own = words(TableSpot(spots.FIELD, AURELIA, 3), state, seat)
    assert said("tycoon.info.prospect.red_own", field=2) in own.for_you
    oldest = words(TableSpot(spots.FIELD, AURELIA, 1), state, seat)
    assert oldest.for_you == [said("tycoon.info.field.own_oldest", red=4)]
    emptied = words(TableSpot(spots.FIELD, AURELIA, 0), state, seat)
    assert said("tycoon.info.field.emptied") in emptied.rule
    ahead = words(TableSpot(spots.FIELD, AURELIA, 9), state, seat)
    assert said("tycoon.info.field.ahead", count=6) in ahead.rule


def test_a_landing_place_tells_who_stands_there_and_what_landing_allows() -> None:
    """Estrela's dear place taken by the other: the viewer cannot land there, the cheap one is
    free; on the free cheap place a held scheduled ticket takes him from home, and a hotel
    there would cost 4, more than his 3."""
    state, seat, other = table()
    land(state, other, ESTRELA, 1)
    state.tickets[seat] = [next(t.id for t in TICKETS if not t.charter and t.a == ESTRELA)]
    state.cash[seat] = 3
    dear = words(TableSpot(spots.LANDING, ESTRELA, 1), state, seat)
    assert dear.title == text("tycoon.info.landing.title_1", city="Estrela")
    assert said("tycoon.info.landing.taken", name=NAMES[other]) in dear.rule
    assert dear.for_you == [
        said("tycoon.info.landing.blocked", name=NAMES[other]),
        said("tycoon.info.landing.other_free_0"),
    ]
    cheap = words(TableSpot(spots.LANDING, ESTRELA, 0), state, seat)
    ticket = ticket_title(state.tickets[seat][0])
    origin = text("tycoon.info.from_home")
    assert cheap.for_you[0] == said("tycoon.info.prospect.held", ticket=ticket, origin=origin)
    assert cheap.for_you[1] == said(
        "tycoon.info.prospect.hotel_if", place=place_word(0), price=money(4), field=1
    )
    assert cheap.for_you[-1] == said(
        "tycoon.info.prospect.cash_short", cash=money(3), missing=money(1)
    )
    # The held ticket tells where it flies and what a hotel there would bring: the first
    # hotel of Estrela is its majority (5) and one more city in the distribution (1).
    held = words(
        TableSpot(spots.HELD_TICKET, index=state.tickets[seat][0], player=seat), state, seat
    )
    change = said("tycoon.info.prospect.change_up", amount=money(FIRST[ESTRELA][1] + 1))
    assert held.for_you == [
        said("tycoon.info.ticket.flies", origin=origin, cities="Estrela"),
        said(
            "tycoon.info.prospect.destination",
            city="Estrela",
            price=money(4),
            field=1,
            change=change,
        ),
    ]
    # Both places taken: the city says the plane would fly over it.
    land(state, 2, ESTRELA, 0)
    city = words(TableSpot(spots.CITY, ESTRELA), state, seat)
    assert said("tycoon.info.prospect.both_taken", city="Estrela") in city.for_you


def test_a_factory_site_tells_its_price_its_value_now_and_whether_the_viewer_can_build() -> None:
    """Aurelia holds the only chain, so its factories pay the first amount; the viewer lacks 1
    at first, then stands there with enough cash in his turn."""
    state, seat, other = table()
    state.chains[AURELIA] = chain(other)
    state.chain_end[AURELIA] = 1
    state.cash[seat] = 3
    spot = TableSpot(spots.SITE, AURELIA, 0)
    content = words(spot, state, seat)
    value = money(FIRST[AURELIA][1])
    assert said("tycoon.info.site.value_longest", value=value, city="Aurelia") in content.rule
    assert said("tycoon.info.site.free") in content.rule
    assert content.for_you == [
        said("tycoon.info.site.paydays", count=3),
        said("tycoon.info.site.short", cash=money(3), missing=money(1)),
        said("tycoon.info.site.land_first", city="Aurelia"),
    ]
    state.cash[seat] = 9
    land(state, seat, AURELIA, 1)
    assert words(spot, state, seat).for_you[-1] == said("tycoon.info.site.now")
    state.factories[AURELIA][0] = seat
    assert words(spot, state, seat).for_you == [said("tycoon.info.site.yours", value=value)]
    assert said("tycoon.info.site.owned", name=NAMES[seat]) in words(spot, state, other).rule


def test_tickets_tell_where_they_fly_from_the_plane_and_whether_the_viewer_can_buy_them() -> None:
    """An open charter flight flies nowhere from the home bank; landed in one of its cities it
    would fly to the other. A scheduled flight held by another tells where it takes him."""
    state, seat, other = table()
    ticket = state.open_charter[0]
    card = TICKETS[ticket]
    spot = TableSpot(spots.OPEN_TICKET, index=ticket)
    state.cash[seat] = 0
    content = words(spot, state, seat)
    assert content.title == ticket_title(ticket)
    assert content.for_you == [
        said("tycoon.info.ticket.nowhere_home", origin=text("tycoon.info.from_home")),
        said("tycoon.info.ticket.short", cash=money(0), missing=money(card.price)),
    ]
    land(state, seat, card.a, 0)
    state.cash[seat] = 5
    flying = words(spot, state, seat)
    assert flying.for_you[:2] == [
        said("tycoon.info.ticket.would_fly", origin=city_name(card.a), cities=city_name(card.b)),
        said("tycoon.info.ticket.affordable", cash=money(5)),
    ]
    assert words(spot, state, other).for_you[-1] == said("tycoon.info.ticket.buy_in_turn")
    scheduled = next(t.id for t in TICKETS if not t.charter and t.a == BRISA)
    state.tickets[other] = [scheduled]
    held = words(TableSpot(spots.HELD_TICKET, index=scheduled, player=other), state, seat)
    origin = text("tycoon.info.from_home")
    assert (
        said("tycoon.info.ticket.takes", name=NAMES[other], origin=origin, cities="Brisa")
        in held.rule
    )
    assert held.for_you == []


def test_loan_cards_tell_what_they_cost_and_whether_cash_and_income_cover_it() -> None:
    """A fresh and a turned card in round 1 with 5 in cash and no income: 12 fall due, 7 would
    be Restschuld; in round 3 both are due."""
    state, seat, _other = table()
    state.loans[seat] = [0, 1]
    state.cash[seat] = 5
    fresh = words(TableSpot(spots.LOAN, index=0, player=seat), state, seat)
    assert fresh.title == text("tycoon.info.loan.title_yours")
    assert said("tycoon.info.loan.fresh", cost=money(11), later=money(12)) in fresh.rule
    assert fresh.for_you == [
        said("tycoon.info.loan.yours", cost=money(11)),
        said("tycoon.info.loan.short", due=money(12), have=money(5), missing=money(7)),
    ]
    turned = words(TableSpot(spots.LOAN, index=1, player=seat), state, seat)
    assert said("tycoon.info.loan.turned", cost=money(12)) in turned.rule
    state.round = 3
    last = words(TableSpot(spots.LOAN, index=0, player=seat), state, seat)
    assert said("tycoon.info.loan.fresh_last", cost=money(11)) in last.rule
    assert last.for_you[1] == said(
        "tycoon.info.loan.short", due=money(23), have=money(5), missing=money(18)
    )
    state.cash[seat] = 30
    covered = words(TableSpot(spots.LOAN, index=0, player=seat), state, seat)
    assert covered.for_you[1] == said("tycoon.info.loan.covered", due=money(23), have=money(30))


def test_the_hausbank_tells_the_open_money_and_whether_a_loan_is_possible() -> None:
    """At the start the acting player may take a loan; after a flight he may not; another's
    bank compares the fortunes."""
    state, seat, other = table()
    state.cash[other] = 20
    own = words(TableSpot(spots.BANK, player=seat), state, seat)
    assert own.title == text("tycoon.info.bank.title_yours")
    assert said("tycoon.info.bank.cash", cash=money(15)) in own.rule
    assert own.for_you == [said("tycoon.info.bank.loan_now", amount=money(10))]
    state.flown = True
    late = words(TableSpot(spots.BANK, player=seat), state, seat)
    assert late.for_you == [said("tycoon.info.bank.loan_late")]
    theirs = words(TableSpot(spots.BANK, player=other), state, seat)
    assert theirs.for_you == [said("tycoon.info.bank.ahead", name=NAMES[other], amount=money(5))]


def test_the_distribution_tells_the_viewers_cities_and_what_one_more_would_add() -> None:
    """Hotels in Aurelia, Brisa and Estrela: 3 cities pay 4, a fourth would pay 6."""
    state, seat, other = table()
    for city in (AURELIA, BRISA, ESTRELA):
        state.chains[city] = chain(seat)
        state.chain_end[city] = 1
    state.chains[BRISA] = chain(other, seat)
    row = words(TableSpot(spots.DISTRIBUTION, index=3), state, seat)
    assert said("tycoon.info.distribution.here", names=NAMES[seat]) in row.rule
    cities = text("tycoon.info.cities", count=3)
    missing = [city for city in range(CITY_COUNT) if city not in (AURELIA, BRISA, ESTRELA)]
    assert row.for_you == [
        said("tycoon.info.distribution.yours", cities=cities, amount=money(DISTRIBUTION[3])),
        said("tycoon.info.distribution.one_more", amount=money(DISTRIBUTION[4]), gain=money(2)),
        said("tycoon.info.distribution.missing", cities=city_list(missing)),
    ]


def test_the_round_tells_who_closes_it_and_whether_the_viewer_still_plays_before_payday() -> None:
    """The other has built all his hotels: the round closes with the player before the start
    player; the acting player is told whether he comes again."""
    state, seat, other = table()
    state.closing = True
    state.hotels_left[other] = 0
    last = state.last_player()
    content = words(TableSpot(spots.ROUND), state, seat)
    assert content.title == text("tycoon.info.round.title", round=1, rounds=3)
    assert (
        said("tycoon.info.round.closing_hotels_one", names=NAMES[other], last=NAMES[last])
        in content.rule
    )
    assert content.for_you[-1] == said("tycoon.info.round.one_more_turn") or (
        content.for_you[-1] == said("tycoon.info.round.last_turn_now")
    )
    state.acting = last
    assert words(TableSpot(spots.ROUND), state, last).for_you[-1] == said(
        "tycoon.info.round.last_turn_now"
    )
    assert words(TableSpot(spots.ROUND), state, (last + 1) % 3).for_you[-1] == said(
        "tycoon.info.round.no_more_turn"
    )


def test_a_plane_tells_where_it_is_and_where_the_viewers_tickets_take_it() -> None:
    """The viewer's plane over a full Estrela stays in the air; his distance ticket takes it on
    from there; a plane at the home bank tells the home bank's rules."""
    state, seat, other = table()
    land(state, other, ESTRELA, 0)
    land(state, 2, ESTRELA, 1)
    state.plane_city[seat], state.plane_place[seat] = ESTRELA, OVER
    ticket = next(t.id for t in TICKETS if not t.charter and t.a < 0 and t.distance == 1)
    state.tickets[seat] = [ticket]
    content = words(TableSpot(spots.PLANE, player=seat), state, seat)
    assert content.title == text("tycoon.info.plane.title_yours")
    assert content.rule[0] == said("tycoon.info.plane.airborne", city="Estrela")
    reached = city_list(targets(ticket, ESTRELA))
    assert content.for_you == [said("tycoon.info.plane.reaches", cities=reached)]
    home = words(TableSpot(spots.HOME_PLANE, player=other), state, seat)
    assert said("tycoon.info.plane.home_flights", centre="Estrela") in home.rule
    assert home.for_you == []


def test_the_piles_know_their_tickets_from_what_lies_open_only() -> None:
    """What is neither open, held nor discarded is exactly what a pile holds, in every seeded
    position; the pile tells how many of those take the viewer's plane on."""
    for moment in MOMENTS:
        for players in (2, 4):
            state = position(moment, players, 3)
            assert unseen(state, True) == sorted(state.charter_pile)
            assert unseen(state, False) == sorted(state.scheduled_pile)
            seat = state.acting
            origin = state.plane_city[seat]
            pile = words(TableSpot(spots.PILE, index=1), state, seat)
            useful = sum(1 for t in state.scheduled_pile if targets(t, origin))
            if state.scheduled_pile:
                where = text("tycoon.info.from_home") if origin == HOME else city_name(origin)
                key = {0: "tycoon.info.pile.useful_none", 1: "tycoon.info.pile.useful_one"}.get(
                    useful, "tycoon.info.pile.useful"
                )
                assert pile.for_you == [said(key, count=useful, origin=where)]


def test_a_spectator_gets_the_rules_alone_and_spot_info_joins_the_lines() -> None:
    """Seat None: no line for anybody; spot_info gives the title and the rule, then the
    viewer's lines."""
    state = position("mid", 3, 2)
    for spot in every_spot(state):
        assert words(spot, state, None).for_you == [], spot
    spot = TableSpot(spots.CITY, ESTRELA)
    title, lines = spot_info(spot, state, 0, NAMES)
    whole = words(spot, state, 0)
    assert (title, lines) == (whole.title, whole.rule + whole.for_you)


def test_spots_that_name_nothing_are_refused_in_words() -> None:
    """A city beyond the board, a field beyond the chain, a site a city lacks, a player beyond
    the table, a loan card not held, a pile that is none."""
    state = new_state(3, 1)
    refused = {
        TableSpot(spots.CITY, 9): "no city 9",
        TableSpot(spots.FIELD, 0, 14): "no field 14",
        TableSpot(spots.SITE, 3, 1): "Dunhaven has no site 1",
        TableSpot(spots.BANK, player=3): "no player 3",
        TableSpot(spots.LOAN, index=0, player=0): "no loan card 0",
        TableSpot(spots.PILE, index=2): "no pile 2",
        TableSpot(spots.OPEN_TICKET, index=75): "no ticket 75",
        TableSpot(spots.DISTRIBUTION, index=10): "no row 10",
    }
    for spot, words_expected in refused.items():
        with pytest.raises(ValueError, match=words_expected):
            spot_words(spot, state, 0, NAMES)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_spot_of_many_seeded_positions_speaks_in_whole_sentences(
    language: str, players: int
) -> None:
    """At every moment of the game (start, early, mid, a red field, a loan, a closing round, a
    payday choice, the last round) and for three seeds: every spot of the table has a title
    and whole sentences, for a spectator, the acting player and another, and every kind of
    spot comes up."""
    set_language(language)
    kinds: set[str] = set()
    for moment in MOMENTS:
        for seed in (1, 7, 19):
            state = position(moment, players, seed)
            seats = (None, state.acting, (state.acting + 1) % players)
            for spot in every_spot(state):
                kinds.add(spot.kind)
                for seat in seats:
                    content = words(spot, state, seat)
                    assert content.title and "{" not in content.title, spot
                    for line in content.rule + content.for_you:
                        assert line[0].isupper() or line[0].isdigit(), (spot, line)
                        assert line.endswith("."), (spot, line)
                        assert "{" not in line and ".." not in line, (spot, line)
                    if seat is None:
                        assert content.for_you == []
    assert kinds == set(KINDS)


def test_a_finished_game_still_explains_every_spot_and_the_round_says_it_is_over() -> None:
    """After the third payday: every spot has its words; the round says the game is over and
    no more what follows, and tells the viewer nothing more to do."""
    state = finished(4, 5)
    assert state.is_terminal()
    for spot in every_spot(state):
        assert words(spot, state, 0).title
    content = words(TableSpot(spots.ROUND), state, 0)
    assert content.rule[-1] == said("tycoon.info.round.over")
    assert content.for_you == []
