"""The words of the build preview: what a hotel, a renovation or a factory would do now, in short
lines for the overview and in whole sentences when one build has the focus. The player the
preview is for is addressed as "du"; the others by name."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.tycoon.board import CITIES
from game.rules.tycoon.forecast import (
    ALREADY_BUILT,
    CHAIN_FULL,
    NO_CASH,
    NOT_YOUR_TURN,
    WHERE_AIRBORNE,
    WHERE_HOME,
    BuildPreview,
    FactoryPreview,
    HotelPreview,
    Majority,
    RenovationPreview,
)
from game.texts import text

# How a line is drawn: plain text, muted (a fact on the side), good news, bad news, a refusal.
PLAIN = "plain"
MUTED = "muted"
GOOD = "good"
BAD = "bad"
REFUSED = "refused"
# The refusals that stand for every build alike.
TURN_REASONS = frozenset({ALREADY_BUILT, NOT_YOUR_TURN})
# The focus a preview may have: all builds, or one of them.
HOTEL = "hotel"
RENOVATE = "renovate"
FACTORY = "factory"


@dataclass(frozen=True)
class PreviewLine:
    """One line of the preview and how it is drawn (PLAIN, MUTED, GOOD, BAD, REFUSED)."""

    text: str
    tone: str = PLAIN


@dataclass(frozen=True)
class PreviewWords:
    """The preview in words: a title, the hotel's and the renovation's lines, and the lines of
    each factory site; focused: only the build in focus, in whole sentences. notice: why no
    build at all can be made now (this turn's build made, not the player's turn), said once
    instead of under every build in the overview."""

    title: str
    hotel: tuple[PreviewLine, ...]
    renovation: tuple[PreviewLine, ...]
    factories: tuple[tuple[PreviewLine, ...], ...]
    focused: bool
    notice: tuple[PreviewLine, ...] = ()


def _t(key: str, **values: object) -> str:
    """A text of the preview's part of the catalogue."""
    return text(f"tycoon.preview.{key}", **values)


def money(amount: int) -> str:
    """'5 Mio.'."""
    return _t("money", amount=amount)


def signed(amount: int) -> str:
    """'+4', '−2' or '±0' (a real minus sign)."""
    if amount > 0:
        return f"+{amount}"
    if amount < 0:
        return f"\u2212{-amount}"
    return "\u00b10"


def who(player: int, me: int, names: Sequence[str]) -> str:
    """'du' for the preview's own player, else the name."""
    return _t("you") if player == me else names[player]


def _named(key: str, player: int, me: int, names: Sequence[str], **values: object) -> str:
    """The text of key naming a player, or of key_you when it is the preview's own player (the
    sentence changes with "du", not only the name)."""
    if player == me:
        return _t(f"{key}_you", **values)
    return _t(key, name=names[player], **values)


def parse_focus(focus: str | None) -> tuple[str | None, int]:
    """The focus as (part, site): ('hotel', -1), ('factory', 1), (None, -1) for all; refused in
    words when it names no build."""
    if focus is None:
        return None, -1
    if focus in (HOTEL, RENOVATE):
        return focus, -1
    head, _, site = focus.partition(":")
    if head == FACTORY and site.isdigit():
        return FACTORY, int(site)
    raise ValueError(f"'{focus}' is no focus of the build preview (hotel, renovate, factory:N)")


def title(preview: BuildPreview) -> str:
    """Where the build would happen, or why nothing can be built where the plane is."""
    if preview.where == WHERE_HOME:
        return _t("title_home")
    city = CITIES[preview.city].name
    if preview.where == WHERE_AIRBORNE:
        return _t("title_airborne", city=city)
    price = CITIES[preview.city].landing_prices[preview.place]
    return _t("title", city=city, place=preview.place + 1, price=price)


def reason(code: str, cash: int, whole: bool = True) -> str:
    """Why a build cannot be made now: a sentence, or (whole False) a few words."""
    if not whole:
        return _t(f"why_short.{code}")
    if code == NO_CASH:
        return _t("why.cash", cash=cash)
    return _t(f"why.{code}")


