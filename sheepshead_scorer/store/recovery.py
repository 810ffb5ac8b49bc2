"""Get the data out of a damaged SQLite file: SQLite's own means, never a hand-made parser.

``recover(damaged, target)`` leaves ``damaged`` (and its ``-wal``) as they are and writes
what it can read into ``target``:

1. ``VACUUM INTO`` through a read-only connection: SQLite reads the file through its
   write-ahead log (a zeroed header whose pages are still in the log comes back whole) and
   writes every table afresh; then ``REINDEX`` rebuilds every index of the copy from its
   table (VACUUM copies index pages as they are, a broken index included);
2. failing that, the ``sqlite3`` program's ``.recover`` (Debian: package ``sqlite3``), which
   reads every page it can and writes the rows it finds (unplaceable ones go to a
   ``lost_and_found`` table).

The result says which way worked, whether the copy passes the full check, and how many rows
of the tables a director counts (events, players, hands) it holds.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from sheepshead_scorer.store import sqlite_paths
from sheepshead_scorer.store.engine import create_private_file
from sheepshead_scorer.store.integrity import check_sqlite_file
from sheepshead_scorer.text import Text

COUNTED = ("events", "players", "hands")


@dataclass(frozen=True)
class Recovery:
    """What recovering one damaged file gave: ``path`` (``None``: nothing could be read),
    ``method`` (``vacuum-into`` / ``sqlite3 .recover``), ``whole`` (the copy passes the full
    check) and ``rows`` per counted table."""

    damaged: Path
    path: Path | None
    method: str = ""
    whole: bool = False
    rows: dict[str, int] = field(default_factory=dict)

    @property
    def text(self) -> Text:
        if self.path is None:
            return Text(
                "SQLite could not read anything back from {damaged}", damaged=self.damaged
            )
        return Text(
            "SQLite's recovery ({method}) read {events} events, {players} players and "
            "{hands} hands back from {damaged} into {path}{state}",
            method=self.method, damaged=self.damaged, path=self.path,
            events=self.rows.get("events", 0), players=self.rows.get("players", 0),
            hands=self.rows.get("hands", 0),
            state=Text.verbatim("") if self.whole else Text(" (the copy is not whole: check it)"),
        )


def count_rows(path: Path) -> dict[str, int]:
    """Rows of events, players and hands in a SQLite file (a table that cannot be read: 0)."""
    counts: dict[str, int] = {}
    connection = sqlite_paths.connect(path, read_only=True)
    try:
        for name in COUNTED:
            try:
                counts[name] = int(connection.execute(f'SELECT count(*) FROM "{name}"').
                                   fetchone()[0])
            except sqlite3.Error:
                counts[name] = 0
    finally:
        connection.close()
    return counts


def _vacuum_into(damaged: Path, target: Path) -> bool:
    try:
        connection = sqlite_paths.connect(damaged, read_only=True)
    except sqlite3.Error:
        return False
    try:
        connection.execute("VACUUM INTO ?", (sqlite_paths.sqlite_uri(target, read_only=False),))
    except sqlite3.Error:
        return False
    finally:
        connection.close()
    copy = sqlite_paths.connect(target)  # VACUUM copies index pages as they are: rebuild them
    try:
        copy.execute("REINDEX")
        copy.commit()
    except sqlite3.Error:
        return False
    finally:
        copy.close()
    return True


def _dot_recover(damaged: Path, target: Path) -> bool:
    program = shutil.which("sqlite3")
    if program is None:
        return False
    script = subprocess.run(
        [program, "-readonly", str(damaged), ".recover"],
        capture_output=True, check=False, timeout=600,
    )
    if script.returncode != 0 or not script.stdout:
        return False
    loaded = subprocess.run(
        [program, str(target)], input=script.stdout, capture_output=True, check=False,
        timeout=600,
    )
    return loaded.returncode == 0


def recover(damaged: Path, target: Path) -> Recovery:
    """Read what SQLite can from ``damaged`` into ``target`` (see the module doc)."""
    for method, attempt in (("VACUUM INTO", _vacuum_into), ("sqlite3 .recover", _dot_recover)):
        target.unlink(missing_ok=True)
        create_private_file(target)  # an empty file is a new database to both (0600)
        if attempt(damaged, target) and target.stat().st_size > 0:
            return Recovery(
                damaged, target, method, check_sqlite_file(target).ok, count_rows(target)
            )
    target.unlink(missing_ok=True)
    return Recovery(damaged, None)
