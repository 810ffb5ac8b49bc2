"""A lost reply to a commit (issue 25, item 5): the server stores the hand, the answer never
reaches the station. Does a script that retries as told store the hand twice?

The harness puts a forwarder (:class:`ReplyCutter`) between the command line and PostgreSQL:
armed, it lets a connection's ``COMMIT`` after an ``INSERT INTO hands`` through to the
server, then cuts the connection before the server's answer comes back — the Wi-Fi drop at
the worst moment. Each trial runs ``sheepshead-scorer record-hand --hand N`` as a new process
(the reply cut in every other trial, ``--cut-share``), and the script runs the same command
again whenever it does not exit 0, as a script would. Checked at the end: every hand
acknowledged (exit 0) is stored once, with its outcome, numbered 1..n; no hand stored twice.

    SHEEPSHEAD_TEST_PG_URL=$(scripts/start-postgres) .venv/bin/python -m reliability.lost_reply
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field

from sqlalchemy import create_engine, make_url, select, text

from reliability import workload
from reliability.stations import PG_ENV, schema_url
from reliability.workload import HarnessReport
from sheepshead_scorer.services import Services
from sheepshead_scorer.store import open_database
from sheepshead_scorer.store.models import GameTable, Hand, Round


class ReplyCutter:
    """Forwards ``127.0.0.1:port`` to ``target``; :meth:`arm` makes the next commit of a hand
    reach the server while its answer is lost (the connection is cut)."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = 0
        self.armed = False
        self.drop = False
        self.cuts = 0
        self._lock = threading.Lock()
        self._listener: socket.socket | None = None

    def start(self) -> ReplyCutter:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        listener.settimeout(0.1)
        self.port, self._listener = listener.getsockname()[1], listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()
        return self

    def stop(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    def arm(self, *, drop: bool = False) -> None:
        """Cut the next commit of a hand: its answer lost (the server stored it), or with
        ``drop`` the ``COMMIT`` itself (the server rolls the hand back) — the client cannot
        tell the two apart."""
        with self._lock:
            self.armed, self.drop = True, drop

    def _accept(self, listener: socket.socket) -> None:
        while self._listener is listener:
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target)
            except OSError:
                client.close()
                continue
            cut = threading.Event()
            threading.Thread(target=self._to_server, args=(client, upstream, cut),
                             daemon=True).start()
            threading.Thread(target=self._to_client, args=(upstream, client, cut),
                             daemon=True).start()

    def _to_server(self, client: socket.socket, upstream: socket.socket,
                   cut: threading.Event) -> None:
        inserted = False
        try:
            while data := client.recv(65536):
                inserted = inserted or b"INSERT INTO hands" in data
                if inserted and b"COMMIT" in data:
                    inserted = False
                    with self._lock:
                        drop = self.armed and self.drop
                        if self.armed:
                            self.armed, self.cuts = False, self.cuts + 1
                            cut.set()  # the answer to this COMMIT never reaches the client
                    if drop:
                        break  # nor the COMMIT the server
                upstream.sendall(data)
        except OSError:
            pass
        finally:
            _close(upstream)

    @staticmethod
    def _to_client(upstream: socket.socket, client: socket.socket,
                   cut: threading.Event) -> None:
        try:
            while data := upstream.recv(65536):
                if cut.is_set():
                    break
                client.sendall(data)
        except OSError:
            pass
        finally:
            _close(client)
            _close(upstream)


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()


@dataclass
class LostReplyReport(HarnessReport):
    trials: int = 0
    cuts: int = 0
    runs: int = 0
    acknowledged: int = 0
    already_saved: int = 0
    checked_saved: int = 0
    stored: int = 0
    lost: int = 0
    doubled: int = 0
    seconds: float = 0.0
    messages: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.verdict}: {self.trials} hands by `record-hand --hand N`, the reply to "
            f"{self.cuts} commits lost; {self.runs} command runs; {self.acknowledged} hands "
            f"acknowledged ({self.checked_saved} found saved by the check after a lost reply, "
            f"{self.already_saved} answered 'already saved' on a retry); {self.stored} stored, "
            f"{self.lost} lost, {self.doubled} doubled; {self.seconds:.1f} s"
        )


