"""A new hand: part of the one door (``Backend`` in ``ui/door/backend.py`` inherits ``HandDoor``).

Enter sends the hand with the number the screen gave it, idempotent for this station's own
writes (issue 25 item 5): when the reply to the commit was lost, the same Enter again is
answered "already saved" — never stored twice — and ``saved_hand`` asks by that number
whether it was stored (``ui/undo/hand_save.py``). A hand another station stored under that number
is still refused naming that station (a second screen's line may be the next deal with the
same outcome).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.ui.door.edit_versions import VersionBook

if TYPE_CHECKING:
    from sheepshead_scorer.services.hands.hand_edits import OutcomeInput


class HandDoor(Services):
    """Recording a new hand, and the check after a lost reply, over ``Backend``'s services."""

    versions: VersionBook

    def record_hand(
        self, table_id: TableId, outcome: OutcomeInput, *, expected_number: int | None = None,
        idempotent: bool = True, own_only: bool = True, expected_last: int | None = None,
    ) -> Changes:
        """Store ``outcome`` as hand ``expected_number`` of the table (``already_saved`` if
        this station stored it so before); ``expected_last``: the id of the last hand the
        sheet showed (0: none), refused if the table changed unseen."""
        changes = super().record_hand(
            table_id, outcome, expected_number=expected_number, idempotent=idempotent,
            own_only=own_only, expected_last=expected_last,
        )
        return self.versions.note(changes, ("hand", changes.created or 0))

    def saved_hand(
        self, table_id: TableId, outcome: OutcomeInput, number: int, *, own_only: bool = True
    ) -> Changes | None:
        """This station's hand ``number`` of the table stored with ``outcome`` (its
        ``already_saved`` Changes; nothing is written), else ``None``."""
        changes = super().saved_hand(table_id, outcome, number, own_only=own_only)
        if changes is None:
            return None
        return self.versions.note(changes, ("hand", changes.created or 0))
