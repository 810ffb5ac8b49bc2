"""Reusable widgets: the hand-entry line, the ruleset form, small dialogs."""
