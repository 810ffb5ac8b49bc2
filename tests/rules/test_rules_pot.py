"""The ante pot (`pass_ante`, source 003 lines 60-100): antes on hands nobody picks, won later.

Source 003: some tables "charge a small ante into a pot that the next picker's winner takes";
"fold any leaster antes into the next pickable hand".
"""

from __future__ import annotations

import io
import json
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_strategies import legal_hands, rulesets

from sheepshead_scorer.cli import main
from sheepshead_scorer.rules import (
    PRESETS,
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    NobodyPicks,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    preset,
    score_hand,
    score_session,
    score_to_dict,
)

F = Fraction
PASS = AllPassHand(dealer=0)
WIN = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
LOSE = PickedHand(dealer=0, picker=1, partners=(3,), points=55, tricks=3)
ALONE = PickedHand(dealer=0, picker=1, points=75, tricks=3, call="alone")
CRACKED = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3, cracks=1)
LEASTER = LeasterHand(dealer=0, points=(5, 10, 30, 45, 30), tricks=(1, 1, 2, 1, 1))
TIED = LeasterHand(dealer=0, points=(10, 10, 30, 40, 30), tricks=(1, 1, 2, 1, 1))
MISDEAL = MisdealHand(dealer=0)
PEEK = PenaltyHand(dealer=0, offender=2, reason="peek")
RENEGE = PenaltyHand(dealer=0, offender=2, reason="renege", picker=1, partners=(3,))

REDEAL: dict[str, Any] = {"nobody_picks": "redeal"}

# (case id, ruleset options besides pass_ante=1, hands, last hand's payouts, pot it took)
Amounts = list[int | Fraction]
CASES: list[tuple[str, dict[str, Any], list[HandOutcome], Amounts, int]] = [
    # normal win [-1, 2, -1, 1, -1]; each of 5 pays 2, the 2 winners share 10 (+5 each)
    ("two passes, picker side wins", REDEAL, [PASS, PASS, WIN], [-3, 5, -3, 4, -3], 10),
    # normal loss [1, -2, 1, -1, 1]; each pays 2, the 3 defenders share 10 (+10/3 each)
    (
        "two passes, defenders win",
        REDEAL,
        [PASS, PASS, LOSE],
        [F(7, 3), -4, F(7, 3), -3, F(7, 3)],
        10,
    ),
    ("one pass, alone picker takes it all", REDEAL, [PASS, ALONE], [-2, 8, -2, -2, -2], 5),
    # the leaster pays its own payouts; its ante goes to the next picked hand
    ("leaster then picked", {}, [LEASTER, WIN], [-2, F(7, 2), -2, F(5, 2), -2], 5),
    (
        "moster then picked",
        {"nobody_picks": "moster"},
        [LEASTER, WIN],
        [-2, F(7, 2), -2, F(5, 2), -2],
        5,
    ),
    (
        "a tied leaster that is redealt antes too",
        {"leaster_tie": "redeal"},
        [TIED, LEASTER, WIN],
        [-3, 5, -3, 4, -3],
        10,
    ),
    ("misdeal and penalty do not ante", REDEAL, [MISDEAL, PEEK, WIN], [-1, 2, -1, 1, -1], 0),
    (
        "misdeal and penalty leave the pot waiting",
        REDEAL,
        [PASS, MISDEAL, PEEK, WIN],
        [-2, F(7, 2), -2, F(5, 2), -2],
        5,
    ),
    (
        "a forfeit is no picked hand: the pot waits",
        {**REDEAL, "penalty": "forfeit"},
        [PASS, RENEGE, WIN],
        [-2, F(7, 2), -2, F(5, 2), -2],
        5,
    ),
    # the doubler makes the hand x4 ([-4, 8, -4, 4, -4]); the pot stays 10
    (
        "doublers do not multiply the pot",
        {"nobody_picks": "doubler"},
        [PASS, PASS, WIN],
        [-6, 11, -6, 7, -6],
        10,
    ),
    # a crack makes the hand x2 ([-2, 4, -2, 2, -2]); the pot stays 5
    (
        "cracks do not multiply the pot",
        {**REDEAL, "max_cracks": 1},
        [PASS, CRACKED],
        [-3, F(11, 2), -3, F(7, 2), -3],
        5,
    ),
    # base 25, ante 2 units: each pays 50, pot 250, 125 to each winner
    (
        "the ante is in base units",
        {**REDEAL, "base": 25, "pass_ante": 2},
        [PASS, WIN],
        [-75, 125, -75, 100, -75],
        250,
    ),
    ("the pot is taken once", REDEAL, [WIN, PASS, WIN, WIN], [-1, 2, -1, 1, -1], 0),
    # 6 at the table, 5 in play, the dealer (seat 0) sits out: 5 antes, seat 0 untouched
    (
        "a sitter neither pays nor takes",
        {**REDEAL, "players": 6, "seats_in_play": 5},
        [PASS, WIN],
        [0, F(7, 2), -2, F(5, 2), -2, -2],
        5,
    ),
    # a sitter settling as a defender still keeps out of the pot
    (
        "a sitter scoring as a defender keeps out of the pot",
        {**REDEAL, "players": 6, "seats_in_play": 5, "sitter_scores": "as_defender"},
        [PASS, WIN],
        [-1, F(9, 2), -2, F(5, 2), -2, -2],
        5,
    ),
]


