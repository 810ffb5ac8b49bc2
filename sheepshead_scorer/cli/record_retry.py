"""`record-hand` across a lost reply: the hand's number makes every retry safe.

With ``--hand N`` the hand is stored as hand N of the table, and a hand N already stored
with the same outcome is answered "already saved" (exit 0) — so a script may run the same
command again after any failure. When the connection is lost while the hand is being
committed, the server may have stored it and lost only its answer: the command says "it may
have been saved — checking…", asks again (the number is known: ``--hand``, or the table's
hands + 1 read before) and says which it was, storing it now if it was not; should the server
still not answer, it says that whether the hand was saved is not known and how to find out.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError
from sheepshead_scorer.ids import TableId
from sheepshead_scorer.services import Changes, Services
from sheepshead_scorer.services.core.faults import ConnectionLostError, ReplyLostError

CHECK_WAITS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Seconds between the checks after a lost reply (about 15 s in all)."""


def record(services: Services, table_id: TableId, table: int, outcome: Any, number: int | None
           ) -> Changes:
    """Record ``outcome`` at the table (as hand ``number`` if given), checking after a lost
    commit reply whether it was stored."""
    expected = number if number is not None else len(services.hands(table_id)) + 1
    try:
        return services.record_hand(
            table_id, outcome, expected_number=number, idempotent=number is not None
        )
    except ReplyLostError as lost:
        print(f"note: {lost}", file=sys.stderr)
        return _check(services, table_id, table, outcome, expected, lost)


def _check(services: Services, table_id: TableId, table: int, outcome: Any, number: int,
           lost: ReplyLostError) -> Changes:
    last: ConnectionLostError = lost
    for wait in CHECK_WAITS:
        time.sleep(wait)
        try:
            changes = services.record_hand(
                table_id, outcome, expected_number=number, idempotent=True
            )
        except ConnectionLostError as again:  # still no answer (or lost again: ask again)
            last = again
            continue
        state = "was saved before the connection dropped" if changes.already_saved else (
            "was not saved, and is now"
        )
        print(f"note: checked: hand {number} at table {table} {state}", file=sys.stderr)
        return changes
    raise CliError(
        f"whether hand {number} at table {table} was saved is not known: the database does "
        f"not answer ({last}); when it is back, run the same command with --hand {number}: "
        "it answers 'already saved' if it was, and stores it if it was not"
    )
