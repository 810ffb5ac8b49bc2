"""Builders and checks shared by the service tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services import EventSpec, PlayerFields, ServiceError, Services
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Base, GameTable, ScoringMode, SeatAssignment


def row_counts(db: Database) -> dict[str, int]:
    """Rows in every table (to prove an action wrote nothing)."""
    with db.session() as session:
        return {
            name: int(session.scalar(select(func.count()).select_from(table)) or 0)
            for name, table in Base.metadata.tables.items()
        }


def assert_writes_nothing(
    db: Database, action: Callable[[], Any], error: type[ServiceError], match: str
) -> ServiceError:
    """Run ``action``, expect ``error`` with a message matching ``match``, and no new rows."""
    before = row_counts(db)
    with pytest.raises(error, match=match) as caught:
        action()
    assert row_counts(db) == before
    return caught.value


def picked(
    dealer: int = 0,
    picker: int = 1,
    partners: tuple[int, ...] = (2,),
    points: int = 70,
    tricks: int = 3,
    **more: Any,
) -> dict[str, Any]:
    """A picked hand as the UI sends it (``outcome_to_dict`` form)."""
    return {
        "type": "picked",
        "dealer": dealer,
        "picker": picker,
        "partners": list(partners),
        "points": points,
        "tricks": tricks,
        **more,
    }


@dataclass(frozen=True)
class Setup:
    """An event with checked-in players and a published first round."""

    event_id: int
    players: tuple[int, ...]
    round_id: int
    tables: tuple[tuple[int, tuple[int, ...]], ...]  # (table id, players by seat)


def make_players(services: Services, count: int, prefix: str = "Player") -> tuple[int, ...]:
    ids = []
    for n in range(1, count + 1):
        created = services.create_player(PlayerFields(name=f"{prefix} {n}"))
        assert created.created is not None
        ids.append(created.created)
    return tuple(ids)


def make_event(
    services: Services,
    *,
    ruleset: Ruleset | None = None,
    hands_per_session: int = 48,
    sessions: int = 1,
    scoring_mode: ScoringMode = ScoringMode.HANDS,
    season_id: int | None = None,
    name: str = "Fall Classic",
    entry_fee_cents: int = 2500,
) -> int:
    changes = services.create_event(
        EventSpec(
            name=name,
            held_on=date(2026, 11, 28),
            ruleset=ruleset or preset("000-encyclopedia"),
            venue="VFW Hall",
            sessions=sessions,
            hands_per_session=hands_per_session,
            entry_fee_cents=entry_fee_cents,
            scoring_mode=scoring_mode,
            season_id=season_id,
        )
    )
    assert changes.created is not None
    return changes.created


def seat_players(db: Database, round_id: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    with db.session() as session:
        tables = (
            session.execute(
                select(GameTable.id)
                .where(GameTable.round_id == round_id)
                .order_by(GameTable.number)
            )
            .scalars()
            .all()
        )
        return tuple(
            (
                table_id,
                tuple(
                    session.scalars(
                        select(SeatAssignment.player_id)
                        .where(SeatAssignment.table_id == table_id)
                        .order_by(SeatAssignment.position)
                    )
                ),
            )
            for table_id in tables
        )


def make_setup(
    services: Services,
    db: Database,
    *,
    players: int = 5,
    hands: int = 4,
    publish: bool = True,
    **event_args: Any,
) -> Setup:
    """``players`` checked-in players, one round of ``hands`` hands drawn (seed 7)."""
    event_id = make_event(services, **event_args)
    ids = make_players(services, players)
    for player in ids:
        services.register(event_id, player)
        services.check_in(event_id, player)
    drawn = services.draw_round(event_id, 1, hands, seed=7)
    assert drawn.created is not None
    if publish:
        services.publish_round(drawn.created)
    return Setup(event_id, ids, drawn.created, seat_players(db, drawn.created))


def one_table_event(services: Services, hands: int = 30) -> tuple[int, int, list[int]]:
    """An event with one published table of five: (round id, table id, player ids)."""
    spec = EventSpec(name="Two desks", held_on=date(2026, 12, 1),
                     ruleset=preset("000-encyclopedia"), sessions=1, hands_per_session=hands)
    event = services.create_event(spec).created
    assert event is not None
    players = []
    for n in range(5):
        player = services.create_player(PlayerFields(name=f"Desk player {n}")).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
        players.append(player)
    round_id = services.draw_round(event, 1, hands, seed=1).created
    assert round_id is not None
    services.publish_round(round_id)
    with Session(services._ctx.engine) as session:
        table = session.scalars(select(GameTable.id).where(GameTable.round_id == round_id)).one()
    return round_id, table, players
