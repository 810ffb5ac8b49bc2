"""Typing the issue-16 house rules: the picker's own tricks, runners, dealer's choice, the
J♦ picker's ace call, and a table's last hand — read into the engine's outcome and payouts."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sheepshead_scorer.entry.grammar import (
    EntryError,
    EntryIntent,
    EntryKind,
    EntryShape,
    parse_entry,
)
from sheepshead_scorer.rules import LeasterHand, PickedHand, preset
from sheepshead_scorer.ui.entry.preview import WindowEntryReader

FIVE = EntryShape(seats=5, partner_keys=1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("13 74/3/0", EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=74, tricks=3,
                                  picker_tricks=0)),
        ("13 74r3", EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=74, runners=3)),
        ("13 74 r4 c /3/2", EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=74,
                                        tricks=3, picker_tricks=2, runners=4, cracks=1)),
    ],
)
def test_the_new_keys_read_as_intended(text: str, expected: EntryIntent) -> None:
    assert parse_entry(text, FIVE) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1374r", "after r type how many top trump ran unbroken"),
        ("1374/3/", "after the second / type the tricks the picker took personally"),
    ],
)
def test_half_typed_keys_say_what_is_missing(text: str, words: str) -> None:
    with pytest.raises(EntryError, match=words):
        parse_entry(text, FIVE)


def test_the_picker_must_take_a_trick_asks_for_the_picker_s_own_tricks() -> None:
    reader = WindowEntryReader(preset("000-encyclopedia", picker_needs_trick=True))
    missing = reader.read("13 74")
    assert not missing.ok and "e.g. 13 74/4/1" in missing.error  # the implied tricks
    lost = reader.read("13 74/3/0")
    assert lost.ok and lost.score is not None
    assert lost.score.payouts[0] == -2 and lost.score.picker_side_won is False
    won = reader.read("13 74/3/1")
    assert won.score is not None and won.score.payouts[0] == 2
    too_many = reader.read("13 74/3/4")
    assert "cannot take 4 of the side's 3 tricks" in too_many.error
    assert reader.read("1a 74").ok  # alone: the side's tricks are the picker's


def test_runners_pay_per_card_of_the_run() -> None:
    reading = WindowEntryReader(preset("000-encyclopedia", runner_units=1)).read("13 74r3")
    assert reading.score is not None
    assert reading.score.payouts == tuple(Fraction(p) for p in (8, -4, 4, -4, -4))
    assert isinstance(reading.outcome, PickedHand) and reading.outcome.runners == 3


def test_dealers_choice_takes_a_leaster_or_a_doubler() -> None:
    rs = preset("000-encyclopedia", nobody_picks="dealers_choice")
    leaster = WindowEntryReader(rs).read("l2")
    assert isinstance(leaster.outcome, LeasterHand)
    passed = WindowEntryReader(rs).read("d")
    assert passed.score is not None and passed.score.doubles_next == 1
    assert "moster" in WindowEntryReader(rs).read("o2").error


def test_the_jack_picker_may_call_an_ace() -> None:
    """With jack_picker_calls_ace the J♦ table's partner line stays the same keys; the call
    is the method's ordinary one (jack), a named ace call is the engine's."""
    rs = preset("004-german", jack_picker_calls_ace=True)
    assert WindowEntryReader(rs).read("13 74").ok


def test_one_hand_too_many_says_the_round_is_full() -> None:
    rs = preset("000-encyclopedia", last_hand_doubled=True)
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
    reader = WindowEntryReader(rs, [hand] * 2, hands_total=2)
    assert "already has all 2 hands" in reader.read("13 74").error
    last = WindowEntryReader(rs, [hand], hands_total=2).read("13 74")
    assert last.score is not None and last.score.multiplier == 2


def test_a_two_handed_line_names_the_seat_and_its_points() -> None:
    """002 two player rules: `2 74` — seat 2 took 74 card points, seat 1 the other 46."""
    rs = preset("000-encyclopedia").for_table(2)
    reading = WindowEntryReader(rs).read("2 74")
    assert reading.score is not None and reading.score.payouts == (-1, 1)
    assert isinstance(reading.outcome, PickedHand) and reading.outcome.tricks == 10


def test_schiller_refuses_a_pass_in_the_last_round_in_the_director_s_words() -> None:
    rs = preset("000-encyclopedia", schiller_last_round=True, nobody_picks="dealers_choice")
    hand = PickedHand(dealer=0, picker=1, partners=(3,), points=75, tricks=3)
    reader = WindowEntryReader(rs, [hand] * 5, hands_total=10)
    assert "the last round is Schiller: nobody may pass" in reader.read("d").error
    assert "Schiller" in reader.read("l2").error
    # 000 Schiller: "the first person after the dealer has to pick": the sixth hand's dealer
    # is seat 1, so seat 2 picks, not the dealer
    assert reader.read("24 74").ok
    assert "the first player after the dealer" in reader.read("13 74").error
    assert WindowEntryReader(rs, [], hands_total=10).read("d").ok  # not yet the last round


def test_the_sheet_line_names_runners_a_tie_and_the_doubled_next_hand() -> None:
    from sheepshead_scorer.ui.entry.describe import describe_hand

    rs = preset("000-encyclopedia", tie_doubles_next=True, runner_units=1)
    reading = WindowEntryReader(rs).read("13 60r3")
    assert reading.outcome is not None and reading.score is not None
    line = describe_hand(reading.outcome, reading.score)
    assert "lost 60" in line and "3 runners" in line and "next hand doubled" in line
    two = WindowEntryReader(preset("000-encyclopedia").for_table(2)).read("1 60")
    assert two.outcome is not None and two.score is not None
    assert "tied 60" in describe_hand(two.outcome, two.score)
