"""The one place a standing line is made (``services.standing_rows``): the live lines equal
lines made with every check, and after one hand only the players whose place moved get a new
line object (the screen repaints just those)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from service_helpers import make_setup, picked

from sheepshead_scorer.exports import StandingRow
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.standings.standing_rows import StandingLines, standing_row
from sheepshead_scorer.store import Database
from sheepshead_scorer.tournament import LiveStandings, Placement, PlayerTally


def test_a_live_line_is_the_line_made_with_every_check(
    services: Services, db: Database
) -> None:
    setup = make_setup(services, db, players=10, hands=2)
    services.record_hand(setup.tables[0][0], picked(dealer=0, picker=1, partners=(2,)))
    report = services.event_standings(setup.event_id)
    assert len(report.rows) == 10
    for row in report.rows:
        assert row.tally is not None and row.player_id is not None
        checked = StandingRow(
            rank=row.rank, player=row.player, total=row.tally.points, tied=row.tied,
            played=row.tally.hands_played, games=row.tally.games_won,
            player_id=row.player_id, tally=row.tally, decided_by=row.decided_by,
        )
        assert row == checked and type(row.total) is Fraction


def test_only_the_players_who_moved_get_a_new_line() -> None:
    tallies = {p: PlayerTally(p, points=Fraction(10 * p)) for p in range(1, 11)}  # 10 best
    live = LiveStandings(tallies.values())
    names = {p: f"Player {p}" for p in tallies}
    lines = StandingLines()
    before = lines.rows("event", live.standings, names, {})
    assert [row.player_id for row in before] == list(range(10, 0, -1))
    assert lines.rows("event", live.standings, names, {}) is before  # nothing changed
    live.update([PlayerTally(4, points=Fraction(75))])  # 40 → 75: passes 5, 6 and 7
    after = lines.rows("event", live.standings, names, {})
    assert [row.player_id for row in after] == [10, 9, 8, 4, 7, 6, 5, 3, 2, 1]
    moved = {row.player_id for row in after if all(row is not old for old in before)}
    assert moved == {4, 7, 6, 5}
    assert after[3] == standing_row(live.standings.rows[3], "Player 4")
    renamed = lines.rows("event", live.standings, {**names, 1: "Renamed"}, {})
    assert renamed[-1].player == "Renamed"
    paid = lines.rows("event", live.standings, names, {10: 5000})
    assert paid[0].prize_cents == 5000 and paid[1] == after[1]


def test_a_page_read_after_one_hand_makes_that_page_only(monkeypatch: pytest.MonkeyPatch) -> None:
    tallies = {p: PlayerTally(p, points=Fraction(p)) for p in range(1, 2001)}
    live = LiveStandings(tallies.values())
    names = {p: f"Player {p}" for p in tallies}
    lines = StandingLines()
    first = lines.rows("event", live.standings, names, {}).all()  # the screen read them all
    made: list[int] = []
    ranked = StandingRow.ranked

    def counted(placement: Placement, player: str, *, prize_cents: int) -> StandingRow:
        made.append(placement.player_id)
        return ranked(placement, player, prize_cents=prize_cents)

    monkeypatch.setattr(StandingRow, "ranked", counted)
    live.update([PlayerTally(3, points=Fraction(1500))])  # passes 500 players, from 1998th
    after = lines.rows("event", live.standings, names, {})
    assert made == [] and len(after) == 2000  # the lines are made when read
    page = after[490:510]
    assert page[:10] == first[490:500] and all(  # above player 3's new place: kept as is
        a is b for a, b in zip(page[:10], first[490:500], strict=True)
    )
    assert made == [3, 1500, *range(1499, 1491, -1)]  # from player 3 down: made once, on read
    assert after[490:510] == page and len(made) == 10
    assert [row.rank for row in page[9:13]] == [500, 501, 501, 503]  # 3 ties 1500 on 1,500
    assert page == tuple(
        standing_row(p, f"Player {p.player_id}") for p in live.standings.rows[490:510]
    )
