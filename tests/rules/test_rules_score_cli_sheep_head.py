"""The `score` command scores Sheep Head (000 "Sheep Head variant") as the app does.

The numbers are 000's own: "The point system is based on the fox, 1 point, and however many
'counters' a player has ... 7 to 9 counters is one point, and 10 to 12 counters is two
points"; a buck, "the team wins 7 points"; automatic bucking, "the team automatically wins 14
points"; "The game is usually played to 21 or 42 points and whichever team reaches the number
wins". Team 0 is seats 0 and 2, team 1 seats 1 and 3 (``rules.sheep_head``).
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from sheepshead_scorer.cli import main

FOX21 = {"game": "sheep_head", "target": 21}
SEATS = ["Ann", "Bob", "Cy", "Dee"]


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data: Any
        ) -> tuple[int, Any]:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(data)))
    status = main(["score"])
    return status, json.loads(capsys.readouterr().out)


def fox(dealer: int, **what: int) -> dict[str, int | str]:
    return {"type": "fox", "dealer": dealer, **what}


@pytest.mark.parametrize(
    ("hand", "payouts"),
    [
        # the fox to team 0 and 9 counters (7 to 9: one point) to team 0: 1 + 1
        (fox(0, fox=0, counters=9), [2, 0, 2, 0]),
        # the fox to team 0, but team 1 holds 10 counters (10 to 12: two points)
        (fox(0, fox=0, counters=3), [1, 2, 1, 2]),
        # the fox to team 1 and team 1's 7 counters: 1 + 1 (team 0 took 6: nothing)
        (fox(0, fox=1, counters=6), [0, 2, 0, 2]),
        (fox(0, buck=0), [7, 0, 7, 0]),  # a buck: "the team wins 7 points"
        (fox(0, automatic_buck=1), [0, 14, 0, 14]),  # "automatically wins 14 points"
    ],
    ids=["fox-and-7-9", "fox-against-10-12", "fox-and-7", "buck-7", "automatic-buck-14"],
)
def test_one_hand_pays_000s_points(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    hand: dict[str, int | str], payouts: list[int],
) -> None:
    status, out = run(monkeypatch, capsys, {"ruleset": FOX21, "outcome": hand})
    assert status == 0
    assert out["payouts"] == payouts
    assert out["kind"] == "fox" and out["game"] == 1 and out["game_won_by"] is None


def test_a_session_runs_the_game_to_21_and_names_its_winner(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    hands = [fox(0, fox=0, counters=9), fox(1, automatic_buck=1), fox(2, buck=1),
             fox(3, fox=0, counters=10)]
    status, out = run(monkeypatch, capsys, {"ruleset": FOX21, "seats": SEATS, "hands": hands})
    assert status == 0
    # 2-0, then 14 to team 1 (2-14), then a buck of 7: team 1 reaches 21 and wins game 1;
    # game 2 starts at 0-0: the fox and 10 counters to team 0, 1 + 2
    assert [h["game_score"] for h in out["hands"]] == [[2, 0], [2, 14], [2, 21], [3, 0]]
    assert [h["game"] for h in out["hands"]] == [1, 1, 1, 2]
    assert out["hands"][2]["game_won_by"] == 1
    assert out["hands"][2]["game_winners"] == [1, 3]  # Bob and Dee
    assert out["totals"] == {"Ann": 5, "Bob": 21, "Cy": 5, "Dee": 21}
    assert out["match"] == {"games": [{"game": 1, "winner": 1, "score": [2, 21]}],
                            "current": [3, 0], "games_won": [0, 1], "points_won": [5, 21]}


def test_a_list_session_scores_the_same(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    items = [{"ruleset": FOX21, "outcome": fox(0, buck=0)}, {"outcome": fox(1, buck=0)},
             {"outcome": fox(2, buck=0)}]
    status, out = run(monkeypatch, capsys, items)
    assert status == 0
    assert out["match"]["games"] == [{"game": 1, "winner": 0, "score": [21, 0]}]  # 3 × 7


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"ruleset": FOX21, "outcome": {"type": "picked", "dealer": 0, "picker": 1,
                                        "partners": [], "points": 70, "tricks": 3}},
         "outcome.type"),
        ({"ruleset": FOX21, "hands": [fox(0, buck=0), {"type": "all_pass", "dealer": 0}]},
         "hands[1].type"),
        ({"ruleset": "000-encyclopedia", "outcome": fox(0, buck=0)}, "outcome.type"),
        ({"ruleset": FOX21, "outcome": fox(0, buck=0), "multiplier": 2}, "multiplier"),
        ({"ruleset": FOX21, "hands": [fox(0, buck=0)], "hands_total": 10}, "hands_total"),
        ({"ruleset": FOX21, "hands": []}, "hands"),
        ({"ruleset": {"game": "sheep_head", "target": 30}, "outcome": fox(0, buck=0)},
         "target"),
        ({"ruleset": FOX21, "seats": SEATS[:3], "outcome": fox(0, buck=0)}, "seats"),
        ({"ruleset": FOX21, "outcome": fox(0, counters=14, fox=0)}, "counters"),
    ],
    ids=["picked-hand", "leaster-in-session", "fox-under-picker-game", "multiplier",
         "hands-total", "no-hands", "target-30", "three-seats", "14-counters"],
)
def test_what_sheep_head_cannot_take_is_one_json_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    data: Any, field: str,
) -> None:
    status, out = run(monkeypatch, capsys, data)
    assert status == 2
    assert out["field"] == field
