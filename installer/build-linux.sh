#!/usr/bin/env bash
# Build the Linux bundle of Sheepshead Scorer.
#
#   installer/build-linux.sh                 bundle + dist/sheepshead-scorer-<version>-linux-<arch>.tar.gz
#   installer/build-linux.sh --no-archive    bundle only (dist/sheepshead-scorer/), as CI does
#
# Needs the project's .venv (scripts/bootstrap makes it); installs PyInstaller into it when
# missing (installer/requirements.txt). Output goes to dist/ and build/ (both git-ignored).
# The bundle folder holds the two programs, _internal/, install.sh, uninstall.sh and share/
# (menu entry, AppStream metadata, icons): a director unpacks it and runs ./install.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

ARCHIVE=1
for arg in "$@"; do
    case "$arg" in
        --no-archive) ARCHIVE=0 ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-linux.sh: unknown option '$arg'; use --no-archive or --help" >&2; exit 2 ;;
    esac
done

PY=.venv/bin/python
APP=sheepshead-scorer
if [ ! -x "$PY" ]; then
    echo "build-linux.sh: no .venv here; run scripts/bootstrap first" >&2
    exit 1
fi
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "build-linux.sh: installing PyInstaller into .venv (installer/requirements.txt)"
    "$PY" -m pip install -q -r installer/requirements.txt
fi
VERSION=$("$PY" -c "import sheepshead_scorer; print(sheepshead_scorer.__version__)")

start=$(date +%s)
"$PY" -m PyInstaller installer/sheepshead-scorer.spec --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller
BUNDLE=dist/$APP

# The desktop integration files (menu entry, metadata, icons) and install.sh / uninstall.sh.
installer/linux/stage-share.sh "$BUNDLE"
echo "built $BUNDLE ($(du -sh "$BUNDLE" | cut -f1)) in $(( $(date +%s) - start )) s"

if [ "$ARCHIVE" = 1 ]; then
    ARCHIVE_PATH=dist/$APP-$VERSION-linux-$(uname -m).tar.gz
    tar -C dist -czf "$ARCHIVE_PATH" "$APP"
    echo "packed $ARCHIVE_PATH ($(du -h "$ARCHIVE_PATH" | cut -f1))"
fi
