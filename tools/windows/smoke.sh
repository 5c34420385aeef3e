#!/usr/bin/env bash
# Smoke-tests the Windows build under Wine as a Windows player's first start would meet it.
#
#     bash tools/windows/smoke.sh [APP_FOLDER]      (default dist/windows/tablero)
#
# In a Wine prefix whose Windows user is "José María Núñez" (accents and a space in every
# path under C:\users): tablero.exe answers --version with the package's version, passes
# --selftest with no network, prints a first frame on a virtual screen (Xvfb), plays a game
# (--autoplay) whose record lands in %LOCALAPPDATA%\tablero and reads it back (--history),
# writes a crash report and its log under %LOCALAPPDATA%\tablero\Logs (--crash-test), and
# writes nothing next to the executable. The executable carries its icon and a version
# resource naming the product and its version. Any failure stops it with a message.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
APP=$(realpath -m "${1:-dist/windows/tablero}")
EXE=$APP/tablero.exe
CACHE=${TABLERO_WIN_CACHE:-$ROOT/build/windows}
PLAYER="José María Núñez"

die() { echo "windows smoke: $*" >&2; exit 1; }
say() { echo "windows smoke: $*"; }

[ -f "$EXE" ] || die "no $EXE: build it first (bash tools/build_windows.sh)"
# shellcheck source=tools/windows/wine.sh
source "$ROOT/tools/windows/wine.sh"
find_wine || die "Wine is missing: bash tools/build_windows.sh installs it"
if ! command -v xvfb-run >/dev/null; then
  [ "$(id -u)" = 0 ] || die "xvfb-run is missing: install Debian's xvfb (sudo apt-get install xvfb)"
  say "installing Xvfb (apt-get install xvfb xauth)"
  apt-get update -q >/dev/null || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends xvfb xauth >/dev/null \
    || die "apt-get install xvfb failed"
fi
# The Unix side's settings would reach the Windows process (Wine passes the environment):
# the player's folders must come from Windows, the video driver from the screen.
unset TABLERO_HOME SDL_VIDEODRIVER SDL_AUDIODRIVER
wine_prefix "$CACHE/wineprefix-player" "$PLAYER" || die "could not make the Wine prefix"
USERDIR="$WINEPREFIX/drive_c/users/$PLAYER"
[ -d "$USERDIR" ] || die "the prefix has no C:\\users\\$PLAYER"
rm -rf "$USERDIR/AppData/Local/tablero" "$USERDIR/AppData/Roaming/tablero"

# (wine_run passes the output through a pipe: a file would be an invalid handle to it)
exe() { wine_run "$EXE" "$@" </dev/null | tr -d '\r'; }
offline() { if unshare -n true 2>/dev/null; then unshare -n "$@"; else "$@"; fi; }
export -f exe wine_run
export EXE WINE WINE_USER WINEPREFIX

before=$(find "$APP" -printf '%P %s %T@\n' | sort)

version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' rules/__init__.py)
got=$(exe --version)
[ "$got" = "tablero $version" ] || die "--version printed '$got', not 'tablero $version'"
say "--version: $got"

start=$(date +%s)
offline bash -c 'exe --selftest' | tee "$CACHE/selftest.txt" | tail -1
grep -q '^selftest ok: ' "$CACHE/selftest.txt" || die "--selftest failed (above)"
say "--selftest with no network: $(($(date +%s) - start)) s"

frame=$(xvfb-run -a -s "-screen 0 1280x800x24" env USER="$WINE_USER" "$WINE" "$EXE" --first-frame-exit </dev/null 2>&1 \
  | tr -d '\r' | grep '^first frame ' || true)
[ -n "$frame" ] || die "--first-frame-exit printed no first frame on the virtual screen"
say "--first-frame-exit on Xvfb: $frame"

exe --autoplay imperio --players 3 --seed 1 --headless --speed 100 | tail -1
HISTORY="$USERDIR/AppData/Local/tablero/history.jsonl"
[ -s "$HISTORY" ] || die "the game played left no record at %LOCALAPPDATA%\\tablero\\history.jsonl"
exe --history | grep -q '^1\. .* imperio ' || die "--history does not list the game just played"
say "a game played is recorded in C:\\users\\$PLAYER\\AppData\\Local\\tablero and read back"

set +e
exe --crash-test --headless >/dev/null
rc=${PIPESTATUS[0]}
set -e
[ "$rc" = 1 ] || die "--crash-test exited $rc, not 1"
LOGS="$USERDIR/AppData/Local/tablero/Logs"
report=$(find "$LOGS" -name 'crash-*.txt' 2>/dev/null | head -1)
[ -n "$report" ] && grep -q "a crash on purpose" "$report" || die "no crash report in $LOGS"
grep -q "crash: RuntimeError" "$LOGS/tablero.log" || die "the crash is not in $LOGS\\tablero.log"
say "a crash's report and the log are in C:\\users\\$PLAYER\\AppData\\Local\\tablero\\Logs"

after=$(find "$APP" -printf '%P %s %T@\n' | sort)
[ "$before" = "$after" ] || die "the app wrote next to its executable: $(diff <(echo "$before") <(echo "$after") | head -5)"
say "nothing written next to tablero.exe"

# the executable's resources, read with pefile (a PyInstaller dependency) by the build's Python
resources=$(wine_run "$CACHE/python/python.exe" - "$(winpath "$EXE")" 2>&1 <<'EOF' | tr -d '\r'
import sys
import pefile

pe = pefile.PE(sys.argv[1])
strings = {}
for info in getattr(pe, "FileInfo", [[]])[0]:
    for table in getattr(info, "StringTable", []):
        strings.update({k.decode(): v.decode() for k, v in table.entries.items()})
icons = [e for e in pe.DIRECTORY_ENTRY_RESOURCE.entries if e.id == pefile.RESOURCE_TYPE["RT_GROUP_ICON"]]
sub = pe.OPTIONAL_HEADER.Subsystem == pefile.SUBSYSTEM_TYPE["IMAGE_SUBSYSTEM_WINDOWS_GUI"]
print(strings.get("ProductName"), strings.get("ProductVersion"), "icon" if icons else "no-icon", "gui" if sub else "console")
EOF
)
[ "$resources" = "tablero $version icon gui" ] \
  || die "tablero.exe's resources: '$resources' (wanted product, version, an icon, the GUI subsystem)"
say "tablero.exe: product tablero, version $version, its icon, no console window (GUI subsystem)"
say "passed"
