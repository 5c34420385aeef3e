"""The history of finished games: one JSON line per game in ``history.jsonl``.

A record holds the date, the game, its options, each seat (name and kind: human or an
AI level), the scores with their breakdown, the winners, each seat's score at the end of
each round (``rounds``, one row a round; format version 1 held each round's start),
whether ``--autoplay`` played it, how many hints each seat asked for (``hints``, empty
when none), and ``save``: the game exactly as a save
holds it (:func:`rules.core.saves.to_json`, checksum included), so that a record is
replayed by the code that loads a save (:meth:`Record.match`).

Each line is the record's summary as JSON, a tab, then the save as JSON (JSON never holds
a raw tab): opening the history parses the summaries only, and checks each save part
against the SHA-256 its summary holds, so thousands of records open at once and a save
is parsed only when it is replayed.

The file is rewritten atomically for each new record (temp file, fsync, ``os.replace``).
Reading it is bounded (:data:`MAX_BYTES`) and validates every field: a line that is torn,
corrupt or foreign is moved into a ``history-bad-<stamp>.jsonl`` file beside it and named
in the problems :func:`load` returns (once: the next load finds it gone), the other
records stay. A file that is too large is set aside whole.

    >>> import rules; from rules.core import Config, Match, Seat
    >>> match = Match.new("imperio", Config(3, seed=1), [Seat("A", "random")] * 3)
    >>> record = record_of(match, date="2026-01-01T00:00:00+00:00")
    >>> record.game, record.players
    ('imperio', 3)
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from rules.core import files, saves
from rules.core.errors import Reason, TableroError, reason_of
from rules.core.game import Config
from rules.core.match import Match, Seat

FORMAT = "tablero-history"
FORMAT_VERSION = 2  # 2: ``rounds`` holds the scores at the end of each round (see score_track)
READ_VERSIONS = (1, 2)  # 1: ``rounds`` held the scores at the start of each round, and the end
MAX_BYTES = 256 * 1024 * 1024  # a history larger than this is set aside, not read
MAX_LINE = 8 * 1024 * 1024  # one record (a long game's actions) stays far below this


class HistoryError(TableroError):
    """A history record or file that cannot be used; the message says why."""


@dataclass(frozen=True)
class Record:
    """One finished game, validated (see :func:`from_json`)."""

    date: str
    game: str
    config: Config
    seats: tuple[Seat, ...]
    totals: tuple[int, ...]
    breakdowns: tuple[tuple[tuple[str, int], ...], ...]
    winners: tuple[int, ...]
    rounds: tuple[tuple[int, ...], ...] = ()
    autoplay: bool = False
    hints: tuple[int, ...] = ()  # hints each seat asked for (empty: none asked)
    version: int = FORMAT_VERSION  # the format version it was written in (what ``rounds`` means)
    save_json: bytes = field(default=b"{}", compare=False, repr=False)  # the save, as JSON text

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def save(self) -> Any:
        """The save part, parsed (what :func:`rules.core.saves.from_json` replays)."""
        return json.loads(self.save_json)

    def summary(self) -> dict:
        """Every field but the save (which the summary names by its SHA-256)."""
        return {
            "format": FORMAT,
            "format_version": self.version,
            "app_version": rules.__version__,
            "date": self.date,
            "game": self.game,
            "config": self.config.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "scores": [{"total": t, "breakdown": [list(p) for p in b]} for t, b in zip(self.totals, self.breakdowns)],
            "winners": list(self.winners),
            "rounds": [list(r) for r in self.rounds],
            "autoplay": self.autoplay,
            "hints": list(self.hints),
            "save_sha256": hashlib.sha256(self.save_json).hexdigest(),
        }

    def to_json(self) -> dict:
        return {**self.summary(), "save": self.save}

    def json_text(self, **extra: Any) -> str:
        """:meth:`to_json` (with ``extra`` keys first) as JSON text, the save spliced in as
        it is stored, without parsing it."""
        head = json.dumps({**extra, **self.summary()}, ensure_ascii=False)
        return f'{head[:-1]}, "save": {self.save_json.decode("utf-8")}}}'

    def line(self) -> bytes:
        """The record as a line of the history file."""
        head = json.dumps(self.summary(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        return head + b"\t" + self.save_json + b"\n"

    def match(self) -> Match:
        """The game replayed from its save part (SaveError if it does not replay, or if it is
        not the game the summary describes)."""
        match = saves.from_json(self.save)
        if match.game.id != self.game or match.config != self.config or tuple(match.seats) != self.seats:
            raise saves.SaveError(Reason("record_other_game", "the record's game data is not the game it describes"))
        return match


def score_track(match: Match, mark: Callable[[Any], Hashable | None]) -> list[list[int]]:
    """Each seat's score total at the end of each round, one row a round (the last row: at
    the end of the game, or now in a game under way).

    A round ends with the decision after which ``mark(state)`` (the game's round, e.g. its
    round counter) changes; the scores of that state are the round's row, what the table
    shows when the next round begins. A mark of None is no round (a setup before the first):
    its end is no row. Knows no game in particular: the caller passes the mark.

    Format version 1 of the history held the scores at the start of each round instead,
    the start of the game first (:func:`from_json` reads both; ``Record.version`` says
    which).
    """
    from rules.core.replay import Replay

    replay = Replay(match, mark)
    return [[s.total for s in replay.state_at(p).scores()] for p in replay.round_ends()]


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def record_of(
    match: Match, rounds: list[list[int]] | None = None, autoplay: bool = False, date: str | None = None
) -> Record:
    """The record of a (finished) match."""
    scores = match.state.scores()
    return Record(
        date or _now(),
        match.game.id,
        match.config,
        tuple(match.seats),
        tuple(s.total for s in scores),
        tuple(tuple(s.breakdown) for s in scores),
        tuple(match.state.winners()),
        tuple(tuple(r) for r in rounds or ()),
        autoplay,
        tuple(match.hints) if any(match.hints) else (),
        FORMAT_VERSION,
        json.dumps(saves.to_json(match), ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
    )


# -- validation -------------------------------------------------------------------------
def _int(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(Reason("field_number", "{field} must be a whole number", field=field))
    return value


def _list(value: Any, field: str, length: int | None = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        if length is None:
            raise HistoryError(Reason("field_list", "{field} must be a list", field=field))
        raise HistoryError(Reason("field_list_of", "{field} must be a list of {n}", field=field, n=length))
    return value


def _score(data: Any, n: int) -> tuple[int, tuple[tuple[str, int], ...]]:
    if data.__class__ is dict:  # the common case, checked in one pass (thousands of records)
        total, parts = data.get("total"), data.get("breakdown", [])
        if (
            total.__class__ is int
            and parts.__class__ is list
            and all(
                p.__class__ is list and len(p) == 2 and p[0].__class__ is str and p[1].__class__ is int for p in parts
            )
        ):
            return total, tuple((p[0], p[1]) for p in parts)
    field = f"scores[{n}]"
    if not isinstance(data, dict):
        raise HistoryError(Reason("field_object", "{field} must be an object", field=field))
    parts = []
    for i, part in enumerate(_list(data.get("breakdown", []), f"{field}.breakdown")):
        cat, value = _list(part, f"{field}.breakdown[{i}]", 2)
        if not isinstance(cat, str):
            raise HistoryError(Reason("field_text", "{field} must be text", field=f"{field}.breakdown[{i}][0]"))
        parts.append((cat, _int(value, f"{field}.breakdown[{i}][1]")))
    return _int(data.get("total"), f"{field}.total"), tuple(parts)


def from_json(data: Any, save_json: bytes | memoryview | None = None, keep_save: bool = True) -> Record:
    """A record from its JSON form, every field checked; HistoryError says what is wrong.

    ``data`` is :meth:`Record.to_json` (the save inside), or the summary alone with the
    save's JSON text in ``save_json``, which must match the summary's SHA-256 (and is
    left out of the record with ``keep_save=False``)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryError(Reason("not_a_record", "not a tablero history record"))
    version = data.get("format_version")
    if version.__class__ is not int or version not in READ_VERSIONS:
        raise HistoryError(
            Reason("history_version", "history format version {version} is not supported", version=repr(version)[:40])
        )
    date, game = data.get("date"), data.get("game")
    if not isinstance(date, str) or not isinstance(game, str) or not game:
        raise HistoryError(Reason("record_date_game", "a record needs a date and a game"))
    try:
        datetime.datetime.fromisoformat(date)
    except ValueError:
        raise HistoryError(Reason("bad_date", "bad date {date}", date=repr(date[:40]))) from None
    if save_json is None:
        save = data.get("save")
        if not isinstance(save, dict) or save.get("game") != game or save.get("config") != data.get("config"):
            raise HistoryError(Reason("record_save_missing", "the record's game data is missing or of another game"))
        save_json = json.dumps(save, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    elif data.get("save_sha256") != hashlib.sha256(save_json).hexdigest():
        raise HistoryError(Reason("record_sha", "the record's game data is damaged (SHA-256 mismatch)"))
    try:
        config = Config.from_json(data.get("config"))
        seats = tuple(Seat.from_json(s) for s in _list(data.get("seats"), "seats"))
    except HistoryError:
        raise
    except TableroError as err:
        raise HistoryError(
            Reason("bad_game_data", "the game data is not valid: {reason}", reason=reason_of(err))
        ) from None
    n = len(seats)
    if n != config.players or n < 1:
        raise HistoryError(Reason("seats_players", "{n} seats for {players} players", n=n, players=config.players))
    scores = [_score(s, i) for i, s in enumerate(_list(data.get("scores"), "scores", n))]
    winners = tuple(_int(w, f"winners[{i}]") for i, w in enumerate(_list(data.get("winners"), "winners")))
    if any(not 0 <= w < n for w in winners):
        raise HistoryError(Reason("winner_seat", "a winner is not a seat of the game"))
    raw = _list(data.get("rounds", []), "rounds")
    if any(r.__class__ is not list or len(r) != n for r in raw) or not {v.__class__ for r in raw for v in r} <= {int}:
        raise HistoryError(Reason("round_rows", "each round must be a list of {n} whole numbers", n=n))
    rounds = tuple(map(tuple, raw))
    autoplay = data.get("autoplay", False)
    if not isinstance(autoplay, bool):
        raise HistoryError(Reason("field_bool", "{field} must be true or false", field="autoplay"))
    hints = data.get("hints", [])
    if (
        hints.__class__ is not list
        or (hints and len(hints) != n)
        or any(h.__class__ is not int or h < 0 for h in hints)
    ):
        raise HistoryError(Reason("hints", "hints must be a list of {n} whole numbers, none below 0", n=n))
    return Record(
        date,
        game,
        config,
        seats,
        tuple(s[0] for s in scores),
        tuple(s[1] for s in scores),
        winners,
        rounds,
        autoplay,
        tuple(hints),
        version,
        bytes(save_json) if keep_save else b"",
    )


# -- the file ---------------------------------------------------------------------------
def path() -> Path:
    return saves.home() / "history.jsonl"


def append(record: Record, file: Path | None = None) -> bool:
    """Add a record at the end of the history, atomically; OSError if it cannot be written.

    A game already recorded (the same save, checksum and all: a finished game loaded
    again) is not added twice; returns whether the record was added. A file too large to
    read is set aside first, so the new record always lands in a history that can be read."""
    file = path() if file is None else Path(file)
    old = b""
    if file.is_file():
        if file.stat().st_size > MAX_BYTES:
            _set_aside(file, b"", whole=True)
        else:
            old = file.read_bytes()
    save = record.save
    checksum = save.get("checksum") if isinstance(save, dict) else None
    if isinstance(checksum, str) and f'"checksum":"{checksum}"'.encode() in old:
        return False
    if old and not old.endswith(b"\n"):
        old += b"\n"  # a torn last line stays a line of its own, set aside on the next load
    files.write_bytes_atomic(file, old + record.line())
    return True


def _aside_name(file: Path) -> Path:
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target, n = file.with_name(f"history-bad-{stamp}.jsonl"), 1
    while target.exists():
        n += 1
        target = file.with_name(f"history-bad-{stamp}-{n}.jsonl")
    return target


def _set_aside(file: Path, bad: bytes, whole: bool = False) -> Path:
    """Move ``file`` aside whole, or write its ``bad`` lines to a file beside it."""
    target = _aside_name(file)
    if whole:
        os.replace(file, target)
    else:
        files.write_bytes_atomic(target, bad)
    return target


def _lines(file: Path):
    """(line number, line without its b"\\n") of a file, read a line at a time; only b"\\n"
    ends a line (``splitlines`` would also split at a b"\\r" inside the data)."""
    with open(file, "rb") as fh:
        for n, line in enumerate(fh, 1):
            yield n, line[:-1] if line.endswith(b"\n") else line


def load(file: Path | None = None, keep_saves: bool = True) -> tuple[list[Record], list[str]]:
    """The records, oldest first, and the problems found (each a sentence for the user, a
    :class:`~rules.core.errors.Reason` that the client translates).

    Bad lines are moved into a file beside the history and the history keeps the good
    ones, so a problem is reported once and nothing is lost; never raises for the file's
    contents (an OSError reading or setting aside becomes a problem too). With
    ``keep_saves=False`` each save part is checked but not kept (``save_json`` is empty):
    the statistics screen needs the summaries only, and less memory."""
    file = path() if file is None else Path(file)
    records: list[Record] = []
    bad: set[int] = set()
    reasons: list[Reason] = []
    try:
        if not file.is_file():
            return [], []
        if file.stat().st_size > MAX_BYTES:
            aside = _set_aside(file, b"", whole=True)
            too_large = "{file} is too large to be a history; it was moved to {aside}"
            return [], [Reason("history_too_large", too_large, file=file.name, aside=aside.name)]
        for n, piece in _lines(file):
            if not piece.strip():
                continue
            try:
                if len(piece) > MAX_LINE:
                    raise HistoryError(Reason("line_too_long", "the line is too long"))
                tab = piece.find(b"\t")
                if tab < 0:
                    raise HistoryError(Reason("line_no_save", "the line has no game data"))
                save = memoryview(piece)[tab + 1 :]
                records.append(from_json(_summary(piece[:tab]), save, keep_saves))
            except (HistoryError, ValueError, RecursionError) as err:
                bad.add(n)
                if len(reasons) < 3:
                    reasons.append(Reason("history_line", "line {n}: {reason}", n=n, reason=reason_of(err)))
    except OSError as err:
        why = files.os_reason(err)
        return records, [Reason("history_unreadable", "cannot read {file}: {reason}", file=file.name, reason=why)]
    if not bad:
        return records, []
    records_word, were = ("record", "was") if len(bad) == 1 else ("records", "were")
    try:  # a second reading, only when something is wrong
        lines = list(_lines(file))
        aside = _set_aside(file, b"".join(p + b"\n" for n, p in lines if n in bad))
        files.write_bytes_atomic(file, b"".join(p + b"\n" for n, p in lines if n not in bad and p.strip()))
    except OSError as err:
        stuck = "{n} damaged " + records_word + " in {file} could not be set aside: {reason}"
        return records, [
            Reason("history_not_set_aside", stuck, n=len(bad), file=file.name, reason=files.os_reason(err))
        ]
    moved = "{n} damaged " + records_word + " in {file} " + were + " moved to {aside} ({lines}{more})"
    more = "; ..." if len(bad) > len(reasons) else ""
    return records, [
        Reason("history_set_aside", moved, n=len(bad), file=file.name, aside=aside.name, lines=reasons, more=more)
    ]


def _summary(raw: bytes) -> Any:
    """A line's summary part as JSON; HistoryError with the reason (not UTF-8, not JSON)."""
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise HistoryError(files.NOT_UTF8) from None
    except json.JSONDecodeError as err:
        raise HistoryError(files.not_json(err)) from None
    except (RecursionError, ValueError):
        raise HistoryError(files.TOO_DEEP) from None
