"""Opening, starting, continuing and replaying tables: the steps between the menus and a table.

A table scene is made and shown by the app's navigator (app.navigator.table_scene(table) and
show_table, or to_table), which takes only the table. The id its save is kept under is remembered
here, per table object: table_id_of(table) gives it to the scenes that need it (the table scene
saves on leaving, the end table deletes the finished save), and save_table(app, table) writes a
table under its id.

Solo modes (a game's Rekordjagd and Tagesbaustelle, which its client package registers in
game.client.solo_modes) are kept here too: a Tagesbaustelle
starts with the day's seed and becomes the day's attempt when it is the first; when a table of a
recorded mode ends (its last move saved), its result goes into the records, and the end table
tells what it did there (record_lines).
"""

from __future__ import annotations

import datetime
import logging
import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from game.client.bestenliste import record_points
from game.client.games import GAMES, game_entry
from game.client.replays import keep_record
from game.client.solo_modes import SoloMode, daily_seed_of, mode_name, modes_of
from game.client.table_scenes import has_table_scene
from game.client.taler import settle_pot
from game.net.remote_table import RemoteTable
from game.rules.core import OptionError, SaveError
from game.rules.registry import get_game
from game.store.records import DailyResult, RecordBook, RecordResult, RecordsError
from game.store.saves import SavedTable, new_table_id
from game.table.seats import COMPUTER, DEFAULT_TURN_SECONDS, Seat, TableSetup
from game.table.table import Table
from game.taler.words import pot_words
from game.texts import text
from game.texts.catalogue import LANGUAGES, catalogue

if TYPE_CHECKING:
    from game.client.app import App

# The game a quick game falls back to when the last one played cannot be played: the menu's first.
QUICK_GAME_FALLBACK = GAMES[0].name
# A quick game without a remembered set-up: you against this many computers of this strength.
QUICK_GAME_COMPUTERS = 3
QUICK_GAME_STRENGTH = "normal"
TOAST_SECONDS = 6.0
# Seeds stay below 2**63 so that they fit every signed 64-bit field they may be stored in.
SEED_BITS = 63

# The mode words of the solo modes (game.client.solo_modes has each game's). "freie_partie" is
# never stored: a free game is a table without a mode ("").
FREE_MODE = "freie_partie"
RECORD_HUNT = "rekordjagd"
DAILY_SITE = "tagesbaustelle"
RECORD_LIST_SHOWN = 3

_table_ids: WeakKeyDictionary[Table, str] = WeakKeyDictionary()
# What went wrong with a save in a developer's words goes here; the player reads one sentence.
_log = logging.getLogger(__name__)
_record_lines: WeakKeyDictionary[Table, tuple[str, ...]] = WeakKeyDictionary()


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
        tell_not_saved(app, table_id, error)


def tell_not_saved(app: App, table_id: str, error: Exception) -> None:
    """Tells the player in one sentence that a table could not be saved; the details are logged."""
    _log.warning("the table %s could not be saved: %s", table_id, error)
    app.toasts.push(text("launch.not_saved"), TOAST_SECONDS)


def _autosave(app: App, table_id: str) -> Callable[[Table], None]:
    """The on_change of a table: saves it after every move (a failure is told once per table)
    and records the result of a solo mode once its last move is made."""
    told = False

    def save(table: Table) -> None:
        """Writes the table's save file; records a finished table."""
        nonlocal told
        try:
            app.services.saves.save(table_id, table.to_dict())
        except (OSError, SaveError) as error:
            if not told:
                told = True
                tell_not_saved(app, table_id, error)
        if table.is_over and table not in _record_lines:
            record_finished(app, table, table_id)
        if table.is_over:
            keep_record(app, table, table_id)

    return save


# ---- solo modes and their records ---------------------------------------------------------------


def today() -> datetime.date:
    """The calendar day now, on this device (the Tagesbaustelle's day)."""
    return datetime.date.today()


def declared_mode(setup: TableSetup) -> SoloMode | None:
    """The solo mode a set-up names, or None for a free table (or a game without modes)."""
    return modes_of(setup.game).get(setup.mode)