@pytest.mark.parametrize(
    ("options", "hands", "payouts", "pot"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_pot_settlement(
    options: dict[str, Any], hands: list[HandOutcome], payouts: Amounts, pot: int
) -> None:
    rs = Ruleset(**{"pass_ante": 1, **options})
    scores = score_session(rs, hands)
    assert scores[-1].payouts == tuple(payouts)
    assert scores[-1].pot == pot
    # every hand stays zero-sum and a hand that took no pot scores as without the option
    assert all(sum(s.payouts) == 0 for s in scores)
    plain = score_session(replace(rs, pass_ante=0), hands)
    for score, without in zip(scores, plain, strict=True):
        if not score.pot:
            assert score.payouts == without.payouts


def test_two_passes_settle_on_top_of_the_normal_payouts() -> None:
    """Each of 5 pays 2, the 2 winners share 10: +3 net each, -2 for the others."""
    rs = Ruleset(pass_ante=1, nobody_picks="redeal")
    with_pot = score_session(rs, [PASS, PASS, WIN])[-1]
    normal = score_hand(rs, WIN)
    settlement = [a - b for a, b in zip(with_pot.payouts, normal.payouts, strict=True)]
    assert settlement == [-2, 3, -2, 3, -2]
    assert with_pot.explanation == normal.explanation + "; pot 10 (2 antes) to seats 1, 3"


def test_nobody_picks_hands_say_what_they_ante() -> None:
    rs = Ruleset(pass_ante=2, base=5, nobody_picks="doubler")
    first, second = score_session(rs, [PASS, PASS])
    assert (
        first.explanation
        == "all passed: redeal, doubler (+1 doubling); ante 10 per player into the pot"
    )
    assert second.explanation == first.explanation
    assert first.payouts == second.payouts == (0,) * 5


def test_an_open_pot_at_the_end_changes_nothing() -> None:
    """Never collected = every ante handed back: the totals are those without a pot."""
    hands: list[HandOutcome] = [WIN, LEASTER, LEASTER]
    with_pot = score_session(Ruleset(pass_ante=3), hands)
    without = score_session(Ruleset(), hands)
    assert [s.payouts for s in with_pot] == [s.payouts for s in without]
    assert all(s.pot == 0 for s in with_pot)


def test_the_sessions_total_is_zero_sum() -> None:
    rs = Ruleset(pass_ante=1, nobody_picks="moster", share="two_thirds")
    hands: list[HandOutcome] = [LEASTER, WIN, LEASTER, LEASTER, LOSE, ALONE, LEASTER]
    scores = score_session(rs, hands)
    assert [s.pot for s in scores] == [0, 5, 0, 0, 10, 0, 0]
    totals = [sum(column) for column in zip(*(s.payouts for s in scores), strict=True)]
    assert sum(totals) == 0


def test_score_hand_alone_takes_no_pot() -> None:
    rs = Ruleset(pass_ante=5, nobody_picks="redeal")
    assert score_hand(rs, WIN) == score_hand(replace(rs, pass_ante=0), WIN)
    assert score_hand(rs, WIN).pot == 0


def test_off_by_default_and_in_every_preset() -> None:
    assert Ruleset().pass_ante == 0
    assert all(rs.pass_ante == 0 for rs in PRESETS.values())
    assert preset("003-rules-card", pass_ante=1).pass_ante == 1


@pytest.mark.parametrize("value", [-1, 101, True, "1", 1.5, None])
def test_bad_pass_ante_is_named(value: Any) -> None:
    with pytest.raises(RuleError) as info:
        Ruleset(pass_ante=value)
    assert info.value.field == "pass_ante"
    assert "pass_ante=" in str(info.value)


def test_range_error_says_what_is_allowed() -> None:
    with pytest.raises(RuleError, match=r"an integer from 0 to 100"):
        Ruleset(pass_ante=101)


def test_forced_pick_has_nothing_to_ante() -> None:
    assert Ruleset(nobody_picks="forced_pick").pass_ante == 0
    with pytest.raises(RuleError) as info:
        Ruleset(nobody_picks="forced_pick", pass_ante=1)
    error = info.value
    assert error.field == "pass_ante" and error.value == 1
    assert "forced_pick" in str(error) and "set pass_ante to 0" in error.hint


def test_for_table_keeps_the_ante() -> None:
    rs = Ruleset(pass_ante=2).for_table(6)
    assert (rs.players, rs.in_play, rs.pass_ante) == (6, 5, 2)


def test_round_trip_and_old_json_without_the_key() -> None:
    rs = preset("003-coins", pass_ante=4)
    data = rs.to_dict()
    assert data["pass_ante"] == 4
    assert Ruleset.from_dict(json.loads(json.dumps(data))) == rs
    stored = PRESETS["004-german"].to_dict()
    del stored["pass_ante"]  # an event frozen before the option existed
    loaded = Ruleset.from_dict(stored)
    assert loaded.pass_ante == 0 and loaded == PRESETS["004-german"]


def test_score_json_carries_the_pot_exactly() -> None:
    rs = Ruleset(pass_ante=1, nobody_picks="redeal")
    plain, shared = (score_to_dict(s) for s in score_session(rs, [PASS, LOSE]))
    assert plain["pot"] == 0
    assert shared["pot"] == 5
    assert shared["payouts"] == ["5/3", -3, "5/3", -2, "5/3"]


def test_score_command_settles_the_pot(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = {
        "ruleset": {"preset": "003-rules-card", "overrides": {"pass_ante": 1}},
        "hands": [
            {
                "type": "leaster",
                "dealer": 0,
                "points": [5, 10, 30, 45, 30],
                "tricks": [1, 1, 2, 1, 1],
            },
            {
                "type": "picked",
                "dealer": 1,
                "picker": 1,
                "partners": [3],
                "points": 75,
                "tricks": 3,
            },
        ],
    }
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(data)))
    assert main(["score"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [hand["pot"] for hand in out["hands"]] == [0, 5]
    # leaster [4, -1, -1, -1, -1] + picked [-2, 7/2, -2, 5/2, -2]
    assert out["totals"] == [2, "5/2", -3, "3/2", -3]


@settings(max_examples=200, deadline=None)
@given(st.data(), st.integers(1, 100))
def test_zero_sum_sessions_with_any_ante(data: st.DataObject, ante: int) -> None:
    """Random rulesets and sessions: every hand and the pot as a whole are zero-sum."""
    base = data.draw(rulesets())
    if base.nobody_picks is NobodyPicks.FORCED_PICK:
        base = replace(base, nobody_picks=NobodyPicks.REDEAL)
    rs = replace(base, pass_ante=ante)
    hands = data.draw(st.lists(legal_hands(rs), max_size=12))
    scores = score_session(rs, hands)
    plain = score_session(replace(rs, pass_ante=0), hands)
    open_antes = 0
    for score, without in zip(scores, plain, strict=True):
        assert sum(score.payouts) == 0
        assert all(isinstance(p, Fraction) for p in score.payouts)
        settlement = [a - b for a, b in zip(score.payouts, without.payouts, strict=True)]
        assert all(settlement[s] == 0 for s in score.sitting_out)
        if score.pot:
            assert score.kind == "picked"
            stake = rs.base * ante * open_antes
            in_play = [s for s in range(rs.players) if s not in score.sitting_out]
            side = {score.picker, *score.partners}
            winners = [s for s in in_play if (s in side) == score.picker_side_won]
            assert score.pot == stake * len(in_play)
            for seat in in_play:
                won = F(score.pot, len(winners)) if seat in winners else 0
                assert settlement[seat] == won - stake
            open_antes = 0
        else:
            assert settlement == [0] * rs.players
            if score.kind in ("all_pass", "leaster", "moster"):
                open_antes += 1
            elif score.kind == "picked":
                assert open_antes == 0
