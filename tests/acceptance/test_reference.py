"""The reference computation itself: it imports nothing of the product, it pays the sources'
own charts, "the last round" is the session's, prizes are split as the README's practice
says, and the checked-in sheets are what ``make_sheets.py`` writes."""

from __future__ import annotations

import ast
from fractions import Fraction
from pathlib import Path

import pytest
from day_reference import Line, Rules, payouts, prizes, rank, table_scores
from day_sheets import SHEETS, Day, Deal, SeatingRound
from make_sheets import FORMATS, render

HERE = Path(__file__).parent


@pytest.mark.parametrize("module", ["day_reference.py", "day_sheets.py", "make_sheets.py"])
def test_the_reference_stands_alone(module: str) -> None:
    tree = ast.parse((HERE / module).read_text(encoding="utf-8"))
    imported = {
        name.split(".")[0]
        for node in ast.walk(tree)
        for name in (
            [a.name for a in node.names] if isinstance(node, ast.Import)
            else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        )
    }
    assert imported <= {"__future__", "collections", "dataclasses", "fractions", "pathlib",
                        "random", "day_sheets"}


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f.file)
def test_the_sheets_are_what_the_script_writes(fmt: object) -> None:
    assert (SHEETS / fmt.file).read_text(encoding="utf-8") == render(fmt)  # type: ignore[attr-defined]


def pick(points: int, partner: int | None = 2, tricks: int | None = None, dealer: int = 0) -> Deal:
    return Deal(1, 1, 1, 1, dealer, "pick", picker=1, partner=partner, points=points,
                tricks=tricks)


CHART = [  # 000's 5-handed chart: (points, tricks) → picker alone / picker, partner, opponent
    ((120, None), 12, (6, 3, -3)),
    ((95, None), 8, (4, 2, -2)),
    ((120, 5), 8, (4, 2, -2)),  # 120 points without every trick is not "All Tricks"
    ((61, None), 4, (2, 1, -1)),
    ((60, None), -4, (-2, -1, 1)),  # "in case of a tie, the player who picked ... loses"
    ((31, None), -4, (-2, -1, 1)),
    ((30, None), -8, (-4, -2, 2)),
    ((0, None), -12, (-6, -3, 3)),
]


@pytest.mark.parametrize(("hand", "alone", "shares"), CHART)
def test_the_reference_pays_000s_chart(
    hand: tuple[int, int | None], alone: int, shares: tuple[int, int, int]
) -> None:
    points, tricks = hand
    picker, partner, opponent = shares
    assert payouts(Rules(), pick(points, 2, tricks), 5, False) == [
        opponent, picker, partner, opponent, opponent
    ]
    assert payouts(Rules(), pick(points, None, tricks), 5, False) == [
        -alone // 4, alone, -alone // 4, -alone // 4, -alone // 4
    ]


def test_double_on_the_bump_the_sitter_the_leaster_and_the_doubled_round() -> None:
    bump = Rules(double_on_bump=True)  # 000: "lose two times the points"
    assert payouts(bump, pick(45), 5, False) == [2, -4, -2, 2, 2]
    assert payouts(bump, pick(75), 5, False) == [-1, 2, 1, -1, -1]
    assert payouts(Rules(), pick(75, dealer=5), 6, False) == [-1, 2, 1, -1, -1, 0]  # sits out
    leaster = Deal(1, 1, 1, 1, 0, "leaster", seats=(3,))
    assert payouts(Rules(), leaster, 5, False) == [-1, -1, -1, 4, -1]
    assert payouts(Rules(), leaster, 5, True) == [-2, -2, -2, 8, -2]
    assert payouts(bump, pick(45), 5, True) == [4, -8, -4, 4, 4]


def two_rounds(tie_at: int | None = None) -> tuple[Day, list[Deal], list[Deal]]:
    """A 20-hand session drawn as two seating rounds of 10 at one 5-table (issue 22's case)."""
    day = Day(rounds=[SeatingRound(1, 1, 10, "same"), SeatingRound(1, 2, 10, "same")])
    tables = []
    for rnd in (1, 2):
        deals, dealer = [], 0
        for hand in range(1, 11):
            if rnd == 2 and hand == tie_at:
                deals.append(Deal(1, rnd, 1, hand, dealer, "tie", seats=(0, 4)))
            deals.append(Deal(1, rnd, 1, hand, dealer, "pick", picker=(dealer + 1) % 5,
                              partner=(dealer + 2) % 5, points=70))
            dealer = (dealer + 1) % 5
        tables.append(deals)
        day.deals += deals
    return day, tables[0], tables[1]


def test_the_last_round_is_the_sessions_and_a_redeal_is_no_hand() -> None:
    day, first, second = two_rounds()
    rules = Rules(last_round_doubled=True)
    stakes = [max(p) for p in table_scores(day, rules, first, 5)]
    assert stakes == [2] * 10  # round 1 does not end the session: nothing doubled
    assert [max(p) for p in table_scores(day, rules, second, 5)] == [2] * 5 + [4] * 5
    day, _, second = two_rounds(tie_at=7)
    rules = Rules(last_round_doubled=True, leaster_tie="redeal")
    scores = table_scores(day, rules, second, 5)
    assert [max(p) for p in scores] == [2] * 5 + [4, 0] + [4] * 4  # the tie pays nothing


def test_prizes_are_split_by_shared_places_and_rounded_down() -> None:
    day = Day(header={"players": "; ".join(f"P{i}" for i in range(11)), "fee": "25.00",
                      "house": "0", "places": "30 15 10 10 10", "session_top": "5"})
    lines = [Line(f"P{i}", points=Fraction(10 - i)) for i in range(11)]
    for line in lines:
        line.rounds[(1, 1)] = line.points
    lines[2].points = lines[1].points = Fraction(9)  # level on every tiebreak: T-2
    lines[1].rounds[(1, 1)] = lines[2].rounds[(1, 1)] = Fraction(9)
    ordered = rank(lines)
    assert [line.label for line in ordered[:4]] == ["1", "T-2", "T-2", "4"]
    paid = prizes(day, ordered, [ordered])
    # $275: 1st 30% = $82.50 + the session's 5% = $13.75; 2nd and 3rd share 25%: $34.37 each
    assert paid == {"P0": 8250 + 1375, "P1": 3437, "P2": 3437, "P3": 2750, "P4": 2750}
