"""Reading one entry line at a Sheep Head table (000 "Sheep Head variant"): who took the fox
and how many counters their team took, or a buck. Qt-free, like ``entry.reading`` for the
picker game; ``ui.entry.preview.FoxEntryReader`` wraps it so the window shows its messages
in its language.

Keys (seats 1-based; a seat stands for its team, seats 1+3 or 2+4):
  `1 9`  seat 1's team (1+3) took the fox and 9 of the 13 counters (the other team 4)
  `2 3`  seat 2's team (2+4) took the fox and 3 counters (seats 1+3 took the other 10)
  `b2`   a buck: seat 2's team took every trick (7 points)
  `a3`   an automatic buck: seat 3 was dealt all six fox catchers (14 points to 1+3)
The line is scored as it is typed, in the table's game (`score_fox_session`), so the preview
shows the hand's points and the game's running score before Enter.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sheepshead_scorer.entry.reading import EntryReading
from sheepshead_scorer.rules import HandScore, RuleError
from sheepshead_scorer.rules.sheep_head import (
    COUNTERS_TOTAL,
    SEATS,
    FoxHand,
    FoxHandResult,
    FoxRules,
    score_fox_match,
    score_fox_session,
    team_of,
)
from sheepshead_scorer.text import Text, text_of

_PLAYED = re.compile(r"^\s*([1-4])\s*(\d{1,2})\s*$")
_BUCK = re.compile(r"^\s*([aAbB])\s*([1-4])\s*$")


class _LineError(Exception):
    def __init__(self, text: Text) -> None:
        super().__init__(text.template)
        self.text = text


class FoxEntryReader:
    """Reads lines for one Sheep Head table: its rules and the hands already on the sheet."""

    def __init__(
        self, rules: FoxRules, previous: Sequence[FoxHand] = (), *, replacing: int | None = None
    ) -> None:
        self.rules = rules
        self.previous = tuple(previous)
        self.replacing = replacing
        before = len(self.previous) if replacing is None else replacing
        self.dealer = before % SEATS  # the deal passes left every hand
        self.played = before  # every Sheep Head hand is played
        self.game: FoxHandResult | None = None  # the last line read's game, for the preview

    def read(self, text: str) -> EntryReading[FoxHand]:
        if not text.strip():
            return EntryReading(text)
        try:
            hand = self._hand(text)
        except _LineError as exc:
            return EntryReading(text, error=exc.text)
        except RuleError as exc:
            return EntryReading(text, error=text_of(exc))
        hands = list(self.previous)
        if self.replacing is None:
            hands.append(hand)
            index = len(hands) - 1
        else:
            hands[self.replacing] = hand
            index = self.replacing
        score: HandScore = score_fox_session(self.rules, hands)[index]
        self.game = fox_games(self.rules, hands)[index]
        return EntryReading(text, outcome=hand, score=score)

    def _hand(self, text: str) -> FoxHand:
        buck = _BUCK.match(text)
        if buck:
            team = team_of(int(buck.group(2)) - 1)
            if buck.group(1).lower() == "a":
                return FoxHand(dealer=self.dealer, automatic_buck=team)
            return FoxHand(dealer=self.dealer, buck=team)
        played = _PLAYED.match(text)
        if not played:
            raise _LineError(Text(
                "type the seat (1-4) of the team that took the fox and that team's counters, "
                "e.g. 1 9; or b2 for a buck, a2 for an automatic buck"
            ))
        team = team_of(int(played.group(1)) - 1)
        counters = int(played.group(2))
        if counters > COUNTERS_TOTAL:
            raise _LineError(Text(
                "a team takes at most {total} counters, not {count}",
                total=COUNTERS_TOTAL, count=counters,
            ))
        first_team = counters if team == 0 else COUNTERS_TOTAL - counters
        return FoxHand(dealer=self.dealer, fox=team, counters=first_team)


def fox_entry_text(hand: FoxHand) -> str:
    """The line a scorer would type for a stored hand (F2 pre-fills the correction): the
    first seat of the fox team and that team's counters (``1 9``, ``2 3``), ``b1`` / ``b2`` for
    a buck, ``a1`` / ``a2`` for an automatic buck. Read back at the hand's dealer it gives the
    very same hand."""
    if hand.automatic_buck is not None:
        return f"a{hand.automatic_buck + 1}"
    if hand.buck is not None:
        return f"b{hand.buck + 1}"
    assert hand.fox is not None and hand.counters is not None  # FoxHand checks it
    took = hand.counters if hand.fox == 0 else COUNTERS_TOTAL - hand.counters
    return f"{hand.fox + 1} {took}"  # seat 1 stands for team 1+3, seat 2 for 2+4


def fox_games(rules: FoxRules, hands: Sequence[FoxHand]) -> tuple[FoxHandResult, ...]:
    """Each hand's game (number, score after it, winner), as the sheet describes them."""
    return score_fox_match(rules, hands).hands
