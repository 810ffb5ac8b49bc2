"""Standings kept in memory and refreshed with only the tally rows changed since.

Every tally change stamps its rows with the event's next ``tally_revision``; a refresh reads
the rows above the revision it has seen (an index lookup returning a handful of rows after
one hand) and rebuilds just those players. A merge bumps ``tally_resets``, which makes the
next refresh reload the event in full. Safe with several stations: revisions are handed out
in commit order (see ``tallies.bump_revision``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.standings_load import load_tallies
from sheepshead_scorer.store.models import Event
from sheepshead_scorer.store.models import PlayerTally as TallyRow
from sheepshead_scorer.tournament import PlayerTally


@dataclass(frozen=True)
class _Entry:
    revision: int
    resets: int
    tallies: dict[int, PlayerTally]


class TallyCache:
    """Tallies per (event, session or ``None`` for the whole event), kept up to date."""

    def __init__(self) -> None:
        self._entries: dict[tuple[int, int | None], _Entry] = {}
        self._lock = threading.Lock()

    def tallies(
        self, session: Session, event_id: int, session_id: int | None = None
    ) -> list[PlayerTally]:
        """The current tallies, read incrementally when this cache has seen the event."""
        key = (event_id, session_id)
        with self._lock:
            entry = self._entries.get(key)
        entry = self._refresh(session, event_id, session_id, entry)
        with self._lock:
            self._entries[key] = entry
        return list(entry.tallies.values())

    def clear(self) -> None:
        """Forget everything (the next read loads in full)."""
        with self._lock:
            self._entries.clear()

    def _refresh(
        self, session: Session, event_id: int, session_id: int | None, entry: _Entry | None
    ) -> _Entry:
        if entry is not None:
            changed = session.execute(
                select(TallyRow.player_id, TallyRow.revision).where(
                    TallyRow.event_id == event_id, TallyRow.revision > entry.revision
                )
            ).all()
            resets = session.scalar(select(Event.tally_resets).where(Event.id == event_id))
            if resets == entry.resets:
                if not changed:
                    return entry
                players = {player for player, _ in changed}
                fresh = load_tallies(session, event_id, session_id=session_id, players=players)
                tallies = {p: t for p, t in entry.tallies.items() if p not in players}
                tallies.update((t.player_id, t) for t in fresh)
                return _Entry(max(rev for _, rev in changed), entry.resets, tallies)
        revision, resets = session.execute(
            select(Event.tally_revision, Event.tally_resets).where(Event.id == event_id)
        ).one()
        fresh = load_tallies(session, event_id, session_id=session_id)
        return _Entry(revision, resets, {t.player_id: t for t in fresh})
