"""The hand log of a Sheep Head table (000 "Sheep Head variant"): each hand's game and the
row fields that name the fox, the counters and the bucks (``exports.HandRow``), and the
way back: a table's hands rebuilt from its log rows (``rebuild_fox_table``, the importer's)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.rows import HandRow as LogRow
from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.rules.sheep_head import (
    COUNTERS_TOTAL,
    TEAMS,
    FoxHand,
    FoxHandResult,
    FoxRules,
    fox_hand_from_dict,
    score_fox_match,
    score_fox_session,
)
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.services.hand_log.hand_log_outcome import table_outcome_of_row
from sheepshead_scorer.services.hand_log.hand_rebuild import RowProblem
from sheepshead_scorer.services.hands.table_state import event_game
from sheepshead_scorer.store.models import Event, GameTable, Hand, Round
from sheepshead_scorer.text import Text


def fox_games(
    session: Session, tables: Iterable[int]
) -> dict[int, dict[int, FoxHandResult]]:
    """Each Sheep Head hand's game (number, score, winner), per table and hand number: the
    table's hands are scored in order (``score_fox_match``), every hand of the table, not
    only those asked for (a game runs across them). The tables are one event's."""
    ordered = sorted(tables)
    if not ordered:
        return {}
    event_id = session.scalar(
        select(Round.event_id).join(GameTable, GameTable.round_id == Round.id)
        .where(GameTable.id == ordered[0])
    )
    rules = event_game(get(session, Event, event_id or 0, "event"))
    assert rules is not None  # fox hands are stored only at a Sheep Head event
    by_table: dict[int, list[tuple[int, FoxHand]]] = {}
    for table_id, number, stored in session.execute(
        select(Hand.table_id, Hand.number, Hand.outcome)
        .where(Hand.table_id.in_(ordered)).order_by(Hand.table_id, Hand.number)
    ):
        by_table.setdefault(table_id, []).append((number, fox_hand_from_dict(stored)))
    games: dict[int, dict[int, FoxHandResult]] = {}
    for table_id, hands in by_table.items():
        match = score_fox_match(rules, [hand for _, hand in hands])
        games[table_id] = {
            number: result for (number, _), result in zip(hands, match.hands, strict=True)
        }
    return games


def fox_log_fields(
    hand: FoxHand, players: Sequence[str], game: FoxHandResult
) -> dict[str, Any]:
    """The ``HandRow`` keyword arguments of a Sheep Head hand and the game it belongs to."""

    def team(number: int) -> tuple[str, ...]:
        return tuple(players[s] for s in TEAMS[number])

    fields: dict[str, Any] = {
        "game": game.game, "game_score": game.game_score,
        "game_won": game.game_won_by is not None,
        "complete": True,  # the row names the whole hand: its log re-imports exactly
    }
    if hand.automatic_buck is not None:
        fields["automatic_buck_team"] = team(hand.automatic_buck)
    elif hand.buck is not None:
        fields["buck_team"] = team(hand.buck)
    else:
        assert hand.fox is not None and hand.counters is not None  # FoxHand checks it
        fields["fox_team"] = team(hand.fox)
        first = hand.counters  # (the fox team's counters, the other team's)
        fields["counters"] = (first, COUNTERS_TOTAL - first)[:: 1 if hand.fox == 0 else -1]
    return fields


def rebuild_fox_table(
    rows: Sequence[tuple[int, LogRow]], rules: FoxRules
) -> tuple[list[FoxHand], list[RowProblem]]:
    """One Sheep Head table's hands from its log rows (``(index, row)`` in hand order), each
    checked against what its row says: the points (``Seat 1`` …) and the game, its score and
    whether the hand won it. The hands are scored in order, as the table played them."""
    hands: list[FoxHand] = []
    problems: list[RowProblem] = []
    for index, row in rows:
        try:
            if not row.complete:
                raise RuleError("Fox", "", Text(
                    "the Sheep Head columns (Fox, Counters, Buck, Automatic buck, Game, Game "
                    "score, Game won) and the outcome columns; export the log again with this "
                    "version"))
            hand = table_outcome_of_row(row)
        except RuleError as exc:
            problems.append(RowProblem(index, exc.text))
            continue
        if not isinstance(hand, FoxHand):
            problems.append(RowProblem(index, Text(
                "this row is a {kind} hand of Sheepshead, but the event plays Sheep Head; "
                "import the log into the event it was exported from", kind=row.kind.value)))
            continue
        hands.append(hand)
        if problems:
            continue  # a game runs across the hands: check the rest once the first is fixed
        score = score_fox_session(rules, hands)[-1]
        game = score_fox_match(rules, hands).hands[-1]
        said = (row.payouts, row.game, row.game_score, row.game_won, row.multiplier)
        paid = (tuple(score.payouts), game.game, game.game_score,
                game.game_won_by is not None, 1)
        if said != paid:
            problems.append(RowProblem(index, Text(
                "Sheep Head scores this hand {paid} (game {game}: {a}–{b}), the file says "
                "{told} (game {file_game}: {file_score}); check the row's fox, counters and "
                "buck against the score sheet",
                paid=", ".join(points_text(p) for p in score.payouts), game=game.game,
                a=game.game_score[0], b=game.game_score[1],
                told=", ".join(points_text(p) for p in row.payouts), file_game=row.game,
                file_score="–".join(str(v) for v in row.game_score or ()),
            )))
    return hands, problems
