"""The demo data: a realistic tournament and a small league season, built through the services.

``build_demo(services, seed=...)`` is what ``sheepshead-scorer demo`` and the desktop app's
first-run "open the demo event" call. It creates, one director action at a time (so the
tallies, standings and audit log are exactly what a real event would leave behind):

* **Demo: Fall Classic** — 37 players (so the draw makes 5 tables of 5 and 2 of 6, the
  dealer sitting out at the 6-hand tables), one session of 48 hands played as three rounds
  of 16 (a random draw, then two draws avoiding repeat tablemates). Encyclopedia rules with
  cracks and blitzes allowed; every outcome type appears: picked with a partner, alone,
  schneider, schwarz, leasters, misdeals, penalties, cracks and blitzes. Rounds 1 and 2 are
  closed, round 3 is complete but still open for corrections.
* **Demo League, season 2026** — four league nights of 20 players each (12 hands, doubler
  when everybody passes, so all-pass hands appear), placement points plus one point for
  attending, so the season standings have something to show.

The same seed gives the same database content (names, seatings, hands).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, LeagueId, PlayerId, RoundId, SeasonId
from sheepshead_scorer.rules import Ruleset, preset
from sheepshead_scorer.services.core.errors import WrongStateError
from sheepshead_scorer.services.demo.demo_hands import table_outcomes
from sheepshead_scorer.services.door.reads import events, tables
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.services.people.players import PlayerFields
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import DrawMethod, SizePolicy

if TYPE_CHECKING:
    from sheepshead_scorer.services.door.services import Services

DEMO_EVENT_NAME = "Demo: Fall Classic"
#: The seed of the demo a director gets (the app's first run, ``demo`` without ``--seed``).
DEMO_SEED = 2026
DEMO_LEAGUE_NAME = "Demo League"
DEMO_PLAYERS = 37
DEMO_ROUNDS = 3
DEMO_HANDS_PER_SESSION = 48
LEAGUE_NIGHTS = 4
LEAGUE_PLAYERS = 20
LEAGUE_HANDS = 12
DEMO_STEPS = 1 + DEMO_ROUNDS + LEAGUE_NIGHTS  # players, each round, each league night

Progress = Callable[[int, int], None]

_FIRST = (
    "Ada", "Bernd", "Clara", "Dieter", "Elke", "Franz", "Greta", "Hans", "Ilse", "Jürgen",
    "Karin", "Lukas", "Marta", "Norbert", "Olga", "Peter", "Quirin", "Rosa", "Stefan", "Trudi",
    "Uwe", "Vera", "Walter", "Xaver", "Yvonne", "Zenzi", "Anton", "Berta", "Conrad", "Doris",
    "Emil", "Frieda", "Georg", "Hilde", "Ignaz", "Johanna", "Karl", "Lotte", "Max", "Nina",
)
_LAST = (
    "Schmidt", "Müller", "Weber", "Schneider", "Fischer", "Becker", "Wagner", "Hoffmann",
    "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Braun",
    "Krüger", "Hartmann", "Lange", "Olson", "Jensen", "Kowalski", "Nowak", "Larson",
)
_CLUBS = ("Milwaukee Sheepshead Club", "Green Bay Schafkopf", "Madison Card Society", "")


@dataclass(frozen=True)
class DemoSummary:
    """What ``build_demo`` created: ids to open and counts to show."""

    event_id: EventId
    league_id: LeagueId
    season_id: SeasonId
    league_event_ids: tuple[int, ...]
    players: int
    hands: int


def demo_ruleset() -> Ruleset:
    """The tournament's house rules: encyclopedia, with cracks (up to re-crack) and blitzes."""
    return preset("000-encyclopedia", max_cracks=2, blitz=True)


def league_ruleset() -> Ruleset:
    """League nights: encyclopedia, but a hand nobody picks is thrown in as a doubler."""
    return preset("000-encyclopedia", nobody_picks="doubler")


def _names(rng: random.Random, count: int) -> list[str]:
    pairs = [(first, last) for first in _FIRST for last in _LAST]
    rng.shuffle(pairs)
    return [f"{first} {last}" for first, last in pairs[:count]]


