"""`edit-event`, `rename-player`, `merge-players`: what the event form's Ctrl+E and the
Players screen change, from the shell.

    sheepshead-scorer edit-event 1                          # the event's settings
    sheepshead-scorer edit-event 1 --fee 20 --house 10 --places 50,30,20 --hands 36
    sheepshead-scorer edit-event 1 --table-entry on         # phones may enter hands
    sheepshead-scorer rename-player 7 "Ann Berg" --nickname Annie
    sheepshead-scorer merge-players 3 7                     # 7 was a second record of 3

Each command is its own director: it reads the version it changes and passes it (a change
made meanwhile by another station is refused, never overwritten). Every change is audited.
"""

from __future__ import annotations

import argparse
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.cli.evening_commands import add_json_option, parse_date, report
from sheepshead_scorer.cli.event_options import (
    add_money_options,
    fee_cents,
    flights_text,
    prize_scheme,
    scheme_text,
)
from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import Services

SWITCH = {"on": True, "yes": True, "off": False, "no": False}


def register(subparsers: Any) -> None:
    """Add `edit-event`, `rename-player` and `merge-players`."""
    edit = subparsers.add_parser(
        "edit-event", help="show or change an event's details, money and table entry",
        description="Change what is given and keep the rest; without options print the "
        "event's settings. The rules are changed in the window (Ctrl+E), which shows what a "
        "rescoring moves before it is done.",
    )
    edit.add_argument("event", type=int, metavar="EVENT", help="event id (see `events`)")
    edit.add_argument("--name", help="the event's name")
    edit.add_argument("--date", metavar="YYYY-MM-DD", help="when it is held")
    edit.add_argument("--venue", help="where it is held")
    add_money_options(edit)
    edit.add_argument("--hands", type=int, metavar="N", help="hands per session")
    edit.add_argument("--counts-toward-league", choices=("yes", "no"),
                      help="whether it counts in its league season")
    edit.add_argument("--table-entry", choices=("on", "off"),
                      help="players enter hands at their table from a phone (the floor network)")
    add_json_option(edit)
    add_database_option(edit)
    edit.set_defaults(func=guarded(run_edit_event))

    rename = subparsers.add_parser(
        "rename-player", help="correct a player's name (and nickname, member number, club)",
        description="Rename a registered player; every standing, sheet and page shows the new "
        "name. --nickname is the word that tells two players of one name apart.",
    )
    rename.add_argument("player", type=int, metavar="PLAYER", help="player id (see `players`)")
    rename.add_argument("name", metavar="NAME", help="the right name")
    rename.add_argument("--nickname", help="a short distinguishing word ('' removes it)")
    rename.add_argument("--member-number", metavar="TEXT", help="member number ('' removes it)")
    rename.add_argument("--club", help="club ('' removes it)")
    add_json_option(rename)
    add_database_option(rename)
    rename.set_defaults(func=guarded(run_rename_player))

    merge = subparsers.add_parser(
        "merge-players", help="merge a duplicate player record into the one to keep",
        description="Move every registration, seat, hand and total of DUPLICATE to KEEP; the "
        "duplicate stays, inactive, pointing at KEEP. Refused when both played in one event.",
    )
    merge.add_argument("keep", type=int, metavar="KEEP", help="the record to keep")
    merge.add_argument("duplicate", type=int, metavar="DUPLICATE", help="the record merged in")
    add_json_option(merge)
    add_database_option(merge)
    merge.set_defaults(func=guarded(run_merge_players))


def _event(services: Services, event_id: EventId) -> Any:

    found = next((e for e in services.events() if e.id == event_id), None)
    if found is None:
        raise CliError(
            f"event {event_id} does not exist; list the ids with `sheepshead-scorer events`"
        )
    return found


