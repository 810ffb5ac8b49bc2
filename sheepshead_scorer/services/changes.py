"""``Changes``: what one director action changed, so each view refreshes only what it shows."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Changes:
    """The ids a service touched, by kind, and whether standings or seating moved.

    ``created`` is the id of the main row the action created (a new hand, player, event, ...),
    ``None`` when it created nothing. Combine two with ``a | b``.
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

    def __or__(self, other: Changes) -> Changes:
        merged: dict[str, object] = {}
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if isinstance(mine, tuple):
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
