"""A small sample event for screenshots and trying the app: 17 players (two tables of five,
one of seven... as the draw decides), one round with hands entered, a second round drawn.

Built only through the backend (the same service calls a director's clicks make). The
services offer no demo builder in this build, so the first-run dialog does not offer one.
"""

from __future__ import annotations

import datetime as dt
import random

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.rules import HandOutcome, outcome_to_dict, preset
from sheepshead_scorer.rules.sheep_head import FoxHand
from sheepshead_scorer.services.events.event_edits import EventSpec
from sheepshead_scorer.ui.door.backend import Backend
from sheepshead_scorer.ui.entry.preview import WindowEntryReader

NAMES = (
    "Anna Schmidt", "Ben Krueger", "Carla Weiss", "Dieter Vogel", "Erika Braun", "Franz Huber",
    "Greta Lang", "Hans Becker", "Ilse Wagner", "Jakob Koch", "Karl Richter", "Lena Hoffmann",
    "Max Bauer", "Nina Wolf", "Otto Schulz", "Paula Neumann", "Rudi Zimmer", "Sofie Hartmann",
    "Theo Krause", "Ute Lehmann",
)


def build_sample_event(backend: Backend, *, hands_entered: int = 9, seed: int = 11) -> int:
    """Create the sample event; return its id."""
    rules = preset("000-encyclopedia")
    spec = EventSpec(
        name="Oktoberfest Sheepshead", held_on=dt.date(2026, 10, 3), ruleset=rules,
        venue="Turner Hall", hands_per_session=48, entry_fee_cents=2500,
        prize_scheme={"house_percent": "10", "place_percents": ["30", "15", "10", "10", "10"],
                      "session_top_percent": "0"},
    )
    event_id = backend.create_event(spec).created
    assert event_id is not None
    for number, name in enumerate(NAMES):
        created = backend.add_player(name, club="Turner Hall" if number % 3 else "Eagles")
        assert created.created is not None
        backend.register(EventId(event_id), PlayerId(created.created))
        if number < 17:
            backend.mark_paid(EventId(event_id), PlayerId(created.created))
            backend.check_in(EventId(event_id), PlayerId(created.created))
    backend.draw_round(EventId(event_id), 1, 12, seed=seed)
    round_id = backend.rounds(EventId(event_id))[-1].id
    backend.publish_round(round_id)
    rng = random.Random(seed)
    for table in backend.tables(round_id):
        table_rules = rules.for_table(len(table.seats))
        outcomes: list[HandOutcome] = []
        for _ in range(hands_entered):
            reader = WindowEntryReader(table_rules, outcomes, hands_total=12)
            reading = reader.read(_random_line(rng, reader))
            if reading.outcome is None or isinstance(reading.outcome, FoxHand):
                continue
            backend.record_hand(
                table.id, outcome_to_dict(reading.outcome), expected_number=len(outcomes) + 1
            )
            outcomes.append(reading.outcome)
    backend.draw_round(EventId(event_id), 1, 12, seed=seed + 1)
    return event_id


def _random_line(rng: random.Random, reader: WindowEntryReader) -> str:
    seats = [s for s in range(reader.ruleset.players)
             if s not in _sitters(reader)]
    if rng.random() < 0.08:
        return f"l{rng.choice(seats) + 1}"
    picker = rng.choice(seats)
    partner = rng.choice([s for s in seats if s != picker])
    return f"{picker + 1}{partner + 1}{rng.randint(20, 105)}"


def _sitters(reader: WindowEntryReader) -> tuple[int, ...]:
    from sheepshead_scorer.entry.outcomes import sitters_for

    return sitters_for(reader.ruleset, reader.dealer)
