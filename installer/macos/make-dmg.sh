#!/usr/bin/env bash
# Pack "dist/Sheepshead Scorer.app" into dist/sheepshead-scorer-<version>-macos-<arch>.dmg:
# a disk image showing the app next to a link to /Applications (drag one onto the other).
#
#   installer/macos/make-dmg.sh        (build-macos.sh calls it after signing the app)
#
# CODESIGN_IDENTITY set: the image is signed too. NOTARY_PROFILE set as well: the image is sent
# to Apple's notary service, and the ticket stapled to it once accepted.
set -euo pipefail
cd "$(dirname "$0")/../.."

APP="dist/Sheepshead Scorer.app"
[ -d "$APP" ] || { echo "make-dmg.sh: $APP is missing; run installer/macos/build-macos.sh" >&2; exit 1; }
VERSION=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist")
DMG="dist/sheepshead-scorer-$VERSION-macos-$(uname -m).dmg"
STAGE=build/dmg

rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
ditto "$APP" "$STAGE/Sheepshead Scorer.app"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Sheepshead Scorer $VERSION" -srcfolder "$STAGE" -fs HFS+ \
    -format UDZO -imagekey zlib-level=9 -ov "$DMG"
rm -rf "$STAGE"

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
    if [ -n "${NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" --wait
        xcrun stapler staple "$DMG"
    fi
fi
echo "disk image: $DMG ($(du -h "$DMG" | cut -f1))"
