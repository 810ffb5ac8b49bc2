"""`create-event`, `add-player`, `register`, `check-in`: setting up an evening from the shell.

    sheepshead-scorer create-event "Friday Night" --date 2026-12-04 --rules 000-encyclopedia \
        --hands 12 --fee 20 --house 10 --places 50,30,20 --database club.sqlite3
    sheepshead-scorer add-player "Anna Schmidt" --member-number M1 --database club.sqlite3
    sheepshead-scorer register --event 1 3 4 5 6 7 --check-in --database club.sqlite3

The same services as the desktop app (one transaction each, audited). `--json` prints what
was done as one JSON object for a script to read; a mistake is one line on stderr, exit 2.
The round commands (`draw`, `publish`, `record-hand`, …) are in `play_commands`; the whole
evening is in docs/cli.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.cli.event_options import (
    add_money_options,
    fee_cents,
    prize_scheme,
    scheme_text,
)
from sheepshead_scorer.cli.json_input import parse
from sheepshead_scorer.rules import PRESETS, RuleError, preset
from sheepshead_scorer.services import EventSpec, PlayerFields
from sheepshead_scorer.services.door.reads import ScoringMode


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json", action="store_true", help="print the result as one JSON object (for scripts)"
    )


def report(args: argparse.Namespace, data: dict[str, Any], line: str) -> int:
    """Print ``data`` as JSON (``--json``) or ``line`` for a person; exit status 0."""
    print(json.dumps(data, ensure_ascii=False) if args.json else line)
    return 0


def register(subparsers: Any) -> None:
    """Add `create-event`, `add-player`, `register` and `check-in`."""
    event = subparsers.add_parser(
        "create-event", help="create a tournament event",
        description="Create an event under a rule preset (see `score` / docs/rules.md for the "
        "presets), optionally with options changed: --set double_on_bump=true.",
    )
    event.add_argument("name", help="the event's name")
    event.add_argument("--date", required=True, metavar="YYYY-MM-DD", help="when it is held")
    event.add_argument("--venue", default="", help="where it is held")
    event.add_argument(
        "--rules", default="000-encyclopedia", metavar="PRESET",
        help=f"the rule preset (default 000-encyclopedia; one of {', '.join(sorted(PRESETS))})",
    )
    event.add_argument(
        "--set", action="append", default=[], metavar="OPTION=VALUE",
        help="change one ruleset option; VALUE is JSON (true, 2, \"jack\"); repeatable",
    )
    event.add_argument("--table-size", type=int, metavar="N", help="players per table")
    event.add_argument("--sessions", type=int, default=1, metavar="N", help="sessions (1)")
    event.add_argument(
        "--hands", type=int, default=48, metavar="N", help="hands per session (48)"
    )
    event.add_argument("--season", type=int, metavar="ID", help="the league season it counts in")
    add_money_options(event)
    event.add_argument(
        "--totals-only", action="store_true",
        help="enter only each table's round totals (round-totals), not every hand",
    )
    add_json_option(event)
    add_database_option(event)
    event.set_defaults(func=guarded(run_create_event))

    player = subparsers.add_parser("add-player", help="add a player to the registry")
    player.add_argument("name", help="the player's name")
    player.add_argument("--member-number", default=None, metavar="TEXT")
    player.add_argument("--club", default="")
    add_json_option(player)
    add_database_option(player)
    player.set_defaults(func=guarded(run_add_player))

    for name, checked_in, text in (
        ("register", False, "register players for an event (--check-in: and check them in)"),
        ("check-in", True, "check registered players in (registering them if needed)"),
    ):
        sub = subparsers.add_parser(name, help=text, description=text[0].upper() + text[1:])
        sub.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
        sub.add_argument("players", type=int, nargs="+", metavar="PLAYER_ID",
                         help="player ids (see `players`)")
        if not checked_in:
            sub.add_argument("--check-in", action="store_true", help="also check them in")
        add_json_option(sub)
        add_database_option(sub)
        sub.set_defaults(func=guarded(run_register), checking_in=checked_in)


def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise CliError(f"--date {text!r} is not a date; write it as 2026-12-04") from None


def _overrides(pairs: list[str]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for pair in pairs:
        option, sep, value = pair.partition("=")
        if not sep or not option.strip():
            raise CliError(f"--set {pair!r}: write OPTION=VALUE, e.g. --set double_on_bump=true")
        try:
            found[option.strip()] = parse(value)
        except RuleError:
            found[option.strip()] = value  # plain text such as --set call=jack
    return found


def run_create_event(args: argparse.Namespace) -> int:
    try:
        ruleset = preset(args.rules, **_overrides(args.set))
    except RuleError as exc:
        raise CliError(f"{exc}; see `sheepshead-scorer create-event --help`") from None
    spec = EventSpec(
        name=args.name, held_on=parse_date(args.date), ruleset=ruleset, venue=args.venue,
        table_size=args.table_size, sessions=args.sessions, hands_per_session=args.hands,
        season_id=args.season, entry_fee_cents=0 if args.fee is None else fee_cents(args.fee),
        prize_scheme=prize_scheme(args, {}) or {},
        scoring_mode=ScoringMode.TOTALS if args.totals_only else ScoringMode.HANDS,
    )
    with opened(args, create=True) as services:
        event_id = services.create_event(spec).created
    money = spec.entry_fee_cents or spec.prize_scheme
    return report(
        args,
        {"event": event_id, "name": args.name, "rules": args.rules,
         "entry_fee_cents": spec.entry_fee_cents, "prize_scheme": dict(spec.prize_scheme),
         "totals_only": args.totals_only},
        f"created event {event_id} ({args.name}, {args.rules})"
        + (f"; {scheme_text(spec.entry_fee_cents, spec.prize_scheme)}" if money else "")
        + ("; round totals only" if args.totals_only else ""),
    )


def run_add_player(args: argparse.Namespace) -> int:
    fields = PlayerFields(name=args.name, member_number=args.member_number, club=args.club)
    with opened(args, create=True) as services:
        player_id = services.create_player(fields).created
    return report(args, {"player": player_id, "name": args.name},
                  f"added player {player_id} ({args.name})")


def run_register(args: argparse.Namespace) -> int:
    check_in = args.checking_in or args.check_in
    with opened(args) as services:
        for player in args.players:
            state = services.registration_state(args.event, player)
            if state is None:
                services.register(args.event, player)
            if check_in:
                services.check_in(args.event, player)
    verb = "checked in" if check_in else "registered"
    return report(
        args, {"event": args.event, verb.replace(" ", "_"): args.players},
        f"{verb} {len(args.players)} players for event {args.event}",
    )
