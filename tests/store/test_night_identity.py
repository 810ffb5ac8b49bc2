"""A league night is unique in the database (revision 0019, issue 25 item 3): the same sheet
saved twice — a retry, a double click, two stations at once — is one night, answered
"already saved"; another sheet under the same identity is refused, naming the night; the
database itself refuses a second copy; a file that holds one twice is not migrated silently."""

from __future__ import annotations

import threading
from datetime import date
from fractions import Fraction

import pytest
from sqlalchemy import func, select, text

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.core.context import transaction
from sheepshead_scorer.services.core.faults import CollisionError
from sheepshead_scorer.services.leagues.league_nights import write_night
from sheepshead_scorer.services.leagues.night_identity import NightTakenError
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.migrate import MigrationError, downgrade, upgrade
from sheepshead_scorer.store.models import Event, Season

NIGHT = date(2026, 3, 4)
SHEET = (84, -30, -24, -30)


def _season(services: Services) -> tuple[int, tuple[int, ...]]:
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    players = []
    for n in range(4):
        created = services.create_player(PlayerFields(name=f"Player {n + 1}")).created
        assert created is not None
        players.append(created)
    return season, tuple(players)


def _nights(db: Database) -> int:
    with db.session() as session:
        return int(session.scalar(select(func.count()).select_from(Event)) or 0)


def _first_total(services: Services, season: int) -> Fraction:
    return {line.player: line.total for line in services.season_table(season).lines}["Player 1"]


def test_the_same_sheet_saved_again_is_already_saved(services: Services, db: Database) -> None:
    season, players = _season(services)
    sheet = dict(zip(players, SHEET, strict=True))
    first = services.record_night(season, NIGHT, sheet)
    again = services.record_night(season, NIGHT, sheet)  # the default name: "Night 2" before
    assert not first.already_saved and again.already_saved
    assert again.created == first.created and _nights(db) == 1
    named = services.record_night(season, NIGHT, sheet, name="Night 1")
    assert named.already_saved and named.created == first.created
    assert _first_total(services, season) == 84  # not 168


def test_another_sheet_for_the_same_night_is_refused(services: Services, db: Database) -> None:
    season, players = _season(services)
    services.record_night(season, NIGHT, dict(zip(players, SHEET, strict=True)))
    other = dict(zip(players, (80, -26, -24, -30), strict=True))
    with pytest.raises(NightTakenError, match=r"Night 1 \(event \d+\) on 2026-03-04 is already "
                                              r"saved with other totals"):
        services.record_night(season, NIGHT, other)
    assert _nights(db) == 1
    second = services.record_night(season, NIGHT, other, name="Late table")  # its own name
    assert second.created is not None and _nights(db) == 2


def test_two_stations_saving_the_same_sheet_at_once_store_one_night(db: Database) -> None:
    season, players = _season(Services(db, station="setup"))
    sheet = dict(zip(players, SHEET, strict=True))
    opened = [open_database(db.url, migrate=False) for _ in range(2)]
    start = threading.Barrier(2)
    answers: list[bool] = []
    errors: list[BaseException] = []

    def save(database: Database, station: str) -> None:
        services = Services(database, station=station)
        start.wait()
        try:
            answers.append(services.record_night(season, NIGHT, sheet).already_saved)
        except BaseException as exc:
            errors.append(exc)

    try:
        for _trial in range(3):
            answers.clear()
            threads = [threading.Thread(target=save, args=(d, f"Desk {n}"))
                       for n, d in enumerate(opened)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert errors == [] and sorted(answers) in ([False, True], [True, True])
    finally:
        for database in opened:
            database.close()
    assert _nights(db) == 1
    assert _first_total(Services(db), season) == 84


def test_the_database_refuses_a_second_copy_of_a_night(services: Services, db: Database) -> None:
    season, players = _season(services)
    sheet = {p: Fraction(v) for p, v in zip(players, SHEET, strict=True)}
    services.record_night(season, NIGHT, sheet, name="Night 1")
    with pytest.raises(CollisionError), transaction(services._ctx) as session:
        found = session.get(Season, season)
        assert found is not None
        write_night(session, services._ctx, found, "Night 1", NIGHT, sheet)  # no Python look
    assert _nights(db) == 1


def test_a_file_holding_a_night_twice_is_not_migrated_silently(
    services: Services, db: Database
) -> None:
    season, players = _season(services)
    services.record_night(season, NIGHT, dict(zip(players, SHEET, strict=True)), name="Night 1")
    downgrade(db.engine, "0018")
    with db.engine.begin() as connection:  # what the old code let two stations store
        connection.execute(text(
            "INSERT INTO events (name, kind, held_on, venue, season_id, counts_toward_league, "
            "ruleset_name, ruleset, scoring_mode, table_size, sessions_planned, "
            "hands_per_session, entry_fee_cents, prize_scheme, tally_revision, tally_resets, "
            "table_entry, version, changed_at, changed_station) "
            "SELECT name, kind, held_on, venue, season_id, counts_toward_league, ruleset_name, "
            "ruleset, scoring_mode, table_size, sessions_planned, hands_per_session, "
            "entry_fee_cents, prize_scheme, tally_revision, tally_resets, table_entry, "
            "version, changed_at, changed_station FROM events"
        ))
    with pytest.raises(MigrationError, match=r"'Night 1' on 2026-03-04 in season \d+ "
                                             r"\(events \d+ … \d+, 2 copies\).*Delete"):
        upgrade(db.engine)
    with db.engine.begin() as connection:
        connection.execute(text("DELETE FROM events WHERE id = (SELECT MAX(id) FROM events)"))
    upgrade(db.engine)
    assert _nights(db) == 1
