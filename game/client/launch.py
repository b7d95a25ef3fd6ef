"""Opening, starting, continuing and replaying tables: the steps between the menus and a table.

A table scene is made by game.client.table_scenes.table_scene(app, table), which takes only the
table. The id its save is kept under is remembered here, per table object: table_id_of(table)
gives it to the scenes that need it (the table scene saves on leaving, the end table deletes the
finished save), and save_table(app, table) writes a table under its id.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from game.client.games import GAMES, game_entry
from game.client.table_scenes import has_table_scene, table_scene
from game.rules.core import OptionError, SaveError
from game.rules.registry import get_game
from game.store.saves import new_table_id
from game.table.seats import COMPUTER, DEFAULT_TURN_SECONDS, Seat, TableSetup
from game.table.table import Table
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

# The game a quick game falls back to when the last one played cannot be played.
QUICK_GAME_FALLBACK = "speedstocks"
# A quick game without a remembered set-up: you against this many computers of this strength.
QUICK_GAME_COMPUTERS = 3
QUICK_GAME_STRENGTH = "normal"
TOAST_SECONDS = 6.0
# Seeds stay below 2**63 so that they fit every signed 64-bit field they may be stored in.
SEED_BITS = 63

_table_ids: WeakKeyDictionary[Table, str] = WeakKeyDictionary()


# ---- table ids and saving -----------------------------------------------------------------------


def table_id_of(table: Table) -> str | None:
    """The id a table is saved under, or None for a table that was not started here."""
    return _table_ids.get(table)


def save_table(app: App, table: Table) -> None:
    """Saves a table under its id now; a disk problem is shown in words, never a crash."""
    table_id = table_id_of(table)
    if table_id is None:
        return
    try:
        app.services.saves.save(table_id, table.to_dict())
    except (OSError, SaveError) as error:
        app.toasts.push(text("launch.not_saved", problem=str(error)), TOAST_SECONDS)


def _autosave(app: App, table_id: str) -> Callable[[Table], None]:
    """The on_change of a table: saves it after every move; a failure is told once per table."""
    told = False

    def save(table: Table) -> None:
        """Writes the table's save file."""
        nonlocal told
        try:
            app.services.saves.save(table_id, table.to_dict())
        except (OSError, SaveError) as error:
            if not told:
                told = True
                app.toasts.push(text("launch.not_saved", problem=str(error)), TOAST_SECONDS)

    return save


# ---- set-ups ------------------------------------------------------------------------------------


def new_seed() -> int:
    """A fresh seed for a new table, from the system's source of randomness."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def human_name(seat: int) -> str:
    """The default name of a person on seat number seat (0-based): "Spieler 1", ..."""
    return text("names.human", seat=seat + 1)


def computer_name(seat: int) -> str:
    """The name of a computer on seat number seat (0-based): "Computer 2", ..."""
    return text("names.computer", seat=seat + 1)


def default_setup(game: str, tempo: str = "normal") -> TableSetup:
    """You against three normal computers (fewer or more where the game needs it), the game's
    default options and a two-minute clock; the seed is 0 until the table starts."""
    rules = get_game(game)
    seats_count = min(rules.max_players, max(rules.min_players, 1 + QUICK_GAME_COMPUTERS))
    seats = (Seat(human_name(0)),) + tuple(
        Seat(computer_name(number), COMPUTER, QUICK_GAME_STRENGTH)
        for number in range(1, seats_count)
    )
    options = {option.name: option.default for option in rules.options}
    return TableSetup(game, seats, options, 0, DEFAULT_TURN_SECONDS, tempo)


def remembered_setup(app: App, game: str) -> TableSetup | None:
    """The set-up last started for this game, or None when there is none or it is damaged."""
    data = app.settings.last_setups.get(game)
    if data is None:
        return None
    try:
        setup = TableSetup.from_dict(data)
    except (SaveError, OptionError):
        return None
    return setup if setup.game == game else None


def _remember(app: App, setup: TableSetup) -> None:
    """Keeps the set-up as the game's last one and the game as the last played."""
    setups = dict(app.settings.last_setups)
    setups[setup.game] = setup.to_dict()
    app.change_settings(last_setups=setups, last_game=setup.game)


def is_playable(game: str) -> bool:
    """Whether a table of this game can be opened: it belongs to the suite and has a scene."""
    try:
        return game_entry(game).playable
    except ValueError:
        return False


# ---- starting tables ----------------------------------------------------------------------------


