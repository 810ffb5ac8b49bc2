"""Closing and reopening rounds and sessions: part of the one door (``Backend`` in
``ui/door/backend.py`` inherits ``RoundDoor``).

Every call carries the version of the round (session) the director saw — or, for an undo or
redo, the version this station's own last write left it at (``Backend.versions``); a stale
one is refused with the services' message naming the station and the time.
"""

from __future__ import annotations

from sheepshead_scorer.ids import EventId, RoundId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.door.services import Services
from sheepshead_scorer.ui.door.edit_versions import VersionBook


class RoundDoor(Services):
    """A round's and a session's life after the draw, over ``Backend``'s services."""

    versions: VersionBook

    def close_round(
        self, round_id: RoundId, *, allow_incomplete: bool = False,
        expected_version: int | None = None,
    ) -> Changes:
        """No more hands in this round (``allow_incomplete``: although a table is short)."""
        changes = super().close_round(
            round_id, allow_incomplete=allow_incomplete, expected_version=expected_version
        )
        return self.versions.note(changes, ("round", round_id))

    def reopen_round(self, round_id: RoundId, *, expected_version: int | None = None) -> Changes:
        """A closed round takes hands and corrections again (its session must be open)."""
        changes = super().reopen_round(round_id, expected_version=expected_version)
        return self.versions.note(changes, ("round", round_id))

    def close_session(
        self, event_id: EventId, session_number: int, *, expected_version: int | None = None
    ) -> Changes:
        """No more results in this session; the last one closed makes the standings final."""
        changes = super().close_session(
            event_id, session_number, expected_version=expected_version
        )
        return self.versions.note(changes, _aimed_at(changes))

    def reopen_session(
        self, event_id: EventId, session_number: int, *, expected_version: int | None = None
    ) -> Changes:
        """A closed session takes results again; its rounds stay closed until reopened."""
        changes = super().reopen_session(
            event_id, session_number, expected_version=expected_version
        )
        return self.versions.note(changes, _aimed_at(changes))


def _aimed_at(changes: Changes) -> tuple[str, int] | None:
    """The session a close or reopen was aimed at (the services checked its version)."""
    return ("session", changes.sessions[0]) if changes.sessions else None