def mode_problem(setup: TableSetup) -> str:
    """Why a set-up breaks the rules of the mode it names, in words; '' when it keeps them."""
    mode = declared_mode(setup)
    if setup.mode and mode is None:
        return f"{setup.game} has no mode '{setup.mode}'"
    if mode is None:
        return ""
    seats = setup.seats
    computers = [seat for seat in seats if not seat.is_human]
    if not seats or not seats[0].is_human or len(seats) - len(computers) != 1:
        return f"in the mode '{mode.id}' one person plays, on the first seat"
    if len(computers) not in mode.computers:
        allowed = " or ".join(str(count) for count in mode.computers)
        return f"in the mode '{mode.id}' {allowed} computers play, not {len(computers)}"
    if any(seat.strength not in mode.strengths for seat in computers):
        return f"in the mode '{mode.id}' the computers play {' or '.join(mode.strengths)}"
    options = setup.option_map()
    if not mode.options_free and any(options.get(name) != value for name, value in mode.options):
        fixed = ", ".join(f"{name}={value}" for name, value in mode.options)
        return f"in the mode '{mode.id}' the options are fixed ({fixed})"
    if not mode.options_free and not mode.clock and setup.turn_seconds is not None:
        return f"the mode '{mode.id}' is played without a clock"
    return ""


def advice_allowed(setup: TableSetup) -> bool:
    """Whether the table's mode lets a person ask for advice (Rat); free tables do."""
    mode = declared_mode(setup)
    return mode is None or mode.advice


def _with_mode_seed(setup: TableSetup) -> TableSetup:
    """A Tagesbaustelle plays the day's seed, so that everyone gets the same card piles today."""
    if setup.mode == DAILY_SITE and declared_mode(setup) is not None:
        seed = daily_seed_of(setup.game, today())
        if seed is not None:
            return replace(setup, seed=seed)
    return setup


def record_book(app: App) -> RecordBook:
    """The records, in the data folder that holds the saves folder."""
    return RecordBook(app.services.saves.folder.parent)


def _tell_record_problems(app: App, book: RecordBook) -> None:
    """Tells the player about a records file that had to be set aside."""
    if book.problems:
        # The store logged what was wrong; the player gets one sentence.
        app.toasts.push(text("chicago_modes.records_damaged"), TOAST_SECONDS)
    book.problems.clear()


def _begin_day(app: App, table: Table, table_id: str) -> None:
    """A Tagesbaustelle started: it becomes the day's attempt when it is the first."""
    book = record_book(app)
    try:
        book.begin_day(table.setup.game, today(), table_id)
    except (OSError, RecordsError) as error:
        _log.warning("the day's attempt could not be recorded: %s", error)
        app.toasts.push(text("chicago_modes.not_recorded"), TOAST_SECONDS)
    _tell_record_problems(app, book)


def record_finished(app: App, table: Table, table_id: str) -> tuple[str, ...]:
    """Records a finished table of a recorded mode kept by its rules, once per table, and keeps
    the lines the end table shows about it (none for other tables)."""
    if table in _record_lines:
        return _record_lines[table]
    outcome = table.outcome()
    mode = declared_mode(table.setup)
    lines: tuple[str, ...] = ()
    if outcome is not None and mode is not None and not mode_problem(table.setup):
        game = table.setup.game
        name, points = table.setup.seats[0].name, outcome.scores[0]
        book = record_book(app)
        try:
            if mode.id == RECORD_HUNT:
                lines = _record_hunt_lines(book.add_record(game, name, points, today(), table_id))
            elif mode.id == DAILY_SITE:
                result = book.finish_day(game, table_id, name, points)
                lines = _daily_lines(mode_name(game, mode.id), result, points)
        except (OSError, RecordsError) as error:
            _log.warning("the result could not be recorded: %s", error)
            lines = (text("chicago_modes.not_recorded"),)
        _tell_record_problems(app, book)
    if outcome is not None:
        _record_points(app, table, table_id)
    # A hot-seat table played for Taler: its pot is paid now, once (see game.client.taler).
    lines += settle_pot(app, table, table_id)
    _record_lines[table] = lines
    return lines


def _record_points(app: App, table: Table, table_id: str) -> None:
    """Puts every person's Bestenliste points of a finished local table into the records."""
    book = record_book(app)
    try:
        record_points(book, table, table_id, today())
    except (OSError, RecordsError) as error:
        _log.warning("the Bestenliste points could not be recorded: %s", error)
        app.toasts.push(text("chicago_modes.not_recorded"), TOAST_SECONDS)
    _tell_record_problems(app, book)


def record_lines(table: Table) -> tuple[str, ...]:
    """What the end table says about the records: 'Neuer Rekord!', the Tagesliste's verdict, and
    the top of the Rekordliste; nothing for a table that was not recorded. A server's table
    played for Taler: who won how much of its pot, once the server paid it."""
    if isinstance(table, RemoteTable):
        return () if table.pot is None else (pot_words(table.pot),)
    return _record_lines.get(table, ())


