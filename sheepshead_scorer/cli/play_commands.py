"""`draw`, `publish`, `seating`, `record-hand`, `correct-hand`, `close-round`,
`reopen-round`, `close-session`, `reopen-session`: a round from the shell, addressed as the
director says it — event, session, round and table numbers.

    sheepshead-scorer draw --event 1 --hands 12 --seed 7 --publish --database club.sqlite3
    sheepshead-scorer record-hand --event 1 --round 1 --table 2 \
        '{"type": "picked", "dealer": 0, "picker": 1, "partners": [3], "points": 75, "tricks": 4}'
    sheepshead-scorer correct-hand --event 1 --round 1 --table 2 --hand 1 '{...}'
    sheepshead-scorer close-round --event 1 --round 1
    sheepshead-scorer reopen-round --event 1 --round 1      # to correct a hand in it
    sheepshead-scorer close-session --event 1 --session 1   # reopen-session likewise

A hand's outcome is the JSON the `score` command reads (docs/rules.md, "The score command";
seats 0-based in dealer order, as `seating` lists them). Each command is one service call
(one transaction, audited, the same scoring as the desktop app); `--json` prints its result
as one JSON object; a mistake is one line on stderr with exit status 2.
"""

from __future__ import annotations

import argparse
from typing import Any

from sheepshead_scorer.cli import record_retry
from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.cli.evening_commands import add_json_option, report
from sheepshead_scorer.cli.json_input import parse
from sheepshead_scorer.ids import HandId, RoundId
from sheepshead_scorer.rules import RuleError
from sheepshead_scorer.rules.serialization import exact_json
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.hands.session_hands import RoundPlay
from sheepshead_scorer.tournament import DrawMethod

#: `draw --method`: the draw methods the services offer (``DrawMethod``), as typed.
DRAW_METHODS = ("random", "avoid-repeats", "by-standings")


def _where(parser: argparse.ArgumentParser, *, table: bool = False, hand: bool = False) -> None:
    parser.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
    parser.add_argument("--session", type=int, default=1, metavar="N", help="session (1)")
    parser.add_argument("--round", type=int, required=True, metavar="N", help="round number")
    if table:
        parser.add_argument("--table", type=int, required=True, metavar="N", help="table number")
    if hand:
        parser.add_argument("--hand", type=int, required=True, metavar="N", help="hand number")


def register(subparsers: Any) -> None:
    """Add the round commands."""
    draw = subparsers.add_parser(
        "draw", help="draw the next round's seating from the checked-in players",
        description="Draw the next round of a session and print its tables: a random draw "
        "(the default, as on the Seating screen), one avoiding repeat tablemates, or one by "
        "the standings (king of the hill: the leaders at table 1).",
    )
    draw.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
    draw.add_argument("--session", type=int, default=1, metavar="N", help="session (1)")
    draw.add_argument("--hands", type=int, required=True, metavar="N", help="hands per table")
    draw.add_argument("--seed", type=int, default=None, help="same seed, same seating")
    draw.add_argument(
        "--method", choices=DRAW_METHODS, default="random",
        help="random (default), avoid-repeats (fewest repeat tablemates) or by-standings "
        "(king of the hill: the standings so far seat table 1 first)",
    )
    draw.add_argument(
        "--table-hands", choices=("same", "equal"), default="same",
        help="hands at a table of another size: 'same' number at every table (default), or "
        "'equal' so every player plays the same number (a 6-table of a 5-handed event plays "
        "24 for 20, the dealer sitting out)",
    )
    draw.add_argument("--publish", action="store_true", help="publish it at once")
    add_json_option(draw)
    add_database_option(draw)
    draw.set_defaults(func=guarded(run_draw))

    for name, run, text in (
        ("publish", run_publish, "publish a drawn round: its tables take hands"),
        ("seating", run_seating, "print a round's tables and seats (seat 0 deals first)"),
        ("close-round", run_close, "close a round whose tables have all their hands"),
        ("reopen-round", run_reopen, "reopen a closed round to correct or add hands"),
    ):
        sub = subparsers.add_parser(name, help=text, description=text[0].upper() + text[1:])
        _where(sub)
        if name == "close-round":
            sub.add_argument("--allow-incomplete", action="store_true",
                             help="close it although a table has fewer hands than planned")
        add_json_option(sub)
        add_database_option(sub)
        sub.set_defaults(func=guarded(run))

    for name, run, text in (
        ("close-session", run_close_session,
         "close a session whose rounds are all closed (the last one makes results final)"),
        ("reopen-session", run_reopen_session,
         "reopen a closed session (its rounds stay closed until reopened)"),
    ):
        sub = subparsers.add_parser(name, help=text, description=text[0].upper() + text[1:])
        sub.add_argument("--event", type=int, required=True, metavar="ID", help="event id")
        sub.add_argument("--session", type=int, default=1, metavar="N", help="session (1)")
        add_json_option(sub)
        add_database_option(sub)
        sub.set_defaults(func=guarded(run))

    record = subparsers.add_parser(
        "record-hand", help="enter a table's next hand (outcome as JSON)",
        description="Score and enter the table's next hand. OUTCOME is the JSON the `score` "
        "command reads, e.g. '{\"type\": \"picked\", \"dealer\": 0, \"picker\": 1, "
        "\"partners\": [3], \"points\": 75, \"tricks\": 4}'; '-' reads it from stdin.",
    )
    _where(record, table=True)
    record.add_argument(
        "--hand", type=int, default=None, metavar="N",
        help="the hand's number on the score sheet: hand N already stored with this outcome "
        "is answered 'already saved' (exit 0), so the command may be run again after any "
        "failure; another outcome stored as hand N is refused",
    )
    record.add_argument("outcome", metavar="OUTCOME", help="the hand as JSON, or - for stdin")
    add_json_option(record)
    add_database_option(record)
    record.set_defaults(func=guarded(run_record))

    correct = subparsers.add_parser(
        "correct-hand", help="correct an entered hand (outcome as JSON)",
        description="Replace hand N of the table with OUTCOME; the hands after it are "
        "re-scored (doublers carried) and the correction is audited.",
    )
    _where(correct, table=True, hand=True)
    correct.add_argument("outcome", metavar="OUTCOME", help="the hand as JSON, or - for stdin")
    add_json_option(correct)
    add_database_option(correct)
    correct.set_defaults(func=guarded(run_correct))


