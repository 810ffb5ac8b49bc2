"""Typed ids: the door's methods take an ``EventId``, a ``PlayerId``…, so a swapped pair of
ids is a type error mypy reports (``sheepshead_scorer/ids.py``) — checked here by running mypy
on a caller that swaps them, and on one that does not."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CALLER = '''
from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services.door.services import Services


def register(services: Services, event: EventId, player: PlayerId) -> None:
    services.register({first}, {second})
'''


def _mypy(tmp_path: Path, first: str, second: str) -> str:
    caller = tmp_path / "caller.py"
    caller.write_text(CALLER.format(first=first, second=second), encoding="utf-8")
    # a process of its own (mypy in this process can crash beside Qt's extension modules),
    # with the project's cache (warm after the suite's own mypy step)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", str(caller)],
        capture_output=True, text=True, cwd=ROOT, timeout=240, check=False,
    )
    return done.stdout


def test_swapped_ids_are_a_type_error(tmp_path: Path) -> None:
    out = _mypy(tmp_path, "player", "event")
    assert 'Argument 1 to "register" of "Services" has incompatible type "PlayerId"' in out
    assert 'expected "EventId"' in out


def test_ids_in_their_places_pass(tmp_path: Path) -> None:
    assert "Success" in _mypy(tmp_path, "event", "player")
