"""Changing an event's rules after hands were scored: what it would change, and the rescoring.

``rules_impact`` reads, for a proposed ruleset, how many of the event's hands would pay
differently and how many players' totals would move — the numbers the confirmation names.
``rescore_event`` is called by ``events.update_event`` inside its transaction, after the new
ruleset is set on the event: every table's hands are rescored in order through the one hand
write path (``hand_rewrite.rewrite_table_hands``), which rewrites and audits ("rescore") every hand
whose result changed and moves the tallies by the difference.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.rules import Ruleset
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import RuleViolationError
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.hands.hand_edits import stored_outcome
from sheepshead_scorer.services.hands.hand_rewrite import rewrite_table_hands
from sheepshead_scorer.services.hands.hand_scoring import payouts_json, score_table
from sheepshead_scorer.services.hands.table_state import TableState, load_table, table_rules
from sheepshead_scorer.store.models import Event, GameTable, Hand, Round
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class RulesImpact:
    """What a new ruleset does to an event's scored hands."""

    hands: int  # hands scored so far
    hands_changed: int  # hands that would pay differently
    players_changed: int  # players whose event total would move
    tables: int  # tables with hands

    @property
    def rescores(self) -> bool:
        return self.hands > 0


def _tables_with_hands(session: Session, event_id: int) -> list[int]:
    query = (
        select(GameTable.id)
        .join(Round, Round.id == GameTable.round_id)
        .where(Round.event_id == event_id)
        .where(select(Hand.id).where(Hand.table_id == GameTable.id).exists())
        .order_by(Round.number, GameTable.number)
    )
    return list(session.scalars(query))


def _hands(session: Session, table_id: int) -> list[Hand]:
    query = select(Hand).where(Hand.table_id == table_id).order_by(Hand.number)
    return list(session.scalars(query))


def _state_under(state: TableState, ruleset: Ruleset) -> TableState:
    rules, game = table_rules(state.event, state.table.seats, state.label, ruleset)
    return replace(state, ruleset=rules, game=game)


def _score_under(state: TableState, hands: list[Hand]) -> list[list[str]]:
    try:
        scores = score_table(state, [stored_outcome(h) for h in hands])
    except RuleViolationError as exc:
        raise RuleViolationError(
            Text("under the new rules {table} cannot be scored: {reason}",
                 table=state.label, reason=exc.text), exc.field,
        ) from exc
    return [payouts_json(score) for score in scores]


def rules_impact(ctx: Context, event_id: int, ruleset: Ruleset) -> RulesImpact:
    """How many hands and players' totals ``ruleset`` would change (nothing is written)."""
    with transaction(ctx) as session:
        get(session, Event, event_id, "event")
        hands = changed = 0
        moved: dict[int, Fraction] = defaultdict(Fraction)
        tables = _tables_with_hands(session, event_id)
        for table_id in tables:
            state = _state_under(load_table(session, table_id), ruleset)
            table_hands = _hands(session, table_id)
            hands += len(table_hands)
            for hand, new in zip(table_hands, _score_under(state, table_hands),
                                 strict=True):
                if list(hand.payouts) == new:
                    continue
                changed += 1
                for seat, (old, now) in enumerate(zip(hand.payouts, new, strict=True)):
                    if seat < len(state.players):
                        moved[state.players[seat]] += Fraction(now) - Fraction(old)
        session.rollback()
        players = sum(1 for delta in moved.values() if delta != 0)
        return RulesImpact(hands, changed, players, len(tables))


def rescore_event(session: Session, ctx: Context, event: Event) -> tuple[list[int], list[int]]:
    """Rescore every table of ``event`` under its (just changed) ruleset, inside the caller's
    transaction. Returns (tables, hands written)."""
    written: list[int] = []
    tables = _tables_with_hands(session, event.id)
    for table_id in tables:
        state = load_table(session, table_id)
        table_hands = _hands(session, table_id)
        try:
            written += rewrite_table_hands(
                session, ctx, state, table_hands, [stored_outcome(h) for h in table_hands]
            )
        except RuleViolationError as exc:
            raise RuleViolationError(
                Text("under the new rules {table} cannot be scored: {reason}",
                     table=state.label, reason=exc.text), exc.field,
            ) from exc
    return tables, written
