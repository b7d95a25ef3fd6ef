"""What the player has chosen to build or tear down: a building waiting in 'Zu bauen' or lying
in the Planung (its fields lit), or a building of his Imperium (for Abreißen)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedtycoon.building_fields import PLANUNG, ZU_BAUEN, BuildingFields

Field = tuple[int, int]


@dataclass
class TurnChoice:
    """The chosen building with its fields, or the chosen field of the Imperium; never both."""

    building: int | None = None
    source: str = ""
    fields: BuildingFields | None = None
    field: Field | None = None

    def choose_building(self, fields: BuildingFields) -> None:
        """Chooses a waiting or planned building with the fields it may go to."""
        self.building, self.source, self.fields, self.field = (
            fields.building,
            fields.source,
            fields,
            None,
        )

    def choose_field(self, field: Field | None) -> None:
        """Chooses a building of the Imperium (to tear it down), or none."""
        self.building, self.source, self.fields, self.field = None, "", None, field

    def clear(self) -> None:
        """Chooses nothing."""
        self.choose_field(None)

    @property
    def waiting(self) -> bool:
        """Whether a building of 'Zu bauen' is chosen."""
        return self.building is not None and self.source == ZU_BAUEN

    @property
    def planned(self) -> bool:
        """Whether a building of the Planung is chosen."""
        return self.building is not None and self.source == PLANUNG

    @property
    def empty(self) -> bool:
        """Whether nothing is chosen."""
        return self.building is None and self.field is None
