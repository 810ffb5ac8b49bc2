"""A command starts fast: it loads only its own command module, and no writer, Alembic or Qt."""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
from collections.abc import Callable

from sheepshead_scorer.cli import COMMAND_HOMES, COMMAND_MODULES
from sheepshead_scorer.store import Database
from tests.demo_snapshot import DemoSnapshot, load_snapshot


def test_every_command_is_found_in_the_module_that_adds_it() -> None:
    found: dict[str, str] = {}
    for name in COMMAND_MODULES:
        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers(dest="command")
        importlib.import_module(f"sheepshead_scorer.cli.{name}").register(sub)
        found.update((command, name) for command in sub.choices)
    assert found == COMMAND_HOMES


def _run_as_program(args: list[str], report: str) -> str:
    """What a new process prints running ``sheepshead-scorer ARGS`` as the installed program
    does, then the Python lines of ``report`` (which may look at ``sys.modules`` and ``gc``)."""
    probe = (
        f"import gc, sys, runpy; sys.argv = ['sheepshead-scorer', *{args!r}]\n"
        "try:\n    runpy.run_module('sheepshead_scorer', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        f"{report}\n"
    )
    return _run_python(probe)


def _run_python(code: str) -> str:
    """What a new Python process running ``code`` prints (standard output, then errors)."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    return done.stdout + done.stderr


#: Prints which of the libraries no reading path needs a process has loaded.
HEAVY = (
    "print('HEAVY', [m for m in ('alembic', 'reportlab', 'openpyxl', 'matplotlib', "
    "'PySide6') if m in sys.modules])"
)


def _demo_database(
    sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot]
) -> tuple[int, str]:
    """The demo's event id and the path of a closed SQLite file holding it."""
    summary = load_snapshot(demo_snapshots("sqlite"), sqlite_db)
    sqlite_db.close()
    return summary.event_id, sqlite_db.url.removeprefix("sqlite:///")


def test_a_listing_command_loads_no_document_writer_alembic_or_qt(tmp_path) -> None:
    database = tmp_path / "demo.sqlite3"
    made = subprocess.run(
        [sys.executable, "-m", "sheepshead_scorer", "events", "--database", str(database)],
        capture_output=True, text=True, check=False,
    )
    assert made.returncode == 2  # no such file yet: refused, not created
    from sheepshead_scorer.store import open_database

    open_database(database).close()
    shown = _run_as_program(["events", "--database", str(database)], HEAVY)
    assert "HEAVY []" in shown, shown


def test_standings_loads_only_the_reading_half_and_collects_garbage_again(
    sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot]
) -> None:
    event_id, database = _demo_database(sqlite_db, demo_snapshots)
    shown = _run_as_program(
        ["standings", "--event", str(event_id), "--database", database],
        "unused = ('sheepshead_scorer.rules.scoring', "
        "'sheepshead_scorer.services.hands.hand_edits', "
        "'sheepshead_scorer.services.events.event_edits', 'sheepshead_scorer.services.door.reads', "
        "'sheepshead_scorer.exports.season_rows', 'sheepshead_scorer.services.demo.demo_event', "
        "'sheepshead_scorer.exports.csv_export', 'alembic', 'openpyxl', 'reportlab', "
        "'PySide6')\n"
        "print('LOADED', [m for m in unused if m in sys.modules])\n"
        "print('GC', gc.isenabled(), gc.get_freeze_count() > 0)",
    )
    assert "LOADED []" in shown, shown
    assert "GC True True" in shown, shown
    assert shown.splitlines()[2].split()[0] == "1"  # under the header: the leader


def test_the_floor_networks_first_live_push_loads_no_document_writer(
    sqlite_db: Database, demo_snapshots: Callable[[str], DemoSnapshot]
) -> None:
    # The live standings a phone follows read the round in play (``round_progress``); when
    # its module pulled in the PDF writer, the first push after the server started spent
    # 0.3 s importing reportlab, and a phone saw the hand after 2 s on a loaded machine.
    event_id, database = _demo_database(sqlite_db, demo_snapshots)
    shown = _run_python(
        "import sys\n"
        "from sheepshead_scorer.services import Services\n"
        "from sheepshead_scorer.store import open_database\n"
        "from sheepshead_scorer.web.pages import Floor, FloorConfig\n"
        "from sheepshead_scorer.web.hub import Key\n"
        f"floor = Floor(Services(open_database({database!r})), FloorConfig())\n"
        f"html = floor.render_live(Key({event_id}, '', 'en'))\n"
        f"print('RENDERED', len(html) > 1000)\n{HEAVY}\n"
    )
    assert "RENDERED True" in shown and "HEAVY []" in shown, shown