def majority_words(before: Majority, after: Majority, me: int, names: Sequence[str]) -> str:
    """How the city's majority changes for the player (or who keeps it)."""
    was, now = before.rank_of(me), after.rank_of(me)
    if now == 0 and was == 0:
        return _t("majority.keep_first")
    if now == 0:
        if before.first >= 0:
            return _t("majority.take_first", name=names[before.first])
        return _t("majority.first")
    if was == 0:
        return _t("majority.lose_first", name=names[after.first])
    if now == 1 and was == 1:
        return _t("majority.keep_second")
    if now == 1:
        if before.second >= 0:
            return _t("majority.take_second", name=names[before.second])
        return _t("majority.second")
    if after.first < 0:
        return _t("majority.nobody")
    if after.first != before.first and before.first >= 0:
        return _t(
            "majority.moves",
            before=who(before.first, me, names),
            after=who(after.first, me, names),
        )
    return _named("majority.stays", after.first, me, names)


def income_words(change: Sequence[int], me: int, names: Sequence[str]) -> str:
    """'Zahltag jetzt: du +4, Anna −2' — the player first, then whoever else it changes."""
    parts = [f"{_t('you')} {signed(change[me])}"]
    parts += [
        f"{names[player]} {signed(delta)}"
        for player, delta in enumerate(change)
        if delta and player != me
    ]
    return _t("income", changes=", ".join(parts))


def victim_words(hotel: HotelPreview, me: int, names: Sequence[str]) -> str:
    """What the red field does: whose hotel from which field goes to the Stadtbild."""
    if hotel.victim is None:
        return _t("red_nobody")
    field, owner = hotel.victim
    return _named("red_victim", owner, me, names, field=field + 1)


def _tone(change: int) -> str:
    """Good news for a gain, bad for a loss."""
    return GOOD if change > 0 else BAD if change < 0 else MUTED


def hotel_lines(
    hotel: HotelPreview, me: int, names: Sequence[str], cash: int, whole: bool
) -> tuple[PreviewLine, ...]:
    """The hotel's lines: price and field (and the red field), the majority, the payday change,
    why not; whole: in sentences with the city's amounts before and after."""
    lines: list[PreviewLine] = []
    tone = PLAIN if hotel.affordable else MUTED
    head = _t("hotel", price=hotel.price, field=hotel.field + 1)
    if whole:
        lines.append(PreviewLine(_t("hotel_whole", price=hotel.price, field=hotel.field + 1), tone))
        red = victim_words(hotel, me, names) if hotel.red else _t("not_red")
        lines.append(PreviewLine(red, BAD if hotel.red else MUTED))
    else:
        if hotel.red:
            head = _t("hotel_red", head=head, victim=_short_victim(hotel, me, names))
        lines.append(PreviewLine(head, BAD if hotel.red and hotel.affordable else tone))
    majority = majority_words(hotel.before, hotel.after, me, names)
    lines.append(PreviewLine(majority, tone))
    if whole:
        lines.append(
            PreviewLine(
                _t(
                    "amounts",
                    first=hotel.after.first_amount,
                    second=hotel.after.second_amount,
                    first_before=hotel.before.first_amount,
                    second_before=hotel.before.second_amount,
                ),
                MUTED,
            )
        )
    lines.append(
        PreviewLine(income_words(hotel.income_change, me, names), _tone(hotel.income_change[me]))
    )
    if not hotel.affordable:
        lines.append(PreviewLine(reason(hotel.why_not, cash, whole), REFUSED))
    return tuple(lines)


def _short_victim(hotel: HotelPreview, me: int, names: Sequence[str]) -> str:
    """'Hotel von Anna' or 'dein Hotel' for the short red-field words; 'niemand' when nobody
    goes."""
    if hotel.victim is None:
        return _t("nobody")
    return _named("victim", hotel.victim[1], me, names)


