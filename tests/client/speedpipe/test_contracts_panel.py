"""The own contracts at the foot of the table: open ones first, each with a tile of its own in
two columns as long as they fit; beyond that the fulfilled ones share the last tile."""

from __future__ import annotations

from game.client.scenes.tables.speedpipe import layout
from game.client.scenes.tables.speedpipe.contracts_panel import (
    capacity,
    contract_rects,
    contract_tiles,
)

CAPACITY = capacity(layout.CONTRACTS_RECT)


def test_open_contracts_come_first_and_every_tile_lies_in_the_panel() -> None:
    held = [4, 9, 12, 20]
    tiles, done, more = contract_tiles(held, {9: 100, 20: 110}, CAPACITY)
    assert tiles == [4, 12, 9, 20] and (done, more) == (0, 0)
    for count in range(1, CAPACITY + 1):
        rects = contract_rects(layout.CONTRACTS_RECT, count)
        assert len(rects) == count
        assert all(layout.CONTRACTS_RECT.contains(rect) for rect in rects)
        assert len({rect.x for rect in rects}) <= 2
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_many_contracts_share_the_last_tile() -> None:
    held = list(range(14))
    fulfilled = {contract: 100 for contract in range(0, 14, 3)}
    assert CAPACITY >= 10
    tiles, done, more = contract_tiles(held, fulfilled, CAPACITY)
    open_ones = [contract for contract in held if contract not in fulfilled]
    assert tiles == open_ones[: CAPACITY - 1]
    assert done == len(fulfilled) and more == len(open_ones) - len(tiles)
    assert len(tiles) + 1 == CAPACITY
