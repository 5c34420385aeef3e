"""Files in the user's folder, read and written so that no file there can stop the app.

Everything the app keeps in the user's folder (settings, saves, the autosave) goes
through these: :func:`read_json` reads at most a bounded number of bytes from a regular
file only (never a FIFO or a folder), allows a UTF-8 byte-order mark, and refuses what no
file of ours holds (NaN, duplicate keys, deep nesting); :func:`check_bounds` bounds every
string, list and nesting level in what was read; :func:`write_text_atomic` writes through
a temporary file, fsync and ``os.replace``; :func:`clean_temporary` removes the temporary
files that a write killed half-way left behind.

>>> import tempfile, pathlib
>>> p = pathlib.Path(tempfile.mkdtemp()) / "x.json"
>>> write_text_atomic(p, '\\ufeff{"a": [1, 2]}')
>>> read_json(p, 100)
{'a': [1, 2]}
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.core.errors import TableroError

TMP_PREFIX = ".tmp-"
TMP_SUFFIX = ".json"


class FileProblem(TableroError):
    """A file in the user's folder that cannot be used; ``str(err)`` says why, in words
    (``corrupt or truncated (...)``, ``cannot read it (...)``, ``too large (...)``)."""


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number")


def _no_duplicates(pairs: list) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        key = ""
        for key, _ in pairs:
            if key in seen:
                break
            seen.add(key)
        raise ValueError(f"the key {key[:40]!r} appears twice")
    return out


def parse_json(raw: bytes) -> Any:
    """``raw`` as JSON (UTF-8, a byte-order mark allowed); FileProblem with the reason."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem("not UTF-8 text") from None
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as err:
        raise FileProblem(f"corrupt or truncated (not JSON: line {err.lineno}, column {err.colno})") from None
    except RecursionError:
        raise FileProblem("corrupt (nested too deeply)") from None
    except ValueError as err:  # NaN, a duplicate key, an integer of thousands of digits
        raise FileProblem(f"corrupt ({str(err)[:120]})") from None


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` (a link is followed), at most ``max_bytes``;
    FileProblem for a missing file, a folder, a device or FIFO, a loop of links, no
    permission or a larger file."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("not a file (a folder or a device)")
        if info.st_size > max_bytes:
            raise FileProblem(f"too large ({info.st_size:,} bytes; at most {max_bytes:,})")
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as err:
        raise FileProblem(f"cannot read it ({err.strerror or type(err).__name__})") from None
    if len(raw) > max_bytes:
        raise FileProblem(f"too large (more than {max_bytes:,} bytes)")
    return raw


def read_json(path: Path, max_bytes: int) -> Any:
    """:func:`read_bytes` then :func:`parse_json`."""
    return parse_json(read_bytes(path, max_bytes))


def check_bounds(data: Any, max_string: int, max_list: int, max_depth: int) -> None:
    """FileProblem unless every string (keys included) has at most ``max_string``
    characters, every list and object at most ``max_list`` entries, and nothing is nested
    deeper than ``max_depth``. Iterative: no input makes it recurse."""
    todo = [(data, 0)]
    while todo:
        item, depth = todo.pop()
        if depth > max_depth:
            raise FileProblem(f"nested more than {max_depth} levels deep")
        if isinstance(item, str):
            if len(item) > max_string:
                raise FileProblem(f"holds a text of {len(item):,} characters (at most {max_string})")
        elif isinstance(item, (list, dict)):
            if len(item) > max_list:
                raise FileProblem(f"holds a list of {len(item):,} entries (at most {max_list:,})")
            if isinstance(item, dict):
                todo.extend((k, depth + 1) for k in item)
                todo.extend((v, depth + 1) for v in item.values())
            else:
                todo.extend((v, depth + 1) for v in item)


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, as :func:`write_bytes_atomic`."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file in the same folder,
    fsync, then ``os.replace``. A write that fails or is interrupted leaves the previous
    file as it was (and at most a temporary file that :func:`clean_temporary` removes)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def is_temporary(path: Path) -> bool:
    """A temporary file of :func:`write_text_atomic` (never a save)."""
    return path.name.startswith(TMP_PREFIX) and path.name.endswith(TMP_SUFFIX)


def clean_temporary(folder: Path, older_than: float = 60.0) -> list[Path]:
    """Remove the temporary files a killed write left in ``folder`` (only those last
    touched more than ``older_than`` seconds ago: another running copy of the app may be
    writing one now); returns those removed. Never raises."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        path = Path(entry.path)
        if not is_temporary(path):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(path)
                removed.append(path)
        except OSError:
            continue
    return removed
