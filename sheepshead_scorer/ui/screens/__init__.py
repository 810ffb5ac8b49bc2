"""One widget per screen. Each takes what it needs (backend, bus, settings, undo stack)."""
