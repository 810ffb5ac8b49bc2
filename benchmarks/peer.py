"""The peer, timed in the same run as our window (issue 26): dieter6605/SchafkopfTurnier.

A Flask + SQLite tournament scorer, served as it ships (``run_waitress.py``: waitress, 8
threads). ``scripts/setup-peer`` puts its source and a virtual environment with its
requirements in ``~/.cache/sheepshead-scorer/peer``; ``SHEEPSHEAD_PEER_DIR`` may point
elsewhere (a folder with ``src/`` and ``venv/``, or a checkout, whose Python is then
``SHEEPSHEAD_PEER_PYTHON`` or its own ``.venv``). Without it, ``missing()`` says why in one
line and the benchmark goes on without the peer.

``filled(players)`` is the peer's database with one tournament as its own forms make it: a
tournament (``POST /tournaments/new``), ``players`` participants added one by one
(``participants/quickadd``: name and town), ``ROUNDS`` rounds drawn (``rounds/N/draw``) and
every table's result posted (``rounds/N/results/T``: the four players' points, summing to
0, and their solos), except the first ``EMPTY_TABLES`` tables of the last round. It is built
once and kept beside the peer (``db-<players>-r<ROUNDS>.sqlite3``); a run works on a copy.

``PeerServer.director_waits()`` times what a director waits for there after typing a
table's result: the form's POST ("Speichern & nächster Tisch", ``go_next=1``), the redirect
to the next table's form that the browser follows, and the standings page
(``/tournaments/ID/standings``), over one kept-alive connection with the session cookie, as
a browser does. Wall time seen by the client; the server is another process. That is the
peer's floor: the browser's parsing, layout and painting of those pages come on top
(``benchmarks.peer_browser`` times them too).
"""

from __future__ import annotations

import http.client
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

ROUNDS = 12
"""As our benchmark event: 3 sessions x 4 rounds, each round a table's total."""
EMPTY_TABLES = 20
DEFAULT_DIR = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / (
    "sheepshead-scorer/peer"
)


def _layout() -> tuple[Path, Path, Path] | str:
    """(source folder, its Python, the folder for filled databases) or why not."""
    given = os.environ.get("SHEEPSHEAD_PEER_DIR")
    folder = Path(given) if given else DEFAULT_DIR
    source = folder / "src" if (folder / "src" / "app" / "web.py").exists() else folder
    if not (source / "app" / "web.py").exists():
        if not given:
            return (
                "not at hand (scripts/setup-peer, or SHEEPSHEAD_PEER_DIR=a checkout of "
                "dieter6605/SchafkopfTurnier)"
            )
        return f"SHEEPSHEAD_PEER_DIR={given} holds no app/web.py (scripts/setup-peer makes one)"
    choices = [
        os.environ.get("SHEEPSHEAD_PEER_PYTHON"),
        folder / "venv/bin/python",
        source / ".venv/bin/python",
        source / "venv/bin/python",
    ]
    python = next((Path(p) for p in choices if p and Path(p).exists()), None)
    if python is None:
        return f"no Python for the peer at {folder} (scripts/setup-peer makes its venv)"
    check = subprocess.run(
        [str(python), "-c", "import flask, waitress"], capture_output=True, check=False
    )
    if check.returncode != 0:
        return f"{python} lacks Flask or waitress (scripts/setup-peer installs them)"
    data = folder if os.access(folder, os.W_OK) else Path(tempfile.gettempdir())
    return source, python, data


