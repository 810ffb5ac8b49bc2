"""PostgreSQL logins: passwords from the keyring or a prompt, never in settings; TLS."""

from __future__ import annotations

import pytest

from sheepshead_scorer.services import InvalidInputError
from sheepshead_scorer.services.database.credentials import (
    KEYRING_SERVICE,
    complete_url,
    keyring_user,
    url_for_settings,
    with_tls,
)

URL = "postgresql+psycopg://director@scores.club.example:5433/fall"


class FakeKeyring:
    def __init__(self) -> None:
        self.saved: dict[tuple[str, str], str] = {}

    def get_password(self, service_name: str, username: str) -> str | None:
        return self.saved.get((service_name, username))

    def set_password(self, service_name: str, username: str, password: str) -> None:
        self.saved[(service_name, username)] = password


def test_settings_never_hold_the_password() -> None:
    kept = url_for_settings("postgresql+psycopg://director:s3cret@scores.club.example/fall")
    assert "s3cret" not in kept
    assert kept == "postgresql+psycopg://director@scores.club.example/fall"
    assert url_for_settings(URL) == URL


def test_the_password_is_asked_for_and_remembered_in_the_keyring() -> None:
    store = FakeKeyring()
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return "s3cret"

    full = complete_url(URL, ask, store=store, remember=True)
    assert ":s3cret@" in full
    assert asked == ["Password for director@scores.club.example:5433/fall: "]
    assert store.saved == {(KEYRING_SERVICE, keyring_user(URL)): "s3cret"}
    # the next time the keyring answers and nobody is asked
    assert complete_url(URL, lambda _p: pytest.fail("asked again"), store=store) == full


def test_without_a_keyring_the_password_is_asked_every_time() -> None:
    answers = iter(["one", "two"])
    assert ":one@" in complete_url(URL, lambda _p: next(answers), store=None, remember=True)
    assert ":two@" in complete_url(URL, lambda _p: next(answers), store=None)


@pytest.mark.parametrize("ask", [None, lambda _prompt: ""])
def test_no_password_is_a_clear_error(ask: object) -> None:
    with pytest.raises(InvalidInputError, match=r"password.*type it when asked"):
        complete_url(URL, ask, store=FakeKeyring())  # type: ignore[arg-type]


def test_sqlite_and_urls_with_passwords_pass_through() -> None:
    assert complete_url("sqlite:///x.sqlite3", None) == "sqlite:///x.sqlite3"
    given = "postgresql+psycopg://a:b@h/d"
    assert complete_url(given, None) == given


@pytest.mark.parametrize("mode", ["require", "verify-full"])
def test_tls_is_asked_for_in_the_url(mode: str) -> None:
    assert with_tls(URL, mode).endswith(f"?sslmode={mode}")


@pytest.mark.parametrize(
    ("url", "mode", "says"),
    [
        (URL, "always", "sslmode='always' is not allowed: one of disable"),
        ("sqlite:///x.sqlite3", "require", "a postgresql:// URL"),
    ],
)
def test_bad_tls_requests_are_refused_clearly(url: str, mode: str, says: str) -> None:
    with pytest.raises(InvalidInputError, match=says):
        with_tls(url, mode)
