"""What table entry keeps in memory: signed-in phones and the bad-code counter.

A phone that typed a valid code gets a random session token (an HttpOnly, SameSite=Strict
cookie) and a CSRF token for its forms. The session only remembers the code: every request
asks the services again what the code opens, so a revoked code, a closed round or a locked
table ends the session at once. Bad codes are counted per client address and, for a code
typed on a table's phone (to confirm or sign), per table too: after ``FAILURES_ALLOWED``
within ``WINDOW`` seconds that address (or table) is locked out for ``LOCKOUT`` seconds,
whatever it sends. A valid code clears nothing, and a code being checked counts already
(``admit`` … ``settle``), so parallel requests cannot slip extra guesses past the limit.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from sheepshead_scorer.text import Text

FAILURES_ALLOWED = 5
WINDOW = 600.0
LOCKOUT = 600.0
IDLE = 6 * 3600.0  # a session nobody used for this long is forgotten
MAX_SESSIONS = 20_000  # bounded memory: the oldest session goes first
MAX_ENDED = 2_000  # why a session ended, kept for the phone's next request


@dataclass
class TableSession:
    code: str
    csrf: str
    device: str
    seen: float = field(default=0.0)


class Desk:
    """Sessions and lockouts of one floor server (touched only on its event loop)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.sessions: dict[str, TableSession] = {}
        self.failures: dict[str, deque[float]] = {}
        self.locked_until: dict[str, float] = {}
        self.pending: dict[str, int] = {}  # codes being checked right now, per key
        self.ended: dict[str, Text] = {}  # token -> why the desk ended it (a revoked code)

    # -- lockout --------------------------------------------------------------------------
    def lockout_left(self, *keys: str) -> int:
        """Seconds these keys (an address, ``table <id>``) must still wait (0: a code may be
        tried); 1 while the codes already being checked would use up the allowance."""
        return max((self._left(key) for key in keys), default=0)

    def _left(self, key: str) -> int:
        now = self.clock()
        left = self.locked_until.get(key, 0.0) - now
        if left > 0:
            return int(left) + 1
        self.locked_until.pop(key, None)
        recent = self.failures.get(key, ())
        if sum(1 for at in recent if at >= now - WINDOW) + self.pending.get(key, 0) >= (
            FAILURES_ALLOWED
        ):
            return 1
        return 0

    def admit(self, keys: tuple[str, ...]) -> int:
        """Start checking a typed code for ``keys``; the seconds to wait instead (0: go on,
        and ``settle`` afterwards)."""
        wait = self.lockout_left(*keys)
        if not wait:
            for key in keys:
                self.pending[key] = self.pending.get(key, 0) + 1
        return wait

    def settle(self, keys: tuple[str, ...], *, failed: bool) -> None:
        """The code ``admit`` let through was checked: a failure counts for every key."""
        for key in keys:
            left = self.pending.get(key, 0) - 1
            if left > 0:
                self.pending[key] = left
            else:
                self.pending.pop(key, None)
            if failed:
                self.failed(key)

    def failed(self, client: str) -> None:
        now = self.clock()
        recent = self.failures.setdefault(client, deque())
        recent.append(now)
        while recent and recent[0] < now - WINDOW:
            recent.popleft()
        if len(recent) >= FAILURES_ALLOWED:
            self.locked_until[client] = now + LOCKOUT
            recent.clear()

    # -- sessions -------------------------------------------------------------------------
    def open(self, code: str, device: str) -> str:
        """A new session for ``code``; returns its token."""
        self._forget_idle()
        if len(self.sessions) >= MAX_SESSIONS:
            oldest = min(self.sessions, key=lambda token: self.sessions[token].seen)
            del self.sessions[oldest]
        token = secrets.token_urlsafe(24)
        self.sessions[token] = TableSession(
            code, secrets.token_urlsafe(24), f"{device} #{device_tag(token)}", self.clock()
        )
        return token

    def get(self, token: str | None) -> TableSession | None:
        if not token:
            return None
        found = self.sessions.get(token)
        if found is None:
            return None
        if self.clock() - found.seen > IDLE:
            del self.sessions[token]
            return None
        found.seen = self.clock()
        return found

    def close(self, token: str | None, why: Text | None = None) -> None:
        """End a session; ``why`` (a revoked code, a closed round) is what its phone is told
        next (the page's script reloads it after the refused fetch)."""
        if token:
            self.sessions.pop(token, None)
            if why is not None:
                self.ended[token] = why
                while len(self.ended) > MAX_ENDED:
                    del self.ended[next(iter(self.ended))]

    def why_ended(self, token: str | None) -> Text | None:
        return self.ended.get(token) if token else None

    def _forget_idle(self) -> None:
        now = self.clock()
        for token in [t for t, s in self.sessions.items() if now - s.seen > IDLE]:
            del self.sessions[token]


def device_tag(token: str) -> str:
    """A short tag telling two phones apart in the audit log (not the secret itself)."""
    return hashlib.sha256(token.encode()).hexdigest()[:6]


def same(a: str, b: str) -> bool:
    """Constant-time comparison of two tokens (CSRF)."""
    return bool(a) and bool(b) and secrets.compare_digest(a.encode(), b.encode())
