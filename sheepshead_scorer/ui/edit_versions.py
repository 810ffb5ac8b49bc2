"""``VersionBook``: the versions this station's own edits left rows at.

Every edit passes the version the director saw (docs/store.md, "Versioned edits"). For a first
save that is the version on screen; for an undo or a redo it is the version this station's
own last write of that row produced, as the services returned it in ``Changes.versions``, never
a version read from the database just before writing (that would silently overwrite another
station's newer change). The book also remembers the ids a redo re-created: undoing "delete
hand 5" stores hand 5 again under a new id, and the commands further up the undo stack that
name the old id follow it here.
"""

from __future__ import annotations

from sheepshead_scorer.services.changes import Changes


class VersionBook:
    """Versions (and re-created ids) of the rows this station wrote, by ``(entity, id)``."""

    def __init__(self) -> None:
        self._versions: dict[tuple[str, int], int] = {}
        self._moved: dict[tuple[str, int], int] = {}

    def note(self, changes: Changes) -> Changes:
        """Remember the versions ``changes`` wrote; returns ``changes`` (for chaining)."""
        for entity, row_id, version in changes.versions:
            self._versions[(entity, row_id)] = version
        return changes

    def moved(self, entity: str, old_id: int, new_id: int) -> None:
        """``old_id`` was stored again as ``new_id`` (an undone delete, a redone record)."""
        if old_id != new_id:
            self._moved[(entity, old_id)] = new_id

    def current_id(self, entity: str, row_id: int) -> int:
        """The id the row ``row_id`` has now (after any re-creations)."""
        seen = {row_id}
        while (entity, row_id) in self._moved:
            row_id = self._moved[(entity, row_id)]
            if row_id in seen:  # never loops, but a cycle must not hang the window
                break
            seen.add(row_id)
        return row_id

    def version(self, entity: str, row_id: int, fallback: int) -> int:
        """The version this station's last write left the row at; ``fallback`` (the version
        the caller itself saw or produced) if this station has not written it."""
        return self._versions.get((entity, self.current_id(entity, row_id)), fallback)
