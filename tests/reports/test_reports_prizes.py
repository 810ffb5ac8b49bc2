"""``event_prizes``: the pool from entries, fee and house share; ties split; no scheme, no prize."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest
from report_helpers import FEE_CENTS, DemoEvent, build_event
from seen_versions import event_version

from sheepshead_scorer.services import EventEdit, PlayerFields, Services
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.door import reads as q


def test_pool_and_places(services: Services, demo: DemoEvent) -> None:
    prizes = services.event_prizes(demo.event_id)
    assert prizes.pool_cents == 10 * FEE_CENTS * 9 // 10
    assert prizes.award is not None
    assert [(r.place, r.player, r.amount_cents) for r in prizes.rows()] == [
        ("1", "Otto Schulz", 9000), ("2", "Zoë Weiß", 5400), ("3", "Jürgen Müller", 3600),
    ]
    assert sum(r.amount_cents for r in prizes.rows()) + prizes.award.remainder_cents == 18000


def test_tied_players_split_the_places_they_occupy(services: Services, demo: DemoEvent) -> None:
    # ranks 1, 2, 3, T-4, T-4: paying five places makes the tied pair share places 4 and 5
    services.update_event(demo.event_id, EventEdit(prize_scheme={
        "place_percents": ["40", "20", "10", "10", "5"], "session_top_percent": "5",
    }), expected_version=event_version(services, demo.event_id))
    prizes = services.event_prizes(demo.event_id)
    tied = [r for r in prizes.rows() if str(r.place) == "T-4"]  # a Text: "4 (geteilt)" in German
    assert {r.player for r in tied} == {"Karl ♣ Kreuz", "Ute Bär"}
    pool = Fraction(prizes.pool_cents)
    share = (pool * Fraction(15, 100)) / 2
    assert {r.amount_cents for r in tied} == {int(share)}
    session_top = [r for r in prizes.rows() if str(r.description) == "session 1 top score"]
    assert [str(r.place) for r in session_top] == ["Session 1 top score"]
    assert [str(r.description) for r in tied] == ["T-4: places 4-5 shared by 2"] * 2
    assert [(r.player, r.amount_cents) for r in session_top] == [("Otto Schulz", 1000)]
    assert sum(r.amount_cents for r in prizes.rows()) <= prizes.pool_cents


@pytest.mark.parametrize("scheme", [{}, {"place_percents": []}, {"house_percent": "10"}])
def test_no_places_no_prizes(services: Services, scheme: dict[str, object]) -> None:
    demo = build_event(services, season=False)
    services.update_event(
        demo.event_id, EventEdit(prize_scheme=scheme),
        expected_version=event_version(services, demo.event_id),
    )
    prizes = services.event_prizes(demo.event_id)
    assert prizes.award is None and prizes.rows() == () and prizes.totals() == {}


def test_only_players_checked_in_pay_into_the_pool(services: Services, demo: DemoEvent) -> None:
    # The field the draw seats is the players checked in; a registration that never came
    # paid nothing the desk took, so it adds nothing to the prize money.
    before = services.event_prizes(demo.event_id).pool_cents
    newcomer = services.create_player(PlayerFields(name="Late Larry"))
    assert newcomer.created is not None
    services.register(demo.event_id, newcomer.created)
    assert services.event_prizes(demo.event_id).pool_cents == before
    services.check_in(demo.event_id, newcomer.created)
    assert services.event_prizes(demo.event_id).pool_cents == before + FEE_CENTS * 9 // 10
    services.withdraw(demo.event_id, newcomer.created)
    assert services.event_prizes(demo.event_id).pool_cents == before


def test_a_bad_percentage_names_the_field(services: Services, demo: DemoEvent) -> None:
    """Refused where it is saved (issue 29: a plan that cannot be paid is never stored), the
    field named; the event keeps its plan."""
    before = services.event_prizes(demo.event_id).rows()
    with pytest.raises(InvalidInputError, match=r"prize_scheme.place_percents\[0\]='lots'"):
        services.update_event(
            demo.event_id, EventEdit(prize_scheme={"place_percents": ["lots"]}),
            expected_version=event_version(services, demo.event_id),
        )
    assert services.event_prizes(demo.event_id).rows() == before


def test_a_session_top_score_tied_on_points_is_split_whatever_the_tiebreaks(
    services: Services,
) -> None:
    # Kohler Falls (rules-sources README): "plus 5% to each session's top scorer" — the top
    # *scorer* goes by points. Two seats end the session on 3 points; the standings' own
    # tiebreak (most won picker hands, 004) puts seat 1 above seat 2, but both scored the
    # most, so the session prize is shared. 000's chart: a won hand pays the picker +2, the
    # partner +1 and takes 1 from each defender; a lost hand the reverse.
    from report_helpers import one_table_night

    event, table = one_table_night(services, "Top tie", date(2026, 10, 3))
    services.update_event(event, EventEdit(
        entry_fee_cents=2500,
        prize_scheme={"place_percents": ["50"], "session_top_percent": "10"},
    ), expected_version=event_version(services, event))
    for dealer, (picker, partner, points) in enumerate(((0, 1, 70), (0, 1, 70), (2, 0, 40))):
        services.record_hand(table, {
            "type": "picked", "dealer": dealer + 2, "picker": picker, "partners": [partner],
            "points": points, "tricks": 3 if points == 70 else 2,
        })
    seats = [s.name for s in q.tables(services._ctx, q.rounds(services._ctx, event)[0].id)[0].seats]
    prizes = services.event_prizes(event)
    pool = 5 * 2500  # five players checked in, no house share
    top = sorted((r.player, r.amount_cents) for r in prizes.rows()
                 if str(r.description) == "session 1 top score")
    assert top == sorted([(seats[0], pool * 10 // 100 // 2), (seats[1], pool * 10 // 100 // 2)])


def test_a_redealt_leaster_tie_is_no_hand_played(services: Services) -> None:
    # 003: a leaster "tie = split or redeal"; redealt, the cards are thrown in and dealt
    # again, so nobody has played a hand (the Hands column counts hands played).
    from report_helpers import one_table_night

    event, table = one_table_night(
        services, "Tie night", date(2026, 10, 3), nobody_picks="leaster", leaster_tie="redeal",
    )
    # seats 1 and 2 both took the fewest card points (10): a tie, redealt
    services.record_hand(table, {
        "type": "leaster", "dealer": 0, "points": [10, 10, 30, 40, 30],
        "tricks": [1, 1, 1, 1, 2],
    })
    services.record_hand(table, {
        "type": "picked", "dealer": 0, "picker": 1, "partners": [2], "points": 70, "tricks": 3,
    })
    rows = services.event_standings(event).rows
    assert sorted(r.played for r in rows) == [1, 1, 1, 1, 1]
