"""Bulk data for the benchmarks: Nationals-sized events and long league seasons, fast.

Not a director action: ``bulk_players`` and ``fill_event`` write many rows per transaction
(the players; the registrations; each round's hands and hand results; at the end the tallies
``record_hand`` would have kept), so a 28,800-hand event takes seconds, not minutes. Seating
still goes through ``draw_round``/``publish_round`` and the scoring through the rule engine,
so the rows are exactly what the services would have written; what the benchmarks then time
(one ``record_hand``, standings) runs through the normal services.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, delete, insert, select

from sheepshead_scorer.ids import EventId, RoundId, TableId
from sheepshead_scorer.rules import PickedHand, Ruleset, outcome_to_dict, score_session
from sheepshead_scorer.services.hands.hand_scoring import payouts_json
from sheepshead_scorer.services.hands.session_hands import TableHands, plan
from sheepshead_scorer.services.standings import tallies as tally_rules
from sheepshead_scorer.store import utcnow
from sheepshead_scorer.store.models import (
    Event,
    GameTable,
    Hand,
    HandResult,
    Player,
    Registration,
    Round,
    SeatAssignment,
    TallyRow,
    TallyScope,
)
from sheepshead_scorer.tournament import HandResultRow, Role, Tier

if TYPE_CHECKING:
    from sheepshead_scorer.services.door.services import Services

STATION = "bulk"
GENERATOR_VERSION = 2
"""Bumped whenever what ``bulk_players``/``fill_event`` write changes: the benchmarks key
their cached databases by it (``benchmarks/scale_cache.py``)."""


def random_picked(rng: random.Random, ruleset: Ruleset, dealer: int) -> PickedHand:
    """A picked hand at a 5-seat table (about one in seven a schneider win)."""
    seats = ruleset.players
    picker = rng.randrange(seats)
    partner = rng.choice([s for s in range(seats) if s != picker])
    if rng.random() < 0.15:
        points, tricks = rng.randint(91, 119), rng.randint(3, 5)
    else:
        points, tricks = rng.randint(31, 89), rng.randint(1, 5)
    return PickedHand(
        dealer=dealer, picker=picker, points=points, tricks=tricks, partners=(partner,)
    )


def bulk_players(services: Services, count: int, prefix: str = "Player") -> list[int]:
    """Insert ``count`` players named "<prefix> 1" ... in one transaction; their ids."""
    now = utcnow()
    with services._ctx.engine.begin() as conn:
        first = conn.scalar(select(Player.id).order_by(Player.id.desc()).limit(1)) or 0
        conn.execute(
            insert(Player),
            [
                {
                    "name": f"{prefix} {n}", "nickname": "", "club": "", "contact": "",
                    "active": True, "created_at": now, "version": 1, "changed_at": now,
                    "changed_station": STATION,
                }
                for n in range(1, count + 1)
            ],
        )
        return list(conn.scalars(select(Player.id).where(Player.id > first).order_by(Player.id)))


def _register(conn: Connection, event_id: EventId, player_ids: Sequence[int]) -> None:
    now = utcnow()
    conn.execute(
        insert(Registration),
        [
            {
                "event_id": event_id, "player_id": p, "status": "checked_in", "paid_cents": 0,
                "registered_at": now, "version": 1, "changed_at": now,
                "changed_station": STATION,
            }
            for p in player_ids
        ],
    )


class _Batch:
    """Hands and results of one round at a time; the event's tally deltas, written last."""

    def __init__(self, event_id: EventId) -> None:
        self.event_id = event_id
        self.hands: list[dict[str, Any]] = []
        self.results: list[tuple[int, int, int, HandResultRow]] = []
        self.deltas: dict[tuple[str, int], dict[int, tally_rules.Delta]] = defaultdict(dict)

    def add_table(
        self, ruleset: Ruleset, rnd: Any, table_id: TableId, table_no: int, session_no: int,
        seats: Sequence[int], outcomes: Sequence[PickedHand], planned: TableHands,
    ) -> None:
        now = utcnow()
        scores = score_session(ruleset, outcomes, hands_total=planned.hands,
                               ends_session=planned.ends_session)
        for number, (outcome, score) in enumerate(zip(outcomes, scores, strict=True), start=1):
            self.hands.append(
                {
                    "table_id": table_id, "round_id": rnd.id, "number": number,
                    "outcome": outcome_to_dict(outcome), "kind": str(score.kind),
                    "multiplier": score.multiplier, "payouts": payouts_json(score),
                    "explanation": score.explanation, "entered_at": now, "version": 1,
                    "changed_at": now, "changed_station": STATION,
                }
            )
            for seat, player in enumerate(seats):
                role = (
                    Role.PICKER if seat == score.picker
                    else Role.PARTNER if seat in score.partners else Role.DEFENDER
                )
                row = HandResultRow(
                    player, session_no, rnd.number, table_no, number, score.payouts[seat],
                    role, score.picker_side_won, Tier(str(score.tier)),
                )
                self.results.append((len(self.hands) - 1, seat, player, row))
                for key in (
                    (TallyScope.ROUND, rnd.id),
                    (TallyScope.SESSION, rnd.session_id),
                    (TallyScope.EVENT, self.event_id),
                ):
                    tally_rules.add_hand_rows(self.deltas[key], [row], 1)

    def write_hands(self, conn: Connection) -> None:
        """Insert the hands and results gathered so far, and forget them (memory stays flat)."""
        if not self.hands:
            return
        first = conn.scalar(select(Hand.id).order_by(Hand.id.desc()).limit(1)) or 0
        conn.execute(insert(Hand), self.hands)
        ids = list(conn.scalars(select(Hand.id).where(Hand.id > first).order_by(Hand.id)))
        conn.execute(
            insert(HandResult),
            [
                {
                    "hand_id": ids[i], "player_id": p, "seat": seat, "points": str(r.points),
                    "role": r.role.value, "picker_side_won": r.picker_side_won,
                    "tier": r.tier.value if r.tier else None, "leaster_won": False,
                }
                for i, seat, p, r in self.results
            ],
        )
        self.hands, self.results = [], []

    def write_tallies(self, conn: Connection) -> None:
        """Insert the round, session and event tallies of every player (once, at the end),
        in place of the empty ones ``publish_round`` gave the seated players."""
        conn.execute(delete(TallyRow).where(TallyRow.event_id == self.event_id))
        rows = [
            {
                "scope": scope, "scope_id": scope_id, "event_id": self.event_id,
                "player_id": player, "points_num": d.points.numerator,
                "points_den": d.points.denominator, "penalty_num": 0, "penalty_den": 1,
                "hand_stats": True, **dict(zip(tally_rules.COUNTERS, d.counts, strict=True)),
            }
            for (scope, scope_id), per_player in self.deltas.items()
            for player, d in per_player.items()
        ]
        if rows:
            conn.execute(insert(TallyRow), rows)


