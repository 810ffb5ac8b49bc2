"""PlayerTally: counting rules, incremental updates equal a full rescan, corrections undo."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheepshead_scorer.tournament import (
    HandResultRow,
    PlayerTally,
    Role,
    RoundTotalRow,
    Tier,
    TournamentError,
    merge_tallies,
    tally_hands,
    tally_round_totals,
)


def row(
    role: Role,
    points: Fraction | int,
    *,
    won: bool | None = None,
    tier: Tier | None = None,
    leaster_won: bool = False,
    player: int = 1,
    round_: int = 1,
    hand: int = 1,
    session: int = 1,
) -> HandResultRow:
    return HandResultRow(
        player, session, round_, 1, hand, Fraction(points), role, won, tier, leaster_won
    )


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (
            row(Role.PICKER, 4, won=True, tier=Tier.SCHNEIDER),
            {"picks": 1, "picker_wins": 1, "schneiders": 1, "hands_won": 1, "hands_played": 1},
        ),
        (
            row(Role.PICKER, -2, won=False, tier=Tier.NORMAL),
            {"picks": 1, "picker_wins": 0, "hands_lost": 1, "hands_played": 1},
        ),
        (
            row(Role.PARTNER, 1, won=True, tier=Tier.NORMAL),
            {"partner_hands": 1, "partner_wins": 1, "hands_won": 1, "schneiders": 0},
        ),
        (
            row(Role.DEFENDER, 2, won=False, tier=Tier.SCHWARZ),
            {"schneiders": 1, "hands_won": 1, "picks": 0},
        ),
        (row(Role.DEFENDER, -1, won=True, tier=Tier.SCHNEIDER), {"schneiders": 0, "hands_lost": 1}),
        (row(Role.LEASTER, 4, leaster_won=True), {"leasters_won": 1, "hands_won": 1}),
        (row(Role.LEASTER, -1), {"leasters_won": 0, "hands_lost": 1}),
        (row(Role.SITTER, 0), {"hands_played": 0, "sat_out": 1}),
        (row(Role.OTHER, -4), {"hands_played": 0, "hands_won": 0, "hands_lost": 0}),
    ],
)
def test_counting_rules(hand: HandResultRow, expected: dict[str, int]) -> None:
    tally = PlayerTally(1).add_hand(hand)
    for name, value in expected.items():
        assert getattr(tally, name) == value, name
    assert tally.points == hand.points


def test_average_and_best_round_are_exact() -> None:
    tally = PlayerTally(1)
    steps: list[tuple[Fraction | int, int]] = [(Fraction(5, 2), 1), (1, 1), (-3, 2)]
    for hand, (points, round_) in enumerate(steps, start=1):
        tally = tally.add_hand(row(Role.LEASTER, points, round_=round_, hand=hand))
    assert tally.points == Fraction(1, 2)
    assert tally.average_per_hand == Fraction(1, 6)
    assert tally.best_round == Fraction(7, 2)
    assert tally.rounds_played == 2


def test_empty_tally_has_no_average_or_best_round() -> None:
    assert PlayerTally(3).average_per_hand is None
    assert PlayerTally(3).best_round is None


ROLES_WITH_SIDE = [Role.PICKER, Role.PARTNER, Role.DEFENDER]

hand_rows = st.builds(
    lambda player, role, points, won, tier, leaster_won, round_, session: HandResultRow(
        player,
        session,
        round_,
        1,
        1,
        points,
        role,
        won if role in ROLES_WITH_SIDE or won is None else None,
        tier,
        leaster_won,
    ),
    player=st.integers(1, 6),
    role=st.sampled_from(list(Role)),
    points=st.fractions(min_value=-12, max_value=12, max_denominator=4),
    won=st.booleans(),
    tier=st.none() | st.sampled_from(list(Tier)),
    leaster_won=st.booleans(),
    round_=st.integers(1, 4),
    session=st.integers(1, 2),
)


@settings(max_examples=80, deadline=None)
@given(rows=st.lists(hand_rows, max_size=60))
def test_incremental_updates_equal_a_full_rescan(rows: list[HandResultRow]) -> None:
    incremental: dict[int, PlayerTally] = {}
    for hand in rows:
        incremental[hand.player_id] = incremental.get(
            hand.player_id, PlayerTally(hand.player_id)
        ).add_hand(hand)
    rescanned = tally_hands(rows)
    assert rescanned.keys() == incremental.keys()
    for player, tally in rescanned.items():
        assert tally.points == incremental[player].points
        assert tally.hands_played == incremental[player].hands_played
        assert tally.best_round == incremental[player].best_round
        assert dict(tally.round_points) == dict(incremental[player].round_points)
        assert tally.picker_wins == incremental[player].picker_wins
        assert tally.schneiders == incremental[player].schneiders


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(hand_rows, min_size=1, max_size=30), data=st.data())
def test_removing_a_hand_undoes_adding_it(rows: list[HandResultRow], data: st.DataObject) -> None:
    player = rows[0].player_id
    mine = [hand for hand in rows if hand.player_id == player]
    before = PlayerTally(player)
    for hand in mine:
        before = before.add_hand(hand)
    extra = data.draw(hand_rows.filter(lambda h: h.player_id == player))
    after = before.add_hand(extra).remove_hand(extra)
    assert after.points == before.points
    assert after.hands_played == before.hands_played
    assert after.picker_wins == before.picker_wins
    assert after.hands_lost == before.hands_lost
    assert dict(after.round_points).keys() >= dict(before.round_points).keys()
    assert all(dict(after.round_points).get(key, 0) == value for key, value in before.round_points)


def test_split_scopes_merge_to_the_whole() -> None:
    rows = [
        row(Role.PICKER, 2, won=True, session=1, hand=1),
        row(Role.DEFENDER, -1, won=True, session=1, hand=2),
        row(Role.PICKER, -4, won=False, session=2, hand=1),
        row(Role.PARTNER, 3, won=True, session=2, hand=2, player=2),
    ]
    whole = tally_hands(rows)
    merged = merge_tallies(tally_hands(rows[:2]), tally_hands(rows[2:]))
    assert merged == whole


def test_round_totals_have_no_hand_stats() -> None:
    tallies = tally_round_totals(
        [
            RoundTotalRow(1, 1, 1, Fraction(12)),
            RoundTotalRow(1, 1, 2, Fraction(-3)),
            RoundTotalRow(2, 1, 1, Fraction(5)),
        ]
    )
    assert tallies[1].points == 9
    assert tallies[1].best_round == 12
    assert tallies[1].hand_stats is False
    assert tallies[1].average_per_hand is None
    removed = tallies[1].remove_round_total(RoundTotalRow(1, 1, 1, Fraction(12)))
    assert removed.points == -3


def test_rows_from_another_player_are_refused() -> None:
    with pytest.raises(TournamentError) as caught:
        PlayerTally(1).add_hand(row(Role.OTHER, 1, player=2))
    assert caught.value.field == "player_id"


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"points": 1.5}, "HandResultRow.points"),
        ({"role": "dealer"}, "HandResultRow.role"),
        ({"tier": "big"}, "HandResultRow.tier"),
        ({"role": Role.PICKER, "picker_side_won": None}, "HandResultRow.picker_side_won"),
        ({"hand": "3"}, "HandResultRow.hand"),
    ],
)
def test_bad_hand_rows_are_refused(kwargs: dict[str, object], field: str) -> None:
    values: dict[str, object] = {
        "player_id": 1,
        "session": 1,
        "round": 1,
        "table": 1,
        "hand": 1,
        "points": Fraction(1),
        "role": Role.OTHER,
    }
    values.update(kwargs)
    with pytest.raises(TournamentError) as caught:
        HandResultRow(**values)  # type: ignore[arg-type]
    assert caught.value.field == field
    assert "allowed" in str(caught.value)


def test_plain_strings_and_ints_are_accepted() -> None:
    hand = HandResultRow(1, 1, 1, 1, 1, 3, "picker", True, "schneider")  # type: ignore[arg-type]
    assert hand.role is Role.PICKER
    assert hand.tier is Tier.SCHNEIDER
    assert hand.points == Fraction(3)


def test_a_sitter_neither_wins_nor_loses_a_hand() -> None:
    tally = PlayerTally(1).add_hand(row(Role.SITTER, -2)).add_hand(row(Role.SITTER, 3, hand=2))
    assert (tally.hands_won, tally.hands_lost, tally.sat_out, tally.points) == (
        0,
        0,
        2,
        Fraction(1),
    )
    assert tally.average_per_hand is None  # no hand played


def test_counter_names_are_the_stored_contract() -> None:
    # The store keeps these columns by name (TallyRow.COUNTERS); renaming one breaks it.
    names = [f for f in PlayerTally.__dataclass_fields__ if f not in {"player_id", "points"}]
    assert names[:10] == [
        "hands_played",
        "sat_out",
        "picks",
        "picker_wins",
        "partner_hands",
        "partner_wins",
        "leasters_won",
        "schneiders",
        "hands_won",
        "hands_lost",
    ]


def test_season_keeps_rounds_of_different_events_apart() -> None:
    event_one = tally_hands([HandResultRow(1, 1, 1, 1, 1, Fraction(6), Role.OTHER, event=1)])
    event_two = tally_hands([HandResultRow(1, 1, 1, 1, 1, Fraction(4), Role.OTHER, event=2)])
    season = merge_tallies(event_one, event_two)[1]
    assert season.points == 10
    assert season.rounds_played == 2
    assert season.best_round == 6


def test_sheep_head_rows_count_hands_played_and_games_won() -> None:
    """A Sheep Head row (role ``team``) is a hand played; ``game_won`` counts a game won by
    the player's team (000 "whichever team reaches the number wins"), kept, merged, taken
    away and rescanned alike."""
    won = HandResultRow(1, 1, 1, 1, 4, Fraction(7), Role.TEAM, game_won=True)
    plain = HandResultRow(1, 1, 1, 1, 5, Fraction(0), Role.TEAM)
    tally = PlayerTally(1).add_hand(won).add_hand(plain)
    assert (tally.hands_played, tally.games_won, tally.points, tally.picks) == (2, 1, 7, 0)
    assert (tally.hands_won, tally.hands_lost) == (1, 0)
    assert tally_hands([won, plain])[1] == tally
    assert tally.merge(tally).games_won == 2
    assert tally.remove_hand(won).games_won == 0


def test_an_empty_tally_has_no_results_and_anything_scored_has() -> None:
    """A seated player whose table has not played yet has an empty tally: in the standings at
    0, not yet at the night for a league table. A hand played to 0, a sit-out, a penalty or
    a score-sheet total is a result."""
    assert not PlayerTally(7).has_results
    played_to_nothing = PlayerTally(7).add_hand(row(Role.DEFENDER, 0, won=False, player=7))
    assert played_to_nothing.points == 0 and played_to_nothing.has_results
    assert PlayerTally(7).add_hand(row(Role.SITTER, 0, player=7)).has_results
    assert PlayerTally(7, points=Fraction(-10)).has_results
    assert PlayerTally(7, hand_stats=False).has_results
