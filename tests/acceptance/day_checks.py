"""The end of an acceptance day: the reference's standings and prize money against the
Standings screen (the event and every session), the standings PDF and the event workbook."""

from __future__ import annotations

from pathlib import Path

from day_readback import Shown, expected, from_pdf, from_screen, from_workbook, prize_sheet
from day_reference import Line, prizes, standings
from day_window import DirectorAtTheWindow


def differences(name: str, want: Shown, got: Shown) -> list[str]:
    """One line per player whose place, points, hands or prize differ (or who is missing)."""
    lines = []
    for player in sorted(set(want) | set(got), key=lambda p: want.get(p, ("999",))[0]):
        if want.get(player) != got.get(player):
            lines.append(f"{name}: {player}: sheets {want.get(player)}, shown {got.get(player)}")
    return lines


def reference_lines(director: DirectorAtTheWindow) -> tuple[list[Line], list[list[Line]]]:
    day, seating = director.day, director.seating
    sessions = [standings(day, seating, session=s) for s in range(1, day.number("sessions") + 1)]
    event = standings(day, seating)
    money = prizes(day, event, sessions)
    for line in event:
        line.prize_cents = money.get(line.name, 0)
    return event, sessions


def check_the_day(director: DirectorAtTheWindow, folder: Path) -> list[Line]:
    """Compare every copy of the final standings with the sheets; return the event lines."""
    event, sessions = reference_lines(director)
    assert sum(line.points for line in event) == 0  # every table's sheet sums to zero
    problems: list[str] = []
    for number, lines in enumerate(sessions, start=1):
        want = {n: (lbl, pts, hands, 0) for n, (lbl, pts, hands, _) in expected(lines).items()}
        got = from_screen(director.standings_rows(number))
        problems += differences(f"screen, session {number}", want, got)
    want = expected(event)
    problems += differences("screen", want, from_screen(director.standings_rows()))
    problems += differences("standings PDF", want, from_pdf(director.export("Standings", folder)))
    workbook = director.export("Event workbook", folder)
    problems += differences("workbook", want, from_workbook(workbook))
    paid: dict[str, int] = {}
    for _place, player, cents in prize_sheet(workbook):
        paid[player] = paid.get(player, 0) + cents
    want_paid = {line.name: line.prize_cents for line in event if line.prize_cents}
    if paid != want_paid:
        problems.append(f"workbook Prizes sheet: sheets {want_paid}, shown {paid}")
    assert not problems, "\n".join(problems)
    return event
