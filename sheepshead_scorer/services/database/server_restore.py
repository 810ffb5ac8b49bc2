"""Put a PostgreSQL backup back: File → Restore a backup… and ``sheepshead-scorer restore``
with a ``postgresql+psycopg://`` URL.

* A ``.json`` dump goes back through ``store.backup.load_json``, only into a database at the
  same schema revision (anything else is refused before a row is written).
* A ``.dump`` (pg_dump) first has its schema revision read from inside the file
  (``store.pg_restore.read_dump_revision``):

  - made by a NEWER Sheepshead Scorer (a revision this program does not know): refused
    before anything is written, naming the revision, so the director installs that version;
  - the same revision: restored;
  - an OLDER revision: restored, then migrated up to this program's revision at once, and
    ``ServerRestore.migrated_to`` (and ``note``) says so.

Every restore is refused while another station of this program is connected to the same
database and schema (``pg_stat_activity``: a restore would replace what it is entering),
then backs up what it replaces (reason ``before-restore``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from sheepshead_scorer.services.core.faults import DatabaseHeldError, storage_error
from sheepshead_scorer.services.database.backups import (
    BackupFailedError,
    location_text,
    take_backup,
)
from sheepshead_scorer.store.backup import BackupError, json_dump_revision, load_json
from sheepshead_scorer.store.engine import APPLICATION_PREFIX, url_schema
from sheepshead_scorer.store.migrate import (
    MigrationError,
    current_revision,
    head_revision,
    upgrade,
)
from sheepshead_scorer.store.pg_restore import (
    DumpRevision,
    known_revisions,
    read_dump_revision,
    restore_pg_dump,
)
from sheepshead_scorer.text import Plural, Text, text_of, translatable

SERVER_BACKUP_SUFFIXES = (".dump", ".json")


@dataclass(frozen=True)
class ServerRestore:
    """What a server restore did.

    ``safety`` is the backup of what it replaced; ``revision`` the schema revision the
    backup was made at; ``migrated_to`` the revision the database was then migrated up to
    (``None`` when the backup was already at this program's revision).
    """

    backup: Path
    safety: Path
    revision: str | None
    migrated_to: str | None

    @property
    def note(self) -> Text | None:
        """The sentence to add when the backup was migrated up, else ``None``."""
        if self.migrated_to is None:
            return None
        return Text(
            "the backup was made at schema revision {revision} (an older Sheepshead Scorer) "
            "and has been migrated to revision {current}",
            revision=self.revision or Text("(none)"), current=self.migrated_to,
        )


def restore_server_backup(
    engine: Engine, url: str, backup: Path, *, folder: Path | None = None
) -> Path:
    """:func:`restore_server`, returning only the safety copy of what it replaced."""
    return restore_server(engine, url, backup, folder=folder).safety


def restore_server(
    engine: Engine, url: str, backup: Path, *, folder: Path | None = None
) -> ServerRestore:
    """Put a PostgreSQL backup (``.dump`` or ``.json``) back into the database at ``url``.

    First backs up the current database (reason ``before-restore``, into ``folder`` or the
    default backup folder). Refused before anything is written: a missing file, a file that
    is not a server backup, a ``.json`` dump of another revision, a ``.dump`` made by a newer
    program. The engine's pooled connections are closed before the dump is restored.
    """
    _check_file(url, backup)
    try:
        _refuse_other_stations(engine, url)
        if backup.suffix == ".json":
            document, revision = json_dump_revision(backup)
            _check_json_revision(engine, url, backup, revision)
            safety = take_backup(engine, url, reason="before-restore", to=folder).path
            load_json(engine, document)
            return ServerRestore(backup, safety, revision, None)
        dumped = _check_dump_revision(backup)
        safety = take_backup(engine, url, reason="before-restore", to=folder).path
        engine.dispose()
        restore_pg_dump(engine, backup, dumped.schema)
    except BackupError as exc:
        raise BackupFailedError(text_of(exc)) from exc
    except DBAPIError as exc:
        problem = storage_error(exc, location_text(url))
        if problem is not None:
            raise problem from exc
        raise BackupFailedError(
            Text(
                "restoring {backup} into {location} failed and was rolled back: {reason}",
                backup=backup, location=location_text(url), reason=str(exc.orig),
            )
        ) from exc
    return ServerRestore(backup, safety, dumped.revision, _migrate_up(engine, dumped, safety))


def other_stations(engine: Engine, url: str) -> list[str]:
    """This program's other connections to the same database and schema
    (``pg_stat_activity``, by the ``application_name`` every station's engine sets), each
    as "station (from address, since time)". The engine's own idle connections are closed
    first, and this process's other connections do not count (it is the one restoring)."""
    engine.dispose()
    prefix = f"{APPLICATION_PREFIX}{url_schema(url) or ''}|"
    pattern, own = f"{prefix}%", f"{prefix}{os.getpid()}|%"
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT application_name, client_addr, backend_start FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid() "
                "AND application_name LIKE :pattern AND application_name NOT LIKE :own "
                "ORDER BY backend_start"
            ),
            {"pattern": pattern.replace("_", "\\_"), "own": own.replace("_", "\\_")},
        ).all()
    return [
        f"{str(name).split('|', 3)[-1]} (from {address or 'this computer'}, since "
        f"{started.astimezone():%H:%M})"
        for name, address, started in rows
    ]


