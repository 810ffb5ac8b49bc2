"""`demo`, `events`, `seasons`, `standings`: events and their results from the command line.

    sheepshead-scorer demo --database demo.sqlite3 --seed 7
    sheepshead-scorer events --database demo.sqlite3
    sheepshead-scorer standings --event 1 --format csv --database demo.sqlite3
    sheepshead-scorer standings --season 1 --database demo.sqlite3
    sheepshead-scorer standings --event 1 --round 2 --database demo.sqlite3   # by round
    sheepshead-scorer prizes --event 1 --database demo.sqlite3

Every command takes `--database PATH_OR_URL` (default: the app's SQLite file) and reports a
user mistake as one line on stderr with exit status 2 (see `data_commands.guarded`).
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli.data_commands import (
    CliError,
    add_database_option,
    add_format_option,
    add_listing_command,
    guarded,
    opened,
    print_rows,
)
from sheepshead_scorer.exports.formatting import points_text, points_value


def register(subparsers: Any) -> None:
    """Add `demo`, `events`, `seasons`, `standings` and `prizes`."""
    demo = subparsers.add_parser(
        "demo", help="build the demo tournament and league",
        description="Build a realistic demo: a 37-player tournament (three rounds, 48 hands, "
        "every kind of hand) and a league season of four nights, entered through the same "
        "services as the desktop app. Refused if the database already holds it.",
    )
    demo.add_argument("--seed", type=int, default=None,
                      help="same seed, same demo (default: the seed of the app's own demo)")
    add_database_option(demo)
    demo.set_defaults(func=guarded(run_demo))

    add_listing_command(
        subparsers, "events", run_events, help="list events (id, date, name, season)",
        description="List every event, newest first, with the ids other commands take.",
    )
    add_listing_command(
        subparsers, "seasons", run_seasons, help="list league seasons (id, league, season)",
        description="List every league season with its id (for `standings --season`).",
    )

    standings = subparsers.add_parser(
        "standings", help="print event, session or season standings",
        description="Print the standings of an event (or one of its sessions) or the league "
        "table of a season. Points are exact: whole numbers, or fractions like 8/3.",
    )
    which = standings.add_mutually_exclusive_group(required=True)
    which.add_argument("--event", type=int, metavar="ID", help="event id (see `events`)")
    which.add_argument("--season", type=int, metavar="ID", help="season id (see `seasons`)")
    standings.add_argument(
        "--session", type=int, metavar="N", help="only session N of the event (from 1)"
    )
    standings.add_argument(
        "--round", type=int, metavar="N",
        help="by round: only round N of the session (--session, default 1)",
    )
    add_format_option(standings)
    add_database_option(standings)
    standings.set_defaults(func=guarded(run_standings))

    prizes = subparsers.add_parser(
        "prizes", help="print an event's prize money by its current standings",
        description="The prize list: the pool (entries x entry fee - house share) paid to the "
        "places and session top scorers of the event's prize scheme, as the printed prize "
        "list pays it. Amounts in cents in CSV and JSON.",
    )
    prizes.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
    add_format_option(prizes)
    add_database_option(prizes)
    prizes.set_defaults(func=guarded(run_prizes))


def run_demo(args: argparse.Namespace) -> int:
    from sheepshead_scorer.services.demo.demo_event import DEMO_SEED, build_demo

    with opened(args, create=True) as services:
        summary = build_demo(services, seed=DEMO_SEED if args.seed is None else args.seed)
    print(
        f"demo built: event {summary.event_id} (Demo: Fall Classic, {summary.players} players), "
        f"season {summary.season_id} with league nights "
        f"{', '.join(str(e) for e in summary.league_event_ids)}; {summary.hands} hands entered"
    )
    return 0


def run_events(args: argparse.Namespace) -> int:

    with opened(args) as services:
        rows = services.events()
    print_rows(
        ("id", "date", "name", "venue", "season", "table_size", "sessions", "hands_per_session"),
        [
            (e.id, e.held_on.isoformat(), e.name, e.venue,
             "" if e.season_id is None else e.season_id, e.table_size, e.sessions,
             e.hands_per_session)
            for e in rows
        ],
        args.format,
    )
    return 0


def run_seasons(args: argparse.Namespace) -> int:

    with opened(args) as services:
        rows = services.seasons()
    print_rows(("id", "league", "season"), [(s.id, s.league, s.name) for s in rows], args.format)
    return 0


def _points(value: Fraction, fmt: str) -> str | int | float:
    """Exact points: an int when whole (JSON numbers stay numbers), else "n/d" in JSON; in
    CSV the cell the exported standings CSV writes (``points_value``: 32.5, "8/3"), so a
    spreadsheet sorts and adds them; the table a person reads shows them as the screens do
    ("32½", "2⅔", "−2": whole or not, with the screens' minus sign)."""
    if fmt == "table":
        return points_text(value)
    if value.denominator == 1:
        return int(value)
    return points_value(value) if fmt == "csv" else str(value)


def run_standings(args: argparse.Namespace) -> int:
    if args.season is not None and args.session is not None:
        raise CliError(
            "--session goes with --event only: a season's table has no sessions; "
            "drop --session or use --event ID"
        )
    if args.season is not None and args.round is not None:
        raise CliError(
            "--round goes with --event only: a season's table has no rounds; "
            "drop --round or use --event ID"
        )
    if args.session is not None and args.session < 1:
        raise CliError(f"--session={args.session} is not allowed: sessions are numbered from 1")
    header: tuple[str, ...]
    rows: list[tuple[Any, ...]]
    with opened(args) as services:
        if args.event is not None:
            report = (
                services.event_standings(args.event, session_number=args.session)
                if args.round is None else _round_standings(services, args)
            )
            # where the event pays prize flights, each player's flight after the name
            flights = services.event_flights(args.event)
            flighted = bool(flights.names)
            rows = [
                (*_rank(row.rank, row.tied, row.label, args.format), row.player_id, row.player,
                 *((flights.by_player.get(row.player_id, "")
                    if row.player_id is not None else "",) if flighted else ()),
                 _points(row.total, args.format), row.played,
                 row.tally.picks if row.tally else 0, row.tally.picker_wins if row.tally else 0)
                for row in report.rows
            ]
            header = (*(("flight",) if flighted else ()), "points", "hands", "picks",
                      "picker_wins")
        else:
            season = services.season_standings(args.season)
            rows = [
                (*_rank(row.rank, row.tied, row.label, args.format), row.player_id,
                 season.names.get(row.player_id, "?"), _points(row.total, args.format),
                 row.events_attended)
                for row in season.rows
            ]
            header = ("total", "events")
    rank = ("rank", "tied") if args.format == "csv" else ("rank",)
    print_rows((*rank, "player_id", "name", *header), rows, args.format)
    return 0


def _rank(rank: int | None, tied: bool, label: str, fmt: str) -> tuple[int | str, ...]:
    """The rank cells: in CSV the numeric convention of every exported sheet and CSV
    (``exports.season_numbers``): the rank a number, "T" in ``tied`` on a shared place, both
    empty for a player not ranked yet (fewer league nights than the minimum); in the table
    and JSON the label a person reads ("T-4", "-")."""
    if fmt != "csv":
        return (label,)
    if rank is None:
        return ("", "")
    return (rank, "T" if tied else "")


def _round_standings(services: Any, args: argparse.Namespace) -> Any:
    """Round N of the session's standings (``services.standings.round_standings``)."""

    session = 1 if args.session is None else args.session
    found = [r for r in services.rounds(args.event) if r.session_number == session]
    chosen = next((r for r in found if r.number == args.round), None)
    if chosen is None:
        have = ", ".join(str(r.number) for r in found) or "none yet"
        raise CliError(
            f"event {args.event} has no round {args.round} in session {session} (rounds: "
            f"{have}); give --round of a drawn round"
        )
    return services.round_standings(chosen.id)


def run_prizes(args: argparse.Namespace) -> int:
    from sheepshead_scorer.exports.formatting import format_money

    with opened(args) as services:
        prizes = services.event_prizes(args.event)
        currency = services.currency()
    rows = prizes.rows()
    if args.format == "table":
        print(f"pool {format_money(prizes.pool_cents, currency)}")
        if not rows:
            print(
                "no prizes: the event has no entry fee or no prize places; set them with "
                f"`sheepshead-scorer edit-event {args.event} --fee 20 --places 50,30,20`"
            )
            return 0
    amount = (
        (lambda cents: format_money(cents, currency)) if args.format == "table"
        else (lambda cents: cents)
    )
    # the flight paying each prize ("" overall; in a table only where the event pays
    # flights), and the winner's place in the event and points there
    flighted = args.format != "table" or any(r.flight for r in rows)
    print_rows(
        ("place", "player", *(("flight",) if flighted else ()), "finished", "points",
         "amount" if args.format == "table" else "amount_cents", "description"),
        [(str(r.place), r.player, *((r.flight,) if flighted else ()), str(r.finished),
          "" if r.points is None else _points(r.points, args.format),
          amount(r.amount_cents), str(r.description)) for r in rows],
        args.format,
    )
    return 0
