"""A scripted tournament for the harnesses: players, an event, rounds, random legal hands.

Writes go through ``Services`` only (as the app's would); reads for checking use the store.
"""

from __future__ import annotations

import random
import sqlite3
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.store import Database, sqlite_paths
from sheepshead_scorer.store.models import EventSession, GameTable, Hand, Round, RoundStatus

TABLE_SIZE = 5
HANDS_PER_ROUND = 50
HANDS_PER_SESSION = 500
SESSIONS = 20


@dataclass(frozen=True)
class Workload:
    """The event the harness plays, its players and how many tables it seats."""

    event_id: int
    players: tuple[int, ...]
    tables: int


@dataclass
class HarnessReport:
    """What a harness run found, shared by the crash and stations harnesses: ``problems``
    lists every failure in words; the run passes when there is none."""

    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def verdict(self) -> str:
        """``"PASS"`` or ``"FAIL"``, the first word of every summary."""
        return "PASS" if self.ok else "FAIL"


def create_event(services: Services, tables: int, *, name: str = "Harness Open") -> Workload:
    """An event of ``tables`` 5-player tables, everyone checked in, no round drawn yet."""
    spec = EventSpec(
        name=name, held_on=date(2026, 11, 29), ruleset=preset("000-encyclopedia"),
        sessions=SESSIONS, hands_per_session=HANDS_PER_SESSION,
    )
    event_id = services.create_event(spec).created
    assert event_id is not None
    players = []
    for n in range(1, tables * TABLE_SIZE + 1):
        player = services.create_player(PlayerFields(name=f"{name} player {n}")).created
        assert player is not None
        services.register(event_id, player)
        services.check_in(event_id, player)
        players.append(player)
    return Workload(event_id, tuple(players), tables)


def start_round(services: Services, event_id: int, session_number: int, seed: int) -> int:
    """Draw and publish a round of ``HANDS_PER_ROUND`` hands; returns its id."""
    round_id = services.draw_round(event_id, session_number, HANDS_PER_ROUND, seed=seed).created
    assert round_id is not None
    services.publish_round(round_id)
    return round_id


def random_hand(rng: random.Random, dealer: int) -> dict[str, Any]:
    """A legal picked hand at a 5-player table (000-encyclopedia rules)."""
    picker = rng.randrange(TABLE_SIZE)
    partner = rng.choice([s for s in range(TABLE_SIZE) if s != picker])
    return {
        "type": "picked", "dealer": dealer % TABLE_SIZE, "picker": picker,
        "partners": [partner], "points": rng.randint(0, 119), "tricks": rng.randint(1, 5),
    }


def open_round(db: Database, event_id: int) -> tuple[int, int] | None:
    """The event's published round as (round id, session number), if there is one."""
    with db.session() as session:
        row = session.execute(
            select(Round.id, EventSession.number)
            .join(EventSession, Round.session_id == EventSession.id)
            .where(EventSession.event_id == event_id, Round.status == RoundStatus.PUBLISHED)
            .order_by(Round.id.desc())
        ).first()
    return (int(row[0]), int(row[1])) if row else None


def table_fill(db: Database, round_id: int) -> list[tuple[int, int]]:
    """(table id, hands entered) for each table of the round, emptiest first."""
    with db.session() as session:
        counts = dict(
            session.execute(
                select(Hand.table_id, func.count()).where(Hand.round_id == round_id)
                .group_by(Hand.table_id)
            ).all()
        )
        tables = session.scalars(select(GameTable.id).where(GameTable.round_id == round_id))
        return sorted(((t, int(counts.get(t, 0))) for t in tables), key=lambda x: (x[1], x[0]))


def play_hands(
    services: Services, hands: int, *, seed: int = 1, name: str = "Harness Open"
) -> int:
    """A one-table event with ``hands`` hands entered (rounds drawn, published and closed as
    they fill); returns the event's id. Each hand is acknowledged when ``record_hand``
    returns."""
    rng = random.Random(seed)
    event_id = create_event(services, 1, name=name).event_id
    entered = 0
    while entered < hands:
        round_id = start_round(services, event_id, 1 + entered // HANDS_PER_SESSION,
                               seed=rng.randrange(10**6))
        table_id = _first_table(services, round_id)
        for number in range(1, min(HANDS_PER_ROUND, hands - entered) + 1):
            services.record_hand(table_id, random_hand(rng, number - 1), expected_number=number)
            entered += 1
        if entered % HANDS_PER_ROUND == 0:
            services.close_round(round_id)
    return event_id


def _first_table(services: Services, round_id: int) -> int:
    with Session(services._ctx.engine) as session:
        return int(session.scalars(
            select(GameTable.id).where(GameTable.round_id == round_id).order_by(GameTable.id)
        ).first() or 0)


def count_hands(path: Path) -> int:
    """Hands in a SQLite file, read without writing it (0 when it holds no hands table)."""
    connection = sqlite_paths.connect(path, read_only=True)
    try:
        return int(connection.execute("SELECT count(*) FROM hands").fetchone()[0])
    except sqlite3.Error:
        return 0
    finally:
        connection.close()
