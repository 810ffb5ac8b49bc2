"""Pure statistics (tournament/statistics.py) against tables worked out by hand."""

from __future__ import annotations

import re
from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheepshead_scorer.rules import HandKind
from sheepshead_scorer.tournament import (
    EventResult,
    HandResultRow,
    PlayerTally,
    Role,
    Tier,
    TournamentError,
    merge_tallies,
    tally_hands,
)
from sheepshead_scorer.tournament.statistics import (
    HandFact,
    PlayerStats,
    average_text,
    leaders,
    percent_text,
    player_statistics,
    rate,
    running_scores,
    season_progression,
    summarize_hands,
)

# One table of three players (ids 1, 2, 3), session 1, two rounds.
#   hand  1/1: 1 picks alone and wins schneider: +4 -2 -2
#   hand  1/2: 2 picks, loses:                   +1 -2 +1
#   hand  2/1: leaster won by 3:                 -1 -1 +2
#   hand  2/2: 1 picks, wins:                    +2 -1 -1
HANDS = [
    (1, 1, {1: (4, Role.PICKER), 2: (-2, Role.DEFENDER), 3: (-2, Role.DEFENDER)}, True,
     Tier.SCHNEIDER),
    (1, 2, {1: (1, Role.DEFENDER), 2: (-2, Role.PICKER), 3: (1, Role.DEFENDER)}, False,
     Tier.NORMAL),
    (2, 1, {1: (-1, Role.LEASTER), 2: (-1, Role.LEASTER), 3: (2, Role.LEASTER)}, None, None),
    (2, 2, {1: (2, Role.PICKER), 2: (-1, Role.DEFENDER), 3: (-1, Role.DEFENDER)}, True,
     Tier.NORMAL),
]


def hand_rows(event: int = 0) -> list[HandResultRow]:
    rows = []
    for round_no, hand, results, won, tier in HANDS:
        for player, (points, role) in results.items():
            rows.append(
                HandResultRow(
                    player_id=player, session=1, round=round_no, table=1, hand=hand,
                    points=points, role=role, picker_side_won=won, tier=tier,
                    leaster_won=role is Role.LEASTER and points > 0, event=event,
                )
            )
    return rows


def test_player_statistics_match_the_hand_worked_table() -> None:
    stats = {s.player_id: s for s in player_statistics(tally_hands(hand_rows()).values())}
    #             points hands picks pwins schn leasters best_round
    expected = {
        1: (F(6), 4, 2, 2, 1, 0, F(5)),
        2: (F(-6), 4, 1, 0, 0, 0, F(-2)),  # rounds: -4, -2
        3: (F(0), 4, 0, 0, 0, 1, F(1)),  # lost the schneider as a defender
    }
    for player, (points, hands, picks, wins, schneiders, leasters, best) in expected.items():
        one = stats[player]
        assert (one.points, one.hands, one.picks, one.picker_wins) == (points, hands, picks, wins)
        assert (one.schneiders, one.leasters_won, one.best_round) == (schneiders, leasters, best)
    assert stats[1].pick_rate == F(1, 2)
    assert stats[1].picker_win_rate == 1
    assert stats[2].picker_win_rate == 0
    assert stats[3].picker_win_rate is None  # never picked
    assert stats[3].partner_win_rate is None
    assert stats[1].average_per_hand == F(3, 2)
    assert stats[2].average_per_hand == F(-3, 2)


def test_player_statistics_are_ordered_by_points_then_id() -> None:
    tallies = [PlayerTally(5, points=F(1)), PlayerTally(2, points=F(1)), PlayerTally(9, F(3))]
    assert [s.player_id for s in player_statistics(tallies)] == [9, 2, 5]


def test_duplicate_player_is_refused_with_the_fix() -> None:
    with pytest.raises(TournamentError, match="merge_tallies"):
        player_statistics([PlayerTally(1), PlayerTally(1)])


def test_partner_win_rate_and_sheet_totals() -> None:
    one = PlayerStats(
        player_id=1, points=F(7), hands=10, picks=0, picker_wins=0, partner_hands=3,
        partner_wins=2, schneiders=0, leasters_won=0, sat_out=0, best_round=F(7),
    )
    assert one.partner_win_rate == F(2, 3)
    sheet = PlayerStats.from_tally(PlayerTally(1, points=F(7), hand_stats=False))
    assert sheet.average_per_hand is None and not sheet.hand_stats


def test_season_statistics_merge_events() -> None:
    first = tally_hands(hand_rows(event=1))
    second = tally_hands(hand_rows(event=2))
    season = {s.player_id: s for s in player_statistics(merge_tallies(first, second).values())}
    assert season[1].points == 12 and season[1].hands == 8 and season[1].picks == 4
    assert season[1].pick_rate == F(1, 2)
    assert season[3].leasters_won == 2


# -- hand summaries ---------------------------------------------------------------------------


def fact(table: int, hand: int, kind: HandKind, payouts: tuple[int, ...], **more: object) -> (
        HandFact):
    return HandFact(session=1, round=1, table=table, hand=hand, kind=kind,
                    payouts=tuple(F(p) for p in payouts), **more)  # type: ignore[arg-type]


FACTS = [
    fact(1, 1, HandKind.PICKED, (4, -2, -2), tier=Tier.SCHNEIDER, picker_side_won=True),
    fact(1, 2, HandKind.PICKED, (1, -2, 1), tier=Tier.NORMAL, picker_side_won=False),
    fact(1, 3, HandKind.LEASTER, (-1, -1, 2)),
    fact(2, 1, HandKind.ALL_PASS, (0, 0, 0, 0)),
    fact(2, 2, HandKind.MISDEAL, (0, 0, 0, 0)),
    fact(2, 3, HandKind.PICKED, (6, 2, -4, -4), tier=Tier.SCHWARZ, picker_side_won=True),
    fact(2, 4, HandKind.MOSTER, (3, -1, -1, -1)),
]


