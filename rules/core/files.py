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

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.core.errors import Reason, TableroError

TMP_PREFIX = ".tmp-"
TMP_SUFFIX = ".json"


class FileProblem(TableroError):
    """A file in the user's folder that cannot be used; ``str(err)`` says why, in words
    (``corrupt or truncated (...)``, ``cannot read it (...)``, ``too large (...)``), and
    ``err.args[0]`` is that :class:`Reason` (translated by the client)."""


def os_reason(err: OSError) -> Reason | str:
    """Why the system refused, as a Reason for the common cases (no permission, a full or
    read-only disk, a loop of links...), else the system's own words."""
    name = errno.errorcode.get(err.errno or 0, "")
    if name == "EPERM":
        name = "EACCES"
    words = OS_REASONS.get(name)
    return Reason(f"os.{name}", words) if words else (err.strerror or type(err).__name__)


OS_REASONS = {
    "EACCES": "no permission",
    "ENOENT": "it is not there",
    "ELOOP": "a loop of links",
    "ENOSPC": "the disk is full",
    "EROFS": "the disk is read-only",
    "EISDIR": "it is a folder",
    "ENOTDIR": "a part of its path is not a folder",
    "ENAMETOOLONG": "the name is too long",
    "EEXIST": "it is there already",
    "EDQUOT": "the disk quota is used up",
}


def _no_constant(name: str):
    raise FileProblem(Reason("not_number", "corrupt ({name} is not a number)", name=name))


def _no_duplicates(pairs: list) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        key = ""
        for key, _ in pairs:
            if key in seen:
                break
            seen.add(key)
        raise FileProblem(Reason("key_twice", "corrupt (the key {name} appears twice)", name=repr(key[:40])))
    return out


def parse_json(raw: bytes) -> Any:
    """``raw`` as JSON (UTF-8, a byte-order mark allowed); FileProblem with the reason."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem(NOT_UTF8) from None
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except FileProblem:  # NaN, a duplicate key
        raise
    except json.JSONDecodeError as err:
        raise FileProblem(not_json(err)) from None
    except RecursionError:
        raise FileProblem(TOO_DEEP) from None
    except ValueError:  # an integer of thousands of digits
        raise FileProblem(Reason("huge_number", "corrupt (a number thousands of digits long)")) from None


NOT_UTF8 = Reason("not_utf8", "not UTF-8 text")
TOO_DEEP = Reason("too_deep", "corrupt (nested too deeply)")


def not_json(err: json.JSONDecodeError) -> Reason:
    return Reason(
        "not_json", "corrupt or truncated (not JSON: line {line}, column {column})", line=err.lineno, column=err.colno
    )


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` (a link is followed), at most ``max_bytes``;
    FileProblem for a missing file, a folder, a device or FIFO, a loop of links, no
    permission or a larger file."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(Reason("not_a_file", "not a file (a folder or a device)"))
        if info.st_size > max_bytes:
            raise FileProblem(too_large(info.st_size, max_bytes))
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as err:
        raise FileProblem(Reason("cannot_read", "cannot read it ({reason})", reason=os_reason(err))) from None
    if len(raw) > max_bytes:  # it grew while read
        raise FileProblem(Reason("too_large_now", "too large (more than {most:,} bytes)", most=max_bytes))
    return raw


def too_large(size: int, most: int) -> Reason:
    return Reason("too_large", "too large ({size:,} bytes; at most {most:,})", size=size, most=most)


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
            raise FileProblem(Reason("nested", "nested more than {most} levels deep", most=max_depth))
        if isinstance(item, str):
            if len(item) > max_string:
                raise FileProblem(
                    Reason(
                        "long_text", "holds a text of {n:,} characters (at most {most:,})", n=len(item), most=max_string
                    )
                )
        elif isinstance(item, (list, dict)):
            if len(item) > max_list:
                raise FileProblem(
                    Reason("long_list", "holds a list of {n:,} entries (at most {most:,})", n=len(item), most=max_list)
                )
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


def set_aside(path: Path) -> Path:
    """Move the file ``path`` beside itself as ``<name>.bad-<date>`` (``-2``, ``-3``... where
    that is taken), so that a file the app cannot use is kept for the player and not read
    again; returns where it went. OSError if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept, n = path.with_name(f"{path.name}.bad-{stamp}"), 1
    while os.path.lexists(kept):
        n += 1
        kept = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, kept)
    return kept


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
