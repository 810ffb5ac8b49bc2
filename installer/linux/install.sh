#!/usr/bin/env sh
# Install Sheepshead Scorer from the unpacked Linux bundle (the folder this script is in).
#
#   ./install.sh            for you only: ~/.local/lib/sheepshead-scorer, ~/.local/bin,
#                           ~/.local/share/applications, ~/.local/share/icons
#   sudo ./install.sh --system
#                           for every user: /opt/sheepshead-scorer, /usr/local/bin,
#                           /usr/local/share/applications, /usr/local/share/icons
#   ./install.sh --prefix DIR   the program in DIR/lib/sheepshead-scorer, the menu entry under
#                           DIR/share (what --system and the default do, with another DIR)
#
# Installing again replaces the program and keeps your data. Remove it with uninstall.sh.
set -eu

APP=sheepshead-scorer
APP_ID=io.github.sheepshead_scorer.SheepsheadScorer
HERE=$(cd "$(dirname "$0")" && pwd)

usage() {
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
}

PREFIX="${HOME:-}/.local"
PROGRAM_DIR=""
while [ $# -gt 0 ]; do
    case "$1" in
        --system) PREFIX=/usr/local; PROGRAM_DIR=/opt/$APP ;;
        --prefix)
            [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder, e.g. --prefix /opt/games" >&2; exit 2; }
            PREFIX=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown option '$1'; use --system, --prefix DIR or --help" >&2; exit 2 ;;
    esac
    shift
done
[ -n "$PREFIX" ] || { echo "install.sh: HOME is not set; use --prefix DIR" >&2; exit 2; }
[ -n "$PROGRAM_DIR" ] || PROGRAM_DIR=$PREFIX/lib/$APP

if [ ! -x "$HERE/$APP" ] || [ ! -d "$HERE/_internal" ]; then
    echo "install.sh: run me from the unpacked bundle: $HERE/$APP and $HERE/_internal are missing" >&2
    exit 1
fi

BIN_DIR=$PREFIX/bin
SHARE=$PREFIX/share
mkdir -p "$PROGRAM_DIR" "$BIN_DIR" "$SHARE/applications" "$SHARE/metainfo"

# The program: replace any older copy as a whole, so no stale library is left behind.
if [ "$HERE" != "$PROGRAM_DIR" ]; then
    rm -rf "$PROGRAM_DIR.new"
    cp -a "$HERE" "$PROGRAM_DIR.new"
    rm -rf "$PROGRAM_DIR"
    mv "$PROGRAM_DIR.new" "$PROGRAM_DIR"
fi
ln -sf "$PROGRAM_DIR/$APP" "$BIN_DIR/$APP"
ln -sf "$PROGRAM_DIR/$APP-cli" "$BIN_DIR/$APP-cli"

# The menu entry (with the program's full path: ~/.local/bin is not always on a desktop's PATH),
# the AppStream metadata and the icons.
sed -e "s|^Exec=.*|Exec=$PROGRAM_DIR/$APP|" -e "s|^TryExec=.*|TryExec=$PROGRAM_DIR/$APP|" \
    "$HERE/share/applications/$APP_ID.desktop" > "$SHARE/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
for icon in "$HERE"/share/icons/hicolor/*/apps/"$APP".*; do
    size_dir=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$SHARE/icons/hicolor/$size_dir/apps"
    cp "$icon" "$SHARE/icons/hicolor/$size_dir/apps/"
done

# Tell the desktop (all optional: a missing tool only delays the menu entry to the next login).
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
fi

echo "Sheepshead Scorer is installed in $PROGRAM_DIR"
echo "Start it from your applications menu, or run: $BIN_DIR/$APP"
case ":${PATH:-}:" in
    *":$BIN_DIR:"*) ;;
    *) echo "(add $BIN_DIR to your PATH to start it by typing $APP)" ;;
esac
