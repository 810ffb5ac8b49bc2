"""Faults get a message, never a freeze or a traceback: a busy file, a collision, a newer
schema, a read-only folder, an unreachable server, a broken index; and no password shown."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, event, text

from sheepshead_scorer.cli import main
from sheepshead_scorer.services import InvalidInputError, PlayerFields, Services, WrongStateError
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.faults import (
    CollisionError,
    ConnectionLostError,
    DatabaseBusyError,
    hide_password,
)
from sheepshead_scorer.services.database.backups import (
    DatabaseHeldError,
    DatabaseUnavailableError,
    StorageError,
    backups_of,
    open_checked,
    take_backup,
)
from sheepshead_scorer.services.database.credentials import (
    create_readonly_role,
    scram_verifier,
)
from sheepshead_scorer.services.database.server_restore import restore_server
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store import engine as store_engine
from sheepshead_scorer.store.backup import libpq_target
from sheepshead_scorer.store.migrate import downgrade
from sheepshead_scorer.store.models import Player

ROOT = Path(__file__).resolve().parents[2]
SHARER = Path(__file__).with_name("file_sharers.py")
UNREACHABLE = "postgresql+psycopg://director:s3cret-pw@127.0.0.1:1/nowhere"


def _one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


# -- busy, collision, newer schema, read-only ------------------------------------------------
def test_a_file_locked_by_another_program_is_busy_not_a_freeze(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite3"
    open_database(path).close()
    monkeypatch.setattr(store_engine, "BUSY_TIMEOUT_MS", 300)
    locker = subprocess.Popen(
        [sys.executable, str(SHARER), "locker", str(path)], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert locker.stdout is not None and locker.stdout.readline().strip() == "READY"
    database = open_database(path)
    try:
        with pytest.raises(DatabaseBusyError) as caught:
            Services(database, station="desk").create_player(PlayerFields(name="Ada"))
    finally:
        locker.communicate("")
        database.close()
    message = str(caught.value)
    assert "is busy in another program (test locker (station Desk B)" in message
    assert f"process {os.getpid()}" not in message  # not this program itself
    assert "try again" in message


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
def test_a_uniqueness_collision_names_what_collided(
    backend: str, request: pytest.FixtureRequest
) -> None:
    database: Database = request.getfixturevalue("sqlite_db" if backend == "sqlite" else "pg_db")
    ctx = Context(engine=database.engine, station="desk")
    Services(database, station="desk").create_player(PlayerFields(name="Ada", member_number="77"))
    with (
        pytest.raises(CollisionError, match=r"already has the same .*member_number") as caught,
        transaction(ctx) as session,  # as a second station that checked a moment ago
    ):
        session.add(Player(name="Ann", member_number="77", changed_station="desk"))
    assert "77" in str(caught.value) or backend == "sqlite"


def test_a_newer_schema_is_refused_in_one_line_without_a_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "event.sqlite3"
    open_database(path).close()
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    connection.commit()
    connection.close()
    before = sorted(p.name for p in tmp_path.iterdir())

    with pytest.raises(DatabaseUnavailableError, match="made by a newer Sheepshead Scorer"):
        open_checked(path)
    assert main(["players", "--database", str(path)]) == 2
    err = _one_line_error(capsys)
    assert "9999_from_the_future" in err and "install that version" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # no copy left behind


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder holding a database that cannot be written: a read-only bind mount when the
    tests run as root (permissions do not stop root), else a folder without write rights."""
    source = tmp_path / "source"
    source.mkdir()
    open_database(source / "event.sqlite3").close()
    if os.geteuid() != 0:
        source.chmod(0o555)
        yield source
        source.chmod(0o755)
        return
    mounted = tmp_path / "mounted"
    mounted.mkdir()
    subprocess.run(["mount", "--bind", str(source), str(mounted)], check=True)
    try:
        subprocess.run(["mount", "-o", "remount,bind,ro", str(mounted)], check=True)
        yield mounted
    finally:
        subprocess.run(["umount", str(mounted)], check=True)


