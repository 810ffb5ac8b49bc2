"""Imports bound what they inflate (issue 25, item 11): workbooks that are small on the disk
and huge when opened — a zip bomb — given to ``sheepshead-scorer import-players`` as a new
process, timed, its peak memory measured.

Shapes: one part packed ~1,000× (the shared strings, 1 MB → 1 GiB), a sheet part packed the
same way, and many ordinary-looking parts that add up past the limit. Each must be refused
with the message that names the inflated size, quickly (seconds, not the 27-56 s and 2.4 GiB
with a ``MemoryError`` traceback of the old code), and nothing imported.

    .venv/bin/python -m reliability.import_bombs
"""

from __future__ import annotations

import argparse
import io
import resource
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from openpyxl import Workbook

CHUNK = b"<si><t>Sheepshead</t></si>" * 40_000  # about 1 MB of repetitive XML


def small_workbook() -> bytes:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["name", "club"])
    sheet.append(["Ada", "Turner Hall"])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def bomb(shape: str, megabytes: int = 1024) -> bytes:
    """A valid small workbook with one part (or many) inflated to ``megabytes``."""
    base = zipfile.ZipFile(io.BytesIO(small_workbook()))
    out = io.BytesIO()
    target = {"strings": "xl/sharedStrings.xml", "sheet": "xl/worksheets/sheet1.xml"}.get(shape)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for item in base.infolist():
            if item.filename != target:
                archive.writestr(item, base.read(item.filename))
        if target is not None:
            with archive.open(target, "w", force_zip64=True) as part:
                for _ in range(megabytes):
                    part.write(CHUNK)
        else:  # "many": ordinary-looking parts, 16 MB each, past the limit together
            for n in range(megabytes // 16):
                with archive.open(f"xl/media/part{n}.xml", "w", force_zip64=True) as part:
                    for _ in range(16):
                        part.write(CHUNK)
    return out.getvalue()


@dataclass
class BombReport:
    results: list[tuple[str, int, float, int, bool]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def summary(self) -> str:
        verdict = "PASS" if not self.problems else "FAIL"
        shown = "; ".join(
            f"{shape}: {size / 1e6:.1f} MB packed, refused in {seconds:.1f} s, peak "
            f"{peak // 1024} MiB" for shape, size, seconds, peak, _ok in self.results
        )
        return f"{verdict}: {len(self.results)} zip bombs to import-players — {shown}"


def run(megabytes: int = 1024) -> BombReport:
    report = BombReport()
    with tempfile.TemporaryDirectory(prefix="import-bombs-") as name:
        folder = Path(name)
        for shape in ("strings", "sheet", "many"):
            path = folder / f"{shape}.xlsx"
            path.write_bytes(bomb(shape, megabytes))
            started = time.monotonic()
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            done = subprocess.run(
                [sys.executable, "-m", "sheepshead_scorer", "import-players", str(path),
                 "--database", str(folder / f"{shape}.sqlite3")],
                capture_output=True, text=True, check=False, timeout=600,
            )
            seconds = time.monotonic() - started
            peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            ok = done.returncode != 0 and "inflates to" in done.stderr and seconds < 30
            report.results.append((shape, path.stat().st_size, seconds, peak, ok))
            if not ok:
                report.problems.append(
                    f"{shape}: exit {done.returncode} after {seconds:.1f} s: "
                    f"{done.stderr.strip()[-300:]}"
                )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--megabytes", type=int, default=1024, help="inflated size of a bomb")
    args = parser.parse_args(argv)
    report = run(args.megabytes)
    print(report.summary())
    for problem in report.problems:
        print(f"  {problem}")
    return 0 if not report.problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
