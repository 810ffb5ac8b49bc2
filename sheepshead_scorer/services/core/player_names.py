"""How a player is named on every surface: the one place where namesakes are told apart.

Two players of an event whose names read alike (case and spacing aside) are shown on every
screen, printout, phone page and export of that event as "Name (word)", with the word the
director gave the player to tell them apart (the player's nickname), else as "Name (M-012)"
with the member number, else as "Name (ID 17)" with the record's number (never "#2": a
director reads "Bob Miller (#2)" as "the second Bob Miller"; the desk asks a word for both
namesakes, so the number is only the fallback of data without words). Everyone else is shown
by name alone. ``event_names`` gives each player of an event that name (``season_names``
the same over a league season's players, for the season-level lists); the row builders
(standings, seating, hands, registrations, the phones' table pages, the workbook) take the
names from it, and ``told_apart`` is the rule itself (the desk's registry list uses it too).
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import (
    Event,
    Player,
    Registration,
    Round,
    SeasonMember,
    SeatAssignment,
    Setting,
)

NAMES_TOKEN = "player_names"
"""The ``settings`` key whose value changes whenever a player's shown name may have: a
rename, a new distinguishing word or member number, a namesake entering an event."""

_TOKEN_QUERY = select(Setting.value).where(Setting.key == NAMES_TOKEN)


@dataclass(frozen=True)
class Naming:
    """What a player's shown name is made of."""

    player_id: int
    name: str
    word: str = ""
    member_number: str = ""


def name_key(name: str) -> str:
    """Two names with the same key look like one name on a list."""
    return " ".join(name.split()).casefold()


def _tags(player: Naming) -> list[str]:
    tags = [player.word.strip(), (player.member_number or "").strip(), f"ID {player.player_id}"]
    return [tag for tag in tags if tag]


def told_apart(players: Iterable[Naming]) -> dict[int, str]:
    """Each player's shown name among ``players``: the name alone when nobody else has it,
    else "Name (tag)", the tag being the distinguishing word, else the member number, else
    "ID <record number>" — a tag two namesakes share (both "Jr.") falls back to the next one."""
    groups: dict[str, list[Naming]] = defaultdict(list)
    for player in players:
        groups[name_key(player.name)].append(player)
    shown: dict[int, str] = {}
    for group in groups.values():
        if len(group) == 1:
            shown[group[0].player_id] = group[0].name
            continue
        tags = {p.player_id: _tags(p) for p in group}
        level = dict.fromkeys(tags, 0)
        for _ in range(2 * len(group) + 1):  # levels only rise; the last (ID n) is unique
            by_tag: dict[str, list[int]] = defaultdict(list)
            for player_id, options in tags.items():
                by_tag[options[level[player_id]].casefold()].append(player_id)
            clashes = [ids for ids in by_tag.values() if len(ids) > 1]
            if not clashes:
                break
            for ids in clashes:
                for player_id in ids:
                    level[player_id] = min(level[player_id] + 1, len(tags[player_id]) - 1)
        for player in group:
            tag = tags[player.player_id][level[player.player_id]]
            shown[player.player_id] = f"{player.name} ({tag})"
    return shown


_NAMING = select(Player.id, Player.name, Player.nickname, Player.member_number)


def _namings(rows: Iterable[tuple[int, str, str, str | None]]) -> list[Naming]:
    return [Naming(pid, name, word or "", number or "") for pid, name, word, number in rows]


def event_names(session: Session, event_id: int) -> dict[int, str]:
    """Each player of the event (every registration, withdrawn ones too, and anyone seated)
    by the name every surface shows them: namesakes told apart (``told_apart``)."""
    registered = select(Registration.player_id).where(Registration.event_id == event_id)
    seated = (
        select(SeatAssignment.player_id)
        .join(Round, Round.id == SeatAssignment.round_id)
        .where(Round.event_id == event_id)
    )
    query = _NAMING.where(or_(Player.id.in_(registered), Player.id.in_(seated)))
    return told_apart(_namings(session.execute(query).all()))


