"""`export` and `import-league-history`: every printable document, headless.

    sheepshead-scorer export standings --event 1 --format pdf --output standings.pdf
    sheepshead-scorer export standings --season 1 --format xlsx --output season.xlsx
    sheepshead-scorer export seating --event 1 --round 2 --format pdf --output wall.pdf
    sheepshead-scorer export score-sheets --event 1 --session 1 --round 3 --output sheets.pdf
    sheepshead-scorer export seat-cards --event 1 --round 3 --output cards.pdf \
        --entry-url http://192.168.1.20:8017/t
    sheepshead-scorer export hands --event 1 --round 1 --table 4 --format csv --output t4.csv
    sheepshead-scorer export history --player 17 --output player17.pdf
    sheepshead-scorer import-league-history --season 1 earlier-nights.csv

`--format` defaults to the output file's suffix. A league secretary can script the weekly
sheets with these; a mistake prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from sheepshead_scorer.cli.data_commands import (
    CliError,
    add_database_option,
    existing_file,
    guarded,
    not_the_database,
    opened,
    parse_mapping,
)
from sheepshead_scorer.services.documents.exporting import (
    FORMATS,
    ExportFormat,
    ExportKind,
    ExportRequest,
)

_WHAT_HELP = "; ".join(
    f"{kind.value} ({'/'.join(f.value for f in formats)})" for kind, formats in FORMATS.items()
)


def register(subparsers: Any) -> None:
    """Add `export` and `import-league-history`."""
    export = subparsers.add_parser(
        "export", help="write standings, seating, score sheets, hand logs, prizes as PDF/XLSX/CSV",
        description="Write one document of an event, a season or a player. WHAT and its "
        f"formats: {_WHAT_HELP}. seating, seating-by-name, score-sheets and seat-cards need "
        "--round "
        "(session 1 unless --session); hands can be narrowed with --session/--round/--table; "
        "history needs --player.",
    )
    export.add_argument("what", choices=[k.value for k in ExportKind], metavar="WHAT",
                        help=", ".join(k.value for k in ExportKind))
    which = export.add_mutually_exclusive_group()
    which.add_argument("--event", type=int, metavar="ID", help="event id (see `events`)")
    which.add_argument("--season", type=int, metavar="ID", help="season id (see `seasons`)")
    export.add_argument("--session", type=int, metavar="N", help="session number (from 1)")
    export.add_argument("--round", type=int, metavar="N", help="round number in the session")
    export.add_argument("--table", type=int, metavar="N", help="table number in the round")
    export.add_argument("--player", type=int, metavar="ID", help="player id (see `players`)")
    export.add_argument(
        "--format", choices=[f.value for f in ExportFormat], default=None,
        help="pdf, xlsx or csv (default: from the --output suffix)",
    )
    export.add_argument("--output", required=True, metavar="PATH", help="the file to write")
    export.add_argument(
        "--language", choices=["en", "de"], default="en",
        help="the document's language: titles, headers, sheet names (default: en)",
    )
    export.add_argument(
        "--entry-url", metavar="URL", default=None,
        help="seat-cards: table entry's address on the floor network, printed on each card "
        "with its QR code (http://<address>:<port>/t, as File → Floor network shows)",
    )
    add_database_option(export)
    export.set_defaults(func=guarded(run_export))
    from sheepshead_scorer.cli import site_commands  # `export site`: the same command's home

    site_commands.register(subparsers)

    history = subparsers.add_parser(
        "import-league-history", help="import a league's earlier event totals into a season",
        description="Read earlier results (player, event, date, total; CSV or XLSX, English "
        "or German headers) and add one league night per event to the season, all or "
        "nothing. Players are matched by member number, then name; new names are added.",
    )
    history.add_argument("file", metavar="FILE", help="the CSV or XLSX file")
    history.add_argument("--season", type=int, required=True, metavar="ID", help="season id")
    history.add_argument(
        "--map", action="append", default=[], metavar="COLUMN=FIELD",
        help="use COLUMN of the file for FIELD (player, event, date, total, member_number)",
    )
    history.add_argument(
        "--dry-run", action="store_true",
        help="check the file and list its nights, new players and warnings; write nothing",
    )
    add_database_option(history)
    history.set_defaults(func=guarded(run_import_history))


def _format(args: argparse.Namespace, output: Path) -> ExportFormat:
    if args.format:
        return ExportFormat(args.format)
    suffix = output.suffix.lower().lstrip(".")
    try:
        return ExportFormat(suffix)
    except ValueError:
        raise CliError(
            f"--format is missing and the output {output.name!r} does not end in .pdf, .xlsx "
            "or .csv; give --format pdf|xlsx|csv"
        ) from None


def run_export(args: argparse.Namespace) -> int:
    output = Path(args.output).expanduser()
    if not output.parent.is_dir():
        raise CliError(
            f"--output {args.output!r}: the folder {str(output.parent)!r} does not exist; "
            "create it or write somewhere else"
        )
    request = ExportRequest(
        kind=ExportKind(args.what), fmt=_format(args, output), event_id=args.event,
        season_id=args.season, session_number=args.session, round_number=args.round,
        table_number=args.table, player_id=args.player, language=args.language,
        entry_url=args.entry_url,
    )
    with opened(args) as services:
        services.export_document(request, output)
    print(f"wrote {request.kind.value} ({request.fmt.value}) to {output}")
    return 0


def run_import_history(args: argparse.Namespace) -> int:
    from sheepshead_scorer.exports.importers.event_totals import EVENT_TOTAL_FIELDS

    path = existing_file(args.file)
    fields = tuple(spec.name for spec in EVENT_TOTAL_FIELDS)
    mapping = parse_mapping(args.map, fields, "Spieler=player")
    with opened(args) as services:
        report = services.import_event_totals(
            args.season, not_the_database(path).read_bytes(), mapping=mapping,
            dry_run=args.dry_run,
        )
    for night in report.nights:
        print(f"night: {night}")
    for name in report.creates:
        print(f"new player: {name}")
    for warning in report.warnings:
        print(f"warning: {warning}")
    if args.dry_run:
        print(
            f"checked {report.rows} results in {len(report.nights)} events; nothing written "
            f"(drop --dry-run to import)"
        )
        return 0
    print(
        f"imported {report.rows} results into {len(report.changes.events)} events of season "
        f"{args.season}; {len(report.changes.players)} new players"
    )
    return 0
