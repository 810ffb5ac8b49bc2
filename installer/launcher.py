"""Entry script of the bundled app (PyInstaller starts here): the same as
`python -m sheepshead_scorer`, i.e. the desktop app, `--smoke`, or a CLI command."""

from sheepshead_scorer.cli import run

if __name__ == "__main__":
    raise SystemExit(run())
