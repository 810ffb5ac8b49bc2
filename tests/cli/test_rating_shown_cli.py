"""The season's rating column from the shell (issue 29): `season rules SEASON --rating-column
yes|no` turns it on and off (as a process of its own, as a script runs it); `season rules`
says which, and `season table` shows each player's rating and the hands it rests on, the
door's ``player_ratings()``."""

from __future__ import annotations

import json

from cli_helpers import CliRunner, program

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services import Services


def test_the_rating_column_from_the_shell(cli: CliRunner, url: str) -> None:
    assert cli("demo", "--database", url).status == 0  # a season of four nights of hands
    shown = json.loads(cli("season", "rules", "1", "--json", "--database", url).out)
    assert shown["rating_column"] is False
    assert "Rating" not in json.loads(
        cli("season", "table", "1", "--json", "--database", url).out)["header"]

    run = program("season", "rules", "1", "--rating-column", "yes", "--database", url)
    assert run.status == 0, run.err
    assert "rating column: yes" in run.out and "nobody moved" in run.out
    table = json.loads(program("season", "table", "1", "--json", "--database", url).out)
    assert table["header"][table["header"].index("Decided by") + 1] == "Rating"
    services = Services.open(url, station="check")
    ratings = services.player_ratings()
    ids = {line.player: line.player_id for line in services.season_table(1).lines}
    for row in table["rows"]:
        rating = ratings.get(PlayerId(ids[row["Player"]]))
        assert row["Rating"] == ("—" if rating is None
                                 else f"{rating.rating:,} ({rating.hands})")
    assert any("recomputed from all the hands" in note for note in table["notes"])

    assert program("season", "rules", "1", "--rating-column", "no", "--database",
                   url).status == 0
    assert "Rating" not in json.loads(
        cli("season", "table", "1", "--json", "--database", url).out)["header"]
