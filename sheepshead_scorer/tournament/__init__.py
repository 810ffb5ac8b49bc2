"""Pure tournament logic: seating draws, standings and tiebreaks, league tables, prizes.

No database, no Qt: plain values in (player ids as ``int``, points as ``Fraction``, money as
``int`` cents), frozen dataclasses out.  The API is described in ``docs/tournament.md``.
"""

from .draw import draw_avoiding_repeats, draw_by_standings, draw_random
from .errors import TournamentError
from .league import (
    EventResult,
    EventScore,
    LeagueEvent,
    LeagueRow,
    LeagueRules,
    LeagueScoring,
    LeagueTiebreak,
    league_standings,
    results_from_standings,
)
from .prizes import (
    Payout,
    PayoutPlan,
    PrizeAward,
    PrizePlanError,
    PrizePool,
    Ranked,
    award_prizes,
    check_plan_total,
)
from .ranking import (
    DEFAULT_TIEBREAKS,
    LiveStandings,
    Placement,
    Ranking,
    Tiebreak,
    rank_standings,
    top_scorers,
)
from .rows import HandResultRow, Role, RoundTotalRow, Tier
from .seating import (
    DrawMethod,
    FixedSeat,
    PlayerId,
    Seating,
    Table,
    count_repeat_pairs,
    seating_from_positions,
    swap_players,
)
from .table_sizes import (
    MAX_TABLE,
    MIN_TABLE,
    TWO_HANDED,
    SizePolicy,
    plan_table_sizes,
    smallest_table,
)
from .tally import (
    PLAYED_ROLES,
    PlayerTally,
    RoundKey,
    merge_tallies,
    tally_hands,
    tally_round_totals,
)

__all__ = [
    "DEFAULT_TIEBREAKS",
    "MAX_TABLE",
    "MIN_TABLE",
    "PLAYED_ROLES",
    "TWO_HANDED",
    "DrawMethod",
    "EventResult",
    "EventScore",
    "FixedSeat",
    "HandResultRow",
    "LeagueEvent",
    "LeagueRow",
    "LeagueRules",
    "LeagueScoring",
    "LeagueTiebreak",
    "LiveStandings",
    "Payout",
    "PayoutPlan",
    "Placement",
    "PlayerId",
    "PlayerTally",
    "PrizeAward",
    "PrizePlanError",
    "PrizePool",
    "Ranked",
    "Ranking",
    "Role",
    "RoundKey",
    "RoundTotalRow",
    "Seating",
    "SizePolicy",
    "Table",
    "Tiebreak",
    "Tier",
    "TournamentError",
    "award_prizes",
    "check_plan_total",
    "count_repeat_pairs",
    "draw_avoiding_repeats",
    "draw_by_standings",
    "draw_random",
    "league_standings",
    "merge_tallies",
    "plan_table_sizes",
    "rank_standings",
    "results_from_standings",
    "seating_from_positions",
    "smallest_table",
    "swap_players",
    "tally_hands",
    "tally_round_totals",
    "top_scorers",
]
