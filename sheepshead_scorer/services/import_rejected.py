"""``ImportRejected``: a file with problems, of which nothing was written."""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead_scorer.services.errors import ServiceError


class ImportRejected(ServiceError):
    """An import refused as a whole: ``problems`` lists every bad row ("Row 4, column ...").

    ``str()`` is the one-line summary; show ``problems`` above it.
    """

    def __init__(self, what: str, problems: Sequence[str]) -> None:
        count = len(problems)
        super().__init__(
            f"{what}: {count} problem{'s' if count != 1 else ''} found, nothing was imported; "
            "fix the rows listed and import the whole file again"
        )
        self.problems = tuple(problems)
