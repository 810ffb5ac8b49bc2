"""Every scoring table in every rule source, reproduced by its preset.

Each case id names the source file under /work/shared/rules-sources/ it comes from.
Seats: dealer 0, picker 1, partner 3 (defenders 0, 2, 4) unless the case says otherwise.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheepshead_scorer.rules import LeasterHand, PickedHand, preset, score_hand

F = Fraction


def picked(points: int, tricks: int, partners: tuple[int, ...] = (3,), **kw: object) -> PickedHand:
    call = kw.pop("call", "ace" if partners else "alone")
    return PickedHand(
        dealer=0, picker=1, points=points, tricks=tricks, partners=partners, call=call, **kw
    )  # type: ignore[arg-type]


def role_payouts(payouts: tuple[Fraction, ...], partners: tuple[int, ...] = (3,)) -> tuple:
    """(picker, partner or None, each defender), checking all defenders got the same."""
    defenders = {payouts[s] for s in range(len(payouts)) if s != 1 and s not in partners}
    assert len(defenders) == 1
    return payouts[1], payouts[partners[0]] if partners else None, defenders.pop()


# 000_6a6c0a655cd0d637.txt — the 5-handed chart: (points, tricks) -> alone, picker, partner, opp
CHART_000 = [
    ("000 all tricks", 120, 6, 12, 6, 3, -3),
    ("000 91 to 120", 95, 5, 8, 4, 2, -2),
    ("000 91 exactly", 91, 4, 8, 4, 2, -2),
    ("000 120 points one trick short", 120, 5, 8, 4, 2, -2),
    ("000 61 to 90", 61, 3, 4, 2, 1, -1),
    ("000 90", 90, 4, 4, 2, 1, -1),
    ("000 31 to 60 (60-60 to defenders)", 60, 3, -4, -2, -1, 1),
    ("000 31", 31, 2, -4, -2, -1, 1),
    ("000 0 to 30", 30, 2, -8, -4, -2, 2),
    ("000 0 points with a trick", 0, 1, -8, -4, -2, 2),
    ("000 no tricks", 0, 0, -12, -6, -3, 3),
]


@pytest.mark.parametrize(
    ("points", "tricks", "alone", "picker", "partner", "opponent"),
    [case[1:] for case in CHART_000],
    ids=[case[0] for case in CHART_000],
)
def test_000_chart(
    points: int, tricks: int, alone: int, picker: int, partner: int, opponent: int
) -> None:
    rs = preset("000-encyclopedia")
    with_partner = score_hand(rs, picked(points, tricks)).payouts
    assert role_payouts(with_partner) == (picker, partner, opponent)
    by_myself = score_hand(rs, picked(points, tricks, partners=())).payouts
    assert by_myself[1] == alone
    assert all(by_myself[s] == F(-alone, 4) for s in (0, 2, 3, 4))


def test_000_no_trick_house_rule_with_double_on_the_bump() -> None:
    """000: 'Picker -18, partner 0, opponents +6.'"""
    rs = preset("000-encyclopedia", double_on_bump=True, no_trick_protection=True)
    assert role_payouts(score_hand(rs, picked(0, 0)).payouts) == (-18, 0, 6)
    # with a trick the partner pays again, and the bump doubles: 31-60 -> -4/-2/+2
    assert role_payouts(score_hand(rs, picked(45, 2)).payouts) == (-4, -2, 2)


def test_000_schneider_line_31_for_the_picker_side() -> None:
    """000: the picker side needs 31 to escape schneider; the opponents need only 30."""
    rs = preset("000-encyclopedia")
    assert score_hand(rs, picked(30, 1)).tier == "schneider"
    assert score_hand(rs, picked(31, 1)).tier == "normal"


# 001_26e8e558171abc16.txt — base 2; each defender pays x1/x2/x3; picker 2/3, partner 1/3
CHART_001 = [
    ("001 win", 75, 3, 4, 2, -2, 8),
    ("001 schneider", 95, 4, 8, 4, -4, 16),
    ("001 no-trickers", 120, 6, 12, 6, -6, 24),
    ("001 loss", 50, 2, -4, -2, 2, -8),
    ("001 schneidered", 20, 1, -8, -4, 4, -16),
    ("001 no trick", 0, 0, -12, -6, 6, -24),
]


@pytest.mark.parametrize(
    ("points", "tricks", "picker", "partner", "defender", "alone"),
    [case[1:] for case in CHART_001],
    ids=[case[0] for case in CHART_001],
)
def test_001_two_thirds_split(
    points: int, tricks: int, picker: int, partner: int, defender: int, alone: int
) -> None:
    rs = preset("001-online-table")
    assert role_payouts(score_hand(rs, picked(points, tricks)).payouts) == (
        picker,
        partner,
        defender,
    )
    # 001: 'A picker who played alone keeps the whole amount' (nothing callable)
    solo = score_hand(rs, picked(points, tricks, partners=(), call="forced_alone")).payouts
    assert solo[1] == alone


def test_001_leaster_winner_collects_the_base_from_each() -> None:
    """001: fewest points wins and collects the base (2) from each of the other four."""
    rs = preset("001-online-table")
    hand = LeasterHand(dealer=0, points=(20, 0, 30, 40, 30), tricks=(1, 0, 2, 2, 1))
    score = score_hand(rs, hand)
    assert score.payouts == (8, -2, -2, -2, -2)
    assert score.leaster_winners == (0,)


def test_001_leaster_player_without_a_trick_cannot_win() -> None:
    """001: 'a player who takes no tricks at all cannot win one.'"""
    rs = preset("001-online-table")
    hand = LeasterHand(dealer=0, points=(0, 10, 30, 40, 40), tricks=(0, 1, 2, 2, 1))
    assert score_hand(rs, hand).leaster_winners == (1,)


# 002_20eeddfe08baa789.txt — 2/1/-1, 4/2/-2, 6/3/-3; normal loss made zero-sum: -2/-1/+1
CHART_002 = [
    ("002 win 61-90", 75, 3, 2, 1, -1),
    ("002 schneider 91-119", 100, 4, 4, 2, -2),
    ("002 all tricks", 120, 6, 6, 3, -3),
    ("002 defenders win (README zero-sum fix)", 55, 3, -2, -1, 1),
    ("002 defenders schneider", 25, 1, -4, -2, 2),
    ("002 defenders all tricks: picker -9, partner 0", 0, 0, -9, 0, 3),
]


@pytest.mark.parametrize(
    ("points", "tricks", "picker", "partner", "defender"),
    [case[1:] for case in CHART_002],
    ids=[case[0] for case in CHART_002],
)
def test_002_chart(points: int, tricks: int, picker: int, partner: int, defender: int) -> None:
    rs = preset("002-how-to")
    assert role_payouts(score_hand(rs, picked(points, tricks)).payouts) == (
        picker,
        partner,
        defender,
    )


# 003_be3492ef002bdc21.txt — points grid and coin grid (25 cents per point per opponent)
CHART_003 = [
    ("003 win 61-90", 75, 3, 2, 1, -1, 25),
    ("003 win schneider 91-120", 120, 5, 4, 2, -2, 50),
    ("003 win schwarz all 6 tricks", 120, 6, 6, 3, -3, 75),
    ("003 lose 31-60", 40, 2, -2, -1, 1, 25),
    ("003 lose schneidered 0-30", 30, 2, -4, -2, 2, 50),
    ("003 lose schwarz no trick", 0, 0, -6, -3, 3, 75),
]


@pytest.mark.parametrize(
    ("points", "tricks", "picker", "partner", "opponent", "coins"),
    [case[1:] for case in CHART_003],
    ids=[case[0] for case in CHART_003],
)
def test_003_points_and_coin_grid(
    points: int, tricks: int, picker: int, partner: int, opponent: int, coins: int
) -> None:
    grid = score_hand(preset("003-rules-card"), picked(points, tricks)).payouts
    assert role_payouts(grid) == (picker, partner, opponent)
    cents = score_hand(preset("003-coins"), picked(points, tricks)).payouts
    assert role_payouts(cents) == (2 * opponent * -25, opponent * -25, opponent * 25)
    assert abs(cents[0]) == coins


@pytest.mark.parametrize(
    ("points", "tricks", "picker"),
    [(75, 3, 4), (100, 4, 8), (120, 6, 12), (50, 2, -4)],
    ids=["003 solo win +4", "003 solo schneider", "003 solo schwarz", "003 solo loss"],
)
def test_003_alone_one_unit_per_opponent(points: int, tricks: int, picker: int) -> None:
    payouts = score_hand(preset("003-rules-card"), picked(points, tricks, partners=())).payouts
    assert payouts[1] == picker
    assert [payouts[s] for s in (0, 2, 3, 4)] == [F(-picker, 4)] * 4


def test_003_leaster_tie_split_or_redeal() -> None:
    """003: 'If two players tie for fewest points, either split the pot or re-deal.'"""
    hand = LeasterHand(dealer=0, points=(10, 10, 30, 40, 30), tricks=(1, 1, 2, 1, 1))
    split = score_hand(preset("003-rules-card"), hand)
    assert split.payouts == (F(3, 2), F(3, 2), -1, -1, -1)
    redeal = score_hand(preset("003-rules-card", leaster_tie="redeal"), hand)
    assert redeal.redeal and redeal.payouts == (0,) * 5


def test_003_cracking_stacks_on_the_tier() -> None:
    """003: crack x2, re-crack x4, castrate x8 on top of schneider/schwarz."""
    rs = preset("003-rules-card")
    payouts = score_hand(rs, picked(100, 4, cracks=3)).payouts
    assert role_payouts(payouts) == (32, 16, -16)


# 004_15a56598fc6ba70c.txt — J♦ partner, solo (picker holds J♦) doubled, doubler, kontra/re
CHART_004 = [
    ("004 normal win", 75, 3, (3,), "jack", 2, -1),
    ("004 schneider", 95, 4, (3,), "jack", 4, -2),
    ("004 schwarz", 120, 6, (3,), "jack", 6, -3),
    ("004 defenders win", 50, 2, (3,), "jack", -2, 1),
    ("004 solo with J♦ doubled", 75, 3, (), "jack_solo", 8, -2),
    ("004 solo schneider doubled", 95, 4, (), "jack_solo", 16, -4),
    ("004 solo loss doubled", 45, 2, (), "jack_solo", -8, 2),
]


@pytest.mark.parametrize(
    ("points", "tricks", "partners", "call", "picker", "defender"),
    [case[1:] for case in CHART_004],
    ids=[case[0] for case in CHART_004],
)
def test_004_jack_of_diamonds(
    points: int, tricks: int, partners: tuple[int, ...], call: str, picker: int, defender: int
) -> None:
    payouts = score_hand(preset("004-german"), picked(points, tricks, partners, call=call)).payouts
    assert payouts[1] == picker
    assert payouts[0] == defender


@pytest.mark.parametrize(
    ("kontras", "factor"), [(0, 1), (1, 2), (2, 4)], ids=["004 none", "004 kontra", "004 re"]
)
def test_004_kontra_and_re(kontras: int, factor: int) -> None:
    score = score_hand(preset("004-german"), picked(75, 3, call="jack", kontras=kontras))
    assert score.multiplier == factor
    assert role_payouts(score.payouts) == (2 * factor, factor, -factor)
