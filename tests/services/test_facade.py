"""The facade, the "what changed" value and the station name."""

from __future__ import annotations

import socket
from pathlib import Path

from sheepshead_scorer.services import Changes, PlayerFields, Services, station_name
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Setting


def test_changes_combine_and_know_when_empty() -> None:
    a = Changes(hands=(1, 2), standings=True, created=2)
    b = Changes(hands=(2, 3), tables=(7,), seating=True)
    merged = a | b
    assert merged == Changes(
        hands=(1, 2, 3), tables=(7,), standings=True, seating=True, created=2
    )
    assert Changes().empty and not merged.empty


def test_station_name_comes_from_argument_then_setting_then_host(db: Database) -> None:
    assert station_name(db.engine, "Desk A") == "Desk A"
    assert station_name(db.engine) == socket.gethostname()
    with db.session() as session, session.begin():
        session.add(Setting(key="station_name", value="Scoring table"))
    assert station_name(db.engine) == "Scoring table"
    assert Services(db).station == "Scoring table"


def test_services_open_migrates_a_new_file(tmp_path: Path) -> None:
    services = Services.open(tmp_path / "club.sqlite3", station="Laptop")
    changes = services.create_player(PlayerFields(name="Ada"))
    assert changes.created == 1 and services.station == "Laptop"
    services._ctx.engine.dispose()
