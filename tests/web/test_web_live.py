"""Live updates through a real server thread: a saved hand reaches every phone within a second,
rendered once for all of them; the server starts on the address asked and stops cleanly."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from web_helpers import FloorEvent, picked

from sheepshead_scorer.services import Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.web.server import FloorServer, FloorServerError, qr_svg


@pytest.fixture
def server(floor: FloorNetwork) -> FloorServer:
    """The floor network started from the window's dialog (conftest's ``floor``)."""
    assert floor.server is not None
    return floor.server


def _follow(url: str, got: list[tuple[float, str]], ready: threading.Event, count: int) -> None:
    with httpx.Client(timeout=20) as client, client.stream("GET", url) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        ready.set()
        data: list[str] = []
        for line in response.iter_lines():
            if line.startswith("data:"):
                data.append(line[5:].strip())
            elif line == "" and data:
                got.append((time.monotonic(), "\n".join(data)))
                data = []
                if len(got) >= count:
                    return


def test_a_saved_hand_reaches_every_phone_within_a_second(
    server: FloorServer, services: Services, floor_event: FloorEvent
) -> None:
    url = f"{server.url}e/{floor_event.event_id}/stream?lang=de"
    phones = 5
    results: list[list[tuple[float, str]]] = [[] for _ in range(phones)]
    readies = [threading.Event() for _ in range(phones)]
    threads = [
        threading.Thread(target=_follow, args=(url, results[i], readies[i], 1), daemon=True)
        for i in range(phones)
    ]
    for thread in threads:
        thread.start()
    for ready in readies:
        assert ready.wait(10)
    time.sleep(0.5)  # every stream is subscribed
    hub = server.app.state.floor.hub
    renders = hub.renders
    table = floor_event.tables[0]
    saved_at = time.monotonic()
    services.record_hand(table.id, picked(3, 4, 0, 91), expected_number=4)
    for thread in threads:
        thread.join(10)
    for got in results:
        assert len(got) == 1
        delay = got[0][0] - saved_at
        assert delay < 1.0, f"a phone saw the hand after {delay:.2f} s"
        assert "Durchgang 1, Runde 1" in got[0][1] and "Platz" in got[0][1]
    assert hub.renders == renders + 1  # one rendering for all five phones


def test_a_page_opened_just_before_a_change_catches_up(
    server: FloorServer, services: Services, floor_event: FloorEvent
) -> None:
    page = httpx.get(f"{server.url}e/{floor_event.event_id}", timeout=10).text
    stream_path = page.split('data-stream="')[1].split('"')[0].replace("&amp;", "&")
    services.record_hand(floor_event.tables[0].id, picked(3, 4, 0, 91))
    deadline = time.monotonic() + 5
    hub = server.app.state.floor.hub
    while hub.seq == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    got: list[tuple[float, str]] = []
    _follow(f"{server.url.rstrip('/')}{stream_path}", got, threading.Event(), 1)
    assert got and "Session 1, round 1" in got[0][1]


def test_the_server_listens_only_where_asked_and_stops(
    services: Services, floor_event: FloorEvent
) -> None:
    floor = FloorServer(services, host="127.0.0.1", port=0)
    url = floor.start()
    assert url.startswith("http://127.0.0.1:") and floor.running
    assert httpx.get(url, timeout=5).status_code == 200
    taken = FloorServer(services, host="127.0.0.1", port=floor.port)
    with pytest.raises(FloorServerError, match=r"could not listen on 127\.0\.0\.1 port"):
        taken.start(timeout=5)
    floor.stop()
    assert not floor.running
    with pytest.raises(httpx.ConnectError):
        httpx.get(url, timeout=2)


def test_qr_code_is_an_svg_of_the_address() -> None:
    svg = qr_svg("http://192.168.1.20:8017/")
    assert svg.startswith("<svg") and "path" in svg


def test_a_phone_that_goes_away_is_forgotten_at_once(
    server: FloorServer, services: Services, floor_event: FloorEvent
) -> None:
    hub = server.app.state.floor.hub
    url = f"{server.url}e/{floor_event.event_id}/stream"
    clients = [httpx.Client(timeout=10) for _ in range(3)]
    streams = [client.stream("GET", url) for client in clients]
    for stream in streams:
        assert stream.__enter__().status_code == 200
    deadline = time.monotonic() + 5
    while hub.followers < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert hub.followers == 3
    for stream, client in zip(streams, clients, strict=True):
        stream.__exit__(None, None, None)
        client.close()
    while hub.followers and time.monotonic() < deadline + 5:
        time.sleep(0.05)
    assert hub.followers == 0  # the streams' followers are released, nothing leaks
