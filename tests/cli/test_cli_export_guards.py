"""What the CLI writes is safe and complete: every CSV guarded against formulas (also the rows
printed with `--format csv`), and `export hands --format xlsx` keeps to its filters."""

from __future__ import annotations

import csv
import io

import openpyxl
from cli_helpers import CliRunner, play, small_event

from sheepshead_scorer.exports.formatting import parse_points
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.services.door.reads import players


def _rename(services: Services, old: str, new: str) -> None:
    player = players(services._ctx, old)[0]
    services.update_player(player.id, PlayerFields(name=new), expected_version=player.version)


def test_standings_and_players_csv_are_guarded(
    cli: CliRunner, services: Services, url: str
) -> None:
    event, round_id = small_event(services, hands=4)
    _rename(services, "Player 00", '=HYPERLINK("http://evil","click")')
    _rename(services, "Player 01", "+1+2")
    _rename(services, "Player 02", "Smith; Jr.")
    play(services, round_id, 4)
    for args in (("standings", "--event", str(event)), ("players",)):
        run = cli(*args, "--format", "csv", "--database", url)
        assert run.status == 0, run.err
        names = [row[3 if args[0] == "standings" else 1]  # standings: rank, tied, id, name
                 for row in csv.reader(io.StringIO(run.out))]
        assert "'=HYPERLINK(\"http://evil\",\"click\")" in names and "'+1+2" in names
        assert "Smith; Jr." in names
        assert not any(n.startswith(("=", "+", "@")) for n in names)


def test_hands_xlsx_keeps_to_session_round_and_table(
    cli: CliRunner, services: Services, url: str, tmp_path: object
) -> None:
    event, round_id = small_event(services, hands=4)
    play(services, round_id, 4)
    whole = tmp_path / "all.xlsx"  # type: ignore[operator]
    table2 = tmp_path / "t2.xlsx"  # type: ignore[operator]
    assert cli("export", "hands", "--event", str(event), "--output", str(whole),
               "--database", url).status == 0
    run = cli("export", "hands", "--event", str(event), "--round", "1", "--table", "2",
              "--output", str(table2), "--database", url)
    assert run.status == 0, run.err
    every = list(openpyxl.load_workbook(whole)["Hands"].iter_rows(min_row=2, values_only=True))
    only = list(openpyxl.load_workbook(table2)["Hands"].iter_rows(min_row=2, values_only=True))
    assert len(every) == 8 and len(only) == 4
    assert {row[2] for row in only} == {2}
    assert openpyxl.load_workbook(table2).sheetnames == ["Hands"]
    assert sum(parse_points(v) for row in only for v in row[12:17] if v is not None) == 0
