"""A second screen's line is not taken twice when a hand was deleted and another entered
meanwhile (the count is as it was): the screen sends the last hand it showed
(``expected_last``) — what made ``test_four_stations_on_two_tables_of_postgresql`` fail about
one run in five ("1 hands doubled")."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import select

from reliability import workload
from sheepshead_scorer.services import Services, StaleEditError
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import GameTable, Hand

HAND = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 4}


def test_a_delete_and_an_insert_unseen_refuse_the_same_line(tmp_path: Path) -> None:
    database = open_database(tmp_path / "seen.sqlite3")
    a, b = Services(database, station="Desk A"), Services(database, station="Desk B")
    setup = workload.create_event(a, 1)
    workload.start_round(a, setup.event_id, 1, seed=1)
    with database.session() as session:
        table_id = session.scalars(select(GameTable.id)).one()
    ids = [a.record_hand(table_id, {**HAND, "dealer": n}, expected_number=n + 1).created
           for n in range(3)]
    seen_last = ids[-1]  # B's screen: hands 1-3
    line = {**HAND, "dealer": 3}
    a.record_hand(table_id, line, expected_number=4)  # A enters the line as hand 4
    with database.session() as session:
        second = session.scalars(select(Hand).where(Hand.number == 2)).one()
        version = second.version
    a.delete_hand(second.id, expected_version=version)  # 3 hands again, renumbered
    with pytest.raises(StaleEditError, match="changed since this screen read it"):
        b.record_hand(table_id, line, expected_number=4, expected_last=seen_last)
    with database.session() as session:
        assert len(list(session.scalars(select(Hand)))) == 3
    database.close()

