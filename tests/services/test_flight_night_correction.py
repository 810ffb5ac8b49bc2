"""Every seated player has a registration (the draw seats only checked-in players, a swap
moves seated ones, a night's sheets are laid out with a registration each, and a desk undo
does not delete a registration once the player was seated), so a player in the standings can
lack a flight only if a registration was left without one. Two such paths were found and
closed: a league night corrected to add a player who was missing from it (the new
registration is now placed by the fixed bounds, as a late check-in is), and a player who
withdrew after the first round was drawn but stayed seated in it when it was published (a
seated player plays the round: placed like the others)."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from service_helpers import make_event, make_players
from test_flight_services import SCHEME, _one_table, flights

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.events.event_edits import EventEdit
from sheepshead_scorer.services.leagues.night_corrections import night_sheet
from sheepshead_scorer.store import Database
from sheepshead_scorer.store.models import Event

THIRTEEN = (12, -7, -5, 3, 3, -6, 0, 4, -4, 2, -2, 1, -1)


def test_a_player_added_to_a_flighted_night_gets_a_flight(services: Services) -> None:
    league = services.create_league("Tuesday").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    players = make_players(services, 14)
    services.add_to_roster(season, players)
    night = services.record_night(
        season, date(2026, 9, 22), dict(zip(players, THIRTEEN, strict=False)), name="Night 4"
    ).created
    assert night is not None
    seen = night_sheet(services._ctx, night)
    # flights turned on after the night was kept: fixed when saved; nobody has an earlier
    # night, so everyone is in the lowest flight, B
    services.update_event(EventId(night), EventEdit(prize_scheme={
        "place_percents": ["40"], "flights": flights(),
    }), expected_version=seen.version)
    fixed = services.event_flights(EventId(night))
    assert fixed.fixed and set(fixed.by_player.values()) == {"B"} and len(fixed.by_player) == 13
    seen = night_sheet(services._ctx, night)
    totals = dict(seen.totals)
    totals[players[12]], totals[players[13]] = Fraction(-2), Fraction(1)  # 14 was forgotten
    services.correct_night(night, totals, expected_version=seen.version)
    after = services.event_flights(EventId(night)).by_player
    assert after.get(players[13]) == "B"  # placed by the fixed bounds, no history: lowest
    assert {p: after[p] for p in players[:13]} == fixed.by_player  # nobody else moved
    standings = services.event_standings(EventId(night))
    assert {r.player_id for r in standings.rows} >= {players[13]}


def test_a_player_withdrawn_but_seated_when_the_event_starts_gets_a_flight(
    services: Services, db: Database,
) -> None:
    event_id = make_event(services)
    with db.session() as session:
        version = session.get(Event, event_id).version  # type: ignore[union-attr]
    services.update_event(EventId(event_id), EventEdit(prize_scheme=SCHEME),
                          expected_version=version)
    players = make_players(services, 5)
    drawn, _, seats = _one_table(services, db, event_id, players, publish=False)
    services.withdraw(EventId(event_id), PlayerId(seats[2]))  # leaves; the draw stays
    services.publish_round(drawn)
    by_player = services.event_flights(EventId(event_id)).by_player
    assert set(by_player) == set(players)  # all five seated, the withdrawn one too
    assert set(by_player.values()) == {"B"}  # no earlier event: the lowest flight