def _round_id(services: Services, args: argparse.Namespace) -> int:
    found = [r for r in services.rounds(args.event) if r.session_number == args.session]
    for rnd in found:
        if rnd.number == args.round:
            return rnd.id
    have = ", ".join(str(r.number) for r in found) or "none yet"
    raise CliError(
        f"event {args.event} has no round {args.round} in session {args.session} (rounds: "
        f"{have}); draw it with `sheepshead-scorer draw --event {args.event}`"
    )


def _table(services: Services, args: argparse.Namespace) -> Any:
    round_id = _round_id(services, args)
    found = services.tables(RoundId(round_id))
    for table in found:
        if table.number == args.table:
            return table
    have = ", ".join(str(t.number) for t in found)
    raise CliError(f"round {args.round} has no table {args.table} (tables: {have})")


def _seating(services: Services, round_id: RoundId) -> list[dict[str, Any]]:
    return [
        {"table": t.number, "seats": [{"seat": s.position, "player": s.player_id,
                                       "name": s.name} for s in t.seats],
         "hands": t.planned.hands if t.planned is not None else None}
        for t in services.tables(round_id)
    ]


def _review(review: RoundPlay, seating: list[dict[str, Any]]) -> tuple[str | None, str]:
    """Each table's hands and what each player plays (into ``seating``); the warning when the
    round's players play different numbers of hands, and the lines saying so."""
    plays = {t.number: t for t in review.tables}
    for table in seating:
        table["each_plays"] = list(plays[table["table"]].each_plays)
    warning = review.warning()
    lines = [
        f"table {t.number}: {t.hands} hands, each player plays "
        + (str(t.fewest) if t.fewest == t.most else f"{t.fewest} to {t.most}")
        for t in review.tables
    ] if len({t.hands for t in review.tables}) > 1 or warning is not None else []
    if warning is not None:
        lines.append(f"warning: {warning}")
    return (None if warning is None else str(warning)), "".join(f"\n{line}" for line in lines)


def _seating_lines(seating: list[dict[str, Any]]) -> str:
    return "\n".join(
        f"table {t['table']}: " + ", ".join(f"{s['seat']} {s['name']}" for s in t["seats"])
        for t in seating
    )


def _outcome(text: str) -> dict[str, Any]:
    import sys

    raw = sys.stdin.read() if text == "-" else text
    try:
        data = parse(raw)
    except RuleError as exc:
        raise CliError(f"OUTCOME is not valid JSON ({exc}); write it as in docs/cli.md") from None
    if not isinstance(data, dict):
        raise CliError('OUTCOME must be one JSON object, e.g. {"type": "all_pass", "dealer": 0}')
    return data