def _short_day(day: datetime.date) -> str:
    """A day as the end table shows it: '29.11.'."""
    return text("chicago_modes.day", day=day.day, month=day.month)


def _record_hunt_lines(result: RecordResult) -> tuple[str, ...]:
    """The verdict of a Rekordjagd and the top of the Rekordliste."""
    if result.new_record:
        verdict = text("chicago_modes.new_record", points=result.points)
    elif result.rank is not None:
        verdict = text(
            "chicago_modes.record_rank",
            rank=result.rank,
            points=result.points,
            best=result.best_before,
        )
    else:
        verdict = text("chicago_modes.record_missed", points=result.points, best=result.best_before)
    entries = text("chicago_modes.separator").join(
        text(
            "chicago_modes.record_entry",
            rank=rank,
            name=entry.name,
            points=entry.points,
            day=_short_day(entry.day),
        )
        for rank, entry in enumerate(result.entries[:RECORD_LIST_SHOWN], 1)
    )
    return verdict, text("chicago_modes.record_list", entries=entries)


def _daily_lines(mode: str, result: DailyResult | None, points: int) -> tuple[str, ...]:
    """The verdict of a daily challenge (named mode): the result counts, or only the day's first
    attempt did."""
    if result is None:
        return (text("bestenliste.daily_unknown", mode=mode, points=points),)
    day = _short_day(result.day)
    if result.counted:
        return (text("bestenliste.daily_counted", mode=mode, day=day, points=points),)
    first = result.entry.points
    if first is None:
        return (text("bestenliste.daily_not_counted", mode=mode, day=day),)
    return (text("bestenliste.daily_not_counted_first", mode=mode, day=day, first=first),)


# ---- set-ups ------------------------------------------------------------------------------------


