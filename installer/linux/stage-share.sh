#!/usr/bin/env sh
# Put the desktop integration into a built bundle folder, laid out as under /usr/share:
# install.sh, uninstall.sh, share/applications (menu entry), share/metainfo (AppStream),
# share/icons/hicolor/<N>x<N>/apps and scalable/apps (the app icon).
#
#   installer/linux/stage-share.sh dist/sheepshead-scorer     (build-linux.sh calls it)
set -eu
if [ $# -ne 1 ] || [ ! -d "$1" ]; then
    echo "stage-share.sh: give the bundle folder, e.g. dist/sheepshead-scorer" >&2
    exit 2
fi
BUNDLE=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
APP=sheepshead-scorer
APP_ID=io.github.sheepshead_scorer.SheepsheadScorer

install -m 755 "$ROOT/installer/linux/install.sh" "$ROOT/installer/linux/uninstall.sh" "$BUNDLE/"
install -D -m 644 "$ROOT/installer/linux/$APP_ID.desktop" "$BUNDLE/share/applications/$APP_ID.desktop"
install -D -m 644 "$ROOT/installer/linux/$APP_ID.metainfo.xml" "$BUNDLE/share/metainfo/$APP_ID.metainfo.xml"
for png in "$ROOT/resources/icons/$APP"-*.png; do
    size=${png##*-}
    size=${size%.png}
    install -D -m 644 "$png" "$BUNDLE/share/icons/hicolor/${size}x${size}/apps/$APP.png"
done
install -D -m 644 "$ROOT/resources/icons/$APP.svg" "$BUNDLE/share/icons/hicolor/scalable/apps/$APP.svg"
