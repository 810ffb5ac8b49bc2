"""Alembic revisions of the scorer's schema (script_location ``sheepshead_scorer:migrations``)."""
