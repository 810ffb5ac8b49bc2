"""Sheepshead Scorer: score and run Sheepshead tournaments and leagues."""

__version__ = "0.1.0"
