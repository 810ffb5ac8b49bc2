"""Is this database whole? File checks at open, and a recount of the kept tallies.

``check_sqlite_file(path)`` answers before SQLAlchemy touches the file: not a database at all
(a PDF renamed ``.sqlite3``), truncated (shorter than its header says), or damaged inside
(``PRAGMA integrity_check``) or with broken links (``PRAGMA foreign_key_check``).
The recount of the kept tallies is ``services.tally_recount.tally_drift`` (it needs the
tournament's counting rules).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sheepshead_scorer.store import sqlite_paths
from sheepshead_scorer.store.engine import open_in_this_process
from sheepshead_scorer.text import Text, TextError

SQLITE_HEADER = b"SQLite format 3\x00"
HEADER_SIZE = 100


@dataclass(frozen=True)
class IntegrityReport:
    """What a check found: ``ok``, and ``findings`` as sentences a director can read
    (translatable :class:`Text`; ``problems`` are the same in English)."""

    path: Path
    findings: tuple[Text, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.findings

    @property
    def problems(self) -> tuple[str, ...]:
        """The findings in English (logs, the command line)."""
        return tuple(str(finding) for finding in self.findings)

    @property
    def text(self) -> Text:
        """The verdict as one translatable sentence: passed, or damaged and why."""
        if self.ok:
            return Text("{file} passed its integrity check", file=self.path)
        return Text(
            "{file} is damaged: {problems}",
            file=self.path,
            problems=_joined(self.findings),
        )

    def summary(self) -> str:
        """:attr:`text` in English."""
        return str(self.text)


def _joined(parts: tuple[Text, ...]) -> Text:
    """``parts`` (at least one) as one Text joined by "; ", each translated on its own."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Text("{first}; {rest}", first=part, rest=joined)
    return joined


class DamagedDatabaseFile(TextError, RuntimeError):
    """``open_database`` found the SQLite file damaged; ``report`` says how."""

    def __init__(self, report: IntegrityReport) -> None:
        super().__init__(report.text)
        self.report = report


def check_sqlite_file(path: Path, *, quick: bool = False) -> IntegrityReport:
    """Check a SQLite file without changing it. A missing or empty file is ``ok`` (new).

    SQLite reads it first, as every program will: a file SQLite reads whole is not damaged,
    even when its header on disk is not (yet) right — a zeroed header or a checkpoint cut
    short is mended from the write-ahead log, which still holds every page. Only when SQLite
    cannot read it does the file's own header say why in plain words (not a database,
    truncated). ``quick`` runs ``PRAGMA quick_check`` (skips index contents) instead of the
    full ``integrity_check``; both are read-only.

    The header is read with a plain descriptor only when this process has no SQLite
    connection on the file: closing that descriptor would drop SQLite's locks on it.
    """
    if not path.exists() or path.stat().st_size == 0:
        return IntegrityReport(path)
    problems, readable = _sqlite_problems(path, quick=quick)
    if readable or open_in_this_process(path):
        return IntegrityReport(path, tuple(problems))
    return IntegrityReport(path, _header_problems(path) or tuple(problems))


def _sqlite_problems(path: Path, *, quick: bool) -> tuple[list[Text], bool]:
    """What SQLite's own checks find, and whether SQLite could read the file at all."""
    try:
        connection = sqlite_paths.connect(path, read_only=True, timeout=10)
    except sqlite3.Error as exc:
        return [Text("it cannot be opened ({reason})", reason=exc)], False
    try:
        return _pragma_problems(connection, quick=quick)
    finally:
        connection.close()


def _header_problems(path: Path) -> tuple[Text, ...]:
    if not path.exists():
        return ()
    size = path.stat().st_size
    if size == 0:
        return ()
    with path.open("rb") as handle:
        header = handle.read(HEADER_SIZE)
    if not header.startswith(SQLITE_HEADER[: len(header)]) or len(header) < len(SQLITE_HEADER):
        return (Text("it is not a Sheepshead Scorer database (not an SQLite file at all)"),)
    if len(header) < HEADER_SIZE:
        return (
            Text(
                "it is truncated: only {size} bytes, shorter than the 100-byte file header",
                size=size,
            ),
        )
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    expected = page_size * pages
    # The size in the header counts only when SQLite marks it valid (offset 92 equals the
    # change counter at 24), and not while a write-ahead log is pending: a checkpoint cut
    # short writes page 1 before the pages after it, and the log still holds them all.
    size_valid = header[92:96] == header[24:28]
    wal = Path(f"{path}-wal")
    wal_pending = wal.exists() and wal.stat().st_size > 0
    if pages and size_valid and not wal_pending and size < expected:
        return (
            Text(
                "it is truncated: {size} bytes on disk, but its header says {expected}",
                size=size,
                expected=expected,
            ),
        )
    return ()


def _pragma_problems(
    connection: sqlite3.Connection, *, quick: bool
) -> tuple[list[Text], bool]:
    pragma = "quick_check" if quick else "integrity_check"
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise  # another program holds the file: that is not damage, say so upstream
        return [Text("SQLite cannot read it ({reason})", reason=exc)], False
    except sqlite3.DatabaseError as exc:
        return [Text("SQLite cannot read it ({reason})", reason=exc)], False
    try:
        rows = connection.execute(f"PRAGMA {pragma}").fetchall()
        # SQLite's own findings are shown as SQLite words them.
        problems = [Text.verbatim(str(row[0])) for row in rows if row[0] != "ok"]
        for table, rowid, parent, _fk in connection.execute("PRAGMA foreign_key_check"):
            problems.append(
                Text(
                    "row {row} of {table} points to a missing row of {parent}",
                    row=rowid,
                    table=table,
                    parent=parent,
                )
            )
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise  # another program holds the file: that is not damage, say so upstream
        return [Text("SQLite cannot read it ({reason})", reason=exc)], True
    except sqlite3.DatabaseError as exc:
        return [Text("SQLite cannot read it ({reason})", reason=exc)], True
    return problems[:20], True


