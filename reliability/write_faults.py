"""A failed write never destroys the file it was replacing.

    .venv/bin/python -m reliability.write_faults [--trials 20] [--kills 10]

An event is built and each document (standings as PDF, XLSX and CSV; the hand log as CSV and
XLSX; the event workbook) is exported once: the "old file" a director printed last round.
Then each is written again under a fault:

* **a full disk**: every file opened for writing in the folder accepts a random number of
  bytes (0 to the document's size), then raises ``ENOSPC`` — as a USB stick that fills up;
* **a kill**: a child process writes the document over and over and is SIGKILLed at a
  random moment.

After a full disk the old file must be byte for byte what it was, and the message must say
so ("the earlier ... is unchanged"). After a kill the file must be whole: the old one or a
complete new one (a PDF that ends with ``%%EOF``, a ZIP whose every member reads, a CSV
with every row).
"""

from __future__ import annotations

import argparse
import builtins
import errno
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reliability import workload
from sheepshead_scorer.services import ServiceError, Services
from sheepshead_scorer.services.database.backups import open_checked
from sheepshead_scorer.services.documents.exporting import ExportRequest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS: tuple[tuple[str, str], ...] = (
    ("standings", "pdf"), ("standings", "xlsx"), ("standings", "csv"),
    ("hands", "csv"), ("hands", "xlsx"), ("workbook", "xlsx"),
)


@dataclass
class WriteReport(workload.HarnessReport):
    """Faults × trials, and how many old files came through intact."""

    faults: int = 0
    intact: int = 0
    messages_right: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return super().ok and self.intact == self.faults

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.faults} write faults (full disk, SIGKILL) over "
            f"{len(DOCUMENTS)} documents; {self.intact} files intact, "
            f"{self.faults - self.intact} destroyed; {self.messages_right} messages said the "
            f"earlier file is unchanged; {self.seconds:.1f} s"
        )


class _Filling:
    """A file that takes ``room`` bytes, then fails as a full disk does."""

    def __init__(self, real: Any, room: int) -> None:
        self._real, self._room = real, room

    def write(self, data: Any) -> int:
        size = len(data)
        if size > self._room:
            self._real.write(data[: self._room])
            self._room = 0
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self._room -= size
        return int(self._real.write(data))

    def __enter__(self) -> _Filling:
        return self

    def __exit__(self, *_exc: object) -> None:
        self._real.close()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._real)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


@contextmanager
def full_disk(folder: Path, room: int) -> Iterator[None]:
    """Every file opened for writing under ``folder`` holds ``room`` bytes, then fails."""
    real_open = builtins.open

    def filling_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        stream = real_open(file, mode, *args, **kwargs)
        writing = any(flag in mode for flag in "wax+")
        inside = isinstance(file, str | os.PathLike) and \
            Path(os.fspath(file)).resolve().is_relative_to(folder.resolve())
        return _Filling(stream, room) if writing and inside else stream

    builtins.open = filling_open
    try:
        yield
    finally:
        builtins.open = real_open


def request(kind: str, fmt: str, event: int) -> ExportRequest:
    return ExportRequest(kind=kind, fmt=fmt, event_id=event)  # type: ignore[arg-type]


def whole(path: Path, fmt: str) -> bool:
    """Whether ``path`` is a complete document of its format."""
    data = path.read_bytes()
    if fmt == "pdf":
        return data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    if fmt == "xlsx":
        try:
            with zipfile.ZipFile(path) as archive:
                return archive.testzip() is None
        except zipfile.BadZipFile:
            return False
    return data.endswith(b"\r\n") and len(data.splitlines()) > 1


def build(folder: Path, hands: int = 40) -> tuple[Path, int, dict[str, bytes]]:
    """The database, the event, and each document's first export (the old files)."""
    database = folder / "writes.sqlite3"
    opened = open_checked(database)
    services = Services(opened, station="write-faults")
    event = workload.play_hands(services, hands)
    old: dict[str, bytes] = {}
    for kind, fmt in DOCUMENTS:
        target = folder / f"{kind}.{fmt}"
        services.export_document(request(kind, fmt, event), target)
        old[target.name] = target.read_bytes()
    opened.close()
    return database, event, old


def disk_full_trials(folder: Path, trials: int, report: WriteReport, seed: int = 1) -> None:
    database, event, old = build(folder)
    rng = random.Random(seed)
    opened = open_checked(database)
    services = Services(opened, station="write-faults")
    try:
        for trial in range(trials):
            kind, fmt = DOCUMENTS[trial % len(DOCUMENTS)]
            target = folder / f"{kind}.{fmt}"
            report.faults += 1
            try:
                with full_disk(folder, rng.randrange(len(old[target.name]))):
                    services.export_document(request(kind, fmt, event), target)
            except ServiceError as exc:
                if "is unchanged" in str(exc):
                    report.messages_right += 1
                else:
                    report.problems.append(f"{target.name}: the message was {exc}")
            else:
                report.problems.append(f"{target.name}: a full disk raised no error")
            if target.read_bytes() == old[target.name]:
                report.intact += 1
            else:
                report.problems.append(f"{target.name}: a full disk changed the old file")
    finally:
        opened.close()


def child(database: Path, event: int, kind: str, fmt: str, target: Path) -> None:
    """Write the document over and over until killed."""
    opened = open_checked(database)
    services = Services(opened, station="write-faults-child")
    print("READY", flush=True)
    while True:
        services.export_document(request(kind, fmt, event), target)


def kill_trials(folder: Path, kills: int, report: WriteReport, seed: int = 2) -> None:
    database, event, old = build(folder)
    rng = random.Random(seed)
    for trial in range(kills):
        kind, fmt = DOCUMENTS[trial % len(DOCUMENTS)]
        target = folder / f"{kind}.{fmt}"
        process = subprocess.Popen(
            [sys.executable, "-m", "reliability.write_faults", "--child", str(database),
             str(event), kind, fmt, str(target)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
        assert process.stdout is not None
        if process.stdout.readline().strip() != b"READY":
            process.kill()
            report.problems.append(f"the child did not start: {process.communicate()[1]!r}")
            continue
        time.sleep(rng.uniform(0.05, 1.0))
        os.kill(process.pid, signal.SIGKILL)
        process.communicate()
        report.faults += 1
        if whole(target, fmt):
            report.intact += 1
        else:
            report.problems.append(
                f"{target.name}: a kill left {target.stat().st_size} bytes that are not a "
                f"whole {fmt} (the old one had {len(old[target.name])})"
            )


def run(trials: int = 20, kills: int = 10, folder: Path | None = None) -> WriteReport:
    started = time.monotonic()
    report = WriteReport()
    base = Path(tempfile.mkdtemp(prefix="writes-", dir=folder))
    (base / "full").mkdir()
    (base / "kill").mkdir()
    disk_full_trials(base / "full", trials, report)
    if kills:
        kill_trials(base / "kill", kills, report)
    report.seconds = time.monotonic() - started
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--kills", type=int, default=12)
    parser.add_argument("--child", nargs=5, metavar=("DB", "EVENT", "KIND", "FMT", "TARGET"))
    args = parser.parse_args(argv)
    if args.child:
        db, event, kind, fmt, target = args.child
        child(Path(db), int(event), kind, fmt, Path(target))
        return 0
    report = run(args.trials, args.kills)
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
