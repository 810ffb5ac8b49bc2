"""A PostgreSQL database's backups are listed like a SQLite file's, and a ``.dump`` is checked
for its schema revision before it is put back: newer is refused, older is migrated up.

Runs on the real server named by ``SHEEPSHEAD_TEST_PG_URL`` (a fresh schema each test).
"""

from __future__ import annotations

import getpass
import os
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select, text
from sqlalchemy.engine import make_url
from test_reliability_pg_restore import fill, snapshot, spoil

from sheepshead_scorer.cli import main
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.database.backups import (
    BackupFailedError,
    backup_stem,
    backups_of,
    default_backup_folder,
    take_backup,
)
from sheepshead_scorer.services.database.server_restore import restore_server
from sheepshead_scorer.store import Database, current_revision, head_revision
from sheepshead_scorer.store import backup as backup_module
from sheepshead_scorer.store import pg_restore as pg_restore_module
from sheepshead_scorer.store.backup import BackupError, backup_postgres
from sheepshead_scorer.store.migrate import downgrade, upgrade
from sheepshead_scorer.store.models import Hand, Player
from sheepshead_scorer.store.pg_restore import read_dump_revision

FUTURE = "9999_from_the_future"


def _url(database: Database) -> str:
    return database.engine.url.render_as_string(hide_password=False)


def _set_revision(database: Database, revision: str) -> None:
    with database.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = :r"), {"r": revision})


def _count(database: Database, model: type[Player] | type[Hand]) -> int:
    with database.session() as session:
        return session.scalar(select(func.count()).select_from(model)) or 0


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default backup folder lives under here (``$XDG_DATA_HOME``)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


