"""``store.sqlite_paths``: one function turns a path into what SQLite and SQLAlchemy open."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheepshead_scorer.store import open_database, sqlite_paths
from sheepshead_scorer.store.backup import backup_sqlite
from sheepshead_scorer.store.integrity import check_sqlite_file

NAMES = ["Club #3", "a?b", "100%", "%41", "Turnier Café 2026", " spaced  out ", "x#y?z=1&w"]


@pytest.mark.parametrize("name", NAMES)
def test_url_and_file_agree_for_any_folder_name(tmp_path: Path, name: str) -> None:
    path = tmp_path / name / "event.sqlite3"
    assert sqlite_paths.sqlite_file(sqlite_paths.sqlite_url(path)) == path


@pytest.mark.parametrize("name", NAMES)
def test_the_app_the_check_and_the_backup_open_the_same_file(
    tmp_path: Path, name: str
) -> None:
    folder = tmp_path / name
    folder.mkdir()
    database = open_database(folder / "event.sqlite3")
    with database.engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE marker (x)")
        connection.exec_driver_sql("INSERT INTO marker VALUES (42)")
    database.close()

    assert check_sqlite_file(folder / "event.sqlite3").ok
    copy = backup_sqlite(folder / "event.sqlite3", folder / "copy.sqlite3")
    reader = sqlite_paths.connect(copy, read_only=True)
    assert reader.execute("SELECT x FROM marker").fetchone() == (42,)
    reader.close()
    # nothing was created outside the folder (a URI cut at '#' or '?' would make `Club `)
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_a_read_only_connection_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="unable to open"):
        sqlite_paths.connect(tmp_path / "Club #3" / "missing.sqlite3", read_only=True)
    assert list(tmp_path.iterdir()) == []


def test_a_path_longer_than_sqlite_opens_is_refused_in_words(tmp_path: Path) -> None:
    too_long = tmp_path / ("d" * 200) / ("e" * 200) / ("f" * 200) / "event.sqlite3"
    with pytest.raises(sqlite_paths.PathTooLongError, match="shorter path"):
        open_database(too_long)
    assert list(tmp_path.iterdir()) == []
