"""The headless command line: `sheepshead-scorer COMMAND ...`.

Each command group lives in its own module with a `register(subparsers)` function that adds
its sub-commands and sets `func` (taking the parsed arguments, returning the exit status).
Domain errors are printed as one clear line on stderr with exit status 2 (JSON for `score`).
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from sheepshead_scorer import __version__
from sheepshead_scorer.logs import setup_logging

log = logging.getLogger(__name__)

# Modules under sheepshead_scorer.cli that contribute commands, in --help order.
COMMAND_MODULES: tuple[str, ...] = (
    "score_command",
    "event_commands",
    "evening_commands",
    "play_commands",
    "league_commands",
    "data_commands",
    "export_commands",
    "backup_commands",
)


#: Which module adds each command: ``sheepshead-scorer standings ...`` imports only
#: ``event_commands`` (and what it needs), so a command starts in a fraction of a second.
#: A test checks this table against what the modules register.
COMMAND_HOMES: dict[str, str] = {
    "score": "score_command",
    "demo": "event_commands",
    "events": "event_commands",
    "seasons": "event_commands",
    "standings": "event_commands",
    "players": "data_commands",
    "import-players": "data_commands",
    "import-hands": "data_commands",
    "export": "export_commands",
    "import-league-history": "export_commands",
    "backup": "backup_commands",
    "backups": "backup_commands",
    "restore": "backup_commands",
    "db": "backup_commands",
    "create-event": "evening_commands",
    "add-player": "evening_commands",
    "register": "evening_commands",
    "check-in": "evening_commands",
    "draw": "play_commands",
    "publish": "play_commands",
    "seating": "play_commands",
    "close-round": "play_commands",
    "record-hand": "play_commands",
    "correct-hand": "play_commands",
    "league": "league_commands",
    "season": "league_commands",
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of ``command``'s module only when it is known."""
    parser = argparse.ArgumentParser(
        prog="sheepshead-scorer",
        description="Sheepshead Scorer: tournaments, leagues and the rule engine, headless.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    home = COMMAND_HOMES.get(command or "")
    for name in (home,) if home else COMMAND_MODULES:
        try:
            module = importlib.import_module(f"sheepshead_scorer.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"sheepshead_scorer.cli.{name}":
                continue  # that command group is not part of this build yet
            raise
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if "--smoke" in args_list:
        return _start_app(args_list, module="sheepshead_scorer.ui.smoke")
    if not args_list or args_list[0].startswith("--database"):
        return _start_app(args_list)
    parser = build_parser(args_list[0])
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    setup_logging()
    log.info("command %s", args.command)
    from sheepshead_scorer.services.backups import set_identity  # names it to other programs

    set_identity(program=f"sheepshead-scorer {args.command}")
    try:
        result: int = args.func(args)
    except Exception:  # logged with its traceback, then raised as before
        log.exception("command %s failed", args.command)
        raise
    if result:
        log.info("command %s ended with status %s", args.command, result)
    return result


def _start_app(argv: list[str], module: str = "sheepshead_scorer.ui.app") -> int:
    try:
        app_module = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("sheepshead_scorer.ui"):
            print(
                "The desktop window is not built yet; the command line works: "
                "sheepshead-scorer --help",
                file=sys.stderr,
            )
            return 1
        raise
    status: int = app_module.main(argv)
    return status