def test_summaries_per_table_and_event() -> None:
    summary = summarize_hands(FACTS)
    one, two = summary.tables
    #                           hands picks pwins leasters passes misdeals schneiders moved
    assert (one.table, one.hands, one.picks, one.picker_side_wins, one.leasters) == (1, 3, 2, 1, 1)
    assert (one.all_passes, one.misdeals, one.schneiders, one.points_moved) == (0, 0, 1, F(8))
    assert one.average_moved == F(8, 3)
    assert one.picker_win_rate == F(1, 2)
    assert (two.table, two.hands, two.picks, two.leasters, two.all_passes) == (2, 4, 1, 1, 1)
    assert (two.misdeals, two.schneiders, two.points_moved) == (1, 1, F(11))
    total = summary.total
    assert (total.table, total.hands, total.picks, total.schneiders) == (None, 7, 3, 2)
    assert total.points_moved == 19 and total.average_moved == F(19, 7)


def test_empty_event_summary() -> None:
    summary = summarize_hands([])
    assert summary.tables == () and summary.total.hands == 0
    assert summary.total.average_moved is None and summary.total.picker_win_rate is None


@pytest.mark.parametrize(
    ("field", "kwargs", "message"),
    [
        ("kind", {"kind": "bid"}, "HandFact.kind='bid' is not allowed: picked, leaster"),
        ("payouts", {"payouts": (F(1), F(1))}, "add up to zero"),
        ("payouts", {"payouts": (0.5, -0.5)}, "never float"),
        ("tier", {"tier": "huge"}, "HandFact.tier='huge'"),
    ],
)
def test_bad_hand_facts_name_the_field(field: str, kwargs: dict[str, object], message: str) -> None:
    base: dict[str, object] = {
        "session": 1, "round": 1, "table": 1, "hand": 1, "kind": "picked", "payouts": (F(0),),
    }
    with pytest.raises(TournamentError, match=re.escape(message)) as caught:
        HandFact(**{**base, **kwargs})  # type: ignore[arg-type]
    assert caught.value.field == f"HandFact.{field}"


# -- chart series -----------------------------------------------------------------------------


def test_running_scores_follow_round_and_hand_order() -> None:
    rows = list(reversed(hand_rows()))  # order of the input does not matter
    series = running_scores(rows, session=1)
    assert series == {
        1: (F(4), F(5), F(4), F(6)),
        2: (F(-2), F(-4), F(-5), F(-6)),
        3: (F(-2), F(-1), F(1), F(0)),
    }
    assert running_scores(rows, session=2) == {}


def test_season_progression_adds_missed_events_as_zero() -> None:
    results = [
        EventResult(10, 1, F(5), 1), EventResult(10, 2, F(-5), 2),
        EventResult(20, 2, F(3), 1),
        EventResult(30, 1, F(1, 2), 2), EventResult(30, 2, F(7, 2), 1),
    ]
    assert season_progression([10, 20, 30], results) == {
        1: (F(5), F(5), F(11, 2)),
        2: (F(-5), F(-2), F(3, 2)),
    }


def test_season_progression_refuses_unknown_events() -> None:
    with pytest.raises(TournamentError, match=re.escape("EventResult.event_id=99")):
        season_progression([1], [EventResult(99, 1, F(1), 1)])
    with pytest.raises(TournamentError, match="each event once"):
        season_progression([1, 1], [])


def test_leaders_pick_the_highest_final_values() -> None:
    series = {1: (F(1), F(2)), 2: (F(5),), 3: (F(2),), 4: ()}
    assert leaders(series, 2) == (2, 1)
    assert leaders(series, 10) == (2, 1, 3, 4)


# -- display rounding -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (F(2, 3), "66.7%"),
        (F(1, 3), "33.3%"),
        (F(1), "100.0%"),
        (F(0), "0.0%"),
        (F(1, 8), "12.5%"),
        (F(1, 2000), "0.1%"),  # 0.05 % rounds half up
        (F(-1, 3), "-33.3%"),
        (None, "–"),
    ],
)
def test_percent_text(value: F | None, text: str) -> None:
    assert percent_text(value) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [(F(7, 3), "2.33"), (F(-7, 3), "-2.33"), (F(1, 200), "0.01"), (F(-1, 1000), "0.00"),
     (F(5), "5.00"), (None, "–")],
)
def test_average_text(value: F | None, text: str) -> None:
    assert average_text(value) == text


@given(st.integers(0, 500), st.integers(0, 500))
def test_rates_are_exact_and_between_zero_and_one(part: int, extra: int) -> None:
    whole = part + extra
    value = rate(part, whole)
    if whole == 0:
        assert value is None
    else:
        assert value is not None and 0 <= value <= 1 and value * whole == part


@given(
    st.lists(
        st.tuples(st.integers(1, 4), st.integers(1, 3), st.integers(1, 12), st.integers(-9, 9)),
        max_size=40,
        unique_by=lambda t: t[:3],
    )
)
def test_running_score_ends_at_the_players_total(
    entries: list[tuple[int, int, int, int]],
) -> None:
    rows = [
        HandResultRow(player_id=p, session=1, round=r, table=1, hand=h, points=pts, role=Role.OTHER)
        for p, r, h, pts in entries
    ]
    series = running_scores(rows, session=1)
    for player, values in series.items():
        mine = [e for e in entries if e[0] == player]
        assert len(values) == len(mine)
        assert values[-1] == sum(e[3] for e in mine)
