"""Reading a CSV or XLSX file into a header and numbered rows, with the director-facing
messages for files that cannot be read at all.

CSV: UTF-8 (with or without BOM) first, then Windows-1252 — what German Excel writes for "CSV
(Trennzeichen-getrennt)" — with a warning; the delimiter (``;``, ``,`` or tab) is sniffed.
XLSX: the named sheet or the first one; formula cells are reported, never evaluated.
Row numbers are what a spreadsheet shows: the header is row 1.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import os
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.text import Text

#: Files larger than this are refused before reading (bytes).
MAX_BYTES = 20 * 1024 * 1024
#: A workbook (a zip) whose parts would inflate past this is refused before reading (bytes):
#: a 200,000-hand log (20 MB packed) inflates to about 150 MB.
MAX_INFLATED = 256 * 1024 * 1024
#: ... or with a part packed more than this many times (a real sheet: 5-30×; a bomb: 1,000×)
MAX_RATIO = 200
#: (parts smaller than this are not asked: a tiny file packs well).
RATIO_FROM = 1024 * 1024
#: At most this many data rows are imported from one file (players, league history).
MAX_ROWS = 10_000
#: Hand logs are longer: a 30,000-hand event must fit.
MAX_HAND_ROWS = 200_000

Source = str | os.PathLike[str] | bytes
Cell = str | int | float | dt.date | dt.datetime | None


@dataclass(frozen=True)
class Formula:
    """A spreadsheet cell that holds a formula (refused by the importers)."""

    text: str


@dataclass
class RawTable:
    """Header texts and data rows as ``(row number, cells)``; ``problems`` are file-level."""

    header: list[str] = field(default_factory=list)
    rows: list[tuple[int, list[Cell | Formula]]] = field(default_factory=list)
    warnings: list[str | Text] = field(default_factory=list)
    problems: list[ImportProblem] = field(default_factory=list)
    is_csv: bool = True


def _file_problem(message: Text) -> RawTable:
    return RawTable(problems=[ImportProblem(None, "", "", message)])


def _load(source: Source) -> tuple[bytes, str] | RawTable:
    if isinstance(source, bytes):
        return source, ""
    path = Path(source)
    try:
        size = path.stat().st_size
    except OSError as error:
        return _file_problem(
            Text("cannot open {path}: {reason}. Check the file name.",
                 path=path, reason=error.strerror)
        )
    if size > MAX_BYTES:
        return _file_problem(
            Text(
                "the file is {size:.1f} MB; at most {limit} MB can be imported. "
                "Split it into smaller files.",
                size=size / 1_048_576,
                limit=MAX_BYTES // 1_048_576,
            )
        )
    return path.read_bytes(), path.suffix.casefold()


def read_table(source: Source, *, sheet: str | None = None, max_rows: int = MAX_ROWS) -> RawTable:
    """Read ``source`` (a path, or the bytes of a file) as CSV or XLSX by content and suffix.

    More than ``max_rows`` data rows is a file problem (split the file).
    """
    loaded = _load(source)
    if isinstance(loaded, RawTable):
        return loaded
    data, suffix = loaded
    if len(data) > MAX_BYTES:
        return _file_problem(
            Text(
                "the file is larger than {limit} MB. Split it into smaller files.",
                limit=MAX_BYTES // 1_048_576,
            )
        )
    if data.startswith(b"PK\x03\x04"):
        return _read_xlsx(data, sheet, max_rows)
    if suffix in (".xlsx", ".xlsm"):
        return _file_problem(
            Text("the file is not a valid .xlsx workbook. Save it again from Excel.")
        )
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        return _file_problem(
            Text(
                "this is an old Excel .xls file, which cannot be read. In Excel choose Save As → "
                "Excel Workbook (.xlsx) or CSV UTF-8, then import that file."
            )
        )
    return _read_csv(data, max_rows)


def _decode(data: bytes) -> tuple[str, list[str | Text]] | RawTable:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # Excel's "Unicode text": UTF-16
        try:
            return data.decode("utf-16"), []
        except UnicodeDecodeError:
            return _file_problem(
                Text(
                    "the file starts like UTF-16 text but is damaged. Save it again as "
                    "CSV UTF-8 and import that file."
                )
            )
    if b"\x00" in data[:4096]:
        return _file_problem(
            Text(
                "the file contains binary data (NUL bytes), so it is not a CSV text file. "
                "Export it as CSV UTF-8 or .xlsx and import that file."
            )
        )
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as error:
        position = error.start
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError:
        return _file_problem(
            Text(
                "the file is not UTF-8 text (byte {position} is invalid) nor Windows-1252 text. "
                "In Excel choose Save As → CSV UTF-8 (comma delimited) and import that file.",
                position=position,
            )
        )
    return text, [
        Text(
            "The file is not UTF-8, so it was read as Windows-1252 (what German Excel writes as "
            "“CSV”). Check the umlauts in the preview; if they look wrong, save the file as "
            "“CSV UTF-8” and import it again."
        )
    ]


def _dialect(text: str) -> type[csv.Dialect]:
    """Excel's CSV dialect with the sniffed delimiter (``;``, ``,`` or tab).

    The header line has the final say: csv.Sniffer can be misled by quotes inside names, and
    Excel always quotes the standard way, so only the delimiter is taken from the sniffer.
    """
    header = text.split("\n", 1)[0]
    counts = {d: header.count(d) for d in ",;\t"}
    try:
        sniffed: str | None = csv.Sniffer().sniff(text[: 64 * 1024], delimiters=";,\t").delimiter
    except csv.Error:
        sniffed = None
    best = max(counts, key=lambda d: counts[d])
    if sniffed is not None and counts.get(sniffed, 0) >= counts[best]:
        best = sniffed
    delimiter = best if counts[best] else (sniffed or ",")
    return type("Detected", (csv.excel,), {"delimiter": delimiter})


def _read_csv(data: bytes, max_rows: int) -> RawTable:
    decoded = _decode(data)
    if isinstance(decoded, RawTable):
        return decoded
    text, warnings = decoded
    if not text.strip():
        return _file_problem(
            Text("the file is empty. Choose a file with a header row and data rows.")
        )
    reader = csv.reader(io.StringIO(text, newline=""), _dialect(text))
    table = RawTable(warnings=warnings)
    try:
        records = list(reader)
    except csv.Error as error:
        return _file_problem(
            Text("the CSV is malformed: {reason}. Save it again as CSV UTF-8.", reason=str(error))
        )
    return _fill(table, [list(r) for r in records], max_rows)


def _inflation_problem(data: bytes) -> RawTable | None:
    """A workbook is a zip: refuse one that would inflate past :data:`MAX_INFLATED`, or with
    a part squeezed more than :data:`MAX_RATIO` times (a zip bomb: 1 MB → GBs), before
    openpyxl reads anything — from the sizes the zip declares (``zipfile`` never inflates a
    part past its declared size)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return None  # not readable as a zip: openpyxl's own message says so
    total = sum(part.file_size for part in parts)
    squeezed = [
        part for part in parts
        if part.file_size > RATIO_FROM and part.file_size > MAX_RATIO * max(part.compress_size, 1)
    ]
    if total <= MAX_INFLATED and not squeezed:
        return None
    worst = max(parts, key=lambda part: part.file_size)
    return _file_problem(
        Text(
            "the workbook inflates to {size} MB when opened ({part}: {ratio}× its packed "
            "size); at most {limit} MB, packed at most {most}×, can be imported — it is not "
            "an ordinary workbook (a zip bomb?). Open it in Excel and save it again as .xlsx "
            "or CSV UTF-8, or split it",
            size=f"{total / 1_048_576:,.0f}", part=worst.filename,
            ratio=f"{worst.file_size // max(worst.compress_size, 1):,}",
            limit=MAX_INFLATED // 1_048_576, most=MAX_RATIO,
        )
    )


