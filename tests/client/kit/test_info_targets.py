"""The table kit's info targets: equal keys become the same object, so that the info host keeps
a window open while the same thing stays under the pointer."""

from __future__ import annotations

import pytest

from game.client.scenes.tables.kit.info_targets import InfoTargets


def key(*parts: object) -> tuple[object, ...]:
    """A key as a new object (a literal tuple could be one constant shared by the test)."""
    return tuple(list(parts))


def test_equal_keys_give_the_same_object_and_different_keys_do_not() -> None:
    targets = InfoTargets(8)
    # Keys built anew each time, as a table builds them for each frame.
    first = targets.same(key("row", 1, 2))
    again = targets.same(key("row", 1, 2))
    other = targets.same(key("row", 1, 3))
    assert again is first
    assert other is not first and other == ("row", 1, 3)


def test_the_memory_is_forgotten_once_it_holds_more_than_it_keeps() -> None:
    targets = InfoTargets(2)
    first = targets.same(key("hand", 1))
    targets.same(key("hand", 2))
    assert targets.same(key("hand", 1)) is first
    targets.same(key("hand", 3))
    assert len(targets) == 3
    targets.same(key("hand", 4))
    assert len(targets) == 1
    assert targets.same(key("hand", 1)) is not first


def test_a_memory_that_keeps_nothing_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        InfoTargets(0)
