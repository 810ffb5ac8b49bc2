"""What the hand-entry screen does differently per table game: the picker game's entry line
and sheet, or Sheep Head's (`entry/fox.py` reads the line, `ui/entry/fox.py` words it). One
place decides, so the screen stays one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sheepshead_scorer.entry.fox import fox_entry_text, fox_games
from sheepshead_scorer.entry.unparse import entry_text
from sheepshead_scorer.rules import (
    HandOutcome,
    HandScore,
    Ruleset,
    TableOutcome,
    score_session,
)
from sheepshead_scorer.rules.sheep_head import (
    FoxHand,
    FoxRules,
    fox_rules_from_dict,
    score_fox_session,
)
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.ui.entry.describe import describe_hand
from sheepshead_scorer.ui.entry.fox import describe_fox
from sheepshead_scorer.ui.entry.preview import LineReading, WindowEntryReader, WindowFoxEntryReader


def event_fox_rules(table_game: Mapping[str, Any] | None) -> FoxRules | None:
    """The event's Sheep Head rules (``EventRow.table_game``), or ``None``: the picker game."""
    return None if table_game is None else fox_rules_from_dict(dict(table_game))


def make_reader(
    fox: FoxRules | None, table_rules: Ruleset, previous: Sequence[TableOutcome], *,
    planned: TableHands | None, replacing: int | None,
) -> WindowEntryReader | WindowFoxEntryReader:
    """The entry line's reader for a table of this game; ``planned`` is the table's hands and
    whether they end the session (``services.session_hands``; ``None``: not known, the hands
    given are the whole session)."""
    if fox is not None:
        return WindowFoxEntryReader(fox, [h for h in previous if isinstance(h, FoxHand)],
                              replacing=replacing)
    if planned is None:
        return WindowEntryReader(table_rules, _picker_game(previous), replacing=replacing)
    return WindowEntryReader(table_rules, _picker_game(previous), hands_total=planned.hands,
                       replacing=replacing, ends_session=planned.ends_session)


def sheet_descriptions(
    fox: FoxRules | None, table_rules: Ruleset, outcomes: Sequence[TableOutcome],
    planned: TableHands | None,
) -> list[tuple[str, HandScore]]:
    """Each stored hand's sheet line and score, in order."""
    if fox is not None:
        hands = [h for h in outcomes if isinstance(h, FoxHand)]
        scores = score_fox_session(fox, hands)
        return [(describe_fox(h, g), s)
                for h, g, s in zip(hands, fox_games(fox, hands), scores, strict=True)]
    played = _picker_game(outcomes)
    scores = (
        score_session(table_rules, played) if planned is None else
        score_session(table_rules, played, hands_total=planned.hands,
                      ends_session=planned.ends_session)
    )
    return [(describe_hand(o, s), s) for o, s in zip(played, scores, strict=True)]


def correction_text(table_rules: Ruleset, outcome: TableOutcome) -> str | None:
    """The line F2 pre-fills for a stored hand of either game (``None``: the keys cannot say
    it exactly, the line stays empty)."""
    if isinstance(outcome, FoxHand):
        return fox_entry_text(outcome)
    return entry_text(table_rules, outcome)


def describe_reading(reader: WindowEntryReader | WindowFoxEntryReader, reading: LineReading) -> str:
    """The preview line of what is typed now."""
    assert reading.outcome is not None and reading.score is not None
    if isinstance(reader, WindowFoxEntryReader) and isinstance(reading.outcome, FoxHand):
        assert reader.game is not None  # set by the read that made `reading`
        return describe_fox(reading.outcome, reader.game)
    assert not isinstance(reading.outcome, FoxHand)
    return describe_hand(reading.outcome, reading.score)


def _picker_game(outcomes: Sequence[TableOutcome]) -> list[HandOutcome]:
    return [o for o in outcomes if not isinstance(o, FoxHand)]
