"""Statistics, chart data and the projector's round progress: one read-only session per call.

* ``event_statistics(ctx, event_id)``: every player's statistics (from the kept tallies, so
  they agree with the standings), the per-table and event hand summaries and each session's
  running scores (from the entered hands; score-sheet totals and penalties are not hands).
* ``season_statistics(ctx, season_id)``: the season's player statistics (events merged) and
  each player's cumulative points after each event, in date order (from
  :mod:`.season_statistics`, re-exported here).
* ``round_progress(ctx, event_id)``: the round in play and hands entered per table (what the
  projector shows); the latest published round, else the latest closed one.
* ``write_statistics_report(ctx, target, event_id=... | season_id=...)``: the statistics PDF.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.rows import DocumentInfo
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.core.player_names import names_in_event
from sheepshead_scorer.services.standings import report_rows as rr
from sheepshead_scorer.services.standings.standings_load import load_tallies
from sheepshead_scorer.services.statistics.season_statistics import (
    SeasonStatistics,
    season_statistics,
)
from sheepshead_scorer.store.models import (
    EventSession,
    GameTable,
    Hand,
    HandResult,
    Round,
    RoundStatus,
    RoundTotal,
)
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import (
    HandResultRow,
    Role,
    Tier,
)
from sheepshead_scorer.tournament.statistics import (
    EventSummary,
    HandFact,
    PlayerStats,
    player_statistics,
    running_scores,
    summarize_hands,
)

__all__ = [
    "EventStatistics",
    "RoundProgress",
    "SeasonStatistics",
    "StatisticsDocument",
    "TableHandsEntered",
    "event_statistics",
    "round_progress",
    "season_statistics",
    "write_statistics_report",
]

if TYPE_CHECKING:  # reportlab and matplotlib load only when a report is written (~0.9 s)
    from sheepshead_scorer.exports.pdf.document import PdfTarget as PdfTarget  # for the UI
    from sheepshead_scorer.exports.pdf.document import Progress
    from sheepshead_scorer.exports.pdf.statistics_pdf import StatisticsDocument

#: Hand kinds that count toward a round's hands (as ``record_hand`` counts them).
PLAYED_KINDS = ("picked", "leaster", "moster")


@dataclass(frozen=True)
class EventStatistics:
    """An event's statistics with the names to print next to the player ids."""

    event_id: int
    event_name: str
    info: DocumentInfo
    players: tuple[PlayerStats, ...]
    summary: EventSummary
    running: Mapping[int, Mapping[int, tuple[Fraction, ...]]]
    """Session number → player id → score after each of the player's hands."""
    names: Mapping[int, str]

    def name(self, player_id: int) -> str:
        return self.names.get(player_id, f"#{player_id}")


@dataclass(frozen=True)
class TableHandsEntered:
    """Hands entered at one table of the round (``totals`` when a score sheet was entered).

    The projector words it in the app's language (``ui/projector/projector_window.py``)."""

    table: int
    entered: int
    hands: int
    totals: bool = False

    @property
    def done(self) -> bool:
        return self.totals or self.entered >= self.hands


@dataclass(frozen=True)
class RoundProgress:
    """The round in play: its session and number, status and each table's progress."""

    round_id: int
    session: int
    round: int
    status: str
    hands: int
    tables: tuple[TableHandsEntered, ...]

    @property
    def entered(self) -> int:
        return sum(min(t.entered, t.hands) if not t.totals else t.hands for t in self.tables)

    @property
    def expected(self) -> int:
        return self.hands * len(self.tables)


# -- events -----------------------------------------------------------------------------------


def _hand_rows(session: Session, event_id: int) -> tuple[list[HandResultRow], list[HandFact]]:
    """Every player line and every hand of the event, in session/round/table/hand order."""
    hands = session.execute(
        select(
            Hand.id, EventSession.number, Round.number, GameTable.number, Hand.number,
            Hand.kind, Hand.payouts,
        )
        .join(GameTable, GameTable.id == Hand.table_id)
        .join(Round, Round.id == Hand.round_id)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id)
        .order_by(EventSession.number, Round.number, GameTable.number, Hand.number)
    ).all()
    where = {hand_id: (s, r, t, n) for hand_id, s, r, t, n, *_ in hands}
    rows: list[HandResultRow] = []
    picked: dict[int, tuple[Tier | None, bool | None]] = {}
    for hand_id, player, points, role, side_won, tier, leaster_won in session.execute(
        select(
            HandResult.hand_id, HandResult.player_id, HandResult.points, HandResult.role,
            HandResult.picker_side_won, HandResult.tier, HandResult.leaster_won,
        )
        .join(Hand, Hand.id == HandResult.hand_id)
        .join(Round, Round.id == Hand.round_id)
        .where(Round.event_id == event_id)
    ):
        s, r, t, n = where[hand_id]
        rows.append(
            HandResultRow(
                player_id=player, session=s, round=r, table=t, hand=n, points=points,
                role=Role(role), picker_side_won=side_won,
                tier=None if tier is None else Tier(tier), leaster_won=leaster_won,
            )
        )
        if role == "picker":
            picked[hand_id] = (None if tier is None else Tier(tier), side_won)
    facts = [
        HandFact(
            session=s, round=r, table=t, hand=n, kind=kind,
            payouts=tuple(Fraction(str(p)) for p in payouts),
            tier=picked.get(hand_id, (None, None))[0],
            picker_side_won=picked.get(hand_id, (None, None))[1],
        )
        for hand_id, s, r, t, n, kind, payouts in hands
    ]
    return rows, facts


