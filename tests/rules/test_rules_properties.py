"""Properties over random rulesets and legal hands (hypothesis)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_strategies import legal_hands, picked_hands, rotate, rulesets

from sheepshead_scorer.rules import (
    PRESETS,
    Ruleset,
    outcome_from_dict,
    outcome_to_dict,
    score_hand,
    score_session,
)

SETTINGS = settings(max_examples=300, deadline=None)


@SETTINGS
@given(st.data())
def test_zero_sum_and_no_legal_input_raises(data: st.DataObject) -> None:
    rs = data.draw(rulesets())
    outcome = data.draw(legal_hands(rs))
    score = score_hand(rs, outcome)
    assert len(score.payouts) == rs.players
    assert sum(score.payouts) == 0
    assert all(isinstance(p, Fraction) for p in score.payouts)
    # a sitter scores 0 unless it settles as a defender or is itself penalised (a peek)
    if rs.sitter_scores == "zero":
        assert all(score.payouts[s] == 0 for s in score.sitting_out if s != score.offender)


@SETTINGS
@given(st.data(), st.sampled_from(sorted(PRESETS)))
def test_zero_sum_under_every_preset(data: st.DataObject, name: str) -> None:
    rs = PRESETS[name]
    hands = data.draw(st.lists(legal_hands(rs), max_size=12))
    for score in score_session(rs, hands):
        assert sum(score.payouts) == 0


@SETTINGS
@given(st.data(), st.sampled_from([2, 4, 8, 16]))
def test_multipliers_scale_payouts_exactly(data: st.DataObject, factor: int) -> None:
    rs = data.draw(rulesets())
    hand = data.draw(picked_hands(rs))
    plain = score_hand(rs, hand)
    scaled = score_hand(rs, hand, multiplier=factor)
    cap = rs.multiplier_cap
    expected = plain.multiplier * factor if cap is None else min(plain.multiplier * factor, cap)
    assert scaled.multiplier == expected
    ratio = Fraction(scaled.multiplier, plain.multiplier)
    assert scaled.payouts == tuple(p * ratio for p in plain.payouts)


@SETTINGS
@given(st.data())
def test_rotating_seats_rotates_payouts(data: st.DataObject) -> None:
    rs = data.draw(rulesets())
    hand = data.draw(legal_hands(rs))
    k = data.draw(st.integers(1, rs.players - 1))
    before = score_hand(rs, hand)
    after = score_hand(rs, rotate(hand, rs.players, k))
    assert after.payouts == tuple(before.payouts[(i - k) % rs.players] for i in range(rs.players))
    assert (after.kind, after.tier, after.picker_side_won, after.multiplier, after.redeal) == (
        before.kind,
        before.tier,
        before.picker_side_won,
        before.multiplier,
        before.redeal,
    )


@SETTINGS
@given(st.data())
def test_round_trips(data: st.DataObject) -> None:
    rs = data.draw(rulesets())
    assert Ruleset.from_dict(rs.to_dict()) == rs
    hand = data.draw(legal_hands(rs))
    assert outcome_from_dict(outcome_to_dict(hand)) == hand
