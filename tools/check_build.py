"""Check a packaged tablero as its player would start it: ``--version`` and ``--selftest``.

    python tools/check_build.py PATH_TO_EXECUTABLE

Used by the release workflow (.github/workflows/release.yml) on Windows, macOS and Linux.
The app is started with its output captured through pipes, so a windowed Windows build
(no console of its own) prints to them as well. Exit 0 when the version is the package's
and the selftest passes; otherwise the reason and exit 1.
"""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def package_version() -> str:
    """``rules.__version__`` as written in rules/__init__.py (the app's own version)."""
    text = (ROOT / "rules" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE).group(1)


def run(exe: str, *args: str, timeout: int) -> str:
    done = subprocess.run(
        [exe, *args], capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=timeout
    )
    out = (done.stdout + done.stderr).replace("\r", "")
    if done.returncode != 0:
        sys.exit(f"{exe} {' '.join(args)} exited {done.returncode}:\n{out}")
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.exit(__doc__)
    exe = argv[0]
    want = f"tablero {package_version()}"
    got = run(exe, "--version", timeout=120).strip()
    if got != want:
        sys.exit(f"--version printed {got!r}, not {want!r}")
    print(f"--version: {got}")
    out = run(exe, "--selftest", timeout=1800)
    ok = [line for line in out.splitlines() if line.startswith("selftest ok: ")]
    if not ok:
        sys.exit(f"--selftest did not pass:\n{out}")
    print(ok[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
