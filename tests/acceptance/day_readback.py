"""Reading the standings back from what the window shows and writes: the Standings screen's
rows, the standings PDF's text and the event workbook, each as one comparable line per
player: (place, points, hands played, prize in cents)."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import openpyxl
from day_reference import Line
from pdf_reading import pdf_page_texts

Shown = dict[str, tuple[str, Fraction, int, int]]
"""player → (place as printed, points, hands played, prize in cents)."""


def expected(lines: list[Line]) -> Shown:
    return {line.name: (line.label, line.points, line.played, line.prize_cents) for line in lines}


def from_screen(rows: list[Any]) -> Shown:
    return {
        row.player: (f"T-{row.rank}" if row.tied else str(row.rank), Fraction(row.total),
                     row.played, row.prize_cents)
        for row in rows
    }


_PLACE = re.compile(r"^(T-)?\d+$")
_NUMBER = re.compile(r"^[−-]?\d+$")


def from_pdf(path: Path) -> Shown:
    """The standings PDF's rows: place, player, then Hands and Total first among the numbers
    (the sessions' columns, picker wins, hands lost and best round follow), the prize last
    when there is one. Points are whole at these days' tables."""
    shown: Shown = {}
    for page in pdf_page_texts(path.read_bytes()):
        for text in page.splitlines():
            words = text.split()
            if len(words) < 4 or not _PLACE.match(words[0]):
                continue
            first = next((i for i, w in enumerate(words) if i and _NUMBER.match(w)), None)
            if first is None or first == 1:
                continue
            prize = words[-1] if words[-1].startswith("$") else ""
            shown[" ".join(words[1:first])] = (
                words[0], Fraction(int(words[first + 1].replace("−", "-"))), int(words[first]),
                int(prize.strip("$").replace(",", "").replace(".", "")) if prize else 0,
            )
    return shown


def from_workbook(path: Path) -> Shown:
    """The workbook's Standings sheet (Rank, Tied, Player, Member #, Hands, Total, …, Prize)."""
    sheet = openpyxl.load_workbook(path, read_only=True)["Standings"]
    rows = sheet.iter_rows(values_only=True)
    header = list(next(rows))
    at = {title: header.index(title) for title in ("Rank", "Tied", "Player", "Hands", "Total",
                                                   "Prize")}
    shown: Shown = {}
    for row in rows:
        place = f"T-{row[at['Rank']]}" if row[at["Tied"]] else str(row[at["Rank"]])
        prize = row[at["Prize"]]
        shown[row[at["Player"]]] = (
            place, Fraction(str(row[at["Total"]])), int(row[at["Hands"]]),
            round(Fraction(str(prize)) * 100) if prize else 0,
        )
    return shown


def prize_sheet(path: Path) -> list[tuple[str, str, int]]:
    """The workbook's Prizes sheet: (place, player, cents) in the order announced."""
    sheet = openpyxl.load_workbook(path, read_only=True)["Prizes"]
    rows = list(sheet.iter_rows(values_only=True))[1:]
    return [(str(r[0]), str(r[1]), round(Fraction(str(r[3])) * 100)) for r in rows]
