"""`sheepshead-scorer backup / backups / restore / db check / db create-readonly-role`."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheepshead_scorer.cli import main
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.store import Database


@pytest.fixture
def db_file(sqlite_db: Database) -> Path:
    Services(sqlite_db, station="desk").create_player(PlayerFields(name="Ada"))
    sqlite_db.close()
    return Path(sqlite_db.engine.url.database or "")


def test_backup_list_check_and_restore(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["backup", "--database", str(db_file)]) == 0
    taken = capsys.readouterr().out
    assert "backed up" in taken
    backup = Path(taken.strip().split(" to ")[-1])
    assert backup.is_file()

    assert main(["backups", "--database", str(db_file)]) == 0
    assert str(backup) in capsys.readouterr().out
    assert main(["db", "check", "--database", str(db_file)]) == 0
    assert "every tally equals a recount" in capsys.readouterr().out

    db_file.write_bytes(b"garbage" * 100)
    assert main(["db", "check", "--database", str(db_file)]) == 2
    err = capsys.readouterr().err
    assert "is damaged" in err and f'sheepshead-scorer restore "{backup}"' in err

    assert main(["restore", str(backup), "--database", str(db_file)]) == 0
    assert "the damaged file is kept as" in capsys.readouterr().out
    assert main(["db", "check", "--database", str(db_file)]) == 0


def test_restore_of_a_missing_backup_fails_clearly(
    db_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["restore", str(db_file.parent / "nope.sqlite3"), "--database",
                 str(db_file)]) == 2
    assert "does not exist. Pick another backup" in capsys.readouterr().err


def test_readonly_role_on_sqlite_is_refused(
    db_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["db", "create-readonly-role", "projector", "--password", "long enough",
                 "--database", str(db_file)])
    assert code == 2
    assert "needs a PostgreSQL database" in capsys.readouterr().err
