"""The one write path of a table's hands: rescore them in order, rewrite those whose result
changed (new ones added), store their result rows, move the tallies by the difference and
audit each change ("rescore"). ``hands`` (record, correct, delete), the hand import and a
change of the event's rules all go through ``rewrite_table_hands``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from sqlalchemy import Table, insert, inspect, select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import (
    HandKind,
    HandScore,
    TableOutcome,
)
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.services.hands.hand_scoring import (
    SeatLine,
    payouts_json,
    result_values,
    score_table,
    seat_lines,
    stored_row,
)
from sheepshead_scorer.services.hands.table_state import TableState
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store.models import Hand, HandResult


def _is_new(hand: Hand) -> bool:
    return bool(inspect(hand).transient)


def rewrite_table_hands(
    session: Session,
    ctx: Context,
    state: TableState,
    hands: Sequence[Hand],
    outcomes: Sequence[TableOutcome],
    *,
    force: int | None = None,
    removed: Sequence[HandResult] = (),
    removed_number: int = 0,
) -> list[int]:
    """Rescore a table's ``hands`` (with ``outcomes``), rewrite what changed, update tallies.

    The one write path for hands at a table, inside the caller's open transaction:
    ``record_hand``, ``correct_hand`` and ``delete_hand`` use it for one table, and the hand
    log import (``services.hand_import``) for every table of the file. ``hands`` are the
    table's hands in order (new ones still transient, numbered), ``outcomes`` their outcomes
    in the same order; the whole sequence is rescored so doublers carry forward. Every hand
    whose result changed is rewritten and audited, the tallies get the difference and the
    event's tally revision moves on (so standings caches see the change).

    ``force`` is a hand id rewritten even if its payouts did not move (a correction);
    ``removed`` are result rows of a deleted hand (number ``removed_number``) to take out of
    the tallies. Returns the ids of the hands written. Autoflush is off so each hand is
    written (and its version bumped) exactly once.
    """
    with session.no_autoflush:
        return _rewrite_hands(
            session, ctx, state, hands, outcomes, force=force, removed=removed,
            removed_number=removed_number,
        )


def _rewrite_hands(
    session: Session,
    ctx: Context,
    state: TableState,
    hands: Sequence[Hand],
    outcomes: Sequence[TableOutcome],
    *,
    force: int | None,
    removed: Sequence[HandResult],
    removed_number: int,
) -> list[int]:
    scores = score_table(state, outcomes)
    deltas: dict[int, tallies.Delta] = {}
    tallies.add_hand_rows(
        deltas, (stored_row(state, removed_number, r) for r in removed), -1
    )
    changed = [
        (hand, score)
        for hand, score in zip(hands, scores, strict=True)
        if _is_new(hand) or hand.id == force or _differs(hand, score)
    ]
    existing_ids = [hand.id for hand, _ in changed if not _is_new(hand)]
    old_results: dict[int, list[HandResult]] = {}
    if existing_ids:
        for result in session.scalars(
            select(HandResult).where(HandResult.hand_id.in_(existing_ids)).order_by(
                HandResult.hand_id, HandResult.seat
            )
        ):
            old_results.setdefault(result.hand_id, []).append(result)
    written: list[int] = []
    for hand, score in changed:
        new = _is_new(hand)
        before = None if new else _snapshot_before(hand)
        hand.kind = str(score.kind)
        hand.multiplier = score.multiplier
        hand.payouts = payouts_json(score)
        hand.explanation = score.explanation
        audit.stamp(hand, ctx)
        if new:
            session.add(hand)
        session.flush()
        lines = seat_lines(state, hand.number, score)
        tallies.add_hand_rows(deltas, (line.row for line in lines), 1)
        olds = old_results.get(hand.id, [])
        tallies.add_hand_rows(deltas, (stored_row(state, hand.number, r) for r in olds), -1)
        _store_results(session, hand.id, lines, olds)
        action = "create" if before is None else ("correct" if hand.id == force else "rescore")
        audit.record(
            session, ctx, entity="hand", entity_id=hand.id, action=action,
            before=before, after=audit.snapshot(hand),
        )
        written.append(hand.id)
    tallies.apply(session, state.scope, deltas)
    return written


def _snapshot_before(hand: Hand) -> dict[str, Any]:
    """The hand as it was before this transaction: a correction has already set the new
    outcome on it, so the outcome comes from the attribute's history (the audit's "before"
    must show what the director corrected, not the correction twice)."""
    before = audit.snapshot(hand)
    replaced = inspect(hand).attrs.outcome.history.deleted
    if replaced:
        before["outcome"] = audit.to_json(replaced[0])
    return before


def _differs(hand: Hand, score: HandScore) -> bool:
    """Whether a stored hand's result moved. A Sheep Head hand's game (its number, score and
    winner, in its explanation) moves when an earlier hand of the table changes, though its
    points do not: it is rewritten then, so its game-won rows follow."""
    return (
        hand.payouts != payouts_json(score)
        or hand.kind != str(score.kind)
        or hand.multiplier != score.multiplier
        or (score.kind is HandKind.FOX and hand.explanation != score.explanation)
    )


_ADD_RESULTS = insert(cast(Table, HandResult.__table__))
"""A new hand's result rows: one plain INSERT, built once (the ORM's flush of five new
objects cost more CPU than the rest of the write: issue 26)."""


def _store_results(
    session: Session, hand_id: int, lines: Sequence[SeatLine], olds: Sequence[HandResult]
) -> None:
    fresh = result_values(hand_id, lines)
    if not olds:
        session.execute(_ADD_RESULTS, fresh)
        return
    for old, new in zip(olds, fresh, strict=True):
        for name in ("player_id", "points", "role", "picker_side_won", "tier", "leaster_won",
                     "game_won"):
            setattr(old, name, new[name])
