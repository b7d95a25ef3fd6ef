"""The board data: nine cities on the 3×3 grid, landing and factory prices, the three chain
kinds, the tickets, the distribution table, and the figures the docs page states about them."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.rules.tycoon.board import (
    CENTRE,
    CHAIN_KINDS,
    CHAIN_LENGTH,
    CITIES,
    CITY_COUNT,
    DISTANCES,
    DISTRIBUTION,
    FACTORIES_PER_PLAYER,
    HOTELS_PER_ROUND,
    LOAN_AMOUNT,
    LOAN_INTEREST,
    MAX_LOANS_HELD,
    OPEN_CHARTER,
    OPEN_SCHEDULED,
    ROUNDS,
    START_CASH,
    START_COMPENSATION,
    TICKETS,
)
from game.rules.tycoon.flights import targets
from tests.rules.docs_citations import REPOSITORY

DOC = REPOSITORY / "docs" / "rules" / "tycoon.md"
# How the docs page names the kinds of city: in a city's entry, and before a chain's amounts.
KIND_WORDS = {"low": "günstig", "mid": "mittel", "high": "teuer"}
KIND_HEADS = {"low": "Günstige Städte", "mid": "Mittlere Städte", "high": "Teure Städte"}


def _page() -> str:
    """The docs page with its line breaks and indents collapsed to single spaces."""
    return " ".join(DOC.read_text(encoding="utf-8").split())


def _counted(parts: list[str], word: str = "und") -> str:
    """'a, b und c' (or with another last word)."""
    return ", ".join(parts[:-1]) + f" {word} " + parts[-1] if len(parts) > 1 else parts[0]


def _numbers(values: tuple[int, ...]) -> str:
    """'1, 1, 2'."""
    return ", ".join(map(str, values))


def _city_entry(city_id: int) -> str:
    """'Aurelia (günstig; Hotel 2 oder 3; Fabrikplätze 4 und 5)'."""
    city = CITIES[city_id]
    prices = [str(price) for price in city.factory_prices]
    sites = "Fabrikplatz " if len(prices) == 1 else "Fabrikplätze "
    cheap, dear = city.landing_prices
    return (
        f"{city.name} ({KIND_WORDS[city.chain.key]}; Hotel {cheap} oder {dear}; "
        f"{sites}{_counted(prices)})"
    )


def documented_figures() -> list[str]:
    """The sentences the docs page must hold, worked out from the board data."""
    rows = "; ".join(
        f"Reihe {row + 1}: " + _counted([_city_entry(c.id) for c in CITIES if c.row == row])
        for row in range(3)
    )
    figures = [rows + ".", f"{CITIES[CENTRE].name} ist die Mitte."]
    for key, kind in CHAIN_KINDS.items():
        red = _counted([f"{field + 1}." for field in sorted(kind.red)])
        figures.append(
            f"{KIND_HEADS[key]}: erster Betrag {_numbers(kind.first)}; zweiter Betrag "
            f"{_numbers(kind.second)}; rot sind das {red} Feld."
        )
    figures.append(f"Jede Stadt hat eine Kette von {CHAIN_LENGTH} Feldern.")
    spread = [
        f"{count} {'Stadt' if count == 1 else 'Städte'} {amount}"
        for count, amount in enumerate(DISTRIBUTION)
    ]
    figures.append(f"stehen hat: {_counted(spread)}.")
    charter = [t for t in TICKETS if t.charter]
    scheduled = [t for t in TICKETS if not t.charter]
    figures.append(f"Es gibt {len(charter)} Charterflüge und {len(scheduled)} Linienflüge.")
    by_price: dict[int, list[str]] = {}
    for far in sorted({t.distance for t in charter}):
        price = next(t.price for t in charter if t.distance == far)
        by_price.setdefault(price, []).append(str(far))
    prices = [f"über {_counted(fars, 'oder')} kostet {price}" for price, fars in by_price.items()]
    figures.append(f"ein Charterflug {_counted(prices)}.")
    to_city = [t for t in scheduled if t.a >= 0]
    over = [t for t in scheduled if t.a < 0]
    copies = Counter(t.distance for t in over)
    figures.append(
        f"Linienflüge: {len(to_city) // CITY_COUNT} zu jeder Stadt zum Preis von "
        f"{to_city[0].price} und {len(over)} über eine Entfernung zum Preis von "
        f"{over[0].price}, davon "
        + _counted([f"{copies[far]} über {far}" for far in sorted(copies)])
        + "."
    )
    figures += [
        f"Jeder beginnt mit {START_CASH} Millionen, {HOTELS_PER_ROUND} Hotels, "
        f"{FACTORIES_PER_PLAYER} Fabriken,",
        f"Zu zweit bekommt der zweite Platz {START_COMPENSATION[2][1]} Millionen dazu; zu fünft "
        f"bekommt der Startspieler der ersten Runde {START_COMPENSATION[5][0]} Millionen dazu, "
        f"der zweite und der dritte Platz je {START_COMPENSATION[5][1]} Million,",
        f"{OPEN_CHARTER} Charterflüge und {OPEN_SCHEDULED} Linienflüge werden offen gelegt.",
        f"Ein Darlehen bringt {LOAN_AMOUNT} Millionen und eine Darlehenskarte.",
        f"weniger als {MAX_LOANS_HELD} Darlehenskarten hält",
        f"{LOAN_AMOUNT} plus {LOAN_INTEREST} Zins für jeden Zahltag",
        f"jede für {LOAN_AMOUNT + 2 * LOAN_INTEREST}",
        f"für je {LOAN_AMOUNT + LOAN_INTEREST} einlöst",
        f"nicht umgedrehte für {LOAN_AMOUNT + LOAN_INTEREST}, umgedrehte für "
        f"{LOAN_AMOUNT + 2 * LOAN_INTEREST}.",
        f"({LOAN_AMOUNT + 2 * LOAN_INTEREST} je Karte)",
        f"bekommt jeder {HOTELS_PER_ROUND} weitere Hotels",
        f"nach dem {ROUNDS}. Zahltag",
    ]
    return figures


def test_nine_cities_lie_on_the_three_by_three_grid_with_unique_names() -> None:
    """Ids 0 to 8 run row by row; every grid point holds one city; names and keys differ; the
    centre city is the middle of the grid."""
    assert CITY_COUNT == len(CITIES) == 9
    assert [(c.id, c.row, c.column) for c in CITIES] == [
        (index, index // 3, index % 3) for index in range(9)
    ]
    assert len({c.name for c in CITIES}) == 9 and len({c.key for c in CITIES}) == 9
    assert all(c.key == c.name.lower() for c in CITIES)
    assert (CITIES[CENTRE].row, CITIES[CENTRE].column) == (1, 1)


def test_each_row_and_column_holds_one_city_of_each_kind() -> None:
    """The three kinds form a Latin square on the grid."""
    for line in range(3):
        assert {c.chain.key for c in CITIES if c.row == line} == set(CHAIN_KINDS)
        assert {c.chain.key for c in CITIES if c.column == line} == set(CHAIN_KINDS)


def test_landing_prices_run_from_two_to_five_and_place_one_is_dearer() -> None:
    """Place 0 is the cheap one, place 1 the dear one; a kind of city has one pair of prices,
    and dearer kinds cost more."""
    pairs = {}
    for city in CITIES:
        cheap, dear = city.landing_prices
        assert 2 <= cheap < dear <= 5
        assert pairs.setdefault(city.chain.key, city.landing_prices) == city.landing_prices
    assert pairs["low"] < pairs["mid"] < pairs["high"]


def test_every_city_has_one_or_two_factory_sites_priced_four_to_sixteen() -> None:
    """One or two sites a city, each priced 4 to 16; no site of a dearer kind of city costs
    less than a site of a cheaper kind (a dear city's factory pays more)."""
    by_kind: dict[str, list[int]] = {}
    for city in CITIES:
        assert 1 <= len(city.factory_prices) <= 2
        assert all(4 <= price <= 16 for price in city.factory_prices)
        by_kind.setdefault(city.chain.key, []).extend(city.factory_prices)
    assert max(by_kind["low"]) <= min(by_kind["mid"])
    assert max(by_kind["mid"]) <= min(by_kind["high"])


def test_distances_are_steps_along_the_grid_from_one_to_four() -> None:
    """Symmetric, 0 only from a city to itself, 1 to 4 otherwise; twelve neighbouring pairs."""
    for a in range(CITY_COUNT):
        assert DISTANCES[a][a] == 0
        for b in range(CITY_COUNT):
            rows = abs(CITIES[a].row - CITIES[b].row)
            columns = abs(CITIES[a].column - CITIES[b].column)
            assert DISTANCES[a][b] == DISTANCES[b][a] == rows + columns
    pairs = Counter(DISTANCES[a][b] for a, b in combinations(range(CITY_COUNT), 2))
    assert sorted(pairs) == [1, 2, 3, 4] and pairs[1] == 12


def test_chains_have_fourteen_fields_and_their_amounts_never_fall() -> None:
    """Every kind gives both amounts for each of the 14 fields; they rise or stay along the
    chain, the second never above the first, the first at least 1."""
    assert CHAIN_LENGTH == 14
    for kind in CHAIN_KINDS.values():
        assert len(kind.first) == len(kind.second) == CHAIN_LENGTH
        assert list(kind.first) == sorted(kind.first) and list(kind.second) == sorted(kind.second)
        assert all(
            1 <= first and 0 <= second <= first for first, second in zip(kind.first, kind.second)
        )
        assert kind.first[-1] > kind.first[0]


def test_dearer_kinds_pay_more_on_every_field() -> None:
    """Field by field the middle kind pays at least the cheap one, the dear one at least the
    middle one."""
    low, mid, high = CHAIN_KINDS["low"], CHAIN_KINDS["mid"], CHAIN_KINDS["high"]
    for field in range(CHAIN_LENGTH):
        assert low.first[field] <= mid.first[field] <= high.first[field]
        assert low.second[field] <= mid.second[field] <= high.second[field]


def test_red_fields_lie_inside_the_chain_and_never_on_the_first_field() -> None:
    """Red fields are fields 1 to 13 of 0 to 13 (never the first); cheap kinds have more."""
    counts = {}
    for key, kind in CHAIN_KINDS.items():
        assert kind.red and all(0 < field < CHAIN_LENGTH for field in kind.red)
        counts[key] = len(kind.red)
    assert counts["low"] > counts["mid"] > counts["high"]


def test_a_red_field_always_finds_an_older_hotel_standing() -> None:
    """Every field before a red one was taken, and each earlier red field emptied only one, so
    in play some hotel always stands in front of a red field."""
    for kind in CHAIN_KINDS.values():
        for red in kind.red:
            emptied = sum(field < red for field in kind.red)
            assert red - emptied >= 1


def test_the_charter_tickets_join_every_pair_once_and_neighbours_twice() -> None:
    """48 charter flights; up to distance 2 they cost 1, farther 2."""
    charter = [t for t in TICKETS if t.charter]
    assert len(charter) == 48
    pairs = Counter(frozenset((t.a, t.b)) for t in charter)
    for a, b in combinations(range(CITY_COUNT), 2):
        assert pairs[frozenset((a, b))] == (2 if DISTANCES[a][b] == 1 else 1)
    for ticket in charter:
        assert ticket.distance == DISTANCES[ticket.a][ticket.b]
        assert ticket.price == (1 if ticket.distance <= 2 else 2)


def test_every_city_reaches_every_other_by_charter_in_at_most_two_flights() -> None:
    """Charter flights alone join every city to every other; in fact in one flight."""
    charter = [t.id for t in TICKETS if t.charter]
    for start in range(CITY_COUNT):
        one = {city for ticket in charter for city in targets(ticket, start)}
        two = one | {city for via in one for ticket in charter for city in targets(ticket, via)}
        assert two >= set(range(CITY_COUNT)) - {start}
        assert one == set(range(CITY_COUNT)) - {start}


def test_the_scheduled_tickets_are_two_to_every_city_and_nine_over_distances() -> None:
    """27 scheduled flights: 2 to each city at 2, and 5 and 4 over the distances 1 and 2
    at 1."""
    scheduled = [t for t in TICKETS if not t.charter]
    assert len(scheduled) == 27
    to_city = [t for t in scheduled if t.a >= 0]
    assert Counter(t.a for t in to_city) == Counter({city: 2 for city in range(CITY_COUNT)})
    assert all(t.b == -1 and t.price == 2 for t in to_city)
    over = [t for t in scheduled if t.a < 0]
    assert Counter(t.distance for t in over) == Counter({1: 5, 2: 4})
    assert all(t.b == -1 and t.price == 1 for t in over)
    assert [t.id for t in TICKETS] == list(range(len(TICKETS)))


def test_the_distribution_table_rises_with_the_cities() -> None:
    """One amount for 0 to 9 cities: nothing for none, and every further city pays more."""
    assert len(DISTRIBUTION) == CITY_COUNT + 1
    assert DISTRIBUTION[0] == 0
    assert all(fewer < more for fewer, more in zip(DISTRIBUTION, DISTRIBUTION[1:], strict=False))


def test_the_docs_page_states_the_figures_of_the_board_data() -> None:
    """Cities, chains, the distribution, the tickets and the money on the docs page are those
    of the board data."""
    page = _page()
    for sentence in documented_figures():
        assert sentence in page, sentence


def test_every_scheduled_ticket_flies_from_the_home_bank() -> None:
    """No open row can keep every plane at home: each scheduled ticket reaches a city from
    there (a distance ticket measured from the centre)."""
    centre = CITIES[CENTRE]
    for ticket in TICKETS:
        if not ticket.charter and ticket.a < 0:
            assert any(
                abs(city.column - centre.column) + abs(city.row - centre.row) == ticket.distance
                for city in CITIES
            ), ticket
