"""`players`, `import-players`, `import-hands`: the player registry and file imports.

Also holds what every database command shares: the `--database PATH_OR_URL` option, opening
the services, printing rows as a table, CSV or JSON, and turning every user mistake (a bad
id, a missing or malformed file, a locked database, a file with bad rows) into one clear
line on stderr and exit status 2 — never a traceback.

Imports are all or nothing: a file with any bad row writes nothing; every problem is printed
with its row number (header = row 1, as a spreadsheet shows it), then a one-line summary.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from sheepshead_scorer.cli import text_table
from sheepshead_scorer.fault_log import log_shown
from sheepshead_scorer.services import NotFoundError, ServiceError, Services
from sheepshead_scorer.services.core.import_rejected import ImportRejected

USER_ERROR = 2
LISTING = {"event": "events", "player": "players", "season": "seasons"}
FORMATS = ("table", "csv", "json")
PLAYER_FIELDS = ("name", "first_name", "last_name", "member_number", "club", "email")

Command = Callable[[argparse.Namespace], int]

log = logging.getLogger(__name__)


class CliError(Exception):
    """A user mistake found by the command line itself (a bad option value, a missing file)."""


def add_database_option(parser: argparse.ArgumentParser) -> None:
    """`--database PATH_OR_URL`; the default is the desktop app's SQLite file."""
    parser.add_argument(
        "--database", metavar="PATH_OR_URL", default=None,
        help="SQLite file or postgresql+psycopg:// URL (default: the app's database file)",
    )


def add_format_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format", choices=FORMATS, default="table",
        help="how to print the rows: an aligned table (default), CSV or JSON",
    )


def add_listing_command(
    subparsers: Any, name: str, run: Command, *, help: str, description: str
) -> argparse.ArgumentParser:
    """A read-only command printing rows: `--format` and `--database`, run through `guarded`."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help, description=description
    )
    add_format_option(parser)
    add_database_option(parser)
    parser.set_defaults(func=guarded(run))
    return parser


def _shown(database: str | None) -> str:
    if database is None:
        from sheepshead_scorer.store.engine import default_database_path

        return f"the default database {default_database_path()}"
    try:
        return make_url(database).render_as_string(hide_password=True) if "://" in database \
            else database
    except ArgumentError:
        return database


@contextmanager
def opened(args: argparse.Namespace, *, create: bool = False) -> Iterator[Services]:
    """The services over `--database`, closed again afterwards.

    A SQLite file that does not exist is refused (a typing mistake would otherwise leave an
    empty database behind) unless ``create`` — the commands that add data may start one.
    """
    database: str | None = args.database
    local = database is not None and "://" not in database
    if not create and local and not Path(str(database)).expanduser().is_file():
        raise CliError(
            f"database file {database!r} does not exist; check the path, or create it "
            "with `sheepshead-scorer demo` or `import-players`"
        )
    try:
        # each command is a station of its own: the window open on the same file sees it
        from sheepshead_scorer.services.database.backups import open_checked

        handle = open_checked(args.database)
        services = Services(handle, program=getattr(args, "command", None) or "cli")
        for notice in handle.notices:  # an interrupted restore finished or undone
            print(f"note: {notice}", file=sys.stderr)
    except (SQLAlchemyError, sqlite3.Error, RuntimeError, OSError) as exc:  # e.g. locked
        reason = getattr(exc, "orig", None) or exc
        raise CliError(
            f"cannot open {_shown(args.database)}: {str(reason).splitlines()[0]}; check the "
            "path or URL, that the database server is running, and that no other program "
            "holds the file locked"
        ) from exc
    try:
        yield services
    finally:
        services.close()


def guarded(command: Command) -> Command:
    """Run `command`, printing any user mistake as one line on stderr (exit status 2)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except BrokenPipeError:  # `... | head`: the reader has all it wants
            silence_stdout()
            return 0
        except NotFoundError as exc:
            log_shown(log, exc, "refused the command", refusal=True)
            hint = LISTING.get(exc.entity)
            where = _shown(getattr(args, "database", None))
            fix = f"; list the ids with `sheepshead-scorer {hint}`" if hint else ""
            if getattr(args, "database", None) is None:
                fix += " (or name another file with --database PATH)"
            print(
                f"error: {exc.entity} {exc.entity_id} does not exist in {where}{fix}",
                file=sys.stderr,
            )
        except ImportRejected as exc:
            log_shown(log, exc, "refused the command", refusal=True)
            for problem in exc.problems:
                print(problem, file=sys.stderr)
            print(f"error: {exc}", file=sys.stderr)
        except (ServiceError, CliError) as exc:
            log_shown(log, exc, "refused the command", refusal=True)  # a fault: its traceback
            print(f"error: {exc}", file=sys.stderr)
        except SQLAlchemyError as exc:
            log_shown(log, exc, "the database refused the command")
            reason = getattr(exc, "orig", None) or exc
            print(
                f"error: the database refused the command ({str(reason).splitlines()[0]}); "
                "if it is locked, wait for the other station and run the command again",
                file=sys.stderr,
            )
        return USER_ERROR

    return run


