"""`backup`, `restore`, `backups`, `db check`, `db create-readonly-role`: keeping data safe.

    sheepshead-scorer backup [--database PATH_OR_URL] [--to PATH]
    sheepshead-scorer backups [--database PATH_OR_URL]      # list, newest last
    sheepshead-scorer restore BACKUP [--database PATH_OR_URL]  # backs up the current one first
    sheepshead-scorer db check [--database PATH]            # integrity + tally recount
    sheepshead-scorer db create-readonly-role NAME --database URL   # a projector login

A PostgreSQL URL without a password gets it from the system keyring or a prompt (never from
a settings file). Errors print one line on stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from sheepshead_scorer.services import ServiceError
from sheepshead_scorer.services.core.faults import (
    ReadOnlyError,
    location_text,
    storage_error,
)
from sheepshead_scorer.services.database import backups as backup_service
from sheepshead_scorer.services.database import server_restore
from sheepshead_scorer.services.database.credentials import (
    complete_url,
    create_readonly_role,
    system_keyring,
    url_for_settings,
)
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import default_database_path, to_url
from sheepshead_scorer.store.backup import BackupFile
from sheepshead_scorer.store.engine import sqlite_file
from sheepshead_scorer.text import hide_password

USER_ERROR = 2


def _database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database", metavar="PATH_OR_URL", default=None,
        help="SQLite file or postgresql+psycopg:// URL (default: the app's database file)",
    )


def register(subparsers: Any) -> None:
    """Add `backup`, `backups`, `restore` and the `db` group."""
    backup = subparsers.add_parser("backup", help="back up the database now")
    _database_option(backup)
    backup.add_argument("--to", type=Path, default=None,
                        help="a file or folder (default: backups/ next to the database)")
    backup.set_defaults(func=run_backup)

    listing = subparsers.add_parser(
        "backups",
        help="list the backups of a database file or server database (newest last: when, "
        "why, size, format, file)",
    )
    _database_option(listing)
    listing.set_defaults(func=run_list)

    restore = subparsers.add_parser(
        "restore",
        help="put a backup back (.sqlite3 file; .dump or .json into a PostgreSQL URL); "
        "the current database is backed up first",
    )
    restore.add_argument("backup", type=Path, help="the backup file to put back")
    _database_option(restore)
    restore.set_defaults(func=run_restore)

    db = subparsers.add_parser("db", help="database checks and server roles")
    db_sub = db.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    check = db_sub.add_parser("check", help="integrity check and tally recount")
    _database_option(check)
    check.set_defaults(func=run_check)
    role = db_sub.add_parser(
        "create-readonly-role", help="a PostgreSQL login that can read but never write"
    )
    role.add_argument("name", help="the role (login) name, e.g. projector")
    role.add_argument("--password", default=None,
                      help="its password (default: asked for, not echoed)")
    _database_option(role)
    role.set_defaults(func=run_create_role)


def _fail(message: str) -> int:
    """One line on stderr (a server's multi-line reply joined), exit status 2."""
    one_line = " ".join(part.strip() for part in message.splitlines() if part.strip())
    print(f"error: {hide_password(one_line)}", file=sys.stderr)
    return USER_ERROR


def _tell(notices: tuple[Any, ...]) -> None:
    """What opening the file did that the director must know (an interrupted restore)."""
    for notice in notices:
        print(f"note: {notice}", file=sys.stderr)


def _url(args: argparse.Namespace) -> str:
    given = args.database
    url = to_url(default_database_path() if given is None else given)
    return complete_url(url, getpass.getpass, store=system_keyring())


def _given_url(args: argparse.Namespace) -> str:
    """The ``--database`` as a URL, without asking for a password (listing needs none)."""
    return to_url(default_database_path() if args.database is None else args.database)


def run_backup(args: argparse.Namespace) -> int:
    try:
        url = _url(args)
        database = backup_service.open_checked(url)
        _tell(database.notices)
        try:
            taken = backup_service.take_backup(database.engine, url, to=args.to)
        finally:
            database.close()
    except ServiceError as exc:
        return _fail(str(exc))
    print(f"backed up {backup_service.location_of(url_for_settings(url))} to {taken.path}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    """One line per backup, newest last: when (UTC), why, size, format, file."""
    url = _given_url(args)
    found = backup_service.backups_of(url)
    if not found:
        shown = backup_service.location_of(url_for_settings(url))
        print(f"no backups of {shown} yet in {backup_service.default_backup_folder(url)}")
        return 0
    print(f"{'taken (UTC)':<19}  {'reason':<15} {'size':>10}  {'format':<8} file")
    for backup in found:
        print(_listing_line(backup))
    return 0


def _listing_line(backup: BackupFile) -> str:
    size = "(gone)" if backup.size is None else _size(backup.size)
    return (
        f"{backup.taken_at:%Y-%m-%d %H:%M:%S}  {backup.reason:<15} {size:>10}  "
        f"{backup.format:<8} {backup.path}"
    )


def _size(size: int) -> str:
    """Bytes below 10 KiB, else whole KiB (rounded up), else whole MiB above 10 MiB."""
    if size < 10 * 1024:
        return f"{size:,} B"
    if size < 10 * 1024 * 1024:
        return f"{-(-size // 1024):,} KiB"
    return f"{-(-size // (1024 * 1024)):,} MiB"


def run_restore(args: argparse.Namespace) -> int:
    path = sqlite_file(_given_url(args))
    if path is None:
        return _restore_server(args)
    try:
        done = backup_service.restore(path, args.backup)
    except ServiceError as exc:
        return _fail(str(exc))
    print(f"restored {args.backup} as {path}; {done.note}")
    return 0


def _restore_server(args: argparse.Namespace) -> int:
    """PostgreSQL: a .dump through pg_restore, a .json dump through the loader."""
    try:
        url = _url(args)
        database = backup_service.open_checked(url)
        _tell(database.notices)
        try:
            done = server_restore.restore_server(database.engine, url, args.backup)
        finally:
            database.close()
    except ServiceError as exc:
        return _fail(str(exc))
    shown = backup_service.location_of(url_for_settings(url))
    note = f"; {done.note}" if done.note is not None else ""
    print(f"restored {args.backup} into {shown}{note}; what it replaced was backed up to "
          f"{done.safety}")
    return 0


def run_check(args: argparse.Namespace) -> int:
    """SQLite: the full ``PRAGMA integrity_check`` (indexes too) and foreign keys, then (any
    database) every kept tally against a recount of the hands."""
    try:
        url = _url(args)
        path = sqlite_file(url)
        if path is not None and path.is_file():
            backup_service.check_database_file(path)  # full check: a broken index fails it
        try:
            database = backup_service.open_checked(url)
        except ReadOnlyError:
            if path is None or not path.is_file():
                raise
            print(f"{path}: full integrity check passed; it is read-only (a write-protected "
                  "file, folder or disk), not damaged, so its tallies were not recounted — "
                  "copy it to a writable disk and run db check there to recount them")
            return 0
        _tell(database.notices)
        try:
            with database.session() as session:
                mismatches = tally_drift(session)
        except SQLAlchemyError as exc:
            problem = storage_error(exc, location_text(url))
            if problem is None:
                raise
            raise problem from exc
        finally:
            database.close()
    except ServiceError as exc:
        return _fail(str(exc))
    if mismatches:
        for mismatch in mismatches[:20]:
            print(f"tally differs from recount: {mismatch}")
        return _fail(f"{len(mismatches)} tallies differ from a recount of the hands")
    shown = backup_service.location_of(url_for_settings(url))
    what = "full integrity check passed" if path is not None else "reachable"
    print(f"{shown}: {what}, every tally equals a recount")
    return 0


def run_create_role(args: argparse.Namespace) -> int:
    try:
        url = _url(args)
        password = args.password or getpass.getpass(f"Password for the new role {args.name}: ")
        database = backup_service.open_checked(url)
        _tell(database.notices)
        try:
            schema = create_readonly_role(database.engine, args.name, password)
        finally:
            database.close()
    except ServiceError as exc:
        return _fail(str(exc))
    print(f"created read-only role {args.name} (SELECT on schema {schema}, writes refused)")
    return 0
