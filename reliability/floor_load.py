"""The floor network under a 200-table event: 1,000 phones following live standings while
every table's hands are saved, against one app process, on loopback only, bounded in time.

    python -m reliability.floor_load --phones 1000 --tables 200 --seconds 60 [--entry phones]

This process is the app, wired as the window is: it builds the event (5-seat tables, one
published round, players inserted in bulk) in a temporary SQLite file (or ``--database
URL``), opens it with the window's ``Backend`` and starts the floor network as File → Floor
network… → Start does (``ui.floor_network.FloorNetwork.start``, on 127.0.0.1), and samples
its own CPU and memory. The desk enters the hands (``--entry desk``, the default): threads of
this process save each table's next hand through the window's
``Backend.record_hand(expected_number=)``, one hand per table every ``--hand-seconds``. The
phones are a child process (one asyncio process, an httpx server-sent-events stream per phone,
each noting when the round's "hands entered" count on its page went up). With ``--entry
stations`` the hands come from another program (a child process with its own ``Services``,
as other desks or the command line would) — or, with ``--entry phones``, each table on its own
phone through table entry's pages (``/t``: sign in with a seat's code, ``/t/save`` per hand,
one form in 7 sent twice as after a Wi-Fi drop), while a second phone per table keeps
the table's sheet open (``/t/stream``, fetching ``/t/sheet/live`` on each event). Reported:
for each saved hand the delay until every phone showed it (p50/p95/max; target p95 ≤ 1 s),
the same per phone, until its table's sheet showed it, server CPU and memory, and hands lost
or doubled (stored vs. acknowledged, numbering 1..n per table;
target 0; a form sent twice must be answered "already saved").
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import re
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any

ENTERED = re.compile(r'data-entered="(\d+)"')


# -- the phones (child process) -------------------------------------------------------------
async def _phone(client: Any, url: str, seen: list[tuple[float, int]], ready: list[int],
                 stop: float) -> None:
    async with client.stream("GET", url) as response:
        response.raise_for_status()
        ready.append(1)
        best = -1
        async for line in response.aiter_lines():
            if time.time() > stop:
                return
            if line.startswith("data:"):
                match = ENTERED.search(line)
                if match and int(match.group(1)) > best:
                    best = int(match.group(1))
                    seen.append((time.time(), best))


async def _phones(url: str, count: int, seconds: float, out: Path) -> None:
    import httpx

    stop = time.time() + seconds
    wall, cpu = time.time(), time.process_time()
    limits = httpx.Limits(max_connections=count + 10, max_keepalive_connections=count + 10)
    timeout = httpx.Timeout(connect=30, read=seconds + 30, write=30, pool=60)
    ready: list[int] = []
    seen: list[list[tuple[float, int]]] = [[] for _ in range(count)]
    async with httpx.AsyncClient(limits=limits, timeout=timeout) as client:
        tasks = [asyncio.create_task(_phone(client, url, seen[i], ready, stop))
                 for i in range(count)]
        while len(ready) < count and time.time() < stop:
            await asyncio.sleep(0.05)
        print(f"ready {len(ready)}", flush=True)
        # the app writes a line on stdin when the tables are done: stop then
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        for task in tasks:
            task.cancel()
        done, _pending = await asyncio.wait(tasks, timeout=10)
        errors = [str(t.exception()) for t in done if not t.cancelled() and t.exception()]
    cpu_pct = 100 * (time.process_time() - cpu) / max(time.time() - wall, 1e-9)
    out.write_text(json.dumps({"seen": seen, "errors": errors[:5], "failed": len(errors),
                               "cpu_pct": round(cpu_pct, 1)}))


# -- the tables' own sheets (child process, with --entry phones) ----------------------------
HAND_ROW = re.compile(r'<tr id="hand-(\d+)"')


async def _sheet_follower(base: str, table: int, code: str, seen: list[tuple[float, int]],
                          ready: list[int], stop: float) -> None:
    """One more phone at the table with its sheet open: signs in, follows ``/t/stream`` and
    fetches ``/t/sheet/live`` on every ``sheet`` event, as the page's script does."""
    import httpx

    async with httpx.AsyncClient(base_url=base, timeout=60, follow_redirects=True) as client:
        form = await client.get("/t")
        page = await client.post("/t", data={"csrf": CSRF.findall(form.text)[0], "code": code})
        stream = re.search(r'data-stream="([^"]+)"', page.text)
        assert stream is not None, page.text[-300:]
        async with client.stream("GET", stream.group(1).replace("&amp;", "&")) as response:
            response.raise_for_status()
            ready.append(1)
            async for line in response.aiter_lines():
                if time.time() > stop:
                    return
                if line == "event: sheet":
                    live = await client.get("/t/sheet/live")
                    rows = [int(n) for n in HAND_ROW.findall(live.text)]
                    seen.append((time.time(), max(rows, default=0)))


