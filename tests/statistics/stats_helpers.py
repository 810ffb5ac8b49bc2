"""A small event with hands whose statistics are worked out by hand (see ``SCRIPT``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Any

from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.store.models import GameTable, SeatAssignment


def picked(dealer: int, picker: int, partner: int, points: int, tricks: int) -> dict[str, Any]:
    return {"type": "picked", "dealer": dealer, "picker": picker, "partners": [partner],
            "points": points, "tricks": tricks}


# Encyclopedia rules, one table of five, a round of 4 hands (payouts by seat 0..4):
#   1 misdeal (does not count toward the round)    0  0  0  0  0
#   2 seat 1 picks, seat 2 partner, 70: won       -1 +2 +1 -1 -1
#   3 seat 3 picks, seat 4 partner, 95: schneider -2 -2 -2 +4 +2
#   4 seat 0 picks, seat 1 partner, 50: lost      -2 -1 +1 +1 +1
#   5 leaster won by seat 0                       +4 -1 -1 -1 -1
SCRIPT: tuple[dict[str, Any], ...] = (
    {"type": "misdeal", "dealer": 4},
    picked(0, 1, 2, 70, 3),
    picked(1, 3, 4, 95, 5),
    picked(2, 0, 1, 50, 2),
    {"type": "leaster", "dealer": 3, "points": [10, 30, 30, 30, 20], "tricks": [1, 1, 1, 2, 1]},
)
SEAT_TOTALS = (Fraction(-1), Fraction(-2), Fraction(-1), Fraction(3), Fraction(1))
SEAT_RUNNING = (
    (0, -1, -3, -5, -1),
    (0, 2, 0, -1, -2),
    (0, 1, -1, 0, -1),
    (0, -1, 3, 4, 3),
    (0, -1, 1, 2, 1),
)


@dataclass(frozen=True)
class SmallEvent:
    event_id: int
    round_id: int
    table_id: int
    seats: tuple[int, ...]  # player id by seat


def make_small_event(
    services: Services,
    *,
    name: str = "Stats Open",
    season_id: int | None = None,
    players: tuple[int, ...] | None = None,
    held_on: date = date(2026, 11, 28),
) -> SmallEvent:
    """Five players at one table, a published round of 4 hands, no hands entered yet."""
    event_id = services.create_event(
        EventSpec(name=name, held_on=held_on, ruleset=preset("000-encyclopedia"),
                  venue="VFW Hall", hands_per_session=4, season_id=season_id)
    ).created
    assert event_id is not None
    if players is None:
        made = []
        for n in range(1, 6):
            created = services.create_player(PlayerFields(name=f"Player {n}")).created
            assert created is not None
            made.append(created)
        players = tuple(made)
    for player in players:
        services.register(event_id, player)
        services.check_in(event_id, player)
    round_id = services.draw_round(event_id, 1, 4, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    with services._ctx.engine.connect() as connection:
        table_id = connection.scalar(select(GameTable.id).where(GameTable.round_id == round_id))
        seats = tuple(
            connection.scalars(
                select(SeatAssignment.player_id)
                .where(SeatAssignment.table_id == table_id)
                .order_by(SeatAssignment.position)
            )
        )
    assert table_id is not None
    return SmallEvent(event_id, round_id, table_id, seats)


def play(services: Services, event: SmallEvent, hands: int = len(SCRIPT)) -> None:
    for outcome in SCRIPT[:hands]:
        services.record_hand(event.table_id, outcome)
