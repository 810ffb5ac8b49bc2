"""``Changes``: what one director action changed, so each view refreshes only what it shows."""

from __future__ import annotations

from dataclasses import dataclass, fields

#: One written row's new version: (entity, id, version), e.g. ``("hand", 17, 3)``.
Version = tuple[str, int, int]


@dataclass(frozen=True)
class Changes:
    """The ids a service touched, by kind, and whether standings or seating moved.

    ``created`` is the id of the main row the action created (a new hand, player, event, ...),
    ``None`` when it created nothing. ``versions`` are the new versions of the editable rows
    the action wrote, as ``(entity, id, version)``: what the next edit of those rows by the
    same director must pass as ``expected_version`` (docs/store.md, "Versioned edits").
    Combine two with ``a | b`` (the later version of a row wins).
    """

    players: tuple[int, ...] = ()
    leagues: tuple[int, ...] = ()
    seasons: tuple[int, ...] = ()
    events: tuple[int, ...] = ()
    registrations: tuple[int, ...] = ()
    sessions: tuple[int, ...] = ()
    rounds: tuple[int, ...] = ()
    tables: tuple[int, ...] = ()
    hands: tuple[int, ...] = ()
    penalties: tuple[int, ...] = ()
    round_totals: tuple[int, ...] = ()
    standings: bool = False
    seating: bool = False
    created: int | None = None
    versions: tuple[Version, ...] = ()

    def version(self, entity: str, row_id: int) -> int | None:
        """The version this action left ``entity`` ``row_id`` at; None if it wrote none
        (or deleted the row)."""
        for name, written, version in reversed(self.versions):
            if name == entity and written == row_id:
                return version
        return None

    def __or__(self, other: Changes) -> Changes:
        merged: dict[str, object] = {}
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if f.name == "versions":
                newest = {(e, i): v for e, i, v in (*mine, *theirs)}
                merged[f.name] = tuple((e, i, v) for (e, i), v in newest.items())
            elif isinstance(mine, tuple):
                merged[f.name] = tuple(dict.fromkeys((*mine, *theirs)))
            elif isinstance(mine, bool):
                merged[f.name] = mine or theirs
            else:
                merged[f.name] = theirs if theirs is not None else mine
        return Changes(**merged)  # type: ignore[arg-type]

    @property
    def empty(self) -> bool:
        """True when the action changed nothing at all."""
        return self == Changes()
