"""Standings rows as a table: rank, player, points, the counts behind them, prize money.

The rows are the services' ``exports.StandingRow`` — the very lines the printed standings
show — so the screen makes no line of its own; these columns only word them."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.tournament import PlayerTally, Tiebreak
from sheepshead_scorer.ui.models.row_table_model import CENTER, RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.words.formatting import (
    format_decimal,
    format_money,
    format_points,
    rank_text,
)
from sheepshead_scorer.ui.words.translation import QT_TR_NOOP, QT_TRANSLATE_NOOP

DECIDED_BY = {
    Tiebreak.MOST_PICKER_WINS: QT_TRANSLATE_NOOP("StandingsScreen", "below: fewer pick wins"),
    Tiebreak.FEWEST_HANDS_LOST: QT_TRANSLATE_NOOP("StandingsScreen", "below: more hands lost"),
    Tiebreak.BEST_ROUND: QT_TRANSLATE_NOOP("StandingsScreen", "below: lower best round"),
    Tiebreak.LOT: QT_TRANSLATE_NOOP("StandingsScreen", "below: by lot"),
}
"""What broke a tie, by tiebreak (English; shown translated, context "StandingsScreen"). The
word stands on the row the tiebreak put below the one above (equal points), so it says why
that player is lower: "fewer lost" there read as if that player had lost fewer."""

_NO_TALLY = PlayerTally(0)


def _tally(row: StandingRow) -> PlayerTally:
    """The counts behind a line (the services always give them; a bare line counts none)."""
    return row.tally if row.tally is not None else _NO_TALLY


def _decided(row: StandingRow) -> str:
    if row.decided_by is None:
        return ""
    return QCoreApplication.translate("StandingsScreen", DECIDED_BY[row.decided_by])


def _opt(value: Fraction | None) -> str:
    return "—" if value is None else format_points(value)


def _avg(value: Fraction | None) -> str:
    if value is None:
        return "—"
    return format_decimal(value)  # shown rounded; sorted exactly


def _num(value: int) -> str:
    return str(value)


def _or_lowest(value: Fraction | None) -> Fraction:
    """Sorts a missing value (no round, no hand yet) below every real one."""
    return value if value is not None else Fraction(-10**9)


STANDING_COLUMNS: tuple[Column[StandingRow], ...] = (
    Column("Rank", lambda r: rank_text(r.rank, r.tied), sort_key=lambda r: r.rank, align=CENTER),
    Column("Player", lambda r: r.player),
    Column("Points", lambda r: format_points(r.total), sort_key=lambda r: r.total, align=RIGHT),
    Column("Games", lambda r: _num(r.games), sort_key=lambda r: r.games, align=RIGHT,
           tooltip=QT_TR_NOOP("Sheep Head games won by the player's team (to 21 or 42)")),
    Column("Hands", lambda r: _num(r.played), sort_key=lambda r: r.played, align=RIGHT),
    Column("Picks", lambda r: _num(_tally(r).picks), sort_key=lambda r: _tally(r).picks,
           align=RIGHT),
    Column("Pick wins", lambda r: _num(_tally(r).picker_wins),
           sort_key=lambda r: _tally(r).picker_wins,
           align=RIGHT, tooltip=QT_TR_NOOP("tiebreak: most picker hands won")),
    Column("Partner won", lambda r: _num(_tally(r).partner_wins),
           sort_key=lambda r: _tally(r).partner_wins, align=RIGHT),
    Column("Leasters", lambda r: _num(_tally(r).leasters_won),
           sort_key=lambda r: _tally(r).leasters_won, align=RIGHT),
    Column("Schneiders", lambda r: _num(_tally(r).schneiders),
           sort_key=lambda r: _tally(r).schneiders, align=RIGHT),
    Column("Lost", lambda r: _num(_tally(r).hands_lost), sort_key=lambda r: _tally(r).hands_lost,
           align=RIGHT, tooltip=QT_TR_NOOP("tiebreak: fewest hands lost")),
    Column("Best rd", lambda r: _opt(_tally(r).best_round),
           sort_key=lambda r: _or_lowest(_tally(r).best_round),
           align=RIGHT, tooltip=QT_TR_NOOP("tiebreak: best single round")),
    Column("Avg/hand", lambda r: _avg(_tally(r).average_per_hand),
           sort_key=lambda r: _or_lowest(_tally(r).average_per_hand),
           align=RIGHT),
    Column("Prize", lambda r: format_money(r.prize_cents) if r.prize_cents else "",
           sort_key=lambda r: r.prize_cents, align=RIGHT),
    Column("Decided by", _decided),
    Column("Flight", lambda r: r.flight, align=CENTER),  # shown where the event pays flights
)

#: The column shown only at a Sheep Head event (the picker game has no games to count).
COL_GAMES = next(i for i, c in enumerate(STANDING_COLUMNS) if c.title == "Games")
#: The column hidden at a Sheep Head event (nobody picks there: 0 for everyone).
COL_PICK_WINS = next(i for i, c in enumerate(STANDING_COLUMNS) if c.title == "Pick wins")


def standings_model(parent: object = None) -> RowTableModel[StandingRow]:
    return RowTableModel(STANDING_COLUMNS, parent)
