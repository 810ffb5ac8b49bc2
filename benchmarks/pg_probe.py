"""What an Enter costs on PostgreSQL beyond the window thread (``app_session`` on a server
URL): the round trips the engine makes (each transaction's BEGIN, which psycopg sends on its
own, the statements, the commits and the rollbacks that reach the server, pre-ping checks)
and, when the server runs on this machine, the CPU time of this process's server backends
(``/proc/PID/schedstat`` of the backends ``pg_stat_activity`` names with this process's id,
see ``store.engine.application_name``).

On a loaded 2-core machine each round trip waits for the server's process to be scheduled,
so the wall time of an Enter on PostgreSQL grows with these counts, not with the window's
CPU time.
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

from sqlalchemy import Engine, event, text

_TICK = os.sysconf("SC_CLK_TCK")


class RoundTrips:
    """Counts what ``engine`` sends to the server while attached."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.counts: Counter[str] = Counter()
        self._hooks: list[tuple[Any, str, Any]] = []
        self._hook(engine, "before_cursor_execute", self._statement)
        # psycopg sends a transaction's BEGIN on its own and waits for the answer
        self._hook(engine, "begin", lambda *_: self.counts.update(["begin"]))
        self._hook(engine, "commit", lambda *_: self.counts.update(["commit"]))
        self._hook(engine, "rollback", self._rollback)
        self._hook(engine.pool, "reset", self._reset)
        self._hook(engine.pool, "checkout", lambda *_: self.counts.update(["checkout"]))
        self._hook(engine.pool, "connect", lambda *_: self.counts.update(["new_connection"]))

    def _hook(self, target: Any, name: str, function: Any) -> None:
        event.listen(target, name, function)
        self._hooks.append((target, name, function))

    def _statement(self, *args: Any) -> None:
        self.counts["statement"] += 1

    def _open(self, dbapi_connection: Any) -> bool:
        """Whether a transaction is open (a rollback then reaches the server; psycopg sends
        none on an idle connection)."""
        status = getattr(getattr(dbapi_connection, "info", None), "transaction_status", 0)
        return int(status) != 0  # psycopg.pq.TransactionStatus.IDLE

    def _rollback(self, connection: Any) -> None:
        if self._open(connection.connection.dbapi_connection):
            self.counts["rollback"] += 1

    def _reset(self, dbapi_connection: Any, *_: Any) -> None:
        if self._open(dbapi_connection):
            self.counts["rollback"] += 1

    def detach(self) -> None:
        for target, name, function in self._hooks:
            event.remove(target, name, function)


def _cpu_of(pid: int) -> float:
    """CPU seconds of a process: its scheduler's nanoseconds, else utime + stime in ticks."""
    try:
        with open(f"/proc/{pid}/schedstat") as schedstat:
            return int(schedstat.read().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / _TICK


def backend_cpu(engine: Engine) -> float | None:
    """CPU seconds used so far by this process's server backends, if the server is local
    (None when it is not, or /proc is not readable)."""
    marker = f"|{os.getpid()}|"
    try:
        with engine.connect() as connection:
            pids = connection.execute(
                text("SELECT pid FROM pg_stat_activity WHERE position(:m in application_name) > 0"),
                {"m": marker},
            ).scalars()
            total = 0.0
            for pid in pids:
                total += _cpu_of(pid)
            return total
    except OSError:
        return None
