"""One client cannot take the floor down (issue 24, items 4, 5 and 7): half-sent requests are
capped per address and timed out while a phone still loads its page in under a second; a
form trickled in is refused; a dropped form logs one line; one player signing in again and
again evicts only their own table's (and address's) sessions; refusals never show another
phone's address or browser."""

from __future__ import annotations

import logging
import re
import socket
import time
from collections.abc import Iterator

import httpx
import pytest
from starlette.testclient import TestClient
from web_helpers import FloorEvent

from sheepshead_scorer.services import Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.web import connections
from sheepshead_scorer.web import table as entry
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.desk import PER_TABLE
from sheepshead_scorer.web.pages import FloorConfig

ATTACKER = "127.0.0.2"  # another address on this computer's loopback


@pytest.fixture
def codes(services: Services, floor_event: FloorEvent) -> list[list[str]]:
    services.set_table_entry(floor_event.event_id, True)
    return [[s.code for s in t.seats] for t in services.table_progress(floor_event.round_id)]


@pytest.fixture
def capped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loopback is capped too here (the attacker and the phone are both on this computer),
    and the header timeout is short so the test sees it."""
    monkeypatch.setattr(connections, "UNCAPPED", frozenset())
    monkeypatch.setattr(connections, "HEADER_TIMEOUT", 2.0)


def _half_open(host: str, port: int, count: int) -> list[socket.socket]:
    """``count`` connections from ``ATTACKER``, each with half a request head sent."""
    held = []
    for _ in range(count):
        sock = socket.socket()
        sock.bind((ATTACKER, 0))
        sock.settimeout(5)
        sock.connect((host, port))
        sock.sendall(b"GET / HTTP/1.1\r\nHost: floor\r\nX-Slow: ")
        held.append(sock)
    return held


def _closed(sock: socket.socket) -> bool:
    """The server closed ``sock`` (end of stream, or reset)."""
    try:
        return sock.recv(4096) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_half_sent_requests_are_capped_per_address_and_timed_out(
    floor: FloorNetwork, capped: None
) -> None:
    assert floor.server is not None and floor.port is not None
    counts = floor.server.protocol.counts
    attack = _half_open("127.0.0.1", floor.port, 600)
    try:
        time.sleep(0.3)
        assert counts.get(ATTACKER, 0) == connections.PER_ADDRESS  # 64 held of 600
        began = time.monotonic()
        page = httpx.get(floor.url, timeout=5)  # a phone on another address
        took = time.monotonic() - began
        assert page.status_code in (200, 303) and took < 1.0, took
        print(f"figures: {counts.get(ATTACKER)} of 600 half-open held; a phone's page "
              f"in {took:.3f} s")
        refused = socket.create_connection(("127.0.0.1", floor.port), source_address=(
            ATTACKER, 0))
        refused.settimeout(3)
        assert refused.recv(4096).startswith(b"HTTP/1.1 503")  # the 601st: told at once
        refused.close()
        time.sleep(connections.HEADER_TIMEOUT + 1.0)
        assert counts.get(ATTACKER, 0) == 0  # none was held past the header timeout
        attack[0].settimeout(1)
        assert _closed(attack[0])
    finally:
        for sock in attack:
            sock.close()


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_trickled_form_is_refused_and_a_dropped_form_logs_one_line(
    floor: FloorNetwork, codes: list[list[str]], monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    assert floor.port is not None
    monkeypatch.setattr(entry, "BODY_TIMEOUT", 1.0)
    head = (b"POST /t HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
            b"application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\ncsrf=ab")
    with socket.create_connection(("127.0.0.1", floor.port)) as slow:
        slow.settimeout(5)
        slow.sendall(head)  # ... and the rest never comes
        began = time.monotonic()
        answer = slow.recv(4096)
        assert answer.startswith(b"HTTP/1.1 408") and time.monotonic() - began < 3
    caplog.clear()
    with caplog.at_level(logging.INFO):
        with socket.create_connection(("127.0.0.1", floor.port)) as dropped:
            dropped.sendall(head)
        time.sleep(0.5)
    lines = [r for r in caplog.records if r.levelno >= logging.INFO]
    assert [r.getMessage() for r in lines] == [
        "a phone at table entry (/t) left before its form arrived; nothing was saved"]
    assert not any(r.exc_info for r in caplog.records)  # no traceback


@pytest.fixture
def app(services: Services, floor_event: FloorEvent) -> object:
    return create_app(services, FloorConfig())


def _phone(app: object, address: str, agent: str = "phone") -> TestClient:
    return TestClient(app, client=(address, 40000),  # type: ignore[arg-type]
                      headers={"user-agent": agent})


def _sign_in(phone: TestClient, code: str) -> str:
    phone.cookies.clear()
    form = phone.get("/t")
    csrf = re.search(r'name="csrf" value="([^"]+)"', form.text)
    assert csrf is not None
    sheet = phone.post("/t", data={"csrf": csrf.group(1), "code": code})
    assert sheet.status_code == 200, sheet.text
    found = re.search(r'name="csrf" value="([^"]+)"', sheet.text)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_signing_in_again_and_again_evicts_only_that_tables_sessions(
    app: object, codes: list[list[str]]
) -> None:
    with _phone(app, "10.0.0.20") as victim, _phone(app, "10.0.0.66") as player:
        _sign_in(victim, codes[1][0])  # a phone at table 2
        for _ in range(3 * PER_TABLE):  # a player signs in with one valid code, on and on
            _sign_in(player, codes[0][0])
        desk = victim.app.state.desk  # type: ignore[attr-defined]
        assert len(desk.sessions) <= PER_TABLE + 1  # table 1's, and table 2's one phone
        assert victim.get("/t/sheet").status_code == 200  # never signed out by them


@pytest.fixture
def two(app: object) -> Iterator[tuple[TestClient, TestClient]]:
    with _phone(app, "10.0.0.7", "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile") as a, \
            _phone(app, "10.0.0.8") as b:
        yield a, b


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_a_refusal_never_shows_another_phones_address_or_browser(
    two: tuple[TestClient, TestClient], codes: list[list[str]], services: Services
) -> None:
    first, second = two
    csrf = _sign_in(first, codes[0][0])
    first.post("/t/save", data={"csrf": csrf, "line": "13 74", "expected": "4"})
    hand = services.table_sheet(codes[0][0]).hands[-1]
    other = _sign_in(second, codes[0][2])
    stale = second.post("/t/mark", data={"csrf": other, "hand": str(hand.id), "version": "0",
                                         "code": codes[0][1], "verdict": "confirm"})
    assert stale.status_code == 409 and "phone at table 1, seat 1" in stale.text
    assert "10.0.0.7" not in stale.text and "Android" not in stale.text
