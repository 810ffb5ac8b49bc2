"""Importing a hand log (CSV, or an exported workbook's Hands sheet) into an event.

All or nothing: the file is parsed (``exports.read_hand_log``), every row is matched to a
table of the event — the round must be drawn and published, the table's players must be the
row's ``Players`` in seat order, and the table must still be empty — and every hand is
rebuilt — exactly, from the outcome columns of a current log, or as an equivalent from the
payouts of an older one — and scored under the event's rules (``services.hand_rebuild``;
a Sheep Head event's from its fox, counters and buck columns, ``services.fox_log``); it must
pay what the file says. Only when no row has a problem are all hands written, in one
transaction, with the same tallies and audit entries ``record_hand`` writes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports import read_hand_log
from sheepshead_scorer.exports.importers.hand_log import hand_log_table
from sheepshead_scorer.exports.rows import HandRow as LogRow
from sheepshead_scorer.rules import TableOutcome, table_outcome_to_dict
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import ServiceError, WrongStateError
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.core.status_text import round_state
from sheepshead_scorer.services.hand_log.fox_log import rebuild_fox_table
from sheepshead_scorer.services.hand_log.hand_rebuild import RowProblem, rebuild_table
from sheepshead_scorer.services.hands.hand_rewrite import rewrite_table_hands
from sheepshead_scorer.services.hands.table_state import TableState, load_table
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.store.models import (
    Event,
    EventSession,
    GameTable,
    Hand,
    Player,
    Round,
    RoundStatus,
    ScoringMode,
    SeatAssignment,
    SessionStatus,
)
from sheepshead_scorer.text import Text

TableKey = tuple[int, int, int]  # session number, round number, table number


@dataclass(frozen=True)
class HandImport:
    """What an import wrote (or, ``dry_run``, would write): hands and tables of the event."""

    changes: Changes
    hands: int
    tables: int
    dry_run: bool


def import_hands(
    ctx: Context, event_id: int, source: Path | bytes, *, dry_run: bool = False
) -> HandImport:
    """Write every hand of the hand log into the event's (empty, published) tables, or none.

    Raises ``ImportRejected`` listing every bad row (with its row number in the file), or a
    ``ServiceError`` about the event itself. ``dry_run`` checks everything the same way and
    writes nothing.
    """
    label = source.name if isinstance(source, Path) else Text("the hand log")
    parsed = read_hand_log(source)
    if not parsed.ok:
        raise ImportRejected(label, [problem.text for problem in parsed.errors])
    with transaction(ctx) as session:
        tallies.lock_event(session, event_id)
        event = get(session, Event, event_id, "event")
        if event.scoring_mode == ScoringMode.TOTALS:
            raise WrongStateError(
                Text(
                    "event {event} collects score-sheet totals, not hands; import the hand "
                    "log into an event that enters every hand",
                    event=event.name,
                )
            )
        groups: dict[TableKey, list[tuple[int, LogRow]]] = defaultdict(list)
        for index, row in enumerate(parsed.rows):
            groups[(row.session, row.round, row.table)].append((index, row))
        tables = _tables(session, event.id)
        problems: list[RowProblem] = []
        plan: list[tuple[TableState, Sequence[TableOutcome]]] = []
        for key, items in sorted(groups.items()):
            items.sort(key=lambda item: item[1].hand)
            table_id = tables.get(key)
            found = _check_table(session, event, key, table_id, items)
            if found:
                problems.extend(found)
                continue
            assert table_id is not None
            try:
                state = load_table(session, table_id)
            except ServiceError as exc:  # e.g. a table the event's game cannot seat
                problems.append(RowProblem(items[0][0], exc.text))
                continue
            outcomes: Sequence[TableOutcome]
            if isinstance(state.game, FoxRules):  # Sheep Head: the fox, counters, game
                outcomes, bad = rebuild_fox_table(items, state.game)
            else:
                outcomes, bad = rebuild_table(items, state.ruleset, state.planned)
            problems.extend(bad)
            plan.append((state, outcomes))
        if problems:
            raise ImportRejected(label, _numbered(source, problems))
        count = sum(len(outcomes) for _, outcomes in plan)
        if dry_run:
            return HandImport(Changes(), count, len(plan), dry_run=True)
        written: list[int] = []
        for state, outcomes in plan:
            new = [
                Hand(
                    table_id=state.table.id, round_id=state.round.id, number=number,
                    outcome=table_outcome_to_dict(outcome), kind="", multiplier=1, payouts=[],
                    explanation="",
                )
                for number, outcome in enumerate(outcomes, start=1)
            ]
            written.extend(rewrite_table_hands(session, ctx, state, new, outcomes))
        changes = Changes(
            hands=tuple(written), tables=tuple(s.table.id for s, _ in plan),
            rounds=tuple(dict.fromkeys(s.round.id for s, _ in plan)), events=(event.id,),
            standings=True,
        )
        return HandImport(changes, count, len(plan), dry_run=False)


def _tables(session: Session, event_id: int) -> dict[TableKey, int]:
    query = (
        select(EventSession.number, Round.number, GameTable.number, GameTable.id)
        .join(Round, Round.id == GameTable.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id)
    )
    return {(s, r, t): table_id for s, r, t, table_id in session.execute(query).all()}


def _check_table(
    session: Session, event: Event, key: TableKey, table_id: int | None,
    items: list[tuple[int, LogRow]],
) -> list[RowProblem]:
    """Why this table's rows cannot go in: a problem on its first row, or one on every row
    whose players are not the table's (empty: they can)."""
    first = items[0][0]
    where = Text(
        "session {session}, round {round}, table {table}",
        session=key[0], round=key[1], table=key[2],
    )
    if table_id is None:
        return [RowProblem(
            first,
            Text(
                "{where} does not exist in event {event!r}; draw and publish that round "
                "(with the file's seating) before importing its hands",
                where=where, event=event.name,
            ),
        )]
    status, session_status = session.execute(
        select(Round.status, EventSession.status)
        .join(GameTable, GameTable.round_id == Round.id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(GameTable.id == table_id)
    ).one()
    if session_status != SessionStatus.OPEN or status != RoundStatus.PUBLISHED:
        return [RowProblem(
            first,
            Text(
                "{where} is {status} (session {session_status}); only a published round "
                "of an open session takes hands — publish or reopen it first",
                where=where, status=round_state(status), session_status=session_status,
            ),
        )]
    seated = session.execute(
        select(Player.id, Player.name)
        .join(SeatAssignment, SeatAssignment.player_id == Player.id)
        .where(SeatAssignment.table_id == table_id)
        .order_by(SeatAssignment.position)
    ).all()
    shown = names_in_event(session, event.id, [pid for pid, _ in seated])
    names = tuple(shown[pid] for pid, _ in seated)  # as the hand log printed them
    own = tuple(name for _, name in seated)  # a log from before namesakes were told apart
    wrong = [
        RowProblem(
            index,
            Text(
                "the players {players} are not the seating of {where} ({seated}); "
                "import into the event the log was exported from",
                players="; ".join(row.players), where=where, seated="; ".join(names),
            ),
        )
        for index, row in items
        if row.players not in (names, own)
    ]
    if wrong:
        return wrong
    entered = session.scalar(
        select(func.count()).select_from(Hand).where(Hand.table_id == table_id)
    )
    if entered:
        return [RowProblem(first, _already_entered(where, entered))]
    numbers = [row.hand for _, row in items]
    if numbers != list(range(1, len(numbers) + 1)):
        return [RowProblem(
            first,
            Text(
                "the hands of {where} are numbered {numbers}…, not 1, 2, 3, …; "
                "the log must hold every hand of the table",
                where=where, numbers=numbers[:12],
            ),
        )]
    return []


def _already_entered(where: Text, entered: int) -> Text:
    """Why a table that already has hands takes none from the file."""
    if entered == 1:
        return Text(
            "{where} already has 1 hand; the import fills empty tables only "
            "(delete its hands first, or leave this table out of the file)",
            where=where,
        )
    return Text(
        "{where} already has {entered} hands; the import fills empty tables only "
        "(delete its hands first, or leave this table out of the file)",
        where=where, entered=entered,
    )


def _numbered(source: Path | bytes, problems: list[RowProblem]) -> list[Text]:
    """The problems as "Row N: ..." with N the row as a spreadsheet shows it."""
    rows = [number for number, _ in hand_log_table(source).rows]
    lines = []
    for problem in sorted(problems, key=lambda p: p.index):
        number = rows[problem.index] if problem.index < len(rows) else problem.index + 2
        lines.append(
            Text("{where}: {message}", where=Text("Row {row}", row=number), message=problem.message)
        )
    return lines
