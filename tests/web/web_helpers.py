"""An event the floor-network tests look at: two tables of five, a few hands, prizes."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.remote.webelement import WebElement
from sqlalchemy import func, select

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, ServiceError, Services
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Base

EVIL = "<script>alert(1)</script>"


def picked(dealer: int, picker: int, partner: int, points: int) -> dict[str, Any]:
    return {"type": "picked", "dealer": dealer, "picker": picker, "partners": [partner],
            "points": points, "tricks": 3 if points > 60 else 2}


@dataclass(frozen=True)
class FloorEvent:
    event_id: int
    season_id: int
    round_id: int
    tables: tuple[q.TableRow, ...]
    players: tuple[int, ...]
    evil_id: int


def make_floor_event(
    services: Services, *, hands: int = 3, name: str = "Fall Classic"
) -> FloorEvent:
    league = services.create_league("Dairyland League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    event = services.create_event(EventSpec(
        name=name, held_on=date(2026, 11, 28), ruleset=preset("000-encyclopedia"),
        venue="VFW Hall", hands_per_session=12, entry_fee_cents=2000,
        prize_scheme={"place_percents": [50, 30, 20]}, season_id=season,
    )).created
    assert event is not None
    players = []
    for n in range(10):
        player_name = EVIL if n == 3 else f"Player {n + 1}"
        created = services.create_player(PlayerFields(
            name=player_name, member_number=f"M-{9000 + n}", contact=f"p{n}@example.org",
        )).created
        assert created is not None
        services.register(event, created)
        services.check_in(event, created)
        players.append(created)
    round_id = services.draw_round(event, 1, 12, seed=3).created
    assert round_id is not None
    services.publish_round(round_id)
    tables = tuple(q.tables(services._ctx, round_id))
    for number in range(hands):
        services.record_hand(tables[0].id, picked(number % 5, (number + 1) % 5, (number + 2) % 5,
                                                  70 + number))
    # the player with the dangerous name picks at table 2 (seat 2), so they are in the standings
    services.record_hand(tables[1].id, picked(0, 1, 2, 80))
    return FloorEvent(event, season, round_id, tables, tuple(players), players[3])


def row_counts(db: Database) -> dict[str, int]:
    with db.session() as session:
        return {
            name: int(session.scalar(select(func.count()).select_from(table)) or 0)
            for name, table in Base.metadata.tables.items()
        }


def confirm_every_hand(services: Services, checker: str, code: str) -> None:
    """A player confirms every hand the desk entered (the sheet is signed only then)."""
    seats = [checker, *(s.code for t in services.table_progress(
        services.table_sheet(code).access.round_id) for s in t.seats
        if t.table_id == services.table_sheet(code).access.table_id)]
    for hand in services.table_sheet(code).hands:
        for seat_code in seats:  # the first player of the other side
            try:
                services.mark_table_hand(seat_code, hand.id, expected_version=hand.version,
                                         confirm=True, device="phone B")
                break
            except ServiceError:
                continue


def page_gone(element: WebElement) -> bool:
    """The page of ``element`` was replaced: Chromium says so as a stale element, or (caught
    between two documents) as a node that "does not belong to the document"."""
    try:
        element.is_enabled()
    except StaleElementReferenceException:
        return True
    except WebDriverException as exc:
        if "does not belong to the document" in str(exc):
            return True
        raise
    return False