def _event_data(row: Any) -> dict[str, Any]:
    return {
        "event": row.id, "name": row.name, "date": row.held_on.isoformat(),
        "venue": row.venue, "table_size": row.table_size, "sessions": row.sessions,
        "hands_per_session": row.hands_per_session, "entry_fee_cents": row.entry_fee_cents,
        "prize_scheme": dict(row.prize_scheme), "totals_only": row.totals_only,
        "counts_toward_league": row.counts_toward_league, "table_entry": row.table_entry,
        "version": row.version,
    }


def _event_lines(row: Any) -> str:
    return (
        f"event {row.id}: {row.name}, {row.held_on.isoformat()}"
        + (f", {row.venue}" if row.venue else "")
        + f"\n  {row.sessions} {'session' if row.sessions == 1 else 'sessions'} of "
        f"{row.hands_per_session} hands, tables of "
        f"{row.table_size}, " + ("round totals only" if row.totals_only else "every hand")
        + f"\n  {scheme_text(row.entry_fee_cents, row.prize_scheme)}"
        + (f"\n  {flights_text(row.prize_scheme)}" if flights_text(row.prize_scheme) else "")
        + f"\n  table entry from phones {'on' if row.table_entry else 'off'}"
        + ("" if row.season_id is None else
           f"; season {row.season_id}, counts toward the league "
           + ("yes" if row.counts_toward_league else "no"))
    )


def run_edit_event(args: argparse.Namespace) -> int:
    from sheepshead_scorer.services.events.event_edits import EventEdit

    with opened(args) as services:
        row = _event(services, args.event)
        edit = EventEdit(
            name=args.name, venue=args.venue,
            held_on=None if args.date is None else parse_date(args.date),
            entry_fee_cents=None if args.fee is None else fee_cents(args.fee),
            prize_scheme=prize_scheme(args, row.prize_scheme),
            hands_per_session=args.hands,
            counts_toward_league=None if args.counts_toward_league is None
            else SWITCH[args.counts_toward_league],
        )
        changed = edit != EventEdit()
        if changed:
            services.update_event(args.event, edit, expected_version=row.version)
        if args.table_entry is not None:
            services.set_table_entry(args.event, SWITCH[args.table_entry])
            changed = True
        row = _event(services, args.event)
    return report(args, {**_event_data(row), "changed": changed},
                  ("changed " if changed else "") + _event_lines(row))


def _player(services: Services, player_id: PlayerId) -> Any:

    found = next((p for p in services.players() if p.id == player_id), None)
    if found is None:
        raise CliError(
            f"player {player_id} does not exist; list the ids with `sheepshead-scorer players`"
        )
    return found


def _kept(given: str | None, stored: str) -> str:
    return stored if given is None else given


def run_rename_player(args: argparse.Namespace) -> int:
    from sheepshead_scorer.services import PlayerFields

    with opened(args) as services:
        row = _player(services, args.player)
        fields = PlayerFields(
            name=args.name, nickname=_kept(args.nickname, row.nickname),
            member_number=_kept(args.member_number, row.member_number) or None,
            club=_kept(args.club, row.club), contact=row.contact, active=row.active,
        )
        services.update_player(args.player, fields, expected_version=row.version)
        after = _player(services, args.player)
    extra = f" ({after.nickname})" if after.nickname else ""
    return report(
        args,
        {"player": after.id, "name": after.name, "was": row.name, "nickname": after.nickname,
         "member_number": after.member_number, "club": after.club},
        f"player {after.id} is now {after.name}{extra} (was {row.name})",
    )


def run_merge_players(args: argparse.Namespace) -> int:
    if args.keep == args.duplicate:
        raise CliError(
            f"KEEP and DUPLICATE are both player {args.keep}; give the record to keep, then "
            "the duplicate record of the same person"
        )
    with opened(args) as services:
        keep, duplicate = _player(services, args.keep), _player(services, args.duplicate)
        services.merge_players(args.keep, args.duplicate)
    return report(
        args, {"kept": keep.id, "merged": duplicate.id, "name": keep.name},
        f"player {duplicate.id} ({duplicate.name}) merged into player {keep.id} "
        f"({keep.name}): every result of {duplicate.id} now counts for {keep.id}",
    )