def renovation_lines(
    renovation: RenovationPreview, me: int, names: Sequence[str], cash: int, whole: bool
) -> tuple[PreviewLine, ...]:
    """The renovation's lines: the field it takes for free, the majority, the payday change,
    why not."""
    if renovation.why_not == CHAIN_FULL:
        # A full chain takes no hotel back; the field would be none of its fields.
        return (PreviewLine(reason(CHAIN_FULL, cash), REFUSED),) if whole else ()
    tone = PLAIN if renovation.possible else MUTED
    change = renovation.income_change
    if whole:
        head = _t("renovate_whole", field=renovation.field + 1, waiting=renovation.waiting)
        lines = [
            PreviewLine(head, tone),
            PreviewLine(majority_words(renovation.before, renovation.after, me, names), tone),
            PreviewLine(income_words(change, me, names), _tone(change[me])),
        ]
    else:
        head = _t("renovate", field=renovation.field + 1, change=signed(change[me]))
        lines = [PreviewLine(head, tone)]
    if not renovation.possible:
        lines.append(PreviewLine(reason(renovation.why_not, cash, whole), REFUSED))
    return tuple(lines)


def factory_lines(
    site: FactoryPreview, me: int, names: Sequence[str], cash: int, whole: bool
) -> tuple[PreviewLine, ...]:
    """A factory site's lines: its price and what a factory there pays now, or its owner; why
    not."""
    number = site.site + 1
    tone = PLAIN if site.affordable else MUTED
    if whole:
        if site.free:
            head = _t("site_free_whole", site=number, price=site.price, value=site.value)
        else:
            head = _named("site_owned_whole", site.owner, me, names, site=number, value=site.value)
        lines = [PreviewLine(head, tone), PreviewLine(_t("site_rule"), MUTED)]
    elif site.free:
        lines = [
            PreviewLine(_t("site", site=number, price=site.price), tone),
            PreviewLine(_t("site_value", value=site.value), tone),
        ]
    else:
        lines = [
            PreviewLine(_named("site_owner", site.owner, me, names, site=number), MUTED),
            PreviewLine(_t("site_value", value=site.value), MUTED),
        ]
    if not site.affordable and site.free:
        lines.append(PreviewLine(reason(site.why_not, cash, whole), REFUSED))
    return tuple(lines)


def preview_words(
    preview: BuildPreview, names: Sequence[str], focus: str | None = None
) -> PreviewWords:
    """The preview in words; focus 'hotel', 'renovate' or 'factory:N' keeps only that build, in
    whole sentences (None: every build, short)."""
    part, number = parse_focus(focus)
    me, cash, whole = preview.player, preview.cash, part is not None
    hotel: tuple[PreviewLine, ...] = ()
    renovation: tuple[PreviewLine, ...] = ()
    factories: list[tuple[PreviewLine, ...]] = []
    if preview.hotel is not None and part in (None, HOTEL):
        hotel = hotel_lines(preview.hotel, me, names, cash, whole)
    elif preview.full and part in (None, HOTEL):
        hotel = (PreviewLine(_t("full"), MUTED),)
    if preview.renovation is not None and part in (None, RENOVATE):
        renovation = renovation_lines(preview.renovation, me, names, cash, whole)
    elif part == RENOVATE and preview.where not in (WHERE_HOME, WHERE_AIRBORNE):
        renovation = (PreviewLine(_t("why.none_waiting"), REFUSED),)
    for site in preview.factories:
        if part is None or (part == FACTORY and site.site == number):
            factories.append(factory_lines(site, me, names, cash, whole))
    code = turn_reason(preview)
    if part is not None or not code:
        return PreviewWords(title(preview), hotel, renovation, tuple(factories), whole)
    return PreviewWords(
        title(preview),
        _unrefused(hotel),
        _unrefused(renovation),
        tuple(_unrefused(lines) for lines in factories),
        whole,
        (PreviewLine(reason(code, cash), REFUSED),),
    )


def turn_reason(preview: BuildPreview) -> str:
    """Why no build can be made now whatever it is (the build of this turn made, or not the
    player's turn); '' when each build answers for itself."""
    parts: list[HotelPreview | RenovationPreview | FactoryPreview | None] = [
        preview.hotel,
        preview.renovation,
        *preview.factories,
    ]
    for found in parts:
        if found is not None and found.why_not in TURN_REASONS:
            return found.why_not
    return ""


def _unrefused(lines: tuple[PreviewLine, ...]) -> tuple[PreviewLine, ...]:
    """The lines without their refusals."""
    return tuple(line for line in lines if line.tone != REFUSED)