def run_draw(args: argparse.Namespace) -> int:
    with opened(args) as services:
        done = [r for r in services.rounds(args.event) if r.session_number == args.session]
        round_id = services.draw_round(
            args.event, args.session, args.hands, seed=args.seed,
            method=DrawMethod(args.method.replace("-", "_")), hands_per_table=args.table_hands,
        ).created
        assert round_id is not None
        if args.publish:
            services.publish_round(RoundId(round_id))
        seating = _seating(services, RoundId(round_id))
        warning, review_lines = _review(services.round_play(RoundId(round_id)), seating)
    number = len(done) + 1
    state = "published" if args.publish else "drawn (publish it to enter hands)"
    return report(
        args,
        {"event": args.event, "session": args.session, "round": number, "round_id": round_id,
         "published": args.publish, "method": args.method, "tables": seating,
         "warning": warning},
        f"round {number} of session {args.session} {state}: {len(seating)} tables\n"
        + _seating_lines(seating) + review_lines,
    )


def run_publish(args: argparse.Namespace) -> int:
    with opened(args) as services:
        services.publish_round(RoundId(_round_id(services, args)))
    return report(args, {"event": args.event, "session": args.session, "round": args.round,
                         "published": True}, f"round {args.round} published")


def run_seating(args: argparse.Namespace) -> int:
    with opened(args) as services:
        seating = _seating(services, RoundId(_round_id(services, args)))
    return report(args, {"event": args.event, "round": args.round, "tables": seating},
                  _seating_lines(seating))


def run_close(args: argparse.Namespace) -> int:
    with opened(args) as services:
        services.close_round(
            RoundId(_round_id(services, args)), allow_incomplete=args.allow_incomplete
        )
    return report(args, {"event": args.event, "session": args.session, "round": args.round,
                         "closed": True}, f"round {args.round} closed")


def run_reopen(args: argparse.Namespace) -> int:
    with opened(args) as services:
        services.reopen_round(RoundId(_round_id(services, args)))
    return report(args, {"event": args.event, "session": args.session, "round": args.round,
                         "closed": False},
                  f"round {args.round} reopened: it takes hands and corrections again")


def run_close_session(args: argparse.Namespace) -> int:
    with opened(args) as services:
        services.close_session(args.event, args.session)
        final = services.event_phase(args.event).final
    state = "the standings are final" if final else "the standings stay provisional"
    return report(args, {"event": args.event, "session": args.session, "closed": True,
                         "final": final}, f"session {args.session} closed; {state}")


def run_reopen_session(args: argparse.Namespace) -> int:
    with opened(args) as services:
        services.reopen_session(args.event, args.session)
    return report(
        args, {"event": args.event, "session": args.session, "closed": False},
        f"session {args.session} reopened; its rounds stay closed until you reopen one "
        f"(reopen-round --event {args.event} --session {args.session} --round N)",
    )


def _hand_report(args: argparse.Namespace, services: Services, table: Any, hand_id: HandId,
                 verb: str, *, already: bool = False) -> int:
    hand = next(h for h in services.hands(table.id) if h.id == hand_id)
    payouts = {name: exact_json(p) for name, p in zip(table.names, hand.payouts, strict=True)}
    shown = ", ".join(f"{name} {value}" for name, value in payouts.items())
    return report(
        args,
        {"event": args.event, "round": args.round, "table": args.table, "hand": hand.hand,
         "multiplier": hand.multiplier, "payouts": payouts, "explanation": hand.explanation,
         **({"already_saved": True} if already else {})},
        f"{verb} hand {hand.hand} at table {args.table}: {shown}",
    )


def run_record(args: argparse.Namespace) -> int:
    outcome = _outcome(args.outcome)
    with opened(args) as services:
        table = _table(services, args)
        if args.hand is not None and args.hand < 1:
            raise CliError(f"--hand={args.hand} is not allowed: a hand number from 1")
        changes = record_retry.record(services, table.id, args.table, outcome, args.hand)
        assert changes.created is not None
        verb = "already saved:" if changes.already_saved else "entered"
        return _hand_report(args, services, table, HandId(changes.created), verb,
                            already=changes.already_saved)


def run_correct(args: argparse.Namespace) -> int:
    outcome = _outcome(args.outcome)
    with opened(args) as services:
        table = _table(services, args)
        found = [h for h in services.hands(table.id) if h.hand == args.hand]
        if not found:
            raise CliError(
                f"table {args.table} has no hand {args.hand} yet; enter it with record-hand"
            )
        services.correct_hand(found[0].id, outcome, expected_version=found[0].version)
        return _hand_report(args, services, table, found[0].id, "corrected")
