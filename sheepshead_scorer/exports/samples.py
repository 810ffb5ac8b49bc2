"""Deterministic sample rows for tests, benchmarks and demo data — names with umlauts, accents,
suits and a would-be formula, fractional payouts, ties. No randomness: same input, same rows."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    EventExport,
    HandKind,
    HandRow,
    PlayerRow,
    PrizeRow,
    RoundResultRow,
    RoundSeating,
    StandingRow,
    Standings,
    StandingsScope,
    TableSeating,
)

FIRST = [
    "Jürgen",
    "Anna",
    "Zoë",
    "Björn",
    "Chloé",
    "=1+1",
    "Ole",
    "Bärbel",
    "Dan",
    "Eve",
    "Frank",
    "Gitte",
    "Hans-Peter",
    "Ilse",
    "Jo ♥",
    "Kai",
]
LAST = ["Müller", "Schmidt", "Nowak", "Øberg", "O'Brien", "Weiß", "Łukasz", "Smith", "Fischer"]


def player_name(i: int) -> str:
    """The ``i``-th sample name (unique for every ``i``)."""
    return f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i + 1}"


def sample_info() -> DocumentInfo:
    return DocumentInfo(
        event="Wisconsin Sheepshead Open ♣♠♥♦",
        date=dt.date(2026, 11, 29),
        venue="Schützenhalle, Münster",
        generated_at=dt.datetime(2026, 11, 29, 18, 30),
    )


def sample_standings(players: int, scope: StandingsScope = StandingsScope.EVENT) -> Standings:
    """``players`` rows, every third pair tied, fractional totals now and then, top 5 paid."""
    rows = []
    rank = 1
    for i in range(players):
        tied = i % 3 in (0, 1) and i + 1 < players
        total = Fraction(3 * (players - i) - (i % 3 == 1), 1 if i % 7 else 3)
        rows.append(
            StandingRow(
                rank=rank,
                tied=tied or (i % 3 == 2 and i > 0),
                player=player_name(i),
                member_number=f"M{1000 + i}",
                total=total,
                played=40,
                tiebreaks=(Fraction(i % 11), Fraction(12 - i % 5)),
                breakdown=(Fraction(i % 13 - 6), None if i % 9 == 0 else Fraction(i % 5)),
                prize_cents=(5 - i) * 2550 if i < 5 else 0,
            )
        )
        if i % 3 == 2:
            rank = i + 2
    return Standings(
        scope=scope,
        title="Final standings",
        rows=tuple(rows),
        tiebreak_names=("Hands won", "Best session"),
        breakdown_names=("Session 1", "Session 2"),
    )


def sample_seating(tables: int, *, session: int = 1, round_number: int = 1) -> RoundSeating:
    """``tables`` tables of five players each, first dealer rotating."""
    return RoundSeating(
        session=session,
        round_number=round_number,
        tables=tuple(
            TableSeating(
                table=t + 1,
                players=tuple(player_name(5 * t + s) for s in range(5)),
                first_dealer=t % 5,
            )
            for t in range(tables)
        ),
        hands_per_table=15,
    )


def _hand(session: int, rnd: int, table: TableSeating, number: int) -> HandRow:
    players = table.players
    dealer = table.dealer_of_hand(number)
    seed = session * 7919 + rnd * 131 + table.table * 17 + number
    multiplier = 2 if seed % 10 == 0 else 1
    if seed % 23 == 0:  # a penalty: one player pays 4, split 4/3 each among three others
        payer = seed % 5
        payouts = [Fraction(4, 3) if s != payer else Fraction(-4) for s in range(5)]
        payouts[(payer + 1) % 5] = Fraction(0)
        return HandRow(
            session,
            rnd,
            table.table,
            number,
            players[dealer],
            HandKind.PENALTY,
            players,
            tuple(payouts),
            multiplier=1,
        )
    if seed % 13 == 0:
        winner = seed % 5
        payouts = [Fraction(-1 * multiplier)] * 5
        payouts[winner] = Fraction(4 * multiplier)
        return HandRow(
            session,
            rnd,
            table.table,
            number,
            players[dealer],
            HandKind.LEASTER,
            players,
            tuple(payouts),
            multiplier=multiplier,
        )
    picker = (dealer + 1 + seed % 4) % 5
    partner = (picker + 1 + seed % 3) % 5
    points = 31 + (seed * 37) % 90
    won = points >= 61
    unit = (1 if 31 <= points <= 90 else 2) * multiplier * (1 if won else -1)
    payouts = [Fraction(-unit)] * 5
    payouts[picker] = Fraction(2 * unit)
    payouts[partner] = Fraction(unit)
    return HandRow(
        session,
        rnd,
        table.table,
        number,
        players[dealer],
        HandKind.PICKED,
        players,
        tuple(payouts),
        picker=players[picker],
        partners=(players[partner],),
        points=points,
        tricks=min(6, max(0, points // 20)),
        multiplier=multiplier,
    )


def sample_hands(hands: int, *, tables: int = 4, hands_per_round: int = 15) -> tuple[HandRow, ...]:
    """``hands`` hands over rounds of ``tables`` five-player tables; sessions of 4 rounds."""
    rows: list[HandRow] = []
    rnd = 0
    while len(rows) < hands:
        rnd += 1
        session, round_in_session = (rnd - 1) // 4 + 1, (rnd - 1) % 4 + 1
        seating = sample_seating(tables, session=session, round_number=round_in_session)
        for table in seating.tables:
            for number in range(1, hands_per_round + 1):
                if len(rows) < hands:
                    rows.append(_hand(session, round_in_session, table, number))
    return tuple(rows)


def round_results(hands: tuple[HandRow, ...]) -> tuple[RoundResultRow, ...]:
    """Sum ``hands`` per session, round, table and seat."""
    totals: dict[tuple[int, int, int, int, str], tuple[int, Fraction]] = {}
    for h in hands:
        for seat, (name, pay) in enumerate(zip(h.players, h.payouts, strict=True)):
            key = (h.session, h.round, h.table, seat + 1, name)
            count, total = totals.get(key, (0, Fraction(0)))
            totals[key] = (count + 1, total + pay)
    return tuple(
        RoundResultRow(s, r, t, seat, name, count, total)
        for (s, r, t, seat, name), (count, total) in totals.items()
    )


def sample_event(hands: int, *, tables: int = 4) -> EventExport:
    """A whole event: standings, ``hands`` hands, round results, players and prizes."""
    hand_rows = sample_hands(hands, tables=tables)
    players = tables * 5
    standings = sample_standings(players)
    return EventExport(
        info=sample_info(),
        standings=standings,
        hands=hand_rows,
        rounds=round_results(hand_rows),
        players=tuple(
            PlayerRow(player_name(i), f"M{1000 + i}", "Club ♣" if i % 2 else "", "")
            for i in range(players)
        ),
        prizes=tuple(
            PrizeRow(
                f"T-{r.rank}" if r.tied else str(r.rank), r.player, r.prize_cents, "Place prize"
            )
            for r in standings.rows
            if r.prize_cents
        ),
    )
