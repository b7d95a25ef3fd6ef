"""The conformance suite: every registered game keeps the rules protocol in seeded random playouts.

Each game needs an entry in PROBES (game-specific illegal moves, bad texts, a hidden-parts twin and
corrupt saves); a game registered without one fails test_every_game_has_probes.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    Game,
    IllegalMoveError,
    Move,
    OptionError,
    SaveError,
    State,
    game_names,
    get_game,
    state_hash,
)
from game.rules.speedstocks import Choose, TakeRow
from game.rules.speedstocks.stocks import HIGHEST_STOCK, STOCK_BITS
from tests.rules import probes_speedchicago, probes_speedpipe, probes_speedtycoon, probes_tycoon

# ---- per-game probes -------------------------------------------------------------------------


@dataclass(frozen=True)
class GameProbes:
    """What the generic checks cannot know about one game."""

    bad_texts: tuple[str, ...]
    illegal_moves: Callable[[State, int], list[Move]]
    hidden_twin: Callable[[State, int, random.Random], State]
    corrupt_saves: Callable[[dict[str, Any]], Iterator[tuple[str, Any]]]
    # Whether the state hides from some player what could be otherwise (open hands hide nothing):
    # only then may redrawing the hidden parts change what the others see.
    has_secrets: Callable[[State], bool] = lambda state: True
    # The seat counts and options a game with many options is played in (None: the generic
    # choice, every seat count with the option combinations below).
    configurations: Callable[[Game], list[tuple[int, dict[str, str]]]] | None = None
    # Whether equal scores may still get different places (a tie-break the rules name, such as
    # Speedpipe's fulfilled contracts); better scores always come first.
    tie_break: bool = False
    # Long games (hundreds of moves) have their sampled positions (illegal moves, views, saves)
    # checked n times more rarely, which keeps the suite short and still reaches every phase.
    sparse: int = 1


def _speedstocks_illegal_moves(state: State, player: int) -> list[Move]:
    """Stocks not in the hand, exchanges that do not exist, the wrong move for the phase."""
    hand = state.hands[player]  # type: ignore[attr-defined]
    played = state.played  # type: ignore[attr-defined]
    not_in_hand = [stock for stock in played if stock not in hand]
    moves: list[Move] = [Choose(0), Choose(HIGHEST_STOCK + 1), Choose(-3), TakeRow(4), TakeRow(-1)]
    moves += [Choose(stock) for stock in not_in_hand[:3]]
    if hand:
        # Values equal to a hand stock but of the wrong type (True == 1, 5.0 == 5).
        moves += [Choose(float(hand[0])), Choose(str(hand[0]))]  # type: ignore[arg-type]
        if 1 in hand:
            moves.append(Choose(True))
    if state.phase == "kurssturz":  # type: ignore[attr-defined]
        moves += [Choose(stock) for stock in hand[:2]] + [TakeRow(True)]  # type: ignore[arg-type]
    else:
        moves += [TakeRow(0), TakeRow(3)]
    return moves


def _speedstocks_hidden_twin(state: State, player: int, rng: random.Random) -> State:
    """The same game for this player: other hands, hidden choices, deck order, unseen symbols
    and the RNG drawn anew (written independently of the engine's resample_hidden)."""
    data = state.to_dict()
    hidden_choice = data["phase"] == "choose"
    others = [other for other in range(data["players"]) if other != player]
    pool = list(data["deck"])
    for other in others:
        pool += data["hands"][other]
        if hidden_choice and data["chosen"][other]:
            pool.append(data["chosen"][other])
    rng.shuffle(pool)
    for other in others:
        size = len(data["hands"][other])
        data["hands"][other] = sorted(pool[:size])
        del pool[:size]
        if hidden_choice and data["chosen"][other]:
            data["chosen"][other] = pool.pop()
    data["deck"] = pool
    seen = set(data["played"]) | set(data["hands"][player]) | {data["chosen"][player]}
    unseen = [stock for stock in range(1, HIGHEST_STOCK + 1) if stock not in seen]
    hidden = [data["symbols"].pop(str(stock)) for stock in unseen if str(stock) in data["symbols"]]
    for stock, name in zip(rng.sample(unseen, len(hidden)), hidden):
        data["symbols"][str(stock)] = name
    version, internal, gauss = random.Random(rng.random()).getstate()
    data["rng"] = [version, list(internal), gauss]
    return state.game.state_from_dict(json.loads(json.dumps(data)))


def _speedstocks_corrupt_saves(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Saves that are well-formed JSON but break the game's own consistency."""

    def changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
        twin = json.loads(json.dumps(data))
        change(twin)
        return twin

    hand = data["hands"][0]
    if hand:
        yield "a hand stock also in the deck", changed(lambda d: d["deck"].append(hand[0]))
        yield "a hand stock twice", changed(lambda d: d["hands"][0].append(hand[0]))
        yield "a hand stock in two hands", changed(lambda d: d["hands"][1].append(hand[0]))
        yield "a hand stock on a row", changed(lambda d: d["rows"][0].append(hand[0]))
    if data["deck"]:
        yield "a stock lost from the deck", changed(lambda d: d["deck"].pop())
    yield "a row stock twice", changed(lambda d: d["rows"][0].append(d["rows"][0][0]))
    yield "a stock above 104", changed(lambda d: d["deck"].append(HIGHEST_STOCK + 1))
    yield "no rows in a running game", changed(lambda d: d.update(rows=[], capacity=[]))
    yield "three rows", changed(lambda d: (d["rows"].pop(), d["capacity"].pop()))
    yield "a row without stocks", changed(lambda d: d["rows"].__setitem__(1, []))
    yield (
        "a copy kind that does not exist",
        changed(lambda d: d["rows"][2].append((d["rows"][2][0] & STOCK_BITS) | 7 << 7)),
    )
    yield "an unknown symbol", changed(lambda d: d["symbols"].update({"50": "moonshot"}))
    yield (
        "more than fifteen symbols",
        changed(
            lambda d: d["symbols"].update(
                {str(stock): "split" for stock in range(1, 105) if str(stock) not in d["symbols"]}
            )
        ),
    )
    yield "a margin call on the opening place", changed(lambda d: d["capacity"].__setitem__(0, 0))
    yield "player count out of range", changed(lambda d: d.update(players=9))
    yield "an unknown option value", changed(lambda d: d["options"].update(variant="turbo"))
    yield "an unknown phase", changed(lambda d: d.update(phase="auction"))
    yield (
        "a Kurssturz without its phase",
        changed(lambda d: d.update(phase="choose", kurssturz=[5, 0])),
    )
    yield "a save of another game", changed(lambda d: d.update(game="speedpipe"))
    yield "a future save format", changed(lambda d: d.update(format=99))
    yield "a damaged random generator", changed(lambda d: d["rng"].__setitem__(1, [1, 2, 3]))
    yield "negative bears", changed(lambda d: d["bears_total"].__setitem__(0, -4))
    yield "the turn as text", changed(lambda d: d.update(turn="3"))
    yield "the Hausse flag as a number", changed(lambda d: d.update(hausse=1))


PROBES: dict[str, GameProbes] = {
    "speedstocks": GameProbes(
        bad_texts=(
            "take 7",
            "take 0",
            "take 5",
            "take mars",
            "choose 105",
            "choose 0",
            "choose -3",
            "choose 4.5",
            "choose forty",
            "choose",
            "buy 12",
            "47 48",
        ),
        illegal_moves=_speedstocks_illegal_moves,
        hidden_twin=_speedstocks_hidden_twin,
        corrupt_saves=_speedstocks_corrupt_saves,
    ),
    "speedchicago": GameProbes(
        bad_texts=probes_speedchicago.BAD_TEXTS,
        illegal_moves=probes_speedchicago.illegal_moves,
        hidden_twin=probes_speedchicago.hidden_twin,
        corrupt_saves=probes_speedchicago.corrupt_saves,
        has_secrets=probes_speedchicago.has_secrets,
    ),
    "speedpipe": GameProbes(
        bad_texts=probes_speedpipe.BAD_TEXTS,
        illegal_moves=probes_speedpipe.illegal_moves,
        hidden_twin=probes_speedpipe.hidden_twin,
        corrupt_saves=probes_speedpipe.corrupt_saves,
        configurations=probes_speedpipe.configurations,
        tie_break=True,
        sparse=2,
    ),
    "speedtycoon": GameProbes(
        bad_texts=probes_speedtycoon.BAD_TEXTS,
        illegal_moves=probes_speedtycoon.illegal_moves,
        hidden_twin=probes_speedtycoon.hidden_twin,
        corrupt_saves=probes_speedtycoon.corrupt_saves,
        configurations=probes_speedtycoon.configurations,
        sparse=2,
    ),
    "tycoon": GameProbes(
        bad_texts=probes_tycoon.BAD_TEXTS,
        illegal_moves=probes_tycoon.illegal_moves,
        hidden_twin=probes_tycoon.hidden_twin,
        corrupt_saves=probes_tycoon.corrupt_saves,
        has_secrets=probes_tycoon.has_secrets,
        configurations=probes_tycoon.configurations,
        tie_break=True,
        sparse=1,
    ),
}

GENERIC_BAD_TEXTS = ("", "   ", "§$%&/()", "x" * 500, "\n\t", "ünïcödé ▲▼")
NOT_MOVES: tuple[Any, ...] = (None, 42, "choose 5", object(), ("take", 1), 3.5)
GARBAGE_VALUES: tuple[Any, ...] = ("garbage", -7.5, {"garbage": [None]}, [[["garbage"]]])

# ---- configurations ------------------------------------------------------------------------


# Games with more options than this are covered option by option instead of in full product.
FULL_PRODUCT_OPTIONS = 2


def _option_combinations(game: Game) -> list[dict[str, str]]:
    """Every combination of the game's options; with many options: the defaults, each other
    value alone, and each other value of the first option (the variant) with each other value
    of every further option (a house rule in each variant)."""
    options = game.options
    if len(options) <= FULL_PRODUCT_OPTIONS:
        choices = [[(option.name, value) for value in option.choices] for option in options]
        return [dict(combination) for combination in itertools.product(*choices)]
    defaults = {option.name: option.default for option in options}
    combinations = [defaults]
    for option in options:
        combinations += [
            {**defaults, option.name: value} for value in option.choices if value != option.default
        ]
    first, *rest = options
    for variant in (value for value in first.choices if value != first.default):
        for option in rest:
            combinations += [
                {**defaults, first.name: variant, option.name: value}
                for value in option.choices
                if value != option.default
            ]
    return combinations


def _configurations() -> Iterator[Any]:
    """Every registered game with every player count and the option combinations it is tested
    in (all of them for games with few options)."""
    for name in game_names():
        game = get_game(name)
        chosen = PROBES[name].configurations if name in PROBES else None
        if chosen is not None:
            tables = chosen(game)
        else:
            tables = [
                (players, options)
                for players in range(game.min_players, game.max_players + 1)
                for options in _option_combinations(game)
            ]
        for players, options in tables:
            label = ",".join(
                f"{key}={value}"
                for key, value in options.items()
                if chosen is None or value != game.resolve_options({})[key]
            )
            yield pytest.param(name, players, options, id=f"{name}-{players}p-{label}")


CONFIGURATIONS = list(_configurations())
# Extra redraws of the hidden parts before a position counts as one where redrawing changed
# nothing the others see.
REDRAWS = 5
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def _random_move(state: State, rng: random.Random) -> tuple[int, Move]:
    """A random player who may move (to act, or outside his turn like Speedtycoon's Lobbyist,
    so that those moves are played too) and one of his legal moves."""
    assert state.to_act(), "a running game must have someone to act"
    movers = state.may_move()
    player = movers[rng.randrange(len(movers))]
    legal = state.legal_moves(player)
    assert legal, f"player {player} must act but has no legal move"
    return player, legal[rng.randrange(len(legal))]


def _playout(
    game: Game,
    players: int,
    options: dict[str, str],
    seed: int,
    check: Callable[[State, random.Random], None] | None = None,
    every: int = 1,
    sampled: bool = True,
) -> tuple[State, list[tuple[int, Move]]]:
    """A seeded random game to its end; check() runs on every `every`-th state on the way, n
    times more rarely in a game whose probes are sparse unless the steps must be exactly these
    (sampled=False)."""
    if sampled and every > 1:
        every *= PROBES[game.name].sparse
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    moves: list[tuple[int, Move]] = []
    while not state.is_terminal():
        if check is not None and len(moves) % every == 0:
            check(state, rng)
        player, move = _random_move(state, rng)
        state.play(player, move)
        moves.append((player, move))
        assert len(moves) < 10_000, "a random game must end"
    return state, moves


def _refused(state: State, player: Any, move: Any) -> None:
    """play() must raise IllegalMoveError with a message and change nothing."""
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as refusal:
        state.play(player, move)
    assert str(refusal.value).strip(), f"refusing {move!r} of {player!r} gave no message"
    assert state.to_dict() == before, f"refusing {move!r} of {player!r} changed the state"


def _numbers(data: Any) -> Iterator[int]:
    """Every int (not bool) in JSON-ready data."""
    if isinstance(data, dict):
        for value in data.values():
            yield from _numbers(value)
    elif isinstance(data, list):
        for value in data:
            yield from _numbers(value)
    elif type(data) is int:
        yield data


def _keys(data: Any) -> Iterator[str]:
    """Every key of every object in JSON-ready data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _keys(value)
    elif isinstance(data, list):
        for value in data:
            yield from _keys(value)


# ---- the tests -----------------------------------------------------------------------------


def test_every_game_has_probes() -> None:
    """A newly registered game must bring its probes, so that the suite checks it fully."""
    assert game_names(), "no game is registered"
    missing = sorted(set(game_names()) - set(PROBES))
    assert not missing, f"games without conformance probes: {missing}"


def test_every_game_refuses_bad_seats_and_options() -> None:
    """Too few or too many players and unknown options are refused with OptionError in words."""
    for name in game_names():
        game = get_game(name)
        for players in (game.min_players - 1, game.max_players + 1):
            with pytest.raises(OptionError, match=str(players)):
                game.new_state(players, 1)
        with pytest.raises(OptionError, match="no option"):
            game.new_state(game.min_players, 1, {"no-such-option": "x"})
        for option in game.options:
            with pytest.raises(OptionError, match=option.name):
                game.new_state(game.min_players, 1, {option.name: "no-such-value"})


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=2)
@given(seed=SEEDS)
def test_legal_moves_copies_and_outcome(
    name: str, players: int, options: dict[str, str], seed: int
) -> None:
    """Legal moves are unique and stable, copies equal and independent, the outcome complete."""
    game = get_game(name)

    def check(state: State, rng: random.Random) -> None:
        assert state.outcome() is None and not state.is_terminal()
        for player in range(players):
            legal = state.legal_moves(player)
            assert len(set(legal)) == len(legal), f"duplicate legal moves: {legal}"
            assert state.legal_moves(player) == legal
            assert all(isinstance(move, Move) for move in legal)
            # Seats outside the turn may have moves too (nobody waits for them): may_move()
            # names exactly the seats with legal moves, those to act first.
            assert (player in state.may_move()) == bool(legal)
            for move in legal:
                assert game.parse_move(move.text()) == move
        movers = state.may_move()
        assert movers[: len(state.to_act())] == state.to_act()
        assert len(set(movers)) == len(movers)
        twin = state.copy()
        assert twin == state and twin is not state
        assert twin.legal_moves(twin.to_act()[0]) == state.legal_moves(state.to_act()[0])
        before = state.to_dict()
        player, move = _random_move(twin, rng)
        twin.play(player, move)
        assert state.to_dict() == before, "playing on a copy changed the original"
        assert twin != state

    state, moves = _playout(game, players, options, seed, check)
    outcome = state.outcome()
    assert outcome is not None and state.to_act() == ()
    assert all(state.legal_moves(player) == () for player in range(players))
    assert len(outcome.scores) == len(outcome.places) == players
    tie_break = PROBES[name].tie_break
    for player, score in enumerate(outcome.scores):
        better = sum(
            other < score if outcome.lower_is_better else other > score for other in outcome.scores
        )
        place = outcome.places[player]
        if tie_break:
            # Competition places: behind every better score and every tie placed before it.
            ahead = sum(other_place < place for other_place in outcome.places)
            assert place == ahead + 1 and place >= better + 1, f"places {outcome.places}"
            equal = sum(other == score for other in outcome.scores)
            assert place <= better + equal, f"places {outcome.places} for {outcome.scores}"
        else:
            assert place == better + 1, f"places {outcome.places} for {outcome.scores}"
    _refused(state, moves[-1][0], moves[-1][1])


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=2)
@given(seed=SEEDS)
def test_same_seed_and_moves_give_the_same_game(
    name: str, players: int, options: dict[str, str], seed: int
) -> None:
    """Replaying the moves, checked or through the bots' fast apply, gives the same hashes."""
    game = get_game(name)
    hashes: list[str] = []
    state, moves = _playout(
        game,
        players,
        options,
        seed,
        lambda state, _rng: hashes.append(state_hash(state)),
        9,
        sampled=False,
    )
    hashes.append(state_hash(state))
    for fast in (False, True):
        replay = game.new_state(players, seed, options)
        replayed: list[str] = []
        for step, (player, move) in enumerate(moves):
            if step % 9 == 0:
                replayed.append(state_hash(replay))
            if fast:
                replay.apply(player, move)
            else:
                replay.play(player, move)
        replayed.append(state_hash(replay))
        assert replayed == hashes
        assert replay.is_terminal()
    other = game.new_state(players, seed + 1, options)
    assert state_hash(other) != state_hash(game.new_state(players, seed, options))


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=2)
@given(seed=SEEDS)
def test_saves_round_trip_and_continue_identically(
    name: str, players: int, options: dict[str, str], seed: int
) -> None:
    """A state through to_dict, JSON and from_dict is equal and plays on exactly alike."""
    game = get_game(name)

    def check(state: State, rng: random.Random) -> None:
        data = state.to_dict()
        restored = game.state_from_dict(json.loads(json.dumps(data)))
        assert restored == state and state_hash(restored) == state_hash(state)
        assert restored.to_act() == state.to_act()
        assert restored.may_move() == state.may_move()
        original = state.copy()
        follow = random.Random(rng.random())
        while not original.is_terminal():
            player, move = _random_move(original, follow)
            events = original.play(player, move)
            restored_events = restored.play(player, move)
            assert [e.to_dict() for e in restored_events] == [e.to_dict() for e in events]
        assert restored.is_terminal()
        assert state_hash(restored) == state_hash(original)
        assert restored.outcome() == original.outcome()

    state, _moves = _playout(game, players, options, seed, check, every=37)
    check(state, random.Random(seed))


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=2)
@given(seed=SEEDS)
def test_illegal_moves_are_refused_and_change_nothing(
    name: str, players: int, options: dict[str, str], seed: int
) -> None:
    """Wrong seat, another seat's move, no move at all, a move not legal now: all refused."""
    game = get_game(name)
    probes = PROBES[name]
    seen: set[Move] = set()

    def check(state: State, rng: random.Random) -> None:
        acting = state.to_act()
        legal = {player: state.legal_moves(player) for player in range(players)}
        seen.update(move for moves in legal.values() for move in moves)
        some_move = legal[acting[0]][0]
        movers = state.may_move()
        for bystander in set(range(players)) - set(acting):
            _refused(state, bystander, some_move)
        for seat in (-1, players, None, "0", 0.0):
            _refused(state, seat, some_move)
        # Seats that may move outside the turn are probed like those to act.
        for player in movers:
            for other in movers:
                for move in set(legal[other]) - set(legal[player]):
                    _refused(state, player, move)
            for thing in NOT_MOVES:
                _refused(state, player, thing)
            for move in sorted(seen - set(legal[player]), key=str)[:8]:
                _refused(state, player, move)
            for move in probes.illegal_moves(state, player):
                _refused(state, player, move)

    _playout(game, players, options, seed, check, every=5)
    for text in GENERIC_BAD_TEXTS + probes.bad_texts:
        with pytest.raises(IllegalMoveError) as refusal:
            game.parse_move(text)
        assert str(refusal.value).strip()


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=2)
@given(seed=SEEDS)
def test_views_hide_what_they_must(
    name: str, players: int, options: dict[str, str], seed: int
) -> None:
    """Views survive redrawing the hidden parts, show no RNG state, and are JSON-ready; redrawing
    changes what the others see where there are secrets, and only there."""
    game = get_game(name)
    probes = PROBES[name]
    changed_for_others = 0
    secret_states = 0

    def check(state: State, rng: random.Random) -> None:
        nonlocal changed_for_others, secret_states
        secret = probes.has_secrets(state)
        secret_states += secret
        data = state.to_dict()
        assert "rng" in data, "the state's RNG must be saved under 'rng'"
        secret_words = {word for word in _numbers(data["rng"]) if word > 2**20}
        views = {player: state.view(player) for player in [*range(players), None]}
        for view in views.values():
            assert json.loads(json.dumps(view)) == view
            assert "rng" not in set(_keys(view))
            assert not secret_words & set(_numbers(view)), "a view shows the RNG state"
        for player in range(players):
            resampled = state.resample_hidden(player, random.Random(rng.random()))
            twin = probes.hidden_twin(state, player, random.Random(rng.random()))
            for other_state in (resampled, twin):
                assert other_state.view(player) == views[player]
                assert other_state.view(None) == views[None]
                assert other_state.to_act() == state.to_act()
                assert other_state.legal_moves(player) == state.legal_moves(player)
                game.state_from_dict(json.loads(json.dumps(other_state.to_dict())))
            others = [other for other in range(players) if other != player]
            changed = any(resampled.view(other) != views[other] for other in others)
            assert secret or not changed, "resampling changed what nobody hides"
            if secret and not changed and not changed_for_others:
                # One redraw may deal the very same hidden cards again (a hand of one card):
                # a few more redraws tell chance from a resampling that changes nothing.
                for _attempt in range(REDRAWS):
                    again = state.resample_hidden(player, random.Random(rng.random()))
                    if any(again.view(other) != views[other] for other in others):
                        changed = True
                        break
            changed_for_others += changed
        assert state.to_dict() == data, "resampling changed the original"

    _playout(game, players, options, seed, check, every=6)
    if secret_states:
        assert changed_for_others, "resampling never changed anything hidden"


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
def test_corrupt_saves_raise_save_error(name: str, players: int, options: dict[str, str]) -> None:
    """Missing keys, wrong types, garbage and broken consistency: SaveError with a message."""
    game = get_game(name)
    state = game.new_state(players, 11, options)
    rng = random.Random(11)
    for _ in range(7):
        state.play(*_random_move(state, rng))
    data = json.loads(json.dumps(state.to_dict()))
    game.state_from_dict(data)

    def broken(description: str, save: Any) -> None:
        with pytest.raises(SaveError) as refusal:
            game.state_from_dict(save)
        assert str(refusal.value).strip(), f"{description}: SaveError without a message"

    for garbage in (None, [], "garbage", 42, {}, {"game": name}, [data]):
        broken(f"garbage {garbage!r}", garbage)
    for key in data:
        broken(f"missing {key}", {other: value for other, value in data.items() if other != key})
        for garbage in GARBAGE_VALUES:
            broken(f"{key} = {garbage!r}", {**data, key: garbage})
    for description, save in PROBES[name].corrupt_saves(data):
        try:
            broken(description, save)
        except pytest.fail.Exception:
            raise AssertionError(f"corrupt save accepted: {description}") from None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 200) | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=20,
)


@pytest.mark.parametrize("name", game_names())
@settings(max_examples=60)
@given(garbage=JSON)
def test_random_json_is_no_save(name: str, garbage: Any) -> None:
    """Arbitrary JSON never loads and never raises anything but SaveError."""
    with pytest.raises(SaveError):
        get_game(name).state_from_dict(garbage)


@pytest.mark.parametrize(("name", "players", "options"), CONFIGURATIONS)
@settings(max_examples=3)
@given(seed=SEEDS, choices=st.lists(st.integers(0, 2**16), min_size=1, max_size=60))
def test_simultaneous_choices_do_not_depend_on_their_order(
    name: str, players: int, options: dict[str, str], seed: int, choices: list[int]
) -> None:
    """Players acting at the same time may act in any order: the state comes out the same."""
    game = get_game(name)
    state = game.new_state(players, seed, options)
    for choice in choices:
        if state.is_terminal():
            break
        acting = state.to_act()
        picks = [
            (player, state.legal_moves(player)[choice % len(state.legal_moves(player))])
            for player in acting
        ]
        forward, backward = state.copy(), state.copy()
        for player, move in picks:
            forward.play(player, move)
        for player, move in reversed(picks):
            backward.play(player, move)
        assert forward == backward
        state = forward
