"""A whole event run from the shell only — every step a process of its own, as a director's
script runs it: create the event with its entry fee and prizes, add, register and check in
ten players, draw, swap two seats, publish, enter the hands, delete a hand typed twice, close
the round, find a mistake, reopen, correct, close round and session, read the standings
(event and by round) and the prize list. Every number is checked against what 000's chart
pays (/work/shared/rules-sources/000: five-handed, 61-90 points: picker with partner +2,
partner +1, each opponent -1; the other rows of the chart likewise), computed by hand below.
"""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import Run, program

#: 000's chart, five-handed: (picker, partner, each opponent) by the picker side's points.
#: "61 to 90 | +4 | +2 | +1 | -1" (alone +4; with a partner +2, partner +1, opponents -1).
WITH_PARTNER = {"61-90": (2, 1, -1), "91-120": (4, 2, -2), "31-60": (-2, -1, 1)}
ALONE = {"91-120": (8, -2)}  # "91 to 120 | +8 | ... | -2": the picker alone, four opponents


def hand(dealer: int, picker: int, partners: list[int], points: int, tricks: int) -> str:
    return json.dumps({"type": "picked", "dealer": dealer, "picker": picker,
                       "partners": partners, "points": points, "tricks": tricks})


def ok(run: Run) -> Run:
    assert run.status == 0, run.err
    assert run.err == "", run.err
    return run


