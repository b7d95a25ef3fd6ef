"""The info windows of the site: the house, foreman or photographer under the pointer, with who
gets how many points there at a scoring now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.speedchicago.track import ScoreTrack
from game.client.site3d.geometry import PICK_FIELD, PICK_FIGURE, PICK_FLOOR, PICK_NOTHING
from game.client.widgets import InfoContent
from game.client.widgets.info import Point
from game.rules.speedchicago.houses import NO_HOUSE, Houses, find_houses
from game.rules.speedchicago.scoring import CompanyScoring, company_scoring
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.state import PHOTOGRAPHER
from game.rules.speedchicago.tables import PHOTO_BONUS, PHOTO_FLOOR
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# Identities for the info host, forgotten when there are many.
IDENTITIES_KEPT = 256


class SiteInfo:
    """Finds what lies under a point of the site and words its info window; the score track,
    while it shows, covers the site and has none."""

    def __init__(self, scene: SpeedchicagoScene, track: ScoreTrack) -> None:
        self.scene = scene
        self.track = track
        self._targets = InfoTargets(IDENTITIES_KEPT)

    def under(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The house, foreman or photographer under pos with its info window, or None."""
        scene = self.scene
        if not scene.site.rect.collidepoint(pos) or scene.widgets.widget_at(pos) is not None:
            return None
        if scene.site.look is None or scene.view_data is None:
            return None
        if scene.track_view and self.track.rect().collidepoint(pos):
            return None
        pick = scene.site.pick(pos)
        if pick.kind == PICK_NOTHING or pick.field < 0:
            return None
        board = scene.board
        state = (tuple(board.heights), tuple(board.figures))
        figure = board.figures[pick.field]
        if pick.kind == PICK_FIGURE and figure == PHOTOGRAPHER:
            key = ("photographer", pick.field, state)
            return self._targets.same(key), self.photographer_info()
        if pick.kind == PICK_FIGURE and figure >= 0:
            key = ("foreman", pick.field, state)
            return self._targets.same(key), self.foreman_info(pick.field)
        if pick.kind in (PICK_FIELD, PICK_FLOOR) and board.heights[pick.field] > 0:
            content = self.house_info(pick.field)
            if content is not None:
                return self._targets.same(("house", pick.field, state)), content
        return None

    def _scorings(self) -> tuple[Houses, list[CompanyScoring]]:
        """The houses and every company's scoring as the site is shown now."""
        scene = self.scene
        board = scene.board
        view = scene.view_data or {}
        houses = find_houses(board.heights, board.foundations)
        year = view.get("year_index", 0)
        order = view.get("city_order") or ""
        scorings = [
            company_scoring(
                company, year, board.photographer, order, board.figures, board.heights, houses
            )
            for company in range(len(scene.table.setup.seats))
        ]
        return houses, scorings

    def _name(self, company: int) -> str:
        return self.scene.table.setup.seats[company].name

    def house_info(self, field: int) -> InfoContent | None:
        """A house: its base area, its tallest tower, and who gets how much there now."""
        board = self.scene.board
        houses, scorings = self._scorings()
        house = houses.house_of[field]
        if house == NO_HOUSE:
            return None
        area = houses.area[house]
        tallest = max(board.heights[f] for f in houses.fields_of(house))
        stone = FIELD_NAMES[board.foundations[house]]
        rule = [text("chicago_overlay.info.house_rule", area=area, tallest=tallest)]
        anyone = False
        for company, scoring in enumerate(scorings):
            for scored in scoring.houses:
                if scored.house == house:
                    anyone = True
                    rule.append(
                        text(
                            "chicago_overlay.info.house_company",
                            name=self._name(company),
                            area=scored.area,
                            floor=scored.floor,
                            points=scored.points,
                        )
                    )
        if not anyone:
            rule.append(text("chicago_overlay.info.house_nobody"))
        for_you: list[str] = []
        seat = self.scene.shown_seat
        if seat is not None and seat < len(scorings):
            mine = [scored for scored in scorings[seat].houses if scored.house == house]
            if mine:
                for_you.append(
                    text(
                        "chicago_overlay.info.house_yours",
                        area=mine[0].area,
                        floor=mine[0].floor,
                        points=mine[0].points,
                    )
                )
            else:
                for_you.append(text("chicago_overlay.info.house_not_yours"))
        title = text("chicago_overlay.info.house_title", field=stone, area=area)
        return InfoContent(title, rule, for_you)

    def foreman_info(self, field: int) -> InfoContent:
        """A foreman: his company, his floor and his house, and whether he counts there."""
        board = self.scene.board
        company = board.figures[field]
        houses, scorings = self._scorings()
        house = houses.house_of[field]
        floor = board.heights[field]
        name = self._name(company)
        rule: list[str] = []
        if house == NO_HOUSE:
            rule.append(text("chicago_overlay.info.foreman_ground", field=FIELD_NAMES[field]))
        else:
            area = houses.area[house]
            rule.append(
                text(
                    "chicago_overlay.info.foreman_floor",
                    field=FIELD_NAMES[field],
                    floor=floor,
                    house=FIELD_NAMES[board.foundations[house]],
                    area=area,
                )
            )
            counted = next((s for s in scorings[company].houses if s.house == house), None)
            if counted is not None and counted.floor == floor:
                rule.append(
                    text(
                        "chicago_overlay.info.foreman_counts",
                        name=name,
                        area=counted.area,
                        floor=counted.floor,
                        points=counted.points,
                    )
                )
            else:
                rule.append(text("chicago_overlay.info.foreman_lower", name=name))
        for_you: list[str] = []
        if company == self.scene.shown_seat:
            for_you.append(text("chicago_overlay.info.foreman_yours"))
        title = text("chicago_overlay.info.foreman_title", name=name)
        return InfoContent(title, rule, for_you)

    def photographer_info(self) -> InfoContent:
        """The photographer: the floor he wants this year and his bonus."""
        scene = self.scene
        board = scene.board
        view = scene.view_data or {}
        year = view.get("year_index", 0)
        wanted, bonus = PHOTO_FLOOR[year], PHOTO_BONUS[year]
        houses, scorings = self._scorings()
        field = board.photographer
        house = houses.house_of[field] if field >= 0 else NO_HOUSE
        rule: list[str] = []
        if house != NO_HOUSE:
            rule.append(
                text(
                    "chicago_overlay.info.photographer_rule",
                    house=FIELD_NAMES[board.foundations[house]],
                    floor=wanted,
                    bonus=bonus,
                    year=view.get("year", ""),
                )
            )
            lucky = [self._name(c) for c, scoring in enumerate(scorings) if scoring.photographer]
            if lucky:
                rule.append(text("chicago_overlay.info.photographer_lucky", names=", ".join(lucky)))
        for_you: list[str] = []
        seat = scene.shown_seat
        if seat is not None and seat < len(scorings) and house != NO_HOUSE:
            key = "photographer_yours" if scorings[seat].photographer else "photographer_not_yours"
            for_you.append(text(f"chicago_overlay.info.{key}", floor=wanted, bonus=bonus))
        return InfoContent(text("chicago_overlay.info.photographer_title"), rule, for_you)
