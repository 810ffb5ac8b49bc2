"""The command-line doors of issue 23's fixes, each command run as a process of its own:
`edit-event`, `round-totals`, `swap-seats`, `draw --method by-standings`, `rename-player`,
`merge-players`, `standings --round`, `delete-hand`. A refusal is one line on stderr naming
what is wrong and how to fix it (status 2) and writes nothing."""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import Run, play, program, row_counts, small_event

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.door.reads import events, hands, tables
from sheepshead_scorer.store import Database


def ok(run: Run) -> Run:
    assert run.status == 0, run.err
    return run


def refused(run: Run) -> str:
    assert run.status == 2, run.out
    assert run.err.count("\n") == 1 and run.err.startswith("error: "), run.err
    return run.err.strip()


def _path(db: Database) -> list[str]:
    return ["--database", db.url.removeprefix("sqlite:///")]


def test_edit_event_changes_what_is_given_and_keeps_the_rest(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, _ = small_event(services, hands=2)
    db = _path(sqlite_db)
    shown = ok(program("edit-event", str(event), *db)).out
    assert "1 session of 2 hands, tables of 5, every hand" in shown
    changed = json.loads(ok(program(
        "edit-event", str(event), "--name", "Spring Open", "--fee", "12.50", "--house", "10",
        "--places", "55,40", "--hands", "4", "--table-entry", "on", "--json", *db)).out)
    assert changed["name"] == "Spring Open" and changed["entry_fee_cents"] == 1250
    assert changed["prize_scheme"] == {"house_percent": "10", "place_percents": ["55", "40"]}
    assert changed["hands_per_session"] == 4 and changed["table_entry"] is True
    ok(program("edit-event", str(event), "--session-top", "5", *db))  # 95 % + 5 %: all of it
    [row] = events(services._ctx)
    assert row.prize_scheme == {"house_percent": "10", "place_percents": ["55", "40"],
                                "session_top_percent": "5"}  # the rest kept
    assert row.venue == "" and row.held_on.isoformat() == "2026-03-01"

    before = row_counts(sqlite_db)
    assert refused(program("edit-event", str(event), "--hands", "1", *db)) == (
        "error: hands_per_session=1 is not allowed: at least 2 (a session's rounds already "
        "use 2 hands). delete a drawn round first, or keep the session longer"
    )
    assert refused(program("edit-event", str(event), "--fee", "ten", *db)) == (
        "error: --fee 'ten' is not an amount; write it as 20 or 12.50 (no thousands commas "
        "needed)"
    )
    assert refused(program("edit-event", str(event), "--places", "70,40", *db)) == (
        "error: --places '70,40' adds up to more than 100% of the pool; lower some places"
    )
    assert "event 99 does not exist" in refused(program("edit-event", "99", *db))
    assert row_counts(sqlite_db) == before


def test_hands_per_session_is_fixed_once_scored_under_last_hand_doubling(
    tmp_path: Path,
) -> None:
    db = ["--database", str(tmp_path / "d.sqlite3")]
    ok(program("create-event", "Doubled", "--date", "2026-12-01", "--hands", "2",
               "--set", "last_hand_doubled=true", *db))
    for name in ("A", "B", "C", "D", "E"):
        ok(program("add-player", name, *db))
    ok(program("register", "--event", "1", "1", "2", "3", "4", "5", "--check-in", *db))
    ok(program("draw", "--event", "1", "--hands", "2", "--publish", *db))
    ok(program("record-hand", "--event", "1", "--round", "1", "--table", "1",
               '{"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, '
               '"tricks": 4}', *db))
    assert "hands per session is fixed once hands are scored, because the rules " \
        "(last_hand_doubled)" in refused(program("edit-event", "1", "--hands", "4", *db))


def test_round_totals_of_a_totals_event(tmp_path: Path) -> None:
    db = ["--database", str(tmp_path / "t.sqlite3")]
    made = ok(program("create-event", "Sheets", "--date", "2026-12-02", "--hands", "12",
                      "--totals-only", *db))
    assert made.out.strip() == "created event 1 (Sheets, 000-encyclopedia); round totals only"
    for name in ("Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck", "Ed Falk"):
        ok(program("add-player", name, *db))
    ok(program("register", "--event", "1", "1", "2", "3", "4", "5", "--check-in", *db))
    ok(program("draw", "--event", "1", "--hands", "12", "--publish", *db))
    where = ["--event", "1", "--round", "1", "--table", "1"]
    assert "no totals entered yet" in ok(program("round-totals", *where, *db)).out
    assert refused(program("round-totals", *where, "Ann Berg=+12", "#2=-7", "Cleo Dorn=-5",
                           "Dora Eck=0", "Ed Falk=1", *db)).startswith(
        "error: the totals for table 1 add up to +1, not 0")
    assert refused(program("round-totals", *where, "Zed=1", *db)) == (
        "error: 'Zed' is not a player at table 1; give a name as `seating` prints it, or #ID"
    )
    entered = json.loads(ok(program(
        "round-totals", *where, "ann berg=+12", "#2=-7", "Cleo Dorn=-5½", "Dora Eck=0",
        "Ed Falk=1/2", "--json", *db)).out)
    assert {p["name"]: p["total"] for p in entered["players"]} == {
        "Ann Berg": "+12", "Ben Kruger": "−7", "Cleo Dorn": "−5½", "Dora Eck": "0",
        "Ed Falk": "+½"}
    standings = json.loads(ok(program("standings", "--event", "1", "--format", "json",
                                      *db)).out)
    assert [(r["name"], r["points"]) for r in standings][:2] == [("Ann Berg", 12),
                                                                  ("Ed Falk", "1/2")]


def test_swap_seats_then_a_by_standings_draw(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, round_id = small_event(services, hands=2)
    play(services, round_id, 2)
    db = _path(sqlite_db)
    where = ["--event", str(event), "--round", "1"]
    assert refused(program("swap-seats", *where, "1", "2", *db)) == (
        "error: round 1 is published; seats can only be swapped before the round is published"
    )
    ok(program("close-round", *where, *db))
    ok(program("edit-event", str(event), "--hands", "4", *db))
    top = [r["player_id"] for r in json.loads(ok(program(
        "standings", "--event", str(event), "--round", "1", "--format", "json", *db)).out)]
    drawn = json.loads(ok(program("draw", "--event", str(event), "--hands", "2",
                                  "--method", "by-standings", "--seed", "1", "--json", *db)).out)
    assert drawn["method"] == "by-standings"
    assert {s["player"] for s in drawn["tables"][0]["seats"]} == set(top[:5])
    a, b = drawn["tables"][0]["seats"][0], drawn["tables"][1]["seats"][0]
    swapped = json.loads(ok(program("swap-seats", "--event", str(event), "--round", "2",
                                    a["name"], f"#{b['player']}", "--json", *db)).out)
    assert swapped["tables"][0]["seats"][0]["player"] == b["player"]
    assert swapped["tables"][1]["seats"][0]["player"] == a["player"]
    assert "round 3" in refused(program("swap-seats", "--event", str(event), "--round", "3",
                                        "1", "2", *db))


def test_delete_hand_moves_the_later_hands_up(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, round_id = small_event(services, hands=3)
    play(services, round_id, 3)
    table = tables(services._ctx, round_id)[0]
    third = hands(services._ctx, table.id)[2].payouts
    gone = json.loads(ok(program("delete-hand", "--event", str(event), "--round", "1",
                                 "--table", "1", "--hand", "2", "--json",
                                 *_path(sqlite_db))).out)
    assert gone == {"event": event, "session": 1, "round": 1, "table": 1, "deleted": 2,
                    "hands": 2}
    left = hands(services._ctx, table.id)
    assert [h.hand for h in left] == [1, 2] and left[1].payouts == third


def test_rename_and_merge_players(tmp_path: Path) -> None:
    db = ["--database", str(tmp_path / "p.sqlite3")]
    ok(program("add-player", "Ann Berg", "--member-number", "M1", *db))
    ok(program("add-player", "Anne Berg", *db))
    renamed = ok(program("rename-player", "2", "Ann Berg", "--nickname", "Jr", *db))
    assert renamed.out.strip() == "player 2 is now Ann Berg (Jr) (was Anne Berg)"
    assert "member_number=" in refused(program("rename-player", "2", "Ann Berg",
                                               "--member-number", "M1", *db))
    assert refused(program("merge-players", "1", "1", *db)).startswith(
        "error: KEEP and DUPLICATE are both player 1")
    merged = ok(program("merge-players", "1", "2", *db))
    assert merged.out.strip() == (
        "player 2 (Ann Berg) merged into player 1 (Ann Berg): every result of 2 now counts "
        "for 1"
    )
    listed = json.loads(ok(program("players", "--format", "json", *db)).out)
    assert [p["id"] for p in listed] == [1]