def fill_event(
    services: Services, event_id: EventId, player_ids: Sequence[int], *, rounds: int, hands: int,
    seed: int, leave_empty: int = 0,
) -> list[int]:
    """Register ``player_ids``, draw ``rounds`` rounds of ``hands`` hands in every session of
    the event and fill every table with random picked hands (5-seat tables).

    The first ``leave_empty`` tables of the last round get no hands: their ids are returned,
    for hands to be entered through ``record_hand`` and timed.
    """
    engine = services._ctx.engine
    with engine.begin() as conn:
        _register(conn, event_id, player_ids)
        stored, sessions, per_session = conn.execute(
            select(Event.ruleset, Event.sessions_planned, Event.hands_per_session)
            .where(Event.id == event_id)
        ).one()
    ruleset = Ruleset.from_dict(stored)
    rng = random.Random(seed)
    batch = _Batch(event_id)
    empty: list[int] = []
    for session_no in range(1, int(sessions) + 1):
        for round_no in range(1, rounds + 1):
            round_id = services.draw_round(
                event_id, session_no, hands, seed=rng.randrange(2**31)
            ).created
            assert round_id is not None
            services.publish_round(RoundId(round_id))
            last = session_no == int(sessions) and round_no == rounds
            with engine.connect() as conn:
                rnd = conn.execute(select(Round).where(Round.id == round_id)).one()
                tables = conn.execute(
                    select(GameTable.id, GameTable.number, GameTable.hands)
                    .where(GameTable.round_id == round_id).order_by(GameTable.number)
                ).all()
                seats: dict[int, list[int]] = defaultdict(list)
                for table_id, player in conn.execute(
                    select(SeatAssignment.table_id, SeatAssignment.player_id)
                    .where(SeatAssignment.round_id == round_id)
                    .order_by(SeatAssignment.table_id, SeatAssignment.position)
                ):
                    seats[table_id].append(player)
            for index, (table_id, table_no, own) in enumerate(tables):
                if last and index < leave_empty:
                    empty.append(table_id)
                    continue
                table_rules = ruleset.for_table(len(seats[table_id]))
                # the session's structure decides the last round (services.session_hands)
                planned = plan(per_session, (round_no - 1) * hands, hands, own)
                outcomes = [random_picked(rng, table_rules, h % 5) for h in range(planned.hands)]
                batch.add_table(
                    table_rules, rnd, TableId(table_id), table_no, session_no, seats[table_id],
                    outcomes,
                    planned,
                )
            with engine.begin() as conn:
                batch.write_hands(conn)
    with engine.begin() as conn:
        batch.write_tallies(conn)
    return empty
