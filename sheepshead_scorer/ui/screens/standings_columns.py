"""Which of the Standings screen's columns show, decided by column identity.

The screen shows one of two models through one view: the event's (or a session's, or a
round's) ``StandingRow`` lines and the league season table, whose columns are others. A column
is hidden because of what it *is* (the "Games" column at a picker-game event), never because
of where it stands: the view's hidden sections are set again from the model shown, so the
season table's "League points" and "Decided by" are never hidden by the event view's
"Games" and "Hands" that stood in their places.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtWidgets import QTableView

from sheepshead_scorer.ui.models.row_table_model import Column
from sheepshead_scorer.ui.models.standings_model import (
    COL_GAMES,
    COL_PICK_WINS,
    STANDING_COLUMNS,
)


def _at(*titles: str) -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(STANDING_COLUMNS) if c.title in titles)


PRIZE_COLUMN = _at("Prize")[0]
PLAYER_COLUMN = _at("Player")[0]
FLIGHT_COLUMN = _at("Flight")[0]
DECIDED_COLUMN = _at("Decided by")[0]
BEST_ROUND_COLUMN = _at("Best rd")[0]
#: Counts of hands: an event scored by round totals has none, so these columns are hidden
#: there (no "Hands 0" beside a player whose sheet totals were typed).
HAND_COLUMNS = _at(
    "Hands", "Picks", "Pick wins", "Partner won", "Leasters", "Schneiders", "Lost", "Avg/hand"
)
#: Counts kept off the screen until asked for (right-click a column header: the menu ticks
#: them on or off): the table then fits a 1366 px laptop in German without scrolling
#: sideways. The Statistics screen and the printed standings have them all.
DETAIL_COLUMNS = _at("Picks", "Partner won", "Leasters", "Schneiders")


def hidden_standing_columns(
    *, totals_only: bool, fox: bool, shown_details: Collection[int], by_round: bool = False,
    session: bool = False, flights: bool = False,
) -> frozenset[Column[Any]]:
    """The ``STANDING_COLUMNS`` hidden: hand counts at a round-totals event, the detail
    counts until asked for, the games won except at a Sheep Head event, the picker wins at
    one; in a session's standings the prize (prizes are the event's: an empty "Prize if the
    event ended now" column there reads as "no prizes"); in one round's the prize and the
    best round (the round itself); the prize flight unless the event pays flights (not in a
    round's)."""
    hidden: set[Column[Any]] = set()
    for position, column in enumerate(STANDING_COLUMNS):
        if (
            (position in HAND_COLUMNS and totals_only)
            or (position in DETAIL_COLUMNS and position not in shown_details)
            or (position == COL_GAMES and not fox)
            or (position == COL_PICK_WINS and fox)
            or (by_round and position in (PRIZE_COLUMN, BEST_ROUND_COLUMN))
            or (session and position == PRIZE_COLUMN)
            or (position == FLIGHT_COLUMN and (by_round or not flights))
        ):
            hidden.add(column)
    return frozenset(hidden)


def hide_columns(
    view: QTableView, columns: Sequence[Column[Any]], hidden: Collection[Column[Any]]
) -> None:
    """Hide exactly the columns in ``hidden`` among the model's ``columns`` (by identity);
    every other column of the model shown is visible."""
    ids = {id(column) for column in hidden}
    for position, column in enumerate(columns):
        view.setColumnHidden(position, id(column) in ids)


def wrap_title(title: str, width: int = 12) -> str:
    """A column title in lines of about ``width`` characters, broken at spaces and after
    hyphens ("Prize if the\nevent ended\nnow", "Nehmer-\nSiege"), so a column is no wider
    than its numbers need and the table fits a laptop without scrolling sideways."""
    words = re.findall(r"[^ -]+-?|-", title)
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + len(word) + (0 if lines[-1].endswith("-") else 1) <= width:
            lines[-1] += word if lines[-1].endswith("-") else " " + word
        else:
            lines.append(word)
    return "\n".join(lines)
