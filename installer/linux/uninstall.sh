#!/usr/bin/env sh
# Remove Sheepshead Scorer installed by install.sh. Your data stays where it is.
#
#   ./uninstall.sh               what install.sh put under ~/.local
#   sudo ./uninstall.sh --system what install.sh --system put under /opt and /usr/local
#   ./uninstall.sh --prefix DIR  what install.sh --prefix DIR put there
#
# Your tournaments (~/.local/share/sheepshead-scorer/) and settings
# (~/.config/Sheepshead Scorer/) are kept; delete those folders yourself to remove them too.
set -eu

APP=sheepshead-scorer
APP_ID=io.github.sheepshead_scorer.SheepsheadScorer

PREFIX="${HOME:-}/.local"
PROGRAM_DIR=""
while [ $# -gt 0 ]; do
    case "$1" in
        --system) PREFIX=/usr/local; PROGRAM_DIR=/opt/$APP ;;
        --prefix)
            [ $# -ge 2 ] || { echo "uninstall.sh: --prefix needs a folder" >&2; exit 2; }
            PREFIX=$2; shift ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "uninstall.sh: unknown option '$1'; use --system, --prefix DIR or --help" >&2; exit 2 ;;
    esac
    shift
done
[ -n "$PREFIX" ] || { echo "uninstall.sh: HOME is not set; use --prefix DIR" >&2; exit 2; }
[ -n "$PROGRAM_DIR" ] || PROGRAM_DIR=$PREFIX/lib/$APP
SHARE=$PREFIX/share

if [ ! -e "$PROGRAM_DIR/$APP" ]; then
    echo "uninstall.sh: Sheepshead Scorer is not installed in $PROGRAM_DIR (nothing removed)" >&2
    exit 1
fi

rm -rf "$PROGRAM_DIR"
rm -f "$PREFIX/bin/$APP" "$PREFIX/bin/$APP-cli"
rm -f "$SHARE/applications/$APP_ID.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml"
rm -f "$SHARE"/icons/hicolor/*/apps/"$APP".png "$SHARE/icons/hicolor/scalable/apps/$APP.svg"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
fi

echo "Sheepshead Scorer is removed from $PROGRAM_DIR. Your data is kept."
