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
from sheepshead_scorer.text import Text, translatable


class ExportError(DomainError):
    """A row object has a value an export cannot print.

    ``field`` names the attribute, ``value`` is what was given and ``allowed`` says what is
    accepted; ``str()`` states all three and how to fix it.
    """

    template = translatable("{field} = {value!r} cannot be exported: allowed is {allowed}.")
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
    message: str | Text

    @property
    def text(self) -> Text:
        """The whole problem ("Row 4, column 'Name': '': ...") as translatable Text."""
        where = Text("File") if self.row is None else Text("Row {row}", row=self.row)
        if self.column:
            where = Text("{where}, column {column!r}", where=where, column=self.column)
        if self.value:
            return Text("{where}: {value!r}: {message}",
                        where=where, value=self.value, message=self.message)
        return Text("{where}: {message}", where=where, message=self.message)

    def __str__(self) -> str:
        return str(self.text)
