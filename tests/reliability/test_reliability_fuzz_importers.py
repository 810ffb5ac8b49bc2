"""Every importer, and every import service, fed random and malformed files.

No crash; a file that cannot be imported gets problems with text (the importers) or an
``ImportRejected``/``ServiceError`` with a message (the services), and nothing is written.
``HYPOTHESIS_PROFILE=long`` runs 10,000 examples per test.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import func, select

from reliability import workload
from reliability.fuzz_profiles import FUZZ
from sheepshead_scorer.exports import ImportResult, read_event_totals, read_hand_log, read_players
from sheepshead_scorer.exports.cells import HAND_FIXED_COLUMNS, seat_column
from sheepshead_scorer.services import ServiceError, Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Base

CORPUS = Path(__file__).resolve().parents[1] / "exports" / "corpus"
READERS: dict[str, Callable[[bytes | str], ImportResult[Any]]] = {
    "players": read_players,
    "hand log": read_hand_log,
    "event totals": read_event_totals,
}
HEADERS = {
    "players": ["Name", "First name", "Last name", "Member #", "Club", "Email", "Vorname"],
    "hand log": [*HAND_FIXED_COLUMNS, seat_column(1), seat_column(2), seat_column(3)],
    "event totals": ["Player", "Event", "Date", "Total", "Member #", "Punkte"],
}
CELLS = st.one_of(
    st.text(max_size=12),
    st.integers(-10**12, 10**12).map(str),
    st.sampled_from(["", "=SUM(A1:A3)", "+1", "-", "1/0", "2.5", "8/3", "NaN", "1e309",
                     "2026-13-45", "29.11.2026", "\x00", "é", "'", '"', ";", "\t"]),
)


def row_counts(db: Database) -> dict[str, int]:
    with db.session() as session:
        return {
            name: int(session.scalar(select(func.count()).select_from(table)) or 0)
            for name, table in Base.metadata.tables.items()
        }


@st.composite
def table_files(draw: st.DrawFn, kind: str) -> bytes:
    """A CSV built from the importer's own headers (shuffled, some missing or doubled) and
    random cells, with a random delimiter and encoding."""
    header = draw(st.lists(st.sampled_from(HEADERS[kind]), min_size=1, max_size=8))
    rows = draw(st.lists(st.lists(CELLS, min_size=0, max_size=len(header) + 2), max_size=6))
    sep = draw(st.sampled_from([",", ";", "\t"]))
    text = "\n".join(sep.join(cells) for cells in [header, *rows])
    encoding = draw(st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16"]))
    return text.encode(encoding, errors="replace")


def _check(result: ImportResult[Any]) -> None:
    if not result.ok:
        assert all(str(problem).strip() for problem in result.errors)
        assert result.error_report()


@pytest.mark.parametrize("kind", sorted(READERS))
@FUZZ
@given(data=st.binary(max_size=2048))
def test_random_bytes_never_crash_an_importer(kind: str, data: bytes) -> None:
    _check(READERS[kind](data))


@pytest.mark.parametrize("kind", sorted(READERS))
@FUZZ
@given(data=st.data())
def test_malformed_tables_never_crash_an_importer(kind: str, data: st.DataObject) -> None:
    _check(READERS[kind](data.draw(table_files(kind))))


@pytest.mark.parametrize("name", sorted(p.name for p in CORPUS.iterdir()
                                        if p.suffix in (".csv", ".xlsx", ".xls")))
@pytest.mark.parametrize("kind", sorted(READERS))
def test_every_corpus_file_reads_or_is_refused_with_text(kind: str, name: str) -> None:
    _check(READERS[kind](str(CORPUS / name)))


@FUZZ
@given(data=st.data())
def test_a_refused_player_import_writes_nothing(
    sqlite_db: Database, data: st.DataObject
) -> None:
    services = Services(sqlite_db, station="fuzz")
    before = row_counts(sqlite_db)
    try:
        services.import_players(data.draw(table_files("players")))
    except ServiceError as exc:
        assert str(exc).strip()
        assert row_counts(sqlite_db) == before


@pytest.fixture
def published_event(sqlite_db: Database) -> int:
    """An event with its first round published and no hands yet (what a hand log fills)."""
    services = Services(sqlite_db, station="fuzz")
    setup = workload.create_event(services, 2)
    workload.start_round(services, setup.event_id, 1, seed=1)
    return setup.event_id


@FUZZ
@given(data=st.data())
def test_a_refused_hand_log_or_history_import_writes_nothing(
    sqlite_db: Database, published_event: int, data: st.DataObject
) -> None:
    history, hand_log = data.draw(table_files("event totals")), data.draw(table_files("hand log"))
    services = Services(sqlite_db, station="fuzz")
    season = _season(services)
    before = row_counts(sqlite_db)
    try:
        services.import_event_totals(season, history)
    except ServiceError as exc:
        assert str(exc).strip()
        assert row_counts(sqlite_db) == before
    before = row_counts(sqlite_db)
    try:
        services.import_hands(published_event, hand_log)
    except ServiceError as exc:
        assert str(exc).strip()
        assert row_counts(sqlite_db) == before


def _season(services: Services) -> int:
    league = services.create_league(f"Fuzz League {uuid.uuid4().hex}").created
    assert league is not None
    season = services.create_season(league, "Season 1").created
    assert season is not None
    return season
