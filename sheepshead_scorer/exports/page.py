"""The page shape every printed document shares, PDF and workbook alike."""

from __future__ import annotations

#: A table with more columns than this prints in landscape (PDF page, workbook print setup).
PORTRAIT_MAX_COLUMNS = 8


def landscape(columns: int) -> bool:
    """Whether a table of ``columns`` columns prints in landscape."""
    return columns > PORTRAIT_MAX_COLUMNS
