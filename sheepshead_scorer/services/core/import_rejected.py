"""``ImportRejected``: a file with problems, of which nothing was written."""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead_scorer.services.core.errors import ServiceError
from sheepshead_scorer.text import Text


class ImportRejected(ServiceError):
    """An import refused as a whole: ``problems`` lists every bad row ("Row 4, column ...").

    ``str()`` is the one-line summary; show ``problems`` above it.
    """

    def __init__(self, what: str | Text, problems: Sequence[str | Text]) -> None:
        count = len(problems)
        summary = (
            Text("{what}: 1 problem found, nothing was imported; fix the row listed and "
                 "import the whole file again", what=what)
            if count == 1
            else Text("{what}: {count} problems found, nothing was imported; fix the rows "
                      "listed and import the whole file again", what=what, count=count)
        )
        super().__init__(summary)
        self.problem_texts = tuple(Text.of(problem) for problem in problems)
        self.problems = tuple(str(problem) for problem in problems)
