"""What a table's info windows are about, as the info host sees it: the host compares targets by
identity (a window stays while the same thing is under the pointer), so a table words each thing
as a key (('row', 2, 3, ...)) and keeps one object per equal key."""

from __future__ import annotations

Key = tuple[object, ...]


class InfoTargets:
    """One object per equal key, forgotten all at once when more than kept are held (a table
    makes a few hundred keys at most between two changes of its board)."""

    def __init__(self, kept: int) -> None:
        if kept < 1:
            raise ValueError(f"an info target memory must keep at least 1 key, not {kept}")
        self.kept = kept
        self._known: dict[Key, Key] = {}

    def same(self, key: Key) -> Key:
        """The one object for this key: the one handed out before for an equal key, if kept."""
        if len(self._known) > self.kept:
            self._known.clear()
        return self._known.setdefault(key, key)

    def __len__(self) -> int:
        return len(self._known)
