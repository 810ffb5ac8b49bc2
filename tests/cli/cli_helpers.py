"""Helpers for the command-line tests: build small events through the services; write an
event's hand log as the export does; count rows to prove a refused command wrote nothing."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import func, select

from sheepshead_scorer.exports import write_hands_csv
from sheepshead_scorer.exports.rows import HandRow
from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.demo.demo_hands import table_outcomes
from sheepshead_scorer.services.door.reads import hands, players, rounds, tables
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Base


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str


CliRunner = Callable[..., Run]


def program(*args: str) -> Run:
    """``sheepshead-scorer ARGS`` as a process of its own, as a script runs it."""
    done = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", *args],
        capture_output=True, text=True, check=False, timeout=120,
    )
    return Run(done.returncode, done.stdout, done.stderr)


def row_counts(db: Database) -> dict[str, int]:
    """Rows in every table, to prove that a refused command wrote nothing."""
    with db.session() as session:
        return {
            name: int(session.scalar(select(func.count()).select_from(table)) or 0)
            for name, table in Base.metadata.tables.items()
        }


def small_event(
    services: Services, *, count: int = 10, hands: int = 6, seed: int = 1, name: str = "Open",
    season_id: int | None = None,
) -> tuple[int, int]:
    """An event of ``count`` players (2 tables of 5), one round of ``hands`` hands played with the
    demo's mix of outcomes; returns (event id, round id)."""
    ruleset = preset("000-encyclopedia", max_cracks=2, blitz=True)
    event = services.create_event(
        EventSpec(
            name=name, held_on=date(2026, 3, 1), ruleset=ruleset, hands_per_session=hands,
            season_id=season_id,
        )
    ).created
    assert event is not None
    for n in range(count):
        found = [p.id for p in players(services._ctx, f"Player {n:02d}")]
        player = found[0] if found else services.create_player(
            PlayerFields(name=f"Player {n:02d}")
        ).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
    round_id = services.draw_round(event, 1, hands, seed=seed).created
    assert round_id is not None
    services.publish_round(round_id)
    return event, round_id


def play(services: Services, round_id: int, hands_per_table: int, seed: int = 5) -> int:
    """Enter every table's hands through `record_hand`; returns how many were entered."""
    rng = random.Random(seed)
    ruleset = preset("000-encyclopedia", max_cracks=2, blitz=True)
    count = 0
    for table in tables(services._ctx, round_id):
        for outcome in table_outcomes(rng, ruleset.for_table(len(table.seats)), hands_per_table):
            services.record_hand(table.id, outcome)
            count += 1
    return count


def hand_log(services: Services, event_id: int) -> list[HandRow]:
    """The event's hand log rows as an older log had them: the rows the export builds,
    without the outcome columns (``complete`` false: the importer rebuilds the outcome)."""
    rows: list[HandRow] = []
    for rnd in rounds(services._ctx, event_id):
        for table in tables(services._ctx, rnd.id):
            for hand in hands(services._ctx, table.id):
                rows.append(
                    HandRow(
                        session=hand.session, round=hand.round, table=hand.table,
                        hand=hand.hand, dealer=hand.dealer, kind=hand.kind,
                        players=hand.players, payouts=hand.payouts, picker=hand.picker,
                        partners=hand.partners, points=hand.points, tricks=hand.tricks,
                        multiplier=hand.multiplier,
                    )
                )
    return rows


def write_log(path: Path, rows: list[HandRow]) -> Path:
    write_hands_csv(path, rows)
    return path
