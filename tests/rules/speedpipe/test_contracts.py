"""Lieferaufträge: drawing and keeping contracts, and when a contract counts as fulfilled."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.state import CONTRACTS, SpeedpipeState

from .scenario import kinds, legal, play, reloaded, saved, table


def _score_of(state: SpeedpipeState, company: int) -> dict[str, object]:
    """The company's final account as it would be now."""
    score = state.final_scores()[company]
    return {"fulfilled": score.fulfilled, "failed": score.failed}


def test_drawing_contracts_shows_three_and_keeps_at_least_one() -> None:
    """'contracts': the top three of the short pile; every choice of one to three is a move."""
    state = table(contract_top=[4, 5, 6])
    play(state, "contracts")
    assert state.phase == CONTRACTS and state.drawn == [4, 5, 6]
    assert legal(state) == [
        "keep 4",
        "keep 5",
        "keep 6",
        "keep 4,5",
        "keep 4,6",
        "keep 5,6",
        "keep 4,5,6",
    ]
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="not drawn"):
        play(state, "keep 7")
    with pytest.raises(IllegalMoveError, match="drawn contracts wait"):
        play(state, "blind")
    assert saved(state) == before


def test_kept_contracts_are_held_and_the_others_go_under_the_pile() -> None:
    """Keeping 5: it joins the company's contracts, 4 and 6 lie at the bottom of the pile."""
    state = table(contract_top=[4, 5, 6], contracts={0: [7]})
    play(state, "contracts")
    events = play(state, "keep 5")
    assert state.contracts[0] == [5, 7]
    assert state.short_pile[:2] == [4, 6]
    assert kinds(events)[0] == "contracts_kept" and state.current == 1
    assert events[0].to_dict() == {"kind": "contracts_kept", "company": 0, "kept": 1, "returned": 2}


def test_the_drawn_contracts_are_seen_by_the_drawing_company_only() -> None:
    """The others see how many were drawn, not which."""
    state = table(contract_top=[4, 5, 6])
    play(state, "contracts")
    assert state.view(0)["drawn"] == [4, 5, 6]
    assert state.view(1)["drawn"] is None and state.view(1)["drawn_count"] == 3


def test_fewer_than_three_contracts_are_drawn_when_the_pile_runs_short() -> None:
    """Two left: both are drawn."""
    state = _pile_of(table(), 2)
    left = list(reversed(state.short_pile))
    play(state, "contracts")
    assert state.drawn == left


def test_contracts_cannot_be_drawn_from_an_empty_pile() -> None:
    """No contract left: the move is not offered and is refused in words."""
    state = _pile_of(table(), 0)
    assert "contracts" not in legal(state)
    with pytest.raises(IllegalMoveError, match="contract pile is empty"):
        play(state, "contracts")


def test_a_contract_joined_by_own_pipelines_is_fulfilled() -> None:
    """Contract 7 (Nordfeld–Raffinerie A) is fulfilled once route 0 is laid."""
    state = table(hands={0: {"rot": 2}}, contracts={0: [7]})
    assert state.fulfilled[0] == {}
    play(state, "lay 0 rot 0")
    assert state.fulfilled[0] == {7: 100}
    assert _score_of(state, 0) == {"fulfilled": ((7, 4),), "failed": ()}


def test_an_open_contract_costs_its_value_at_the_end() -> None:
    """Contract 6 (Hafen West–Hafen Ost, 9) not joined: minus 9."""
    state = table(contracts={0: [6]})
    assert _score_of(state, 0) == {"fulfilled": (), "failed": ((6, -9),)}


def test_a_contract_kept_when_already_joined_is_fulfilled_at_once() -> None:
    """Drawing contract 7 while Nordfeld and Raffinerie A are joined: fulfilled when kept."""
    state = table(owners={0: 0}, contract_top=[7, 4, 5], contracts={0: []})
    play(state, "contracts")
    play(state, "keep 5,7")
    assert state.fulfilled[0] == {7: 100}


def test_only_own_pipelines_fulfil_a_contract() -> None:
    """Route 0 of another company does not join Nordfeld and Raffinerie A for company 0."""
    state = table(owners={0: 1}, contracts={0: [7]})
    assert state.fulfilled[0] == {}
    assert _score_of(state, 0) == {"fulfilled": (), "failed": ((7, -4),)}


def test_a_longer_chain_of_own_pipelines_fulfils_a_contract() -> None:
    """Nordfeld–Raffinerie A–Hafen West: contract 0 is joined by two routes."""
    state = table(hands={0: {"gruen": 3}}, owners={0: 0}, contracts={0: [0]})
    play(state, "lay 1 gruen 0")
    assert state.fulfilled[0] == {0: 100}


def _pile_of(state: SpeedpipeState, size: int) -> SpeedpipeState:
    """The position with only `size` contracts left in the short pile (the others given to
    company 2)."""
    cut = len(state.short_pile) - size
    state.contracts[2] = sorted(state.contracts[2] + state.short_pile[:cut])
    del state.short_pile[:cut]
    return reloaded(state)