def build_demo(
    services: Services, *, seed: int = DEMO_SEED, progress: Progress | None = None
) -> DemoSummary:
    """Build the demo tournament and league into the database behind ``services``.

    Refused (``WrongStateError``, nothing written) when the database already holds the demo
    event. Takes about 5 seconds on SQLite (every hand goes through ``record_hand``), so a
    window should run it off the GUI thread: ``progress(done, total)`` is called after each
    step (the players, each round, each league night) with ``done`` rising to ``total``.
    """
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, DEMO_STEPS)

    existing = [e.id for e in events(services._ctx) if e.name == DEMO_EVENT_NAME]
    if existing:
        raise WrongStateError(
            Text(
                "this database already holds the demo event (event id {event_id}); open it, "
                "or build the demo into a new file with --database PATH",
                event_id=existing[0],
            )
        )
    rng = random.Random(seed)
    player_ids = []
    for number, name in enumerate(_names(rng, DEMO_PLAYERS), start=1):
        fields = PlayerFields(
            name=name, member_number=f"DEMO-{seed}-{number:03d}", club=rng.choice(_CLUBS)
        )
        created = services.create_player(fields).created
        assert created is not None
        player_ids.append(created)
    tick()
    event_id, hands = _tournament(services, rng, player_ids, tick)
    league_id, season_id, nights, league_hands = _league(services, rng, player_ids, tick)
    return DemoSummary(
        event_id=EventId(event_id), league_id=LeagueId(league_id), season_id=SeasonId(season_id),
        league_event_ids=tuple(nights), players=len(player_ids), hands=hands + league_hands,
    )


def _enter(
    services: Services, event_id: EventId, player_ids: list[int], fee_cents: int
) -> None:
    for player in player_ids:
        services.register(event_id, PlayerId(player))
        services.check_in(event_id, PlayerId(player))
        if fee_cents:
            services.mark_paid(event_id, PlayerId(player))


def _play_round(
    services: Services, rng: random.Random, event_id: EventId, ruleset: Ruleset, hands: int,
    *, number: int, seed: int, close: bool,
) -> int:
    """Draw, publish and play one round; returns the number of hands recorded."""
    method = DrawMethod.RANDOM if number == 1 else DrawMethod.AVOID_REPEATS
    round_id = services.draw_round(
        event_id, 1, hands, method=method, seed=seed, policy=SizePolicy.LARGER
    ).created
    assert round_id is not None
    services.publish_round(RoundId(round_id))
    recorded = 0
    for table in tables(services._ctx, round_id):
        assert table.planned is not None
        for outcome in table_outcomes(rng, ruleset.for_table(len(table.seats)), table.planned):
            services.record_hand(table.id, outcome)
            recorded += 1
    if close:
        services.close_round(RoundId(round_id))
    return recorded


def _tournament(
    services: Services, rng: random.Random, player_ids: list[int], tick: Callable[[], None]
) -> tuple[int, int]:
    ruleset = demo_ruleset()
    event_id = services.create_event(
        EventSpec(
            name=DEMO_EVENT_NAME, held_on=date(2026, 10, 17), ruleset=ruleset,
            venue="Turner Hall, Milwaukee", sessions=1,
            hands_per_session=DEMO_HANDS_PER_SESSION, entry_fee_cents=2500,
        )
    ).created
    assert event_id is not None
    _enter(services, EventId(event_id), player_ids, 2500)
    per_round = DEMO_HANDS_PER_SESSION // DEMO_ROUNDS
    hands = 0
    for number in range(1, DEMO_ROUNDS + 1):
        hands += _play_round(
            services, rng, EventId(event_id), ruleset, per_round, number=number,
            seed=rng.randrange(2**31), close=number < DEMO_ROUNDS,
        )
        tick()
    return event_id, hands


def _league(
    services: Services, rng: random.Random, player_ids: list[int], tick: Callable[[], None]
) -> tuple[int, int, list[int], int]:
    league_id = services.create_league(DEMO_LEAGUE_NAME, notes="Tuesday nights").created
    assert league_id is not None
    season_id = services.create_season(
        LeagueId(league_id), "2026", starts_on=date(2026, 1, 1), ends_on=date(2026, 12, 31),
        scoring={
            "scoring": "placement_points",
            "placement_points": ["10", "8", "6", "5", "4", "3", "2", "1"],
            "attendance_points": "1",
        },
    ).created
    assert season_id is not None
    ruleset = league_ruleset()
    nights: list[int] = []
    hands = 0
    for night in range(LEAGUE_NIGHTS):
        event_id = services.create_event(
            EventSpec(
                name=f"League night {night + 1}",
                held_on=date(2026, 9, 1) + timedelta(weeks=night),
                ruleset=ruleset, venue="Turner Hall, Milwaukee", sessions=1,
                hands_per_session=LEAGUE_HANDS, season_id=season_id,
            )
        ).created
        assert event_id is not None
        nights.append(event_id)
        _enter(services, EventId(event_id), rng.sample(player_ids, LEAGUE_PLAYERS), 0)
        hands += _play_round(
            services, rng, EventId(event_id), ruleset, LEAGUE_HANDS, number=1,
            seed=rng.randrange(2**31), close=True,
        )
        services.close_session(EventId(event_id), 1)
        tick()
    return league_id, season_id, nights, hands
