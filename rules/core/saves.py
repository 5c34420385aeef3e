"""Saves as JSON, loaded by replay, written atomically.

A save holds the format version, the app version, the game id, the config,
the seats and the list of ``[seat, action]``, plus a SHA-256 checksum of the
rest so that a hand-edited (tampered) file is reported instead of trusted.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import logging
import os
import shutil
import time
import unicodedata
from pathlib import Path
from typing import Any

import rules
from rules.core import files
from rules.core.actions import decode, encode
from rules.core.errors import Reason, SaveError, TableroError, reason_of
from rules.core.game import Config
from rules.core.match import Match, Seat, name_problem

FORMAT = "tablero-save"
FORMAT_VERSION = 1


def _checksum(body: dict) -> str:
    canon = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canon.encode("ascii")).hexdigest()


def to_json(match: Match) -> dict:
    body = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": rules.__version__,
        "game": match.game.id,
        "config": match.config.to_json(),
        "seats": [s.to_json() for s in match.seats],
        "actions": [[s.seat, encode(s.action)] for s in match.steps],
    }
    if any(match.hints):  # only when a hint was asked: other saves stay as they were
        body["hints"] = list(match.hints)
    return {**body, "checksum": _checksum(body)}


def from_json(data: Any) -> Match:
    """Rebuild a match by replaying a save; raise SaveError on any mismatch."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE)
    if data.get("format_version") != FORMAT_VERSION:
        raise SaveError(
            Reason(
                "save_version",
                "save format version {version} is not supported (this app reads version {reads})",
                version=repr(data.get("format_version"))[:40],
                reads=FORMAT_VERSION,
            )
        )
    body = {k: v for k, v in data.items() if k != "checksum"}
    try:
        expected = _checksum(body)
    except (RecursionError, ValueError, TypeError):
        raise SaveError(
            Reason("save_unreadable", "the save file is damaged (it cannot be read back as a save)")
        ) from None
    if data.get("checksum") != expected:
        raise SaveError(Reason("checksum", "the save file was modified or damaged (checksum mismatch)"))
    try:
        config = Config.from_json(data.get("config"))
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list):
            raise SaveError(Reason("no_seats", "the save has no list of seats"))
        seats = [Seat.from_json(s) for s in raw_seats]
        match = Match.new(str(data.get("game")), config, seats)
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise SaveError(Reason("no_actions", "the save has no action list"))
        for n, entry in enumerate(actions, 1):
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
                raise SaveError(Reason("action_malformed", "action {n} is malformed", n=n))
            try:
                match.apply(entry[0], decode(entry[1]))
            except TableroError as err:
                raise SaveError(
                    Reason("action_replay", "action {n} does not replay: {reason}", n=n, reason=reason_of(err))
                ) from None
        hints = data.get("hints", [])
        if (
            not isinstance(hints, list)
            or (hints and len(hints) != len(seats))
            or any(type(h) is not int or h < 0 for h in hints)
        ):
            raise SaveError(
                Reason("bad_hints", "the hints asked must be {n} whole numbers, none below 0", n=len(seats))
            )
        match.hints = list(hints)
    except SaveError:
        raise
    except TableroError as err:
        raise SaveError(
            Reason("bad_game_data", "the game data is not valid: {reason}", reason=reason_of(err))
        ) from None
    return match


NOT_A_SAVE = Reason("not_a_save", "this is not a tablero save file")


def in_file(path: os.PathLike | str, err: BaseException) -> Reason:
    """``err``'s reason, after the name of the file it is about (cut short past 300
    characters: an action of the file quoted whole could be any length)."""
    reason = reason_of(err)
    if len(reason) > 300:
        reason = reason[:299] + "…"
    return Reason("in_file", "{name}: {reason}", name=display_name(path), reason=reason)


def dumps(match: Match) -> str:
    return json.dumps(to_json(match), indent=1, ensure_ascii=False)


def write(match: Match, path: os.PathLike | str) -> None:
    """Write atomically: a temp file in the same folder, fsync, then os.replace."""
    files.write_text_atomic(Path(path), dumps(match))


