"""PostgreSQL logins without passwords in plain text, TLS, and a read-only display role.

* Settings and the recent-databases list keep URLs **without** the password
  (``url_for_settings``). ``complete_url(url, ask)`` fills the password back in from the system
  keyring (the optional ``keyring`` package) or, failing that, by asking (``ask`` is
  ``getpass.getpass`` in the CLI and a password dialog in the app); ``remember=True`` stores a
  typed password in the keyring when there is one.
* TLS: ``with_tls(url, "require")`` or ``"verify-full"`` adds ``sslmode`` to the URL
  (psycopg passes it to libpq; ``verify-full`` also checks the server's certificate and
  host name against ``~/.postgresql/root.crt`` or ``sslrootcert=``).
* ``create_readonly_role(engine, name, password)``: a login that can read every table of the
  schema (for a projector or display station) and cannot write — its transactions are
  read-only by default and it holds SELECT only.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import unicodedata
from collections.abc import Callable
from typing import Any, Protocol

from sqlalchemy import Engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError

from sheepshead_scorer.services.core.errors import InvalidInputError, WrongStateError
from sheepshead_scorer.text import Text

KEYRING_SERVICE = "sheepshead-scorer"
SSL_MODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")
_ROLE_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


class PasswordStore(Protocol):
    """The part of the ``keyring`` module used here (a fake in tests)."""

    def get_password(self, service_name: str, username: str) -> str | None: ...

    def set_password(self, service_name: str, username: str, password: str) -> None: ...


def system_keyring() -> PasswordStore | None:
    """The ``keyring`` module if it is installed and has a usable backend, else ``None``."""
    try:
        import keyring  # type: ignore[import-not-found,unused-ignore]
        from keyring.backends import fail  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    backend: Any = keyring.get_keyring()
    if isinstance(backend, fail.Keyring):
        return None
    store: PasswordStore = keyring
    return store


def keyring_user(url: str | URL) -> str:
    """The keyring entry name of a login: ``user@host:port/database``."""
    parsed = make_url(url) if isinstance(url, str) else url
    return f"{parsed.username}@{parsed.host or 'localhost'}:{parsed.port or 5432}/{parsed.database}"


def url_for_settings(url: str) -> str:
    """``url`` without its password: what may be written to settings or shown on screen."""
    parsed = make_url(url)
    if parsed.password is None:
        return url
    # URL.set(password=None) keeps the password; the NamedTuple's _replace drops it
    return parsed._replace(password=None).render_as_string(hide_password=False)


def complete_url(
    url: str,
    ask: Callable[[str], str] | None,
    *,
    store: PasswordStore | None = None,
    remember: bool = False,
) -> str:
    """``url`` with its password: as given, from the keyring, or asked for.

    Raises ``InvalidInputError`` when no password is found and ``ask`` is ``None`` or returns
    an empty answer.
    """
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql" or parsed.password is not None:
        return url
    entry = keyring_user(parsed)
    password = store.get_password(KEYRING_SERVICE, entry) if store is not None else None
    if password is None and ask is not None:
        password = ask(f"Password for {entry}: ")
        if password and remember and store is not None:
            store.set_password(KEYRING_SERVICE, entry, password)
    if not password:
        raise InvalidInputError(
            "password", "", Text("the password of {entry}", entry=entry),
            Text("type it when asked, or store it once with the keyring (--remember-password)"),
        )
    return parsed.set(password=password).render_as_string(hide_password=False)


def with_tls(url: str, mode: str = "require") -> str:
    """``url`` with ``sslmode=mode`` (``require``: encrypted; ``verify-full``: encrypted to
    the server whose certificate and name check out)."""
    if mode not in SSL_MODES:
        raise InvalidInputError(
            "sslmode", mode, Text("one of {choices}", choices=", ".join(SSL_MODES)),
            Text("use require, or verify-full with the server's CA certificate"),
        )
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql":
        raise InvalidInputError(
            "url", url_for_settings(url), Text("a postgresql:// URL"),
            Text("TLS applies to a database server only"),
        )
    return parsed.update_query_dict({"sslmode": mode}).render_as_string(hide_password=False)


ROLE_MARK = "sheepshead-scorer read-only role"
"""The comment on every role :func:`create_readonly_role` made: the only roles it resets."""
SCRAM_ITERATIONS = 4096


def scram_verifier(password: str, *, salt: bytes | None = None,
                   iterations: int = SCRAM_ITERATIONS) -> str:
    """The SCRAM-SHA-256 verifier PostgreSQL stores for ``password`` (RFC 5802/7677), made
    here so the password itself never travels in a statement (nor into the server's log):
    what ``psql``'s ``\\password`` does. The password is NFKC-normalised, as SASLprep does
    for ordinary text."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    secret = unicodedata.normalize("NFKC", password).encode("utf-8")
    salted = hashlib.pbkdf2_hmac("sha256", secret, salt, iterations)
    client_key = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", hashlib.sha256).digest()
    b64 = base64.b64encode
    return (f"SCRAM-SHA-256${iterations}:{b64(salt).decode()}"
            f"${b64(stored_key).decode()}:{b64(server_key).decode()}")


def create_readonly_role(engine: Engine, name: str, password: str) -> str:
    """Create (or reset one made here) login ``name`` that can read the current schema and
    write nothing. Returns the schema it was granted.

    The role gets SELECT on every table (and on tables created later by this login), USAGE
    on the schema, and ``default_transaction_read_only = on``; it owns nothing and holds no
    other privilege. Its password is sent as a SCRAM verifier, never as text. An existing
    role is refused unless this function made it (its comment says so): otherwise a
    superuser running it would silently turn a writing login read-only.
    """
    if engine.dialect.name != "postgresql":
        raise WrongStateError(
            Text(
                "a read-only role needs a PostgreSQL database; a SQLite file is opened by one "
                "station only (give the display a copy, or move the event to PostgreSQL)"
            )
        )
    if not _ROLE_NAME.fullmatch(name):
        raise InvalidInputError(
            "name", name,
            Text("lower-case letters, digits and _ (at most 63, not starting with a digit)"),
            Text("e.g. projector"),
        )
    if len(password) < 8:
        raise InvalidInputError(
            "password", "***", Text("at least 8 characters"), Text("pick a longer password")
        )
    try:
        return _create_role(engine, name, scram_verifier(password))
    except DBAPIError as exc:  # the statement (and any secret in it) is never shown
        lines = str(exc.orig).strip().splitlines() or [type(exc.orig).__name__]
        raise WrongStateError(
            Text("the server refused to set up role {name}: {reason}",
                 name=name, reason=lines[0])
        ) from None


def _create_role(engine: Engine, name: str, verifier: str) -> str:
    with engine.begin() as connection:
        schema = str(connection.execute(text("SELECT current_schema()")).scalar_one())
        database = str(connection.execute(text("SELECT current_database()")).scalar_one())
        existing = connection.execute(
            text("SELECT shobj_description(oid, 'pg_authid') FROM pg_roles WHERE rolname = :n"),
            {"n": name},
        ).first()
        if existing is not None and existing[0] != ROLE_MARK:
            raise InvalidInputError(
                "name", name, Text("a role name not used yet on this server"),
                Text("a role named {name} already exists and was not made as a read-only "
                     "role by Sheepshead Scorer (it may be a login that writes); pick another "
                     "name", name=name),
            )
        quoted_verifier = verifier.replace("'", "''")  # base64 and $: no quote, but be sure
        attributes = "" if existing is not None else " NOSUPERUSER NOCREATEDB NOCREATEROLE"
        verb = "ALTER" if existing is not None else "CREATE"  # ours is already all NO...
        connection.exec_driver_sql(
            f"{verb} ROLE \"{name}\" LOGIN{attributes} PASSWORD '{quoted_verifier}'"
        )
        for statement in (
            f"COMMENT ON ROLE \"{name}\" IS '{ROLE_MARK}'",
            f'GRANT CONNECT ON DATABASE "{database}" TO "{name}"',
            f'GRANT USAGE ON SCHEMA "{schema}" TO "{name}"',
            f'GRANT SELECT ON ALL TABLES IN SCHEMA "{schema}" TO "{name}"',
            f'ALTER DEFAULT PRIVILEGES IN SCHEMA "{schema}" GRANT SELECT ON TABLES TO "{name}"',
            f'ALTER ROLE "{name}" SET default_transaction_read_only = on',
            f'ALTER ROLE "{name}" SET search_path = "{schema}"',
        ):
            connection.exec_driver_sql(statement)
    return schema
