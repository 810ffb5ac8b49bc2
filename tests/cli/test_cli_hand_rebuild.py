"""Rebuilding hands from hand-log rows (what `import-hands` relies on): every outcome type the
demo deals — cracks, blitzes, leasters, penalties, doublers — comes back paying the same."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.exports.rows import HandKind, HandRow
from sheepshead_scorer.rules import HandOutcome, Ruleset, outcome_to_dict, score_session
from sheepshead_scorer.services.demo.demo_event import demo_ruleset, league_ruleset
from sheepshead_scorer.services.demo.demo_hands import table_outcomes
from sheepshead_scorer.services.hand_log.hand_rebuild import rebuild_table
from sheepshead_scorer.services.hands.session_hands import TableHands

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def _log(ruleset: Ruleset, outcomes: list[HandOutcome], hands: int) -> list[tuple[int, HandRow]]:
    names = NAMES[: ruleset.players]
    rows = []
    for number, (outcome, score) in enumerate(
        zip(outcomes, score_session(ruleset, outcomes, hands_total=hands), strict=True), start=1
    ):
        data = outcome_to_dict(outcome)
        picked = data["type"] == "picked"
        picker = data.get("picker")
        rows.append(
            (
                number - 1,
                HandRow(
                    session=1, round=1, table=1, hand=number, dealer=names[data["dealer"]],
                    kind=HandKind(str(score.kind)), players=names, payouts=score.payouts,
                    picker=names[picker] if isinstance(picker, int) else "",
                    partners=tuple(names[s] for s in data.get("partners") or ()),
                    points=data["points"] if picked else None,
                    tricks=data["tricks"] if picked else None, multiplier=score.multiplier,
                ),
            )
        )
    return rows


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    seats=st.sampled_from([5, 6]),
    rules=st.sampled_from(["tournament", "league"]),
)
def test_every_demo_table_rebuilds_to_the_same_payouts(seed: int, seats: int, rules: str) -> None:
    base = demo_ruleset() if rules == "tournament" else league_ruleset()
    ruleset = base.for_table(seats)
    outcomes = table_outcomes(random.Random(seed), ruleset, 16)
    rows = _log(ruleset, outcomes, 16)
    rebuilt, problems = rebuild_table(rows, ruleset, TableHands(16, ends_session=True))
    assert problems == []
    again = score_session(ruleset, rebuilt, hands_total=16)
    assert [s.payouts for s in again] == [row.payouts for _, row in rows]
    assert [s.multiplier for s in again] == [row.multiplier for _, row in rows]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"points": 95, "tricks": 5}, "the event's rules pay"),
        ({"kind": HandKind.MISDEAL}, "the event's rules pay 0, 0, 0, 0, 0 for this misdeal"),
        ({"tricks": 7}, "cannot be scored under the event's rules (tricks=7"),
    ],
)
def test_a_row_that_does_not_match_is_reported(change: dict[str, object], expected: str) -> None:
    ruleset = demo_ruleset()
    outcomes = table_outcomes(random.Random(1), ruleset, 4)
    rows = _log(ruleset, outcomes, 4)
    index = next(i for i, (_, row) in enumerate(rows) if row.kind is HandKind.PICKED)
    row = rows[index][1]
    rows[index] = (index, dataclasses.replace(row, **change))  # type: ignore[arg-type]
    rebuilt, problems = rebuild_table(rows, ruleset, TableHands(4, ends_session=True))
    # the bad row is stood in for by its plainest outcome (if it has one), and every later
    # row is still checked: only the bad row is reported
    assert len(rebuilt) in (len(rows), len(rows) - 1)
    assert [p.index for p in problems] == [index]
    assert expected in str(problems[0].message)
