"""`players`, `events`, `seasons` and `standings`: ids for scripts, exact points, clear errors."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from datetime import date
from pathlib import Path

import pytest
from cli_helpers import CliRunner, play, small_event

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services


@pytest.fixture
def played(services: Services) -> int:
    """A played event of 10 players (2 tables, 6 hands each); returns its id."""
    event, round_id = small_event(services, hands=6, seed=2)
    play(services, round_id, 6)
    return event


def test_players_lists_ids_in_every_format(cli: CliRunner, services: Services, url: str) -> None:
    ada = services.create_player(PlayerFields(name="Ada", member_number="7", club="Turners"))
    services.create_player(PlayerFields(name="=1+1"))
    table = cli("players", "--database", url)
    assert table.status == 0
    assert table.out.splitlines()[0].split() == ["id", "name", "member_number", "club", "active"]
    as_json = json.loads(cli("players", "--format", "json", "--database", url).out)
    assert as_json[1] == {
        "id": ada.created, "name": "Ada", "member_number": "7", "club": "Turners", "active": True
    }
    as_csv = list(csv.reader(io.StringIO(cli("players", "--format", "csv", "--database", url).out)))
    assert [row[1] for row in as_csv] == ["name", "'=1+1", "Ada"]  # guarded
    searched = json.loads(
        cli("players", "--search", "turn", "--format", "json", "--database", url).out
    )
    assert [p["name"] for p in searched] == ["Ada"]


def test_events_and_seasons(cli: CliRunner, services: Services, url: str) -> None:
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026").created
    services.create_event(
        EventSpec(
            name="Night 1", held_on=date(2026, 5, 5), ruleset=preset("000-encyclopedia"),
            season_id=season,
        )
    )
    events = json.loads(cli("events", "--format", "json", "--database", url).out)
    assert events == [
        {
            "id": 1, "date": "2026-05-05", "name": "Night 1", "venue": "", "season": season,
            "table_size": 5, "sessions": 1, "hands_per_session": 48,
        }
    ]
    seasons = json.loads(cli("seasons", "--format", "json", "--database", url).out)
    assert seasons == [{"id": season, "league": "Tuesday", "season": "2026"}]


def test_event_standings_are_ranked_and_zero_sum(
    cli: CliRunner, played: int, url: str
) -> None:
    run = cli("standings", "--event", str(played), "--format", "json", "--database", url)
    assert run.status == 0, run.err
    rows = json.loads(run.out)
    assert len(rows) == 10
    assert sum(row["points"] for row in rows) == 0
    assert [row["points"] for row in rows] == sorted((row["points"] for row in rows), reverse=True)
    assert all(row["hands"] >= 6 for row in rows)
    session = cli(
        "standings", "--event", str(played), "--session", "1", "--format", "json",
        "--database", url,
    )
    assert json.loads(session.out) == rows  # one session: the same table
    table = cli("standings", "--event", str(played), "--database", url)
    assert table.out.splitlines()[1].startswith("----")


def test_season_standings(cli: CliRunner, services: Services, url: str) -> None:
    league = services.create_league("L").created
    assert league is not None
    season = services.create_season(league, "S").created
    empty = cli("standings", "--season", str(season), "--format", "csv", "--database", url)
    assert empty.out.splitlines() == ["rank,tied,player_id,name,total,events"]  # no event yet
    _, round_id = small_event(services, hands=4, seed=4, season_id=season)
    play(services, round_id, 4)
    run = cli("standings", "--season", str(season), "--format", "json", "--database", url)
    assert run.status == 0, run.err
    rows = json.loads(run.out)
    assert len(rows) == 10 and {row["events"] for row in rows} == {1}
    assert sum(row["total"] for row in rows) == 0  # total points of one event: zero-sum


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["standings", "--event", "42"], "error: event 42 does not exist in "),
        (["standings", "--season", "42"], "error: season 42 does not exist in "),
        (["standings", "--event", "1", "--session", "9"], "error: session"),
        (["standings", "--event", "1", "--session", "0"], "error: --session=0 is not allowed"),
        (["standings", "--season", "1", "--session", "1"], "error: --session goes with --event"),
    ],
)
def test_standings_errors_are_one_line(
    cli: CliRunner, played: int, url: str, args: list[str], message: str
) -> None:
    run = cli(*args, "--database", url)
    assert run.status == 2
    assert run.err.startswith(message)
    assert run.err.count("\n") == 1
    assert run.out == ""


def test_standings_needs_event_or_season(cli: CliRunner, tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli("standings", "--database", str(tmp_path / "x.sqlite3"))
    assert exit_.value.code == 2


def test_a_missing_database_file_is_not_created(cli: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "typo.sqlite3"
    run = cli("events", "--database", str(path))
    assert run.status == 2
    assert run.err == (
        f"error: database file {str(path)!r} does not exist; check the path, or create it "
        "with `sheepshead-scorer demo` or `import-players`\n"
    )
    assert not path.exists()


def test_a_file_that_is_not_a_database(cli: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_text("shopping list", encoding="utf-8")
    run = cli("players", "--database", str(path))
    assert run.status == 2
    assert run.err.startswith("error: ") and str(path) in run.err
    assert "not a" in run.err and run.err.count("\n") == 1


def test_an_unreachable_server_hides_the_password(cli: CliRunner) -> None:
    run = cli("players", "--database", "postgresql+psycopg://director:s3cret@127.0.0.1:1/x")
    assert run.status == 2
    assert "s3cret" not in run.err
    assert run.err.startswith("error: the database server 127.0.0.1/x cannot be reached")
    assert run.err.count("\n") == 1


@pytest.mark.slow  # waits out the database's 10 s busy timeout
def test_a_locked_database_is_one_clear_line(cli: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    assert cli("import-players", str(_players_file(tmp_path)), "--database", str(path)).status == 0
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        run = cli("players", "--database", str(path))
    finally:
        holder.rollback()
        holder.close()
    assert run.status == 2
    assert "locked" in run.err and "Traceback" not in run.err
    assert run.err.count("\n") == 1


def _players_file(tmp_path: Path) -> Path:
    path = tmp_path / "p.csv"
    path.write_text("Name\nAda\n", encoding="utf-8")
    return path


def test_an_id_missing_from_the_default_database_names_that_file(
    cli: CliRunner, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A director who forgot --database is told which file was read, and how to name another.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    run = cli("standings", "--event", "1")
    assert run.status == 2
    default = tmp_path / "data" / "sheepshead-scorer" / "sheepshead.sqlite3"
    assert run.err == (
        f"error: event 1 does not exist in the default database {default}; list the ids with "
        "`sheepshead-scorer events` (or name another file with --database PATH)\n"
    )
