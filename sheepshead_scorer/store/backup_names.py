"""Backups are named, listed, ordered and rotated by what they hold, never by the clock.

A backup's name is ``<stem>-<UTC time>-<reason>-n<sequence>-c<marker>.<ext>``:

* ``sequence``: one more than the highest of the folder's backups of the same database when
  it was taken — the order in which this program took them, whatever the laptop's clock
  said (a clock put right, back by an hour, must not make the newest copy look the oldest);
* ``marker``: the data's change marker, the newest audit entry's id the copy holds (every
  change a director makes writes one), so of two copies with the same sequence (two
  programs backing up at once) the one holding more is newer;
* the time is kept for people (the listing shows it) and orders only the copies named before
  sequences existed (``<stem>-<time>-<reason>.<ext>``), which all count as older than any
  numbered one.

``rotate`` keeps the newest ``keep`` automatic copies in that order and never deletes the
newest copy of all; ``latest good`` (``services.backups``) walks the same order.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

from sheepshead_scorer.store import sqlite_paths
from sheepshead_scorer.text import Text

DEFAULT_KEEP = 20
AUTOMATIC_REASONS = frozenset({
    "auto", "round-closed", "round-published", "round-reopened", "session-closed",
    "session-reopened", "round-changed",
})
"""Reasons of the automatic backups (rotated): the interval's, and what a round's or
session's life step was (``services.changes.Changes.life_steps``)."""
_FORMATS = {".sqlite3": "sqlite3", ".dump": "pg_dump", ".json": "json"}
_NAME = re.compile(
    r"^(?P<stem>.+)-(?P<stamp>\d{8}T\d{6}\d{6}Z)-(?P<reason>[a-z]+(?:-[a-z]+)*)"
    r"(?:-n(?P<sequence>\d+)(?:-c(?P<marker>\d+))?)?\.(?P<ext>\w+)$"
)


@dataclass(frozen=True)
class BackupFile:
    """One backup on disk: where, when (UTC, by the clock of the day) and why it was taken,
    its ``sequence`` (0: named before sequences) and the change ``marker`` it holds."""

    path: Path
    taken_at: datetime
    reason: str
    sequence: int = 0
    marker: int | None = None

    @property
    def automatic(self) -> bool:
        return self.reason in AUTOMATIC_REASONS

    @property
    def order(self) -> tuple[int, int, datetime, str]:
        """Newer sorts later: by sequence, then by what it holds; the clock last."""
        marker = -1 if self.marker is None else self.marker
        return (self.sequence, marker, self.taken_at, self.path.name)

    @property
    def format(self) -> str:
        """What kind of copy it is: ``sqlite3`` (a SQLite file), ``pg_dump`` (a PostgreSQL
        custom-format dump, put back with pg_restore) or ``json`` (the JSON dump)."""
        return _FORMATS.get(self.path.suffix, self.path.suffix.lstrip("."))

    @property
    def size(self) -> int | None:
        """The file's size in bytes now (``None`` if it was deleted meanwhile)."""
        try:
            return self.path.stat().st_size
        except OSError:
            return None


def stamp(now: datetime | None = None) -> str:
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return moment.strftime("%Y%m%dT%H%M%S%fZ")


def backup_name(
    stem: str, reason: str, ext: str, now: datetime | None = None, *,
    sequence: int | None = None, marker: int | None = None,
) -> str:
    """The file name of a backup (see the module doc)."""
    if not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", reason):
        raise ValueError(
            Text(
                "reason={reason!r} is not allowed: lower-case letters and '-' only",
                reason=reason,
            )
        )
    numbered = "" if sequence is None else f"-n{sequence}"
    if sequence is not None and marker is not None:
        numbered += f"-c{marker}"
    return f"{stem}-{stamp(now)}-{reason}{numbered}.{ext}"


def list_backups(folder: Path, stem: str | None = None) -> list[BackupFile]:
    """The backups in ``folder`` (of database ``stem`` if given), oldest first by
    :attr:`BackupFile.order`."""
    if not folder.is_dir():
        return []
    found: list[BackupFile] = []
    for path in folder.iterdir():
        match = _NAME.match(path.name)
        if match is None or (stem is not None and match["stem"] != stem):
            continue
        taken = datetime.strptime(match["stamp"], "%Y%m%dT%H%M%S%fZ").replace(tzinfo=UTC)
        marker = match["marker"]
        found.append(BackupFile(
            path, taken, match["reason"], int(match["sequence"] or 0),
            None if marker is None else int(marker),
        ))
    return sorted(found, key=lambda b: b.order)


def next_sequence(folder: Path, stem: str) -> int:
    """The sequence number of the next backup of ``stem`` in ``folder``."""
    return 1 + max((b.sequence for b in list_backups(folder, stem)), default=0)


def rotate(folder: Path, stem: str, keep: int = DEFAULT_KEEP) -> list[Path]:
    """Delete the oldest automatic backups of ``stem`` beyond the newest ``keep`` (in the
    order of what they hold); the newest backup of all is never deleted."""
    found = list_backups(folder, stem)
    automatic = [b for b in found[:-1] if b.automatic]  # never the newest
    kept_automatic = max(0, keep - (1 if found and found[-1].automatic else 0))
    doomed = automatic[: max(0, len(automatic) - kept_automatic)]
    for backup in doomed:
        backup.path.unlink(missing_ok=True)
    return [b.path for b in doomed]


def change_marker(engine: Engine) -> int | None:
    """The data's change marker: the newest audit entry's id (``None``: none can be read)."""
    try:
        with engine.connect() as connection:
            newest = connection.execute(text("SELECT max(id) FROM audit_log")).scalar()
    except SQLAlchemyError:
        return None
    return int(newest or 0)


def file_marker(path: Path) -> int | None:
    """:func:`change_marker` of a SQLite file, read without writing it (``None``: missing
    or unreadable)."""
    if not path.is_file():
        return None
    try:
        connection = sqlite_paths.connect(path, read_only=True)
    except (sqlite3.Error, ValueError):
        return None
    try:
        newest = connection.execute("SELECT max(id) FROM audit_log").fetchone()[0]
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    return int(newest or 0)
