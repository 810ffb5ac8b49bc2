"""Two stations on one table at once: stored standings always equal a recount of the hands.

Reproduces what a director with a helper does: station A enters hands at a table while
station B, at the same moment, adds penalties to players of that table, corrects and deletes
its hands. Before the event write lock (``tallies.lock_event``) every call succeeded and the
kept tallies drifted (one player −77 over 51 hands where the recount said −100 over 80).
Each station is its own ``Services`` with its own engine, as two processes would be.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

import pytest
from service_helpers import one_table_event
from sqlalchemy.orm import Session

from sheepshead_scorer.services import (
    ServiceError,
    Services,
    StaleEditError,
)
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database, open_database
from sheepshead_scorer.store.models import Hand

HANDS = 30


def services_session(services: Services) -> Session:
    return Session(services._ctx.engine)


def _hand(rng: random.Random, dealer: int) -> dict[str, object]:
    picker = rng.randrange(5)
    partner = rng.choice([s for s in range(5) if s != picker])
    return {"type": "picked", "dealer": dealer % 5, "picker": picker, "partners": [partner],
            "points": rng.randrange(0, 121), "tricks": rng.randrange(1, 6)}


def _run_together(*jobs: Callable[[], None]) -> list[BaseException]:
    start = threading.Barrier(len(jobs))
    errors: list[BaseException] = []

    def wrap(job: Callable[[], None]) -> None:
        start.wait()
        try:
            job()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=wrap, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    return errors


def test_entry_and_edits_at_one_table_keep_tallies_equal_to_a_recount(db: Database) -> None:
    director = Services(db, station="A")
    round_id, table, players = one_table_event(director)
    helper_db = open_database(db.url, migrate=False)
    helper = Services(helper_db, station="B")
    entered: list[int] = []
    refused: list[str] = []

    def enter() -> None:
        rng = random.Random(1)
        for n in range(HANDS):
            created = director.record_hand(table, _hand(rng, n)).created
            assert created is not None
            entered.append(created)

    def edit() -> None:
        rng = random.Random(2)
        for n in range(HANDS):
            helper.add_penalty(round_id, players[n % 5], -(n % 3 + 1), "slow play")
            with helper_db.session() as session:
                last = session.query(Hand).filter(Hand.table_id == table).order_by(
                    Hand.number.desc()).first()
                seen = None if last is None else (last.id, last.version, last.number)
            if seen is None:
                continue
            try:
                if n % 4 == 3:
                    helper.delete_hand(seen[0], expected_version=seen[1])
                else:
                    helper.correct_hand(seen[0], _hand(rng, seen[2] - 1),
                                        expected_version=seen[1])
            except ServiceError as exc:  # A rescored it first: refused, never overwritten
                refused.append(str(exc))

    try:
        errors = _run_together(enter, edit)
        assert errors == []
        with db.session() as session:
            assert tally_drift(session) == []
            stored = session.query(Hand).filter(Hand.table_id == table).count()
        deleted = sum(1 for n in range(HANDS) if n % 4 == 3) - sum(
            1 for m in refused if "delete" in m
        )
        assert stored <= HANDS and stored >= HANDS - deleted
        assert all("reload" in m or "again" in m for m in refused), refused
    finally:
        helper_db.close()


def test_the_same_hand_typed_on_two_screens_is_stored_once(db: Database) -> None:
    first = Services(db, station="Desk 1")
    _round, table, _players = one_table_event(first)
    second_db = open_database(db.url, migrate=False)
    second = Services(second_db, station="Desk 2")
    hand = {"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 74,
            "tricks": 3}
    try:
        assert first.record_hand(table, hand, expected_number=1).created is not None
        with pytest.raises(StaleEditError) as refused:
            second.record_hand(table, hand, expected_number=1)  # the same sheet line again
        message = str(refused.value)
        assert "hand 1 at table 1 was already entered at station Desk 1" in message
        assert "reload" in message and "hand 2" in message
        assert second.record_hand(table, hand, expected_number=2).created is not None
        with pytest.raises(StaleEditError, match="the next one is hand 3, not 5"):
            first.record_hand(table, hand, expected_number=5)
        with db.session() as session:
            numbers = [h.number for h in session.query(Hand).filter(Hand.table_id == table)]
            assert sorted(numbers) == [1, 2]
            assert tally_drift(session) == []
    finally:
        second_db.close()
