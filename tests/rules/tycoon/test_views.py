"""Views and hidden parts: everything lies open but the order of the two ticket piles."""

from __future__ import annotations

import json
import random

from .scenario import charter, new, play, table


def test_every_seat_sees_the_same_open_table() -> None:
    """Money, tickets, loans, planes and chains are open; only 'viewer' differs."""
    state = table(
        3,
        tickets={1: [charter("aurelia", "brisa")]},
        loans={2: [0]},
        planes={0: ("isola", 1)},
        chains={"brisa": [1, 2]},
    )
    views = [state.view(player) for player in (0, 1, 2, None)]
    for view in views:
        assert view["viewer"] in (0, 1, 2, None)
        del view["viewer"]
        assert view == views[0]
    view = state.view(0)
    assert view["tickets"][1] == [charter("aurelia", "brisa")] and view["loans"][2] == [0]
    assert view["landing"][8] == [-1, 0] and view["chains"][1][:2] == [1, 2]


def test_the_view_shows_the_piles_sizes_but_not_their_order() -> None:
    """No pile list, no RNG; the sizes and the open discard piles are shown."""
    state = new(4, seed=3)
    view = state.view(2)
    assert "charter_pile" not in view and "scheduled_pile" not in view and "rng" not in view
    assert view["charter_pile_size"] == len(state.charter_pile)
    assert view["scheduled_pile_size"] == len(state.scheduled_pile)
    assert view["charter_discard"] == [] and json.loads(json.dumps(view)) == view


def test_the_view_tells_what_a_payday_now_would_bring() -> None:
    """Per player: distribution, majorities, factories."""
    state = table(3, chains={"brisa": [0]})
    assert state.view(None)["income_now"][0][1] > 0


def test_resampling_reshuffles_only_the_piles() -> None:
    """Same tickets in each pile, other order; everything seen stays the same."""
    state = new(3, seed=8)
    twin = state.resample_hidden(1, random.Random(2))
    assert sorted(twin.charter_pile) == sorted(state.charter_pile)
    assert sorted(twin.scheduled_pile) == sorted(state.scheduled_pile)
    assert twin.charter_pile != state.charter_pile
    assert all(twin.view(p) == state.view(p) for p in (0, 1, 2, None))
    assert twin.legal_moves(state.acting) == state.legal_moves(state.acting)


def test_the_final_view_shows_scores_hotels_and_places() -> None:
    """At the end the result is part of every view."""
    state = table(3, round=3, acting=2, closing=True, chains={"brisa": [0]})
    play(state, "end")
    result = state.view(None)["result"]
    assert result["scores"] == state.scores()
    assert result["standing_hotels"] == [1, 0, 0]
    assert result["places"] == list(state.outcome().places)  # type: ignore[union-attr]
    assert "result" not in table(3).view(0)
