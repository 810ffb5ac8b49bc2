"""Reliability harnesses: crash safety (``crash_harness``), several stations on PostgreSQL
(``stations``) and the hypothesis profiles used by ``tests/reliability`` (``fuzz_profiles``).

Each harness is one command and prints its figures; the CI tests run short versions of them.
See ``docs/reliability.md`` for what is promised and the figures that back it.
"""
