"""Statistics, round progress and the statistics PDF through the services (SQLite and
PostgreSQL), checked against the hand-worked table in ``stats_helpers``."""

from __future__ import annotations

import io
import re
from dataclasses import replace
from datetime import date
from fractions import Fraction as F

import pypdf
import pytest
from stats_helpers import SCRIPT, SEAT_RUNNING, SEAT_TOTALS, make_small_event, play

from sheepshead_scorer.rules import preset
from sheepshead_scorer.services import EventSpec, Services
from sheepshead_scorer.services.core.errors import InvalidInputError, NotFoundError


def test_event_statistics_match_the_hand_worked_table(services: Services) -> None:
    event = make_small_event(services)
    play(services, event)
    stats = services.event_statistics(event.event_id)
    by_seat = {event.seats.index(s.player_id): s for s in stats.players}
    assert [by_seat[seat].points for seat in range(5)] == list(SEAT_TOTALS)
    assert [s.points for s in stats.players] == sorted(SEAT_TOTALS, reverse=True)
    #        seat: picks, picker wins, partner hands, partner wins, schneiders, leasters won
    expected = {
        0: (1, 0, 0, 0, 0, 1),
        1: (1, 1, 1, 0, 0, 0),
        2: (0, 0, 1, 1, 0, 0),
        3: (1, 1, 0, 0, 1, 0),
        4: (0, 0, 1, 1, 1, 0),
    }
    for seat, counts in expected.items():
        one = by_seat[seat]
        got = (one.picks, one.picker_wins, one.partner_hands, one.partner_wins,
               one.schneiders, one.leasters_won)
        assert got == counts, f"seat {seat}"
        assert one.hands == 4  # the misdeal is not a hand played (its row is "other")
        assert one.pick_rate == F(counts[0], 4)
        assert one.best_round == SEAT_TOTALS[seat]
        assert one.average_per_hand == SEAT_TOTALS[seat] / 4
    assert by_seat[1].partner_win_rate == 0 and by_seat[2].partner_win_rate == 1
    assert sorted(stats.name(p) for p in event.seats) == [f"Player {n}" for n in range(1, 6)]


def test_event_summary_and_running_scores(services: Services) -> None:
    event = make_small_event(services)
    play(services, event)
    stats = services.event_statistics(event.event_id)
    (table,) = stats.summary.tables
    total = stats.summary.total
    assert (table.session, table.round, table.table) == (1, 1, 1)
    assert replace(table, session=None, round=None, table=None) == total
    assert (total.hands, total.picks, total.picker_side_wins) == (5, 3, 2)
    assert (total.leasters, total.all_passes, total.misdeals, total.schneiders) == (1, 0, 1, 1)
    assert total.points_moved == 3 + 6 + 3 + 4
    assert total.average_moved == F(16, 5)
    assert table.hands == total.hands and table.points_moved == total.points_moved
    running = stats.running[1]
    for seat, player in enumerate(event.seats):
        assert running[player] == tuple(F(v) for v in SEAT_RUNNING[seat])


def test_round_progress_counts_played_hands_per_table(services: Services) -> None:
    event = make_small_event(services)
    progress = services.round_progress(event.event_id)
    assert progress is not None
    assert [(t.table, t.entered, t.hands, t.done) for t in progress.tables] == [(1, 0, 4, False)]
    play(services, event, hands=3)  # the misdeal and two played hands
    progress = services.round_progress(event.event_id)
    assert progress is not None
    assert (progress.session, progress.round, progress.status) == (1, 1, "published")
    assert [(t.table, t.entered, t.hands, t.done) for t in progress.tables] == [(1, 2, 4, False)]
    assert (progress.entered, progress.expected) == (2, 4)
    for outcome in SCRIPT[3:]:
        services.record_hand(event.table_id, outcome)
    progress = services.round_progress(event.event_id)
    assert progress is not None and progress.tables[0].done


def test_round_progress_waits_for_a_published_round(services: Services) -> None:
    event_id = services.create_event(
        EventSpec(name="Empty", held_on=date(2026, 1, 1), ruleset=preset("000-encyclopedia"))
    ).created
    assert event_id is not None
    assert services.round_progress(event_id) is None
    with pytest.raises(NotFoundError):
        services.round_progress(999_999)


def test_season_statistics_and_progression(services: Services) -> None:
    league = services.create_league("Tuesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    first = make_small_event(services, name="Night 1", season_id=season,
                             held_on=date(2026, 9, 1))
    play(services, first)
    second = make_small_event(services, name="Night 2", season_id=season,
                              players=first.seats, held_on=date(2026, 9, 8))
    play(services, second, hands=2)  # misdeal, then seat 1 wins a pick (+2)
    stats = services.season_statistics(season)
    assert tuple(map(str, stats.event_labels)) == ("09-01 Night 1", "09-08 Night 2")
    for seat, player in enumerate(first.seats):
        night_two = second.seats.index(player)
        second_points = (F(-1), F(2), F(1), F(-1), F(-1))[night_two]
        assert stats.progression[player] == (
            SEAT_TOTALS[seat], SEAT_TOTALS[seat] + second_points
        )
    merged = {s.player_id: s for s in stats.players}
    assert all(s.hands == 4 + 1 for s in merged.values())  # misdeals are not hands played
    assert sum(s.picks for s in merged.values()) == 3 + 1


def _pdf_text_and_images(data: bytes) -> tuple[str, int]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    text = "\n".join(page.extract_text() for page in reader.pages)
    images = 0
    for page in reader.pages:
        xobjects = page["/Resources"].get("/XObject")
        if xobjects is None:
            continue
        for ref in xobjects.get_object().values():
            if ref.get_object()["/Subtype"] == "/Image":
                images += 1
    return text, images


def test_statistics_pdf_has_the_chart_image_and_the_text(services: Services) -> None:
    event = make_small_event(services)
    play(services, event)
    target = io.BytesIO()
    document = services.write_statistics_report(target, event_id=event.event_id)
    text, images = _pdf_text_and_images(target.getvalue())
    assert images == 1  # one running-score chart: one session
    assert len(document.running) == 1
    assert "Event statistics — Stats Open" in text
    assert "Pick rate" in text and "Avg moved / hand" in text
    assert "25.0%" in text  # one pick in four hands played (the misdeal is not one)
    assert "3.20" in text  # 16 points moved over 5 hands
    assert re.search(r"Page 1 of \d", text)


def test_season_pdf_has_the_progression_chart(services: Services) -> None:
    league = services.create_league("Wednesday League").created
    assert league is not None
    season = services.create_season(league, "2026").created
    assert season is not None
    play(services, make_small_event(services, name="Night 1", season_id=season))
    target = io.BytesIO()
    services.write_statistics_report(target, season_id=season)
    text, images = _pdf_text_and_images(target.getvalue())
    assert images == 1
    assert "Season statistics — Wednesday League — 2026" in text


def test_statistics_report_needs_exactly_one_scope(services: Services) -> None:
    with pytest.raises(InvalidInputError, match="exactly one of the two"):
        services.write_statistics_report(io.BytesIO())
    with pytest.raises(InvalidInputError, match="exactly one of the two"):
        services.write_statistics_report(io.BytesIO(), event_id=1, season_id=1)
