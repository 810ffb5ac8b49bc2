"""A file as this program left it is not checked whole again at open (``store.clean_mark``);
anything that changed it since is, and damage met later is still called damage."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.core.faults import DamagedFileError
from sheepshead_scorer.store import clean_mark, database
from sheepshead_scorer.store.database import open_database
from sheepshead_scorer.store.integrity import DamagedDatabaseFile

CHECKED: list[Path] = []


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every whole-file check ``open_database`` runs."""
    CHECKED.clear()
    real = database.check_sqlite_file

    def counting(path: Path, *, quick: bool = False) -> object:
        CHECKED.append(path)
        return real(path, quick=quick)

    monkeypatch.setattr(database, "check_sqlite_file", counting)
    return CHECKED


def _made(path: Path, players: int = 40) -> None:
    db = open_database(path)
    services = Services(db, station="desk")
    for n in range(players):
        services.create_player(PlayerFields(name=f"Player {n}"))
    db.close()


def test_a_file_closed_by_the_program_opens_without_a_whole_check(
    tmp_path: Path, counted: list[Path]
) -> None:
    path = tmp_path / "club.sqlite3"
    _made(path)
    assert counted == [path]  # a new (empty) file is checked once, when first opened
    assert clean_mark.known_clean(path)
    again = open_database(path)
    assert counted == [path]  # not again
    assert len(Services(again, station="desk").players()) == 40
    again.close()
    assert clean_mark.known_clean(path)


def test_any_change_by_another_program_brings_the_check_back(
    tmp_path: Path, counted: list[Path]
) -> None:
    path = tmp_path / "club.sqlite3"
    _made(path)
    with sqlite3.connect(path) as other:  # another program writes the file
        other.execute("UPDATE players SET name = upper(name)")
    assert not clean_mark.known_clean(path)
    open_database(path).close()
    assert counted == [path, path]


def test_a_zeroed_header_is_found_even_with_the_same_size_and_time(
    tmp_path: Path, counted: list[Path]
) -> None:
    path = tmp_path / "club.sqlite3"
    _made(path)
    status = path.stat()
    with path.open("r+b") as handle:
        handle.write(b"\x00" * 100)
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))  # the time put back
    with pytest.raises(DamagedDatabaseFile):
        open_database(path)


def test_a_page_gone_bad_unseen_is_found_at_open(tmp_path: Path, counted: list[Path]) -> None:
    """A page going bad with nothing writing the file (same size, time and first page): the
    mark hashes the whole file, so the next open checks it whole and refuses it."""
    path = tmp_path / "club.sqlite3"
    _made(path, players=400)
    _spoil_players(path)
    assert clean_mark.status(path) == clean_mark.ALTERED_UNSEEN
    with pytest.raises(DamagedDatabaseFile):
        open_database(path)


def test_a_page_gone_bad_while_open_is_called_damaged_at_the_read(
    tmp_path: Path, counted: list[Path]
) -> None:
    """What the mark cannot see: a page going bad while the file is open. The read that
    meets it says the file is damaged and how to get the backup, and the next open checks
    the whole file and refuses it."""
    path = tmp_path / "club.sqlite3"
    _made(path, players=400)
    opened = open_database(path)
    opened.engine.dispose()  # no connection cached: the read below meets the page on disk
    _spoil_players(path)
    services = Services(opened, station="desk")
    with pytest.raises(DamagedFileError) as damaged:
        services.players()
    assert "is damaged" in str(damaged.value) and "latest good backup" in str(damaged.value)
    opened.close()
    assert not clean_mark.known_clean(path)
    with pytest.raises(DamagedDatabaseFile):
        open_database(path)


def _spoil_players(path: Path) -> None:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as reader:
        root = reader.execute("SELECT rootpage FROM sqlite_master WHERE name = 'players'")
        page = root.fetchone()[0]
        size = reader.execute("PRAGMA page_size").fetchone()[0]
    status = path.stat()
    with path.open("r+b") as handle:
        handle.seek((page - 1) * size)
        handle.write(b"\xff" * size)
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))


def test_nothing_is_marked_while_another_connection_has_the_file_open(
    tmp_path: Path, counted: list[Path]
) -> None:
    path = tmp_path / "club.sqlite3"
    _made(path)
    first = open_database(path)
    second = open_database(path)  # the same process: its first page is not read
    assert counted == [path, path]
    second.close()
    first.close()
    assert clean_mark.known_clean(path)


@pytest.fixture
def summed(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every whole read of a file's content for its mark."""
    reads: list[Path] = []
    real = clean_mark.DIGESTS[clean_mark.DIGEST]

    def counting(path: Path) -> str:
        reads.append(path)
        return real(path)

    monkeypatch.setitem(clean_mark.DIGESTS, clean_mark.DIGEST, counting)
    return reads


def test_a_file_only_read_is_not_summed_again_at_close(
    tmp_path: Path, counted: list[Path], summed: list[Path]
) -> None:
    """A command that only reads (`standings`) sums the file once, at open; one that wrote
    sums it again at close, and the next open finds it clean."""
    path = tmp_path / "club.sqlite3"
    _made(path)
    summed.clear()
    reader = open_database(path)
    assert len(Services(reader, station="desk").players()) == 40
    reader.close()
    assert summed == [path]
    writer = open_database(path)
    Services(writer, station="desk").create_player(PlayerFields(name="Late"))
    writer.close()
    assert summed == [path, path, path]
    assert clean_mark.known_clean(path)
    assert counted == [path]  # only the new file's first open was checked


def test_a_page_gone_bad_while_open_and_never_read_is_found_at_the_next_open(
    tmp_path: Path, counted: list[Path]
) -> None:
    """The close does not take in a page that went bad while the file was open (it summed
    the file again before, and marked the damage clean)."""
    path = tmp_path / "club.sqlite3"
    _made(path, players=400)
    opened = open_database(path)
    opened.engine.dispose()
    _spoil_players(path)
    opened.close()
    assert clean_mark.status(path) == clean_mark.ALTERED_UNSEEN
    with pytest.raises(DamagedDatabaseFile):
        open_database(path)


def test_a_mark_of_an_earlier_version_still_counts_and_is_renewed(
    tmp_path: Path, counted: list[Path]
) -> None:
    """Marks written with BLAKE2b (``content``) open the file unchecked after an upgrade;
    the close writes the mark again with today's sum."""
    path = tmp_path / "club.sqlite3"
    _made(path)
    mark = path.with_name(path.name + ".holders") / clean_mark.MARK
    kept = json.loads(mark.read_text(encoding="utf-8"))
    kept.pop(clean_mark.DIGEST)
    kept["content"] = hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
    mark.write_text(json.dumps(kept), encoding="utf-8")
    open_database(path).close()
    assert counted == [path]
    renewed = json.loads(mark.read_text(encoding="utf-8"))
    assert clean_mark.DIGEST in renewed and "content" not in renewed
    assert clean_mark.known_clean(path)
