"""The "Decided by" word stands on the row a tiebreak put below the one above, and says why
that player is lower (it read "fewer lost" on the player who had lost more)."""

from __future__ import annotations

from fractions import Fraction

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.tournament import PlayerTally, rank_standings
from sheepshead_scorer.ui.models.standings_model import STANDING_COLUMNS, standings_model

DECIDED = next(i for i, c in enumerate(STANDING_COLUMNS) if c.title == "Decided by")


def test_the_lower_of_two_players_level_on_points_is_marked_with_why(qtbot) -> None:
    karl = PlayerTally(8, points=Fraction(1), hands_played=7, hands_lost=4, picker_wins=1)
    jakob = PlayerTally(9, points=Fraction(1), hands_played=8, hands_lost=5, picker_wins=1)
    ranked = rank_standings([jakob, karl])
    model = standings_model()
    model.set_rows([
        StandingRow.ranked(p, {8: "Karl Richter", 9: "Jakob Koch"}[p.player_id], prize_cents=0)
        for p in ranked.rows
    ])
    shown = [(model.index(r, 1).data(), model.index(r, DECIDED).data()) for r in range(2)]
    assert shown == [("Karl Richter", ""), ("Jakob Koch", "below: more hands lost")]
