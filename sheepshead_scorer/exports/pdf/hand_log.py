"""Hand log PDF: every hand, grouped by session, round and table, with each player's payout.

One section per table and round, headed by the table's players; the payout columns are titled
with the players' names in seat order, and a bold "Total" row closes each section. The
"Details" column says what the other columns cannot: a penalty's offender and reason, a
leaster's winner(s), and a picked hand's call, cracks, blitzes, kontras, sheepshead call,
runners (001's "mit/ohne": the run of top trump one side held) and, where the hand records
them, the picker's own tricks (000: "Some house rules require the picker to take at least one
trick"). The rule sources define no schmeer count, so none is printed. A Sheep Head hand
(000 "Sheep Head variant") names the team that took the fox and the counters of each team,
or the buck, and the game it belongs to with the game's score after it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import groupby

from reportlab.platypus import CondPageBreak, Flowable, Paragraph, Spacer

from sheepshead_scorer.exports.formatting import points_text
from sheepshead_scorer.exports.i18n import text
from sheepshead_scorer.exports.pdf.document import (
    PdfTarget,
    Progress,
    ProgressReporter,
    build_pdf,
    escape,
    frame_width,
    heading_line,
    styles,
)
from sheepshead_scorer.exports.pdf.tables import data_table
from sheepshead_scorer.exports.rows import DocumentInfo, HandKind, HandRow

KIND_LABELS = {
    HandKind.PICKED: "Picked",
    HandKind.LEASTER: "Leaster",
    HandKind.MOSTER: "Moster",
    HandKind.ALL_PASS: "All pass",
    HandKind.MISDEAL: "Misdeal",
    HandKind.PENALTY: "Penalty",
    HandKind.FOX: "Sheep Head",
}


def _optional(value: int | None) -> str:
    return "" if value is None else str(value)


def details(hand: HandRow, language: str) -> str:
    """The hand's "Details" cell: offender and reason, leaster winners, call and extras."""
    parts: list[str] = []
    if hand.kind is HandKind.PENALTY and hand.offender:
        reason = f" ({text(language, hand.reason)})" if hand.reason else ""
        parts.append(text(language, "Offender: {name}", name=hand.offender) + reason)
    elif hand.kind is HandKind.LEASTER:
        winners = [p for p, pay in zip(hand.players, hand.payouts, strict=True) if pay > 0]
        if winners:
            parts.append(text(language, "Winner: {names}", names=", ".join(winners)))
    elif hand.kind is HandKind.MOSTER:
        losers = [p for p, pay in zip(hand.players, hand.payouts, strict=True) if pay < 0]
        if losers:
            parts.append(text(language, "Loser: {names}", names=", ".join(losers)))
    elif hand.kind is HandKind.FOX:
        parts.extend(_fox_details(hand, language))
    elif hand.kind is HandKind.PICKED:
        if hand.call and hand.call != "ace":
            parts.append(text(language, hand.call))
        for count, word in ((hand.cracks, "crack"), (hand.blitzes, "blitz"),
                            (hand.kontras, "kontra")):
            if count:
                parts.append(f"{text(language, word)} ×{count}" if count > 1 else
                             text(language, word))
        if hand.sheepshead:
            parts.append(text(language, "sheepshead"))
        if hand.runners:  # 001's "mit/ohne": the unbroken run of top trump one side held
            parts.append(text(language, "runners ×{count} (mit/ohne)", count=hand.runners))
        if hand.picker_tricks is not None:  # 000: "the picker [must] take at least one trick"
            parts.append(text(language, "picker's own tricks: {count}", count=hand.picker_tricks))
    return ", ".join(parts)


