"""`league` and `season` from the shell: set up a season, enter nights, change the rules and
hear who moved, copy a season with its roster; mistakes are one line with exit status 2."""

from __future__ import annotations

import json

from cli_helpers import CliRunner, row_counts

from sheepshead_scorer.store import Database


def _setup(cli: CliRunner, url: str) -> None:
    assert cli("league", "create", "Tuesday League", "--database", url).status == 0
    run = cli("season", "create", "--league", "1", "2026", "--placement", "10,6,3",
              "--past-table", "1", "--best", "2", "--min-nights", "2", "--json",
              "--database", url)
    assert run.status == 0, run.err
    assert json.loads(run.out)["rules"]["placement_points"] == ["10", "6", "3"]
    for name in ("Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck", "Emil Fuchs"):
        assert cli("season", "add-player", "1", name, "--database", url).status == 0
    nights = (
        ("2026-09-01", "Ann Berg=+12", "Ben Kruger=-7", "Cleo Dorn=-5", "Dora Eck=0"),
        ("2026-09-08", "Ann Berg=-6", "Ben Kruger=+6", "Cleo Dorn=+6", "Emil Fuchs=-6"),
        ("2026-09-15", "Ann Berg=+2", "Ben Kruger=-4", "Dora Eck=+4", "Emil Fuchs=-2"),
    )
    for day, *totals in nights:
        run = cli("season", "night", "1", "--date", day, *totals, "--database", url)
        assert run.status == 0, run.err


def test_a_season_from_the_shell(cli: CliRunner, url: str) -> None:
    _setup(cli, url)
    table = json.loads(cli("season", "table", "1", "--json", "--database", url).out)
    # Night 1: 10, 6, 3, 1 (past the table); night 2: Ben and Cleo share 1st (8 each), Ann
    # and Emil share 3rd (2 each); night 3: Dora 10, Ann 6, Emil 3, Ben 1. Best 2 of 3.
    assert [(r["Rank"], r["Player"], r["League points"]) for r in table["rows"]] == [
        ("T-1", "Ann Berg", "16"), ("T-1", "Dora Eck", "16"), ("3", "Cleo Dorn", "11"),
        ("4", "Ben Kruger", "9"), ("5", "Emil Fuchs", "5"),
    ]
    assert table["rows"][0]["09-08 Night 2"] == "(2)"  # Ann's dropped night is marked

    run = cli("season", "rules", "1", "--tiebreaks", "most_nights,best_night", "--counts",
              "3=no", "--json", "--database", url)
    assert run.status == 0, run.err
    moved = {m["player"]: (m["before"], m["after"]) for m in json.loads(run.out)["moved"]}
    assert moved == {
        "Ann Berg": ("T-1", "1"), "Cleo Dorn": ("3", "2"), "Ben Kruger": ("4", "3"),
        "Dora Eck": ("T-1", "-"), "Emil Fuchs": ("5", "-"),
    }
    table = json.loads(cli("season", "table", "1", "--json", "--database", url).out)
    assert table["header"][-1] == "09-15 Night 3 (not counted)"
    assert [r["Rank"] for r in table["rows"]] == ["1", "2", "3", "-", "-"]
    assert any("fewer than 2 nights" in note for note in table["notes"])

    copied = json.loads(cli("season", "copy", "1", "2027", "--json", "--database", url).out)
    # No night yet in the new season: its roster (the old one's) by name.
    assert copied["roster"] == ["Ann Berg", "Ben Kruger", "Cleo Dorn", "Dora Eck", "Emil Fuchs"]
    rules = json.loads(cli("season", "rules", str(copied["season"]), "--json",
                           "--database", url).out)
    assert rules["rules"]["tiebreaks"] == ["most_nights", "best_night"]
    assert rules["nights"] == []


def test_mistakes_are_one_line_and_write_nothing(
    cli: CliRunner, url: str, db: Database
) -> None:
    _setup(cli, url)
    before = row_counts(db)
    for args, says in (
        (("season", "night", "1", "Ann Berg=+3", "Ben Kruger=-3", "Cleo Dorn=+0.5"),
         "add up to +½, not 0"),
        (("season", "add-player", "1", "Ben Krüger"), "Ben Kruger (#2) is very similar"),
        (("season", "rules", "1", "--tiebreaks", "coin"), "tiebreaks"),
        (("season", "rules", "1", "--counts", "3=maybe"), "EVENT=yes or EVENT=no"),
        (("season", "night", "1", "Zed=+1", "Ann Berg=-1", "Cleo Dorn=0"), "not on the"),
        (("season", "table", "9"), "season 9 does not exist"),
    ):
        run = cli(*args, "--database", url)
        assert run.status == 2, (args, run.out)
        assert len(run.err.strip().splitlines()) == 1 and says in run.err, run.err
    assert row_counts(db) == before


def test_an_event_moves_between_seasons_from_the_shell(cli: CliRunner, url: str) -> None:
    _setup(cli, url)
    # The rules change moves night 3's version: the command reads the version it changes.
    assert cli("season", "rules", "1", "--counts", "3=no", "--database", url).status == 0
    assert cli("season", "copy", "1", "2027", "--database", url).status == 0
    run = cli("season", "remove-event", "--event", "3", "--json", "--database", url)
    assert run.status == 0, run.err
    assert json.loads(run.out) == {"event": 3, "season": None}
    run = cli("season", "add-event", "2", "--event", "3", "--database", url)
    assert (run.status, run.out.strip()) == (0, "event 3 is now in season 2"), run.err

    def nights(season: str) -> list[int]:
        rules = cli("season", "rules", season, "--json", "--database", url)
        return [n["event"] for n in json.loads(rules.out)["nights"]]

    assert (nights("1"), nights("2")) == ([1, 2], [3])
    run = cli("season", "add-event", "2", "--event", "99", "--database", url)
    lines = run.err.strip().splitlines()
    assert run.status == 2 and len(lines) == 1, run.err
    assert lines[0].startswith("error: event 99 does not exist in ")
    assert lines[0].endswith("; list the ids with `sheepshead-scorer events`")
