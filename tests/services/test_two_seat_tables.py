"""Two-seat tables: an event of the two-handed game (002 "Two player rules") seats tables of
two, takes its hands through the one write path, ranks them and prints their score sheets.

The payouts are 002's own numbers for the losing side ("all other players lose 1 point" for
61-90, "lose 2 points" for 91-119, "every other player loses 3 points" when the winners take
every trick), one seat against the other; 60-60 reaches nobody's 61 ("Earn a total of 61 or
more points") and nothing changes hands.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction
from pathlib import Path

import pdfplumber
import pytest
from service_helpers import make_players, seat_players
from sqlalchemy import select, text

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.migrate import downgrade, upgrade
from sheepshead_scorer.store.models import Hand


def two_handed_event(services: Services, players: int, *, table_size: int = 2) -> int:
    event_id = services.create_event(
        EventSpec(
            name="Two-hand night", held_on=date(2026, 12, 2),
            ruleset=preset("002-how-to", players=2, partner_method="two_handed"),
            table_size=table_size, hands_per_session=8,
        )
    ).created
    assert event_id is not None
    for player in make_players(services, players, prefix=f"E{event_id}"):
        services.register(event_id, player)
        services.check_in(event_id, player)
    return event_id


def drawn(services: Services, db: Database, event_id: int, hands: int = 8) -> tuple[
    int, tuple[tuple[int, tuple[int, ...]], ...]
]:
    round_id = services.draw_round(event_id, 1, hands, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    return round_id, seat_players(db, round_id)


def two_handed(dealer: int, seat: int, points: int, tricks: int) -> dict[str, object]:
    """A hand as the entry line `seat points` sends it: the seat whose card points are given."""
    return {"type": "picked", "dealer": dealer, "picker": seat, "partners": [],
            "points": points, "tricks": tricks}


def test_four_players_sit_at_two_tables_of_two(services: Services, db: Database) -> None:
    event_id = two_handed_event(services, 4)
    _, tables = drawn(services, db, event_id)
    assert [len(players) for _, players in tables] == [2, 2]


def test_an_odd_player_out_makes_one_table_of_three(services: Services, db: Database) -> None:
    """Five at a two-handed event: a table of two and one of three, which plays 002's
    "Three player rules" (the picker "compete[s] alone against the other 2 players")."""
    event_id = two_handed_event(services, 5)
    _, tables = drawn(services, db, event_id)
    assert sorted(len(players) for _, players in tables) == [2, 3]
    three = next(table_id for table_id, players in tables if len(players) == 3)
    services.record_hand(three, {"type": "picked", "dealer": 0, "picker": 1, "partners": [],
                                 "points": 70, "tricks": 4})
    # 002: "For 61-90 points, the picker earns 2 points ... all other players lose 1 point"
    assert services.preview_hand(three, two_handed(1, 2, 70, 4)).payouts == (-1, -1, 2)


def test_a_five_hand_event_never_seats_two(services: Services, db: Database) -> None:
    event_id = services.create_event(
        EventSpec(name="Five", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"))
    ).created
    assert event_id is not None
    for player in make_players(services, 7, prefix="F"):
        services.register(event_id, player)
        services.check_in(event_id, player)
    _, tables = drawn(services, db, event_id)
    assert all(len(players) >= 3 for _, players in tables)


def test_hands_pay_002s_numbers_and_the_standings_count_no_picks(
    services: Services, db: Database
) -> None:
    event_id = two_handed_event(services, 2)
    _, tables = drawn(services, db, event_id)
    (table_id, (ann, bob)), = tables
    one = Fraction(1)
    # seat 2 (Bob) took 74: 61-90, "all other players lose 1 point"
    assert services.record_hand(table_id, two_handed(0, 1, 74, 9)).created
    # seat 1 (Ann) took only 25: Bob has 95, "For 91-119 points ... lose 2 points"
    services.record_hand(table_id, two_handed(1, 0, 25, 3))
    # Ann took every trick: "every other player loses 3 points"
    services.record_hand(table_id, two_handed(0, 0, 120, 16))
    # 60-60: nobody reached 61, nothing changes hands
    services.record_hand(table_id, two_handed(1, 1, 60, 8))
    with db.session() as session:
        stored = session.scalars(select(Hand).order_by(Hand.number)).all()
        as_numbers = [tuple(Fraction(p) for p in hand.payouts) for hand in stored]
    assert as_numbers == [(-one, one), (-2 * one, 2 * one), (3 * one, -3 * one), (0 * one, 0 * one)]
    standings = services.event_standings(event_id)
    a, b = standings.row_for(ann).tally, standings.row_for(bob).tally
    assert (a.points, b.points) == (0, 0)  # -1 - 2 + 3 + 0 and its opposite
    assert (a.hands_played, b.hands_played) == (4, 4)
    assert (a.picks, b.picks) == (0, 0)  # nobody picks two-handed
    assert (a.hands_won, a.hands_lost) == (1, 2)
    assert (b.hands_won, b.hands_lost) == (2, 1)
    assert (a.schneiders, b.schneiders) == (1, 1)  # Ann's schwarz, Bob's 95


def test_a_table_size_below_two_is_refused(services: Services) -> None:
    with pytest.raises(InvalidInputError, match="from 2 to 8"):
        services.create_event(
            EventSpec(name="One", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
                      table_size=1)
        )


def test_score_sheet_of_a_two_seat_table_asks_for_seat_and_points(
    services: Services, db: Database, tmp_path: Path
) -> None:
    event_id = two_handed_event(services, 2)
    drawn(services, db, event_id)
    target = tmp_path / "sheets.pdf"
    services.export_document(
        ExportRequest(ExportKind.SCORE_SHEETS, ExportFormat.PDF, event_id=event_id,
                      round_number=1),
        target,
    )
    with pdfplumber.open(target) as pdf:
        page = pdf.pages[0].extract_text() or ""
    assert "Hand Dealer Seat Points" in page
    assert "Picker" not in page and "Partner" not in page


def test_0012_holds_two_seat_tables_and_refuses_to_go_back_with_one(
    services: Services, db: Database
) -> None:
    event_id = two_handed_event(services, 2)
    drawn(services, db, event_id)
    downgrade(db.engine, "0012")  # (0013 changes nothing a two-handed event has)
    with pytest.raises(RuntimeError, match="two-seat tables are stored"):
        downgrade(db.engine, "0011")
    with db.engine.begin() as connection:
        connection.execute(text("DELETE FROM seats"))
        connection.execute(text("DELETE FROM game_tables"))
    downgrade(db.engine, "0011")
    insert = text("INSERT INTO game_tables (round_id, number, seats) "
                  "SELECT id, 9, 2 FROM rounds")
    with pytest.raises(Exception, match=r"(?i)check"), db.engine.begin() as connection:
        connection.execute(insert)
    upgrade(db.engine)
    with db.engine.begin() as connection:
        connection.execute(insert)
        with pytest.raises(Exception, match=r"(?i)check"):
            connection.execute(text("UPDATE game_tables SET seats = 1"))
