"""Write tests/golden/hands.json: hands -> payouts under every preset, for review by eye.

Run:  .venv/bin/python tests/golden/generate.py
Each case is one line of the JSON (ruleset, outcome, payouts) so a diff shows exactly which
payout changed. tests/golden/test_golden.py re-scores every case and compares.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sheepshead_scorer.rules import outcome_from_dict, preset, score_session, score_to_dict

OUT = Path(__file__).with_name("hands.json")

P = {"type": "picked", "dealer": 0, "picker": 1}
L = {"type": "leaster", "dealer": 0}

# (note, preset, overrides, [outcome dicts]); several outcomes form one session
CASES: list[tuple[str, str, dict[str, Any], list[dict[str, Any]]]] = [
    ("000 normal win", "000-encyclopedia", {}, [P | {"partners": [3], "points": 75, "tricks": 3}]),
    (
        "000 alone schneider",
        "000-encyclopedia",
        {},
        [P | {"call": "alone", "points": 95, "tricks": 4}],
    ),
    (
        "000 60-60 to the defenders",
        "000-encyclopedia",
        {},
        [P | {"partners": [2], "points": 60, "tricks": 3}],
    ),
    (
        "000 no-trick house rule, double on the bump",
        "000-encyclopedia",
        {"double_on_bump": True, "no_trick_protection": True},
        [P | {"partners": [4], "points": 0, "tricks": 0}],
    ),
    (
        "000 6 seats, dealer sits out",
        "000-encyclopedia",
        {"players": 6, "seats_in_play": 5},
        [P | {"dealer": 5, "partners": [3], "points": 80, "tricks": 3}],
    ),
    (
        "001 win split 2/3-1/3",
        "001-online-table",
        {},
        [P | {"partners": [3], "points": 75, "tricks": 3}],
    ),
    (
        "001 forced alone loses schneidered",
        "001-online-table",
        {},
        [P | {"call": "forced_alone", "points": 25, "tricks": 1}],
    ),
    (
        "001 leaster",
        "001-online-table",
        {},
        [L | {"points": [20, 0, 30, 40, 30], "tricks": [1, 0, 2, 2, 1]}],
    ),
    (
        "002 defenders take every trick",
        "002-how-to",
        {},
        [P | {"partners": [3], "points": 0, "tricks": 0}],
    ),
    ("002 schneider win", "002-how-to", {}, [P | {"partners": [3], "points": 100, "tricks": 5}]),
    (
        "003 crack and re-crack",
        "003-rules-card",
        {},
        [P | {"partners": [2], "points": 70, "tricks": 3, "cracks": 2}],
    ),
    ("003 coins schwarz", "003-coins", {}, [P | {"partners": [2], "points": 120, "tricks": 6}]),
    (
        "003 leaster tie split",
        "003-rules-card",
        {},
        [L | {"points": [10, 10, 30, 40, 30], "tricks": [1, 1, 2, 1, 1]}],
    ),
    (
        "004 J♦ solo doubled",
        "004-german",
        {},
        [P | {"call": "jack_solo", "points": 80, "tricks": 4}],
    ),
    (
        "004 doubler then kontra",
        "004-german",
        {},
        [
            {"type": "all_pass", "dealer": 0},
            P
            | {
                "dealer": 1,
                "picker": 2,
                "call": "jack",
                "partners": [4],
                "points": 70,
                "tricks": 3,
                "kontras": 1,
            },
        ],
    ),
    (
        "6-handed right hand + J♦",
        "000-encyclopedia",
        {"players": 6, "partner_method": "right_hand_and_jd"},
        [P | {"call": "fixed", "partners": [0, 4], "points": 65, "tricks": 3}],
    ),
    (
        "7-handed two-thirds exact thirds",
        "000-encyclopedia",
        {"players": 7, "partner_method": "die_and_jd", "share": "two_thirds"},
        [P | {"call": "fixed", "partners": [5], "points": 62, "tricks": 2}],
    ),
    (
        "3-handed picker alone",
        "000-encyclopedia",
        {"players": 3, "partner_method": "picker_alone"},
        [P | {"call": "alone", "points": 50, "tricks": 4}],
    ),
    (
        "penalty each",
        "000-encyclopedia",
        {"penalty_units": 1},
        [{"type": "penalty", "dealer": 0, "offender": 2, "reason": "renege"}],
    ),
    (
        "last round doubled, 6 hands",
        "002-how-to",
        {"last_round_doubled": True},
        [
            P
            | {
                "dealer": d % 5,
                "picker": (d + 1) % 5,
                "partners": [(d + 3) % 5],
                "points": 70,
                "tricks": 3,
            }
            for d in range(6)
        ],
    ),
    # issue 16: engine edge cases and house rules
    (
        "8-handed black queens: equal partners (002)",
        "000-encyclopedia",
        {"players": 8, "partner_method": "black_queens", "nobody_picks": "redeal"},
        [P | {"call": "fixed", "partners": [3], "points": 75, "tricks": 2}],
    ),
    (
        "missed sheepshead under double on the bump: twice schwarz (000)",
        "000-encyclopedia",
        {"sheepshead_call": True, "double_on_bump": True},
        [P | {"call": "alone", "points": 100, "tricks": 5, "sheepshead": True}],
    ),
    (
        "004 J♦ solo calls sheepshead (000: the jacks variant)",
        "004-german",
        {"sheepshead_call": True},
        [P | {"call": "jack_solo", "points": 120, "tricks": 6, "sheepshead": True}],
    ),
    (
        "dealer's choice: doubler, then a doubled leaster (000)",
        "000-encyclopedia",
        {"nobody_picks": "dealers_choice"},
        [{"type": "all_pass", "dealer": 0}, L | {"points": [10, 20, 30, 30, 30],
                                                "tricks": [1, 1, 2, 1, 1]}],
    ),
    (
        "J♦ picker calls an ace (000)",
        "004-german",
        {"jack_picker_calls_ace": True},
        [P | {"call": "ace", "partners": [3], "points": 75, "tricks": 3}],
    ),
    (
        "picker took no trick personally: side loses (000 house rule)",
        "000-encyclopedia",
        {"picker_needs_trick": True},
        [P | {"partners": [3], "points": 75, "tricks": 3, "picker_tricks": 0}],
    ),
    (
        "Smith rule: the picker took no trick, the partner takes the side's win (issue 22)",
        "000-encyclopedia",
        {"smith_rule": True},
        [P | {"partners": [3], "points": 75, "tricks": 3, "picker_tricks": 0}],
    ),
    (
        "Smith rule: the picker took no trick and pays the side's loss alone (issue 22)",
        "000-encyclopedia",
        {"smith_rule": True},
        [P | {"partners": [3], "points": 40, "tricks": 2, "picker_tricks": 0}],
    ),
    (
        "a redealt leaster tie is no hand: the last round is the five played after it",
        "000-encyclopedia",
        {"leaster_tie": "redeal", "last_round_doubled": True},
        [L | {"points": [10, 10, 30, 40, 30], "tricks": [1, 1, 2, 1, 1]},
         *[P | {"dealer": d, "picker": (d + 1) % 5, "partners": [(d + 3) % 5], "points": 75,
                "tricks": 3} for d in range(5)]],
    ),
    (
        "60-60 doubles the next hand",
        "000-encyclopedia",
        {"tie_doubles_next": True},
        [P | {"partners": [3], "points": 60, "tricks": 3},
         P | {"partners": [3], "points": 75, "tricks": 3}],
    ),
    (
        "mit 3 runners (001's variant)",
        "000-encyclopedia",
        {"runner_units": 1},
        [P | {"partners": [3], "points": 75, "tricks": 3, "runners": 3}],
    ),
    (
        "two-handed schneider (002 two player rules)",
        "000-encyclopedia",
        {"players": 2, "partner_method": "two_handed"},
        [P | {"picker": 0, "points": 95, "tricks": 12}],
    ),
]


def build() -> list[dict[str, Any]]:
    """Score every case; the list written to hands.json."""
    cases = []
    for note, name, overrides, outcomes in CASES:
        ruleset = preset(name, **overrides)
        scores = score_session(ruleset, [outcome_from_dict(o) for o in outcomes])
        cases.append(
            {
                "note": note,
                "ruleset": {"preset": name, "overrides": overrides},
                "hands": outcomes,
                "payouts": [score_to_dict(s)["payouts"] for s in scores],
            }
        )
    return cases


def render(cases: list[dict[str, Any]]) -> str:
    """One case per line, for reviewable diffs."""
    lines = ",\n".join("  " + json.dumps(case, ensure_ascii=False) for case in cases)
    return "[\n" + lines + "\n]\n"


if __name__ == "__main__":
    OUT.write_text(render(build()), encoding="utf-8")
    print(f"wrote {OUT} ({len(CASES)} cases)")
