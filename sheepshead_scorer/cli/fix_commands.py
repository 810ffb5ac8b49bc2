"""`correct-night`, `delete-event`, `delete-player`: a mistake fixed where it happened.

    sheepshead-scorer correct-night 4                       # the night's totals, one sheet
    sheepshead-scorer correct-night 4 "Ann Berg=+10" "Ben Kruger=-5"   # the others stay
    sheepshead-scorer correct-night 4 "Zed Typo=-" "#14=+1"            # out / in
    sheepshead-scorer delete-event 7                        # an event or a night, whole
    sheepshead-scorer delete-player 23                      # a stray record with no results

A night is corrected as one sheet: the totals named replace those stored (``NAME=-`` takes a
player out, a name not on the night puts them in), the whole night must add up to zero. The
command is its own director: it reads the version it changes. Every change is audited (the
window's Ctrl+Z undoes its own; a delete's audit entry keeps every row it removed).
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.exports.season_rows import league_points_text
from sheepshead_scorer.services import Services


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_database_option(parser)


def register(subparsers: Any) -> None:
    night = subparsers.add_parser(
        "correct-night", help="show or correct a league night's totals (one sheet)"
    )
    night.add_argument("event", type=int, metavar="EVENT", help="the night's event id")
    night.add_argument("totals", nargs="*", metavar="NAME=TOTAL",
                       help="a player (name or #id) and the right total; NAME=- takes them out")
    _common(night)
    night.set_defaults(func=guarded(run_correct_night))
    event = subparsers.add_parser(
        "delete-event", help="delete an event or league night with all it holds"
    )
    event.add_argument("event", type=int, metavar="EVENT")
    _common(event)
    event.set_defaults(func=guarded(run_delete_event))
    player = subparsers.add_parser(
        "delete-player", help="delete a player record with no results (else: merge it)"
    )
    player.add_argument("player", type=int, metavar="PLAYER")
    _common(player)
    player.set_defaults(func=guarded(run_delete_player))


def _emit(args: argparse.Namespace, data: dict[str, Any], line: str) -> int:
    print(json.dumps(data, indent=2, ensure_ascii=False) if args.json else line)
    return 0


def _number(who: str, value: str) -> Fraction:
    try:
        return Fraction(value.strip().replace(",", ".").replace("½", ".5").lstrip("+"))
    except (ValueError, ZeroDivisionError):
        raise CliError(
            f"{who}={value!r} is not allowed: a total such as +12, -7 or 2.5 (or - to take "
            "the player out)"
        ) from None


def _player(services: Services, key: str, on_night: dict[str, int]) -> int:
    if key.startswith("#") and key[1:].isdigit():
        return int(key[1:])
    folded = " ".join(key.split()).casefold()
    if folded in on_night:
        return on_night[folded]
    found = [p for p in services.players(key)
             if " ".join(p.name.split()).casefold() == folded]
    if len(found) != 1:
        raise CliError(
            f"{key!r} is not on the night and not one registered player; give #ID "
            "(`sheepshead-scorer players` lists them)"
        )
    return found[0].id


def run_correct_night(args: argparse.Namespace) -> int:
    with opened(args) as services:
        sheet = services.night_sheet(args.event)
        if args.totals:
            on_night = {" ".join(p.name.split()).casefold(): p.player_id for p in sheet.players}
            totals = sheet.totals
            for pair in args.totals:
                who, sep, value = pair.rpartition("=")
                if not sep or not who.strip():
                    raise CliError(f"{pair!r} is not allowed: NAME=TOTAL, e.g. 'Ann Berg=+12'")
                player = _player(services, who.strip(), on_night)
                if value.strip() == "-":
                    totals.pop(player, None)
                else:
                    totals[player] = _number(who.strip(), value)
            services.correct_night(args.event, totals, expected_version=sheet.version)
            sheet = services.night_sheet(args.event)
    rows = [{"player": p.player_id, "name": p.name, "total": league_points_text(p.total),
             "paid": p.paid} for p in sheet.players]
    lines = [f"{sheet.label} (event {sheet.event_id}): one sheet of {len(rows)} players"]
    lines += [f"  {r['name']} (#{r['player']}): {r['total']}" for r in rows]
    if args.totals:
        lines.append("corrected; the season table and the histories follow")
    return _emit(args, {"event": sheet.event_id, "night": sheet.label,
                        "corrected": bool(args.totals), "players": rows}, "\n".join(lines))


def run_delete_event(args: argparse.Namespace) -> int:
    with opened(args) as services:
        # the command is its own director: the version it reads is the one it deletes
        seen = next((e.version for e in services.events() if e.id == args.event), 0)
        deleted = services.delete_event(args.event, expected_version=seen)
    season = deleted.changes.seasons
    after = f"; season {season[0]}'s table no longer counts it" if season else ""
    return _emit(args, {"event": args.event, "deleted": deleted.label,
                        "season": season[0] if season else None},
                 f"event {args.event} deleted: {deleted.label}{after}")


def run_delete_player(args: argparse.Namespace) -> int:
    with opened(args) as services:
        seen = next(
            (p.version for p in services.players() if p.id == args.player), 0
        )
        deleted = services.delete_player(args.player, expected_version=seen)
    return _emit(args, {"player": args.player, "deleted": deleted.label},
                 f"player {args.player} deleted: {deleted.label}")
