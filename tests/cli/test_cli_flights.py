"""Prize flights on the command line, each command a process of its own: `edit-event`
prints the flights, `standings` has a flight column where the event pays flights, `prizes
--format json` names the flight paying each prize and the winner's place and points, and a
plan over 100 % of the pool is refused in a director's words (not "plan='125%' is not
allowed")."""

from __future__ import annotations

import json

from cli_helpers import Run, play, program, small_event

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.store import Database

FLIGHTS = {
    "count": 2, "basis": "results", "cutoffs": [], "no_history": "highest", "min_hands": 1,
    "one_prize": True,
    "prizes": [{"share_percent": "20", "place_percents": ["100"]},
               {"share_percent": "20", "place_percents": ["60", "40"]}],
}


def ok(run: Run) -> Run:
    assert run.status == 0, run.err
    return run


def test_flights_on_the_command_line(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    event, round_id = small_event(services, hands=2)
    play(services, round_id, 2)
    row = next(e for e in services.events() if e.id == event)
    # after the start: fixed at once (nobody has a history: all in A, the director's choice)
    services.update_event(EventId(event), EventEdit(entry_fee_cents=2000, prize_scheme={
        "place_percents": ["30"], "flights": FLIGHTS,
    }), expected_version=row.version)
    report = services.event_standings(EventId(event))
    last = report.rows[-1].player_id
    assert last is not None
    services.move_to_flight(EventId(event), PlayerId(last), "B", expected_version=None)
    db = ["--database", sqlite_db.url.removeprefix("sqlite:///")]

    shown = ok(program("edit-event", str(event), *db)).out
    assert ("flights A/B by results, equal split, no history: highest, one prize each; "
            "A 20% (places 100%); B 20% (places 60/40%); fixed at the start (10 players)"
            in shown), shown

    table = ok(program("standings", "--event", str(event), *db)).out.splitlines()
    assert table[0].split()[:4] == ["rank", "player_id", "name", "flight"], table[0]
    flights = services.event_flights(EventId(event)).by_player
    standings = json.loads(ok(program("standings", "--event", str(event), "--format", "json",
                                      *db)).out)
    assert {r["player_id"]: r["flight"] for r in standings} == flights

    prizes = json.loads(ok(program("prizes", "--event", str(event), "--format", "json", *db)).out)
    award = services.event_prizes(EventId(event)).rows()
    assert [(p["player"], p["flight"], p["amount_cents"]) for p in prizes] == [
        (r.player, r.flight, r.amount_cents) for r in award
    ]
    assert {p["flight"] for p in prizes} == {"", "A", "B"}
    places = {r.player: (str(r.rank) if not r.tied else f"T-{r.rank}") for r in report.rows}
    assert all(p["finished"] == places[p["player"]] for p in prizes)

    over = program("edit-event", str(event), "--places", "70", *db)  # 70 + 20 + 20 = 110
    assert over.status == 2
    assert over.err.strip() == (
        "error: the overall places (70 %), session top-score prizes (0 %) and flights' shares "
        "(40 %) add up to 110 % of the pool; at most 100 % can be paid out: lower them by "
        "10 % in all"
    )
