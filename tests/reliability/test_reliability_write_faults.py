"""Issue 25, fault 9: a full disk or a kill while a document is written leaves the earlier
file whole (short run of ``python -m reliability.write_faults``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reliability import write_faults
from sheepshead_scorer import atomic_files


def test_a_full_disk_leaves_every_earlier_document_and_says_so(tmp_path: Path) -> None:
    report = write_faults.WriteReport()
    write_faults.disk_full_trials(tmp_path, len(write_faults.DOCUMENTS), report)

    assert report.problems == []
    assert report.intact == report.faults == len(write_faults.DOCUMENTS)
    assert report.messages_right == report.faults
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")]


def test_a_killed_export_leaves_a_whole_file(tmp_path: Path) -> None:
    report = write_faults.WriteReport()
    write_faults.kill_trials(tmp_path, 3, report)

    assert report.problems == [] and report.intact == report.faults == 3


def test_a_failing_writer_leaves_the_old_file_and_no_partial(tmp_path: Path) -> None:
    target = tmp_path / "standings.csv"
    target.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_files.opened_binary(target) as stream:
        stream.write(b"half of the new")
        raise RuntimeError("the writer failed")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["standings.csv"]


def test_a_private_file_is_private_from_its_first_byte(tmp_path: Path) -> None:
    target = tmp_path / "copy.json"
    atomic_files.write_text(target, "{}", private=True)
    assert target.stat().st_mode & 0o777 == 0o600
