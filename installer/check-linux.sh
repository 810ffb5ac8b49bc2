#!/usr/bin/env bash
# CI check of the Linux installer: validate the menu entry and AppStream metadata, build the
# bundle, start it offscreen (--smoke), install it with install.sh into a scratch prefix, start
# the installed copy, uninstall it. Prints the bundle size and the cold start time to the main
# window; exits non-zero, with the reason on the last line, on any failure.
#
#   installer/check-linux.sh
#
# Needs the project's .venv (scripts/bootstrap). Installs PyInstaller into .venv and, when run
# as root, the validators (Debian: desktop-file-utils, appstream) when they are missing.
# About a minute on 2 cores, most of it the PyInstaller build.
set -euo pipefail
cd "$(dirname "$0")/.."

APP=sheepshead-scorer
APP_ID=io.github.sheepshead_scorer.SheepsheadScorer
PY=.venv/bin/python
STARTS=3  # how many starts of the bundle are timed

fail() { echo "check-linux: FAILED: $*" >&2; exit 1; }
step() { echo "== $*"; }
now_ms() { date +%s%3N; }

[ -x "$PY" ] || fail "no .venv in $(pwd); run scripts/bootstrap first"
WORK=$(mktemp -d -t sheepshead-check-XXXXXX)
trap 'rm -rf "$WORK"' EXIT

step "tools"
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "installing PyInstaller into .venv (installer/requirements.txt)"
    "$PY" -m pip install -q -r installer/requirements.txt || fail "pip could not install PyInstaller"
fi
if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
    [ "$(id -u)" = 0 ] || fail "desktop-file-validate or appstreamcli missing; as root run: apt-get install desktop-file-utils appstream"
    echo "installing the validators (apt-get: desktop-file-utils appstream)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends desktop-file-utils appstream >/dev/null 2>&1 \
        || { apt-get update -qq && apt-get install -y -qq --no-install-recommends desktop-file-utils appstream >/dev/null; } \
        || fail "apt-get could not install desktop-file-utils and appstream"
fi
echo "PyInstaller $("$PY" -m PyInstaller --version), $(appstreamcli --version | head -1)"

step "validating the menu entry and the AppStream metadata"
desktop-file-validate "installer/linux/$APP_ID.desktop" || fail "desktop-file-validate rejected installer/linux/$APP_ID.desktop"
appstreamcli validate --no-net "installer/linux/$APP_ID.metainfo.xml" || fail "appstreamcli rejected installer/linux/$APP_ID.metainfo.xml"

step "building the bundle"
if ! installer/build-linux.sh --no-archive >"$WORK/build.log" 2>&1; then
    tail -n 40 "$WORK/build.log" >&2
    fail "the PyInstaller build failed (the end of its log is above)"
fi
grep "^built " "$WORK/build.log"
BUNDLE=dist/$APP
[ -x "$BUNDLE/$APP" ] || fail "$BUNDLE/$APP was not built"

# Start the program once with --smoke; prints the time from launch to the main window on screen.
export QT_QPA_PLATFORM=offscreen
timed_smoke() {
    local program=$1 report=$2 launched shown status=0
    launched=$(now_ms)
    HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share" \
        XDG_CACHE_HOME="$WORK/cache" \
        "$program" --smoke --report "$report" --timeout 120 >/dev/null 2>"$report.err" || status=$?
    if [ "$status" != 0 ]; then
        cat "$report" "$report.err" >&2
        fail "$program --smoke exited with status $status"
    fi
    grep -q "^smoke: OK" "$report" || { cat "$report" >&2; fail "$program --smoke did not report OK"; }
    shown=$(sed -n 's/.*window_shown_unix_ms=\([0-9]*\).*/\1/p' "$report")
    [ -n "$shown" ] || fail "$program --smoke did not say when the window was shown"
    echo $(( shown - launched ))
}

step "starting the bundle offscreen ($STARTS times)"
mkdir -p "$WORK/home"
times=()
for i in $(seq 1 "$STARTS"); do
    times+=("$(timed_smoke "$BUNDLE/$APP" "$WORK/smoke-$i.txt")")
done
sed 's/^/  /' "$WORK/smoke-1.txt"
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(echo "$sorted" | sed -n "$(( (STARTS + 1) / 2 ))p")
[ -z "$(ls -A "$WORK/home")" ] || fail "--smoke wrote into the user's folders: $(find "$WORK/home" | head -5)"

step "installing with install.sh, starting the installed copy, uninstalling"
PREFIX=$WORK/prefix
HOME="$WORK/home" sh "$BUNDLE/install.sh" --prefix "$PREFIX" >/dev/null || fail "install.sh --prefix $PREFIX failed"
desktop-file-validate "$PREFIX/share/applications/$APP_ID.desktop" || fail "the installed menu entry does not validate"
[ -f "$PREFIX/share/icons/hicolor/48x48/apps/$APP.png" ] || fail "install.sh did not install the 48x48 icon"
[ -f "$PREFIX/share/icons/hicolor/scalable/apps/$APP.svg" ] || fail "install.sh did not install the SVG icon"
timed_smoke "$PREFIX/bin/$APP" "$WORK/installed.txt" >/dev/null
HOME="$WORK/home" sh "$BUNDLE/uninstall.sh" --prefix "$PREFIX" >/dev/null || fail "uninstall.sh --prefix $PREFIX failed"
left=$(find "$PREFIX" -type f -o -type l | grep -v -e icon-theme.cache -e mimeinfo.cache || true)
[ -z "$left" ] || fail "uninstall.sh left files behind: $left"

size_mb=$(( $(du -sb "$BUNDLE" | cut -f1) / 1000000 ))
files=$(find "$BUNDLE" -type f | wc -l)
echo
echo "bundle size: ${size_mb} MB in ${files} files ($BUNDLE)"
echo "cold start to main window: ${times[0]} ms first start after the build, median of $STARTS: ${median} ms (all: ${times[*]} ms; offscreen)"
echo "check-linux: OK"