def silence_stdout() -> None:
    """Point stdout at /dev/null so Python's exit flush cannot fail on the closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real file behind stdout
        pass


def print_rows(header: Sequence[str], rows: Sequence[Sequence[Any]], fmt: str) -> None:
    """Rows as an aligned table, CSV (with header) or a JSON list of objects."""
    if fmt == "json":
        print(json.dumps([dict(zip(header, row, strict=True)) for row in rows], indent=2))
        return
    if fmt == "csv":
        from sheepshead_scorer.exports.csv_export import GuardedWriter  # only for CSV

        writer = GuardedWriter(sys.stdout, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        return
    text = [[str(cell) for cell in row] for row in [list(header), *rows]]
    aligned = text_table.lines(text)  # by terminal columns: CJK and emoji take two
    print(aligned[0])
    print(text_table.rule(text))
    for line in aligned[1:]:
        print(line)


def existing_file(text: str) -> Path:
    """The path of a file that exists, or a `CliError` saying what to give instead."""
    path = Path(text).expanduser()
    if not path.is_file():
        what = "a folder" if path.is_dir() else "not there"
        raise CliError(f"file {text!r} is {what}; give the path of a CSV or XLSX file")
    return path


def not_the_database(path: Path) -> Path:
    """``path`` unless it is the database this command has open (or its ``-wal``/``-shm``):
    reading it would drop SQLite's locks on it for every connection of this process
    (docs/reliability.md, "A file dialog in the database's folder")."""
    from sheepshead_scorer.services.database.open_files import open_in_this_program

    if open_in_this_program(path):
        raise CliError(
            f"file {str(path)!r} is the database this command works on; give the path of "
            "a CSV or XLSX file"
        )
    return path


def register(subparsers: Any) -> None:
    """Add `players`, `import-players` and `import-hands`."""
    listing = add_listing_command(
        subparsers, "players", run_players, help="list players (id, name, member number, club)",
        description="List the players in the database, sorted by name; merged records are "
        "left out.",
    )
    listing.add_argument("--search", default="", help="only names/clubs/numbers containing it")

    people = subparsers.add_parser(
        "import-players", help="add players from a CSV or XLSX file (all or nothing)",
        description="Add every player of the file, or none: a file with any bad row writes "
        "nothing and lists every problem with its row number.",
    )
    people.add_argument("file", help="CSV or XLSX file with a header row")
    people.add_argument(
        "--map", action="append", default=[], metavar="COLUMN=FIELD",
        help=f"use the file's COLUMN for FIELD ({', '.join(PLAYER_FIELDS)}); repeatable",
    )
    people.add_argument(
        "--dry-run", action="store_true", help="check the file and show what would be added"
    )
    add_database_option(people)
    people.set_defaults(func=guarded(run_import_players))

    hands = subparsers.add_parser(
        "import-hands", help="enter an event's hands from a hand-log CSV or XLSX",
        description="Enter every hand of a hand log (the format `export` writes; see "
        "docs/exports.md) into the event's drawn, published and still empty tables, or none.",
    )
    hands.add_argument("file", help="hand-log CSV, or a workbook")
    hands.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
    hands.add_argument(
        "--dry-run", action="store_true",
        help="check the whole file against the event and say what would be entered; "
        "nothing is written",
    )
    add_database_option(hands)
    hands.set_defaults(func=guarded(run_import_hands))


def run_players(args: argparse.Namespace) -> int:

    with opened(args) as services:
        rows = services.players(args.search)
    print_rows(
        ("id", "name", "member_number", "club", "active"),
        [(p.id, p.name, p.member_number, p.club, p.active) for p in rows],
        args.format,
    )
    return 0


def parse_mapping(
    pairs: Sequence[str], fields: Sequence[str] = PLAYER_FIELDS, example: str = "Spieler=name"
) -> dict[str, str]:
    """`--map "Spieler Name=name"` pairs as field → column; FIELD must be one of ``fields``."""
    mapping: dict[str, str] = {}
    for pair in pairs:
        column, sep, field = pair.rpartition("=")
        field = field.strip()
        if not sep or not column.strip() or field not in fields:
            raise CliError(
                f"--map {pair!r} is not allowed: write COLUMN=FIELD with FIELD one of "
                f"{', '.join(fields)}, e.g. --map \"{example}\""
            )
        mapping[field] = column.strip()
    return mapping


def run_import_players(args: argparse.Namespace) -> int:
    mapping = parse_mapping(args.map)
    path = existing_file(args.file)
    with opened(args, create=True) as services:
        done = services.import_players(
            not_the_database(path), mapping=mapping or None, dry_run=args.dry_run
        )
    for warning in done.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    columns = ", ".join(f"{field} <- {column!r}" for field, column in done.columns.items())
    count = f"{len(done.names)} player{'' if len(done.names) == 1 else 's'}"
    if done.dry_run:
        print(f"would add {count} (columns: {columns}); nothing written")
        for name in done.names:
            print(f"  {name}")
    else:
        print(f"added {count} (columns: {columns})")
    return 0


def run_import_hands(args: argparse.Namespace) -> int:
    path = existing_file(args.file)
    with opened(args) as services:
        done = services.import_hands(args.event, not_the_database(path), dry_run=args.dry_run)
    verb = "would enter" if done.dry_run else "entered"
    note = "; nothing written" if done.dry_run else ""
    print(f"{verb} {done.hands} hands at {done.tables} tables of event {args.event}{note}")
    return 0
