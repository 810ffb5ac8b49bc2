"""``Changes``: what one director action changed, so each view refreshes only what it shows."""

from __future__ import annotations

from dataclasses import dataclass, fields

#: One written row's version change: (entity, id, version before, version after), e.g.
#: ``("hand", 17, 2, 3)``; a created row has version 0 before.
Version = tuple[str, int, int, int]


@dataclass(frozen=True)
class Changes:
    """The ids a service touched, by kind, and whether standings or seating moved.

    ``created`` is the id of the main row the action created (a new hand, player, event, ...),
    ``None`` when it created nothing. ``versions`` lists every editable row whose version the
    action moved (the rows it wrote, and those it rescored or renumbered on the way) as
    ``(entity, id, before, after)``: ``after`` is what the next edit of that row by the same
    director must pass as ``expected_version`` (docs/store.md, "Versioned edits"). Combine two
    with ``a | b`` (a row keeps the first ``before`` and the last ``after``).
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
    clocks: tuple[int, ...] = ()
    """Rounds whose clock was set, started, paused, resumed or lengthened."""
    standings: bool = False
    seating: bool = False
    created: int | None = None
    versions: tuple[Version, ...] = ()
    life_steps: tuple[str, ...] = ()
    """What the action did to a round's or session's life, in the words an automatic
    backup is named by: ``round-published``, ``round-closed``, ``round-reopened``,
    ``session-closed``, ``session-reopened`` (``store.backup_names.AUTOMATIC_REASONS``)."""
    already_saved: bool = False
    """The action was saved before (a retry after a lost reply, a second station with the
    same sheet): nothing was written now, ``created`` is the row that holds it."""

    def version(self, entity: str, row_id: int) -> int | None:
        """The version this action left ``entity`` ``row_id`` at; None if it wrote none
        (or deleted the row)."""
        for name, written, _before, after in reversed(self.versions):
            if name == entity and written == row_id:
                return after
        return None

    def __or__(self, other: Changes) -> Changes:
        merged: dict[str, object] = {}
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if f.name == "versions":
                spans: dict[tuple[str, int], tuple[int, int]] = {}
                for entity, row_id, before, after in (*mine, *theirs):
                    first = spans.get((entity, row_id), (before, after))[0]
                    spans[(entity, row_id)] = (first, after)
                merged[f.name] = tuple((e, i, b, a) for (e, i), (b, a) in spans.items())
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
