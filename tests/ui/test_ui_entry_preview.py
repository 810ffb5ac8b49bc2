"""From typed line to the engine's outcome and payouts, before anything is saved."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from sheepshead_scorer.entry.outcomes import next_dealer, shape_for, sitters_for
from sheepshead_scorer.rules import (
    PRESETS,
    AllPassHand,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    preset,
    score_hand,
)
from sheepshead_scorer.rules.options import PartnerCall
from sheepshead_scorer.ui.entry.preview import WindowEntryReader
from sheepshead_scorer.ui.widgets.entry_line import EntryLine

ENC = PRESETS["000-encyclopedia"]


@pytest.mark.parametrize(
    ("text", "payouts"),
    [
        # 000 encyclopedia chart, 5-handed: picker +2, partner +1, defenders -1
        ("1374", (2, -1, 1, -1, -1)),
        ("1360", (-2, 1, -1, 1, 1)),  # 60-60 goes to the defenders
        ("1391", (4, -2, 2, -2, -2)),  # schneider
        ("13120", (6, -3, 3, -3, -3)),  # schwarz (all tricks implied by 120)
        ("1a74", (4, -1, -1, -1, -1)),  # alone
        ("l2", (-1, 4, -1, -1, -1)),  # leaster won by seat 2
        ("m", (0, 0, 0, 0, 0)),
    ],
)
def test_preview_pays_what_the_engine_pays(text: str, payouts: tuple[int, ...]) -> None:
    reading = WindowEntryReader(ENC).read(text)
    assert reading.ok, reading.error
    assert reading.score is not None
    assert reading.score.payouts == tuple(Fraction(p) for p in payouts)
    assert reading.outcome is not None
    assert score_hand(ENC, reading.outcome).payouts == reading.score.payouts


@pytest.mark.parametrize(
    ("text", "kind"),
    [("1374", PickedHand), ("l3", LeasterHand), ("m", MisdealHand), ("p2", PenaltyHand)],
)
def test_each_line_makes_its_outcome_type(text: str, kind: type) -> None:
    reading = WindowEntryReader(ENC).read(text)
    assert isinstance(reading.outcome, kind)


def test_doubler_shows_the_doubled_next_hand_before_enter() -> None:
    german = PRESETS["004-german"]
    passed = WindowEntryReader(german).read("d")
    assert isinstance(passed.outcome, AllPassHand)
    reader = WindowEntryReader(german, [passed.outcome])
    reading = reader.read("1374")
    assert reading.score is not None and reading.score.multiplier == 2


def test_refused_line_keeps_the_engine_reason() -> None:
    reading = WindowEntryReader(ENC).read("1374c")  # no cracking in this preset
    assert not reading.ok
    assert "Cracks" in reading.error and "raise “Cracks allowed”" in reading.error  # form label


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1174", "cannot also be the partner"),
        ("13 0/9", "more than the 6 tricks"),
        ("l2 50", "the other seats would not all have more"),
        ("o3", "plays a leaster when nobody picks"),
    ],
)
def test_entry_mistakes_are_named(text: str, message: str) -> None:
    reading = WindowEntryReader(ENC).read(text)
    assert not reading.ok
    assert message in reading.error


def test_six_at_a_five_handed_table_the_dealer_sits_out() -> None:
    six = ENC.for_table(6)
    assert sitters_for(six, 0) == (0,)
    reading = WindowEntryReader(six).read("1274")  # seat 1 deals the first hand and sits out
    assert not reading.ok and "sits out" in reading.error
    reading = WindowEntryReader(six).read("2374")
    assert reading.ok and reading.score is not None
    assert reading.score.payouts[0] == 0


def test_jack_of_diamonds_alone_is_a_jack_solo() -> None:
    reading = WindowEntryReader(PRESETS["004-german"]).read("1a74")
    assert isinstance(reading.outcome, PickedHand)
    assert reading.outcome.call is PartnerCall.JACK_SOLO


def test_three_handed_needs_no_partner_key() -> None:
    three = preset("000-encyclopedia").for_table(3)
    assert shape_for(three).partner_keys == 0
    reading = WindowEntryReader(three).read("274")
    assert reading.ok and reading.score is not None
    assert sum(reading.score.payouts) == 0


def test_the_deal_passes_left_except_after_a_redeal() -> None:
    hands = [
        WindowEntryReader(ENC).read("1374").score,
        WindowEntryReader(ENC).read("m").score,
    ]
    assert all(h is not None for h in hands)
    assert next_dealer(5, [h for h in hands if h is not None]) == 1


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from(sorted(PRESETS)),
    picker=st.integers(1, 5),
    partner=st.integers(0, 5),
    points=st.integers(0, 120),
)
def test_every_readable_picked_line_is_zero_sum(
    name: str, picker: int, partner: int, points: int
) -> None:
    reading = WindowEntryReader(PRESETS[name]).read(f"{picker}{partner}{points}")
    if reading.ok:
        assert reading.score is not None
        assert sum(reading.score.payouts) == 0
    else:
        assert reading.error


def test_the_line_under_the_entry_shows_the_sitting_out_dealer_as_the_sheet_does(
    qtbot: QtBot,
) -> None:
    """The sheet writes "—" for the dealer who sits out at a 6-table; the payouts under the
    entry line said "0" (a director's walk found the two disagreeing)."""
    line = EntryLine()
    qtbot.addWidget(line)
    names = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
    line.set_reader(WindowEntryReader(ENC.for_table(6)), names, "hands")
    qtbot.keyClicks(line.edit, "2374")  # seat 1 deals and sits out
    shown = line.preview.text()
    assert "1 Ann: —" in shown and "1 Ann: 0" not in shown
    assert "2 Bo: " in shown and "Enter saves" in shown
