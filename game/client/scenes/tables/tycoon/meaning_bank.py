"""The words of the money and round info windows: a Hausbank, a loan card, the distribution
table and the round; each rule in whole sentences and what it means for the viewer now (what a
loan costs him at the next payday, what one more city would add, when the round ends for him)."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.tycoon.info_words import (
    Words,
    cities_count,
    city_list,
    counted,
    hotels,
    joined,
    money,
    player_name,
    position,
)
from game.rules.tycoon.board import (
    CITY_COUNT,
    DISTRIBUTION,
    LOAN_AMOUNT,
    MAX_LOANS_HELD,
    ROUNDS,
)
from game.rules.tycoon.payday import chain_standings, income_parts, redemption_cost
from game.rules.tycoon.state import OVER_PHASE, PAYDAY, TycoonState
from game.texts import text


def fortune(state: TycoonState, player: int) -> int:
    """Cash less Restschuld less what the player's loan cards cost at the next payday."""
    due = sum(redemption_cost(card + 1) for card in state.loans[player])
    return state.cash[player] - state.debt[player] - due


def bank_words(
    state: TycoonState, seat: int | None, player: int, names: Sequence[str] | None
) -> Words:
    """A Hausbank: cash (open), Restschuld, supply, loan cards, tickets, the plane, what a payday
    now brings and the fortune; for the viewer whether he may take a loan, or how he stands
    against that player."""
    own = player == seat
    name = player_name(player, names)
    title = (
        text("tycoon.info.bank.title_yours") if own else text("tycoon.info.bank.title", name=name)
    )
    rule = [text("tycoon.info.bank.cash", cash=money(state.cash[player]))]
    if state.debt[player]:
        rule.append(text("tycoon.info.bank.debt", debt=money(state.debt[player])))
    rule.append(
        text(
            "tycoon.info.bank.supply",
            hotels=hotels(state.hotels_left[player]),
            factories=counted("tycoon.info.bank.factories", state.factories_left[player]),
        )
    )
    cards = state.loans[player]
    if cards:
        turned = sum(cards)
        key = "loans_turned" if turned else "loans"
        rule.append(counted(f"tycoon.info.bank.{key}", len(cards), turned=turned))
    held = len(state.tickets[player])
    rule.append(
        counted("tycoon.info.bank.tickets", held) if held else text("tycoon.info.bank.no_tickets")
    )
    rule.append(
        text(
            "tycoon.info.bank.plane",
            where=position(state.plane_city[player], state.plane_place[player]),
        )
    )
    spread, majorities, factories = income_parts(state)[player]
    rule.append(
        text(
            "tycoon.info.bank.income",
            spread=money(spread),
            majorities=money(majorities),
            factories=money(factories),
            total=money(spread + majorities + factories),
        )
    )
    rule.append(text("tycoon.info.bank.fortune", fortune=money(fortune(state, player))))
    if state.start_player == player:
        rule.append(text("tycoon.info.bank.start_player", name=name))
    if seat is None:
        return title, rule, []
    if own:
        return title, rule, [loan_chance(state, seat)]
    difference = fortune(state, player) - fortune(state, seat)
    if difference > 0:
        line = text("tycoon.info.bank.ahead", name=name, amount=money(difference))
    elif difference < 0:
        line = text("tycoon.info.bank.behind", name=name, amount=money(-difference))
    else:
        line = text("tycoon.info.bank.level", name=name)
    return title, rule, [line]


def loan_chance(state: TycoonState, seat: int) -> str:
    """Whether the viewer may take a loan now, or why not."""
    if state.may_take_loan(seat):
        return text("tycoon.info.bank.loan_now", amount=money(LOAN_AMOUNT))
    if state.phase != "turn" or state.acting != seat:
        return text("tycoon.info.bank.loan_in_turn")
    if state.debt[seat]:
        return text("tycoon.info.bank.loan_debt")
    if len(state.loans[seat]) >= MAX_LOANS_HELD:
        return text("tycoon.info.bank.loan_most", most=MAX_LOANS_HELD)
    if state.loan_taken:
        return text("tycoon.info.bank.loan_taken")
    return text("tycoon.info.bank.loan_late")


def loan_words(
    state: TycoonState, seat: int | None, player: int, card: int, names: Sequence[str] | None
) -> Words:
    """A loan card: the loan rule, fresh or turned and what it costs at the next payday; for
    its owner what he will have to pay then and whether his cash and a payday's income cover
    it."""
    own = player == seat
    name = player_name(player, names)
    title = (
        text("tycoon.info.loan.title_yours") if own else text("tycoon.info.loan.title", name=name)
    )
    rule = [text("tycoon.info.loan.rule", amount=money(LOAN_AMOUNT), most=MAX_LOANS_HELD)]
    turned = state.loans[player][card]
    cost = money(redemption_cost(turned + 1))
    last = state.round >= ROUNDS
    if turned:
        rule.append(text("tycoon.info.loan.turned", cost=cost))
    elif last:
        rule.append(text("tycoon.info.loan.fresh_last", cost=cost))
    else:
        rule.append(
            text("tycoon.info.loan.fresh", cost=cost, later=money(redemption_cost(turned + 2)))
        )
    rule.append(text("tycoon.info.loan.restschuld"))
    if not own:
        return title, rule, []
    due = sum(redemption_cost(seen + 1) for seen in state.loans[seat] if seen or last)
    if state.phase == PAYDAY:
        return title, rule, [text("tycoon.info.loan.payday_now", cash=money(state.cash[seat]))]
    income = sum(income_parts(state)[seat])
    have = max(0, state.cash[seat] - state.debt[seat] + income)
    for_you = [text("tycoon.info.loan.yours", cost=cost)]
    if not due:
        for_you.append(text("tycoon.info.loan.nothing_due", have=money(have)))
    elif have >= due:
        for_you.append(text("tycoon.info.loan.covered", due=money(due), have=money(have)))
    else:
        for_you.append(
            text(
                "tycoon.info.loan.short",
                due=money(due),
                have=money(have),
                missing=money(due - have),
            )
        )
    return title, rule, for_you


