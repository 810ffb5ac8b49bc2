"""A field of names in fourteen scripts, and every document printed with it (``documents``).

Used by the glyph test (tests/exports/test_export_pdf_scripts.py) and to render the pages to PNG
and look at them (``python -m tests.exports.world_names OUTDIR``, then pdftoppm).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import io
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from sheepshead_scorer.exports import (
    write_hand_log_pdf,
    write_score_sheets_pdf,
    write_season_pdf,
    write_seat_cards_pdf,
    write_seating_by_player_pdf,
    write_seating_by_table_pdf,
    write_standings_pdf,
)
from sheepshead_scorer.exports.rows import RoundSeating, TableSeating
from sheepshead_scorer.exports.samples import sample_hands, sample_info, sample_standings
from sheepshead_scorer.exports.season_rows import NightCell, NightColumn, SeasonLine, SeasonTable

#: script → a name in it (Devanagari with a conjunct and a vowel sign before its consonant, Thai
#: with tone marks over vowel signs, Vietnamese with stacked accents).
NAMES: dict[str, str] = {
    "Latin": "Łukasz Żółć",
    "Vietnamese": "Nguyễn Thị Hương",
    "Greek": "Γιώργος Παπαδόπουλος",
    "Cyrillic": "Дмитрий Иванов",
    "Arabic": "محمد الأحمد",
    "Hebrew": "דוד כהן",
    "Devanagari": "क्षितिज शर्मा",
    "Thai": "น้ำทิพย์ ศรีสุข",
    "Han": "王小明",
    "Kana": "さくら タナカ",
    "Hangul": "김민준",
    "Georgian": "გიორგი ბერიძე",
    "Armenian": "Արամ Պետրոսյան",
    "Emoji": "Ann 🐑",
    "Long": "Maximilian Alexander Friedrich von Hohenzollern-Sigmaringen III",
}
FIELD = tuple(NAMES.values())


def _tables(codes: bool) -> RoundSeating:
    names = [*FIELD]
    while len(names) % 5:
        names.append(f"Spare {len(names)}")
    return RoundSeating(
        session=1, round_number=1, hands_per_table=12,
        tables=tuple(
            TableSeating(table=t + 1, players=tuple(names[t * 5:t * 5 + 5]), first_dealer=0,
                         codes=tuple(f"{t}{s}7A9K" for s in range(5)) if codes else ())
            for t in range(len(names) // 5)
        ),
    )


def _hands() -> tuple:  # type: ignore[type-arg]
    hands = sample_hands(45, tables=3)
    seating = _tables(False)
    sample_names = sorted({p for hand in hands for p in hand.players})
    field = [p for table in seating.tables for p in table.players]
    rename = dict(zip(sample_names, field, strict=False))

    def named(name: str) -> str:
        return rename.get(name, name)

    return tuple(
        dataclasses.replace(
            hand, dealer=named(hand.dealer), players=tuple(named(p) for p in hand.players),
            picker=named(hand.picker), partners=tuple(named(p) for p in hand.partners),
            offender=named(hand.offender),
        )
        for hand in hands
    )


def _season() -> SeasonTable:
    nights = tuple(NightColumn(n, dt.date(2026, 9, n), f"09-0{n} Night {n}", counts=True,
                               totals_only=True) for n in (1, 2, 3))
    lines = tuple(
        SeasonLine(place=i + 1, tied=False, player_id=i + 1, player=name,
                   total=Fraction(30 - i), nights=3, game_points=Fraction(0), decided_by="",
                   cells=tuple(NightCell(True, Fraction(10 - i // 3), True) for _ in nights))
        for i, name in enumerate(FIELD)
    )
    return SeasonTable(1, sample_info(), "2026 league", nights, lines)


def _standings():  # type: ignore[no-untyped-def]
    standings = sample_standings(len(FIELD))
    rows = tuple(dataclasses.replace(row, player=name)
                 for row, name in zip(standings.rows, FIELD, strict=True))
    return dataclasses.replace(standings, rows=rows)


def documents() -> dict[str, Callable[[io.BytesIO], None]]:
    """Every document, each a function writing its PDF to a stream."""
    info = sample_info()
    return {
        "standings": lambda out: write_standings_pdf(out, info, _standings()),
        "seating": lambda out: write_seating_by_table_pdf(out, info, _tables(False)),
        "seating-by-name": lambda out: write_seating_by_player_pdf(out, info, _tables(False)),
        "score-sheets": lambda out: write_score_sheets_pdf(out, info, _tables(False)),
        "seat-cards": lambda out: write_seat_cards_pdf(out, info, _tables(True)),
        "hand-log": lambda out: write_hand_log_pdf(out, info, _hands()),
        "season": lambda out: write_season_pdf(out, _season()),
    }


def render(name: str) -> bytes:
    out = io.BytesIO()
    documents()[name](out)
    return out.getvalue()


if __name__ == "__main__":
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    for document in documents():
        (folder / f"{document}.pdf").write_bytes(render(document))
        print(folder / f"{document}.pdf")
