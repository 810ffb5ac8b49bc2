"""Reading the fields of one data row, collecting every problem instead of stopping at the
first one — so the director fixes a row once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.exports.importers.reading import Cell, Formula
from sheepshead_scorer.text import Text, text_of

T = TypeVar("T")


class RowReader:
    """The cells of row ``number``; ``read`` parses a field or records a problem for it."""

    def __init__(
        self,
        number: int,
        cells: Sequence[Cell | Formula],
        header: Sequence[str],
        found: dict[str, int],
        problems: list[ImportProblem],
    ) -> None:
        self.number = number
        self._cells = cells
        self._header = header
        self._found = found
        self._problems = problems
        self.failed = False

    def raw(self, field: str) -> Cell | Formula:
        """The cell of ``field`` (``None`` if the file has no such column)."""
        return self._cells[self._found[field]] if field in self._found else None

    def fail(self, field: str, value: object, message: str | Text) -> None:
        """Record a problem for ``field`` in this row (``message`` says what is wrong with
        the value and how to fix it, e.g. ``Text("is empty; every row needs a name")``)."""
        column = self._header[self._found[field]] if field in self._found else field
        shown = "" if value is None or isinstance(value, Formula) else str(value)
        if isinstance(value, Formula):
            shown = value.text
        self._problems.append(ImportProblem(self.number, column, shown, message))
        self.failed = True

    def read(self, field: str, parse: Callable[[Cell | Formula], T], default: T) -> T:
        """``parse(cell)``; on ``ValueError`` record the problem (its Text, so the window can
        translate it) and return ``default``."""
        value = self.raw(field)
        try:
            return parse(value)
        except ValueError as error:
            self.fail(field, value, text_of(error))
            return default
