"""The Linux menu entry, AppStream metadata, install.sh/uninstall.sh, and the version and file
references the Windows and macOS scripts rely on."""

from __future__ import annotations

import configparser
import os
import re
import stat
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sheepshead_scorer import __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "installer" / "linux"
APP = "sheepshead-scorer"
APP_ID = "io.github.sheepshead_scorer.SheepsheadScorer"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_menu_entry_starts_the_app_with_its_icon() -> None:
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Sheepshead Scorer"
    assert entry["Exec"] == APP and entry["TryExec"] == APP
    assert entry["Icon"] == APP
    assert entry["Terminal"] == "false"
    assert (ROOT / "resources" / "icons" / f"{entry['Icon']}.svg").is_file()


def test_the_metainfo_matches_the_menu_entry_and_the_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID == DESKTOP.stem
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("provides/binary") == APP
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__


def test_the_windows_installer_defaults_to_this_version_and_finds_its_files() -> None:
    script = (ROOT / "installer" / "windows" / "sheepshead-scorer.iss").read_text(encoding="utf-8")
    assert f'#define AppVersion "{__version__}"' in script
    for key in ("LicenseFile", "SetupIconFile"):
        match = re.search(rf"^{key}=(.+)$", script, re.MULTILINE)
        assert match is not None, key
        relative = match.group(1).strip().replace("\\", "/")
        assert (ROOT / "installer" / "windows" / relative).resolve().is_file(), relative


@pytest.mark.parametrize(
    "name",
    [
        "launcher.py",
        "sheepshead-scorer.spec",
        "requirements.txt",
        "icons/sheepshead-scorer.ico",
        "icons/sheepshead-scorer.icns",
        "macos/entitlements.plist",
    ],
)
def test_the_files_the_builds_need_are_checked_in(name: str) -> None:
    assert (ROOT / "installer" / name).is_file()


@pytest.mark.parametrize(
    "script",
    [
        "check-linux.sh",
        "build-linux.sh",
        "linux/install.sh",
        "linux/uninstall.sh",
        "linux/stage-share.sh",
        "macos/build-macos.sh",
        "macos/make-dmg.sh",
    ],
)
def test_the_shell_scripts_are_executable_and_parse(script: str) -> None:
    path = ROOT / "installer" / script
    assert path.stat().st_mode & stat.S_IXUSR
    shell = "sh" if path.read_text(encoding="utf-8").startswith("#!/usr/bin/env sh") else "bash"
    subprocess.run([shell, "-n", str(path)], check=True)


def fake_bundle(folder: Path) -> Path:
    """A stand-in for dist/sheepshead-scorer/: two programs that print their name, _internal/,
    and the share/ folder exactly as build-linux.sh lays it out."""
    bundle = folder / APP
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "library.so").write_bytes(b"\0")
    for program in (APP, f"{APP}-cli"):
        (bundle / program).write_text(f'#!/bin/sh\necho {program} "$@"\n', encoding="utf-8")
        (bundle / program).chmod(0o755)
    subprocess.run([str(LINUX / "stage-share.sh"), str(bundle)], check=True)
    return bundle


def run_script(path: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HOME": str(home)}
    return subprocess.run(
        ["sh", str(path), *args], env=env, capture_output=True, text=True, check=False
    )


def test_install_and_uninstall_round_trip(tmp_path: Path) -> None:
    bundle, home = fake_bundle(tmp_path / "unpacked"), tmp_path / "home"
    data = home / ".local" / "share" / APP / "sheepshead.sqlite3"
    data.parent.mkdir(parents=True)
    data.write_bytes(b"the director's tournaments")
    prefix = home / ".local"

    installed = run_script(bundle / "install.sh", home=home)

    assert installed.returncode == 0, installed.stderr
    program_dir = prefix / "lib" / APP
    assert (program_dir / "_internal" / "library.so").is_file()
    launched = subprocess.run(
        [str(prefix / "bin" / APP), "--smoke"], capture_output=True, text=True, check=True
    )
    assert launched.stdout == f"{APP} --smoke\n"
    entry = desktop_entry(prefix / "share" / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == str(program_dir / APP)
    for size in (16, 48, 256, 512):
        assert (prefix / f"share/icons/hicolor/{size}x{size}/apps/{APP}.png").is_file()
    assert (prefix / f"share/icons/hicolor/scalable/apps/{APP}.svg").is_file()
    assert (prefix / f"share/metainfo/{APP_ID}.metainfo.xml").is_file()

    removed = run_script(bundle / "uninstall.sh", home=home)

    assert removed.returncode == 0, removed.stderr
    assert "Your data is kept" in removed.stdout
    leftovers = [
        p
        for p in prefix.rglob("*")
        if p.is_file() and p != data and p.name not in ("icon-theme.cache", "mimeinfo.cache")
    ]
    assert leftovers == []
    assert data.read_bytes() == b"the director's tournaments"


@pytest.mark.parametrize(
    ("script", "args", "message"),
    [
        ("install.sh", ["--frobnicate"], "unknown option '--frobnicate'"),
        ("install.sh", ["--prefix"], "--prefix needs a folder"),
        ("uninstall.sh", ["--bogus"], "unknown option '--bogus'"),
    ],
)
def test_the_scripts_refuse_unknown_options(
    tmp_path: Path, script: str, args: list[str], message: str
) -> None:
    result = run_script(LINUX / script, *args, home=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr


def test_install_refuses_to_run_outside_a_bundle(tmp_path: Path) -> None:
    result = run_script(LINUX / "install.sh", "--prefix", str(tmp_path / "p"), home=tmp_path)
    assert result.returncode == 1
    assert "run me from the unpacked bundle" in result.stderr
    assert not (tmp_path / "p").exists()


def test_uninstall_says_when_nothing_is_installed(tmp_path: Path) -> None:
    result = run_script(LINUX / "uninstall.sh", "--prefix", str(tmp_path / "p"), home=tmp_path)
    assert result.returncode == 1
    assert "is not installed in" in result.stderr
