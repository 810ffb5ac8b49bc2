"""The services driven with random and malformed input.

Every call either succeeds or raises a ``ServiceError`` whose message says what is wrong;
a refused call writes nothing (row counts unchanged). Anything else is a bug.
``HYPOTHESIS_PROFILE=long`` runs 10,000 examples per test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_reliability_fuzz_importers import row_counts

from reliability import workload
from reliability.fuzz_profiles import FUZZ
from sheepshead_scorer.services import PlayerFields, ServiceError, Services
from sheepshead_scorer.store import Database

ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.text(max_size=8),
    st.floats(allow_nan=True), st.lists(st.integers(-3, 9), max_size=4),
)
OUTCOME_KEYS = ["type", "dealer", "picker", "partners", "points", "tricks", "winner",
                "winners", "offender", "penalty", "schwarz", "cracked", "blitz", "extra"]


@st.composite
def outcomes(draw: st.DrawFn) -> Any:
    """Mostly near-legal hands with one field broken, some wholly random documents."""
    shape = draw(st.sampled_from(["near", "random", "not a dict"]))
    if shape == "not a dict":
        return draw(ANY_VALUE)
    if shape == "random":
        return draw(st.dictionaries(st.sampled_from(OUTCOME_KEYS), ANY_VALUE, max_size=8))
    hand = dict(workload.random_hand(random.Random(draw(st.integers())), 0))
    hand["type"] = draw(st.sampled_from(
        ["picked", "leaster", "all_pass", "misdeal", "penalty", "PICKED", "bogus"]
    ))
    broken = draw(st.sampled_from([k for k in OUTCOME_KEYS if k != "type"]))
    hand[broken] = draw(ANY_VALUE)
    return hand


@pytest.fixture
def table(sqlite_db: Database) -> tuple[Services, int]:
    services = Services(sqlite_db, station="fuzz")
    setup = workload.create_event(services, 1)
    round_id = workload.start_round(services, setup.event_id, 1, seed=1)
    return services, workload.table_fill(sqlite_db, round_id)[0][0]


def _refused_cleanly(db: Database, action: Any) -> bool:
    """Run ``action``; True if it succeeded, False if it was refused with a message and
    wrote nothing. Any other exception fails the test."""
    before = row_counts(db)
    try:
        action()
    except ServiceError as exc:
        assert len(str(exc)) > 15, f"too terse to act on: {exc!r}"
        assert row_counts(db) == before
        return False
    return True


@FUZZ
@given(outcome=outcomes())
def test_random_hands_are_recorded_or_refused_with_a_message(
    sqlite_db: Database, table: tuple[Services, int], outcome: Any
) -> None:
    services, table_id = table
    _refused_cleanly(sqlite_db, lambda: services.preview_hand(table_id, outcome))
    recorded: list[Any] = []
    if _refused_cleanly(sqlite_db, lambda: recorded.append(services.record_hand(table_id,
                                                                                 outcome))):
        hand_id = recorded[0].created
        version = recorded[0].version("hand", hand_id)
        assert _refused_cleanly(
            sqlite_db, lambda: services.delete_hand(hand_id, expected_version=version)
        )


@FUZZ
@given(
    hand_id=st.integers(-5, 10**12),
    version=st.integers(-5, 10**12),
    outcome=outcomes(),
)
def test_random_corrections_and_deletions_are_refused_with_a_message(
    sqlite_db: Database, table: tuple[Services, int], hand_id: int, version: int,
    outcome: Any,
) -> None:
    services, _table_id = table
    _refused_cleanly(sqlite_db, lambda: services.correct_hand(hand_id, outcome,
                                                               expected_version=version))
    _refused_cleanly(sqlite_db, lambda: services.delete_hand(hand_id, expected_version=version))


@FUZZ
@given(
    name=st.text(max_size=300), member=st.one_of(st.none(), st.text(max_size=40)),
    club=st.text(max_size=50), player_id=st.integers(-3, 10**9),
)
def test_random_player_fields_are_saved_or_refused_with_a_message(
    sqlite_db: Database, name: str, member: str | None, club: str, player_id: int
) -> None:
    services = Services(sqlite_db, station="fuzz")
    fields = PlayerFields(name=name, member_number=member, club=club)
    _refused_cleanly(sqlite_db, lambda: services.create_player(fields))
    _refused_cleanly(
        sqlite_db, lambda: services.update_player(player_id, fields, expected_version=1)
    )


@FUZZ
@given(
    session_number=st.integers(-2, 30), hands=st.integers(-5, 600), seed=st.integers(),
    round_id=st.integers(-2, 50), points=st.one_of(st.integers(-10**6, 10**6)),
)
def test_random_round_actions_are_done_or_refused_with_a_message(
    sqlite_db: Database, table: tuple[Services, int], session_number: int, hands: int,
    seed: int, round_id: int, points: int,
) -> None:
    services, _table_id = table
    event_id = 1
    _refused_cleanly(sqlite_db, lambda: services.draw_round(event_id, session_number, hands,
                                                             seed=seed))
    _refused_cleanly(sqlite_db, lambda: services.add_penalty(round_id, 1, points, "fuzz"))
    _refused_cleanly(sqlite_db, lambda: services.close_round(round_id))
    _refused_cleanly(sqlite_db, lambda: services.reopen_round(round_id))
