"""The three strengths as data: how wide and deep each plans, and what it weighs in a position."""

from __future__ import annotations

from dataclasses import dataclass

# Whom a position is weighed against.
SELF_ONLY = "self"  # only the own points: easy thinks of itself
SHARE = "share"  # a share of every opponent's points: normal watches the others
BEST_OPPONENT = "best"  # own standing less the strongest opponent's: strong plays to win

# What a card in hand is worth while there are turns left to play it, in points of a scoring.
CARD_VALUES: dict[str, float] = {
    "kletterseil": 2.5,
    "schraegzug": 2.0,
    "treppenhaus": 2.0,
    "hebebuehne": 4.0,
    "sonderlieferung": 3.0,
    "anwerbung": 4.0,
    "pressefoto": 1.5,
    "ueberstunden": 2.0,
    "doppelschicht": 1.75,
    "abrisstrupp": 1.5,
}
# What an action point of a later turn is worth, in points (a Doppelschicht's rest costs one).
ACTION_POINT_VALUE = 0.75


@dataclass(frozen=True)
class Weights:
    """What a position is worth beyond the own points at a scoring now (all in points).

    climb: per base-area unit of a house where an own top foreman can step up next turn;
    growth: per floor of an own top foreman and ground site where its house can still grow
    (growth_cap sites counted at most per house);
    foreman: per own foreman on the site; reserve: per reserve foreman with a blue field for it;
    reach: per base-area unit of a house without an own foreman but within two fields of one;
    floor: per floor left on the stacks after the turn; cards: factor on CARD_VALUES;
    opponents: the weight of the others' points; against: SELF_ONLY, SHARE or BEST_OPPONENT.
    """

    climb: float = 0.0
    growth: float = 0.0
    growth_cap: int = 2
    foreman: float = 0.0
    reserve: float = 0.0
    reach: float = 0.0
    floor: float = 0.05
    cards: float = 0.3
    opponents: float = 0.0
    against: str = SELF_ONLY


@dataclass(frozen=True)
class Profile:
    """How one strength plans a turn.

    widths: the beam width of each planning pass (a narrow pass first keeps a whole plan ready
    when the clock runs short); depth: most steps in a plan; abrisstrupp: how many lifted stones
    it tries to set elsewhere; noise: random points added to every position weighed;
    think_ms and iterations: its own budget per whole turn (positions weighed).
    """

    widths: tuple[int, ...]
    depth: int
    abrisstrupp: int
    noise: float
    think_ms: float
    iterations: int
    weights: Weights


EASY = Profile(
    widths=(2,),
    depth=3,
    abrisstrupp=0,
    noise=1.0,
    think_ms=60.0,
    iterations=600,
    weights=Weights(),
)

NORMAL = Profile(
    widths=(1, 6),
    depth=7,
    abrisstrupp=2,
    noise=0.0,
    think_ms=350.0,
    iterations=3000,
    weights=Weights(
        climb=0.5,
        growth=0.5,
        foreman=1.5,
        reserve=0.5,
        reach=0.3,
        floor=1.0,
        cards=1.0,
        opponents=0.4,
        against=SHARE,
    ),
)

STRONG = Profile(
    widths=(1, 16),
    depth=8,
    abrisstrupp=4,
    noise=0.0,
    think_ms=1200.0,
    iterations=30000,
    weights=Weights(
        climb=0.5,
        growth=0.5,
        foreman=1.5,
        reserve=0.5,
        reach=0.3,
        floor=1.0,
        cards=1.0,
        opponents=1.0,
        against=BEST_OPPONENT,
    ),
)
