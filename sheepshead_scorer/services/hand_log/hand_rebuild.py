"""Rebuilding engine outcomes from hand-log rows, checked against the payouts in the file.

A hand log exported by this version carries each hand's whole outcome (call, cracks,
blitzes, kontras, sheepshead, a penalty's offender and reason, a leaster's points and tricks
per seat, sitters: ``docs/exports.md``), so a complete row gives back exactly the outcome that
was recorded (``services.hand_log_outcome``). Older logs keep only what a score sheet keeps
(dealer, type, picker, partners, the side's points and tricks, multiplier, payouts); for
them an equivalent outcome is rebuilt from the payouts, trying the plainest candidates first.
Either way each table's hands are scored in order under the event's rules (doublers carried,
as ``record_hand`` does) and every hand must pay exactly what the file says. A row that does
not is reported with the engine's payouts next to the file's, so the director can see which
hand to fix.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.entry.outcomes import implied_tricks
from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.rows import HandRow as LogRow
from sheepshead_scorer.rules import (
    AllPassHand,
    HandKind,
    HandOutcome,
    HandScore,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    score_session,
)
from sheepshead_scorer.rules.deck import tricks_per_hand
from sheepshead_scorer.services.hand_log.hand_log_outcome import outcome_of_row
from sheepshead_scorer.services.hands.session_hands import TableHands
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class RowProblem:
    """A row that cannot be imported: its index in the parsed rows and the message."""

    index: int
    message: str | Text


def _seat_of(names: Sequence[str], name: str) -> int:
    return list(names).index(name)


def candidates(row: LogRow, ruleset: Ruleset) -> Iterator[HandOutcome]:
    """Outcomes that might be the row's hand, the plainest first; for a complete row, the
    one outcome it describes (``RuleError`` if its columns describe none)."""
    if row.complete:
        yield outcome_of_row(row, ruleset)
        return
    names = row.players
    dealer = _seat_of(names, row.dealer)
    if row.kind is HandKind.MISDEAL:
        yield MisdealHand(dealer=dealer)
    elif row.kind is HandKind.ALL_PASS:
        yield AllPassHand(dealer=dealer)
    elif row.kind is HandKind.PICKED:
        yield from _picked(row, ruleset, dealer)
    elif row.kind in (HandKind.LEASTER, HandKind.MOSTER):
        yield from _leaster(row, ruleset, dealer)
    elif row.kind is HandKind.PENALTY:
        yield from _penalty(row, dealer)


def _picked(row: LogRow, ruleset: Ruleset, dealer: int) -> Iterator[HandOutcome]:
    if not row.picker or row.points is None:
        return
    tricks = implied_tricks(ruleset, row.points) if row.tricks is None else row.tricks
    picker = _seat_of(row.players, row.picker)
    partners = tuple(_seat_of(row.players, p) for p in row.partners)
    for cracks in range(ruleset.max_cracks + 1):
        for blitzes in range(3 if ruleset.blitz else 1):
            try:
                yield PickedHand(  # call=None: the partner method's ordinary call
                    dealer=dealer, picker=picker, points=row.points, tricks=tricks,
                    tricks_typed=row.tricks is not None, partners=partners, call=None,
                    cracks=cracks, blitzes=blitzes,
                )
            except RuleError:
                continue


def _leaster(row: LogRow, ruleset: Ruleset, dealer: int) -> Iterator[HandOutcome]:
    seats = len(row.players)
    winners = [s for s, pay in enumerate(row.payouts) if pay > 0]
    losers = [s for s, pay in enumerate(row.payouts) if pay < 0]
    if not winners or not losers:
        return
    in_play = ruleset.seats_in_play or ruleset.players
    tricks = [0] * seats
    points = [0] * seats
    for seat in winners:
        tricks[seat] = 1
    tricks[losers[0]] = tricks_per_hand(in_play) - len(winners)
    points[losers[0]] = 120
    try:
        yield LeasterHand(dealer=dealer, points=tuple(points), tricks=tuple(tricks))
    except RuleError:
        return


def _penalty(row: LogRow, dealer: int) -> Iterator[HandOutcome]:
    picker = _seat_of(row.players, row.picker) if row.picker else None
    partners = tuple(_seat_of(row.players, p) for p in row.partners)
    by_payout = sorted(range(len(row.players)), key=lambda s: row.payouts[s])
    for offender in by_payout[:2]:
        try:
            yield PenaltyHand(dealer=dealer, offender=offender, picker=picker, partners=partners)
        except RuleError:
            continue


def _matches(score: HandScore, row: LogRow) -> bool:
    return tuple(score.payouts) == tuple(row.payouts)


#: Outcome fields that hold 0-based seats; messages show them as the file's players.
_SEAT_FIELDS = {"dealer", "picker", "partners", "offender", "sitting_out", "winner", "winners"}


def _reason(exc: RuleError, row: LogRow) -> Text:
    """The engine's refusal in the file's words: a seat is "seat 2 (Anna)", 1-based."""
    field = exc.field.split("[")[0].split(".")[-1]
    value = exc.value
    seats = value if isinstance(value, list | tuple) else [value]
    players = row.players
    if field in _SEAT_FIELDS and all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(players) for s in seats
    ):
        shown = ", ".join(f"seat {s + 1} ({players[s]})" for s in seats)
        return Text("{field} {shown} is not allowed: {allowed}", field=field, shown=shown,
                    allowed=exc.allowed_text)
    return exc.text


def rebuild_table(
    rows: Sequence[tuple[int, LogRow]], ruleset: Ruleset, planned: TableHands
) -> tuple[list[HandOutcome], list[RowProblem]]:
    """One table's outcomes, in hand order, each paying what its row says.

    ``rows`` are ``(index, row)`` pairs of one table sorted by hand number. Every row is
    checked and every bad one reported: a row that does not match is stood in for by its
    plainest outcome (its type decides what the next hands carry, e.g. a doubler), so the
    rows after it are still checked; their problems are only listed, nothing is written.
    A row whose Multiplier is not the one the engine plays the hand at is refused too.
    ``planned`` is the table's hands and whether they end the session (the last round's
    doubling, ``services.session_hands``).
    """
    outcomes: list[HandOutcome] = []
    problems: list[RowProblem] = []
    for index, row in rows:
        last: tuple[Fraction, ...] | None = None
        error: Text | None = None
        stand_in: HandOutcome | None = None
        wrong_multiplier: int | None = None
        try:
            found = list(candidates(row, ruleset))
        except RuleError as exc:
            found, error = [], _reason(exc, row)
        for outcome in found:
            try:
                score = score_session(
                    ruleset, [*outcomes, outcome], hands_total=planned.hands,
                    ends_session=planned.ends_session,
                )[-1]
            except RuleError as exc:
                error = _reason(exc, row)
                continue
            stand_in = stand_in or outcome
            if _matches(score, row):
                if score.multiplier != row.multiplier:
                    wrong_multiplier = score.multiplier
                    break
                outcomes.append(outcome)
                break
            last = tuple(score.payouts)
        else:
            problems.append(RowProblem(index, _mismatch(row, last, error)))
            if stand_in is not None:
                outcomes.append(stand_in)
            continue
        if wrong_multiplier is not None:
            problems.append(RowProblem(index, Text(
                "the Multiplier is {told}, but the event's rules play this hand at x{paid} "
                "(doublers, cracks and blitzes, last round); write {paid} in the Multiplier "
                "column",
                told=row.multiplier, paid=wrong_multiplier,
            )))
            outcomes.append(outcome)
    return outcomes, problems


def _mismatch(row: LogRow, engine: tuple[Fraction, ...] | None, error: Text | None) -> Text:
    told = ", ".join(points_text(p) for p in row.payouts)
    if engine:
        paid = ", ".join(points_text(p) for p in engine)
        return Text(
            "the event's rules pay {paid} for this {kind} hand, the file says {told}; check the "
            "row (type, picker, partner, points, tricks, call, cracks, blitzes, offender, …) "
            "against the score sheet",
            paid=paid, kind=row.kind.value, told=told,
        )
    if error is not None and str(error):
        return Text(
            "this {kind} hand cannot be scored under the event's rules ({reason}); check the "
            "row against the score sheet",
            kind=row.kind.value, reason=error,
        )
    return Text(
        "this {kind} hand cannot be scored under the event's rules; check the row against the "
        "score sheet",
        kind=row.kind.value,
    )