async def _sheet_followers(base: str, codes: dict[int, str], seconds: float, out: Path) -> None:
    stop = time.time() + seconds
    ready: list[int] = []
    seen: dict[int, list[tuple[float, int]]] = {t: [] for t in codes}
    tasks = [asyncio.create_task(_sheet_follower(base, t, c, seen[t], ready, stop))
             for t, c in codes.items()]
    while len(ready) < len(codes) and time.time() < stop:
        await asyncio.sleep(0.05)
    print(f"ready {len(ready)}", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    for task in tasks:
        task.cancel()
    done, _pending = await asyncio.wait(tasks, timeout=10)
    errors = [str(t.exception()) for t in done if not t.cancelled() and t.exception()]
    out.write_text(json.dumps({"seen": {str(t): v for t, v in seen.items()},
                               "errors": errors[:5], "failed": len(errors)}))


# -- the tables (child process) -------------------------------------------------------------
def _tables(database: str, tables: list[int], seconds: float, hand_seconds: float,
            out: Path) -> None:
    """Another program (a child process, a station of its own) saves the hands."""
    from sheepshead_scorer.services import Services

    services = Services.open(database, program="floor-load tables")
    _enter_hands(services.record_hand, tables, seconds, hand_seconds, out)


def _enter_hands(record: Any, tables: list[int], seconds: float, hand_seconds: float,
                 out: Path) -> None:
    """Save each table's next hand with ``record(table, outcome, expected_number=)`` (the
    services' or the window's ``Backend``'s), one per table every ``hand_seconds``."""
    from sheepshead_scorer.services import ServiceError

    saved: list[tuple[float, int, int]] = []
    refused: list[str] = []
    lock = threading.Lock()
    numbers = dict.fromkeys(tables, 0)

    def enter(table: int) -> None:
        number = numbers[table] + 1
        outcome = {"type": "picked", "dealer": (number - 1) % 5, "picker": number % 5,
                   "partners": [(number + 1) % 5], "points": 61 + number % 50,
                   "tricks": 3}
        try:
            record(table, outcome, expected_number=number)
        except ServiceError as exc:
            with lock:
                refused.append(str(exc))
            return
        with lock:
            numbers[table] = number
            saved.append((time.time(), table, number))

    gap = hand_seconds / len(tables)
    start = time.time()
    with ThreadPoolExecutor(max_workers=8) as pool:
        k = 0
        while time.time() - start < seconds:
            pool.submit(enter, tables[k % len(tables)])
            k += 1
            time.sleep(max(start + k * gap - time.time(), 0))
    out.write_text(json.dumps({"saved": saved, "refused": refused}))


CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def _tables_by_phone(base: str, codes: dict[int, str], seconds: float, hand_seconds: float,
                     out: Path, resend_every: int = 7) -> None:
    """Each table enters its hands on its own phone: signs in with a seat's code, then posts
    ``/t/save`` (the line in the desk's grammar) for every hand; every ``resend_every``-th
    hand (staggered over the tables) the phone sends the same form again, as after a Wi-Fi
    drop (it must be stored once).
    """
    import httpx

    saved: list[tuple[float, int, int]] = []
    refused: list[str] = []
    resent = already = 0
    lock = threading.Lock()
    numbers = dict.fromkeys(codes, 0)
    clients: dict[int, tuple[httpx.Client, str]] = {}
    for table, code in codes.items():
        client = httpx.Client(base_url=base, timeout=30, follow_redirects=True)
        form = client.get("/t")
        signed = client.post("/t", data={"csrf": CSRF.findall(form.text)[0], "code": code})
        clients[table] = (client, CSRF.findall(signed.text)[0])

    def enter(table: int) -> None:
        nonlocal resent, already
        client, csrf = clients[table]
        number = numbers[table] + 1
        line = f"{number % 5 + 1}{(number + 1) % 5 + 1} {61 + number % 50}"
        form = {"csrf": csrf, "line": line, "expected": str(number)}
        sends = 2 if (number + table) % resend_every == 0 else 1
        for attempt in range(sends):
            answer = client.post("/t/save", data=form)
            text = answer.text
            if answer.status_code != 200 or 'id="notice"' not in text:
                with lock:
                    refused.append(f"{answer.status_code} {text[-200:]}")
                return
            with lock:
                if attempt:
                    resent += 1
                    already += "already saved" in text
        with lock:
            numbers[table] = number
            saved.append((time.time(), table, number))

    gap = hand_seconds / len(codes)
    start = time.time()
    tables = list(codes)
    with ThreadPoolExecutor(max_workers=8) as pool:
        k = 0
        while time.time() - start < seconds:
            pool.submit(enter, tables[k % len(tables)])
            k += 1
            time.sleep(max(start + k * gap - time.time(), 0))
    for client, _csrf in clients.values():
        client.close()
    out.write_text(json.dumps({"saved": saved, "refused": refused, "resent": resent,
                               "already": already}))


# -- the app (this process) -----------------------------------------------------------------
def _build(database: str, tables: int, hands: int) -> tuple[Any, int, list[int]]:
    from sheepshead_scorer.rules import preset
    from sheepshead_scorer.services import EventSpec, Services
    from sheepshead_scorer.services.demo.scale_data import bulk_players, fill_event

    services = Services.open(database, program="floor-load set-up")
    event = services.create_event(EventSpec(
        name="Floor load", held_on=date(2026, 12, 1), ruleset=preset("000-encyclopedia"),
        hands_per_session=hands,
    )).created
    assert event is not None
    players = bulk_players(services, tables * 5)
    empty = fill_event(services, event, players, rounds=1, hands=hands, seed=17,
                       leave_empty=tables)
    return services, event, empty


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run(phones: int, tables: int, seconds: float, hand_seconds: float,
        database: str | None = None, entry: str = "desk") -> dict[str, Any]:
    import psutil
    from PySide6.QtCore import QObject

    from sheepshead_scorer.services.door import reads as q
    from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
    from sheepshead_scorer.ui.door.backend import Backend

    work = Path(tempfile.mkdtemp(prefix="floor-load-"))
    database = database or str(work / "floor.sqlite3")
    hands = max(8, int(seconds / hand_seconds) + 4)
    services, event, table_ids = _build(database, tables, hands)
    services._ctx.engine.dispose()  # the director's set-up is done; the window takes over
    desk = Backend.open_database(database, "desk")  # the window's door to the database
    services = desk
    window = QObject()  # the floor network's owner (no event loop is needed to start it)
    floor = FloorNetwork(desk, lambda: "en", window)  # File → Floor network… → Start
    url = floor.start("127.0.0.1", _free_port(), event)
    server = floor.server
    assert server is not None
    me = psutil.Process()
    samples: list[tuple[float, float]] = []
    sampling = threading.Event()

    def sample() -> None:
        me.cpu_percent(None)
        while not sampling.wait(1.0):
            samples.append((me.cpu_percent(None), me.memory_info().rss / 2**20))

    threading.Thread(target=sample, daemon=True).start()
    child = [sys.executable, "-m", "reliability.floor_load"]
    phone_out, table_out = work / "phones.json", work / "tables.json"
    sheets_out = work / "sheets.json"
    sheets_proc: subprocess.Popen[str] | None = None
    sheets_ready = ""
    # the phones follow until the app says stop (stdin); this only bounds a run that hangs
    # (table entry signs 200 phones in before the first hand, so allow for it)
    phone_seconds = 3 * seconds + 120
    phone_proc = subprocess.Popen(
        [*child, "--as-phones", f"{url}e/{event}/stream", str(phones), str(phone_seconds),
         str(phone_out)], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True,
    )
    assert phone_proc.stdout is not None
    ready_line = phone_proc.stdout.readline().strip()
    time.sleep(1.0)
    followers = server.app.state.floor.hub.followers
    began = time.time()
    if entry == "phones":  # the tables type their own hands on phones (table entry)
        services.set_table_entry(event, True)
        round_id = q.rounds(services._ctx, event)[0].id
        codes = {row.table_id: row.seats[0].code for row in services.table_progress(round_id)
                 if row.table_id in set(table_ids)}
        codes_file = work / "codes.json"
        codes_file.write_text(json.dumps(codes))
        sheets_proc = subprocess.Popen(
            [*child, "--as-sheet-followers", url, str(codes_file), str(phone_seconds),
             str(sheets_out)], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True,
        )
        assert sheets_proc.stdout is not None
        sheets_ready = sheets_proc.stdout.readline().strip()
        subprocess.run(
            [*child, "--as-table-phones", url, str(codes_file), str(seconds),
             str(hand_seconds), str(table_out)], check=True,
        )
    elif entry == "stations":  # another program saves them
        subprocess.run(
            [*child, "--as-tables", database, ",".join(map(str, table_ids)), str(seconds),
             str(hand_seconds), str(table_out)], check=True,
        )
    else:  # the desk: this process, through the window's Backend
        _enter_hands(desk.record_hand, table_ids, seconds, hand_seconds, table_out)
    # the last pushes: a phone that has not seen a hand 5 s after the last save counts it as
    # missed (3 s missed 2 hands once in a clean-clone run on 2 busy cores; the speed is
    # judged by the p95 figures, this is whether every hand arrives at all)
    time.sleep(5.0)
    writing = time.time() - began
    assert phone_proc.stdin is not None
    phone_proc.stdin.write("stop\n")
    phone_proc.stdin.flush()
    phone_proc.wait(60)
    if sheets_proc is not None:
        assert sheets_proc.stdin is not None
        sheets_proc.stdin.write("stop\n")
        sheets_proc.stdin.flush()
        sheets_proc.wait(60)
    sampling.set()
    floor.stop()
    saved = json.loads(table_out.read_text())
    seen_all = json.loads(phone_out.read_text()) if phone_out.exists() else {"seen": []}
    acked = sorted(saved["saved"])
    stored = {t: q.hands(services._ctx, t) for t in table_ids}
    acked_by_table: dict[int, int] = {}
    for _at, table, number in acked:
        acked_by_table[table] = max(acked_by_table.get(table, 0), number)
    lost = sum(max(acked_by_table.get(t, 0) - len(stored[t]), 0) for t in table_ids)
    doubled = sum(
        len(h) - len({x.hand for x in h}) + sum(1 for i, x in enumerate(h) if x.hand != i + 1)
        for h in stored.values()
    ) + sum(max(len(stored[t]) - acked_by_table.get(t, 0), 0) for t in table_ids)
    every_phone: list[float] = []
    per_phone: list[float] = []
    phones_seen = [p for p in seen_all["seen"] if p]
    for k, (at, _table, _number) in enumerate(acked, start=1):
        worst = 0.0
        for updates in phones_seen:
            counts = [c for _t, c in updates]
            i = bisect.bisect_left(counts, k)
            if i == len(counts):
                worst = float("inf")
                continue
            delay = max(updates[i][0] - at, 0.0)
            per_phone.append(delay)
            worst = max(worst, delay)
        every_phone.append(worst)
    missed = sum(1 for d in every_phone if d == float("inf"))
    if len(phones_seen) < phones:  # a phone that saw nothing saw no hand
        missed = len(acked)
    shown = [d for d in every_phone if d != float("inf")]
    cpu = [c for c, _m in samples]
    sheets = json.loads(sheets_out.read_text()) if sheets_out.exists() else {}
    sheet_delays: list[float] = []
    sheet_missed = 0
    for at, table, number in acked if sheets else ():
        updates = sheets["seen"].get(str(table), [])
        later = [t for t, rows in updates if rows >= number and t >= at - 1.0]
        if later:
            sheet_delays.append(max(min(later) - at, 0.0))
        else:
            sheet_missed += 1
    desk.close()
    timings = list(server.app.state.floor.hub.timings)
    render_s = [r for _seq, r, _h in timings]
    handoff_s = [h for _seq, _r, h in timings]
    return {
        "entry": entry, "resent_forms": saved.get("resent", 0),
        "resent_answered_already_saved": saved.get("already", 0),
        "phones": phones, "phones_ready": ready_line, "followers": followers,
        "phones_failed": seen_all.get("failed", 0), "tables": tables,
        "phones_process_cpu_pct": seen_all.get("cpu_pct"),
        "seconds": round(writing, 1), "hands_saved": len(acked),
        "hands_refused": len(saved["refused"]),
        "hands_per_second": round(len(acked) / max(seconds, 1e-9), 2),
        "every_phone_p50_s": round(_percentile(shown, 0.50), 3),
        "every_phone_p95_s": round(_percentile(shown, 0.95), 3),
        "every_phone_max_s": round(max(shown, default=float("nan")), 3),
        "per_phone_p95_s": round(_percentile(per_phone, 0.95), 3),
        "hands_not_seen_by_every_phone": missed,
        "server_cpu_mean_pct": round(sum(cpu) / max(len(cpu), 1), 1),
        "server_cpu_max_pct": round(max(cpu, default=0.0), 1),
        "server_rss_max_mib": round(max((m for _c, m in samples), default=0.0), 1),
        "hub_renders": server.app.state.floor.hub.renders,
        "hub_render_p95_s": round(_percentile(render_s, 0.95), 3),
        "hub_rendered_to_last_stream_p95_s": round(_percentile(handoff_s, 0.95), 3),
        "lost": lost, "doubled": doubled,
        **({
            "table_sheets_ready": sheets_ready, "table_sheets_failed": sheets.get("failed", 0),
            "table_sheet_p95_s": round(_percentile(sheet_delays, 0.95), 3),
            "table_sheet_hands_not_shown": sheet_missed,
        } if sheets else {}),
    }


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--as-phones"]:
        url, count, seconds, out = args_list[1:5]
        asyncio.run(_phones(url, int(count), float(seconds), Path(out)))
        return 0
    if args_list[:1] == ["--as-table-phones"]:
        base, codes_file, seconds, hand_seconds, out = args_list[1:6]
        codes = {int(t): c for t, c in json.loads(Path(codes_file).read_text()).items()}
        _tables_by_phone(base, codes, float(seconds), float(hand_seconds), Path(out))
        return 0
    if args_list[:1] == ["--as-sheet-followers"]:
        base, codes_file, seconds, out = args_list[1:5]
        codes = {int(t): c for t, c in json.loads(Path(codes_file).read_text()).items()}
        asyncio.run(_sheet_followers(base, codes, float(seconds), Path(out)))
        return 0
    if args_list[:1] == ["--as-tables"]:
        database, tables, seconds, hand_seconds, out = args_list[1:6]
        _tables(database, [int(t) for t in tables.split(",")], float(seconds),
                float(hand_seconds), Path(out))
        return 0
    parser = argparse.ArgumentParser(prog="python -m reliability.floor_load")
    parser.add_argument("--phones", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--hand-seconds", type=float, default=30,
                        help="seconds between two hands at one table (default 30: a brisk "
                        "table plays one hand in 2-3 minutes)")
    parser.add_argument("--database", default=None, help="a PostgreSQL URL (default: SQLite)")
    parser.add_argument("--entry", choices=["desk", "stations", "phones"], default="desk",
                        help="who saves the hands: the desk of this app through the "
                        "window's Backend (default), another program through its own "
                        "services, or each table on its own phone through /t/save")
    args = parser.parse_args(args_list)
    figures = run(args.phones, args.tables, args.seconds, args.hand_seconds, args.database,
                  args.entry)
    print(json.dumps(figures, indent=2))
    ok = (figures["lost"] == 0 and figures["doubled"] == 0
          and figures["hands_not_seen_by_every_phone"] == 0
          and figures.get("table_sheet_hands_not_shown", 0) == 0
          and figures["resent_forms"] == figures["resent_answered_already_saved"])
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