def event_statistics(ctx: Context, event_id: int) -> EventStatistics:
    """Player statistics, hand summaries and running scores of one event."""
    with transaction(ctx) as session:
        event = rr.require_event(session, event_id)
        # players whose table has not played yet have nothing to count
        players = player_statistics(t for t in load_tallies(session, event.id) if t.has_results)
        rows, facts = _hand_rows(session, event.id)
        sessions = sorted({row.session for row in rows})
        running = {number: running_scores(rows, session=number) for number in sessions}
        ids = sorted({p.player_id for p in players} | {row.player_id for row in rows})
        return EventStatistics(
            event_id=event.id,
            event_name=event.name,
            info=rr.event_info(session, event),
            players=players,
            summary=summarize_hands(facts),
            running=running,
            names=names_in_event(session, event.id, ids),
        )


# -- the round in play (projector) ------------------------------------------------------------


def _current_round(session: Session, event_id: int) -> tuple[Round, int] | None:
    found = session.execute(
        select(Round, EventSession.number)
        .join(EventSession, EventSession.id == Round.session_id)
        .where(Round.event_id == event_id, Round.status != RoundStatus.DRAFT)
        .order_by(EventSession.number, Round.number)
    ).all()
    published = [(r, n) for r, n in found if r.status == RoundStatus.PUBLISHED]
    chosen = published or found
    return (chosen[-1][0], chosen[-1][1]) if chosen else None


def round_progress(ctx: Context, event_id: int) -> RoundProgress | None:
    """Hands entered per table in the round in play; ``None`` before any round is published.

    Misdeals and thrown-in hands do not count toward the round's hands (as in
    ``record_hand``); a table whose score-sheet totals were entered counts as done.
    """
    with transaction(ctx) as session:
        rr.require_event(session, event_id)
        current = _current_round(session, event_id)
        if current is None:
            return None
        rnd, session_number = current
        counts = dict(
            session.execute(
                select(Hand.table_id, func.count(Hand.id))
                .where(Hand.round_id == rnd.id, Hand.kind.in_(PLAYED_KINDS))
                .group_by(Hand.table_id)
            ).all()
        )
        totalled = set(
            session.scalars(select(RoundTotal.table_id).where(RoundTotal.round_id == rnd.id))
        )
        tables = session.execute(
            select(GameTable.id, GameTable.number, GameTable.hands)
            .where(GameTable.round_id == rnd.id)
            .order_by(GameTable.number)
        ).all()
        return RoundProgress(
            round_id=rnd.id,
            session=session_number,
            round=rnd.number,
            status=rnd.status,
            hands=rnd.hands,
            tables=tuple(
                TableHandsEntered(number, int(counts.get(table_id, 0)),
                              rnd.hands if own is None else own,  # the table's own count
                              totals=table_id in totalled)
                for table_id, number, own in tables
            ),
        )


# -- the PDF ----------------------------------------------------------------------------------


def event_document(stats: EventStatistics) -> StatisticsDocument:
    """The statistics PDF's content for an event (names filled in, one chart per session)."""
    from sheepshead_scorer.exports.charts import ChartSeries
    from sheepshead_scorer.exports.pdf.statistics_pdf import StatisticsDocument

    return StatisticsDocument(
        title=Text("Event statistics — {event}", event=stats.event_name),
        players=tuple((stats.name(p.player_id), p) for p in stats.players),
        summary=stats.summary,
        running=tuple(
            (
                Text("Running score — session {number}", number=number),
                tuple(ChartSeries(stats.name(pid), values) for pid, values in lines.items()),
            )
            for number, lines in sorted(stats.running.items())
        ),
    )


def season_document(stats: SeasonStatistics) -> StatisticsDocument:
    """The statistics PDF's content for a season (the progression chart and the players)."""
    from sheepshead_scorer.exports.charts import ChartSeries
    from sheepshead_scorer.exports.pdf.statistics_pdf import StatisticsDocument

    return StatisticsDocument(
        title=Text("Season statistics — {season}", season=stats.title),
        players=tuple((stats.name(p.player_id), p) for p in stats.players),
        progression=(
            stats.event_labels,
            tuple(
                ChartSeries(stats.name(pid), values) for pid, values in stats.progression.items()
            ),
        ),
    )


def write_statistics_report(
    ctx: Context,
    target: PdfTarget,
    *,
    event_id: int | None = None,
    season_id: int | None = None,
    progress: Progress | None = None,
    language: str = "en",
) -> StatisticsDocument:
    """Write the statistics PDF of an event or of a season (exactly one of the two ids), in
    ``language`` ("en" or "de")."""
    from sheepshead_scorer.exports.pdf.statistics_pdf import write_statistics_pdf
    from sheepshead_scorer.services.standings.ratings import player_ratings
    from sheepshead_scorer.services.statistics.rated_season import rating_pairs

    if (event_id is None) == (season_id is None):
        raise InvalidInputError(
            "event_id/season_id", (event_id, season_id), Text("exactly one of the two"),
            Text("pass event_id for an event's statistics or season_id for a season's"),
        )
    if event_id is not None:
        stats = event_statistics(ctx, event_id)
        document, info = event_document(stats), stats.info
    else:
        assert season_id is not None
        season = season_statistics(ctx, season_id)
        document, info = season_document(season), season.info
    document = replace(document, ratings=rating_pairs(player_ratings(ctx)))  # always shown
    write_statistics_pdf(target, info, document, progress=progress, language=language)
    return document
