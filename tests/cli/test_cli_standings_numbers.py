"""`standings --format csv` in the numeric convention of every exported sheet and CSV (issue
27 item 3, ``exports.season_numbers``): the rank a number and "T" in a tied column, never
"T-4"; a season player not ranked yet has an empty rank, never "-". The table and JSON keep
the label a person reads."""

from __future__ import annotations

import csv
import io
import json

from cli_helpers import CliRunner, play, small_event

from sheepshead_scorer.services import Services


def _csv(cli: CliRunner, *args: str) -> list[dict[str, str]]:
    run = cli("standings", *args, "--format", "csv")
    assert run.status == 0, run.err
    return list(csv.DictReader(io.StringIO(run.out)))


def test_event_ranks_are_numbers_with_a_tied_column(
    cli: CliRunner, services: Services, url: str
) -> None:
    event, _ = small_event(services, hands=4)  # nothing played: all ten share first place
    rows = _csv(cli, "--event", str(event), "--database", url)
    assert list(rows[0])[:4] == ["rank", "tied", "player_id", "name"]
    assert {(row["rank"], row["tied"]) for row in rows} == {("1", "T")}
    table = cli("standings", "--event", str(event), "--format", "json", "--database", url)
    assert {row["rank"] for row in json.loads(table.out)} == {"T-1"}  # as a person reads it


def test_season_ranks_are_numbers_and_not_ranked_is_empty(
    cli: CliRunner, services: Services, url: str
) -> None:
    league = services.create_league("L").created
    assert league is not None
    ranked = services.create_season(league, "Ranked").created
    waiting = services.create_season(
        league, "Two nights first", scoring={"scoring": "total_points", "min_events": 2}
    ).created
    assert ranked is not None and waiting is not None
    for season, seed in ((ranked, 4), (waiting, 5)):
        _, round_id = small_event(services, hands=4, seed=seed, season_id=season)
        play(services, round_id, 4)
    rows = _csv(cli, "--season", str(ranked), "--database", url)
    assert list(rows[0]) == ["rank", "tied", "player_id", "name", "total", "events"]
    assert all(row["rank"].isdigit() and row["tied"] in ("", "T") for row in rows)
    assert rows[0]["rank"] == "1"
    assert not any(row["rank"].startswith("T-") for row in rows)
    not_yet = _csv(cli, "--season", str(waiting), "--database", url)
    assert len(not_yet) == 10  # one night each, two needed: listed, not ranked
    assert {(row["rank"], row["tied"]) for row in not_yet} == {("", "")}
    table = cli("standings", "--season", str(waiting), "--database", url)
    assert all(line.startswith("-") for line in table.out.splitlines()[2:])


def test_the_table_writes_every_negative_total_with_the_screens_minus(
    cli: CliRunner, services: Services, url: str
) -> None:
    """The table a person reads wrote "−30½" but "-2" (ASCII) for a whole total, in the same
    column; a director's walk found the command line and the window disagreeing."""
    event, round_id = small_event(services, hands=4)
    play(services, round_id, 4)
    table = cli("standings", "--event", str(event), "--database", url)
    assert table.status == 0, table.err
    cells = [cell for line in table.out.splitlines()[2:] for cell in line.split()]
    assert any(cell.startswith("−") and cell[1:].isdigit() for cell in cells), table.out
    assert not any(cell.startswith("-") and cell[1:].isdigit() for cell in cells), table.out
