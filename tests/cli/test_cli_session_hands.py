"""Issue 22 from the shell: a 20-hand session drawn as two rounds of 10 with "last round
doubled" doubles round 2's hands 6-10 only (the session's last round, one deal by each of the
five seats), never round 1's; `draw --table-hands equal` gives a 6-table 12 hands where the
5-tables play 10, and says what each player plays."""

from __future__ import annotations

import json

from cli_helpers import CliRunner


def picked(number: int) -> str:
    dealer = number % 5
    return json.dumps({"type": "picked", "dealer": dealer, "picker": (dealer + 1) % 5,
                       "partners": [(dealer + 2) % 5], "points": 75, "tricks": 3})


def setup(cli: CliRunner, url: str, players: int) -> None:
    assert cli("create-event", "Kohler Falls", "--date", "2026-10-03", "--hands", "20",
               "--set", "last_round_doubled=true", "--database", url).status == 0
    for n in range(players):
        assert cli("add-player", f"Player {n:02d}", "--database", url).status == 0
    ids = [str(n) for n in range(1, players + 1)]
    assert cli("register", "--event", "1", *ids, "--check-in", "--database", url).status == 0


def multipliers(cli: CliRunner, url: str, round_number: int) -> list[int]:
    found = []
    for number in range(10):
        run = cli("record-hand", "--event", "1", "--round", str(round_number), "--table", "1",
                  picked(number), "--json", "--database", url)
        assert run.status == 0, run.err
        found.append(json.loads(run.out)["multiplier"])
    return found


def test_record_hand_doubles_only_the_session_s_last_round(cli: CliRunner, url: str) -> None:
    setup(cli, url, 5)
    draw = ("draw", "--event", "1", "--hands", "10", "--seed", "7", "--publish")
    assert cli(*draw, "--database", url).status == 0
    first = multipliers(cli, url, 1)
    assert cli("close-round", "--event", "1", "--round", "1", "--database", url).status == 0
    assert cli(*draw, "--database", url).status == 0
    second = multipliers(cli, url, 2)
    assert first[5:] == [1, 1, 1, 1, 1]  # round 1's hands 6-10: not the session's end
    assert second[5:] == [2, 2, 2, 2, 2]  # round 2's hands 6-10: the session's last round
    assert first[:5] == second[:5] == [1, 1, 1, 1, 1]


def test_draw_table_hands_equal_gives_a_six_table_more(cli: CliRunner, url: str) -> None:
    setup(cli, url, 11)
    run = cli("draw", "--event", "1", "--hands", "10", "--seed", "7", "--table-hands", "equal",
              "--json", "--database", url)
    assert run.status == 0, run.err
    drawn = json.loads(run.out)
    by_size = {len(t["seats"]): (t["hands"], t["each_plays"]) for t in drawn["tables"]}
    assert by_size == {5: (10, [10] * 5), 6: (12, [10] * 6)}
    assert drawn["warning"] is None


def test_draw_warns_when_players_would_play_different_numbers(cli: CliRunner, url: str) -> None:
    setup(cli, url, 11)
    run = cli("draw", "--event", "1", "--hands", "10", "--seed", "7", "--database", url)
    assert run.status == 0, run.err
    # the 6-table plays 10 too: its players sit out once or twice as dealer (8 or 9 each)
    assert "each player plays 8 to 9" in run.out
    assert "warning: players of this round play different numbers of hands (8 to 10)" in run.out