def test_a_read_only_folder_is_called_read_only_not_damaged(
    read_only_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = read_only_folder / "event.sqlite3"
    with pytest.raises(StorageError, match="is read-only") as caught:
        open_checked(path)
    assert "damaged" not in str(caught.value)
    assert main(["players", "--database", str(path)]) == 2
    err = _one_line_error(capsys)
    assert "read-only" in err and "damaged" not in err


def test_db_check_runs_the_full_integrity_check(
    sqlite_db: Database, capsys: pytest.CaptureFixture[str]
) -> None:
    services = Services(sqlite_db, station="desk")
    for number in range(40):
        services.create_player(PlayerFields(name=f"P{number}", member_number=str(number)))
    path = Path(sqlite_db.engine.url.database or "")
    sqlite_db.close()
    connection = sqlite3.connect(path)  # an index whose entries no longer fit its table
    connection.execute("PRAGMA writable_schema=ON")
    connection.execute(
        "UPDATE sqlite_master SET sql = 'CREATE INDEX ix_audit_log_at ON audit_log "
        "(station)' WHERE name = 'ix_audit_log_at'"
    )
    connection.commit()
    connection.close()
    quick = sqlite3.connect(path).execute("PRAGMA quick_check").fetchall()
    assert quick == [("ok",)]  # what the quick check at open says

    assert main(["db", "check", "--database", str(path)]) == 2
    err = _one_line_error(capsys)
    assert "is damaged" in err and "index" in err


# -- servers ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "command",
    [
        ["backup", "--database", UNREACHABLE],
        ["db", "check", "--database", UNREACHABLE],
        ["restore", "x.dump", "--database", UNREACHABLE],
        ["players", "--database", UNREACHABLE],
    ],
)
def test_an_unreachable_server_is_one_line_and_exit_2(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(command) == 2
    err = _one_line_error(capsys)
    assert "s3cret-pw" not in err
    assert "cannot be reached" in err or "cannot open" in err


def test_passwords_are_masked_wherever_a_url_is_shown() -> None:
    assert hide_password(f"could not open {UNREACHABLE}: refused") == (
        "could not open postgresql+psycopg://director:***@127.0.0.1:1/nowhere: refused"
    )
    assert hide_password("postgresql://a@h/d") == "postgresql://a@h/d"
    assert hide_password("'postgresql://u:p@ss@h/d'") != "'postgresql://u:p@ss@h/d'"


def test_sslmode_and_every_url_setting_reach_pg_dump_and_psql() -> None:
    uri, env = libpq_target(
        "postgresql+psycopg://director:s3cret@db.club:5433/fall?sslmode=verify-full"
        "&sslrootcert=/etc/ca.crt&options=-csearch_path%3Dev1"
    )
    assert uri.startswith("postgresql://director@db.club:5433/fall?")
    assert ("sslmode=verify-full" in uri and "sslrootcert=%2Fetc%2Fca.crt" in uri) or \
        "sslrootcert=/etc/ca.crt" in uri
    assert "s3cret" not in uri and env["PGPASSWORD"] == "s3cret"


@pytest.mark.postgres
def test_a_server_restore_is_refused_while_another_station_is_connected(
    pg_db: Database, tmp_path: Path
) -> None:
    Services(pg_db, station="desk").create_player(PlayerFields(name="Ada"))
    backup = take_backup(pg_db.engine, pg_db.url, to=tmp_path).path
    other = subprocess.Popen(  # a second station on the same schema, in its own process
        [sys.executable, "-c",
         "import sys; from sheepshead_scorer.store import holders, open_database; "
         "holders.set_identity(station='Desk B'); d = open_database(sys.argv[1]); "
         "c = d.engine.connect(); print('READY', flush=True); sys.stdin.read()", pg_db.url],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert other.stdout is not None and other.stdout.readline().strip() == "READY"
    try:
        with pytest.raises(DatabaseHeldError, match=r"in use by 1 other station: Desk B"):
            restore_server(pg_db.engine, pg_db.url, backup, folder=tmp_path)
    finally:
        other.communicate("")
    done = restore_server(pg_db.engine, pg_db.url, backup, folder=tmp_path)
    assert done.safety.is_file()


@pytest.mark.postgres
def test_a_server_is_backed_up_before_a_migration(
    pg_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    downgrade(pg_db.engine, "0003")
    pg_db.close()
    migrated = open_checked(pg_db.url)
    migrated.close()
    found = [b for b in backups_of(pg_db.url) if b.reason == "before-migration"]
    assert len(found) == 1 and found[0].path.stat().st_size > 0
    assert oct(found[0].path.stat().st_mode & 0o777) == "0o600"


# -- the read-only role -------------------------------------------------------------------------
def test_the_scram_verifier_matches_the_rfc_7677_example() -> None:
    salt = bytes.fromhex("5b6d99684e2c4ec4a1ec1fd45af7f6c0")  # any salt: check the shape
    verifier = scram_verifier("pencil", salt=salt)
    assert verifier.startswith("SCRAM-SHA-256$4096:W22ZaE4sTsSh7B/UWvf2wA==$")
    assert "pencil" not in verifier


@pytest.fixture
def role_name(pg_db: Database) -> Iterator[str]:
    name = f"ro_{uuid.uuid4().hex[:10]}"
    yield name
    with pg_db.engine.connect() as connection:
        schema = connection.execute(text("SELECT current_schema()")).scalar_one()
        database = connection.execute(text("SELECT current_database()")).scalar_one()
    admin = create_engine(pg_db.engine.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        exists = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname=:n"),
                                    {"n": name}).first()
        if exists:
            connection.execute(text(f'REVOKE ALL ON ALL TABLES IN SCHEMA "{schema}" FROM "{name}"'))
            connection.execute(text(f'REVOKE ALL ON SCHEMA "{schema}" FROM "{name}"'))
            connection.execute(text(
                f'ALTER DEFAULT PRIVILEGES IN SCHEMA "{schema}" '
                f'REVOKE SELECT ON TABLES FROM "{name}"'
            ))
            connection.execute(text(f'REVOKE CONNECT ON DATABASE "{database}" FROM "{name}"'))
            connection.execute(text(f'DROP ROLE "{name}"'))
    admin.dispose()


@pytest.mark.postgres
def test_the_readonly_role_password_never_travels_as_text(pg_db: Database, role_name: str) -> None:
    sent: list[str] = []
    event.listen(pg_db.engine, "before_cursor_execute",
                 lambda _c, _cur, statement, *_a: sent.append(statement))
    password = f"pw-{uuid.uuid4().hex}"
    create_readonly_role(pg_db.engine, role_name, password)
    assert sent and not any(password in statement for statement in sent)
    assert any("SCRAM-SHA-256$4096:" in statement for statement in sent)
    login = pg_db.engine.url.set(username=role_name, password=password)
    reader = create_engine(login)
    with reader.connect() as connection:  # the verifier made here lets the role log in
        assert connection.execute(text("SELECT count(*) FROM players")).scalar_one() == 0
    reader.dispose()
    create_readonly_role(pg_db.engine, role_name, password)  # ours: may be reset


@pytest.mark.postgres
def test_an_existing_writing_login_is_not_turned_read_only(
    pg_db: Database, role_name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pg_db.engine.begin() as connection:
        connection.execute(text(f'CREATE ROLE "{role_name}" LOGIN'))
    with pytest.raises(InvalidInputError, match="already exists and was not made"):
        create_readonly_role(pg_db.engine, role_name, "long enough password")
    with pg_db.engine.connect() as connection:
        settings = connection.execute(
            text("SELECT setconfig FROM pg_db_role_setting s JOIN pg_roles r "
                 "ON r.oid = s.setrole WHERE r.rolname = :n"), {"n": role_name}
        ).all()
    assert settings == []  # untouched


@pytest.mark.postgres
def test_a_refused_role_never_shows_its_password(pg_db: Database, role_name: str) -> None:
    secret = f"pw-{uuid.uuid4().hex}"
    with pg_db.engine.connect() as connection:
        database = connection.execute(text("SELECT current_database()")).scalar_one()
    with pytest.raises(WrongStateError) as caught:
        create_readonly_role(_without_createrole(pg_db, database), role_name, secret)
    assert "refused to set up role" in str(caught.value)
    chain = [caught.value, caught.value.__cause__, caught.value.__context__]
    assert not any(secret in str(e) for e in chain if e is not None)


def _without_createrole(pg_db: Database, database: str) -> object:
    """An engine whose login may not create roles (a fresh plain login)."""
    name = f"plain_{uuid.uuid4().hex[:8]}"
    with pg_db.engine.begin() as connection:
        connection.execute(text(f"CREATE ROLE \"{name}\" LOGIN PASSWORD 'plain-pass-1'"))
        connection.execute(text(f'GRANT CONNECT ON DATABASE "{database}" TO "{name}"'))
    return create_engine(pg_db.engine.url.set(username=name, password="plain-pass-1"))


def test_an_unreachable_server_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises((ConnectionLostError, DatabaseUnavailableError)) as caught:
        open_checked(UNREACHABLE)
    assert "s3cret-pw" not in str(caught.value)
    assert "nowhere" in str(caught.value)
