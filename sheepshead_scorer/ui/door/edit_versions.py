"""``VersionBook``: the versions this station's own edits left rows at.

Every edit passes the version the director saw (docs/store.md, "Versioned edits"). For a first
save that is the version on screen; for an undo or a redo it is the version this station's
own last write of that row produced, as the services returned it in ``Changes.versions``, never
a version read from the database just before writing (that would silently overwrite another
station's newer change).

The book takes a row's new version from ``Changes`` only where this station's knowledge was
current: the row the action was aimed at (the services checked its version), or a row the
book already held at exactly the version the action started from (a hand of this station that
the action rescored or renumbered). A row another station changed in between keeps the older
version here, so this station's undo of it is refused instead of overwriting that change.

The book also remembers the ids a redo re-created: undoing "delete
hand 5" stores hand 5 again under a new id, and the commands further up the undo stack that
name the old id follow it here.
"""

from __future__ import annotations

from sheepshead_scorer.services.core.changes import Changes


class VersionBook:
    """Versions (and re-created ids) of the rows this station wrote, by ``(entity, id)``."""

    def __init__(self) -> None:
        self._versions: dict[tuple[str, int], int] = {}
        self._moved: dict[tuple[str, int], int] = {}

    def note(self, changes: Changes, target: tuple[str, int] | None = None) -> Changes:
        """Take the versions ``changes`` moved, for ``target`` (the row the action was aimed
        at, its version checked by the services) and for rows the book held at the version
        the action started from; returns ``changes`` (for chaining)."""
        for entity, row_id, before, after in changes.versions:
            key = (entity, row_id)
            if key == target or self._versions.get(key) == before:
                self._versions[key] = after
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
