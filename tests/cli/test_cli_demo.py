"""`demo`: the realistic demo event and league, built through the services."""

from __future__ import annotations

import csv
import io
import json
import random
import shutil
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from cli_helpers import CliRunner, row_counts
from sqlalchemy import func, select

from sheepshead_scorer.rules import PickedHand, outcome_from_dict
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.demo.demo_event import (
    DEMO_EVENT_NAME,
    DEMO_SEED,
    DemoSummary,
    build_demo,
    demo_ruleset,
)
from sheepshead_scorer.services.demo.demo_hands import table_outcomes
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, GameTable, Hand, Round
from tests.demo_snapshot import DemoSnapshot


def test_demo_builds_every_kind_of_hand_and_a_season(
    cli: CliRunner, db: Database, url: str
) -> None:
    run = cli("demo", "--seed", "11", "--database", url)
    assert run.status == 0, run.err
    assert run.out.startswith("demo built: event 1 (Demo: Fall Classic, 37 players), season 1")
    with db.session() as session:
        kinds = Counter(session.scalars(select(Hand.kind)))
        outcomes = [outcome_from_dict(o) for o in session.scalars(select(Hand.outcome))]
        sizes = Counter(
            session.scalars(select(GameTable.seats).join(Round).where(Round.event_id == 1))
        )
        audited = session.scalar(
            select(func.count()).select_from(AuditEntry).where(AuditEntry.entity == "hand")
        )
        multipliers = set(session.scalars(select(Hand.multiplier)))
    assert set(kinds) == {"picked", "leaster", "all_pass", "misdeal", "penalty"}
    assert sizes == {5: 15, 6: 6}  # 37 players: 5 tables of 5 and 2 of 6, three rounds
    picked = [o for o in outcomes if isinstance(o, PickedHand)]
    assert any(not o.partners for o in picked)  # alone
    assert any(o.partners for o in picked)
    assert any(o.cracks for o in picked) and any(o.blitzes for o in picked)
    assert any(o.points >= 91 and o.tricks < 6 for o in picked)  # schneider
    assert any(o.tricks in (0, 6) for o in picked)  # schwarz
    assert audited is not None and audited >= sum(kinds.values())
    assert max(multipliers) > 1

    standings = cli("standings", "--event", "1", "--format", "json", "--database", url)
    assert len(json.loads(standings.out)) == 37
    season_run = cli("standings", "--season", "1", "--format", "json", "--database", url)
    season = json.loads(season_run.out)
    assert season[0]["rank"] == "1" and season[0]["total"] > 0
    events = json.loads(cli("events", "--format", "json", "--database", url).out)
    assert DEMO_EVENT_NAME in [e["name"] for e in events]
    assert sum(1 for e in events if e["season"] == 1) == 4


def test_demo_twice_is_refused_and_writes_nothing(
    cli: CliRunner, db: Database, url: str, demo_summary: DemoSummary
) -> None:
    assert demo_summary.event_id == 1  # the demo is in (the session's one build, copied)
    before = row_counts(db)
    run = cli("demo", "--database", url)
    assert run.status == 2
    assert run.err == (
        "error: this database already holds the demo event (event id 1); open it, or build "
        "the demo into a new file with --database PATH\n"
    )
    assert row_counts(db) == before


@pytest.mark.slow
def test_same_seed_same_demo(
    cli: CliRunner, tmp_path: Path, demo_snapshots: Callable[[str], DemoSnapshot]
) -> None:
    """The command's demo (default seed) equals the session's demo built by the services
    with the same seed, hand for hand (so the standings, line for line)."""
    snapshot = demo_snapshots("sqlite")
    assert snapshot.sqlite_path is not None
    copied = tmp_path / "services.sqlite3"
    shutil.copyfile(snapshot.sqlite_path, copied)
    built = str(tmp_path / "command.sqlite3")
    assert cli("demo", "--seed", str(DEMO_SEED), "--database", built).status == 0
    outputs = [
        cli("standings", "--event", "1", "--format", "csv", "--database", path).out
        for path in (built, str(copied))
    ]
    assert outputs[0] == outputs[1]
    assert len(outputs[0].splitlines()) == 38  # a header and the 37 players


def test_another_seed_another_table() -> None:
    ruleset = demo_ruleset()
    assert table_outcomes(random.Random(5), ruleset, 16) == table_outcomes(
        random.Random(5), ruleset, 16
    )
    assert table_outcomes(random.Random(5), ruleset, 16) != table_outcomes(
        random.Random(6), ruleset, 16
    )


def test_demo_through_the_services_facade(tmp_path: Path) -> None:
    services = Services.open(tmp_path / "first-run.sqlite3")
    steps: list[tuple[int, int]] = []
    summary = build_demo(services, seed=3, progress=lambda done, total: steps.append((done, total)))
    assert steps == [(n, 8) for n in range(1, 9)]
    assert (summary.event_id, summary.players, len(summary.league_event_ids)) == (1, 37, 4)
    report = services.event_standings(summary.event_id)
    assert len(report.rows) == 37
    assert sum(row.total for row in report.rows) == 0  # zero-sum, exact
    services._ctx.engine.dispose()


def test_the_standings_csv_holds_numbers_a_spreadsheet_can_add(
    cli: CliRunner, demo_snapshots: Callable[[str], DemoSnapshot], tmp_path: Path
) -> None:
    # The demo has half points: they are 32.5 and -30.5 as in the exported CSV, not "65/2" and
    # "'-61/2" (text with the formula guard's apostrophe, which no spreadsheet adds up).
    snapshot = demo_snapshots("sqlite")
    assert snapshot.sqlite_path is not None
    copied = tmp_path / "demo.sqlite3"
    shutil.copyfile(snapshot.sqlite_path, copied)
    out = cli("standings", "--event", "1", "--format", "csv", "--database", str(copied)).out
    rows = list(csv.reader(io.StringIO(out)))
    points = [row[rows[0].index("points")] for row in rows[1:]]
    values = [Fraction(p) for p in points]  # every cell is a plain number
    assert any(v.denominator == 2 and v < 0 for v in values)
    assert any(p.endswith(".5") for p in points) and not any("/" in p for p in points)
    assert sum(values) == 0
