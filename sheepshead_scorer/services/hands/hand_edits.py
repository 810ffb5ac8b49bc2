"""Hands: preview, record, correct and delete one hand at a table.

Each call is one transaction that rescores the table's hands in order, rewrites the hands
whose result changed, updates the tallies by the difference and audits every change.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import (
    HandScore,
    RuleError,
    TableOutcome,
    table_outcome_from_dict,
)
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import (
    RuleViolationError,
    StaleEditError,
    WrongStateError,
)
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.hands.hand_rewrite import rewrite_table_hands as rewrite_table_hands
from sheepshead_scorer.services.hands.hand_scoring import (
    score_table,
)
from sheepshead_scorer.services.hands.outcome_input import check_seats, parse_outcome
from sheepshead_scorer.services.hands.table_state import (
    TableState,
    load_table,
    require_scoring_open,
)
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store.models import Hand, HandResult, RoundTotal
from sheepshead_scorer.text import Plural, Text, translatable

OutcomeInput = TableOutcome | Mapping[str, Any]


# Built once: a statement made per call costs more CPU (coercions, its cache key) than
# SQLite takes to run it (issue 26).
_HANDS_AT = select(Hand).where(Hand.table_id == bindparam("table_id")).order_by(Hand.number)
_HAND_NUMBERED = select(Hand).where(
    Hand.table_id == bindparam("table_id"), Hand.number == bindparam("number")
)
_TOTALS_AT = select(func.count()).select_from(RoundTotal).where(
    RoundTotal.table_id == bindparam("table_id")
)


def _hands_at(session: Session, table_id: int) -> list[Hand]:
    return list(session.scalars(_HANDS_AT, {"table_id": table_id}))


def stored_outcome(hand: Hand) -> TableOutcome:
    try:
        return table_outcome_from_dict(dict(hand.outcome))
    except RuleError as exc:
        raise RuleViolationError(
            Text(
                "stored hand {number} cannot be read: {reason}",
                number=hand.number, reason=exc.text,
            )
        ) from exc


def _hand_at_table(hand: Hand, state: TableState) -> Text:
    """The hand as a director finds it on the screen: "hand 3 at table 4"."""
    return Text(
        "hand {hand} at table {table}", hand=hand.number, table=state.table.number
    )


def _check_no_totals(session: Session, state: TableState) -> None:
    has_totals = session.scalar(_TOTALS_AT, {"table_id": state.table.id})
    if has_totals:
        raise WrongStateError(
            Text(
                "{table} already has score-sheet totals; delete them before entering hands",
                table=state.label,
            )
        )


def _versions(hands: Sequence[Hand]) -> dict[int, int]:
    """Each hand's version before the action writes anything (for ``Changes.versions``)."""
    return {hand.id: hand.version for hand in hands}


def _changes(
    state: TableState,
    written: Sequence[int],
    hands: Sequence[Hand],
    before: Mapping[int, int],
    created: int | None = None,
    removed: int | None = None,
) -> Changes:
    """What a hand action changed. ``hands`` are the table's rows after it and ``before``
    their versions before it: every hand whose version moved (written, rescored, renumbered)
    is listed in ``versions`` with both; ``removed`` is the id of a deleted hand."""
    return Changes(
        hands=tuple(dict.fromkeys((*(() if removed is None else (removed,)), *written))),
        tables=(state.table.id,), rounds=(state.round.id,),
        events=(state.event.id,), standings=True, created=created,
        versions=tuple(
            ("hand", hand.id, before.get(hand.id, 0), hand.version)
            for hand in hands
            if hand.version != before.get(hand.id, 0)
        ),
    )


def preview_hand(ctx: Context, table_id: int, outcome: OutcomeInput) -> HandScore:
    """What ``record_hand`` would pay each seat, without writing anything."""
    parsed, data = parse_outcome(outcome)
    with transaction(ctx) as session:
        state = load_table(session, table_id)
        check_seats(data, state.table.seats, state.table.number)
        hands = _hands_at(session, table_id)
        scores = score_table(state, [*(stored_outcome(h) for h in hands), parsed])
        session.rollback()
        return scores[-1]


def record_hand(
    ctx: Context, table_id: int, outcome: OutcomeInput, *, expected_number: int | None = None,
    idempotent: bool = False, own_only: bool = False, expected_last: int | None = None,
) -> Changes:
    """Enter the next hand at a table (a published round of an open session).

    ``expected_number`` is the number the director's screen gives the new hand (the hands it
    shows + 1). If another screen stored that hand meanwhile, the hand is refused rather than
    stored a second time under the next number; ``None`` (scripts, importers) appends.
    ``idempotent`` (with ``expected_number``: the command line's ``--hand N``): that number
    already stored with this very outcome is answered ``already_saved`` — a retry after a
    lost reply — and with another outcome refused, naming what is stored. ``own_only`` (the
    window): only a hand this station stored counts as saved before; one another station
    stored under that number is refused naming that station, as without ``idempotent`` (a
    second screen's same line may be the next deal with the same outcome).
    ``expected_last``: the id of the table's last hand the screen showed (0: none) — a hand
    deleted and another entered meanwhile leave the count as it was, so the number alone
    would take the same line twice.
    """
    with transaction(ctx) as session:
        tallies.lock_event_of_table(session, table_id)
        if idempotent and expected_number is not None:
            saved = _already_saved(session, ctx, table_id, outcome, expected_number, own_only)
            if saved is not None:
                return saved
        return record_in(session, ctx, table_id, outcome, expected_number=expected_number,
                         expected_last=expected_last)


