"""The headless command line: `sheepshead-scorer COMMAND ...`.

Each command group lives in its own module with a `register(subparsers)` function that adds
its sub-commands and sets `func` (taking the parsed arguments, returning the exit status).
Domain errors are printed as one clear line on stderr with exit status 2 (JSON for `score`).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from sheepshead_scorer import __version__

log = logging.getLogger(__name__)

# Modules under sheepshead_scorer.cli that contribute commands, in --help order.
COMMAND_MODULES: tuple[str, ...] = (
    "score_command",
    "event_commands",
    "evening_commands",
    "play_commands",
    "table_commands",
    "setup_commands",
    "league_commands",
    "fix_commands",
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
    "prizes": "event_commands",
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
    "reopen-round": "play_commands",
    "close-session": "play_commands",
    "reopen-session": "play_commands",
    "record-hand": "play_commands",
    "correct-hand": "play_commands",
    "delete-hand": "table_commands",
    "round-totals": "table_commands",
    "swap-seats": "table_commands",
    "edit-event": "setup_commands",
    "rename-player": "setup_commands",
    "merge-players": "setup_commands",
    "league": "league_commands",
    "season": "league_commands",
    "correct-night": "fix_commands",
    "delete-event": "fix_commands",
    "delete-player": "fix_commands",
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


def run() -> int:
    """The program's entry point (``sheepshead-scorer``, ``python -m sheepshead_scorer`` and
    the bundle's launcher): :func:`main` in a process of its own."""
    return main(own_process=True)


@contextmanager
def _imports_without_collection(own_process: bool) -> Iterator[None]:
    """Start-up imports make many long-lived objects and almost no garbage, yet every 700 new
    objects start a collection that walks them again: about a quarter of a cold command's
    time, measured (``benchmarks/bench_cli.py``). In a process of its own the collector
    pauses for the imports; then what they made is moved out of its reach (``gc.freeze``:
    modules live as long as the process anyway) and it runs as before. Not when ``main`` is
    called inside another program (a test): freezing would keep that program's garbage."""
    if not own_process or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def main(argv: Sequence[str] | None = None, *, own_process: bool = False) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    window = "--smoke" in args_list or not args_list or args_list[0].startswith("--database")
    with _imports_without_collection(own_process):
        if window:
            app = "tools.smoke" if "--smoke" in args_list else "shell.app"
            _data_half_before_qt()
            app_main = _app_main(f"sheepshead_scorer.ui.{app}")
        else:
            parser = build_parser(args_list[0])
            from sheepshead_scorer.logs import setup_logging
            from sheepshead_scorer.services.database.backups import (
                set_identity,  # names it to others
            )
    if window:
        return 1 if app_main is None else app_main(args_list)
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    setup_logging()
    log.info("command %s", args.command)
    set_identity(program=f"sheepshead-scorer {args.command}")
    try:
        result: int = args.func(args)
    except Exception:  # logged with its traceback, then raised as before
        log.exception("command %s failed", args.command)
        raise
    if result:
        log.info("command %s ended with status %s", args.command, result)
    return result


def _data_half_before_qt() -> None:
    """Import the services (SQLAlchemy, the models, the ranking) before the window's Qt.
    PySide6 hooks every import made after its own and reads the source of each module that
    imports something, once, to see whether it uses Qt's ``__feature__`` switches: 40–50 ms
    of the window's start went to reading the 400 modules of the data half, which never
    use Qt (``benchmarks/bench_app.py``'s cold start)."""
    importlib.import_module("sheepshead_scorer.services")


def _app_main(module: str) -> Callable[[list[str]], int] | None:
    """The desktop app's ``main`` (imported here), or ``None`` with a message on stderr when
    this build has no window."""
    try:
        app_module = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("sheepshead_scorer.ui"):
            print(
                "The desktop window is not built yet; the command line works: "
                "sheepshead-scorer --help",
                file=sys.stderr,
            )
            return None
        raise
    app_main: Callable[[list[str]], int] = app_module.main
    return app_main
