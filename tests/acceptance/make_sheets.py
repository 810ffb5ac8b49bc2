"""Write the acceptance days' paper score sheets (``sheets/*.txt``): plausible hands from a
fixed seed, so the files are the same on every run. Run it after changing a day's format:

    .venv/bin/python tests/acceptance/make_sheets.py

The expected results are never written here: the tests work them out from the sheets with
``reference.py``. Plain Python (no product import).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

SHEETS = Path(__file__).parent / "sheets"
FIRST = ["Ann", "Bert", "Carla", "Dieter", "Erna", "Franz", "Gisela", "Hank", "Ilse", "Jake",
         "Kurt", "Lotte", "Marv", "Nora", "Otto", "Paula", "Quinn", "Rudi", "Selma", "Tom",
         "Uschi", "Vern", "Wanda"]
LAST = ["Albers", "Brandt", "Czerny", "Dorn", "Eckert", "Frei", "Gruber", "Hahn", "Imhof",
        "Jansen", "Kraus", "Lang", "Maier", "Nagel", "Ott", "Pohl", "Quast", "Roth", "Sauer",
        "Thiel", "Ulrich", "Vogt", "Winkler"]


@dataclass
class Format:
    """What a day's sheets need: its header lines, seating rounds and table sizes."""

    file: str
    seed: int
    header: list[str]
    rounds: list[tuple[int, int, int, str]]  # session, round, hands, per table
    sizes: list[int]  # seats at table 1, 2, ...
    schiller: bool = False
    leasters_at: set[tuple[int, int, int, int]] = field(default_factory=set)
    ties_at: set[tuple[int, int, int, int]] = field(default_factory=set)
    mistype_at: set[tuple[int, int, int, int]] = field(default_factory=set)


def table_hands(hands: int, per_table: str, seats: int, size: int = 5) -> int:
    """A round's hands at a table of ``seats``: the same everywhere, or (``equal``) as many
    as lets each player play as often as at a table of the event's ``size`` (5 play)."""
    return hands * seats // size if per_table == "equal" else hands


def picked(rng: random.Random, playing: list[int], picker: int | None) -> str:
    picker = rng.choice(playing) if picker is None else picker
    others = [s for s in playing if s != picker]
    partner = "a" if rng.random() < 0.12 else str(rng.choice(others) + 1)
    roll = rng.random()
    tricks = ""
    if roll < 0.04:
        points = 0  # no trick: schwarz lost
    elif roll < 0.08:
        points, tricks = 120, "" if rng.random() < 0.6 else " 5"  # all tricks, or 5 of 6
    elif roll < 0.25:
        points = rng.randint(91, 119)  # schneider won
    elif roll < 0.38:
        points = rng.randint(1, 30)  # schneidered
    else:
        points = rng.randint(31, 90)
    return f"pick {picker + 1} {partner} {points}{tricks}"


def table_sheet(fmt: Format, rng: random.Random, where: tuple[int, int, int], hands: int,
                seats: int, last: bool) -> list[str]:
    lines: list[str] = []
    ties = set(fmt.ties_at)
    dealer, played = 0, 0
    while played < hands:
        key = (*where, played + 1)
        head = f"hand  {where[0]} {where[1]} {where[2]} {played + 1:2d} {dealer + 1}"
        playing = [s for s in range(seats) if not (seats == 6 and s == dealer)]
        schiller = fmt.schiller and last and played >= hands - seats
        if key in ties:
            a, b = rng.sample(playing, 2)
            lines.append(f"{head}  tie {min(a, b) + 1} {max(a, b) + 1}")
            ties.discard(key)
            continue  # redealt by the same dealer: not a played hand
        if schiller:
            line = picked(rng, playing, (dealer + 1) % seats)
        elif key in fmt.leasters_at or rng.random() < 0.07:
            line = f"leaster {rng.choice(playing) + 1}"
        else:
            line = picked(rng, playing, None)
        lines.append(f"{head}  {line}")
        if key in fmt.mistype_at and line.startswith("pick"):
            _, p, q, points, *_ = line.split()
            wrong = next(s + 1 for s in playing if str(s + 1) not in (p, q))
            s, r, t = where
            lines.append(f"mistyped {s} {r} {t} {played + 1} {p}{wrong}{points}")
        dealer, played = (dealer + 1) % seats, played + 1
    return lines


def render(fmt: Format) -> str:
    """The sheet file's text (the same on every call)."""
    rng = random.Random(fmt.seed)
    out = [*fmt.header, ""]
    out += [f"round {s} {r} {h} {p}" for s, r, h, p in fmt.rounds]
    out.append("")
    out.append("#     S R T  H D  what happened")
    last_round = {s: max(r for s2, r, _, _ in fmt.rounds if s2 == s) for s, *_ in fmt.rounds}
    for session, rnd, hands, per_table in fmt.rounds:
        for number, seats in enumerate(fmt.sizes, start=1):
            out += table_sheet(
                fmt, rng, (session, rnd, number), table_hands(hands, per_table, seats), seats,
                last=rnd == last_round[session],
            )
    return "\n".join(out) + "\n"


