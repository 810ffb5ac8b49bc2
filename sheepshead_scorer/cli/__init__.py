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
    "data_commands",
    "export_commands",
    "site_commands",  # adds `export site` (after export_commands)
    "backup_commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sheepshead-scorer",
        description="Sheepshead Scorer: tournaments, leagues and the rule engine, headless.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
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
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    setup_logging()
    log.info("command %s", args.command)
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
