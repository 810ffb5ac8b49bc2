"""`export site`: the league website as a folder of static pages.

    sheepshead-scorer export site --season 1 --output league-site/ [--language de]

Adds ``site`` to the WHAT of the `export` command (``export_commands`` registers it right
after `export`): the season's league table, every event's results and a page per player with
a chart, linked relatively and without JavaScript, so the folder opens from a USB stick or
any static host.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError, guarded, opened

SITE = "site"


def register(subparsers: Any) -> None:
    """Teach the `export` parser the WHAT ``site`` (needs --season and an --output folder)."""
    export = subparsers.choices.get("export")
    if export is None:  # the export commands are not part of this build
        return
    for action in export._actions:
        if action.dest == "what" and action.choices is not None:
            action.choices = [*action.choices, SITE]
            action.help = f"{action.help}, {SITE} (a folder: --season N --output DIR)"
    documents = export.get_default("func")

    def run(args: argparse.Namespace) -> int:
        if args.what == SITE:
            result: int = guarded(run_site)(args)
            return result
        status: int = documents(args)
        return status

    export.set_defaults(func=run)


def run_site(args: argparse.Namespace) -> int:
    from sheepshead_scorer.web.site import write_site

    if args.season is None:
        raise CliError("export site needs --season ID (list them with `sheepshead-scorer seasons`)")
    output = Path(args.output).expanduser()
    if output.exists() and not output.is_dir():
        raise CliError(
            f"--output {args.output!r} is a file; export site writes a folder: give a folder "
            "name (it is created if missing)"
        )
    if not output.parent.is_dir():
        raise CliError(
            f"--output {args.output!r}: the folder {str(output.parent)!r} does not exist; "
            "create it or write somewhere else"
        )
    with opened(args) as services:
        summary = write_site(services, args.season, output, language=args.language)
    print(f"wrote the league website ({summary.pages} pages) to {output}; open "
          f"{output / 'index.html'}")
    return 0
