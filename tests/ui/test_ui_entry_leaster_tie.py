"""A tied leaster typed on the entry line (docs/ui.md): ``l1t3`` — seats 1 and 3 tied for the
fewest card points — and ``l1t3 20`` (20 points each).

Expected payouts from the rules card, 003: "the Leaster winner collects one unit (25¢) from
each of the other four players. If two players tie for fewest points, either split the pot or
re-deal — agree before you start." ``leaster_tie=redeal``: nobody pays and the same dealer
deals again; ``split``: the three others pay their unit as usual and the two tied winners
share it (docs/rules.md: "the losers pay as usual, the tied winners split it exactly"), 3/2
each; ``no_exchange``: nobody pays, the deal passes on.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_ui_round_in_play import focused, hand_entry, open_window
from ui_helpers import make_event

from sheepshead_scorer.entry.grammar import EntryError, EntryIntent, EntryKind, parse_entry
from sheepshead_scorer.entry.outcomes import shape_for
from sheepshead_scorer.entry.unparse import entry_text
from sheepshead_scorer.rules import LeasterHand, preset, score_hand
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.door.bus import AppBus
from sheepshead_scorer.ui.entry.describe import describe_hand
from sheepshead_scorer.ui.entry.preview import WindowEntryReader
from sheepshead_scorer.ui.preferences.settings import AppSettings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

SPLIT = preset("003-rules-card")  # leaster_tie=split
REDEAL = preset("003-rules-card", leaster_tie="redeal")
NO_EXCHANGE = preset("003-rules-card", leaster_tie="no_exchange")
MOSTER = preset("003-rules-card", nobody_picks="moster")
SHAPE = shape_for(SPLIT)


def pays(*units: Fraction | int) -> tuple[Fraction, ...]:
    return tuple(Fraction(u) for u in units)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("l1t3", EntryIntent(EntryKind.LEASTER, seat=0, tied=(2,))),
        ("l1t3 20", EntryIntent(EntryKind.LEASTER, seat=0, tied=(2,), points=20)),
        ("l 3 t 1 t 5 1 0", EntryIntent(EntryKind.LEASTER, seat=2, tied=(0, 4), points=10)),
        ("o2t4", EntryIntent(EntryKind.MOSTER, seat=1, tied=(3,))),
        ("l13", EntryIntent(EntryKind.LEASTER, seat=0, points=3)),  # no t: seat 1, 3 points
    ],
)
def test_a_tie_reads_as_the_seats_after_t(text: str, expected: EntryIntent) -> None:
    assert parse_entry(text, SHAPE) == expected


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("l1t1", "seat 1 is already in the tie"),
        ("l1t3t3", "seat 3 is already in the tie"),
        ("l1t", "type the tied player's seat (1-5)"),
        ("l1t9", "tied player seat '9' is not at this table"),
        ("l1t3x", "or t and a seat tied with them (l1t3)"),
    ],
)
def test_a_bad_tie_says_what_to_type(text: str, words: str) -> None:
    with pytest.raises(EntryError) as caught:
        parse_entry(text, SHAPE)
    assert words in str(caught.value)


@pytest.mark.parametrize(
    ("rules", "text", "payouts", "redeal", "words"),
    [
        (REDEAL, "l1t3", pays(0, 0, 0, 0, 0), True, "leaster tie 1, 3 — redealt"),
        (REDEAL, "l1t3 20", pays(0, 0, 0, 0, 0), True, "leaster tie 1, 3 — redealt"),
        (SPLIT, "l1t3", pays(Fraction(3, 2), -1, Fraction(3, 2), -1, -1), False,
         "leaster tie 1, 3 — split"),
        (SPLIT, "l2t5 7", pays(-1, Fraction(3, 2), -1, -1, Fraction(3, 2)), False,
         "leaster tie 2, 5 — split"),
        (SPLIT, "l1t3t5", pays(Fraction(2, 3), -1, Fraction(2, 3), -1, Fraction(2, 3)), False,
         "leaster tie 1, 3, 5 — split"),
        (NO_EXCHANGE, "l1t3", pays(0, 0, 0, 0, 0), False, "leaster tie 1, 3 — no exchange"),
        (MOSTER, "o2t4", pays(1, Fraction(-3, 2), 1, Fraction(-3, 2), 1), False,
         "moster tie 2, 4 — split"),
        (SPLIT, "l2", pays(-1, 4, -1, -1, -1), False, "leaster won by 2"),  # 003: one winner
    ],
)
def test_a_tie_pays_as_the_rules_card_says_and_the_preview_names_it(
    rules: object, text: str, payouts: tuple[Fraction, ...], redeal: bool, words: str
) -> None:
    assert rules in (SPLIT, REDEAL, NO_EXCHANGE, MOSTER)
    reading = WindowEntryReader(rules, ()).read(text)  # type: ignore[arg-type]
    assert reading.ok, reading.error
    assert reading.score is not None and isinstance(reading.outcome, LeasterHand)
    assert reading.score.payouts == payouts
    assert reading.score.redeal is redeal
    assert score_hand(rules, reading.outcome).payouts == payouts  # type: ignore[arg-type]
    assert describe_hand(reading.outcome, reading.score) == words


def test_a_redealt_tie_is_dealt_again_by_the_same_dealer() -> None:
    for rules, dealer in ((REDEAL, 0), (SPLIT, 1)):
        tie = WindowEntryReader(rules).read("l1t3").outcome
        assert isinstance(tie, LeasterHand)
        assert WindowEntryReader(rules, [tie]).dealer == dealer


@pytest.mark.parametrize(
    ("text", "points", "typed", "again"),
    [
        ("l1t3 20", (20, 27, 20, 27, 26), (0, 2), "l1t3 20"),
        ("l3t1 20", (20, 27, 20, 27, 26), (0, 2), "l1t3 20"),
        ("l1t3", (0, 40, 0, 40, 40), (0, 2), "l1t3"),  # the tie's seats, typed or not
        ("l1t3t5 10", (10, 45, 10, 45, 10), (0, 2, 4), "l1t3t5 10"),
    ],
)
def test_a_tie_records_the_typed_seats_and_f2_gives_the_line_back(
    text: str, points: tuple[int, ...], typed: tuple[int, ...], again: str
) -> None:
    for rules in (SPLIT, REDEAL):
        outcome = WindowEntryReader(rules).read(text).outcome
        assert isinstance(outcome, LeasterHand)
        assert outcome.points == points and sum(outcome.tricks) == 6
        assert all(outcome.tricks[s] == 1 for s in typed)  # 001: no trick, no winner
        assert outcome.points_typed == typed  # a hand log must name the tie (none pays)
        assert entry_text(rules, outcome) == again


def test_tied_points_the_others_cannot_beat_are_refused() -> None:
    reading = WindowEntryReader(SPLIT).read("l1t3 40")  # 3 × 40 + 2 × 40 > 120: nobody has more
    assert not reading.ok
    assert "seats 1, 3 cannot have 40 points each" in reading.error


@pytest.mark.parametrize(
    ("tie", "words", "payouts", "next_dealer"),
    [
        ("redeal", "leaster tie 1, 3 — redealt", pays(0, 0, 0, 0, 0), 0),
        ("split", "leaster tie 1, 3 — split",
         pays(Fraction(3, 2), -1, Fraction(3, 2), -1, -1), 1),
    ],
)
def test_a_tied_leaster_typed_in_the_window(
    qtbot: QtBot, backend: Backend, bus: AppBus, settings: AppSettings,
    tie: str, words: str, payouts: tuple[Fraction, ...], next_dealer: int,
) -> None:
    ready = make_event(backend, 10, ruleset=preset("003-rules-card", leaster_tie=tie))
    window = open_window(qtbot, backend, bus, settings)
    window.reload_events(select=ready.event_id)
    screen = hand_entry(qtbot, window)
    for key in "l1t3":
        qtbot.keyClicks(focused(), key)
    preview = screen.model.line_at(0)
    assert preview.preview and preview.description == words and preview.payouts == payouts
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert screen.entry.edit.text() == ""
    stored = backend.hands(screen.table_box.currentData().id)
    assert len(stored) == 1 and stored[0].payouts == payouts
    qtbot.waitUntil(lambda: screen.model.hand_count() == 1)
    assert screen.model.line_at(0).description == words
    qtbot.keyClicks(focused(), "1374")  # the next hand: dealt again by seat 1 after a redeal
    assert screen.model.line_at(1).preview and screen.model.line_at(1).dealer == next_dealer
