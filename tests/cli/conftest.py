"""Fixtures for the command-line tests: `cli(...)` runs `cli.main` and captures its output;
`url` is the `--database` value of the parametrized `db` (SQLite file, PostgreSQL URL)."""

from __future__ import annotations

import pytest
from cli_helpers import CliRunner, Run

from sheepshead_scorer.cli import main
from sheepshead_scorer.store import Database


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> CliRunner:
    """`cli("players", "--database", url)` runs the command line and returns what it did."""

    def run(*args: str) -> Run:
        capsys.readouterr()
        status = main(list(args))
        captured = capsys.readouterr()
        return Run(status, captured.out, captured.err)

    return run


@pytest.fixture
def url(db: Database) -> str:
    """The `--database` value for the fixture's database (SQLite file or PostgreSQL URL)."""
    return str(db.url)