def test_a_whole_event_from_the_shell(tmp_path: Path) -> None:
    db = ["--database", str(tmp_path / "club.sqlite3")]
    made = ok(program("create-event", "Club Open", "--date", "2026-12-11", "--hands", "4",
                      "--fee", "20", "--house", "10", "--places", "50,30,20", "--json", *db))
    assert json.loads(made.out) == {
        "event": 1, "name": "Club Open", "rules": "000-encyclopedia",
        "entry_fee_cents": 2000, "totals_only": False,
        "prize_scheme": {"house_percent": "10", "place_percents": ["50", "30", "20"]},
    }
    names = ["Ann", "Ben", "Cleo", "Dora", "Ed", "Fay", "Gus", "Hal", "Ida", "Jon"]
    for name in names:
        ok(program("add-player", name, *db))
    ok(program("register", "--event", "1", *[str(n) for n in range(1, 11)], *db))
    assert ok(program("check-in", "--event", "1", *[str(n) for n in range(1, 11)],
                      *db)).out.strip() == "checked in 10 players for event 1"

    drawn = json.loads(ok(program("draw", "--event", "1", "--hands", "2", "--seed", "3",
                                  "--json", *db)).out)
    assert [len(t["seats"]) for t in drawn["tables"]] == [5, 5] and not drawn["published"]
    first, second = drawn["tables"][0]["seats"][0], drawn["tables"][1]["seats"][0]
    swapped = ok(program("swap-seats", "--event", "1", "--round", "1",
                         str(first["player"]), f"#{second['player']}", "--json", *db))
    tables = json.loads(swapped.out)["tables"]
    assert tables[0]["seats"][0]["player"] == second["player"]
    assert tables[1]["seats"][0]["player"] == first["player"]
    ok(program("publish", "--event", "1", "--round", "1", *db))
    seat_names = [[s["name"] for s in t["seats"]] for t in tables]

    where = ["--event", "1", "--round", "1"]
    t1, t2 = ["--table", "1"], ["--table", "2"]
    ok(program("record-hand", *where, *t1, hand(0, 1, [3], 75, 4), *db))
    ok(program("record-hand", *where, *t1, hand(1, 2, [], 95, 5), *db))
    ok(program("record-hand", *where, *t2, hand(0, 4, [0], 40, 2), *db))
    ok(program("record-hand", *where, *t2, hand(1, 3, [2], 65, 3), *db))
    # the table's two hands are in: a third is refused, and a typed-twice hand would be
    # deleted with delete-hand (tried on a hand that is not there: one line, status 2)
    extra = program("record-hand", *where, *t2, hand(2, 3, [2], 65, 3), *db)
    assert extra.status == 2 and "already has all 2 hands" in extra.err
    missing = program("delete-hand", *where, *t2, "--hand", "3", *db)
    assert missing.status == 2
    assert missing.err.strip() == (
        "error: table 2 of round 1 has no hand 3 (it has 2); give --hand from 1 to 2"
    )
    assert ok(program("close-round", *where, *db)).out.strip() == "round 1 closed"

    # the score sheet says table 2's second hand made 100, not 65: reopen, correct, close
    refused = program("correct-hand", *where, *t2, "--hand", "2", hand(1, 3, [2], 100, 5), *db)
    assert refused.status == 2 and "round 1 is closed" in refused.err
    ok(program("reopen-round", *where, *db))
    fixed = json.loads(ok(program("correct-hand", *where, *t2, "--hand", "2",
                                  hand(1, 3, [2], 100, 5), "--json", *db)).out)
    picker, partner, opponent = WITH_PARTNER["91-120"]
    assert list(fixed["payouts"].values()) == [opponent, opponent, partner, picker, opponent]
    ok(program("close-round", *where, *db))
    closed = ok(program("close-session", "--event", "1", *db))
    assert closed.out.strip() == "session 1 closed; the standings are final"

    # by hand, seat by seat (dealer order), from 000's chart:
    win, lose = WITH_PARTNER["61-90"], WITH_PARTNER["31-60"]
    alone_pick, alone_opp = ALONE["91-120"]
    table1 = [
        win[2] + alone_opp,  # seat 0: opponent, opponent            -1 - 2 = -3
        win[0] + alone_opp,  # seat 1: picker, opponent              +2 - 2 = 0
        win[2] + alone_pick,  # seat 2: opponent, picker alone        -1 + 8 = +7
        win[1] + alone_opp,  # seat 3: partner, opponent             +1 - 2 = -1
        win[2] + alone_opp,  # seat 4: opponent, opponent            -1 - 2 = -3
    ]
    table2 = [
        lose[1] + opponent,  # seat 0: partner of a lost hand, opp.  -1 - 2 = -3
        lose[2] + opponent,  # seat 1: opponent (won), opponent      +1 - 2 = -1
        lose[2] + partner,  # seat 2: opponent (won), partner        +1 + 2 = +3
        lose[2] + picker,  # seat 3: opponent (won), picker          +1 + 4 = +5
        lose[0] + opponent,  # seat 4: picker of a lost hand, opp.   -2 - 2 = -4
    ]
    assert table1 == [-3, 0, 7, -1, -3] and table2 == [-3, -1, 3, 5, -4]
    expected = dict(zip(seat_names[0] + seat_names[1], table1 + table2, strict=True))
    assert sum(expected.values()) == 0

    standings = json.loads(ok(program("standings", "--event", "1", "--format", "json",
                                      *db)).out)
    assert {row["name"]: row["points"] for row in standings} == expected
    assert [row["points"] for row in standings][:3] == [7, 5, 3]
    assert all(row["hands"] == 2 for row in standings)
    by_round = json.loads(ok(program("standings", "--event", "1", "--round", "1",
                                     "--format", "json", *db)).out)
    assert {row["name"]: row["points"] for row in by_round} == expected

    # the pool: 10 entries x $20 = $200, less the house's 10% = $180; 50/30/20 of it
    prizes = json.loads(ok(program("prizes", "--event", "1", "--format", "json", *db)).out)
    leaders = [row["name"] for row in standings[:3]]
    assert [(p["place"], p["player"], p["amount_cents"]) for p in prizes] == [
        ("1", leaders[0], 9000), ("2", leaders[1], 5400), ("3", leaders[2], 3600),
    ]
    shown = ok(program("prizes", "--event", "1", *db)).out
    assert shown.splitlines()[0] == "pool $180.00" and "$90.00" in shown
