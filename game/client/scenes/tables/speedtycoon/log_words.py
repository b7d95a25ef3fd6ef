"""The table's log lines for the Speedtycoon events a player follows: money taken, buildings
bought (with the Lobbyist too), built, planned, given away, torn down and swapped, whose turn it
is, loans, news, the Staatsfonds' purchases, the rates, Unicorns, scorings, Handelsschluss and
the end."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.rules.core import Event
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import BRANCHES, CURRENCIES, PLACES
from game.rules.speedtycoon.money import CARD_VALUES
from game.texts import text

# The scorings' text keys in their order (Startup, Venture Capital, IPO).
SCORINGS = ("startup", "venture", "ipo")


def event_line(event: Event, names: Sequence[str]) -> str:
    """The event in words for the log, or '' for an event the log leaves out."""
    player = getattr(event, "player", None)
    name = names[player] if isinstance(player, int) and 0 <= player < len(names) else ""
    key = "speedtycoon.table_log."
    if isinstance(event, ev.MoneyTaken):
        total = sum(CARD_VALUES[card] for card in event.cards)
        return text(key + "took", name=name, total=total, count=len(event.cards))
    if isinstance(event, ev.BuildingBought):
        return text(
            key + ("lobby_bought" if event.lobby else "bought"),
            name=name,
            building=building_name(event.building),
            place=PLACES[event.place],
            price=f"{event.price} {CURRENCIES[event.place]}",
        )
    if isinstance(event, ev.BuildingBuilt):
        return text(key + "built", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingPlanned):
        return text(key + "planned", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingToFund):
        return text(key + "funded", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingTornDown):
        return text(key + "torn_down", name=name, building=building_name(event.building))
    if isinstance(event, ev.BuildingsSwapped):
        return text(
            key + "swapped",
            name=name,
            building=building_name(event.building),
            out=building_name(event.out),
        )
    if isinstance(event, ev.TurnBegan):
        return text(key + "turn", name=name)
    return _table_line(event, name, names)


def _table_line(event: Event, name: str, names: Sequence[str]) -> str:
    """The loans, news, fund, rates, unicorns, scorings and the end in words, or ''."""
    key = "speedtycoon.table_log."
    if isinstance(event, ev.LoanTaken):
        return text(key + "loan_taken", name=name, cards=event.cards_drawn, loans=event.loans)
    if isinstance(event, ev.LoanRepaid):
        total = sum(CARD_VALUES[card] for card in event.cards)
        return text(key + "loan_repaid", name=name, total=total, loans=event.loans)
    if isinstance(event, ev.NewsRevealed):
        news = text(f"speedtycoon.news.{event.news}.name")
        if event.place >= 0:
            return text(key + "news_revealed_place", news=news, place=PLACES[event.place])
        return text(key + "news_revealed", news=news)
    if isinstance(event, ev.NewsEnded):
        return text(key + "news_ended", news=text(f"speedtycoon.news.{event.news}.name"))
    if isinstance(event, ev.CardGivenUp):
        return text(key + "card_given_up", name=name)
    if isinstance(event, ev.CardGranted):
        return text(key + "card_granted", name=name)
    if isinstance(event, ev.FundBought):
        return text(key + "fund_bought", count=len(event.buildings))
    if isinstance(event, ev.ExchangeRatesSet):
        strong, weak = CURRENCIES[event.strong], CURRENCIES[event.weak]
        return text(key + "rates_set", strong=strong, weak=weak)
    if isinstance(event, ev.UnicornWon):
        branch = text(f"speedtycoon.branches.{BRANCHES[event.branch]}.name")
        return text(key + "unicorn_won", name=name, branch=branch, points=event.points)
    if isinstance(event, ev.ScoringHeld) and event.gained:
        leader = max(range(len(event.gained)), key=lambda seat: event.gained[seat])
        scoring = text(f"speedtycoon.scorings.{SCORINGS[event.scoring]}.name")
        leader_name = names[leader] if leader < len(names) else ""
        return text(
            key + "scoring_held", scoring=scoring, name=leader_name, points=event.gained[leader]
        )
    if isinstance(event, ev.TradingClosed):
        return text(key + "trading_closed")
    if isinstance(event, ev.BuildingAwarded):
        return text(
            key + ("building_awarded" if event.player >= 0 else "building_unawarded"),
            name=name,
            building=building_name(event.building),
            place=PLACES[event.place],
        )
    if isinstance(event, ev.GameEnded):
        return text(key + "game_ended")
    return ""