def _fox_details(hand: HandRow, language: str) -> list[str]:
    """A Sheep Head hand (000): the fox's team and the counters, or a buck; then its game."""
    parts: list[str] = []
    if hand.automatic_buck_team:
        names = " & ".join(hand.automatic_buck_team)
        parts.append(text(language, "automatic buck: {names}", names=names))
    elif hand.buck_team:
        parts.append(text(language, "buck: {names}", names=" & ".join(hand.buck_team)))
    elif hand.fox_team and hand.counters is not None:
        parts.append(text(language, "fox: {names}", names=" & ".join(hand.fox_team)))
        parts.append(text(language, "counters {a}–{b}", a=hand.counters[0], b=hand.counters[1]))
    if hand.game is not None and hand.game_score is not None:
        a, b = hand.game_score  # the team of the first seat first, as the heading says
        parts.append(text(language, "game {n}: {a}–{b}", n=hand.game, a=a, b=b)
                     + (" " + text(language, "(won)") if hand.game_won else ""))
    return parts


def _teams(hand: HandRow, language: str) -> str:
    """A Sheep Head table's teams, as its game scores count them: seats 1+3, then 2+4."""
    players = hand.players
    first, second = " & ".join(players[0::2]), " & ".join(players[1::2])
    return text(language, "teams: {first} – {second}", first=first, second=second)


def _section(hands: Sequence[HandRow], width: float, language: str, title: str) -> Flowable:
    players = hands[0].players
    words = ("#", "Dealer", "Type", "Picker", "Partner", "Pts", "Tricks", "×", "Details")
    header = [*(text(language, word) for word in words), *players]
    body = [
        [
            str(h.hand),
            h.dealer,
            text(language, KIND_LABELS[h.kind]),
            h.picker,
            ", ".join(h.partners),
            _optional(h.points),
            _optional(h.tricks),
            str(h.multiplier),
            details(h, language),
            *(points_text(p) for p in h.payouts),
        ]
        for h in hands
    ]
    totals = [_exact_sum([h.payouts[i] for h in hands]) for i in range(len(players))]
    total = text(language, "Total")
    body.append(["", total, "", "", "", "", "", "", "", *(points_text(t) for t in totals)])
    right = {0, 5, 6, 7, *range(9, 9 + len(players))}
    return data_table(
        header, body, width, right=right, bold_rows={len(body) - 1},
        continued=text(language, "{title}, continued", title=title),
    )


def _exact_sum(values: Sequence[Fraction]) -> Fraction | int:
    """The exact sum; whole numbers (nearly every payout) added as ints, not Fractions."""
    if all(v.denominator == 1 for v in values):
        return sum(v.numerator for v in values)
    return sum(values, Fraction(0))


def _groups(hands: Iterable[HandRow]) -> list[list[HandRow]]:
    ordered = sorted(hands, key=lambda h: (h.session, h.round, h.table, h.hand))
    groups = []
    for _, group in groupby(ordered, key=lambda h: (h.session, h.round, h.table, h.players)):
        groups.append(list(group))
    return groups


def write_hand_log_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    hands: Sequence[HandRow],
    *,
    progress: Progress | None = None,
    language: str = "en",
) -> None:
    """The hand log of ``hands`` (any mix of sessions, rounds and tables), landscape;
    ``language`` ("en"/"de") sets the printed words."""
    groups = _groups(hands)
    reporter = ProgressReporter(progress, len(groups) + 2)
    st = styles()
    width = frame_width(True)
    story: list[Flowable] = []
    for done, group in enumerate(groups):
        reporter.report(done)
        first = group[0]
        title = text(
            language, "Session {session}, round {round}, table {table}",
            session=first.session, round=first.round, table=first.table,
        )
        story.append(CondPageBreak(120))
        story.append(heading_line(title, st.heading))
        if first.kind is HandKind.FOX:
            story.append(Paragraph(escape(_teams(first, language)), st.small))
        story.append(_section(group, width, language, title))
        story.append(Spacer(1, 6))
    if not story:
        story.append(Paragraph(escape(text(language, "No hands recorded.")), st.body))
    build_pdf(
        target, info, text(language, "Hand log"), story, wide=True, reporter=reporter,
        language=language,
    )
