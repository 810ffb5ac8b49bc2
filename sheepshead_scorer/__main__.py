"""`python -m sheepshead_scorer` starts the desktop app (or a CLI command, if one is named)."""

from sheepshead_scorer.cli import run

raise SystemExit(run())
