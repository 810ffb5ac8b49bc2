"""Errors raised by the export layer and problems reported by the importers.

Exports raise :class:`ExportError` when a row handed to them is inconsistent (a bug in the
caller, never the director's fault). Importers never raise on bad file content: they return an
:class:`~sheepshead_scorer.exports.importers.result.ImportResult` whose ``errors`` are
:class:`ImportProblem` values, one per bad row or per file-level problem, so the director sees
every problem at once and nothing is written until the file is clean.
"""

from __future__ import annotations

from dataclasses import dataclass

from sheepshead_scorer.domain_error import DomainError


class ExportError(DomainError):
    """A row object has a value an export cannot print.

    ``field`` names the attribute, ``value`` is what was given and ``allowed`` says what is
    accepted; ``str()`` states all three and how to fix it.
    """

    template = "{field} = {value!r} cannot be exported: allowed is {allowed}."
    fix_separator = " "


@dataclass(frozen=True)
class ImportProblem:
    """One problem found while reading an import file.

    ``row`` is the line (CSV) or row (XLSX) number as the director sees it in a spreadsheet
    program, the header being row 1; ``None`` means the whole file (wrong encoding, no header,
    missing column). ``column`` is the header text of the offending column ("" if none).
    """

    row: int | None
    column: str
    value: str
    message: str

    def __str__(self) -> str:
        where = "File" if self.row is None else f"Row {self.row}"
        if self.column:
            where += f", column {self.column!r}"
        if self.value:
            return f"{where}: {self.value!r}: {self.message}"
        return f"{where}: {self.message}"