def players(count: int) -> str:
    return "players     " + "; ".join(f"{FIRST[i]} {LAST[i]}" for i in range(count))


GENERATED = "# Written by tests/acceptance/make_sheets.py (seed {seed}); regenerate it, never edit."

FORMATS = [
    Format(
        "kohler_falls_2016.txt", 2016,
        [
            "# Kohler Falls 2016 Oktoberfest: a whole tournament day's paper score sheets.",
            "# Source: /work/shared/rules-sources/README.md, \"Tournament practice\": \"An",
            "#   Oktoberfest tournament (2016): $25 entry, J♦ partner, 3 sessions × 20 hands",
            "#   (24 hands at a 6-player table), tables assigned by officials, 6th player at a",
            "#   table where needed and the dealer sits out (scores 0 that hand) [...] 90% of",
            "#   entries paid: 1st 30%, 2nd 15%, 3rd–5th 10% each, plus 5% to each session's",
            "#   top scorer.\" Scoring: 000's 5-handed chart (preset 000-encyclopedia) with the",
            "#   J♦ partner (000 \"Jack of diamonds\": the picker holding it plays alone).",
            "# 11 players: table 1 seats 5 (20 hands), table 2 seats 6 (24 hands).",
            GENERATED.format(seed=2016),
            "event       Kohler Falls Oktoberfest 2016",
            "date        2016-10-01",
            "preset      000-encyclopedia",
            "rules       partner_method=jack_of_diamonds",
            "sessions    3",
            "hands       20",
            "fee         25.00",
            "house       0",
            "places      30 15 10 10 10",
            "session_top 5",
            "draw        random",
            players(11),
        ],
        [(1, 1, 20, "equal"), (2, 1, 20, "equal"), (3, 1, 20, "equal")],
        [5, 6],
    ),
    Format(
        "forty_eight_hands.txt", 48,
        [
            "# A 48-hand session in 4 seating rounds of 12, last round doubled, double on the",
            "# bump, the Schiller round: 23 players at tables of 5, 6, 6, 6.",
            "# Sources: 000 (\"48-hand sessions are held at locations around the state\";",
            "#   \"Double on the bump ... the picker/partner lose two times the points that",
            "#   opponents would lose\"; \"Schiller: the first person after the dealer has to",
            "#   pick ... 1 round of Schiller is played at the end of the night\"); README.md",
            "#   (\"48 is not a multiple of 5\"; \"last round doubled\" among scorekeepers'",
            "#   options; issue 22's club evening: 23 players, $20, house 10%).",
            "# Every table plays 12 hands a round; a 6-table's dealer sits out.",
            GENERATED.format(seed=48),
            "event       Thursday 48-hand session",
            "date        2026-11-19",
            "preset      000-encyclopedia",
            "rules       double_on_bump=true last_round_doubled=true schiller_last_round=true",
            "sessions    1",
            "hands       48",
            "fee         20.00",
            "house       10",
            "places      30 15 10 10 10",
            "session_top 0",
            "draw        avoid_repeats",
            players(23),
        ],
        [(1, 1, 12, "same"), (1, 2, 12, "same"), (1, 3, 12, "same"), (1, 4, 12, "same")],
        [5, 6, 6, 6],
        schiller=True,
        leasters_at={(1, 1, 1, 9), (1, 2, 3, 10), (1, 3, 2, 12)},
    ),
    Format(
        "club_night.txt", 7,
        [
            "# A club night: two sessions of 20 hands, each drawn as two seating rounds of 10,",
            "# last round doubled, a tied leaster redealt, and a hand typed wrong that is found",
            "# after its round was closed (corrected where it happened: the round reopened).",
            "# Sources: 003 (\"If two players tie for fewest points, either split the pot or",
            "#   re-deal\"; the rules card's points grid: preset 003-rules-card); README.md",
            "#   (\"last round doubled\" among scorekeepers' options); 001 (a leaster winner",
            "#   \"collects the base amount from each of the other four\").",
            GENERATED.format(seed=7),
            "event       Tuesday club night",
            "date        2026-11-24",
            "preset      003-rules-card",
            "rules       leaster_tie=redeal last_round_doubled=true",
            "sessions    2",
            "hands       20",
            "fee         10.00",
            "house       0",
            "places      50 30 20",
            "session_top 0",
            "draw        avoid_repeats",
            players(10),
        ],
        [(1, 1, 10, "same"), (1, 2, 10, "same"), (2, 1, 10, "same"), (2, 2, 10, "same")],
        [5, 5],
        leasters_at={(1, 1, 1, 4), (2, 2, 2, 9)},
        ties_at={(2, 1, 1, 4), (2, 2, 2, 8)},
        mistype_at={(1, 1, 2, 3)},
    ),
]


if __name__ == "__main__":
    for day in FORMATS:
        (SHEETS / day.file).write_text(render(day), encoding="utf-8")
