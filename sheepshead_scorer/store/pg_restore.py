"""Put a ``pg_dump --format=custom`` backup back: read its schema revision, then restore it
in ONE transaction.

**The revision** is read from the dump itself: ``pg_restore --data-only
--table=alembic_version --file=- FILE`` prints that table's COPY data without connecting to
any server. Chosen over writing the revision into the file name or a sidecar file because it
also works for every dump taken before (their names carry no revision), for a dump the
director renamed, and for one copied without its sidecar: the revision travels inside the
only file that is sure to be there.

**The restore**: pg_restore turns the archive into an SQL script (``--clean --if-exists
--no-owner``) and psql runs it in one transaction (``--single-transaction``,
``ON_ERROR_STOP=1``), after dropping (``CASCADE``) this program's tables in the dump's schema.
``pg_restore --clean`` straight into the server cannot put back a dump of an OLDER schema
revision: its DROP statements cover only what is in the dump, so a table a later revision
added (``player_tallies``, with its foreign key to ``players``) blocks them. Being one
transaction, a failed restore changes nothing.

Both programs come with the PostgreSQL client tools (Debian: ``postgresql-client``). The
password goes to them in ``PGPASSWORD``, never on a command line.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine

from sheepshead_scorer.store import models as _models  # noqa: F401  (fills the metadata)
from sheepshead_scorer.store.backup import BackupError, libpq_target
from sheepshead_scorer.store.base import metadata
from sheepshead_scorer.store.migrate import known_revisions
from sheepshead_scorer.text import Text

__all__ = ["DumpRevision", "known_revisions", "read_dump_revision", "restore_pg_dump"]

_IDENTIFIER = r'(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)'
_COPY = re.compile(
    rf"^COPY (?P<schema>{_IDENTIFIER})\.alembic_version \(version_num\) FROM stdin;\n"
    r"(?P<rows>.*?)^\\\.$",
    re.MULTILINE | re.DOTALL,
)


@dataclass(frozen=True)
class DumpRevision:
    """Where a dump's ``alembic_version`` table lives and the revision it holds.

    ``schema`` is the SQL identifier as pg_restore prints it (quoted if it needs quotes);
    ``revision`` is ``None`` when the table is empty.
    """

    schema: str
    revision: str | None


def read_dump_revision(backup: Path) -> DumpRevision | None:
    """The schema revision inside a ``pg_dump --format=custom`` file (``None``: the dump has
    no ``alembic_version`` table, so it is not a backup of this program's database).

    Raises ``BackupError`` when pg_restore is missing or cannot read the file. Of several
    dumped schemas with that table (a whole-database dump), ``public`` wins, else the first.
    """
    _require("pg_restore", backup)
    args = ["pg_restore", "--data-only", "--table=alembic_version", "--file=-", str(backup)]
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise _not_restored(backup, done.stderr)
    found = [
        DumpRevision(match["schema"], _first_value(match["rows"]))
        for match in _COPY.finditer(done.stdout)
    ]
    if not found:
        return None
    return next((d for d in found if d.schema == "public"), found[0])


def _first_value(rows: str) -> str | None:
    lines = [line for line in rows.splitlines() if line]
    return lines[0].split("\t")[0] if lines else None


def restore_pg_dump(engine: Engine, backup: Path, schema: str) -> None:
    """Replace the data in ``schema`` with the dump ``backup``, in one transaction.

    ``schema`` is the dump's own (``read_dump_revision(backup).schema``): this program's
    tables there are dropped first, so a dump of an older schema revision goes back too
    (migrate it up afterwards). Close every session first.
    """
    _require("pg_restore", backup)
    _require("psql", backup)
    uri, env = libpq_target(engine.url.render_as_string(hide_password=False))
    with tempfile.TemporaryDirectory(prefix="sheepshead-restore-") as folder:
        script = Path(folder) / "restore.sql"
        args = ["pg_restore", "--clean", "--if-exists", "--no-owner", f"--file={script}"]
        done = subprocess.run(
            [*args, str(backup)], capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise _not_restored(backup, done.stderr)
        args = ["psql", "--no-psqlrc", "--quiet", "--single-transaction",
                "--set=ON_ERROR_STOP=1", f"--dbname={uri}", f"--command={_drop_tables(schema)}",
                f"--file={script}"]
        done = subprocess.run(
            args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            check=False,
        )
    if done.returncode != 0:
        raise _not_restored(backup, done.stderr)


def _drop_tables(schema: str) -> str:
    """One DROP of every table of this program (and ``alembic_version``) in ``schema``."""
    if not re.fullmatch(_IDENTIFIER, schema):
        raise ValueError(
            Text(
                "schema={schema!r} is not an SQL identifier as pg_restore prints one; pass "
                "the schema read_dump_revision found",
                schema=schema,
            )
        )
    names = sorted({*metadata.tables, "alembic_version"})
    tables = ", ".join(f'{schema}."{name}"' for name in names)
    return f"DROP TABLE IF EXISTS {tables} CASCADE"


def _require(program: str, backup: Path) -> None:
    if shutil.which(program) is None:
        raise BackupError(
            Text(
                "{file} cannot be restored: the {program} program is not on the PATH. "
                "Install the PostgreSQL client tools (Debian: postgresql-client) or restore "
                "a .json backup",
                file=backup, program=program,
            )
        )


def _not_restored(backup: Path, reply: str) -> BackupError:
    return BackupError(
        Text(
            "pg_restore could not restore {file} (nothing was changed: it runs in one "
            "transaction): {reply}",
            file=backup,
            reply=reply.strip(),
        )
    )
