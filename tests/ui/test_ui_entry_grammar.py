"""The hand-entry grammar: what each typed line means, and clear errors for what it cannot."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheepshead_scorer.entry.grammar import (
    EntryError,
    EntryIntent,
    EntryKind,
    EntryShape,
    PenaltyKey,
    parse_entry,
)

FIVE = EntryShape(seats=5, partner_keys=1)
THREE = EntryShape(seats=3, partner_keys=0)
SEVEN = EntryShape(seats=7, partner_keys=2)


@pytest.mark.parametrize(
    ("text", "shape", "expected"),
    [
        ("1374", FIVE, EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=74)),
        ("13 74", FIVE, EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=74)),
        ("1a45", FIVE, EntryIntent(EntryKind.PICKED, picker=0, alone=True, points=45)),
        ("1045", FIVE, EntryIntent(EntryKind.PICKED, picker=0, alone=True, points=45)),
        ("52120", FIVE, EntryIntent(EntryKind.PICKED, picker=4, partners=(1,), points=120)),
        ("130/1", FIVE, EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=0, tricks=1)),
        ("1388cc", FIVE, EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=88,
                                     cracks=2)),
        ("1388bk", FIVE, EntryIntent(EntryKind.PICKED, picker=0, partners=(2,), points=88,
                                     blitzes=1, kontras=1)),
        ("274", THREE, EntryIntent(EntryKind.PICKED, picker=1, alone=True, points=74)),
        ("13570", SEVEN, EntryIntent(EntryKind.PICKED, picker=0, partners=(2, 4), points=70)),
        ("l2", FIVE, EntryIntent(EntryKind.LEASTER, seat=1)),
        ("l2 15", FIVE, EntryIntent(EntryKind.LEASTER, seat=1, points=15)),
        ("o4", FIVE, EntryIntent(EntryKind.MOSTER, seat=3)),
        ("d", FIVE, EntryIntent(EntryKind.ALL_PASS)),
        ("m", FIVE, EntryIntent(EntryKind.MISDEAL)),
        ("p3", FIVE, EntryIntent(EntryKind.PENALTY, seat=2, penalty=PenaltyKey.MISPLAY)),
        ("p3r", FIVE, EntryIntent(EntryKind.PENALTY, seat=2, penalty=PenaltyKey.RENEGE)),
        ("P3P", FIVE, EntryIntent(EntryKind.PENALTY, seat=2, penalty=PenaltyKey.PEEK)),
        ("p4w", FIVE, EntryIntent(EntryKind.PENALTY, seat=3, penalty=PenaltyKey.MAUER)),
    ],
)
def test_lines_read_as_intended(text: str, shape: EntryShape, expected: EntryIntent) -> None:
    assert parse_entry(text, shape) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("9", "picker seat '9' is not at this table; type a seat 1-5"),
        ("1", "partner's seat"),
        ("13", "card points"),
        ("13200", "more than the 120"),
        ("1374x", "'x' is not understood"),
        ("137/", "after / type the picker side's number of tricks"),
        ("d5", "takes nothing after"),
        ("m1", "takes nothing after"),
        ("l", "leaster winner's seat"),
        ("lx", "leaster winner seat 'x'"),
        ("l2x", "type their card points (or nothing)"),
        ("p3z", "r (renege), p (peek) or w (mauer"),
    ],
)
def test_bad_lines_say_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(EntryError, match=words.replace("(", r"\(").replace(")", r"\)")):
        parse_entry(text, FIVE)


def test_error_points_at_the_offending_key() -> None:
    with pytest.raises(EntryError) as caught:
        parse_entry("1374x", FIVE)
    assert caught.value.position == 4


@given(st.text(alphabet="0123456789abcdlmoprx/ k", max_size=12))
def test_any_typing_either_reads_or_explains(text: str) -> None:
    """No keystroke sequence crashes the line: it reads, or raises EntryError with a message."""
    try:
        intent = parse_entry(text, FIVE)
    except EntryError as exc:
        assert str(exc)
        return
    if intent.kind is EntryKind.PICKED:
        assert intent.points is not None and 0 <= intent.points <= 120
        assert intent.picker is not None and 0 <= intent.picker < 5


@given(
    picker=st.integers(0, 4), partner=st.integers(0, 4), points=st.integers(0, 120)
)
def test_a_normal_hand_takes_at_most_five_keys_before_enter(
    picker: int, partner: int, points: int
) -> None:
    text = f"{picker + 1}{partner + 1}{points}"
    assert len(text) <= 5
    intent = parse_entry(text, FIVE)
    assert (intent.picker, intent.partners, intent.points) == (picker, (partner,), points)