# What no save of ours comes near (the longest game seen has some 300 actions in 25 KB,
# its longest text is the 64-character checksum): a file beyond these is refused whole.
MAX_BYTES = 4 * 1024 * 1024
MAX_TEXT = 200
MAX_ENTRIES = 20_000
MAX_DEPTH = 12


def load_data(path: os.PathLike | str) -> Any:
    """The JSON of a save file, bounded (size, texts, lists, nesting); SaveError naming
    the file and what is wrong. Reads only; the file is never modified."""
    path = Path(path)
    try:
        data = files.read_json(path, MAX_BYTES)
        files.check_bounds(data, MAX_TEXT, MAX_ENTRIES, MAX_DEPTH)
    except files.FileProblem as err:
        raise SaveError(in_file(path, err)) from None
    return data


def read(path: os.PathLike | str) -> Match:
    """Load a save; never modifies the file; SaveError names what is wrong."""
    path = Path(path)
    data = load_data(path)
    try:
        return from_json(data)
    except SaveError as err:
        raise SaveError(in_file(path, err)) from None


def display_name(path: os.PathLike | str) -> str:
    """A file's name as it can be shown: bytes that are not UTF-8 and control characters
    become U+FFFD (a name on disk may hold any byte but NUL and /).

    >>> display_name(Path(b"caf\\xe9.json".decode("utf-8", "surrogateescape")))
    'caf\ufffd.json'
    """
    name = Path(path).name
    try:
        name = name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:  # a lone surrogate that no file system byte gives
        name = name.encode("utf-8", "replace").decode("utf-8")
    return "".join("\ufffd" if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") else c for c in name)


APP = "tablero"


def home() -> Path:
    """The user data folder (saves, the autosave): $TABLERO_HOME, else the platform's place.

    Linux ``~/.local/share/tablero``, Windows ``%LOCALAPPDATA%\\tablero``, macOS
    ``~/Library/Application Support/tablero`` (``platformdirs.user_data_path``).
    """
    env = os.environ.get("TABLERO_HOME")
    if env:
        return Path(env)
    import platformdirs

    return platformdirs.user_data_path(APP, appauthor=False)


def config_dir() -> Path:
    """Where settings.json lives: $TABLERO_HOME itself, else the platform's config folder."""
    env = os.environ.get("TABLERO_HOME")
    if env:
        return Path(env)
    import platformdirs

    return platformdirs.user_config_path(APP, appauthor=False)


def log_dir() -> Path:
    """Log files and crash reports: $TABLERO_HOME/logs, else the platform's log folder."""
    env = os.environ.get("TABLERO_HOME")
    if env:
        return Path(env) / "logs"
    import platformdirs

    return platformdirs.user_log_path(APP, appauthor=False)


def legacy_home() -> Path:
    """The data folder of versions before platformdirs (%APPDATA% or $XDG_DATA_HOME)."""
    if os.name == "nt":
        return Path(os.environ.get("APPDATA", Path.home())) / APP
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / APP


def migrate_legacy(old: Path | None = None, data: Path | None = None, config: Path | None = None) -> list[str]:
    """Move an old-location folder into today's folders, once; returns what moved.

    The old data folder moves as a whole to :func:`home` when that does not exist yet
    (or is empty); then a ``settings.json`` left in the data folder moves to
    :func:`config_dir` when no settings file is there. Nothing is overwritten, so a
    second call finds nothing to do. With $TABLERO_HOME set nothing moves.
    """
    if old is None and os.environ.get("TABLERO_HOME"):
        return []
    old = legacy_home() if old is None else Path(old)
    data = home() if data is None else Path(data)
    config = config_dir() if config is None else Path(config)
    moved: list[str] = []
    try:
        _migrate(old, data, config, moved)
    except OSError as err:  # a folder in the way, no permission: the app starts all the same
        logging.getLogger("tablero").warning("the old data folder %s was not moved: %s", old, err)
    return moved


def _migrate(old: Path, data: Path, config: Path, moved: list[str]) -> None:
    if old.is_dir() and old.resolve() != data.resolve():
        if data.is_dir() and not any(data.iterdir()):
            data.rmdir()
        if not data.exists():
            data.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(old), str(data))
            moved.append(f"{old} -> {data}")
    settings = data / "settings.json"
    if settings.is_file() and config.resolve() != data.resolve() and not (config / "settings.json").exists():
        config.mkdir(parents=True, exist_ok=True)
        shutil.move(str(settings), str(config / "settings.json"))
        moved.append(f"{settings} -> {config / 'settings.json'}")


