"""Live reading of the entry line: the outcome it makes and the payouts it would commit.

`EntryReader.read(text)` never raises: it returns an `EntryReading` that either carries the
outcome and its `HandScore` (scored in the table's session, so carried doublers and a doubled
last round show before Enter) or a message naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.rules import (
    HandOutcome,
    HandScore,
    RuleError,
    Ruleset,
    TableOutcome,
    score_session,
)
from sheepshead_scorer.ui.entry.grammar import EntryError, parse_entry
from sheepshead_scorer.ui.entry.outcomes import build_outcome, next_dealer, shape_for
from sheepshead_scorer.ui.error_text import error_text


@dataclass(frozen=True)
class EntryReading:
    """What the line says right now."""

    text: str
    outcome: TableOutcome | None = None  # a Sheep Head line gives a FoxHand
    score: HandScore | None = None
    error: str = ""
    error_position: int = 0

    @property
    def ok(self) -> bool:
        return self.score is not None


class LineReader(Protocol):
    """What the entry line reads with: a table's game's reader (this module's `EntryReader`
    for the picker game, `ui.entry.fox.FoxEntryReader` for Sheep Head)."""

    dealer: int

    def read(self, text: str) -> EntryReading: ...


class EntryReader:
    """Reads lines for one table: its ruleset, the hands already on the sheet, its length."""

    def __init__(
        self,
        ruleset: Ruleset,
        previous: Sequence[HandOutcome] = (),
        *,
        hands_total: int | None = None,
        replacing: int | None = None,
    ) -> None:
        self.ruleset = ruleset
        self.shape = shape_for(ruleset)
        self.previous = tuple(previous)
        self.hands_total = hands_total
        self.replacing = replacing  # index of the hand being corrected, or None for a new hand
        before = self.previous if replacing is None else self.previous[:replacing]
        self._before_scores = (
            score_session(ruleset, before, hands_total=hands_total) if before else ()
        )
        self.dealer = next_dealer(ruleset.players, self._before_scores)

    def read(self, text: str) -> EntryReading:
        if not text.strip():
            return EntryReading(text, error="")
        index = -1  # where the new hand stands in the session, once built
        try:
            intent = parse_entry(text, self.shape)
            outcome = build_outcome(self.ruleset, intent, self.dealer)
            session = list(self.previous)
            if self.replacing is None:
                session.append(outcome)
                index = len(session) - 1
            else:
                session[self.replacing] = outcome
                index = self.replacing
            scores = score_session(self.ruleset, session, hands_total=self.hands_total)
        except EntryError as exc:
            return EntryReading(text, error=str(exc), error_position=exc.position)
        except RuleError as exc:
            if exc.field == f"hands[{index}]":  # schiller_last_round: nobody may pass
                return EntryReading(text, error=QCoreApplication.translate(
                    "EntryGrammar",
                    "the last round is Schiller: nobody may pass; type the picker's seat "
                    "(the first player after the dealer has to pick)",
                ))
            if exc.field == "hands_total":  # more hands than the round has
                return EntryReading(text, error=QCoreApplication.translate(
                    "EntryGrammar",
                    "this table already has all {hands} hands of the round; correct or "
                    "delete a hand instead",
                ).format(hands=self.hands_total))
            return EntryReading(text, error=error_text(exc))
        return EntryReading(text, outcome=outcome, score=scores[index])
