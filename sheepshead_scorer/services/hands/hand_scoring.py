"""Scoring a table's hands in order and turning each result into per-player rows.

A table's hands are always rescored as one sequence (``score_session``), because a doubler
or "last round doubled" makes one hand's stake depend on the hands before it: correcting or
deleting hand 3 can change hands 4, 5, ... Only hands whose result changed are rewritten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sheepshead_scorer.rules import (
    HandKind,
    HandScore,
    PartnerMethod,
    RuleError,
    Ruleset,
    TableOutcome,
    score_table_hands,
)
from sheepshead_scorer.services.core.errors import HandCountError, RuleViolationError
from sheepshead_scorer.services.hands.table_state import TableState
from sheepshead_scorer.store import fraction_to_text
from sheepshead_scorer.store.models import HandResult
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import HandResultRow, Role, Tier

_PLAYED_KINDS = frozenset({"picked", "leaster", "moster", "fox"})


def is_played(score: HandScore) -> bool:
    """Whether the hand counts toward the round's number of hands (not a redeal or misdeal)."""
    return str(score.kind) in _PLAYED_KINDS and not score.redeal


def score_table(state: TableState, outcomes: Sequence[TableOutcome]) -> tuple[HandScore, ...]:
    """Every hand at the table, in order, under the table's game (the picker game's ruleset
    or Sheep Head's, ``rules.score_table_hands``); refuses more played hands than the table
    plays in its round. The last round and last hand are the session's
    (``state.planned``, from ``services.session_hands``), never every seating round's."""
    planned = state.planned
    try:
        scores = score_table_hands(
            state.game, outcomes, hands_total=planned.hands, ends_session=planned.ends_session
        )
    except RuleError as exc:
        if exc.field == "hands_total":  # the last round / last hand rules count the hands
            raise _too_many_hands(state) from exc
        raise RuleViolationError(exc.text, exc.field) from exc
    played = sum(1 for score in scores if is_played(score))
    if played > planned.hands:
        raise _too_many_hands(state)
    return scores


def _too_many_hands(state: TableState) -> HandCountError:
    return HandCountError(
        Text(
            "{table} already has all {hands} hands of the round; "
            "correct or delete a hand instead, or check the table number",
            table=state.label, hands=state.planned.hands,
        )
    )


def payouts_json(score: HandScore) -> list[str]:
    """The per-seat payouts as exact ``"n/d"`` strings (what ``hands.payouts`` stores)."""
    return [fraction_to_text(p) for p in score.payouts]


@dataclass(frozen=True)
class SeatLine:
    """One seat's part of a hand, ready for ``hand_results`` and the tallies."""

    seat: int
    player_id: int
    row: HandResultRow


def seat_lines(state: TableState, hand_number: int, score: HandScore) -> list[SeatLine]:
    """Each seat's points and role in one scored hand.

    Two-handed (002 "Two player rules") has no picker: the seat whose points were typed is
    the engine's ``picker`` only to say whose points they are. Each seat is recorded as a
    defender against the other (``picker_side_won`` is "the other seat won"), so the
    standings count no picks, and a hand won (schneider) for whoever won it; at 60-60 each
    is recorded as not having won.
    """
    if score.kind is HandKind.FOX:
        return _team_lines(state, hand_number, score)
    if (isinstance(state.game, Ruleset) and score.kind is HandKind.PICKED
            and state.game.partner_method is PartnerMethod.TWO_HANDED):
        return _two_handed_lines(state, hand_number, score)
    sitters = set(score.sitting_out)
    partners = set(score.partners)
    winners = set(score.leaster_winners)
    kind = str(score.kind)
    tier = Tier(str(score.tier)) if score.tier is not None else None
    lines: list[SeatLine] = []
    for seat, player in enumerate(state.players):
        side_won: bool | None = None
        row_tier: Tier | None = None
        if seat in sitters:
            role = Role.SITTER
        elif kind == "picked" and score.picker_side_won is not None:
            role = (
                Role.PICKER if seat == score.picker
                else Role.PARTNER if seat in partners
                else Role.DEFENDER
            )
            side_won, row_tier = score.picker_side_won, tier
        elif kind in ("leaster", "moster") and not score.redeal:
            # a moster is played out like a leaster; a tied leaster that is redealt
            # (leaster_tie: redeal) is not a hand played, like a passed-out deal
            role = Role.LEASTER
        else:
            role = Role.OTHER
        row = HandResultRow(
            player_id=player,
            session=state.ev_session.number,
            round=state.round.number,
            table=state.table.number,
            hand=hand_number,
            points=score.payouts[seat],
            role=role,
            picker_side_won=side_won,
            tier=row_tier,
            leaster_won=role is Role.LEASTER and seat in winners,
        )
        lines.append(SeatLine(seat, player, row))
    return lines


def _team_lines(state: TableState, hand_number: int, score: HandScore) -> list[SeatLine]:
    """Sheep Head: each seat played for its team (role ``team``) and gets the team's points;
    the partners of a team that won a game with this hand have ``game_won``."""
    return [
        SeatLine(seat, player, HandResultRow(
            player_id=player, session=state.ev_session.number, round=state.round.number,
            table=state.table.number, hand=hand_number, points=score.payouts[seat],
            role=Role.TEAM, game_won=seat in score.game_winners,
        ))
        for seat, player in enumerate(state.players)
    ]


def _two_handed_lines(state: TableState, hand_number: int, score: HandScore) -> list[SeatLine]:
    tier = Tier(str(score.tier)) if score.tier is not None else None
    winner = (
        None if score.picker_side_won is None
        else score.picker if score.picker_side_won else 1 - (score.picker or 0)
    )
    return [
        SeatLine(seat, player, HandResultRow(
            player_id=player, session=state.ev_session.number, round=state.round.number,
            table=state.table.number, hand=hand_number, points=score.payouts[seat],
            role=Role.DEFENDER, picker_side_won=winner != seat, tier=tier,
        ))
        for seat, player in enumerate(state.players)
    ]


def result_values(hand_id: int, lines: Sequence[SeatLine]) -> list[dict[str, Any]]:
    """``hand_results`` column values for a hand's seat lines (a new hand's rows go in as
    one plain INSERT of these: issue 26)."""
    return [
        {
            "hand_id": hand_id,
            "player_id": line.player_id,
            "seat": line.seat,
            "points": line.row.points,
            "role": line.row.role.value,
            "picker_side_won": line.row.picker_side_won,
            "tier": line.row.tier.value if line.row.tier is not None else None,
            "leaster_won": line.row.leaster_won,
            "game_won": line.row.game_won,
        }
        for line in lines
    ]


def stored_row(state: TableState, hand_number: int, result: HandResult) -> HandResultRow:
    """The tally row of a stored ``hand_results`` line (to take it away again)."""
    return HandResultRow(
        player_id=result.player_id,
        session=state.ev_session.number,
        round=state.round.number,
        table=state.table.number,
        hand=hand_number,
        points=result.points,
        role=Role(result.role),
        picker_side_won=result.picker_side_won,
        tier=Tier(result.tier) if result.tier is not None else None,
        leaster_won=result.leaster_won,
        game_won=result.game_won,
    )