def _read_xlsx(data: bytes, sheet: str | None, max_rows: int) -> RawTable:
    from openpyxl import load_workbook

    bomb = _inflation_problem(data)
    if bomb is not None:
        return bomb
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=False)
    except Exception as error:  # openpyxl raises many kinds for a damaged zip
        return _file_problem(
            Text(
                "the workbook cannot be read ({kind}). Save it again from Excel as .xlsx.",
                kind=type(error).__name__,
            )
        )
    try:
        if sheet is not None and sheet in workbook.sheetnames:
            ws = workbook[sheet]
        else:
            ws = workbook.worksheets[0]
        records: list[list[Any]] = []
        for row in ws.iter_rows():
            cells: list[Any] = []
            for cell in row:
                if cell.data_type == "f":
                    cells.append(Formula(str(cell.value)))
                else:
                    cells.append(cell.value)
            records.append(cells)
            if len(records) > max_rows + 1:
                break
    finally:
        workbook.close()
    table = RawTable(is_csv=False)
    return _fill(table, records, max_rows)


def _blank(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _fill(table: RawTable, records: list[list[Any]], max_rows: int) -> RawTable:
    numbered = [(n, r) for n, r in enumerate(records, start=1) if not all(map(_blank, r))]
    if not numbered:
        table.problems.append(
            ImportProblem(
                None, "", "", Text("the file has no rows. Choose a file with a header row.")
            )
        )
        return table
    header_number, header = numbered[0]
    table.header = ["" if h is None else str(h).strip() for h in header]
    data = numbered[1:]
    if not data:
        table.problems.append(
            ImportProblem(
                header_number,
                "",
                "",
                Text("the file has a header row but no data rows below it."),
            )
        )
    if len(data) > max_rows:
        table.problems.append(
            ImportProblem(
                None,
                "",
                "",
                Text(
                    "the file has more than {limit:,} data rows; import at most {limit:,} "
                    "rows at a time. Split the file.",
                    limit=max_rows,
                ),
            )
        )
        return table
    width = len(table.header)
    table.rows = [(n, list(r) + [None] * (width - len(r))) for n, r in data]
    return table