def new_seed() -> int:
    """A fresh seed for a new table, from the system's source of randomness."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def human_name(seat: int) -> str:
    """The default name of a person on seat number seat (0-based): "Spieler 1", ..."""
    return text("names.human", seat=seat + 1)


def default_name_number(name: str, key: str = "names.human") -> int | None:
    """The seat number in a default name of the kind key ("names.human": "Spieler 2", "Player
    2"; "names.computer": "Computer 3") in any language, or None for any other name."""
    for language in LANGUAGES:
        prefix, _, suffix = catalogue(language)[key].partition("{seat}")
        number = name[len(prefix) : len(name) - len(suffix)]
        if name.startswith(prefix) and name.endswith(suffix) and number.isdigit():
            return int(number)
    return None


def localized_name(name: str) -> str:
    """A default name in any language ("Spieler 2") as the current language says it ("Player 2");
    a name the player typed stays as it is."""
    number = default_name_number(name)
    return name if number is None else text("names.human", seat=number)


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
    if setup.game != game:
        return None
    # A set-up remembered in another language keeps its typed names but speaks this one's.
    seats = tuple(
        replace(seat, name=localized_name(seat.name)) if seat.is_human else seat
        for seat in setup.seats
    )
    names = [seat.name for seat in seats]
    return replace(setup, seats=seats) if len(set(names)) == len(names) else setup


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
    app.navigator.to_setup(game)


def start_table(app: App, setup: TableSetup, *, replace_top: bool = True) -> Table:
    """Starts a table as set up, saves it, remembers the set-up and shows the table.

    The table's scene replaces the top scene (the set-up or the end table), so that leaving the
    table returns to the menu below; with replace_top=False it goes on top (from the menu).
    OptionError in words, and nothing changes, when the set-up cannot be played.
    """
    setup.validate()
    if not has_table_scene(setup.game):
        raise OptionError(text("launch.no_table_scene", game=game_entry(setup.game).title))
    problem = mode_problem(setup)
    if problem:
        raise OptionError(problem)
    setup = _with_mode_seed(setup)
    table_id = new_table_id()
    table = Table(
        setup, app.services.bots, now=app.services.now, on_change=_autosave(app, table_id)
    )
    _table_ids[table] = table_id
    # The scene first: when it cannot be made, nothing was saved or remembered.
    scene = app.navigator.table_scene(table)
    save_table(app, table)
    _remember(app, setup)
    if setup.mode == DAILY_SITE:
        _begin_day(app, table, table_id)
    app.navigator.show_table(scene, replace_top=replace_top)
    return table


def quick_game_setup(app: App) -> TableSetup:
    """What Schnelle Partie starts: the last game's remembered set-up (the defaults when there
    is none or it is damaged; the fallback game when the last one cannot be played)."""
    game = app.settings.last_game
    if not is_playable(game):
        game = QUICK_GAME_FALLBACK
    return remembered_setup(app, game) or default_setup(game, app.settings.tempo)


def quick_game(app: App) -> Table:
    """Schnelle Partie: at once against the computers, with quick_game_setup's set-up, above
    the menu."""
    return start_table(app, replace(quick_game_setup(app), seed=new_seed()), replace_top=False)


def replay(app: App, setup: TableSetup) -> Table:
    """Nochmal spielen: the same set-up with a new seed, started at once in place of the top."""
    return start_table(app, replace(setup, seed=new_seed()), replace_top=True)


# ---- continuing tables --------------------------------------------------------------------------


def _report_problems(app: App) -> None:
    """Tells the player in one sentence about the saves the store had to set aside, once; what
    was wrong with each goes to the log."""
    problems = app.services.saves.problems
    if not problems:
        return
    for problem in problems:
        _log.warning("%s", problem)
    key = "launch.save_set_aside" if len(problems) == 1 else "launch.saves_set_aside"
    app.toasts.push(text(key, count=len(problems)), TOAST_SECONDS)
    problems.clear()


def _tell_unreadable(app: App, error: OSError) -> None:
    """Tells the player that the saves folder cannot be read now; the details are logged."""
    _log.warning("the saved tables cannot be read: %s", error)
    app.toasts.push(text("launch.saves_unreadable"), TOAST_SECONDS)


def _saved_game(data: dict[str, object]) -> str | None:
    """The game a saved table's data names, or None when it names none."""
    setup = data.get("setup")
    game = setup.get("game") if isinstance(setup, dict) else None
    return game if isinstance(game, str) else None


def saved_tables(app: App) -> list[SavedTable]:
    """Every unfinished saved table that loads, the one played last first ("Weiterspielen").

    Each table has its own save, so starting a new table never hides another one. Saves that do
    not load are set aside and told in one sentence; an unreadable folder is told and lists none.
    """
    try:
        found = app.services.saves.unfinished()
    except OSError as error:
        _tell_unreadable(app, error)
        return []
    _report_problems(app)
    return found


def has_table_to_continue(app: App) -> bool:
    """Whether an unfinished saved table waits, so that the menu offers "Weiterspielen"."""
    return bool(saved_tables(app))


def open_saved_tables(app: App) -> None:
    """Shows the list of saved tables to continue or delete one ("Weiterspielen")."""
    app.navigator.to_saved_tables()


def continue_table(app: App, table_id: str, *, replace_top: bool = False) -> Table | None:
    """Shows this saved table exactly where it was, above the top scene (or in its place).

    A save that does not load is set aside and told in one sentence; None, with a message, when
    the table cannot be continued.
    """
    saves = app.services.saves
    try:
        if table_id not in saves.table_ids():
            app.toasts.push(text("launch.table_gone"), TOAST_SECONDS)
            return None
        data = saves.load(table_id)
    except OSError as error:
        _tell_unreadable(app, error)
        return None
    except SaveError as error:
        saves.problems.append(error)
        _report_problems(app)
        return None
    game = _saved_game(data)
    if game is not None and not is_playable(game):
        title = game_entry(game).title if game in _known_games() else game
        app.toasts.push(text("launch.no_table_scene", game=title), TOAST_SECONDS)
        return None
    try:
        table = Table.from_dict(
            data, app.services.bots, now=app.services.now, on_change=_autosave(app, table_id)
        )
    except (SaveError, OptionError) as error:
        saves.problems.append(saves.set_aside(table_id, str(error)))
        _report_problems(app)
        return None
    _table_ids[table] = table_id
    app.navigator.to_table(table, replace_top=replace_top)
    return table


def delete_table(app: App, table_id: str) -> bool:
    """Deletes a saved table for good; a disk problem is told in one sentence (and logged)."""
    try:
        app.services.saves.delete(table_id)
    except (OSError, SaveError) as error:
        _log.warning("the saved table %s could not be deleted: %s", table_id, error)
        app.toasts.push(text("saved_tables.not_deleted"), TOAST_SECONDS)
        return False
    return True


def _known_games() -> tuple[str, ...]:
    """The names of the suite's games (playable or coming)."""
    return tuple(entry.name for entry in GAMES)
