"""Standings rows as a table: rank, player, points, tiebreak columns, prize money."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.ui.formatting import format_money, format_points, localize_decimal
from sheepshead_scorer.ui.models.row_table_model import CENTER, RIGHT, Column, RowTableModel
from sheepshead_scorer.ui.translation import QT_TR_NOOP


@dataclass(frozen=True)
class StandingLine:
    """One player's line in the event or session standings."""

    rank: int
    label: str  # "3" or "T-3"
    player_id: int
    name: str
    points: Fraction
    hands: int
    picks: int
    picker_wins: int
    partner_wins: int
    leasters_won: int
    schneiders: int
    hands_lost: int
    best_round: Fraction | None
    average: Fraction | None
    decided_by: str
    prize_cents: int = 0
    games_won: int = 0  # Sheep Head: games the player's team won (000)


def _opt(value: Fraction | None) -> str:
    return "—" if value is None else format_points(value)


def _avg(value: Fraction | None) -> str:
    if value is None:
        return "—"
    hundredths = (value * 100).__round__()
    sign = "-" if hundredths < 0 else ""
    whole, rest = divmod(abs(hundredths), 100)
    return localize_decimal(f"{sign}{whole}.{rest:02d}")  # shown rounded; sorted exactly


def _num(value: int) -> str:
    return str(value)


STANDING_COLUMNS: tuple[Column[StandingLine], ...] = (
    Column("Rank", lambda r: r.label, sort_key=lambda r: r.rank, align=CENTER),
    Column("Player", lambda r: r.name),
    Column("Points", lambda r: format_points(r.points), sort_key=lambda r: r.points, align=RIGHT),
    Column("Games", lambda r: _num(r.games_won), sort_key=lambda r: r.games_won, align=RIGHT,
           tooltip=QT_TR_NOOP("Sheep Head games won by the player's team (to 21 or 42)")),
    Column("Hands", lambda r: _num(r.hands), sort_key=lambda r: r.hands, align=RIGHT),
    Column("Picks", lambda r: _num(r.picks), sort_key=lambda r: r.picks, align=RIGHT),
    Column("Pick wins", lambda r: _num(r.picker_wins), sort_key=lambda r: r.picker_wins,
           align=RIGHT, tooltip=QT_TR_NOOP("tiebreak: most picker hands won")),
    Column("Partner won", lambda r: _num(r.partner_wins), sort_key=lambda r: r.partner_wins,
           align=RIGHT),
    Column("Leasters", lambda r: _num(r.leasters_won), sort_key=lambda r: r.leasters_won,
           align=RIGHT),
    Column("Schneiders", lambda r: _num(r.schneiders), sort_key=lambda r: r.schneiders,
           align=RIGHT),
    Column("Lost", lambda r: _num(r.hands_lost), sort_key=lambda r: r.hands_lost, align=RIGHT,
           tooltip=QT_TR_NOOP("tiebreak: fewest hands lost")),
    Column("Best rd", lambda r: _opt(r.best_round),
           sort_key=lambda r: r.best_round if r.best_round is not None else Fraction(-10**9),
           align=RIGHT, tooltip=QT_TR_NOOP("tiebreak: best single round")),
    Column("Avg/hand", lambda r: _avg(r.average),
           sort_key=lambda r: r.average if r.average is not None else Fraction(-10**9),
           align=RIGHT),
    Column("Prize", lambda r: format_money(r.prize_cents) if r.prize_cents else "",
           sort_key=lambda r: r.prize_cents, align=RIGHT),
    Column("Decided by", lambda r: r.decided_by),
)

#: The column shown only at a Sheep Head event (the picker game has no games to count).
COL_GAMES = next(i for i, c in enumerate(STANDING_COLUMNS) if c.title == "Games")


def standings_model(parent: object = None) -> RowTableModel[StandingLine]:
    return RowTableModel(STANDING_COLUMNS, parent)
