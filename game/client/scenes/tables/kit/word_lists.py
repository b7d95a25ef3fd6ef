"""Counted words and lists in the current language, for the tables' info windows: '1 Hotel' or
'3 Hotels' by a key's '_one' form, and 'A, B und C' naming at most so many, then how many more."""

from __future__ import annotations

from collections.abc import Sequence

from game.texts import template, text


def counted(key: str, count: int, **values: object) -> str:
    """The text of key for a count: its '_one' form for exactly one where there is one."""
    if count == 1:
        try:
            template(f"{key}_one")
        except KeyError:
            pass
        else:
            return text(f"{key}_one", count=count, **values)
    return text(key, count=count, **values)


def joined_at_most(words: Sequence[str], most: int, more_key: str) -> str:
    """Words joined as a list in the current language ('A, B und C'), at most `most` of them
    and then how many more, in the words of more_key (given the count)."""
    shown = list(words[:most])
    if len(words) > most:
        shown.append(text(more_key, count=len(words) - most))
    if len(shown) < 2:
        return "".join(shown)
    return text("list.and", first=", ".join(shown[:-1]), last=shown[-1])
