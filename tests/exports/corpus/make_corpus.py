"""Regenerate the broken-file corpus (run from anywhere: ``python make_corpus.py``).

Each file is small and made on purpose; ``expected.json`` says which importer reads it and the
message the director must see. The files are checked in, so this script only documents how the
binary ones were made and lets a reviewer rebuild them.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from openpyxl import Workbook

HERE = Path(__file__).parent


def xlsx(rows: list[list[object]]) -> bytes:
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    stream = io.BytesIO()
    book.save(stream)
    return stream.getvalue()


HAND_HEADER = (
    "Session,Round,Table,Hand,Dealer,Type,Picker,Partner,Points,Tricks,Multiplier,Players,"
    "Seat 1,Seat 2,Seat 3"
)

FILES: dict[str, tuple[bytes, dict[str, object]]] = {
    "players_ok_en.csv": (
        "Name,Member #,Club,Email\nAnna Schmidt,101,Sheepshead Club,anna@example.com\n"
        "Bob O'Brien,102,,\nZoë Nowak,,Club ♣,\n".encode(),
        {"importer": "players", "ok": True, "rows": 3},
    ),
    "players_de_excel_cp1252.csv": (
        "Vorname;Nachname;Mitglieds-Nr.;Verein\r\nJürgen;Müller;17;Schafkopf Ödenwald\r\n"
        "Bärbel;Weiß;18;\r\n".encode("cp1252"),
        {"importer": "players", "ok": True, "rows": 2, "warning": "Windows-1252"},
    ),
    "players_de_utf8_bom_tab.csv": (
        "\ufeffSpieler\tMitgliedsnummer\tE-Mail\nÖzlem Çelik\t5\toz@example.de\n".encode(),
        {"importer": "players", "ok": True, "rows": 1},
    ),
    "wrong_columns.csv": (
        b"Foo,Bar\n1,2\n",
        {"importer": "players", "message": "no column for the player's name", "row": None},
    ),
    "empty.csv": (b"", {"importer": "players", "message": "the file is empty", "row": None}),
    "blank_lines_only.csv": (
        b"\r\n ,, \r\n",
        {"importer": "players", "message": "the file has no rows", "row": None},
    ),
    "header_only.csv": (
        b"Name,Club\n",
        {"importer": "players", "message": "header row but no data rows", "row": 1},
    ),
    "bad_encoding.csv": (
        b"Name\nJ\x81rgen\n",
        {"importer": "players", "message": "nor Windows-1252", "row": None},
    ),
    "binary_nul.csv": (
        b"Name\x00\x00\x01\x02",
        {"importer": "players", "message": "binary data", "row": None},
    ),
    "old_excel.xls": (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(64),
        {"importer": "players", "message": "old Excel .xls", "row": None},
    ),
    "damaged.xlsx": (
        b"PK\x03\x04" + bytes(40),
        {"importer": "players", "message": "workbook cannot be read", "row": None},
    ),
    "formulas.csv": (
        b'Name,Club\nAnna,Club\n"=HYPERLINK(""http://x"",""click"")",Club\n',
        {"importer": "players", "message": "starts with '=' like a spreadsheet formula", "row": 3},
    ),
    "formulas.xlsx": (
        xlsx([["Name", "Club"], ["Anna", "A"], ['=CONCAT("B","ob")', "B"]]),
        {"importer": "players", "message": "is a formula", "row": 3},
    ),
    "duplicate_players.csv": (
        b"Name,Member #\nAnna Schmidt,1\nBob,2\nanna  SCHMIDT,3\nCarl,2\n",
        {"importer": "players", "message": "appears twice: also on row 2", "row": 4, "errors": 2},
    ),
    "bad_values.csv": (
        (
            "Name,Email\n,nobody@example.com\n" + "X" * 81 + ",\nAnna;Bob,\nDora,not-an-address\n"
        ).encode(),
        {
            "importer": "players",
            "message": "is empty; every row needs a name",
            "row": 2,
            "errors": 4,
        },
    ),
    "huge.csv": (
        ("Name\n" + "".join(f"Player {i}\n" for i in range(10_001))).encode(),
        {"importer": "players", "message": "more than 10,000 data rows", "row": None},
    ),
    "hands_not_zero_sum.csv": (
        (HAND_HEADER + "\n1,1,1,1,Ann,picked,Ann,,70,4,1,Ann; Bo; Cy,2,-1,-2\n").encode(),
        {"importer": "hand_log", "message": "payouts must sum to zero", "row": 2},
    ),
    "hands_missing_column.csv": (
        HAND_HEADER.replace(",Players", "").encode()
        + b"\n1,1,1,1,Ann,picked,Ann,,70,4,1,2,-1,-1\n",
        {"importer": "hand_log", "message": "no column for Players", "row": None},
    ),
    "hands_bad_cells.csv": (
        (HAND_HEADER + "\n1,x,1,1,Ann,schneider,Zed,,121,4,1,Ann; Bo; Cy,2.5,-1,1/0\n").encode(),
        {"importer": "hand_log", "message": "is not a whole number", "row": 2, "errors": 4},
    ),
    "event_totals_de.csv": (
        "Spieler;Turnier;Datum;Punkte\nJürgen Müller;Frühjahrsturnier;01.03.2026;42\n"
        "Anna;Frühjahrsturnier;01.03.2026;-8/3\n".encode(),
        {"importer": "event_totals", "ok": True, "rows": 2},
    ),
    "event_totals_bad.csv": (
        b"Player,Event,Date,Total\nAnna,Spring,2026-13-01,4\nAnna,Spring,2026-03-01,x\n"
        b"Bob,Spring,3/1/2026,1\nbob,Spring,2026-03-01,2\n",
        {"importer": "event_totals", "message": "is not a date", "row": 2, "errors": 3},
    ),
}


def main() -> None:
    expected = {}
    for name, (data, expectation) in FILES.items():
        (HERE / name).write_bytes(data)
        expected[name] = expectation
    (HERE / "expected.json").write_text(json.dumps(expected, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