def autosave_path() -> Path:
    return home() / "autosave.json"


def saves_dir() -> Path:
    return home() / "saves"


# Names Windows reserves for devices, whatever the extension: a save called "CON" or
# "com1" could not be opened there, so no platform accepts them (saves travel).
RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{dev}{n}" for dev in ("COM", "LPT") for n in "123456789\u00b9\u00b2\u00b3"}
)


def is_reserved(name: str) -> bool:
    """True for a device name a platform reserves (``CON``, ``nul``, ``COM1``, ``LPT9``...)."""
    return name.strip().split(".")[0].strip().upper() in RESERVED_NAMES


def named_path(name: str) -> Path:
    """The file a named save gets; SaveError for an empty or reserved name.

    >>> named_path("Mi partida: 1/2").name
    'Mi partida 12.json'
    """
    safe = "".join(c for c in name if c.isalnum() or c in " -_").strip()
    if not safe:
        raise SaveError(Reason("name_empty", "a save needs a name made of letters, digits, spaces, - or _"))
    if is_reserved(safe):
        raise SaveError(
            Reason("name_reserved", "{name} is a name the system reserves; choose another", name=repr(safe))
        )
    return saves_dir() / f"{safe}.json"


def save_named(match: Match, name: str, overwrite: bool = True) -> Path:
    """Write ``match`` as a named save; with ``overwrite=False`` an existing one raises."""
    path = named_path(name)
    if not overwrite and path.exists():
        raise FileExistsError(path)
    write(match, path)
    return path


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # a dangling link, a loop of links, no permission: listed, unreadable
        return 0.0


def list_saves() -> list[Path]:
    """Every ``*.json`` entry in :func:`saves_dir`, newest first: unreadable ones too (a
    dangling link, a folder, no permission: :func:`info` says why), never the temporary
    files of an interrupted write. Never raises."""
    return _list_json(saves_dir())


def list_all() -> list[Path]:
    """The named saves and the kept games together, newest first (the Load list); never raises."""
    return sorted(list_saves() + list_kept(), key=_mtime, reverse=True)


def _list_json(folder: Path) -> list[Path]:
    """The ``*.json`` entries of ``folder`` but temporary files, newest first; never raises."""
    try:
        entries = [Path(e.path) for e in os.scandir(folder) if e.name.endswith(".json")]
    except OSError:  # no folder yet, or not one we may read
        return []
    entries = [p for p in entries if not files.is_temporary(p)]
    return sorted(entries, key=_mtime, reverse=True)


def clean_temporary() -> list[Path]:
    """At start: remove the temporary files that writes killed half-way left in the user's
    folders (saves, the autosave's, the settings'); returns those removed."""
    removed: list[Path] = []
    for folder in dict.fromkeys((saves_dir(), home(), config_dir())):
        removed += files.clean_temporary(folder)
    return removed


def has_autosave() -> bool:
    """Whether there is an autosave to offer ("Continue"): any entry, even one that turns
    out unreadable (Continue then says why). Never raises."""
    try:
        return os.path.lexists(autosave_path())
    except OSError:
        return False


