"""Child processes for the multi-process tests: programs sharing one SQLite file.

    python tests/reliability/file_sharers.py writer FILE EVENT INDEX WRITERS SECONDS
    python tests/reliability/file_sharers.py backups FILE SECONDS
    python tests/reliability/file_sharers.py locker FILE

``writer`` enters hands (at the tables whose position modulo ``WRITERS`` is ``INDEX``) for
``SECONDS`` or until its stdin closes, printing ``ACK <hand id>`` after each commit the
services acknowledged, ``REFUSED <message>`` for a refusal, ``ERROR <message>`` (and exit 1)
for anything else. ``backups`` takes online backups in a loop and prints ``BACKUP <path>``;
``locker`` holds SQLite's write lock until its stdin closes.
Each prints ``READY`` once it has the file open.
"""

from __future__ import annotations

import random
import select
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]

from reliability import workload  # noqa: E402
from sheepshead_scorer.services import ServiceError, Services  # noqa: E402
from sheepshead_scorer.services.database.backups import take_backup  # noqa: E402
from sheepshead_scorer.store import holders  # noqa: E402


def _stdin_closed() -> bool:
    ready, _, _ = select.select([sys.stdin], [], [], 0)
    return bool(ready) and sys.stdin.readline() == ""


def writer(path: Path, event_id: int, index: int, writers: int, seconds: float) -> int:
    holders.set_identity(program="test writer", station=f"writer {index}")
    services = Services.open(path, station=f"writer {index}")
    rng = random.Random(index)
    print("READY", flush=True)
    deadline = time.monotonic() + seconds
    database = services._ctx.engine
    while time.monotonic() < deadline and not _stdin_closed():
        opened = workload.open_round(_Db(database), event_id)
        if opened is None:
            time.sleep(0.05)
            continue
        fill = workload.table_fill(_Db(database), opened[0])
        mine = [(t, n) for k, (t, n) in enumerate(sorted(fill)) if k % writers == index]
        free = [(t, n) for t, n in mine if n < workload.HANDS_PER_ROUND]
        if not free:  # every table full: keep the file open until told, as a window
            time.sleep(0.05)  # left open does (a restore meanwhile must still be refused)
            continue
        table_id, entered = free[0]
        try:
            changes = services.record_hand(table_id, workload.random_hand(rng, entered))
        except ServiceError as exc:
            print(f"REFUSED {exc}", flush=True)
            time.sleep(0.05)
            continue
        except Exception as exc:
            print(f"ERROR {type(exc).__name__}: {exc}", flush=True)
            return 1
        print(f"ACK {changes.created}", flush=True)
    services._ctx.engine.dispose()
    return 0


class _Db:
    """What ``workload.open_round``/``table_fill`` need of a ``Database``: ``session()``."""

    def __init__(self, engine: object) -> None:
        self.engine = engine

    def session(self) -> object:
        from sqlalchemy.orm import Session

        return Session(self.engine)  # type: ignore[call-overload]


def backups(path: Path, seconds: float) -> int:
    holders.set_identity(program="test backups")
    services = Services.open(path, station="backups")
    print("READY", flush=True)
    deadline = time.monotonic() + seconds
    url = services._ctx.engine.url.render_as_string(hide_password=False)
    while time.monotonic() < deadline and not _stdin_closed():
        try:
            taken = take_backup(services._ctx.engine, url, to=path.parent / "loop-backups")
        except Exception as exc:
            print(f"ERROR {type(exc).__name__}: {exc}", flush=True)
            return 1
        print(f"BACKUP {taken.path}", flush=True)
        time.sleep(0.2)
    return 0


def locker(path: Path) -> int:
    """Hold the write lock (``BEGIN IMMEDIATE``) until stdin closes."""
    import sqlite3

    from sheepshead_scorer.store import open_database

    holders.set_identity(program="test locker", station="Desk B")
    database = open_database(path)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    print("READY", flush=True)
    sys.stdin.read()
    connection.execute("ROLLBACK")
    connection.close()
    database.close()
    return 0


def main(argv: list[str]) -> int:
    role, path = argv[0], Path(argv[1])
    if role == "locker":
        return locker(path)
    if role == "writer":
        return writer(path, int(argv[2]), int(argv[3]), int(argv[4]), float(argv[5]))
    return backups(path, float(argv[2]))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