def _refuse_other_stations(engine: Engine, url: str) -> None:
    others = other_stations(engine, url)
    if others:
        raise DatabaseHeldError(
            Text(
                "{location} is in use by {others}: {stations}; close "
                "Sheepshead Scorer there (a restore replaces what they are entering), then "
                "try again — nothing was changed",
                location=location_text(url),
                others=Plural(len(others), translatable("{count} other station"),
                              translatable("{count} other stations")),
                stations="; ".join(others),
            )
        )


def _check_file(url: str, backup: Path) -> None:
    if not backup.is_file():
        raise BackupFailedError(
            Text(
                "{backup} cannot be restored into {location}: the file does not exist; "
                "pick a .dump or .json backup of a PostgreSQL database",
                backup=backup, location=location_text(url),
            )
        )
    if backup.suffix not in SERVER_BACKUP_SUFFIXES:
        raise BackupFailedError(
            Text(
                "{backup} cannot be restored into {location}: the file type {suffix!r} is not "
                "a server backup; pick a .dump or .json backup of a PostgreSQL database",
                backup=backup, location=location_text(url), suffix=backup.suffix or "(none)",
            )
        )


def _check_json_revision(engine: Engine, url: str, backup: Path, revision: str | None) -> None:
    current = current_revision(engine)
    if revision != current:
        raise BackupFailedError(
            Text(
                "{backup} was taken at database version {revision} but {location} is "
                "at version {current}; restore it into a database of that version, or "
                "pick a backup taken with this version",
                backup=backup, revision=revision or Text("(none)"),
                location=location_text(url), current=current or Text("(none)"),
            )
        )


def _check_dump_revision(backup: Path) -> DumpRevision:
    """The dump's revision, if this program can restore it; else a refusal saying why."""
    dumped = read_dump_revision(backup)
    if dumped is None or dumped.revision is None:
        raise BackupFailedError(
            Text(
                "{backup} holds no schema revision (its alembic_version table is missing or "
                "empty), so it is not a backup of a Sheepshead Scorer database; pick a .dump "
                "made by Back up now or by sheepshead-scorer backup",
                backup=backup,
            )
        )
    if dumped.revision not in known_revisions():
        raise BackupFailedError(
            Text(
                "{backup} cannot be restored: this backup was made by a newer Sheepshead "
                "Scorer (revision {revision}; this one knows up to {head}); install that "
                "version to restore it",
                backup=backup, revision=dumped.revision, head=head_revision(),
            )
        )
    return dumped


def _migrate_up(engine: Engine, dumped: DumpRevision, safety: Path) -> str | None:
    """Migrate a restored older dump to this program's revision; the revision reached, or
    ``None`` when it already was there."""
    head = head_revision()
    if dumped.revision == head:
        return None
    try:
        upgrade(engine)
    except (MigrationError, DBAPIError) as exc:
        raise BackupFailedError(
            Text(
                "the backup (schema revision {revision}) was restored, but migrating it to "
                "revision {head} failed: {reason}. What the restore replaced is in {safety}; "
                "restore that to go back",
                revision=dumped.revision, head=head, reason=text_of(exc), safety=safety,
            )
        ) from exc
    return head
