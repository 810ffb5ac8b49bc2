"""The season table with its rating column filled in, when the league shows it.

A season's option (``rating_column`` in its ``scoring`` JSON, set in the season's rules
dialog) adds a Rating column to every copy of the season table: the screen, the PDF, the
CSV, the workbook and the league website. The table itself is built in ``leagues`` (which
knows nothing of the rating); the ratings are the one ``player_ratings`` of this room, over
every hand in the database, read once per table.
"""

from __future__ import annotations

from collections.abc import Mapping

from sheepshead_scorer.exports.season_rows import SeasonTable
from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.services.leagues.season_table import season_table
from sheepshead_scorer.services.standings.ratings import player_ratings
from sheepshead_scorer.tournament.rating import PlayerRating


def rating_pairs(ratings: Mapping[PlayerId, PlayerRating]) -> dict[int, tuple[int, int]]:
    """player id → (the number people see, the hands it rests on), rated players only."""
    return {int(pid): (r.rating, r.hands) for pid, r in ratings.items() if r.hands > 0}


def with_ratings(ctx: Context, table: SeasonTable) -> SeasonTable:
    """``table`` with its players' ratings when its season shows the column (else as is)."""
    if not table.rating_column:
        return table
    return table.with_ratings(rating_pairs(player_ratings(ctx)))


def rated_season_table(ctx: Context, season_id: int) -> SeasonTable:
    """The season table every copy renders, its rating column (when on) filled in."""
    return with_ratings(ctx, season_table(ctx, season_id))
