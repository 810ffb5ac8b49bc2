"""The result every importer returns: parsed rows plus every problem found."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.text import Text, Translate

RowT = TypeVar("RowT")

#: How many rows a preview shows unless told otherwise.
PREVIEW_ROWS = 10


@dataclass(frozen=True)
class ImportResult(Generic[RowT]):
    """Parsed ``rows`` and ``errors``; import only when ``ok`` (no errors at all).

    ``warnings`` do not block the import (e.g. "read as Windows-1252"; ``Text``, shown in the
    window's language, or a plain string shown as it is); ``columns`` says which
    header of the file was used for each field, so the director can check the auto-detection.
    """

    rows: tuple[RowT, ...] = ()
    errors: tuple[ImportProblem, ...] = ()
    warnings: tuple[str | Text, ...] = ()
    columns: Mapping[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.errors

    def preview(self, count: int = PREVIEW_ROWS) -> tuple[RowT, ...]:
        """The first ``count`` parsed rows, for the import dialog's preview table."""
        return self.rows[:count]

    def error_report(self, limit: int = 50, translate: Translate | None = None) -> str:
        """The errors as lines of text, at most ``limit`` of them, for a message box; in the
        language ``translate`` maps templates to (English without it)."""
        lines = [problem.text.render(translate) for problem in self.errors[:limit]]
        if len(self.errors) > limit:
            more = Text("… and {count} more problems.", count=len(self.errors) - limit)
            lines.append(more.render(translate))
        return "\n".join(lines)