def season_names(session: Session, season_id: int) -> dict[int, str]:
    """Each player of a league season (its roster and everyone registered for or seated at
    one of its nights) by the name every season-level list shows them — the league table,
    the money list, the night sheet, the website: namesakes told apart (``told_apart``)."""
    nights = select(Event.id).where(Event.season_id == season_id)
    members = select(SeasonMember.player_id).where(SeasonMember.season_id == season_id)
    registered = select(Registration.player_id).where(Registration.event_id.in_(nights))
    seated = (
        select(SeatAssignment.player_id)
        .join(Round, Round.id == SeatAssignment.round_id)
        .where(Round.event_id.in_(nights))
    )
    query = _NAMING.where(
        or_(Player.id.in_(members), Player.id.in_(registered), Player.id.in_(seated))
    )
    return told_apart(_namings(session.execute(query).all()))


def names_in_season(session: Session, season_id: int, ids: Iterable[int]) -> dict[int, str]:
    """``season_names`` of ``ids``; an id that is not of the season keeps its own name."""
    wanted = set(ids)
    shown = {pid: name for pid, name in season_names(session, season_id).items() if pid in wanted}
    return _own_names(session, shown, wanted)


def registry_name(session: Session, player_id: int) -> str:
    """The player's name told apart from every other (unmerged) player of the registry with
    the same name (a player's history, which spans events and seasons)."""
    player = session.get(Player, player_id)
    if player is None:
        return f"ID {player_id}"
    query = _NAMING.where(Player.merged_into_id.is_(None))
    key = name_key(player.name)
    same = [n for n in _namings(session.execute(query).all()) if name_key(n.name) == key]
    if all(n.player_id != player_id for n in same):
        same.append(Naming(player_id, player.name, player.nickname or "",
                           player.member_number or ""))
    return told_apart(same)[player_id]


def names_in_event(session: Session, event_id: int, ids: Iterable[int]) -> dict[int, str]:
    """``event_names`` of ``ids``; an id that is not of the event (a record merged away)
    keeps its own name."""
    wanted = set(ids)
    shown = {pid: name for pid, name in event_names(session, event_id).items() if pid in wanted}
    return _own_names(session, shown, wanted)


def _own_names(session: Session, shown: dict[int, str], wanted: set[int]) -> dict[int, str]:
    """``shown`` with the own name of each of ``wanted`` it lacks."""
    missing = wanted - shown.keys()
    if missing:
        query = select(Player.id, Player.name).where(Player.id.in_(missing))
        shown.update(session.execute(query).all())
    return shown


def has_namesake(session: Session, event_id: int, player_id: int) -> bool:
    """Whether another player of the event has ``player_id``'s name (then the player's
    entering or leaving the event changes how both are shown)."""
    player = session.get(Player, player_id)
    if player is None:
        return False
    key = name_key(player.name)
    return any(
        name_key(name) == key for pid, name in _others(session, event_id) if pid != player_id
    )


def _others(session: Session, event_id: int) -> list[tuple[int, str]]:
    query = (
        select(Player.id, Player.name)
        .join(Registration, Registration.player_id == Player.id)
        .where(Registration.event_id == event_id)
    )
    return [(pid, name) for pid, name in session.execute(query).all()]


def registry_names(players: Iterable[tuple[int, str, str, str]]) -> dict[int, str]:
    """``told_apart`` over registry rows ``(id, name, word, member number)`` (the desk's
    list of every player, where two namesakes must be two entries)."""
    return told_apart(_namings(players))


class EventNameCache:
    """A station's shown names per event, read once and again only after the names token
    moved (``standings_cache.names_changed``) or a player not seen before turned up."""

    def __init__(self) -> None:
        self._token: str | None = None
        self._events: dict[int, Mapping[int, str]] = {}
        self._lock = threading.Lock()

    def names(
        self, session: Session, event_id: int, players: Collection[int]
    ) -> Mapping[int, str]:
        """The shown names of the event's players (the same mapping while unchanged)."""
        token = session.scalar(_TOKEN_QUERY)
        with self._lock:
            if token != self._token:
                self._events, self._token = {}, token
            kept = self._events.get(event_id)
        if kept is not None and not (set(players) - kept.keys()):
            return kept
        shown = _own_names(session, event_names(session, event_id), set(players))
        fresh = MappingProxyType(shown)
        with self._lock:
            self._events[event_id] = fresh
        return fresh

    def clear(self) -> None:
        with self._lock:
            self._events, self._token = {}, None