def open_setup(app: App, game: str) -> None:
    """Shows the set-up of a new table for this game ("Tisch eröffnen")."""
    from game.client.scenes.setup_scene import SetupScene

    app.push(SetupScene(app, game))


def start_table(app: App, setup: TableSetup, *, replace_top: bool = True) -> Table:
    """Starts a table as set up, saves it, remembers the set-up and shows the table.

    The table's scene replaces the top scene (the set-up or the end table), so that leaving the
    table returns to the menu below; with replace_top=False it goes on top (from the menu).
    OptionError in words, and nothing changes, when the set-up cannot be played.
    """
    setup.validate()
    if not has_table_scene(setup.game):
        raise OptionError(text("launch.no_table_scene", game=game_entry(setup.game).title))
    table_id = new_table_id()
    table = Table(
        setup, app.services.bots, now=app.services.now, on_change=_autosave(app, table_id)
    )
    _table_ids[table] = table_id
    # The scene first: when it cannot be made, nothing was saved or remembered.
    scene = table_scene(app, table)
    save_table(app, table)
    _remember(app, setup)
    _show(app, scene, replace_top)
    return table


def _show(app: App, scene: Scene, replace_top: bool) -> None:
    """Shows a table's scene in place of the top scene or above it."""
    if replace_top and app.scenes:
        app.replace(scene)
    else:
        app.push(scene)


def quick_game(app: App) -> Table:
    """Schnelle Partie: at once against the computers, with the last game's remembered set-up
    (the defaults when there is none or it is damaged), above the menu."""
    game = app.settings.last_game
    if not is_playable(game):
        game = QUICK_GAME_FALLBACK
    setup = remembered_setup(app, game) or default_setup(game, app.settings.tempo)
    return start_table(app, replace(setup, seed=new_seed()), replace_top=False)


def replay(app: App, setup: TableSetup) -> Table:
    """Nochmal spielen: the same set-up with a new seed, started at once in place of the top."""
    return start_table(app, replace(setup, seed=new_seed()), replace_top=True)


# ---- continuing tables --------------------------------------------------------------------------


def _report_problems(app: App) -> None:
    """Tells the player about every save the store had to set aside, once."""
    problems = app.services.saves.problems
    for problem in problems:
        app.toasts.push(text("launch.save_set_aside", problem=str(problem)), TOAST_SECONDS)
    problems.clear()


def _saved_game(data: dict[str, object]) -> str | None:
    """The game a saved table's data names, or None when it names none."""
    setup = data.get("setup")
    game = setup.get("game") if isinstance(setup, dict) else None
    return game if isinstance(game, str) else None


def has_table_to_continue(app: App) -> bool:
    """Whether an unfinished saved table of a playable game can be continued ("Weiterspielen")."""
    try:
        found = app.services.saves.latest()
    except OSError as error:
        app.toasts.push(text("launch.saves_unreadable", problem=str(error)), TOAST_SECONDS)
        return False
    _report_problems(app)
    if found is None:
        return False
    game = _saved_game(found[1])
    return game is not None and is_playable(game)


def continue_table(app: App) -> Table | None:
    """Shows the latest unfinished saved table exactly where it was, above the menu.

    A save that does not load is set aside and reported in words, and the next one is tried;
    None (with a message) when there is nothing to continue.
    """
    saves = app.services.saves
    for _attempt in range(len(saves.table_ids()) + 1):
        try:
            found = saves.latest()
        except OSError as error:
            app.toasts.push(text("launch.saves_unreadable", problem=str(error)), TOAST_SECONDS)
            return None
        _report_problems(app)
        if found is None:
            break
        table_id, data = found
        game = _saved_game(data)
        if game is not None and not is_playable(game) and game in _known_games():
            app.toasts.push(
                text("launch.no_table_scene", game=game_entry(game).title), TOAST_SECONDS
            )
            return None
        try:
            table = Table.from_dict(
                data, app.services.bots, now=app.services.now, on_change=_autosave(app, table_id)
            )
        except (SaveError, OptionError) as error:
            problem = saves.set_aside(table_id, str(error))
            app.toasts.push(text("launch.save_set_aside", problem=str(problem)), TOAST_SECONDS)
            continue
        _table_ids[table] = table_id
        _show(app, table_scene(app, table), replace_top=False)
        return table
    app.toasts.push(text("launch.nothing_to_continue"), TOAST_SECONDS)
    return None


def _known_games() -> tuple[str, ...]:
    """The names of the suite's games (playable or coming)."""
    return tuple(entry.name for entry in GAMES)
