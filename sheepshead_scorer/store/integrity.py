"""Is this database whole? File checks at open, and a recount of the kept tallies.

``check_sqlite_file(path)`` answers before SQLAlchemy touches the file: not a database at all
(a PDF renamed ``.sqlite3``), truncated (shorter than its header says), or damaged inside
(``PRAGMA integrity_check``) or with broken links (``PRAGMA foreign_key_check``).
``tally_mismatches(session)`` recounts every round tally from the hands, round totals and
penalties and lists the kept rows that disagree (after a crash there must be none).
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.store.models import (
    Hand,
    HandResult,
    Penalty,
    PlayerTally,
    RoundTotal,
    TallyScope,
)
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

    ``quick`` runs ``PRAGMA quick_check`` (skips index contents) instead of the full
    ``integrity_check``; both are read-only.
    """
    problems = _header_problems(path)
    if problems:
        return IntegrityReport(path, problems)
    if not path.exists() or path.stat().st_size == 0:
        return IntegrityReport(path)
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    except sqlite3.Error as exc:
        return IntegrityReport(path, (Text("it cannot be opened ({reason})", reason=exc),))
    try:
        return IntegrityReport(path, tuple(_pragma_problems(connection, quick=quick)))
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


def _pragma_problems(connection: sqlite3.Connection, *, quick: bool) -> list[Text]:
    pragma = "quick_check" if quick else "integrity_check"
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
        return [Text("SQLite cannot read it ({reason})", reason=exc)]
    except sqlite3.DatabaseError as exc:
        return [Text("SQLite cannot read it ({reason})", reason=exc)]
    return problems[:20]


@dataclass(frozen=True)
class TallyMismatch:
    """A kept round tally that differs from the recount of what the round holds."""

    round_id: int
    player_id: int
    kept_points: Fraction
    recounted_points: Fraction
    kept_hands: int
    recounted_hands: int

    @property
    def text(self) -> Text:
        """The difference as a translatable sentence."""
        return Text(
            "round {round}, player {player}: kept {kept_points} points over {kept_hands} "
            "hands, recount {recounted_points} over {recounted_hands}",
            round=self.round_id,
            player=self.player_id,
            kept_points=self.kept_points,
            kept_hands=self.kept_hands,
            recounted_points=self.recounted_points,
            recounted_hands=self.recounted_hands,
        )

    def __str__(self) -> str:
        return str(self.text)


def tally_mismatches(session: Session) -> list[TallyMismatch]:
    """Every round tally whose points or hands played differ from a full recount.

    The recount adds each player's hand results, round totals and penalties per round; a
    player who only sat out counts hands like ``tournament.PlayerTally`` does (not played).
    """
    points: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    played: dict[tuple[int, int], int] = defaultdict(int)
    query = select(Hand.round_id, HandResult.player_id, HandResult.points, HandResult.role)
    for round_id, player_id, value, role in session.execute(query.join(Hand)):
        points[(round_id, player_id)] += value
        played[(round_id, player_id)] += 0 if role == "sitter" else 1
    for model in (RoundTotal, Penalty):
        for round_id, player_id, value in session.execute(
            select(model.round_id, model.player_id, model.points)
        ):
            points[(round_id, player_id)] += value
    kept = {
        (row.scope_id, row.player_id): row
        for row in session.scalars(select(PlayerTally).where(PlayerTally.scope == TallyScope.ROUND))
    }
    mismatches: list[TallyMismatch] = []
    for key in sorted(set(points) | set(kept)):
        row = kept.get(key)
        kept_points = row.points if row is not None else Fraction(0)
        kept_hands = row.hands_played if row is not None else 0
        hands_counted = row is None or row.hand_stats
        if kept_points != points[key] or (hands_counted and kept_hands != played[key]):
            mismatches.append(
                TallyMismatch(key[0], key[1], kept_points, points[key], kept_hands, played[key])
            )
    return mismatches
