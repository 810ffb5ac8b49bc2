"""A Sheep Head event's hand log (000 "Sheep Head variant") carries the fox, the counters,
the bucks and each hand's game, and imports back: export → import gives the very same hands,
rows and standings (CSV and workbook, English and German).

The hands are scored by 000's words: "the fox, 1 point"; "7 to 9 counters is one point, and
10 to 12 counters is two points"; a buck, "the team wins 7 points"; automatic bucking, "the
team automatically wins 14 points"; "The game is usually played to 21 or 42 points and
whichever team reaches the number wins". Team 0 is seats 1 and 3, team 1 seats 2 and 4.
"""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from service_helpers import assert_writes_nothing, make_players, seat_players

from sheepshead_scorer.exports.rows import HandRow
from sheepshead_scorer.rules import preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.door.reads import hands as table_hands
from sheepshead_scorer.services.door.reads import rounds, tables
from sheepshead_scorer.store import Database

#: Each table's hands as typed: (team of the fox, team 0's counters) or a (buck / automatic
#: buck, team). Table 1: 2-0 (fox and 9 counters), 2-14 (automatic buck), 2-21 (a buck, 7:
#: team 1 wins game 1), then game 2: 3-0 (fox and 10 counters to team 0: 1 + 2), 3-2 (the
#: fox to team 0, but team 1 took 10 counters: 1 to team 0, 2 to team 1: 4-2).
TABLE_HANDS = (
    [{"fox": 0, "counters": 9}, {"automatic_buck": 1}, {"buck": 1}, {"fox": 0, "counters": 10},
     {"fox": 0, "counters": 3}],
    [{"fox": 1, "counters": 6}, {"buck": 0}, {"fox": 1, "counters": 12}],
)


def fox_event(services: Services, players: tuple[int, ...], name: str) -> tuple[int, int]:
    event_id = services.create_event(
        EventSpec(name=name, held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
                  table_size=4, table_game=FoxRules(21), hands_per_session=10)
    ).created
    assert event_id is not None
    for player in players:
        services.register(event_id, player)
        services.check_in(event_id, player)
    round_id = services.draw_round(event_id, 1, 10, seed=11).created
    assert round_id is not None
    services.publish_round(round_id)
    return event_id, round_id


def played(services: Services, db: Database) -> tuple[int, int, tuple[int, ...]]:
    """A played Sheep Head event and an empty one with the same seating: (played, target,
    the played event's table ids)."""
    players = make_players(services, 8, prefix="Fox")
    source, round_id = fox_event(services, players, "Fox night")
    tables = tuple(table_id for table_id, _ in seat_players(db, round_id))
    for table_id, hands in zip(tables, TABLE_HANDS, strict=True):
        for number, hand in enumerate(hands):
            services.record_hand(table_id, {"type": "fox", "dealer": number % 4, **hand})
    target, _ = fox_event(services, players, "Fox night, again")
    return source, target, tables


def event_rows(services: Services, db: Database, event_id: int) -> list[HandRow]:
    """Every hand row of the event, without the stored ids and versions."""
    rows: list[HandRow] = []
    for rnd in rounds(services._ctx, event_id):
        for table in tables(services._ctx, rnd.id):
            rows.extend(replace(row, id=0, version=0)
                        for row in table_hands(services._ctx, table.id))
    return rows


def export(services: Services, event_id: int, target: Path, fmt: ExportFormat,
           language: str = "en") -> Path:
    kind = ExportKind.HANDS if fmt is ExportFormat.CSV else ExportKind.WORKBOOK
    services.export_document(
        ExportRequest(kind, fmt, event_id=event_id, language=language), target
    )
    return target


