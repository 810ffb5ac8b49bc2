"""Live reading of the entry line in the window's language.

The reading itself is Qt-free and shared with the phones' table entry: ``entry.reading`` for
the picker game, ``entry.fox`` for Sheep Head. These wrap them so the screens get the message
as the director reads it (German window: German message).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sheepshead_scorer.entry import fox, reading
from sheepshead_scorer.rules import HandOutcome, HandScore, Ruleset, TableOutcome
from sheepshead_scorer.rules.sheep_head import FoxHand, FoxRules
from sheepshead_scorer.ui.words.error_text import message_text


@dataclass(frozen=True)
class LineReading:
    """What the line says right now."""

    text: str
    outcome: TableOutcome | None = None  # a Sheep Head line gives a FoxHand
    score: HandScore | None = None
    error: str = ""
    error_position: int = 0

    @property
    def ok(self) -> bool:
        return self.score is not None


def _in_window_language(found: reading.EntryReading[HandOutcome] | reading.EntryReading[FoxHand]
                        ) -> LineReading:
    return LineReading(
        found.text, found.outcome, found.score,
        message_text(found.error) if found.error is not None else "",
        found.error_position,
    )


class LineReader(Protocol):
    """What the entry line reads with: a table's game's reader (this module's `WindowEntryReader`
    for the picker game, `WindowFoxEntryReader` for Sheep Head)."""

    dealer: int

    def read(self, text: str) -> LineReading: ...


class WindowEntryReader(reading.EntryReader):
    """``entry.reading.EntryReader`` whose messages are in the window's language."""

    def __init__(
        self,
        ruleset: Ruleset,
        previous: Sequence[HandOutcome] = (),
        *,
        hands_total: int | None = None,
        replacing: int | None = None,
        ends_session: bool = True,
    ) -> None:
        super().__init__(ruleset, previous, hands_total=hands_total, replacing=replacing,
                         ends_session=ends_session)

    def read(self, text: str) -> LineReading:  # type: ignore[override]
        return _in_window_language(super().read(text))


class WindowFoxEntryReader(fox.FoxEntryReader):
    """``entry.fox.FoxEntryReader`` whose messages are in the window's language."""

    def __init__(
        self, rules: FoxRules, previous: Sequence[FoxHand] = (), *, replacing: int | None = None
    ) -> None:
        super().__init__(rules, previous, replacing=replacing)

    def read(self, text: str) -> LineReading:  # type: ignore[override]
        return _in_window_language(super().read(text))
