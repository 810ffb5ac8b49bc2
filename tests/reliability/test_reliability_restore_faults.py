"""Issue 25, faults 2 and 10: a restore killed before any of its file operations leaves the
old file (with its -wal) or the new one, is finished or undone at the next open and the
director is told; over a damaged file the file and its log are kept aside
(``python -m reliability.restore_faults``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reliability import restore_faults
from sheepshead_scorer.services.database.backups import open_checked, restore
from sheepshead_scorer.store.sqlite_restore import journal_path


@pytest.mark.parametrize("damaged", [False, True], ids=["healthy", "damaged"])
def test_a_restore_killed_at_every_step_loses_no_acknowledged_hand(
    tmp_path: Path, damaged: bool
) -> None:
    report = restore_faults.run(10, 5, damaged=damaged, folder=tmp_path)

    assert report.problems == []
    assert report.trials > 15 and report.lost == 0
    assert report.told > 5


def test_restoring_over_a_damaged_file_keeps_it_and_its_log_aside(tmp_path: Path) -> None:
    database, backup = restore_faults.template(tmp_path / "t", 10, 5, damaged=True)
    done = restore(database, backup)

    assert done.damaged_kept is not None and done.safety is None
    assert Path(f"{done.damaged_kept}-wal").is_file()  # the log, with the later hands
    assert restore_faults.workload.count_hands(done.damaged_kept) == 18
    assert restore_faults.workload.count_hands(database) == 10
    assert not Path(f"{database}-wal").exists() or Path(f"{database}-wal").stat().st_size == 0


def test_a_journal_left_before_the_swap_is_undone_and_said(tmp_path: Path) -> None:
    database, backup = restore_faults.template(tmp_path / "t", 10, 5, damaged=False)
    journal_path(database).write_text(
        f'{{"state": "staging", "backup": "{backup}", "aside": ""}}', encoding="utf-8"
    )
    database.with_name(database.name + ".restoring").write_bytes(b"half a copy")
    opened = open_checked(database)
    try:
        assert [str(n) for n in opened.notices] == [
            f"a restore of {backup} was interrupted before it changed anything; it has been "
            f"undone: {database} is as it was before"
        ]
    finally:
        opened.close()
    assert restore_faults.workload.count_hands(database) == 18
    assert not journal_path(database).exists()
