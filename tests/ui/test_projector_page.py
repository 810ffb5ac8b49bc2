"""The projector's page sets only the cells whose words changed (issue 26): a hand that
swaps two players' places touches their two rows, not the page."""

from __future__ import annotations

from fractions import Fraction

from pytestqt.qtbot import QtBot

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.ui.projector.projector_page import StandingsPage

HEADINGS = ("#", "Player", "Points", "Hands")


def _lines(totals: list[tuple[str, int]]) -> list[StandingRow]:
    ranked = sorted(totals, key=lambda t: -t[1])
    return [StandingRow(rank=n, player=name, total=Fraction(points), played=4)
            for n, (name, points) in enumerate(ranked, start=1)]


def test_a_hand_that_swaps_two_places_sets_two_rows_only(qtbot: QtBot) -> None:
    page = StandingsPage()
    qtbot.addWidget(page)
    totals = [(f"Player {n:02d}", 100 - 3 * n) for n in range(18)]
    page.show_lines(_lines(totals), HEADINGS)
    assert page.text().splitlines()[:2] == ["#\tPlayer\tPoints\tHands", "1\tPlayer 00\t+100\t4"]
    before = page.sets
    totals[5] = ("Player 05", 89)  # Player 05 passes Player 04 (88): rows 5 and 6 change
    page.show_lines(_lines(totals), HEADINGS)
    assert page.sets - before == 4  # names and points of two rows; ranks stay
    assert page.text().splitlines()[5] == "5\tPlayer 05\t+89\t4"
    page.show_lines(_lines(totals), HEADINGS, show_hands=False)  # a round-totals event
    assert page.text().splitlines()[0] == "#\tPlayer\tPoints"
    page.show_message("No results yet.")
    assert page.text() == "No results yet."
