"""What table entry keeps in memory: signed-in phones and the bad-code counter.

A phone that typed a valid code gets a signed session token (an HttpOnly, SameSite=Strict
cookie: the code's id, when it was issued, a random part and an HMAC-SHA256 signature with
the database's key, ``services.table_sessions``) and a CSRF token derived from it. So a phone
stays signed in across a Stop/Start of the floor network and a restart of the app; a token
expires after ``MAX_AGE``; signing out or being evicted ends it here. The session names the
code: every request asks the services again what the code opens, so a revoked code, a closed
round or a locked table ends the session at once. Sessions are bounded per table and per
address (the oldest of that table or address goes, never another table's phone).

Bad codes are counted per client address and, for a code typed on a table's phone (to
confirm or sign), per table too: after ``FAILURES_ALLOWED`` within ``WINDOW`` seconds that
address (or table) is locked out for ``LOCKOUT`` seconds, whatever it sends. A valid code
clears nothing, and a code being checked counts already (``admit`` … ``settle``), so
parallel requests cannot slip extra guesses past the limit.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from sheepshead_scorer.ids import TableId
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import connections
from sheepshead_scorer.web.numbers import whole

FAILURES_ALLOWED = 5
WINDOW = 600.0
LOCKOUT = 600.0
IDLE = 6 * 3600.0  # a session nobody used for this long is forgotten here (re-admitted
# from its signed token while that holds)
MAX_AGE = 16 * 3600  # a session token is good this long (an evening); the code must hold too
PER_TABLE = 24  # sessions remembered per table (five seats, a few phones each)
PER_ADDRESS = 32  # sessions per client address (one phone signs in again and again)
MAX_ENDED = 50_000  # tokens ended here (signed out, evicted), and why
TOKEN_VERSION = "s1"
ENDED = Text("Your table session has ended; type your seat's code again.")


@dataclass
class TableSession:
    code: str
    csrf: str
    device: str
    seen: float = field(default=0.0)
    table_id: TableId = TableId(0)
    address: str = ""


class Desk:
    """Sessions and lockouts of one floor server (touched only on its event loop)."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, *, key: bytes | None = None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.clock = clock
        self.wall = wall
        self.key = key  # the database's (``Services.phone_session_key``), set at start
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

    def checking(self, keys: tuple[str, ...]) -> bool:
        """Only codes still being checked stand in the way (no lockout, too few failures to
        lock): a code typed now waits for them rather than being refused."""
        now = self.clock()
        for key in keys:
            if self.locked_until.get(key, 0.0) > now:
                return False
            recent = sum(1 for at in self.failures.get(key, ()) if at >= now - WINDOW)
            if recent >= FAILURES_ALLOWED:
                return False
        return any(self.pending.get(key, 0) for key in keys)

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

    def tries_left(self, keys: tuple[str, ...]) -> int:
        """Wrong codes ``keys`` may still type before the lockout (the fewest of them)."""
        now = self.clock()
        used = max((sum(1 for at in self.failures.get(key, ()) if at >= now - WINDOW)
                    for key in keys), default=0)
        return max(FAILURES_ALLOWED - used, 0)

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
    def open(self, code: str, code_id: int, table_id: TableId, device: str, address: str) -> str:
        """A new signed session for ``code``; returns its token (the cookie)."""
        issued = int(self.wall())
        payload = f"{TOKEN_VERSION}.{code_id}.{issued}.{secrets.token_urlsafe(12)}"
        token = f"{payload}.{self._sign(payload)}"
        self.admit_session(token, code, table_id, device, address)
        return token

    def admit_session(
        self, token: str, code: str, table_id: TableId, device: str, address: str
    ) -> TableSession:
        """Remember a session whose token checked out (a new one, or one signed before a
        restart): at most ``PER_TABLE`` per table and ``PER_ADDRESS`` per address — the
        oldest of that table, or of that address, goes (never another table's phone)."""
        caps: list[tuple[str, object, int]] = [("table_id", table_id, PER_TABLE)]
        if address not in connections.UNCAPPED:  # this computer: the load harness
            caps.append(("address", address, PER_ADDRESS))
        for field_name, key, limit in caps:
            mine = [t for t, s in self.sessions.items() if getattr(s, field_name) == key]
            while len(mine) >= limit:
                oldest = min(mine, key=lambda t: self.sessions[t].seen)
                mine.remove(oldest)
                self.close(oldest, Text("this table was opened on too many phones, so the "
                                        "phone unused longest was signed out; type your "
                                        "seat's code again"))
        found = TableSession(
            code, self._sign("csrf." + token), f"{device} #{device_tag(token)}", self.clock(),
            table_id, address,
        )
        self.sessions[token] = found
        return found

    def signed(self, token: str | None) -> int | None:
        """The code id a token names if its signature holds, it has not expired (``MAX_AGE``)
        and it was not ended here (signed out, evicted); else None."""
        if not token or len(token) > 200 or token in self.ended:
            return None
        parts = token.split(".")
        if len(parts) != 5 or parts[0] != TOKEN_VERSION:
            return None
        payload, signature = ".".join(parts[:4]), parts[4]
        if not same(self._sign(payload), signature):
            return None
        code_id, issued = whole(parts[1]), whole(parts[2])
        if code_id is None or issued is None or not (
            issued - 60 <= self.wall() <= issued + MAX_AGE
        ):
            return None
        return code_id

    def get(self, token: str | None) -> TableSession | None:
        """The session of ``token`` this server already knows (None: unknown here — after a
        restart ``signed`` tells whether it is still good)."""
        if not token:
            return None
        found = self.sessions.get(token)
        if found is None:
            return None
        if self.clock() - found.seen > IDLE or self.signed(token) is None:
            del self.sessions[token]
            return None
        found.seen = self.clock()
        return found

    def close(self, token: str | None, why: Text | None = None) -> None:
        """End a session (its token is refused from now on); ``why`` (a revoked code, a closed
        round) is what its phone is told next."""
        if token:
            self.sessions.pop(token, None)
            self.ended[token] = why or ENDED
            while len(self.ended) > MAX_ENDED:
                del self.ended[next(iter(self.ended))]

    def why_ended(self, token: str | None) -> Text | None:
        why = self.ended.get(token) if token else None
        return None if why is ENDED else why

    def _sign(self, text: str) -> str:
        if self.key is None:
            self.key = secrets.token_bytes(32)  # no database key given: this run only
        digest = hmac.new(self.key, text.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:24]).decode()


def device_tag(token: str) -> str:
    """A short tag telling two phones apart in the audit log (not the secret itself)."""
    return hashlib.sha256(token.encode()).hexdigest()[:6]


def same(a: str, b: str) -> bool:
    """Constant-time comparison of two tokens (CSRF)."""
    return bool(a) and bool(b) and secrets.compare_digest(a.encode(), b.encode())
