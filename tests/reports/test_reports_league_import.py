"""A league's earlier event totals moved into a season: all or nothing."""

from __future__ import annotations

from fractions import Fraction

import pytest
from report_helpers import DemoEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.services.door import reads as q

HISTORY = (
    "Spieler;Mitgliedsnummer;Turnier;Datum;Punkte\n"
    "Otto Schulz;M-009;Liga-Abend 1;01.09.2026;12\n"
    "Zoë Weiß;;Liga-Abend 1;01.09.2026;-29/2\n"
    "Neu Nina;;Liga-Abend 1;01.09.2026;5/2\n"
    "otto  schulz;;Liga-Abend 2;08.09.2026;-3\n"
    "Zoë Weiß;;Liga-Abend 2;08.09.2026;3\n"
    "Neu Nina;;Liga-Abend 2;08.09.2026;0\n"
)


def _counts(services: Services) -> tuple[int, int]:
    return len(q.events(services._ctx)), len(q.players(services._ctx))


def test_history_becomes_league_nights_of_the_season(
    services: Services, demo: DemoEvent
) -> None:
    report = services.import_event_totals(demo.season_id, HISTORY.encode())
    assert report.rows == 6
    assert len(report.changes.events) == 2
    assert len(report.changes.players) == 1  # Neu Nina; Otto matched by member number/name
    assert report.creates == ("Neu Nina",)
    names = {e.name: e for e in q.events(services._ctx)}
    assert {"Liga-Abend 1", "Liga-Abend 2"} <= set(names)
    night = services.event_standings(names["Liga-Abend 1"].id)
    totals = {r.player: r.total for r in night.rows}
    assert totals == {"Otto Schulz": 12, "Neu Nina": Fraction(5, 2), "Zoë Weiß": Fraction(-29, 2)}
    season = services.season_standings(demo.season_id)
    otto = demo.players["Otto Schulz"]
    line = next(r for r in season.rows if r.player_id == otto)
    assert line.events_attended == 3
    assert line.total == 7 + 12 - 3


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (HISTORY + "Otto Schulz;;Liga-Abend 2;08.09.2026;1\n", "has a second total"),
        ("Spieler;Turnier;Datum;Punkte\nOtto;Abend;01.09.2026;1.2.3\n", "Punkte"),
        ("Spieler;Turnier;Punkte\nOtto;Abend;1\n", "Date"),
    ],
)
def test_a_bad_file_writes_nothing(
    services: Services, demo: DemoEvent, text: str, problem: str
) -> None:
    before = _counts(services)
    with pytest.raises(ImportRejected) as caught:
        services.import_event_totals(demo.season_id, text.encode())
    assert any(problem in p for p in caught.value.problems), caught.value.problems
    assert _counts(services) == before


def test_an_event_already_in_the_season_is_refused(
    services: Services, demo: DemoEvent
) -> None:
    services.import_event_totals(demo.season_id, HISTORY.encode())
    before = _counts(services)
    with pytest.raises(ImportRejected) as caught:
        services.import_event_totals(demo.season_id, HISTORY.encode())
    assert any("already in season 2026" in p for p in caught.value.problems)
    assert _counts(services) == before


@pytest.mark.parametrize(("off", "shown"), [("15", "+3"), ("12.5", "+½")])
def test_a_night_that_does_not_add_up_to_zero_is_refused(
    services: Services, demo: DemoEvent, off: str, shown: str
) -> None:
    """Today +3 and +0.5 were accepted: a night's net totals must add up to zero."""
    row = "Otto Schulz;M-009;Liga-Abend 1;01.09.2026;"
    text = HISTORY.replace(row + "12", row + off)
    before = _counts(services)
    with pytest.raises(ImportRejected) as caught:
        services.import_event_totals(demo.season_id, text.encode())
    assert caught.value.problems == (
        f"the totals of Liga-Abend 1 (2026-09-01) add up to {shown}, not 0: one entry is "
        f"off by {shown[1:]} or a sign is wrong",
    )
    assert _counts(services) == before


def test_a_dry_run_names_every_new_player_and_warns_on_near_duplicates(
    services: Services, demo: DemoEvent
) -> None:
    known = next(iter(demo.players))  # a demo player's name, spelt without its accents
    plain = known.replace("ü", "u").replace("ö", "o").replace("ä", "a") + "x"
    text = HISTORY + f"{plain};;Liga-Abend 2;08.09.2026;0\n"
    before = _counts(services)
    report = services.import_event_totals(demo.season_id, text.encode(), dry_run=True)
    assert report.creates == ("Neu Nina", plain)
    assert any(plain in str(w) and known in str(w) for w in report.warnings), report.warnings
    assert [str(n) for n in report.nights] == [
        "Liga-Abend 1 (2026-09-01): 3 players", "Liga-Abend 2 (2026-09-08): 4 players"
    ]
    assert _counts(services) == before
