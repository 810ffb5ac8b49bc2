"""Whether a file a director picks is one of the databases this program has open.

Reading such a file (an import's bytes) or writing over it (an export) from this process
would open it with a plain descriptor; closing that drops SQLite's locks on it, and the next
program to close the database deletes its ``-wal`` and ``-shm`` under the window (see
``store.live_files``). The window's file dialogs refuse such a pick.
"""

from __future__ import annotations

from pathlib import Path

from sheepshead_scorer.store.engine import open_in_this_process


def open_in_this_program(path: Path) -> bool:
    """``path`` is a database file this process has open, or that database's ``-wal``,
    ``-shm`` or ``-journal``."""
    return open_in_this_process(path)