def saved_hand(
    ctx: Context, table_id: int, outcome: OutcomeInput, number: int, *, own_only: bool = False
) -> Changes | None:
    """The check after a lost reply, writing nothing: hand ``number`` of the table as
    ``record_hand(idempotent=True)`` would answer it (``already_saved``), ``None`` if it is
    not stored (``own_only``: by this station); refused if it holds another outcome."""
    with transaction(ctx) as session:
        return _already_saved(session, ctx, table_id, outcome, number, own_only)


def _already_saved(
    session: Session, ctx: Context, table_id: int, outcome: OutcomeInput, number: int,
    own_only: bool = False,
) -> Changes | None:
    """Hand ``number`` of the table if it is stored with ``outcome`` (nothing is written; its
    version as it stands, for an undo); ``None`` if the table has no such hand (``own_only``:
    none this station wrote last); refused if it holds another outcome."""
    hand = session.scalar(_HAND_NUMBERED, {"table_id": table_id, "number": number})
    if hand is None or (own_only and hand.changed_station != ctx.station):
        return None
    parsed, data = parse_outcome(outcome)
    state = load_table(session, table_id)
    if stored_outcome(hand) == parsed:
        return Changes(
            hands=(hand.id,), tables=(table_id,), rounds=(state.round.id,),
            events=(state.event.id,), created=hand.id, already_saved=True,
            versions=(("hand", hand.id, hand.version, hand.version),),
        )
    raise StaleEditError(
        Text(
            "hand {hand} at table {table} is already stored with another outcome ({stored}, "
            "entered at station {station} at {time}), so this one ({typed}) was not stored; "
            "check the score sheet: correct that hand, or enter this one as hand {next}",
            hand=number, table=state.table.number,
            stored=Text.verbatim(json.dumps(dict(hand.outcome), sort_keys=True)),
            typed=Text.verbatim(json.dumps(dict(data), sort_keys=True)),
            station=hand.changed_station or Text("(unknown)"),
            time=hand.changed_at.astimezone().strftime("%H:%M"),
            next=(session.scalar(
                select(func.max(Hand.number)).where(Hand.table_id == table_id)
            ) or 0) + 1,
        )
    )


def record_in(
    session: Session, ctx: Context, table_id: int, outcome: OutcomeInput, *,
    expected_number: int | None, expected_last: int | None = None,
) -> Changes:
    """The body of ``record_hand`` inside the caller's transaction, which has already taken
    the event's write lock (``tallies.lock_event_of_table``). The one write path of a new hand:
    the desktop's ``record_hand`` and the phones' ``table_entry.enter_hand`` both run it."""
    parsed, data = parse_outcome(outcome)
    state = load_table(session, table_id)
    require_scoring_open(state, Text("enter a hand"))
    check_seats(data, state.table.seats, state.table.number)
    _check_no_totals(session, state)
    hands = _hands_at(session, table_id)
    before = _versions(hands)
    number = (hands[-1].number if hands else 0) + 1
    if expected_number is not None and expected_number != number:
        raise _not_next(state, hands, expected_number, number)
    if expected_last is not None and (hands[-1].id if hands else 0) != expected_last:
        raise _changed_under(state, hands)
    new = Hand(
        table_id=table_id, round_id=state.round.id, number=number, outcome=data,
        kind="", multiplier=1, payouts=[], explanation="",
    )
    outcomes = [*(stored_outcome(h) for h in hands), parsed]
    written = rewrite_table_hands(session, ctx, state, [*hands, new], outcomes)
    return _changes(state, written, [*hands, new], before, created=new.id)


def _not_next(
    state: TableState, hands: Sequence[Hand], expected: int, number: int
) -> StaleEditError:
    """The refusal of a hand typed on a screen that had not seen the table's latest hands."""
    if expected < number:
        there = next((h for h in hands if h.number == expected), hands[-1])
        return StaleEditError(
            Text(
                "hand {hand} at table {table} was already entered at station {station} at "
                "{time}, so this one was not stored; reload the table, check that hand, and "
                "enter hand {next} if it is still missing",
                hand=expected, table=state.table.number,
                station=there.changed_station or Text("(unknown)"),
                time=there.changed_at.astimezone().strftime("%H:%M"), next=number,
            )
        )
    return StaleEditError(
        Text(
            "table {table} has {hands}, so the next one is hand {next}, not {hand}; "
            "reload the table (a hand was deleted at another station) and enter it again",
            table=state.table.number, next=number, hand=expected,
            hands=Plural(number - 1, translatable("{count} hand"), translatable("{count} hands")),
        )
    )


