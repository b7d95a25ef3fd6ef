"""The 'Mehrheiten' preview: how the next scoring would end now, worked out by the very code
the scoring uses, and equal to what the scoring then awards."""

from __future__ import annotations

import random

import pytest

from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon import scorings
from game.rules.speedtycoon import state as state_module
from game.rules.speedtycoon.catalogue import LOGISTIK, TECHNOLOGIE
from game.rules.speedtycoon.insight import scoring_preview
from game.rules.speedtycoon.majorities import Standing
from game.rules.speedtycoon.scorings import Scoring
from game.rules.speedtycoon.state import SpeedtycoonState
from tests.rules.speedtycoon.random_play import TABLES, random_turns
from tests.rules.speedtycoon.scenario import building, table


def _awards(preview: Scoring) -> tuple[object, ...]:
    """What a ScoringHeld event tells, as the preview has it."""
    return (
        preview.scoring,
        preview.totals,
        tuple(part.branches for part in preview.players),
        tuple(part.ring for part in preview.players),
    )


def _held(event: ev.ScoringHeld) -> tuple[object, ...]:
    """What the event awards."""
    return (event.scoring, event.gained, event.branches, event.rings)


def _scored_table(state: SpeedtycoonState) -> tuple[object, ...]:
    """Everything a scoring reads: when it is the same, the scoring must end the same."""
    return (
        tuple(tuple(sorted(empire.fields.items())) for empire in state.empires),
        tuple(state.fund),
        tuple(state.booms),
        tuple(tuple(orders) for orders in state.orders),
        tuple(state.loans),
        tuple(state.unicorns),
        state.scorings,
    )


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_the_preview_of_the_next_scoring_is_what_the_scoring_awards(
    index: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random games at several tables: at every scoring the preview taken at that moment is
    what the ScoringHeld event awards, and the preview taken before the move that brought the
    scoring is too whenever that move changed nothing the scoring reads."""
    players, options = TABLES[index]
    at_hold: list[tuple[Scoring, tuple[object, ...]]] = []
    real_hold = scorings.hold_scoring

    def watched_hold(state: SpeedtycoonState, scoring: int, events: list | None) -> None:
        at_hold.append((scoring_preview(state), _scored_table(state)))
        real_hold(state, scoring, events)

    monkeypatch.setattr(state_module, "hold_scoring", watched_hold)
    unchanged_moves = held = 0
    for seed in range(5):
        for state, player, move in random_turns(players, options, 100 * index + seed):
            before = scoring_preview(state)
            table_before = _scored_table(state)
            at_hold.clear()
            events = state.play(player, move)
            scored = [event for event in events if isinstance(event, ev.ScoringHeld)]
            assert len(scored) == len(at_hold)
            for (preview, _table), event in zip(at_hold, scored, strict=True):
                assert _awards(preview) == _held(event)
                held += 1
            if scored and at_hold[0][1] == table_before:
                assert _awards(before) == _held(scored[0])
                unchanged_moves += 1
    assert held and unchanged_moves


# Logistik buildings whose highways face away from the headquarters they stand next to.
NORTH_5, EAST_6, SOUTH_7, FREE_8 = (
    building("logistik", 5, "N"),
    building("logistik", 6, "E"),
    building("logistik", 7, "S"),
    building("logistik", 8),
)
NORTH_EAST_3 = building("logistik", 3, "NE")
FREE_TECHNOLOGIE = building("technologie", 12)


def _tied_table(**options: str) -> SpeedtycoonState:
    """Logistik 2 : 2 : 1 among three players."""
    return table(
        3,
        options=options or None,
        empires={
            0: {(0, -1): NORTH_5, (0, 1): SOUTH_7},
            1: {(1, 0): EAST_6, (-1, 0): FREE_8},
            2: {(0, -1): NORTH_EAST_3},
        },
    )


def test_tied_players_share_their_places_and_the_standings_say_who_with_how_many() -> None:
    """At the IPO (16, 8, 1 for Logistik) two players with 2 share places 1 and 2: 12 each; the
    one with 1 takes place 3. Nobody without a building is listed."""
    preview = scoring_preview(_tied_table(), 2)
    logistik = preview.branches[LOGISTIK]
    assert logistik.counts == (2, 2, 1)
    assert logistik.paid == (16, 8, 1)
    assert logistik.standings == (Standing((0, 1), 2, 0, 12), Standing((2,), 1, 2, 1))
    assert logistik.points == (12, 12, 1)
    assert [part.branches[LOGISTIK] for part in preview.players] == [12, 12, 1]
    assert preview.branches[TECHNOLOGIE].standings == ()


def test_the_next_scoring_is_shown_unless_a_later_one_is_named() -> None:
    """At the start the Startup comes next (only place 1 pays: the tie shares 1 // 2 = 0);
    the IPO may be named; a scoring already held is refused in words."""
    state = _tied_table()
    assert scoring_preview(state).scoring == 0
    assert scoring_preview(state).branches[LOGISTIK].points == (0, 0, 0)
    assert scoring_preview(state, 2).scoring == 2
    state.scorings = 1
    assert scoring_preview(state).scoring == 1
    with pytest.raises(ValueError, match="not still to come"):
        scoring_preview(state, 0)
    with pytest.raises(ValueError, match="not still to come"):
        scoring_preview(state, 3)


def test_the_staatsfonds_takes_a_place_but_never_points() -> None:
    """Two players: the Staatsfonds with 3 Logistik is first at Venture Capital (8 for place 1
    are not paid to anybody), the player with 2 is second and gets 1."""
    state = table(
        2,
        empires={0: {(0, -1): NORTH_5, (0, 1): SOUTH_7}},
        fund=[EAST_6, FREE_8, NORTH_EAST_3],
    )
    preview = scoring_preview(state, 1)
    logistik = preview.branches[LOGISTIK]
    assert preview.fund
    assert logistik.counts == (2, 0, 3)
    assert logistik.standings[0] == Standing((2,), 3, 0, 8)
    assert logistik.points == (1, 0)
    assert preview.totals[0] == 1 + preview.players[0].ring


def test_a_boom_doubles_its_branch_in_the_preview() -> None:
    """With a Tech-Boom waiting, Technologie pays twice its points at the next scoring."""
    state = table(3, empires={0: {(1, 0): FREE_TECHNOLOGIE}})
    state.booms = ["tech_boom"]
    technologie = scoring_preview(state).branches[TECHNOLOGIE]
    assert technologie.doubled and technologie.paid == (10,)
    assert technologie.points == (10, 0, 0)


def test_the_unicorns_are_shown_with_their_holder_and_threshold_but_add_nothing() -> None:
    """With the Unicorn module every branch shows its holder (-1: nobody yet) and how many
    buildings win it; without the module nothing. Its 6 points were paid when it was won."""
    state = _tied_table(mode="eigene", unicorn="on")
    state.unicorns[LOGISTIK] = 1
    preview = scoring_preview(state, 2)
    assert [branch.unicorn for branch in preview.branches][:2] == [1, -1]
    assert [branch.unicorn_threshold for branch in preview.branches] == [4, 4, 4, 5, 5, 5]
    assert preview.totals == scoring_preview(_tied_table(), 2).totals
    plain = scoring_preview(_tied_table(), 2).branches[LOGISTIK]
    assert (plain.unicorn, plain.unicorn_threshold) == (-1, 0)


def test_the_preview_reads_no_hidden_money() -> None:
    """Whatever the other hands and the deck hold, every seat gets the same preview."""
    state = table(3, options={"mode": "tycoon"}, empires={0: {(0, -1): NORTH_5}})
    preview = scoring_preview(state)
    rng = random.Random(5)
    for seat in range(state.players):
        for _ in range(3):
            assert scoring_preview(state.resample_hidden(seat, rng)) == preview