# -- listing ----------------------------------------------------------------------------------
@pytest.mark.postgres
def test_cli_lists_a_server_databases_backups_newest_last_with_size_and_format(
    pg_db: Database, data_home: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    manual = take_backup(pg_db.engine, pg_db.url).path  # pg_dump is on the PATH here
    monkeypatch.setattr(backup_module, "pg_dump_available", lambda: False)
    automatic = take_backup(pg_db.engine, pg_db.url, reason="auto").path
    assert (manual.suffix, automatic.suffix) == (".dump", ".json")
    other = manual.with_name(manual.name.replace(backup_stem(pg_db.url), "sheepshead_test.t_x"))
    other.write_bytes(b"another schema's dump")  # same folder, same database, other schema
    without_password = make_url(_url(pg_db)).set(password=None)
    monkeypatch.setattr(getpass, "getpass", lambda _prompt="": pytest.fail("asked a password"))

    url = without_password.render_as_string(hide_password=False)
    assert main(["backups", "--database", url]) == 0

    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["taken", "(UTC)", "reason", "size", "format", "file"]
    rows = [line.split() for line in lines[1:]]
    assert [row[-1] for row in rows] == [str(manual), str(automatic)]  # newest last
    assert [(row[2], row[-2]) for row in rows] == [("manual", "pg_dump"), ("auto", "json")]
    for row, path in zip(rows, (manual, automatic), strict=True):
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", row[0]) and re.fullmatch(r"[\d:]{8}", row[1])
        size = path.stat().st_size
        shown = f"{size:,} B" if size < 10240 else f"{-(-size // 1024):,} KiB"
        assert " ".join(row[3:5]) == shown
    assert str(other) not in "\n".join(lines)


@pytest.mark.postgres
def test_cli_says_where_it_looked_when_a_server_database_has_no_backups(
    pg_db: Database, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["backups", "--database", _url(pg_db)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("no backups of the database server 127.0.0.1/sheepshead_test yet in ")
    assert str(default_backup_folder(pg_db.url)) in out
    assert "sheepshead:sheepshead@" not in out


@pytest.mark.parametrize(
    ("url", "stem"),
    [
        ("postgresql+psycopg://u:p@host/club", "club"),
        ("postgresql+psycopg://u@host:5433/club?options=-csearch_path%3Dfall_2026",
         "club.fall_2026"),
        ("postgresql+psycopg://u@host/club?options=-csearch_path=spring", "club.spring"),
    ],
)
def test_a_server_backup_is_named_after_the_database_and_its_schema(url: str, stem: str) -> None:
    assert backup_stem(url) == stem


def test_a_sqlite_files_backups_are_listed_through_the_same_function(tmp_path: Path) -> None:
    database = tmp_path / "event.sqlite3"
    folder = tmp_path / "backups"
    folder.mkdir()
    names = ["event-20261129T101010000000Z-manual.sqlite3",
             "event-20261129T090909000000Z-auto.sqlite3",
             "other-20261129T111111000000Z-manual.sqlite3"]
    for name in names:
        (folder / name).write_bytes(b"x" * 7)
    found = backups_of(f"sqlite:///{database}")
    assert [(b.path.name, b.reason, b.format, b.size) for b in found] == [
        (names[1], "auto", "sqlite3", 7), (names[0], "manual", "sqlite3", 7),
    ]


# -- reading a dump's revision ------------------------------------------------------------------
@pytest.fixture
def bare_schema() -> Iterator[str]:
    """A URL of a fresh schema holding one table but no ``alembic_version``."""
    base = os.environ.get("SHEEPSHEAD_TEST_PG_URL")
    if not base:
        pytest.fail("SHEEPSHEAD_TEST_PG_URL is not set: start it with scripts/start-postgres")
    schema = f"t_{uuid.uuid4().hex[:16]}"
    engine = create_engine(base)
    with engine.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
        connection.execute(text(f'CREATE TABLE "{schema}".notes (id int primary key)'))
    try:
        yield f"{base}?options=-csearch_path%3D{schema}"
    finally:
        with engine.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        engine.dispose()


@pytest.mark.postgres
def test_the_revision_is_read_from_inside_the_dump_whatever_its_name(
    pg_db: Database, tmp_path: Path
) -> None:
    dumped = backup_postgres(pg_db.engine, tmp_path / "k.x", use_pg_dump=True)
    renamed = dumped.rename(tmp_path / "renamed by the director.dump")
    found = read_dump_revision(renamed)
    assert found is not None
    assert found.revision == head_revision() == current_revision(pg_db.engine)
    assert found.schema == pg_db.url.rsplit("%3D", 1)[1]


@pytest.mark.postgres
def test_a_dump_without_a_schema_revision_is_refused_before_anything_is_written(
    pg_db: Database, bare_schema: str, tmp_path: Path
) -> None:
    engine = create_engine(bare_schema)
    try:
        dumped = backup_postgres(engine, tmp_path / "foreign.x", use_pg_dump=True)
    finally:
        engine.dispose()
    assert read_dump_revision(dumped) is None
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    before = snapshot(pg_db)
    with pytest.raises(BackupFailedError, match=r"holds no schema revision .* not a backup of a "
                       r"Sheepshead Scorer database"):
        restore_server(pg_db.engine, pg_db.url, dumped, folder=tmp_path / "safe")
    assert snapshot(pg_db) == before
    assert not (tmp_path / "safe").exists()


def test_a_file_that_is_no_dump_cannot_have_its_revision_read(tmp_path: Path) -> None:
    bad = tmp_path / "bad.dump"
    bad.write_bytes(b"PGDMP but not really")
    with pytest.raises(BackupError, match=r"pg_restore could not restore .*bad\.dump"):
        read_dump_revision(bad)


# -- newer, older ---------------------------------------------------------------------------------
@pytest.mark.postgres
def test_a_dump_made_by_a_newer_program_is_refused_and_nothing_is_written(
    pg_db: Database, tmp_path: Path
) -> None:
    services = Services(pg_db, station="desk")
    fill(services, pg_db)
    _set_revision(pg_db, FUTURE)
    newer = backup_postgres(pg_db.engine, tmp_path / "newer.x", use_pg_dump=True)
    _set_revision(pg_db, head_revision())
    spoil(services, pg_db)
    before = snapshot(pg_db)

    with pytest.raises(BackupFailedError) as refused:
        restore_server(pg_db.engine, pg_db.url, newer, folder=tmp_path / "safe")

    assert str(refused.value) == (
        f"{newer} cannot be restored: this backup was made by a newer Sheepshead Scorer "
        f"(revision {FUTURE}; this one knows up to {head_revision()}); install that version "
        "to restore it"
    )
    assert snapshot(pg_db) == before
    assert not (tmp_path / "safe").exists()  # not even the safety copy


@pytest.mark.postgres
def test_cli_refuses_a_newer_dump_with_status_2(
    pg_db: Database, tmp_path: Path, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    _set_revision(pg_db, FUTURE)
    newer = backup_postgres(pg_db.engine, tmp_path / "newer.x", use_pg_dump=True)
    _set_revision(pg_db, head_revision())
    assert main(["restore", str(newer), "--database", _url(pg_db)]) == 2
    err = capsys.readouterr().err
    assert f"made by a newer Sheepshead Scorer (revision {FUTURE}" in err
    assert "install that version to restore it" in err
    assert not data_home.exists()


def older_dump(pg_db: Database, tmp_path: Path, revision: str) -> tuple[Path, dict[str, int]]:
    """Fill the database, go down to ``revision``, dump it, come back up to head."""
    services = Services(pg_db, station="desk")
    fill(services, pg_db)
    counts = {"players": _count(pg_db, Player), "hands": _count(pg_db, Hand)}
    downgrade(pg_db.engine, revision)
    older = backup_postgres(pg_db.engine, tmp_path / "older.x", use_pg_dump=True)
    upgrade(pg_db.engine)
    spoil(services, pg_db)
    return older, counts


@pytest.mark.postgres
@pytest.mark.parametrize("revision", ["0001", "0003"])
def test_an_older_dump_is_restored_and_migrated_up(
    pg_db: Database, tmp_path: Path, revision: str
) -> None:
    older, counts = older_dump(pg_db, tmp_path, revision)
    dumped = read_dump_revision(older)
    assert dumped is not None and dumped.revision == revision

    done = restore_server(pg_db.engine, pg_db.url, older, folder=tmp_path / "safe")

    assert (done.revision, done.migrated_to) == (revision, head_revision())
    assert current_revision(pg_db.engine) == head_revision()
    assert {"players": _count(pg_db, Player), "hands": _count(pg_db, Hand)} == counts
    assert done.safety.is_file() and done.safety.parent == tmp_path / "safe"
    assert str(done.note) == (
        f"the backup was made at schema revision {revision} (an older Sheepshead Scorer) and "
        f"has been migrated to revision {head_revision()}"
    )
    services = Services(pg_db, station="desk")  # and the migrated data works
    created = services.create_player(PlayerFields(name="After the restore")).created
    assert created is not None and created > max(r[0] for r in snapshot(pg_db)["players"][:-1])


@pytest.mark.postgres
def test_a_dump_at_this_revision_says_nothing_about_migrating(
    pg_db: Database, tmp_path: Path
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    same = backup_postgres(pg_db.engine, tmp_path / "same.x", use_pg_dump=True)
    done = restore_server(pg_db.engine, pg_db.url, same, folder=tmp_path / "safe")
    assert (done.revision, done.migrated_to, done.note) == (head_revision(), None, None)


@pytest.mark.postgres
def test_cli_restores_an_older_dump_and_says_it_was_migrated(
    pg_db: Database, tmp_path: Path, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    older, counts = older_dump(pg_db, tmp_path, "0002")
    assert main(["restore", str(older), "--database", _url(pg_db)]) == 0
    out = capsys.readouterr().out
    assert f"the backup was made at schema revision 0002 (an older Sheepshead Scorer) and has " \
           f"been migrated to revision {head_revision()}; what it replaced was backed up to" in out
    assert current_revision(pg_db.engine) == head_revision()
    assert _count(pg_db, Player) == counts["players"]


@pytest.mark.postgres
def test_a_restore_that_fails_half_way_changes_nothing(
    pg_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tables are dropped, then the statement after fails: psql rolls both back."""
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    kept = backup_postgres(pg_db.engine, tmp_path / "kept.x", use_pg_dump=True)
    Services(pg_db, station="desk").create_player(PlayerFields(name="Bob"))
    before = snapshot(pg_db)
    drop = pg_restore_module._drop_tables
    monkeypatch.setattr(pg_restore_module, "_drop_tables", lambda s: f"{drop(s)}; SELECT 1/0")
    with pytest.raises(BackupFailedError, match=r"nothing was changed.*division by zero"):
        restore_server(pg_db.engine, pg_db.url, kept, folder=tmp_path / "safe")
    assert snapshot(pg_db) == before
