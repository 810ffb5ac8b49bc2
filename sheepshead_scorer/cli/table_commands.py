"""`delete-hand`, `round-totals`, `swap-seats`: a table's mistakes fixed from the shell,
addressed as the director says them — event, session, round, table and hand numbers.

    sheepshead-scorer delete-hand --event 1 --round 1 --table 2 --hand 5
    sheepshead-scorer round-totals --event 1 --round 1 --table 2        # the table's totals
    sheepshead-scorer round-totals --event 1 --round 1 --table 2 "Ann Berg=+12" "#4=-7" ...
    sheepshead-scorer swap-seats --event 1 --round 2 3 8                # before publishing

`delete-hand` reads the hand's version and passes it (a hand another station changed since
is never deleted); the hands after it move up and are rescored. `round-totals` enters a
score sheet's totals in an event of round totals (`create-event --totals-only`): one per
player at the table, adding up to zero. `swap-seats` swaps two players of a drawn round
(the round's version read and passed). Every change is audited.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.cli.evening_commands import add_json_option, report
from sheepshead_scorer.cli.play_commands import _round_id, _seating, _seating_lines, _table, _where
from sheepshead_scorer.exports.formatting import parse_points, points_text
from sheepshead_scorer.ids import RoundId


def register(subparsers: Any) -> None:
    """Add `delete-hand`, `round-totals` and `swap-seats`."""
    delete = subparsers.add_parser(
        "delete-hand", help="delete a hand entered by mistake (the later ones move up)",
        description="Delete hand N of the table; the hands after it are renumbered and "
        "rescored (doublers carried). Audited; the round must be open.",
    )
    _where(delete, table=True, hand=True)
    add_json_option(delete)
    add_database_option(delete)
    delete.set_defaults(func=guarded(run_delete_hand))

    totals = subparsers.add_parser(
        "round-totals", help="show or enter a table's round totals (round-totals events)",
        description="Without totals: the table's players and the totals entered. With "
        "NAME=TOTAL for every player at the table (a name as seated, or #ID): enter them, "
        "replacing any entered before. They must add up to zero.",
    )
    _where(totals, table=True)
    totals.add_argument("totals", nargs="*", metavar="NAME=TOTAL",
                        help="a player (name or #id) and the score sheet's total, e.g. 'Ann=+12'")
    add_json_option(totals)
    add_database_option(totals)
    totals.set_defaults(func=guarded(run_round_totals))

    swap = subparsers.add_parser(
        "swap-seats", help="swap two players' seats in a drawn round (before publishing)",
        description="Swap two players of a drawn, not yet published round: each takes the "
        "other's table and seat.",
    )
    _where(swap)
    swap.add_argument("first", metavar="PLAYER", help="player id (or #ID, or name as seated)")
    swap.add_argument("second", metavar="PLAYER", help="the other player")
    add_json_option(swap)
    add_database_option(swap)
    swap.set_defaults(func=guarded(run_swap_seats))


def run_delete_hand(args: argparse.Namespace) -> int:
    with opened(args) as services:
        table = _table(services, args)
        found = [h for h in services.hands(table.id) if h.hand == args.hand]
        if not found:
            count = len(services.hands(table.id))
            raise CliError(
                f"table {args.table} of round {args.round} has no hand {args.hand} (it has "
                f"{count}); give --hand from 1 to {count}" if count else
                f"table {args.table} of round {args.round} has no hands yet; nothing to delete"
            )
        services.delete_hand(found[0].id, expected_version=found[0].version)
        left = len(services.hands(table.id))
    return report(
        args, {"event": args.event, "session": args.session, "round": args.round,
               "table": args.table, "deleted": args.hand, "hands": left},
        f"deleted hand {args.hand} at table {args.table} of round {args.round}; "
        f"{left} hands left (the later ones moved up and were rescored)",
    )


def _seated_player(key: str, seats: dict[str, int], ids: set[int], where: str) -> int:
    """A player at the table or round: ``#ID``, a plain id, or the name as seated."""
    text = key.strip()
    if text.lstrip("#").isdigit() and int(text.lstrip("#")) in ids:
        return int(text.lstrip("#"))
    folded = " ".join(text.split()).casefold()
    if folded in seats:
        return seats[folded]
    raise CliError(
        f"{key!r} is not a player {where}; give a name as `seating` prints it, or #ID"
    )


def _parse_totals(pairs: list[str], table: Any) -> dict[int, Fraction]:
    seats = {" ".join(s.name.split()).casefold(): s.player_id for s in table.seats}
    ids = {s.player_id for s in table.seats}
    found: dict[int, Fraction] = {}
    for pair in pairs:
        who, sep, value = pair.rpartition("=")
        if not sep or not who.strip():
            raise CliError(f"{pair!r} is not allowed: NAME=TOTAL, e.g. 'Ann Berg=+12'")
        player = _seated_player(who, seats, ids, f"at table {table.number}")
        try:
            found[player] = parse_points(value, field=who.strip())
        except ValueError as exc:
            raise CliError(f"{exc}") from None
    return found


def _totals_rows(table: Any, totals: dict[int, Fraction]) -> list[dict[str, Any]]:
    return [
        {"seat": s.position, "player": s.player_id, "name": s.name,
         "total": None if s.player_id not in totals else points_text(totals[s.player_id],
                                                                     signed=True)}
        for s in table.seats
    ]


def run_round_totals(args: argparse.Namespace) -> int:
    with opened(args) as services:
        table = _table(services, args)
        if args.totals:
            services.record_round_totals(table.id, _parse_totals(args.totals, table))
        rows = _totals_rows(table, services.round_totals(table.id))
    entered = all(r["total"] is not None for r in rows)
    head = (f"entered the totals of table {args.table}, round {args.round}" if args.totals else
            f"table {args.table}, round {args.round}: "
            + ("totals entered" if entered else "no totals entered yet"))
    lines = [head] + [
        f"  {r['seat']} {r['name']} (#{r['player']}): "
        + (r["total"] if r["total"] is not None else "-")
        for r in rows
    ]
    return report(
        args, {"event": args.event, "session": args.session, "round": args.round,
               "table": args.table, "entered": entered, "players": rows},
        "\n".join(lines),
    )


def run_swap_seats(args: argparse.Namespace) -> int:
    with opened(args) as services:
        round_id = _round_id(services, args)
        version = next(r.version for r in services.rounds(args.event) if r.id == round_id)
        seating = _seating(services, RoundId(round_id))
        seats = {" ".join(s["name"].split()).casefold(): s["player"]
                 for t in seating for s in t["seats"]}
        ids = set(seats.values())
        where = f"seated in round {args.round}"
        first = _seated_player(args.first, seats, ids, where)
        second = _seated_player(args.second, seats, ids, where)
        services.swap_seats(RoundId(round_id), first, second, expected_version=version)
        seating = _seating(services, RoundId(round_id))
    moved = [t for t in seating if {first, second} & {s["player"] for s in t["seats"]}]
    return report(
        args, {"event": args.event, "session": args.session, "round": args.round,
               "swapped": [first, second], "tables": seating},
        f"swapped players {first} and {second} in round {args.round}\n"
        + _seating_lines(moved),
    )
