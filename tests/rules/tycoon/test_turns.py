"""The turn's end and the round's end: topping up the open tickets, reshuffling the discard
piles, closing the round by the last hotel or by a round of quiet turns."""

from __future__ import annotations

from game.rules.tycoon.board import CHARTER_IDS, OPEN_CHARTER

from .scenario import CITY, end_turns, kinds, of_kind, play, table


def test_the_open_rows_are_topped_up_at_the_turns_end() -> None:
    """Bought tickets leave gaps that the end of the turn fills from the piles."""
    state = table(3)
    bought = state.open_charter[0]
    top = state.charter_pile[-1]
    play(state, f"buy {bought}")
    events = play(state, "end")
    assert len(state.open_charter) == OPEN_CHARTER and state.open_charter[-1] == top
    laid = of_kind(events, "tickets_laid_open")[0].to_dict()
    assert laid["charter"] == [top] and laid["scheduled"] == []


def test_an_empty_pile_takes_its_discard_pile_shuffled() -> None:
    """The discard pile becomes the new pile, shuffled by the state's generator."""
    state = table(3, empty_piles=True)
    discarded = sorted(state.charter_discard)
    play(state, f"buy {state.open_charter[0]}")
    events = play(state, "end")
    reshuffled = of_kind(events, "pile_reshuffled")[0].to_dict()
    assert reshuffled == {"kind": "pile_reshuffled", "charter": True, "size": len(discarded)}
    assert state.charter_discard == [] and len(state.charter_pile) == len(discarded) - 1
    assert sorted(state.charter_pile + state.open_charter[-1:]) == discarded


def test_with_pile_and_discard_pile_empty_fewer_tickets_lie_open() -> None:
    """When every other charter ticket is held, the bought one leaves a gap for good."""
    open_row = list(CHARTER_IDS[:OPEN_CHARTER])
    rest = list(CHARTER_IDS[OPEN_CHARTER:])
    state = table(3, open_charter=open_row, tickets={1: rest[:21], 2: rest[21:]})
    assert state.charter_pile == [] and state.charter_discard == []
    play(state, f"buy {open_row[0]}")
    play(state, "end")
    assert state.open_charter == open_row[1:]


def _five_built(player: int) -> dict[str, list[int]]:
    """Chains holding five hotels of a player (one short of his round-1 supply)."""
    return {"brisa": [player] * 3, "isola": [player] * 2}


def test_building_the_last_hotel_closes_the_round_until_the_player_before_the_start() -> None:
    """The round goes on to the player before the start player, then payday."""
    state = table(3, planes={0: ("aurelia", 0)}, chains=_five_built(0))
    events = play(state, "hotel")
    assert state.hotels_left[0] == 0 and state.closing
    assert of_kind(events, "round_closing")[0].to_dict() == {
        "kind": "round_closing",
        "round": 1,
        "player": 0,
        "reason": "hotels",
    }
    play(state, "end")
    play(state, "end")
    assert state.acting == 2 and state.round == 1
    events = play(state, "end")
    assert "round_ended" in kinds(events) and state.round == 2


def test_the_closing_round_may_end_with_the_current_turn() -> None:
    """The player before the start player builds his last hotel: payday follows his turn, and
    the next seat begins round 2."""
    state = table(3, start_player=1, acting=0, planes={0: ("aurelia", 0)}, chains=_five_built(0))
    play(state, "hotel")
    events = play(state, "end")
    assert kinds(events).index("round_ended") < kinds(events).index("round_began")
    assert state.round == 2 and state.acting == state.start_player == 2


def test_a_round_of_turns_without_building_closes_the_round() -> None:
    """As many quiet turns in a row as players close it; it still ends before the start."""
    state = table(3, start_player=0, acting=1)
    events = end_turns(state, 3)
    assert of_kind(events, "round_closing")[0].to_dict()["reason"] == "quiet"
    assert state.closing and state.acting == 1 and state.round == 1
    events = end_turns(state, 2)
    assert "round_ended" in kinds(events) and state.round == 2


def test_a_build_action_starts_the_quiet_count_afresh() -> None:
    """Hotels, renovations and factories all count as building."""
    for move, extra in (("hotel", {}), ("factory 0", {})):
        state = table(3, quiet_turns=2, planes={0: ("aurelia", 0)}, **extra)
        play(state, move)
        play(state, "end")
        assert state.quiet_turns == 0 and not state.closing
    state = table(
        3,
        quiet_turns=2,
        planes={0: ("aurelia", 0)},
        chains={"aurelia": [-1, 1, 2, 1]},
        renovation={"aurelia": [0]},
    )
    play(state, "renovate")
    play(state, "end")
    assert state.quiet_turns == 0


def test_quiet_turns_count_up_to_the_players_at_the_table() -> None:
    """One quiet turn short of a round does not close it."""
    state = table(4, quiet_turns=2)
    play(state, "end")
    assert state.quiet_turns == 3 and not state.closing
    play(state, "end")
    assert state.closing


def test_the_start_player_passes_on_every_round_and_planes_stay_where_they_are() -> None:
    """After payday the next seat is the start player and acts; planes keep their landing
    places."""
    state = table(3, start_player=2, acting=1, closing=True, planes={1: ("isola", 1)})
    events = play(state, "end")
    began = of_kind(events, "round_began")[0].to_dict()
    assert began == {"kind": "round_began", "round": 2, "start_player": 0}
    assert state.start_player == 0 and state.last_player() == 2
    assert state.acting == 0 and state.landing[CITY["isola"]] == [-1, 1]
    assert (state.plane_city[1], state.plane_place[1]) == (CITY["isola"], 1)
    assert not (state.closing or state.loan_taken or state.flown or state.built)


def test_each_round_of_a_whole_game_begins_with_the_next_seat() -> None:
    """In played games of 2 to 5 players, rounds 2 and 3 begin one seat further on each, and
    each round ends with the seat before its own start player."""
    from game.ai.base import RandomBot
    from game.rules.registry import get_game

    for players in (2, 3, 4, 5):
        state = get_game("tycoon").new_state(players, 40 + players)
        first = state.start_player
        bot = RandomBot(players)
        began: list[tuple[int, int]] = []
        while not state.is_terminal():
            seat = state.acting
            last = state.last_player()
            for event in state.play(seat, bot.choose(state, seat)):
                data = event.to_dict()
                if data["kind"] == "round_began":
                    began.append((data["round"], data["start_player"]))
                if data["kind"] == "round_ended":
                    assert seat == last
        assert began == [(2, (first + 1) % players), (3, (first + 2) % players)]