def _changed_under(state: TableState, hands: Sequence[Hand]) -> StaleEditError:
    """The refusal of a hand whose number still fits but whose table changed unseen (a hand
    deleted, another entered): it may be the one entered meanwhile."""
    last = hands[-1]
    return StaleEditError(
        Text(
            "table {table} changed since this screen read it (hand {hand} was entered at "
            "station {station} at {time} after a hand was deleted), so this one was not "
            "stored; reload the table, check its last hand, and enter this one again if it "
            "is still missing",
            table=state.table.number, hand=last.number,
            station=last.changed_station or Text("(unknown)"),
            time=last.changed_at.astimezone().strftime("%H:%M"),
        )
    )


def correct_hand(
    ctx: Context, hand_id: int, outcome: OutcomeInput, *, expected_version: int
) -> Changes:
    """Replace a hand's outcome; ``expected_version`` is the version the director saw
    (a stale one is refused, naming the station and time of the other change). There is no
    unchecked path: an undo passes the version its own last write left (``Changes.versions``)."""
    with transaction(ctx) as session:
        tallies.lock_event_of_hand(session, hand_id)
        return correct_in(session, ctx, hand_id, outcome, expected_version=expected_version)


def correct_in(
    session: Session, ctx: Context, hand_id: int, outcome: OutcomeInput, *,
    expected_version: int,
) -> Changes:
    """The body of ``correct_hand`` inside the caller's transaction, which has already taken
    the event's write lock. The one write path of a correction: the desktop's
    ``correct_hand`` and the phones' ``table_entry.correct_hand`` both run it."""
    parsed, data = parse_outcome(outcome)
    hand = get(session, Hand, hand_id, "hand")
    state = load_table(session, hand.table_id)
    check_version(
        hand, expected_version, _hand_at_table(hand, state), Text("re-enter your correction")
    )
    require_scoring_open(state, Text("correct a hand"))
    check_seats(data, state.table.seats, state.table.number)
    hands = _hands_at(session, hand.table_id)
    before = _versions(hands)
    hand.outcome = data
    outcomes = [parsed if h.id == hand.id else stored_outcome(h) for h in hands]
    written = rewrite_table_hands(session, ctx, state, hands, outcomes, force=hand.id)
    return _changes(state, written, hands, before)


def _close_gap(
    session: Session, ctx: Context, hands: Sequence[Hand], removed: int
) -> list[int]:
    """Move the hands after a deleted one up a line, as on the score sheet (hands stay
    numbered 1..n without a gap); each move is a versioned, audited change. Returns the ids
    moved (their new versions go back to the screens)."""
    moved: list[int] = []
    for hand in hands:
        if hand.number > removed:
            moved.append(hand.id)
            before = audit.snapshot(hand)
            hand.number -= 1
            audit.stamp(hand, ctx)
            session.flush()  # one at a time: (table, number) stays unique
            audit.record(
                session, ctx, entity="hand", entity_id=hand.id, action="renumber",
                before=before, after=audit.snapshot(hand),
            )
    return moved


def delete_hand(ctx: Context, hand_id: int, *, expected_version: int) -> Changes:
    """Remove a hand entered by mistake; later hands at the table are rescored.
    ``expected_version`` is the version the director saw (or the undo's own last write):
    a hand another station changed since is never deleted."""
    with transaction(ctx) as session:
        tallies.lock_event_of_hand(session, hand_id)
        hand = get(session, Hand, hand_id, "hand")
        state = load_table(session, hand.table_id)
        check_version(
            hand, expected_version, _hand_at_table(hand, state),
            Text("delete it again if it is still wrong"),
        )
        require_scoring_open(state, Text("delete a hand"))
        removed = list(
            session.scalars(
                select(HandResult).where(HandResult.hand_id == hand.id).order_by(HandResult.seat)
            )
        )
        snapshot = audit.snapshot(hand)
        number = hand.number
        for result in removed:
            session.expunge(result)  # kept in memory to take out of the tallies
        session.execute(delete(HandResult).where(HandResult.hand_id == hand.id))
        session.delete(hand)
        session.flush()
        hands = _hands_at(session, state.table.id)
        before = _versions(hands)
        moved = _close_gap(session, ctx, hands, number)
        written = rewrite_table_hands(
            session, ctx, state, hands, [stored_outcome(h) for h in hands],
            removed=removed, removed_number=number,
        )
        written = list(dict.fromkeys([*moved, *written]))
        audit.record(
            session, ctx, entity="hand", entity_id=hand_id, action="delete", before=snapshot
        )
        return _changes(state, written, hands, before, removed=hand_id)