def prepare(base: str) -> tuple[str, str, int, int]:
    """A fresh schema with one published table; (url, schema, event id, round number)."""
    schema = f"lr_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    admin.dispose()
    url = schema_url(base, schema)
    database = open_database(url)
    services = Services(database, station="director")
    setup = workload.create_event(services, 1)
    workload.start_round(services, setup.event_id, 1, seed=1)
    database.close()
    return url, schema, setup.event_id, 1


def _via(url: str, port: int) -> str:
    return make_url(url).set(host="127.0.0.1", port=port).render_as_string(hide_password=False)


def run(base: str, trials: int = 20, cut_share: float = 0.5, seed: int = 1) -> LostReplyReport:
    report = LostReplyReport()
    started = time.monotonic()
    url, schema, event_id, round_number = prepare(base)
    parsed = make_url(url)
    cutter = ReplyCutter(parsed.host or "127.0.0.1", parsed.port or 5432).start()
    rng = random.Random(seed)
    sent: dict[int, dict[str, object]] = {}
    try:
        for number in range(1, trials + 1):
            outcome = workload.random_hand(rng, number - 1)
            sent[number] = outcome
            report.trials += 1
            if rng.random() < cut_share:
                cutter.arm()
            for _attempt in range(4):  # the script runs the command again until it exits 0
                done = subprocess.run(
                    [sys.executable, "-m", "sheepshead_scorer", "record-hand",
                     "--event", str(event_id), "--round", str(round_number), "--table", "1",
                     "--hand", str(number), json.dumps(outcome),
                     "--database", _via(url, cutter.port)],
                    capture_output=True, text=True, check=False, timeout=120,
                    env={**os.environ, "PYTHONWARNINGS": "ignore"},
                )
                report.runs += 1
                report.messages.append(done.stderr.strip())
                if done.returncode == 0:
                    report.acknowledged += 1
                    checked = "was saved before the connection dropped" in done.stderr
                    report.checked_saved += checked
                    report.already_saved += done.stdout.startswith("already saved") and (
                        not checked
                    )
                    break
                if "not saved, enter it again" in done.stderr:
                    report.problems.append(f"hand {number}: 'not saved' after a lost reply")
        report.cuts = cutter.cuts
        _check(url, sent, report)
    finally:
        cutter.stop()
        admin = create_engine(base, isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
    report.seconds = time.monotonic() - started
    return report


def _check(url: str, sent: dict[int, dict[str, object]], report: LostReplyReport) -> None:
    database = open_database(url, migrate=False)
    try:
        with database.session() as session:
            rows = session.execute(
                select(Hand.number, Hand.outcome).join(GameTable, GameTable.id == Hand.table_id)
                .join(Round, Round.id == GameTable.round_id).order_by(Hand.number)
            ).all()
    finally:
        database.close()
    report.stored = len(rows)
    stored = {int(n): dict(o) for n, o in rows}
    for number, outcome in sent.items():
        if number not in stored:
            report.lost += 1
            report.problems.append(f"hand {number} acknowledged but not stored")
        elif any(stored[number].get(key) != value for key, value in outcome.items()):
            report.problems.append(f"hand {number} stored as {stored[number]}, sent {outcome}")
    report.doubled = len(rows) - len(stored) + max(0, len(stored) - len(sent))
    if report.doubled:
        report.problems.append(f"{report.doubled} hands stored twice")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--cut-share", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    base = os.environ.get(PG_ENV)
    if not base:
        print(f"set {PG_ENV} (scripts/start-postgres prints it)", file=sys.stderr)
        return 2
    report = run(base, args.trials, args.cut_share, args.seed)
    print(report.summary())
    for problem in report.problems:
        print(f"  {problem}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
