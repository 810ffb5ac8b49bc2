"""Sheep Head (000 "Sheep Head variant") in the app: an event whose tables play the fox game,
its hands through the one write path (``record_hand`` / ``correct_hand`` / ``delete_hand``,
the event write lock, the tallies), games and points won in the standings, and the hand log.

The numbers are 000's own: "the fox, 1 point"; "7 to 9 counters is one point, and 10 to 12
counters is two points"; a buck, "the team wins 7 points"; automatic bucking, "the team
automatically wins 14 points"; "The game is usually played to 21 or 42 points and whichever
team reaches the number wins". Team 0 is seats 1 and 3, team 1 seats 2 and 4.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber
import pytest
from service_helpers import make_players, seat_players
from sqlalchemy import select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.rules.sheep_head import FoxRules
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.errors import (
    InvalidInputError,
    RuleViolationError,
    WrongStateError,
)
from sheepshead_scorer.services.documents.exporting import ExportFormat, ExportKind, ExportRequest
from sheepshead_scorer.services.standings.tally_recount import tally_drift
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.migrate import downgrade
from sheepshead_scorer.store.models import AuditEntry, HandResult


def fox_event(services: Services, players: int, target: int = 21) -> int:
    event_id = services.create_event(
        EventSpec(name="Fox night", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
                  table_size=4, table_game=FoxRules(target), hands_per_session=30)
    ).created
    assert event_id is not None
    for player in make_players(services, players, prefix=f"S{event_id}"):
        services.register(event_id, player)
        services.check_in(event_id, player)
    return event_id


def one_table(services: Services, db: Database, event_id: int) -> tuple[int, tuple[int, ...]]:
    round_id = services.draw_round(event_id, 1, 30, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    (table_id, seated), *_ = seat_players(db, round_id)
    return table_id, seated


def fox(dealer: int, **what: int) -> dict[str, object]:
    return {"type": "fox", "dealer": dealer, **what}


def stored_points(db: Database, table_id: int) -> list[tuple[int, ...]]:
    from sheepshead_scorer.store.models import Hand

    with db.session() as session:
        hands = session.scalars(
            select(Hand).where(Hand.table_id == table_id).order_by(Hand.number)
        ).all()
        return [tuple(int(p) for p in hand.payouts) for hand in hands]


def test_hands_score_000s_numbers_and_a_game_to_21_is_counted(
    services: Services, db: Database
) -> None:
    event_id = fox_event(services, 4)
    table_id, seated = one_table(services, db, event_id)
    # seats 1+3 took the fox and 9 counters: 1 + 1; seats 2+4 the other 4 counters: 0
    services.record_hand(table_id, fox(0, fox=0, counters=9))
    # the fox to seats 2+4, who also hold 10 counters (seats 1+3 took 3): 1 + 2
    services.record_hand(table_id, fox(1, fox=1, counters=3))
    # seat 2 was dealt all six fox catchers: automatic buck, 14 (team 1 now 17)
    services.record_hand(table_id, fox(2, automatic_buck=1))
    # seats 2+4 took every trick: a buck, 7; team 1 reaches 24 >= 21 and wins game 1
    services.record_hand(table_id, fox(3, buck=1))
    assert stored_points(db, table_id) == [
        (2, 0, 2, 0), (0, 3, 0, 3), (0, 14, 0, 14), (0, 7, 0, 7),
    ]
    standings = services.event_standings(event_id)
    team0, team1 = (seated[0], seated[2]), (seated[1], seated[3])
    for player in team1:
        tally = standings.row_for(player).tally
        assert (tally.points, tally.games_won, tally.hands_played) == (24, 1, 4)
        assert tally.picks == 0
    for player in team0:
        tally = standings.row_for(player).tally
        assert (tally.points, tally.games_won) == (2, 0)
    assert standings.rows[0].player_id in team1
    with db.session() as session:
        assert tally_drift(session, event_id) == []
        won = session.scalars(select(HandResult.player_id).where(HandResult.game_won)).all()
        assert sorted(won) == sorted(team1)


def test_a_correction_moves_the_game_and_a_delete_takes_it_back(
    services: Services, db: Database
) -> None:
    event_id = fox_event(services, 4)
    table_id, seated = one_table(services, db, event_id)
    first = services.record_hand(table_id, fox(0, automatic_buck=1)).created
    services.record_hand(table_id, fox(1, buck=1))  # 14 + 7 = 21: team 1 wins game 1
    third = services.record_hand(table_id, fox(2, fox=0, counters=10)).created  # game 2: 3-0
    assert first is not None and third is not None
    games = services.event_standings(event_id).row_for(seated[1]).tally.games_won
    assert games == 1
    # hand 1 was a played hand, not an automatic buck: team 1 has 7 (+1 fox, 0 counters)
    changes = services.correct_hand(first, fox(0, fox=1, counters=7), expected_version=1)
    assert len(changes.hands) >= 2  # the later hands' game moved with it
    standings = services.event_standings(event_id)
    assert standings.row_for(seated[1]).tally.games_won == 0
    assert standings.row_for(seated[1]).tally.points == 1 + 7  # fox, then the buck
    assert standings.row_for(seated[0]).tally.points == 1 + 3  # 7 counters, then 10 + fox
    with db.session() as session:
        assert tally_drift(session, event_id) == []
        assert session.scalars(select(HandResult).where(HandResult.game_won)).all() == []
        actions = session.scalars(
            select(AuditEntry.action).where(AuditEntry.entity == "hand")
        ).all()
        assert "correct" in actions and "rescore" in actions
    versions = {row_id: after for _, row_id, _, after in changes.versions}
    services.delete_hand(third, expected_version=versions.get(third, 1))
    with db.session() as session:
        assert tally_drift(session, event_id) == []


def test_the_wrong_game_s_hand_is_refused_at_a_table(services: Services, db: Database) -> None:
    event_id = fox_event(services, 4)
    table_id, _ = one_table(services, db, event_id)
    with pytest.raises(RuleViolationError, match="Sheep Head hand"):
        services.record_hand(table_id, {"type": "picked", "dealer": 0, "picker": 1,
                                        "partners": [], "points": 70, "tricks": 3})
    with pytest.raises(RuleViolationError, match="exactly one"):
        services.record_hand(table_id, fox(0, fox=0, counters=9, buck=1))
    assert stored_points(db, table_id) == []


def test_sheep_head_seats_four_at_every_table(services: Services, db: Database) -> None:
    event_id = fox_event(services, 6)
    with pytest.raises(WrongStateError, match="multiple of four"):
        services.draw_round(event_id, 1, 10, seed=7)
    with pytest.raises(InvalidInputError, match="four players"):
        services.create_event(
            EventSpec(name="Five fox", held_on=date(2026, 12, 2), ruleset=preset("002-how-to"),
                      table_size=5, table_game=FoxRules())
        )
    eight = fox_event(services, 8)
    round_id = services.draw_round(eight, 1, 10, seed=7).created
    assert round_id is not None
    assert [len(players) for _, players in seat_players(db, round_id)] == [4, 4]


def test_the_hand_log_names_the_fox_the_counters_the_bucks_and_the_game(
    services: Services, db: Database, tmp_path: Path
) -> None:
    event_id = fox_event(services, 4)
    table_id, _ = one_table(services, db, event_id)
    services.record_hand(table_id, fox(0, fox=0, counters=9))
    services.record_hand(table_id, fox(1, automatic_buck=1))
    services.record_hand(table_id, fox(2, buck=1))
    services.record_hand(table_id, fox(3, fox=1, counters=3))  # seats 2+4: the fox and 10
    target = tmp_path / "log.pdf"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.PDF, event_id=event_id), target
    )
    with pdfplumber.open(target) as pdf:
        text = " ".join(" ".join(page.extract_text() or "" for page in pdf.pages).split())
    assert "Sheep Head" in text
    assert "teams:" in text  # the heading names the teams in the game score's order
    assert "counters 9–4" in text and "game 1: 2–0" in text
    assert "automatic buck:" in text and "game 1: 2–14" in text
    assert "buck:" in text and "game 1: 2–21 (won)" in text
    assert "counters 10–3" in text and "game 2: 0–3" in text  # the fox team's counters first
    csv_target = tmp_path / "log.csv"
    services.export_document(
        ExportRequest(ExportKind.HANDS, ExportFormat.CSV, event_id=event_id), csv_target
    )
    assert "fox" in csv_target.read_text(encoding="utf-8-sig")


def test_0013_keeps_a_sheep_head_event_from_an_older_version(
    services: Services, db: Database
) -> None:
    fox_event(services, 4)
    with pytest.raises(RuntimeError, match="Sheep Head events are stored"):
        downgrade(db.engine, "0012")


def test_a_sheep_head_row_gives_back_the_fox_hand_it_was_stored_from(
    services: Services, db: Database
) -> None:
    """The hand-entry screen scores, corrects and undoes from ``table_outcome_of_row``: each
    kind of Sheep Head hand comes back from its row exactly as it was stored."""
    from sheepshead_scorer.rules import table_outcome_from_dict
    from sheepshead_scorer.services.door import reads as ui_queries
    from sheepshead_scorer.services.hand_log.hand_log_outcome import table_outcome_of_row

    event_id = fox_event(services, 4)
    table_id, _ = one_table(services, db, event_id)
    stored = [fox(0, fox=0, counters=9), fox(1, fox=1, counters=3), fox(2, buck=0),
              fox(3, automatic_buck=1), fox(0, fox=1, counters=12)]
    for outcome in stored:
        services.record_hand(table_id, outcome)
    rows = ui_queries.hands(services._ctx, table_id)
    assert [table_outcome_of_row(row) for row in rows] == [
        table_outcome_from_dict(outcome) for outcome in stored
    ]


def test_table_entry_from_phones_is_refused_at_a_sheep_head_event(services: Services) -> None:
    """The phones read the picker game's line (``entry.reading``) only: turning them on at a
    Sheep Head event is refused, and nothing changes."""
    event_id = fox_event(services, 4)
    with pytest.raises(WrongStateError, match="entered at the desk"):
        services.set_table_entry(event_id, True)
    assert services.set_table_entry(event_id, False).events == (event_id,)  # off stays fine


def test_the_correction_line_of_each_sheep_head_hand_reads_back_as_that_hand() -> None:
    """F2 pre-fills ``fox_entry_text``: typed back at the hand's place it is the same hand."""
    from sheepshead_scorer.entry.fox import FoxEntryReader, fox_entry_text
    from sheepshead_scorer.rules.sheep_head import FoxHand

    hands = [FoxHand(dealer=0, fox=0, counters=9), FoxHand(dealer=1, fox=1, counters=3),
             FoxHand(dealer=2, buck=0), FoxHand(dealer=3, automatic_buck=1),
             FoxHand(dealer=0, buck=1), FoxHand(dealer=1, automatic_buck=0),
             FoxHand(dealer=2, fox=1, counters=12)]
    assert [fox_entry_text(h) for h in hands] == ["1 9", "2 10", "b1", "a2", "b2", "a1", "2 1"]
    for index, hand in enumerate(hands):
        reader = FoxEntryReader(FoxRules(42), hands, replacing=index)
        assert reader.read(fox_entry_text(hand)).outcome == hand
