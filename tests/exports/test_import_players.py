"""The player importer: column detection (English, German), mapping, duplicates, encodings."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from openpyxl import Workbook

from sheepshead_scorer.exports.importers.players import read_players
from sheepshead_scorer.exports.rows import PlayerRow


def xlsx(rows: list[list[object]]) -> bytes:
    """A workbook of ``rows``; text starting with "=" is stored as text, as our export does."""
    book = Workbook()
    for row in rows:
        book.active.append(row)
    for row in book.active.iter_rows():
        for cell in row:
            if isinstance(cell.value, str):
                cell.data_type = "s"
    stream = io.BytesIO()
    book.save(stream)
    return stream.getvalue()


@pytest.mark.parametrize(
    ("header", "columns"),
    [
        (
            "Name,Member #,Club,Email",
            {"name": "Name", "member_number": "Member #", "club": "Club", "email": "Email"},
        ),
        (
            "Spieler;Mitgliedsnummer;Verein;E-Mail",
            {
                "name": "Spieler",
                "member_number": "Mitgliedsnummer",
                "club": "Verein",
                "email": "E-Mail",
            },
        ),
        (
            "PLAYER NAME\tMember No\tTeam\tMail",
            {"name": "PLAYER NAME", "member_number": "Member No", "club": "Team", "email": "Mail"},
        ),
        (
            "Teilnehmer,Mitglieds-Nr.,Klub,E-Mail-Adresse",
            {
                "name": "Teilnehmer",
                "member_number": "Mitglieds-Nr.",
                "club": "Klub",
                "email": "E-Mail-Adresse",
            },
        ),
    ],
)
def test_columns_are_detected_in_english_and_german(header: str, columns: dict[str, str]) -> None:
    delimiter = ";" if ";" in header else "\t" if "\t" in header else ","
    line = delimiter.join(["Jürgen Müller", "17", "Club ♣", "j@example.de"])
    result = read_players(f"{header}\n{line}\n".encode())
    assert result.ok, result.error_report()
    assert dict(result.columns) == columns
    assert result.rows == (PlayerRow("Jürgen Müller", "17", "Club ♣", "j@example.de"),)


def test_first_and_last_name_are_joined() -> None:
    result = read_players("Vorname,Nachname\nBärbel,Weiß\n,Solo\n".encode())
    assert [r.name for r in result.rows] == ["Bärbel Weiß", "Solo"]


def test_mapping_overrides_detection() -> None:
    data = b"Name,Nickname,Number\nAnna Schmidt,Annie,7\n"
    result = read_players(data, mapping={"name": "nickname", "member_number": "Number"})
    assert result.rows == (PlayerRow("Annie", "7"),)
    assert result.columns["name"] == "Nickname"


def test_mapping_to_a_missing_column_is_explained() -> None:
    result = read_players(b"Name\nAnna\n", mapping={"club": "Verein"})
    assert not result.ok
    assert "was chosen for 'club' but the file has no such column" in str(result.errors[0])
    assert "'Name'" in str(result.errors[0])


def test_unknown_mapping_field_is_explained() -> None:
    result = read_players(b"Name\nAnna\n", mapping={"phone": "Name"})
    assert "is not a field of this import" in str(result.errors[0].message)


def test_duplicates_against_the_registry_and_within_the_file() -> None:
    data = b"Name,Member #\nANNA schmidt,9\nBob,42\nCarl,42\nDora,1\nDora,5\n"
    result = read_players(data, existing_names=["Anna Schmidt"], existing_member_numbers=["1"])
    messages = [(e.row, e.column, str(e.message).split(";")[0]) for e in result.errors]
    assert messages == [
        (2, "Name", "is already registered (as 'Anna Schmidt')"),
        (4, "Member #", "appears twice: also on row 3"),
        (5, "Member #", "belongs to a registered player already"),
        (6, "Name", "appears twice: also on row 5"),
    ]
    assert not result.ok


def test_german_excel_csv_in_cp1252_reads_with_a_warning(tmp_path: Path) -> None:
    target = tmp_path / "spieler.csv"
    target.write_bytes("Name;Verein\r\nJürgen Öztürk;Schafkopf-Verein Süd\r\n".encode("cp1252"))
    result = read_players(target)
    assert result.rows == (PlayerRow("Jürgen Öztürk", club="Schafkopf-Verein Süd"),)
    assert "Windows-1252" in str(result.warnings[0])


def test_xlsx_players_with_numbers_and_text() -> None:
    data = xlsx(
        [["Name", "Member #"], ["Anna", 101], ["=1+1 Bob", 102.0], [None, None], ["Carl", None]]
    )
    result = read_players(data)
    assert result.rows == (
        PlayerRow("Anna", "101"),
        PlayerRow("=1+1 Bob", "102"),
        PlayerRow("Carl"),
    )


def test_csv_apostrophe_guard_is_removed() -> None:
    result = read_players(b"Name\n'=1+1 Bob\n'+Anna\n")
    assert [r.name for r in result.rows] == ["=1+1 Bob", "+Anna"]


def test_row_numbers_match_the_spreadsheet() -> None:
    result = read_players(b"\nName,Email\nAnna,a@x\n\nBob,bad\n")
    (error,) = result.errors
    assert (error.row, error.column, error.value) == (5, "Email", "bad")
    assert str(error).startswith("Row 5, column 'Email': 'bad': is not an email address")


def test_preview_shows_the_first_rows() -> None:
    data = ("Name\n" + "".join(f"Player {i}\n" for i in range(30))).encode()
    result = read_players(data)
    assert [r.name for r in result.preview(3)] == ["Player 0", "Player 1", "Player 2"]
    assert len(result.preview()) == 10


def test_error_report_is_capped() -> None:
    data = ("Name,Email\n" + "".join(f"P{i},bad\n" for i in range(60))).encode()
    report = read_players(data).error_report(limit=5)
    assert report.count("\n") == 5
    assert report.endswith("… and 55 more problems.")


def test_missing_file_is_a_file_problem(tmp_path: Path) -> None:
    result = read_players(tmp_path / "nope.csv")
    assert result.errors[0].row is None
    assert "cannot open" in str(result.errors[0].message)
