# Helpers to run Windows programs under Wine, sourced by tools/build_windows.sh and .ci/run.
#
#   find_wine              sets WINE to Wine's 64-bit loader; false when Wine is missing
#   wine_prefix DIR [USER] a Wine prefix at DIR (made on first use) whose Windows user is
#                          USER (default: the Unix user): C:\users\USER, %APPDATA% under it
#   wine_run PROGRAM ARGS  runs PROGRAM (a Linux path) under Wine in that prefix, its
#                          output on stdout; its exit status
#   winpath PATH           the Windows form of a Linux path (Z:\...)

find_wine() {
  local candidate
  for candidate in "${WINE:-}" /usr/lib/wine/wine64 "$(command -v wine64 || true)" "$(command -v wine || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      WINE=$candidate
      export WINE
      return 0
    fi
  done
  return 1
}

wine_prefix() {
  WINEPREFIX=$(realpath -m "$1")
  export WINEPREFIX
  # Wine names the profile folder (C:\users\NAME) after $USER when it makes the prefix.
  WINE_USER=${2:-${USER:-$(id -un)}}
  export WINE_USER
  # Quiet, and no offer to download Mono or Gecko (tablero needs neither).
  export WINEDEBUG=${WINEDEBUG:--all} WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    mkdir -p "$WINEPREFIX"
    USER=$WINE_USER "$WINE" wineboot --init </dev/null >/dev/null 2>&1 || true
    USER=$WINE_USER "${WINESERVER:-$(dirname "$WINE")/wineserver}" -w 2>/dev/null || true
    [ -f "$WINEPREFIX/system.reg" ] || { echo "wine: could not make the prefix $WINEPREFIX" >&2; return 1; }
  fi
}

# Its output (stdout and stderr together) always goes through a pipe: Wine hands a file
# to a Windows program as an invalid handle, and Python then cannot start ("init_sys_streams").
wine_run() {
  USER=$WINE_USER "$WINE" "$@" 2>&1 | cat
  return "${PIPESTATUS[0]}"
}

winpath() {
  local path
  path=$(realpath -m "$1")
  printf 'Z:%s' "${path//\//\\}"
}