def test_the_hands_csv_has_the_sheep_head_columns(
    services: Services, db: Database, tmp_path: Path
) -> None:
    source, _, _ = played(services, db)
    path = export(services, source, tmp_path / "hands.csv", ExportFormat.CSV)
    header, *lines = csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig")))
    assert header[-7:] == ["Fox", "Counters", "Buck", "Automatic buck", "Game", "Game score",
                           "Game won"]
    cells = [dict(zip(header, line, strict=True)) for line in lines]
    first, seats = cells[0], cells[0]["Players"].split("; ")
    assert first["Fox"] == f"{seats[0]}; {seats[2]}"  # team 0: seats 1 and 3
    assert (first["Counters"], first["Game"], first["Game score"]) == ("9; 4", "1", "2; 0")
    assert [first[f"Seat {n}"] for n in range(1, 5)] == ["2", "0", "2", "0"]  # fox 1 + 7-9: 1
    assert cells[1]["Automatic buck"] == f"{seats[1]}; {seats[3]}"  # 14 to team 1
    assert [cells[1][f"Seat {n}"] for n in range(1, 5)] == ["0", "14", "0", "14"]
    assert (cells[2]["Buck"], cells[2]["Game score"], cells[2]["Game won"]) == (
        f"{seats[1]}; {seats[3]}", "2; 21", "yes")  # the buck's 7 wins game 1 at 21
    assert (cells[3]["Game"], cells[3]["Game score"]) == ("2", "3; 0")  # game 2 from 0-0
    assert (cells[4]["Counters"], cells[4]["Game score"]) == ("3; 10", "4; 2")


@pytest.mark.parametrize(
    ("fmt", "language", "name"),
    [(ExportFormat.CSV, "en", "hands.csv"), (ExportFormat.XLSX, "en", "event.xlsx"),
     (ExportFormat.CSV, "de", "spiele.csv"), (ExportFormat.XLSX, "de", "turnier.xlsx")],
    ids=["csv", "workbook", "german-csv", "german-workbook"],
)
def test_export_then_import_gives_back_the_same_event(
    services: Services, db: Database, tmp_path: Path, fmt: ExportFormat, language: str,
    name: str,
) -> None:
    source, target, _ = played(services, db)
    path = export(services, source, tmp_path / name, fmt, language)
    result = services.import_hands(target, path)
    assert (result.hands, result.tables) == (8, 2)
    assert event_rows(services, db, target) == event_rows(services, db, source)
    before = services.event_standings(source)
    after = services.event_standings(target)
    assert [(r.player_id, r.tally.points, r.tally.games_won) for r in after.rows] == [
        (r.player_id, r.tally.points, r.tally.games_won) for r in before.rows]
    assert sorted(r.tally.games_won for r in after.rows) == [0, 0, 0, 0, 0, 0, 1, 1]


def test_a_changed_counters_cell_is_refused_naming_the_row(
    services: Services, db: Database, tmp_path: Path
) -> None:
    source, target, _ = played(services, db)
    path = export(services, source, tmp_path / "hands.csv", ExportFormat.CSV)
    table = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    counters = table[0].index("Counters")
    table[1][counters] = "10; 3"  # team 0 now 10 counters: 1 + 2 = 3, the file says 2
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(table)
    path.write_text(out.getvalue(), encoding="utf-8-sig")
    caught = assert_writes_nothing(
        db, lambda: services.import_hands(target, path), ImportRejected, "1 problem found"
    )
    (line,) = [str(p) for p in caught.problems]
    assert line.startswith("Row 2: Sheep Head scores this hand 3, 0, 3, 0 (game 1: 3–0), the "
                           "file says 2, 0, 2, 0 (game 1: 2–0)")


def test_a_sheepshead_row_is_refused_by_a_sheep_head_event(
    services: Services, db: Database, tmp_path: Path
) -> None:
    """A row of the picker game (a misdeal, nothing paid) in a Sheep Head event's log: refused
    as the other game's hand, naming its row."""
    source, target, _ = played(services, db)
    path = export(services, source, tmp_path / "hands.csv", ExportFormat.CSV)
    table = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    header = table[0]
    table[1][header.index("Type")] = "misdeal"
    for n in range(1, 5):
        table[1][header.index(f"Seat {n}")] = "0"
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(table)
    path.write_text(out.getvalue(), encoding="utf-8-sig")
    caught = assert_writes_nothing(
        db, lambda: services.import_hands(target, path), ImportRejected, "1 problem found"
    )
    assert str(caught.problems[0]).startswith(
        "Row 2: this row is a misdeal hand of Sheepshead, but the event plays Sheep Head")
