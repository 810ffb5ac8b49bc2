"""The names a station's kept standings show, read once per player and again only after a
rename (``names_changed`` writes a new ``player_names`` token in the renaming transaction;
one primary-key read tells whether it moved).

``StandingsNames`` is the name half of ``standings_cache.TallyCache``: the plain names of the
season tables (``names``) and each event's shown names, namesakes told apart (``shown``,
asked about the field only when a player joined the kept tallies). ``names_changed`` is
re-exported by ``standings_cache``.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Collection, Mapping
from collections.abc import Set as AbstractSet
from types import MappingProxyType

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core.player_names import NAMES_TOKEN, EventNameCache
from sheepshead_scorer.store.models import Player, Setting

_NAMES_TOKEN_QUERY = select(Setting.value).where(Setting.key == NAMES_TOKEN)


def names_changed(session: Session) -> None:
    """Tell every station's name cache that a player's name changed (in the renaming
    transaction, so the new token commits with the new name)."""
    token = uuid.uuid4().hex
    setting = session.get(Setting, NAMES_TOKEN)
    if setting is None:
        session.add(Setting(key=NAMES_TOKEN, value=token))
    else:
        setting.value = token


class StandingsNames:
    """A station's player names for its kept standings and season tables."""

    def __init__(self) -> None:
        self._names: Mapping[int, str] = MappingProxyType({})
        self._names_token: str | None = None
        self._named: dict[object, tuple[object, int, Mapping[int, str]]] = {}
        self._lock = threading.Lock()
        self.event_names = EventNameCache()
        """Each event's players by their shown names (namesakes told apart)."""

    def shown(
        self,
        session: Session,
        event_id: int,
        key: object,
        field: tuple[object, Collection[int]] | None,
    ) -> Mapping[int, str]:
        """The shown names of ``field``'s players (its tallies' lineage and their ids, kept
        under ``key``); with no new player since the last call for ``key``, the name cache is
        asked for none. No field (nothing kept yet): the event's names as they are."""
        if field is None:
            return self.event_names.names(session, event_id, ())
        lineage, players = field
        with self._lock:
            named = self._named.get(key)
        if named is not None and named[:2] == (lineage, len(players)):
            names = self.event_names.names(session, event_id, ())
            if names is named[2]:  # the same names, and no player since
                return names
        names = self.event_names.names(session, event_id, players)
        with self._lock:
            self._named[key] = (lineage, len(players), names)
        return names

    def names(self, session: Session, players: Collection[int]) -> Mapping[int, str]:
        """Names of ``players`` (and of others seen before): read once per player, and
        all again after a rename anywhere (the ``player_names`` token moved)."""
        token = session.scalar(_NAMES_TOKEN_QUERY)
        with self._lock:
            names = self._names if token == self._names_token else MappingProxyType({})
        wanted = players if isinstance(players, AbstractSet) else set(players)
        missing = list(wanted - names.keys())  # a set difference: no Python loop
        if missing:
            query = select(Player.id, Player.name).where(Player.id.in_(missing))
            found: dict[int, str] = dict(session.execute(query).all())
            names = MappingProxyType({**names, **found})
        with self._lock:
            self._names, self._names_token = names, token
        return names

    def clear(self) -> None:
        """Forget every name (the next read asks again)."""
        with self._lock:
            self._names, self._names_token = MappingProxyType({}), None
            self._named.clear()
        self.event_names.clear()