def info(path: os.PathLike | str) -> dict:
    """What a save list shows without replaying: {"game", "players", "names", "mtime"}.

    Reads the JSON only (bounded like :func:`read`; no checksum check, no replay);
    SaveError saying why if it cannot be read. Names are those a seat may have.
    """
    path = Path(path)
    data = load_data(path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Reason("in_file", "{name}: {reason}", name=display_name(path), reason=NOT_A_SAVE))
    seats = data["seats"] if isinstance(data.get("seats"), list) else []
    names = [s["name"] for s in seats if isinstance(s, dict) and name_problem(s.get("name")) is None]
    game = data.get("game")
    game = game if isinstance(game, str) and name_problem(game) is None else "?"
    return {"game": game, "players": len(seats), "names": names, "mtime": _mtime(path)}


def delete(path: os.PathLike | str) -> None:
    """Remove a named or kept save (only files in saves_dir() or kept_dir(); SaveError otherwise)."""
    path = Path(path)
    if path.parent.resolve() not in (saves_dir().resolve(), kept_dir().resolve()) or path.suffix != ".json":
        raise SaveError(Reason("not_named_save", "{name} is not a named save", name=display_name(path)))
    try:
        path.unlink()
    except OSError as err:
        raise SaveError(
            Reason(
                "cannot_delete", "cannot delete {name}: {reason}", name=display_name(path), reason=files.os_reason(err)
            )
        ) from None


# -- games kept automatically ---------------------------------------------------------
KEEP_LAST = 5  # kept games: the newest five stay, older ones go


def kept_dir() -> Path:
    """Where a game in progress goes when another game takes the autosave's place."""
    return home() / "kept"


def list_kept() -> list[Path]:
    """The kept games, newest first (by the time of their last move)."""
    return _list_json(kept_dir())


def continues(match: Match, data: Any) -> bool:
    """True when ``match`` is the game saved as ``data`` (a save's JSON), at the same move
    or further on: same game, config and seats, and its actions start with the saved ones."""
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return False
    mine = to_json(match)
    done = data["actions"]
    return all(data.get(k) == mine[k] for k in ("game", "config", "seats")) and mine["actions"][: len(done)] == done


def resume_kept(path: os.PathLike | str) -> None:
    """A kept game is taken up again: it becomes the game in progress (the autosave), so
    that it is neither listed twice nor lost if no move is made. OSError if it cannot move."""
    path = Path(path)
    if path.parent.resolve() != kept_dir().resolve():
        raise SaveError(f"{path.name} is not a kept game")
    os.replace(path, autosave_path())


def _saved_by_name(data: Any) -> bool:
    """Whether a named save holds exactly the game ``data`` (a save's JSON): same game,
    config, seats and actions. Unreadable saves are passed over; never raises."""
    if not isinstance(data, dict):
        return False
    for path in list_saves():
        try:
            other = load_data(path)
        except SaveError:
            continue
        if isinstance(other, dict) and all(other.get(k) == data.get(k) for k in ("game", "config", "seats", "actions")):
            return True
    return False


def keep_autosave(match: Match | None = None, keep: int = KEEP_LAST) -> Path | None:
    """Before ``match`` replaces the game in progress: move the autosave into kept_dir(),
    unless ``match`` continues it (Continue, or a save of the same game further on), so that
    no game in progress is ever overwritten unseen. The newest ``keep`` kept games stay.
    Returns the kept file, or None when nothing needed keeping.

    A file that cannot be read is kept as well (it is the player's); OSError if the move fails.
    """
    auto = autosave_path()
    if not os.path.lexists(auto):
        return None
    try:
        data = load_data(auto)
    except SaveError:
        data = None
    if match is not None and continues(match, data):
        return None
    if _saved_by_name(data):  # already in Load under the player's own name, at this very move
        return None
    game = data.get("game") if isinstance(data, dict) else None
    game = "".join(c for c in str(game or "game") if c.isalnum())[:20] or "game"
    stamp = datetime.datetime.fromtimestamp(_mtime(auto) or time.time()).strftime("%Y%m%d-%H%M%S")
    folder = kept_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path, n = folder / f"{stamp}-{game}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game}-{n}.json"
    os.replace(auto, path)
    for old in list_kept()[max(1, keep) :]:
        try:
            old.unlink()
        except OSError:
            pass
    return path
