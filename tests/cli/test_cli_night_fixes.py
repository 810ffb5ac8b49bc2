"""A league night typed wrong is fixed from the shell, each command a program of its own: the
night is one sheet (13 players on two sheets balance as a whole) corrected in place although it
is closed; a night entered twice is deleted and the season table and the player's history
count it once; a stray player is deleted, one with results refused (merge); `season
add-player 1 "#5"` puts registered player 5 on the roster instead of making a player "#5"."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from fractions import Fraction

from sqlalchemy import func, select

from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.documents.reports import player_history
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, Player

THIRTEEN = (12, -7, -5, 3, 3, -6, 0, 4, -4, 2, -2, 1, -1)


def program(*args: str) -> subprocess.CompletedProcess[str]:
    """``sheepshead-scorer ARGS`` as its own process."""
    return subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args],
        capture_output=True, text=True, check=False, timeout=120,
    )


def _season(services: Services) -> tuple[int, list[int]]:
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    players = []
    for n in range(1, 15):
        created = services.create_player(PlayerFields(name=f"Member {n}")).created
        assert created is not None
        players.append(created)
    services.add_to_roster(season, players[:13])
    return season, players


def _table(db: list[str]) -> dict[str, str]:
    run = program("season", "table", "1", "--json", *db)
    assert run.returncode == 0, run.stderr
    return {r["Player"]: r["League points"] for r in json.loads(run.stdout)["rows"]}


def test_a_night_is_corrected_in_place_and_a_copy_deleted(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    season, players = _season(services)
    night = services.record_night(
        season, date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name="Night 4"
    ).created
    copy = services.record_night(
        season, date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name="Night 4 again"
    ).created
    db = ["--database", sqlite_db.url.removeprefix("sqlite:///")]

    shown = program("correct-night", str(night), "--json", *db)
    assert shown.returncode == 0, shown.stderr
    sheet = json.loads(shown.stdout)
    assert len(sheet["players"]) == 13 and sheet["night"] == "Night 4 — 2026-09-22"

    fixed = program("correct-night", str(night), "Member 1=+10", "Member 2=-5", *db)
    assert fixed.returncode == 0, fixed.stderr
    assert "corrected; the season table and the histories follow" in fixed.stdout
    assert _table(db)["Member 1"] == "22"  # 10 + 12 (the copy)

    off = program("correct-night", str(night), "Member 1=+11", *db)
    assert off.returncode == 2
    lines = off.stderr.strip().splitlines()
    assert len(lines) == 1 and "Night 4 (2026-09-22) add up to +1, not 0" in lines[0], lines

    gone = program("delete-event", str(copy), *db)
    assert gone.returncode == 0, gone.stderr
    assert gone.stdout.strip() == (
        f"event {copy} deleted: Night 4 again — 2026-09-22; season {season}'s table no longer "
        "counts it"
    )
    assert _table(db)["Member 1"] == "10"
    _info, past = player_history(services._ctx, players[0])
    assert [(row.event, row.total) for row in past.rows] == [("Night 4", Fraction(10))]
    with sqlite_db.session() as session:
        actions = list(session.scalars(select(AuditEntry.action).where(
            AuditEntry.entity == "event", AuditEntry.entity_id.in_((night, copy)),
        )))
    assert actions.count("night-correct") == 1 and actions.count("delete") == 1

    stray = players[13]
    refused = program("delete-player", str(players[0]), *db)
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert "Member 1 (#1) played in Night 4 — 2026-09-22" in refused.stderr
    assert "merge it into the right player" in refused.stderr
    deleted = program("delete-player", str(stray), *db)
    assert deleted.returncode == 0, deleted.stderr
    assert deleted.stdout.strip() == f"player {stray} deleted: Member 14"


def test_add_player_finds_a_registered_member(sqlite_db: Database) -> None:
    services = Services(sqlite_db, station="setup")
    _season(services)
    db = ["--database", sqlite_db.url.removeprefix("sqlite:///")]
    with sqlite_db.session() as session:
        before = session.scalar(select(func.count()).select_from(Player))
    run = program("season", "add-player", "1", "#14", *db)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "player 14 on the roster: Member 14"
    by_name = program("season", "add-player", "1", "member  14", *db)
    assert by_name.stdout.strip() == "player 14 on the roster: Member 14", by_name.stderr
    with sqlite_db.session() as session:
        assert session.scalar(select(func.count()).select_from(Player)) == before
    night = program("season", "night", "1", "--date", "2026-09-01", "#14=+3", "Member 1=-3",
                    "Member 2=0", *db)
    assert night.returncode == 0, night.stderr
    new = program("season", "add-player", "1", "Zoe Newcomer", *db)
    assert new.stdout.strip() == "new player 15 on the roster: Zoe Newcomer", new.stderr
