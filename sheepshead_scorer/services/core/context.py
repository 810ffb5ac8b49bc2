"""What every service needs: the engine and this station's name; and the one-transaction helper.

A station is a running program, never a computer (guide, lesson 8): the window, each command
and the floor server each write under their own name, ``program_station``'s
``"<name>/<program>-<pid>-<random>"`` (the readable name is the ``--station`` option, the
``station_name`` setting or the host name). The change feed leaves out only a station's own
changes, so two programs on one computer — or in one process — see each other's.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy import Engine, select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from sheepshead_scorer.fault_log import log_shown, mark_logged
from sheepshead_scorer.services.core.errors import InvalidInputError, StaleEditError
from sheepshead_scorer.store.models import Setting
from sheepshead_scorer.text import Text

if TYPE_CHECKING:  # the cache lives in the standings room, above this one
    from sheepshead_scorer.services.standings.standings_cache import TallyCache

log = logging.getLogger(__name__)

STATION_SETTING = "station_name"
STATION_LENGTH = 120  # AuditEntry.station


@dataclass(frozen=True)
class Context:
    """The engine to work on, the station name written into the audit log and, optionally,
    the in-memory standings cache (``services.standings_cache.TallyCache``) this station
    keeps; ``None`` reads standings from the tallies every time."""

    engine: Engine
    station: str
    cache: TallyCache | None = field(default=None, compare=False)


def station_name(engine: Engine, explicit: str | None = None) -> str:
    """The station's name: ``explicit`` if given, else the ``station_name`` setting, else the
    host name (so a shared PostgreSQL database tells the stations apart)."""
    if explicit:
        return explicit
    with Session(engine) as session:
        value = session.scalar(select(Setting.value).where(Setting.key == STATION_SETTING))
    return value or socket.gethostname() or "station"


def program_station(name: str, program: str) -> str:
    """The station of one running program: ``name`` (the computer's or desk's readable name),
    the program, this process's id and a random part (two ``Services`` in one process, the
    window and its floor server, are two stations): ``"desk/window-4242-9f3a"``."""
    clean = "-".join(program.split()) or "program"
    suffix = f"/{clean[:40]}-{os.getpid()}-{secrets.token_hex(2)}"
    return name[: STATION_LENGTH - len(suffix)] + suffix


def set_station_name(engine: Engine, name: str) -> None:
    """Store this database's station name (single-station SQLite files; a shared PostgreSQL
    database should pass ``station=`` per machine instead)."""
    clean = name.strip()
    if not clean:
        raise InvalidInputError(
            "station_name", name, Text("a non-empty name"), Text("e.g. 'Score desk'")
        )
    with Session(engine) as session, session.begin():
        setting = session.get(Setting, STATION_SETTING)
        if setting is None:
            session.add(Setting(key=STATION_SETTING, value=clean))
        else:
            setting.value = clean


@contextmanager
def transaction(ctx: Context) -> Iterator[Session]:
    """One session, one transaction: committed if the block ends normally, rolled back (and
    nothing written) if it raises."""
    committing = False
    try:
        with Session(ctx.engine, expire_on_commit=False) as session, session.begin():
            yield session
            session.flush()
            committing = True  # only COMMIT is left: a fault now may come after it took effect
    except StaleDataError as exc:  # a concurrent commit slipped between our check and write
        raise StaleEditError(
            Text(
                "another station changed this record while you were saving it; "
                "reload and enter your change again"
            )
        ) from exc
    except (DBAPIError, OSError) as exc:  # full disk, read-only file: say so plainly
        from sheepshead_scorer.services.core.faults import (
            ConnectionLostError,
            DamagedFileError,
            location_text,
            lost_reply,
            storage_error,
        )
        from sheepshead_scorer.store import clean_mark
        from sheepshead_scorer.store.engine import sqlite_file

        where = location_text(ctx.engine.url.render_as_string())
        problem = storage_error(exc, where)
        if problem is None:
            raise
        if committing and isinstance(problem, ConnectionLostError):
            problem = lost_reply(exc, where)  # "may have been saved", never "not saved"
        log_shown(log, exc, f"storage fault at {where}")  # the cause, with its traceback
        mark_logged(problem)
        if isinstance(problem, DamagedFileError):
            damaged = sqlite_file(ctx.engine.url.render_as_string())
            if damaged is not None:
                clean_mark.forget(damaged)  # the next open checks the whole file
        raise problem from exc
