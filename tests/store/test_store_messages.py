"""The store's errors and integrity findings carry translatable ``Text``: the English is the
message the director always read, and a translator renders each piece on its own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheepshead_scorer.store.backup import BackupError, json_dump_revision
from sheepshead_scorer.store.integrity import (
    DamagedDatabaseFile,
    IntegrityReport,
    check_sqlite_file,
)
from sheepshead_scorer.store.migrate import MigrationError, _broken_references
from sheepshead_scorer.store.sqlite_restore import restore_file
from sheepshead_scorer.text import Text, text_of

GERMAN = {
    "{file} cannot be restored: {problem}. Pick another backup.": "{file} kann nicht "
    "wiederhergestellt werden: {problem}. Bitte eine andere Sicherung wählen.",
    "the file does not exist": "die Datei existiert nicht",
    "{file} is damaged: {problems}": "{file} ist beschädigt: {problems}",
    "it is not a Sheepshead Scorer database (not an SQLite file at all)": "sie ist keine "
    "Datenbank von Sheepshead Scorer (überhaupt keine SQLite-Datei)",
}


def _german(template: str) -> str:
    return GERMAN.get(template, template)


def test_restoring_a_missing_backup_says_so_in_english_and_german(tmp_path: Path) -> None:
    missing = tmp_path / "gone.sqlite3"
    with pytest.raises(BackupError) as caught:
        restore_file(missing, tmp_path / "scorer.sqlite3", tmp_path / "safety.sqlite3")
    text = text_of(caught.value)
    assert text.template == "{file} cannot be restored: {problem}. Pick another backup."
    assert text.params["problem"] == Text("the file does not exist")
    assert str(caught.value) == (
        f"{missing} cannot be restored: the file does not exist. Pick another backup."
    )
    assert text.render(_german) == (
        f"{missing} kann nicht wiederhergestellt werden: die Datei existiert nicht. "
        "Bitte eine andere Sicherung wählen."
    )


def test_a_damaged_file_report_is_text_and_its_problems_stay_english(tmp_path: Path) -> None:
    fake = tmp_path / "renamed.sqlite3"
    fake.write_bytes(b"%PDF-1.7 " + b"x" * 200)
    report = check_sqlite_file(fake)
    assert not report.ok
    assert report.problems == (
        "it is not a Sheepshead Scorer database (not an SQLite file at all)",
    )
    assert report.text.template == "{file} is damaged: {problems}"
    assert report.summary() == (
        f"{fake} is damaged: it is not a Sheepshead Scorer database (not an SQLite file at all)"
    )
    error = DamagedDatabaseFile(report)
    assert str(error) == report.summary()
    assert text_of(error).render(_german) == (
        f"{fake} ist beschädigt: sie ist keine Datenbank von Sheepshead Scorer "
        "(überhaupt keine SQLite-Datei)"
    )


def test_several_findings_are_joined_piece_by_piece(tmp_path: Path) -> None:
    report = IntegrityReport(
        tmp_path / "x.sqlite3",
        (
            Text("the file does not exist"),
            Text.verbatim("page 3 is never used"),
            Text("the file does not exist"),
        ),
    )
    assert report.summary().endswith(
        "is damaged: the file does not exist; page 3 is never used; the file does not exist"
    )
    assert report.text.render(_german).endswith(
        "ist beschädigt: die Datei existiert nicht; page 3 is never used; "
        "die Datei existiert nicht"
    )


def test_a_foreign_json_file_is_refused_with_a_template(tmp_path: Path) -> None:
    dump = tmp_path / "other.json"
    dump.write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    with pytest.raises(BackupError) as caught:
        json_dump_revision(dump)
    assert caught.value.text.template == (
        "{file} is not a Sheepshead Scorer JSON backup (format must be {format!r})"
    )
    assert str(caught.value) == (
        f"{dump} is not a Sheepshead Scorer JSON backup "
        "(format must be 'sheepshead-scorer-json-dump/1')"
    )


@pytest.mark.parametrize(
    ("problems", "english"),
    [
        (
            [(1, 2, "players", 0)],
            "the migration to abc left 1 broken reference ((1, 2, 'players', 0)); "
            "restore the backup copy and report this",
        ),
        (
            [(1, 2, "players", 0), (4, 5, "events", 0)],
            "the migration to abc left 2 broken references (first: (1, 2, 'players', 0)); "
            "restore the backup copy and report this",
        ),
    ],
)
def test_broken_references_after_a_migration_count_in_whole_words(
    problems: list[tuple[object, ...]], english: str
) -> None:
    error = MigrationError(_broken_references("abc", problems))
    assert str(error) == english
    assert isinstance(error, RuntimeError)
