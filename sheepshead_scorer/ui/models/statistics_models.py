"""The Statistics screen's two tables: a player's figures (``PLAYER_COLUMNS``; the second,
right after the name so both stay in view on a narrow window, the Sheepshead rating:
"1,612 (340 hands)", "—" without a rated hand, sorted by the number) and each table's hand
summary (``SUMMARY_COLUMNS``), as ``RowTableModel`` columns over the rows the services compute
(``tournament.statistics``). Rates and averages are shown the window's way
("28,6 %", "1,14" in German); the exact values sort.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.exports.words_rating import rating_with_hands
from sheepshead_scorer.tournament.statistics import (
    HandSummary,
    PlayerStats,
    percent_text,
)
from sheepshead_scorer.ui.models.row_table_model import RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.words.formatting import format_decimal, format_points, localize_decimal
from sheepshead_scorer.ui.words.translation import QT_TR_NOOP, document_language

_NONE = Fraction(-(10**9))


@dataclass(frozen=True)
class PlayerStatLine:
    """A player's statistics with the name to show."""

    name: str
    stats: PlayerStats
    rating: int | None = None
    """The player's Sheepshead rating (``None``: no rated hand yet)."""
    rated_hands: int = 0
    """The hands the rating rests on."""


def percent_shown(value: Fraction | None) -> str:
    """A rate as on screen: "28.6%" in English, "28,6 %" in German."""
    return localize_decimal(percent_text(value))


def average_shown(value: Fraction | None) -> str:
    """An average as on screen: "1.14", "−0.50" in English, "1,14" in German."""
    return "–" if value is None else format_decimal(value)


def _rate_column(title: str, value: Any, tooltip: str) -> Column[PlayerStatLine]:
    return Column(
        title,
        lambda r: percent_shown(value(r.stats)) if r.stats.hand_stats else "–",
        sort_key=lambda r: value(r.stats) if value(r.stats) is not None else _NONE,
        align=RIGHT,
        tooltip=tooltip,
    )


def _count(title: str, name: str) -> Column[PlayerStatLine]:
    """A hand count; "–" when some results are score-sheet totals (counts incomplete)."""
    return Column(
        title, lambda r: str(getattr(r.stats, name)) if r.stats.hand_stats else "–",
        sort_key=lambda r: getattr(r.stats, name), align=RIGHT,
    )


PLAYER_COLUMNS: tuple[Column[PlayerStatLine], ...] = (
    Column("Player", lambda r: r.name),
    Column("Rating", lambda r: rating_with_hands(r.rating, r.rated_hands, document_language()),
           sort_key=lambda r: r.rating if r.rating is not None and r.rated_hands else -1,
           align=RIGHT, tooltip=QT_TR_NOOP(
               "the Sheepshead rating from every hand played (in brackets the hands it rests "
               "on), recomputed from all the hands in the database; — no rated hand yet")),
    Column("Points", lambda r: format_points(r.stats.points), sort_key=lambda r: r.stats.points,
           align=RIGHT),
    _count("Hands", "hands"),
    _count("Picks", "picks"),
    _rate_column("Pick rate", lambda s: s.pick_rate, QT_TR_NOOP("picks per hand played")),
    _rate_column("Picker win %", lambda s: s.picker_win_rate,
                 QT_TR_NOOP("share of the player's picks that the picker's side won")),
    _rate_column("Partner win %", lambda s: s.partner_win_rate,
                 QT_TR_NOOP("share of the player's partner hands that were won")),
    _count("Schneiders", "schneiders"),
    _count("Leasters won", "leasters_won"),
    Column("Avg/hand", lambda r: average_shown(r.stats.average_per_hand),
           sort_key=lambda r: r.stats.average_per_hand
           if r.stats.average_per_hand is not None else _NONE,
           align=RIGHT, tooltip=QT_TR_NOOP("points per hand played (exact; shown rounded)")),
    Column("Best round", lambda r: "–" if r.stats.best_round is None
           else format_points(r.stats.best_round),
           sort_key=lambda r: r.stats.best_round if r.stats.best_round is not None else _NONE,
           align=RIGHT),
)


def _where(row: HandSummary) -> str:
    if row.table is None:
        return QCoreApplication.translate("StatisticsScreen", "Event")
    return QCoreApplication.translate("StatisticsScreen", "S{session} R{round} T{table}").format(
        session=row.session, round=row.round, table=row.table
    )


SUMMARY_COLUMNS: tuple[Column[HandSummary], ...] = (
    Column("Table", _where, sort_key=lambda r: (
        (r.session or 10**6, r.round or 0, r.table or 0))),
    Column("Hands", lambda r: str(r.hands), sort_key=lambda r: r.hands, align=RIGHT),
    Column("Picks", lambda r: str(r.picks), sort_key=lambda r: r.picks, align=RIGHT),
    Column("Picker won", lambda r: percent_shown(r.picker_win_rate),
           sort_key=lambda r: r.picker_win_rate if r.picker_win_rate is not None else _NONE,
           align=RIGHT),
    Column("Leasters", lambda r: str(r.leasters), sort_key=lambda r: r.leasters, align=RIGHT),
    Column("All-passes", lambda r: str(r.all_passes), sort_key=lambda r: r.all_passes,
           align=RIGHT),
    Column("Schneiders", lambda r: str(r.schneiders), sort_key=lambda r: r.schneiders,
           align=RIGHT),
    Column("Avg moved", lambda r: average_shown(r.average_moved),
           sort_key=lambda r: r.average_moved if r.average_moved is not None else _NONE,
           align=RIGHT, tooltip=QT_TR_NOOP("points that changed hands per hand")),
)


def player_model(parent: Any = None) -> RowTableModel[PlayerStatLine]:
    return RowTableModel(PLAYER_COLUMNS, parent)


def summary_model(parent: Any = None) -> RowTableModel[HandSummary]:
    return RowTableModel(SUMMARY_COLUMNS, parent)