def missing() -> str | None:
    """None when the peer can be run here; else one line saying why not."""
    found = _layout()
    return found if isinstance(found, str) else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class PeerServer:
    """The peer's waitress server on ``database``, with a browser's one connection to it."""

    def __init__(self, database: Path) -> None:
        found = _layout()
        if isinstance(found, str):
            raise RuntimeError(f"the peer is {found}")
        source, python, _ = found
        self.database = database
        self.port = _free_port()
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 - the server's, closed by close()
        env = {
            **os.environ,
            "SKT_DB_PATH": str(database),
            "HOST": "127.0.0.1",
            "PORT": str(self.port),
            "SKT_BACKUP_DIR": str(database.parent / "peer-backups"),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        self.process = subprocess.Popen(
            [str(python), "run_waitress.py"],
            cwd=source,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self.cookie = ""
        self.connection = self._connect()
        self.tournament = self._tournament()

    def _connect(self) -> http.client.HTTPConnection:
        deadline = time.monotonic() + 60
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
                connection.connect()
                return connection
            except OSError as error:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.log.seek(0)
                    raise RuntimeError(
                        "the peer's server did not start:\n"
                        + self.log.read().decode(errors="replace")[-2000:]
                    ) from error
                time.sleep(0.05)

    def close(self) -> None:
        self.connection.close()
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def __enter__(self) -> PeerServer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def request(
        self, method: str, path: str, form: dict[str, str] | None = None, browser: bool = True
    ) -> tuple[int, str, bytes]:
        """One request (with the session cookie when ``browser``): status, Location, body."""
        headers = {"Cookie": self.cookie} if browser and self.cookie else {}
        body = None
        if form is not None:
            body = urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        cookie = response.getheader("Set-Cookie")
        if browser and cookie:
            self.cookie = cookie.split(";", 1)[0]
        if response.status >= 400:
            raise RuntimeError(f"the peer answered {response.status} to {method} {path}")
        return response.status, response.getheader("Location") or "", data

    def _tournament(self) -> int:
        with sqlite3.connect(self.database) as con:
            row = con.execute("SELECT id FROM tournaments ORDER BY id LIMIT 1").fetchone()
        if row is not None:
            return int(row[0])
        self.request(
            "POST",
            "/tournaments/new",
            {
                "title": "Benchmark",
                "event_date": "2026-11-28",
                "start_time": "19:00",
                "marker": "",
                "location": "",
                "organizer": "",
                "description": "",
                "min_participants": "0",
                "max_participants": "0",
            },
            browser=False,
        )
        return self._tournament()

    def seats(self, round_no: int) -> dict[int, list[int]]:
        """The drawn tables of a round: table number → its four participants' ids."""
        with sqlite3.connect(self.database) as con:
            rows = con.execute(
                "SELECT table_no, tp_id FROM tournament_seats WHERE tournament_id=? AND "
                "round_no=? ORDER BY table_no, seat",
                (self.tournament, round_no),
            ).fetchall()
        tables: dict[int, list[int]] = {}
        for table, tp_id in rows:
            tables.setdefault(int(table), []).append(int(tp_id))
        return tables

    def post_result(
        self,
        round_no: int,
        table: int,
        players: list[int],
        rng: random.Random,
        browser: bool = True,
    ) -> tuple[int, str, bytes]:
        points = [rng.randrange(-60, 61) for _ in range(3)]
        points.append(-sum(points))
        form = {f"points_{p}": str(v) for p, v in zip(players, points, strict=True)}
        form.update({f"soli_{p}": str(rng.randrange(0, 3)) for p in players})
        form["go_next"] = "1"
        return self.request(
            "POST",
            f"/tournaments/{self.tournament}/rounds/{round_no}/results/{table}",
            form,
            browser,
        )

    def director_waits(self, count: int, seed: int) -> tuple[list[float], list[float]]:
        """``count`` times: a table's result posted, the redirect followed, the standings
        page read (seconds each; and of that the standings page alone)."""
        tables = self.seats(ROUNDS)
        empty = sorted(tables)[:EMPTY_TABLES]
        rng = random.Random(seed)
        self.request("GET", f"/tournaments/{self.tournament}/standings")  # warm, as ours
        totals, standings = [], []
        for number in range(count):
            table = empty[number % len(empty)]
            start = time.perf_counter()
            status, location, _ = self.post_result(ROUNDS, table, tables[table], rng)
            if status in (301, 302, 303) and location:
                self.request("GET", location.removeprefix(f"http://127.0.0.1:{self.port}"))
            middle = time.perf_counter()
            self.request("GET", f"/tournaments/{self.tournament}/standings")
            end = time.perf_counter()
            totals.append(end - start)
            standings.append(end - middle)
        return totals, standings


def _fill(server: PeerServer, players: int) -> None:
    """Participants, rounds and results through the peer's own forms (no cookie kept: the
    flash messages of thousands of posts are not read by anyone)."""
    tid = server.tournament
    rng = random.Random(players)
    for number in range(players):
        server.request(
            "POST",
            f"/tournaments/{tid}/participants/quickadd",
            {
                "nachname": f"Spieler{number + 1:05d}",
                "vorname": rng.choice(
                    ["Anna", "Sepp", "Resi", "Franz", "Vroni", "Hans", "Lena", "Max"]
                ),
                "wohnort": rng.choice(["Dorfen", "Erding", "Moosburg", "Freising", "Landshut"]),
                "q": "",
            },
            browser=False,
        )
    for round_no in range(1, ROUNDS + 1):
        server.request("POST", f"/tournaments/{tid}/rounds/{round_no}/draw", {}, browser=False)
        tables = server.seats(round_no)
        if len(tables) != players // 4:
            raise RuntimeError(f"the peer drew {len(tables)} tables in round {round_no}")
        skip = EMPTY_TABLES if round_no == ROUNDS else 0
        for table in sorted(tables)[skip:]:
            server.post_result(round_no, table, tables[table], rng, browser=False)


def _filled_path(players: int) -> Path:
    found = _layout()
    if isinstance(found, str):
        raise RuntimeError(f"the peer is {found}")
    return found[2] / f"db-{players}-r{ROUNDS}.sqlite3"


def is_filled(players: int) -> bool:
    return missing() is None and _filled_path(players).exists()


def filled(players: int) -> Path:
    """The peer's database holding the benchmark tournament (built once, then kept)."""
    path = _filled_path(players)
    if path.exists():
        return path
    start = time.perf_counter()
    print(f"filling the peer with {players:,} players ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        partial = Path(tmp) / "building.sqlite3"
        # Its first start on a new file fails (init_db runs the version-2 rebuild of an old
        # file inside an open transaction: "cannot start a transaction within a
        # transaction"); its base schema is already the newest, so the file says so.
        with sqlite3.connect(partial) as con:
            con.execute("CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)")
            con.execute("INSERT INTO meta(k, v) VALUES ('schema_version', '3')")
        with PeerServer(partial) as server:
            _fill(server, players)
        with sqlite3.connect(partial) as con:
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        shutil.copyfile(partial, path.with_suffix(".building"))
        path.with_suffix(".building").rename(path)
    print(f"filled the peer in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return path


def copy_of(players: int, folder: Path) -> Path:
    target = folder / f"peer-{players}.sqlite3"
    shutil.copyfile(filled(players), target)
    return target


if __name__ == "__main__":  # python -m benchmarks.peer PLAYERS [COUNT]: the peer alone
    why = missing()
    if why:
        raise SystemExit(f"peer: {why}")
    size, runs = int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 24
    with tempfile.TemporaryDirectory() as folder, PeerServer(copy_of(size, Path(folder))) as peer:
        waits, pages = peer.director_waits(runs, seed=1)
    from benchmarks.baselines import load, spread

    print({"post+standings": spread(waits), "standings": spread(pages), "load": load()})
