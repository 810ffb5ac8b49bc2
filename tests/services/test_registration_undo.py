"""Undoing registration-desk actions: ``registration_state`` and ``restore_registration``."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from service_helpers import assert_writes_nothing, make_event, make_players, make_setup
from sqlalchemy import select

from sheepshead_scorer.services import (
    InvalidInputError,
    NotFoundError,
    Services,
    StaleEditError,
    WrongStateError,
)
from sheepshead_scorer.services.events.registrations import RegistrationState
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import AuditEntry, RegistrationStatus, SeatAssignment

REGISTERED = RegistrationStatus.REGISTERED
CHECKED_IN = RegistrationStatus.CHECKED_IN
WITHDRAWN = RegistrationStatus.WITHDRAWN


def audit_actions(db: Database) -> list[str]:
    with db.session() as session:
        return list(
            session.scalars(
                select(AuditEntry.action)
                .where(AuditEntry.entity == "registration")
                .order_by(AuditEntry.id)
            )
        )


def undo(services: Services, event_id: int, player: int, before: RegistrationState | None,
         after: RegistrationState | None) -> None:
    status, paid = (None, 0) if before is None else (before.status, before.paid_cents)
    services.restore_registration(event_id, player, status, paid, expected=after)


def test_undoing_a_new_registration_leaves_the_player_out_of_the_draw(
    services: Services, db: Database
) -> None:
    event_id = make_event(services)
    *regulars, late = make_players(services, 6)
    for player in regulars:
        services.register(event_id, player)
        services.check_in(event_id, player)
    services.register(event_id, late)
    registered = services.registration_state(event_id, late)
    services.check_in(event_id, late)
    undo(services, event_id, late, registered, services.registration_state(event_id, late))
    assert services.registration_state(event_id, late) == RegistrationState(REGISTERED, 0)
    undo(services, event_id, late, None, registered)
    assert services.registration_state(event_id, late) is None  # the row is gone
    drawn = services.draw_round(event_id, 1, 4, seed=7)
    assert drawn.created is not None
    with db.session() as session:
        seated = session.scalars(
            select(SeatAssignment.player_id).where(SeatAssignment.round_id == drawn.created)
        )
        assert set(seated) == set(regulars)
    assert audit_actions(db)[-4:] == ["register", "check_in", "restore", "restore"]
    services.register(event_id, late)  # redo: registers afresh
    assert services.registration_state(event_id, late) == RegistrationState(REGISTERED, 0)


def test_undoing_the_registration_of_a_seated_player_withdraws_them(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=5, publish=False)
    player = setup.players[0]
    undo(services, setup.event_id, player, None, RegistrationState(CHECKED_IN, 0))
    # seated in round 1, so the entry stays (results keep their registration), withdrawn
    assert services.registration_state(setup.event_id, player) == RegistrationState(WITHDRAWN, 0)


def test_undoing_a_re_registration_withdraws_again(services: Services, db: Database) -> None:
    event_id = make_event(services)
    (player,) = make_players(services, 1)
    services.register(event_id, player)
    services.mark_paid(event_id, player)
    services.withdraw(event_id, player)
    before = services.registration_state(event_id, player)
    services.register(event_id, player)
    undo(services, event_id, player, before, services.registration_state(event_id, player))
    assert services.registration_state(event_id, player) == RegistrationState(WITHDRAWN, 2500)
    assert audit_actions(db)[-2:] == ["re-register", "restore"]


ACTIONS: dict[str, Callable[[Services, int, int], object]] = {
    "check_in": lambda s, e, p: s.check_in(e, p),
    "mark_paid": lambda s, e, p: s.mark_paid(e, p),
    "withdraw": lambda s, e, p: s.withdraw(e, p),
}


@pytest.mark.parametrize(
    ("paid", "checked_in", "action", "after"),
    [
        (False, False, "check_in", RegistrationState(CHECKED_IN, 0)),
        (False, False, "mark_paid", RegistrationState(REGISTERED, 2500)),
        (True, True, "withdraw", RegistrationState(WITHDRAWN, 2500)),
        (False, True, "withdraw", RegistrationState(WITHDRAWN, 0)),
        (True, False, "check_in", RegistrationState(CHECKED_IN, 2500)),
    ],
)
def test_undo_puts_back_the_state_from_before_and_redo_repeats_it(
    services: Services, db: Database, paid: bool, checked_in: bool, action: str,
    after: RegistrationState,
) -> None:
    event_id = make_event(services)
    (player,) = make_players(services, 1)
    services.register(event_id, player)
    if paid:
        services.mark_paid(event_id, player)
    if checked_in:
        services.check_in(event_id, player)
    before = services.registration_state(event_id, player)
    ACTIONS[action](services, event_id, player)
    assert services.registration_state(event_id, player) == after
    undo(services, event_id, player, before, after)
    assert services.registration_state(event_id, player) == before
    ACTIONS[action](services, event_id, player)  # redo
    assert services.registration_state(event_id, player) == after
    assert audit_actions(db)[-3:] == [action, "restore", action]


def test_a_stale_undo_is_refused_and_overwrites_nothing(
    services: Services, db: Database
) -> None:
    event_id = make_event(services)
    (player,) = make_players(services, 1)
    services.register(event_id, player)
    before = services.registration_state(event_id, player)
    services.check_in(event_id, player)
    after = services.registration_state(event_id, player)
    other = Services(db, station="Door")
    other.mark_paid(event_id, player)  # another station takes the fee meanwhile
    error = assert_writes_nothing(
        db, lambda: undo(services, event_id, player, before, after), StaleEditError,
        r"the registration of Player 1 was changed at station Door at \d\d:\d\d "
        r"\(now checked in, paid \$25\.00\); reload",
    )
    assert error.text.template.startswith("the registration of {player} was changed")
    assert services.registration_state(event_id, player) == RegistrationState(CHECKED_IN, 2500)


def test_restore_input_is_checked(services: Services, db: Database) -> None:
    event_id = make_event(services)
    a, b = make_players(services, 2)
    services.register(event_id, a)
    assert_writes_nothing(
        db, lambda: services.restore_registration(event_id, a, REGISTERED, -1),
        InvalidInputError, "paid_cents=-1 is not allowed: a whole number of cents",
    )
    assert_writes_nothing(
        db, lambda: services.restore_registration(event_id, a, "gone", 0),  # type: ignore[arg-type]
        InvalidInputError, "status='gone' is not allowed: one of registered, checked_in",
    )
    assert_writes_nothing(
        db, lambda: services.restore_registration(event_id, b, REGISTERED, 0),
        NotFoundError, f"registration of player {b} does not exist; another station removed",
    )
    assert_writes_nothing(
        db, lambda: services.restore_registration(404, a, REGISTERED, 0),
        NotFoundError, "event 404 does not exist",
    )
    # undoing a registration that is already gone changes nothing
    assert services.restore_registration(event_id, b, None).registrations == ()


def test_desk_refusals_carry_translatable_text(services: Services, db: Database) -> None:
    event_id = make_event(services)
    (player,) = make_players(services, 1)
    services.register(event_id, player)
    services.withdraw(event_id, player)
    error = assert_writes_nothing(
        db, lambda: services.mark_paid(event_id, player), WrongStateError,
        "register them again before you mark paid",
    )
    assert error.text.template == (
        "player {player_id} has withdrawn from event {event_id}; register them again before "
        "you {action}"
    )
    assert error.text.params["action"].template == "mark paid"
    with pytest.raises(WrongStateError) as caught:
        services.withdraw(event_id, player)
    assert caught.value.text.template == "player {player_id} has already withdrawn"
    assert str(caught.value) == f"player {player} has already withdrawn"


@settings(
    max_examples=15, deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(steps=st.lists(st.sampled_from(sorted(ACTIONS)), min_size=1, max_size=5))
def test_undoing_every_step_in_reverse_returns_to_not_registered(
    services: Services, steps: list[str]
) -> None:
    event_id = make_event(services)
    (player,) = make_players(services, 1, prefix=f"Guest {event_id}")
    history: list[tuple[RegistrationState | None, RegistrationState | None]] = []
    for step in ["register", *steps]:
        before = services.registration_state(event_id, player)
        try:
            if step == "register":
                services.register(event_id, player)
            else:
                ACTIONS[step](services, event_id, player)
        except WrongStateError:
            continue  # refused at the desk: nothing to undo
        history.append((before, services.registration_state(event_id, player)))
    for before, after in reversed(history):
        undo(services, event_id, player, before, after)
        assert services.registration_state(event_id, player) == before
    assert services.registration_state(event_id, player) is None
