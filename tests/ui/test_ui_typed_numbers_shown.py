"""The hand history (Ctrl+H) and the blind second entry show only numbers somebody typed, as
the hand log does (services/hand_log_outcome.log_fields): a picked hand's tricks only when
``tricks_typed``, a leaster's seat points only for its ``points_typed`` seats."""

from __future__ import annotations

import pytest

from sheepshead_scorer.rules import LeasterHand, outcome_to_dict, preset
from sheepshead_scorer.ui.entry.describe import describe_outcome
from sheepshead_scorer.ui.entry.preview import WindowEntryReader
from sheepshead_scorer.ui.entry.verification import compare_sheets

RULES = preset("003-rules-card")


def typed(line: str) -> object:
    outcome = WindowEntryReader(RULES).read(line).outcome
    assert outcome is not None
    return outcome


@pytest.mark.parametrize(
    ("line", "history", "short"),
    [
        ("1374", "picker 1, partner 3, 74 points", "P1+3 74 pts"),
        ("1374/4", "picker 1, partner 3, 74 points, tricks: 4", "P1+3 74 pts, 4 tricks"),
        ("1374c", "picker 1, partner 3, 74 points, cracks: 1", "P1+3 74 pts cracks×1"),
        ("l2 15", "nobody picked; points by seat 2:15", "leaster –/15/–/–/–"),
        ("l2", "nobody picked", "leaster –/–/–/–/–"),
        ("l1t3 20", "nobody picked; points by seat 1:20 3:20", "leaster 20/–/20/–/–"),
    ],
)
def test_only_typed_numbers_are_shown(line: str, history: str, short: str) -> None:
    outcome = typed(line)
    assert describe_outcome(outcome) == history  # type: ignore[arg-type]
    data = outcome_to_dict(outcome)  # type: ignore[arg-type]
    assert compare_sheets([data], []) == (
        f"hand 1: missing from the second entry (first: {short})",
    )


def test_a_leaster_with_every_seat_given_shows_every_seat() -> None:
    hand = LeasterHand(dealer=0, points=(30, 0, 30, 30, 30), tricks=(2, 1, 1, 1, 1))
    assert describe_outcome(hand) == "nobody picked; points by seat 1:30 2:0 3:30 4:30 5:30"
    assert compare_sheets([outcome_to_dict(hand)], []) == (
        "hand 1: missing from the second entry (first: leaster 30/0/30/30/30)",
    )
