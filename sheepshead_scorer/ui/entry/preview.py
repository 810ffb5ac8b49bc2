"""Live reading of the entry line in the window's language.

The reading itself is ``entry.reading`` (shared with the phones' table entry); this wraps it
so the screens get the message as the director reads it (German window: German message).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sheepshead_scorer.entry import reading
from sheepshead_scorer.rules import HandOutcome, HandScore, Ruleset
from sheepshead_scorer.ui.error_text import message_text


@dataclass(frozen=True)
class EntryReading:
    """What the line says right now."""

    text: str
    outcome: HandOutcome | None = None
    score: HandScore | None = None
    error: str = ""
    error_position: int = 0

    @property
    def ok(self) -> bool:
        return self.score is not None


class EntryReader(reading.EntryReader):
    """``entry.reading.EntryReader`` whose messages are in the window's language."""

    def __init__(
        self,
        ruleset: Ruleset,
        previous: Sequence[HandOutcome] = (),
        *,
        hands_total: int | None = None,
        replacing: int | None = None,
    ) -> None:
        super().__init__(ruleset, previous, hands_total=hands_total, replacing=replacing)

    def read(self, text: str) -> EntryReading:  # type: ignore[override]
        found = super().read(text)
        return EntryReading(
            found.text, found.outcome, found.score,
            message_text(found.error) if found.error is not None else "",
            found.error_position,
        )
