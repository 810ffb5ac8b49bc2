"""Reading one entry line at a table: the outcome it makes and the payouts it would commit.

``EntryReader.read(text)`` never raises: it returns an ``EntryReading`` that either carries the
outcome and its ``HandScore`` (scored in the table's session, so carried doublers and a doubled
last round show before saving) or a translatable message naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from sheepshead_scorer.entry.grammar import EntryError, parse_entry
from sheepshead_scorer.entry.outcomes import build_outcome, next_dealer, shape_for
from sheepshead_scorer.rules import (
    HandKind,
    HandOutcome,
    HandScore,
    PickedHand,
    RuleError,
    Ruleset,
    TableOutcome,
    score_session,
)
from sheepshead_scorer.rules.table import first_after_dealer
from sheepshead_scorer.text import Text, text_of

Outcome = TypeVar("Outcome", bound=TableOutcome)
_PLAYED_KINDS = frozenset({HandKind.PICKED, HandKind.LEASTER, HandKind.MOSTER})


@dataclass(frozen=True)
class EntryReading(Generic[Outcome]):
    """What the line says right now (``error`` is ``None`` for an empty line or a good one).
    ``outcome`` is the table's game's: a ``HandOutcome`` here, a ``FoxHand`` from
    ``entry.fox``."""

    text: str
    outcome: Outcome | None = None
    score: HandScore | None = None
    error: Text | None = None
    error_position: int = 0

    @property
    def ok(self) -> bool:
        return self.score is not None


class EntryReader:
    """Reads lines for one table: its ruleset, the hands already on the sheet, its length."""

    def __init__(
        self,
        ruleset: Ruleset,
        previous: Sequence[HandOutcome] = (),
        *,
        hands_total: int | None = None,
        replacing: int | None = None,
        ends_session: bool = True,
    ) -> None:
        """``hands_total``: the hands the table plays in its seating round; ``ends_session``:
        whether the session ends with them (only then are its last deals the last round,
        ``score_session``)."""
        self.ruleset = ruleset
        self.shape = shape_for(ruleset)
        self.previous = tuple(previous)
        self.hands_total = hands_total
        self.ends_session = ends_session
        self.replacing = replacing  # index of the hand being corrected, or None for a new hand
        before = self.previous if replacing is None else self.previous[:replacing]
        self._before_scores = (
            score_session(ruleset, before, hands_total=hands_total, ends_session=ends_session)
            if before else ()
        )
        self.dealer = next_dealer(ruleset.players, self._before_scores)
        #: played hands before this line's hand (what ``hands_total`` counts)
        self.played = sum(1 for s in self._before_scores if _is_played(s))

    def read(self, text: str) -> EntryReading[HandOutcome]:
        if not text.strip():
            return EntryReading(text)
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
            scores = score_session(self.ruleset, session, hands_total=self.hands_total,
                                   ends_session=self.ends_session)
            if self._too_many(scores):
                raise RuleError("hands_total", self.hands_total, Text("more played hands"))
        except EntryError as exc:
            return EntryReading(text, error=exc.text, error_position=exc.position)
        except RuleError as exc:
            if exc.field == f"hands[{index}]":  # schiller_last_round: nobody may pass
                return EntryReading(text, error=Text(
                    "the last round is Schiller: nobody may pass; type the picker's seat "
                    "(the first player after the dealer has to pick)"
                ))
            if exc.field == f"hands[{index}].picker":  # Schiller: not the first after the dealer
                hand = session[index]
                sitting = hand.sitting_out if isinstance(hand, PickedHand) else None
                first = first_after_dealer(self.ruleset, self.dealer, sitting)
                return EntryReading(text, error=Text(  # seats as the sheet prints them
                    "the last round is Schiller: seat {first}, the first player after the "
                    "dealer (seat {dealer}), has to pick", first=first + 1, dealer=self.dealer + 1,
                ))
            if exc.field == "hands_total":  # more hands than the round has
                return EntryReading(text, error=Text(
                    "this table already has all {hands} hands of the round; correct or "
                    "delete a hand instead", hands=self.hands_total,
                ))
            return EntryReading(text, error=text_of(exc))
        return EntryReading(text, outcome=outcome, score=scores[index])

    def _too_many(self, scores: Sequence[HandScore]) -> bool:
        """More played hands than the table plays (the engine finds it only when the last
        round counts, ``ends_session``; a table's count is its count either way)."""
        if self.hands_total is None:
            return False
        return sum(1 for s in scores if _is_played(s)) > self.hands_total


def _is_played(score: HandScore) -> bool:
    return score.kind in _PLAYED_KINDS and not score.redeal
