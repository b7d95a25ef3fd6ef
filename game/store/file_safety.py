"""Files that survive crashes and damage: written atomically, and set aside (never deleted) when
they cannot be read, so that the player can still look at what was there."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any


def write_atomically(path: Path, text: str) -> None:
    """Writes the text so that a crash leaves the old file or the new one, never half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix="." + path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def move_into(folder: Path, path: Path) -> Path:
    """Moves a file into the folder under its own name, or 'name-2', 'name-3', ... where that is
    taken; returns where it went."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{path.stem}-{number}{path.suffix}"
    os.replace(path, target)
    return target


def set_aside_beside(path: Path, reason: str, suffix: str) -> str:
    """Renames a damaged file to 'name<suffix>' (or '-2', '-3', ...) beside it and says so in
    words; where even that fails, the words name the reason alone."""
    aside = path.with_name(path.name + suffix)
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.name}{suffix}-{number}")
    try:
        os.replace(path, aside)
    except OSError:
        return f"{path.name}: {reason}"
    return f"{path.name}: {reason} (kept as {aside.name})"


def read_checked_json(
    path: Path,
    check: Callable[[Any], None],
    unreadable: Callable[[OSError], Exception],
    suffix: str,
) -> tuple[Any, str | None]:
    """The file's JSON data once check() accepts it: (None, None) where there is no file,
    (None, the problem in words) where it was damaged and has been set aside beside itself.

    check raises ValueError (or a subclass) in words; a file that cannot be read at all raises
    what unreadable makes of the OSError, and stays where it is.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as error:
        raise unreadable(error) from None
    try:
        data = json.loads(raw.decode("utf-8"))
        check(data)
    except (UnicodeDecodeError, ValueError) as error:  # JSON errors and the check's own
        return None, set_aside_beside(path, str(error), suffix)
    return data, None
