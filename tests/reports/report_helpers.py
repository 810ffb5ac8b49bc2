"""A small demo-like event built through the services: umlauts and a suit in the names, a
prize scheme, two rounds of hands (picked, alone, leaster, penalty) and a drawn third round."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, PlayerFields, Services
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.tournament import FixedSeat

NAMES = (
    "Jürgen Müller", "Anna Schröder", "Zoë Weiß", "Karl ♣ Kreuz", "Ute Bär",
    "Hans Öztürk", "Paula Neumann", "Rudi Zimmer", "Greta Lang", "Otto Schulz",
)
PRIZE_SCHEME = {"house_percent": "10", "place_percents": ["50", "30", "20"]}
FEE_CENTS = 2000


@dataclass(frozen=True)
class DemoEvent:
    event_id: int
    players: dict[str, int]
    season_id: int


def _picked(dealer: int, picker: int, partners: list[int], points: int, tricks: int) -> dict[
        str, Any]:
    return {"type": "picked", "dealer": dealer, "picker": picker, "partners": partners,
            "points": points, "tricks": tricks}


HAND_SCRIPT = (
    lambda d: _picked(d, (d + 1) % 5, [(d + 2) % 5], 70, 3),
    lambda d: {**_picked(d, (d + 2) % 5, [], 95, 5), "call": "alone"},
    lambda d: {"type": "leaster", "dealer": d, "points": [10, 30, 40, 25, 15],
               "tricks": [1, 1, 2, 1, 1]},
    lambda d: _picked(d, (d + 3) % 5, [(d + 1) % 5], 40, 2),
    lambda d: {"type": "penalty", "dealer": d, "offender": (d + 4) % 5, "reason": "misplay"},
    lambda d: _picked(d, (d + 1) % 5, [(d + 4) % 5], 61, 3),
)


def play_round(services: Services, round_id: int, hands: int, shift: int = 0) -> None:
    for index, table in enumerate(q.tables(services._ctx, round_id)):
        dealer = 0
        for n in range(hands):
            outcome = HAND_SCRIPT[(n + index + shift) % len(HAND_SCRIPT)](dealer)
            services.record_hand(table.id, outcome)
            dealer = (dealer + 1) % 5


def build_event(services: Services, *, name: str = "Herbstturnier ♠ Fall Classic",
                season: bool = True) -> DemoEvent:
    season_id = 0
    if season:
        league = services.create_league("Dienstagsliga").created
        assert league is not None
        created = services.create_season(league, "2026", starts_on=date(2026, 9, 1)).created
        assert created is not None
        season_id = created
    event = services.create_event(EventSpec(
        name=name, held_on=date(2026, 10, 3), ruleset=preset("000-encyclopedia"),
        venue="Turner Hall", hands_per_session=20, entry_fee_cents=FEE_CENTS,
        prize_scheme=PRIZE_SCHEME, season_id=season_id or None,
    )).created
    assert event is not None
    players: dict[str, int] = {}
    for number, player_name in enumerate(NAMES):
        pid = services.create_player(
            PlayerFields(name=player_name, member_number=f"M-{number:03d}")
        ).created
        assert pid is not None
        players[player_name] = pid
        services.register(event, pid)
        services.check_in(event, pid)
    for round_number, hands in ((1, 6), (2, 6)):
        drawn = services.draw_round(event, 1, hands, seed=round_number).created
        assert drawn is not None
        services.publish_round(drawn)
        play_round(services, drawn, hands, shift=round_number)
    services.draw_round(event, 1, 6, seed=3)
    return DemoEvent(event, players, season_id)


def copy_seating(source: Services, source_event: int, target: Services, target_event: int,
                 ids: dict[str, int]) -> None:
    """Draw and publish the target's rounds with the very seating of the source's rounds."""
    for rnd in q.rounds(source._ctx, source_event):
        tables = q.tables(source._ctx, rnd.id)
        if not any(q.hands(source._ctx, t.id) for t in tables):
            continue
        fixed = [
            FixedSeat(ids[seat.name], table.number, seat.position)
            for table in tables for seat in table.seats
        ]
        drawn = target.draw_round(target_event, rnd.session_number, rnd.hands, fixed=fixed,
                                  seed=1).created
        assert drawn is not None
        target.publish_round(drawn)


def one_table_night(
    services: Services, name: str, held_on: date, **rules: Any
) -> tuple[int, int]:
    """An event of one published table of five (four hands) under ``preset("000-encyclopedia",
    **rules)``: (event id, table id)."""
    event = services.create_event(EventSpec(
        name=name, held_on=held_on, hands_per_session=4,
        ruleset=preset("000-encyclopedia", **rules),
    )).created
    assert event is not None
    for n in range(1, 6):
        player = services.create_player(PlayerFields(name=f"Player {n}")).created
        assert player is not None
        services.register(event, player)
        services.check_in(event, player)
    round_id = services.draw_round(event, 1, 4, seed=7).created
    assert round_id is not None
    services.publish_round(round_id)
    return event, q.tables(services._ctx, round_id)[0].id


def standings_by_name(services: Services, event_id: int) -> list[tuple[int, bool, str, Any]]:
    report = services.event_standings(event_id)
    return [(r.rank, r.tied, r.player, r.total) for r in report.rows]


def pdf_text(path: Path) -> tuple[int, list[str]]:
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return len(pdf.pages), [page.extract_text() or "" for page in pdf.pages]