def city_counts(state: TycoonState) -> list[int]:
    """Per player: the cities where he has at least one hotel standing in the chain."""
    counts = [0] * state.players
    for chain in state.chains:
        for player, _count in chain_standings(chain, state.players):
            counts[player] += 1
    return counts


def distribution_words(
    state: TycoonState, seat: int | None, row: int, names: Sequence[str] | None
) -> Words:
    """The distribution table (one row of it, or -1 for the whole): the rule, what each number
    of cities pays and who stands where; for the viewer his cities, what they pay and what one
    more would add."""
    title = text("tycoon.info.distribution.title")
    rule = [text("tycoon.info.distribution.rule")]
    counts = city_counts(state)
    if 0 <= row < len(DISTRIBUTION):
        rule.append(
            text(
                "tycoon.info.distribution.row",
                cities=cities_count(row),
                amount=money(DISTRIBUTION[row]),
            )
        )
        here = [
            player_name(player, names) for player in range(state.players) if counts[player] == row
        ]
        if here:
            rule.append(text("tycoon.info.distribution.here", names=joined(here)))
    else:
        rows = [
            text(
                "tycoon.info.distribution.pair",
                cities=counted("tycoon.info.city_count", count),
                amount=DISTRIBUTION[count],
            )
            for count in range(1, len(DISTRIBUTION))
        ]
        rule.append(text("tycoon.info.distribution.table", rows=", ".join(rows)))
        everybody = [
            text(
                "tycoon.info.distribution.player",
                name=player_name(player, names),
                cities=cities_count(counts[player]),
            )
            for player in range(state.players)
        ]
        rule.append(text("tycoon.info.distribution.now", players=joined(everybody, state.players)))
    if seat is None:
        return title, rule, []
    mine = counts[seat]
    for_you = [
        text(
            "tycoon.info.distribution.yours",
            cities=cities_count(mine),
            amount=money(DISTRIBUTION[mine]),
        )
    ]
    if mine < CITY_COUNT:
        gain = DISTRIBUTION[mine + 1] - DISTRIBUTION[mine]
        for_you.append(
            text(
                "tycoon.info.distribution.one_more",
                amount=money(DISTRIBUTION[mine + 1]),
                gain=money(gain),
            )
        )
        without = [city for city, chain in enumerate(state.chains) if seat not in chain]
        for_you.append(text("tycoon.info.distribution.missing", cities=city_list(without)))
    return title, rule, for_you


def round_words(state: TycoonState, seat: int | None, names: Sequence[str] | None) -> Words:
    """The round: its number, the start player, how a round closes and with whom it ends, and
    where it stands now; for the viewer his hotels left, a payday now and whether he still
    comes before it."""
    title = text("tycoon.info.round.title", round=state.round, rounds=ROUNDS)
    start = player_name(state.start_player, names)
    last = player_name(state.last_player(), names)
    rule = [
        text("tycoon.info.round.start", name=start),
        text("tycoon.info.round.closing_rule", last=last),
    ]
    if state.phase == OVER_PHASE:
        rule.append(text("tycoon.info.round.over"))
    elif state.phase == PAYDAY:
        rule.append(text("tycoon.info.round.payday", name=player_name(state.acting, names)))
    elif state.closing:
        gone = [player_name(p, names) for p in range(state.players) if not state.hotels_left[p]]
        if gone:
            rule.append(
                counted(
                    "tycoon.info.round.closing_hotels", len(gone), names=joined(gone), last=last
                )
            )
        else:
            rule.append(text("tycoon.info.round.closing_quiet", last=last))
    elif state.quiet_turns:
        rule.append(text("tycoon.info.round.quiet", count=state.quiet_turns, players=state.players))
    if state.phase == OVER_PHASE:
        return title, rule, []
    rule.append(
        text("tycoon.info.round.final")
        if state.round >= ROUNDS
        else counted("tycoon.info.round.more", ROUNDS - state.round)
    )
    if seat is None:
        return title, rule, []
    for_you = [
        text("tycoon.info.round.your_hotels", hotels=hotels(state.hotels_left[seat]))
        if state.hotels_left[seat]
        else text("tycoon.info.round.no_hotels"),
        text("tycoon.info.round.your_income", amount=money(sum(income_parts(state)[seat]))),
    ]
    if state.phase == "turn" and state.closing:
        for_you.append(_turns_left(state, seat))
    return title, rule, for_you


def _turns_left(state: TycoonState, seat: int) -> str:
    """Whether the viewer still has a turn before the closing round's payday."""
    coming = []
    player = state.acting
    while True:
        coming.append(player)
        if player == state.last_player():
            break
        player = (player + 1) % state.players
    if seat == state.acting:
        return text("tycoon.info.round.last_turn_now")
    if seat in coming:
        return text("tycoon.info.round.one_more_turn")
    return text("tycoon.info.round.no_more_turn")
