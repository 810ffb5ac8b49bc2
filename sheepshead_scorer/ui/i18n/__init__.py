"""Compiled translations (.qm) of the desktop app, built by scripts/update-translations."""
