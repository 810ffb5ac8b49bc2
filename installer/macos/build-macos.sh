#!/usr/bin/env bash
# Build "Sheepshead Scorer.app" and its disk image on a Mac (macOS 12 or newer, the Mac's own
# architecture: build on Apple silicon for arm64, on an Intel Mac for x86_64).
#
#   installer/macos/build-macos.sh
#
# Needs Python 3.11+ (python.org installer or Homebrew; set PYTHON=/path/to/python3 to choose)
# and the Xcode command line tools (xcode-select --install) for codesign and hdiutil.
# Makes .venv if missing, installs the app and PyInstaller into it, builds
# "dist/Sheepshead Scorer.app", starts it with --smoke, signs it, then runs make-dmg.sh.
#
# Signing: with CODESIGN_IDENTITY="Developer ID Application: Name (TEAMID)" the app is signed
# for distribution (hardened runtime, installer/macos/entitlements.plist); without it, ad hoc
# (runs on this Mac; other Macs need right-click > Open the first time).
# Notarization: also set NOTARY_PROFILE to a profile stored with
#   xcrun notarytool store-credentials NAME --apple-id ... --team-id ... --password ...
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON=${PYTHON:-python3}
APP="dist/Sheepshead Scorer.app"
IDENTITY=${CODESIGN_IDENTITY:--}

[ "$(uname -s)" = Darwin ] || { echo "build-macos.sh: run me on macOS" >&2; exit 1; }
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -c 'import sys; assert sys.version_info >= (3, 11), sys.version' \
        || { echo "build-macos.sh: $PYTHON is older than 3.11; set PYTHON=" >&2; exit 1; }
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q -e . -r installer/requirements.txt

.venv/bin/python -m PyInstaller installer/sheepshead-scorer.spec --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller
[ -d "$APP" ] || { echo "build-macos.sh: PyInstaller made no $APP" >&2; exit 1; }

echo "smoke test of the app bundle"
"$APP/Contents/MacOS/sheepshead-scorer-cli" --smoke

echo "signing with identity '$IDENTITY'"
if [ "$IDENTITY" = "-" ]; then
    codesign --force --deep --sign - "$APP"
else
    codesign --force --deep --timestamp --options runtime \
        --entitlements installer/macos/entitlements.plist --sign "$IDENTITY" "$APP"
fi
codesign --verify --deep --strict "$APP"
echo "bundle: $APP ($(du -sh "$APP" | cut -f1))"

installer/macos/make-dmg.sh
