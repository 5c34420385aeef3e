"""The user's folder (issue 21): no entry in saves/ stops the listing, temporary files of a
killed write are never listed and are cleaned at start, and a save obeys the limits setup
obeys (names, texts, lists) or is refused with a SaveError, the file kept as it was."""

import json
import os
import time
from pathlib import Path

import pytest

from rules.core import saves
from rules.core.errors import SaveError
from rules.core.game import Config
from rules.core.match import MAX_NAME, Match, Seat

pytestmark = pytest.mark.usefixtures("use_fixture_cards")


def new_match(names=("Ana", "Bruno", "Carmen")):
    return Match.new("imperio", Config(players=3, seed=5), [Seat(n, "human") for n in names])


def body_with(mutate):
    """A save's JSON, changed by ``mutate``, with its checksum made right again."""
    data = saves.to_json(new_match())
    mutate(data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    return {**body, "checksum": saves._checksum(body)}


def write_json(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")  # a lone surrogate as \\ud800
    return path


def refused(path, *words):
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.read(path)
    assert path.read_bytes() == before
    message = str(err.value)
    assert len(message) < 600, len(message)
    for word in words:
        assert word in message, message
    return message


# -- odd entries in saves/ --------------------------------------------------------------------------


def odd_entries(folder):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "old.json").symlink_to(folder.parent / "gone.json")  # dangling link
    (folder / "loop.json").symlink_to(folder / "loop.json")  # a link to itself
    (folder / "dir.json").mkdir()  # a folder named *.json
    os.mkfifo(folder / "fifo.json")  # would block a plain open()
    (folder / "big.json").write_bytes(b" " * (saves.MAX_BYTES + 1))  # too large to read
    (folder / os.fsdecode(b"caf\xe9.json")).write_text("{}")  # not UTF-8 as a name
    return {"old.json", "loop.json", "dir.json", "fifo.json", "big.json", os.fsdecode(b"caf\xe9.json")}


def test_every_odd_entry_is_listed_and_unreadable_never_fatal(home):
    names = odd_entries(saves.saves_dir())
    listed = saves.list_saves()
    assert {p.name for p in listed} == names
    for path in listed:
        started = time.perf_counter()
        with pytest.raises(SaveError) as err:
            saves.info(path)
        with pytest.raises(SaveError):
            saves.read(path)
        assert time.perf_counter() - started < 2
        assert saves.display_name(path) in str(err.value)
        str(err.value).encode("utf-8")  # printable: no lone surrogate from the name
    assert saves.display_name(saves.saves_dir() / os.fsdecode(b"caf\xe9.json")) == "caf\ufffd.json"


def test_odd_entries_among_the_kept_games_and_an_odd_autosave_are_never_fatal(home):
    """The kept games (a game in progress moved aside) are listed like saves: an odd entry
    there is listed, never fatal; an autosave that is a dangling link is kept aside too."""
    names = odd_entries(saves.kept_dir())
    assert {p.name for p in saves.list_kept()} == names
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path().symlink_to(saves.home() / "nowhere.json")
    kept = saves.keep_autosave(new_match())
    assert kept is not None and kept.parent == saves.kept_dir()
    assert not os.path.lexists(saves.autosave_path())


def test_a_dangling_autosave_is_offered_and_refused_with_a_reason(home):
    home.mkdir(parents=True)
    saves.autosave_path().symlink_to(home / "gone.json")
    assert saves.has_autosave()
    with pytest.raises(SaveError, match="cannot read"):
        saves.read(saves.autosave_path())


def test_temporary_files_are_never_listed_and_old_ones_are_cleaned(home):
    saves.save_named(new_match(), "Real")
    folder = saves.saves_dir()
    stale, fresh = folder / ".tmp-abc123.json", folder / ".tmp-def456.json"
    stale.write_text('{"format": "tablero-save"')  # what a killed write leaves: half a save
    fresh.write_text('{"format": "tablero-save"')  # another running copy may be writing this
    old = time.time() - 3600
    os.utime(stale, (old, old))
    (home / ".tmp-zzz.json").write_text("{")
    os.utime(home / ".tmp-zzz.json", (old, old))
    assert [p.name for p in saves.list_saves()] == ["Real.json"]
    removed = saves.clean_temporary()
    assert sorted(p.name for p in removed) == [".tmp-abc123.json", ".tmp-zzz.json"]
    assert fresh.exists() and not stale.exists() and (folder / "Real.json").exists()


# -- a save obeys setup's limits -----------------------------------------------------------------


@pytest.mark.parametrize(
    "name,words",
    [
        ("An\x00a", ["control character"]),
        ("Ana\ud800", ["control character"]),
        ("x" * 100_000, ["100,000 characters"]),
        ("x" * (MAX_NAME + 1), [f"{MAX_NAME + 1} characters"]),
        ("   ", ["empty"]),
        ("Ana\nBruno", ["control character"]),
    ],
    ids=["nul", "lone-surrogate", "100k", "one-too-long", "blank", "newline"],
)
def test_seat_names_beyond_setups_limits_are_refused(tmp_path, name, words):
    data = body_with(lambda d: d["seats"][0].update(name=name))
    path = write_json(tmp_path / "odd.json", data)
    refused(path, *words)
    meta = saves.info(path) if len(name) < 200 else None  # the listing shows only good names
    if meta is not None:
        assert name not in meta["names"]


def test_names_setup_allows_are_kept(tmp_path):
    names = ("Ñandú Pérez", "x" * MAX_NAME, "李小龍 🐉")
    path = tmp_path / "ok.json"
    saves.write(new_match(names), path)
    assert [s.name for s in saves.read(path).seats] == list(names)
    assert saves.info(path)["names"] == list(names)


@pytest.mark.parametrize(
    "mutate,words",
    [
        (lambda d: d.update(game="g" * 5000), ["5,000 characters"]),
        (lambda d: d.update(extra=list(range(saves.MAX_ENTRIES + 1))), ["entries"]),
        (lambda d: d["config"].update(seed=10**40), ["seed"]),
        (lambda d: d.update(extra=json.loads("[" * 20 + "]" * 20)), ["nested"]),
    ],
    ids=["long-text", "long-list", "huge-seed", "deep"],
)
def test_every_string_and_list_is_bounded(tmp_path, mutate, words):
    refused(write_json(tmp_path / "odd.json", body_with(mutate)), *words)


def test_a_save_edited_in_notepad_keeps_loading(tmp_path):
    """A byte-order mark in front (what Notepad writes) is allowed."""
    path = tmp_path / "bom.json"
    saves.write(new_match(), path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert saves.read(path).seats[0].name == "Ana"


@pytest.mark.parametrize(
    "text,words",
    [
        ('{"format": "tablero-save", "format": "tablero-save"}', ["twice"]),
        ('{"format": "tablero-save", "x": NaN}', ["NaN"]),
        ('{"format": "tablero-save", "x": ' + "9" * 5000 + "}", ["corrupt"]),
    ],
    ids=["duplicate-key", "nan", "huge-int"],
)
def test_json_no_save_of_ours_holds_is_refused(tmp_path, text, words):
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    refused(path, *words)


def test_moving_the_old_folder_never_stops_the_start(tmp_path):
    """A file where the config folder should be (or no permission) leaves everything where
    it was and the app starts: the move is logged as not done, never raised."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"lang": "en"}')
    config = tmp_path / "config"
    config.write_text("a file, not a folder")
    assert saves.migrate_legacy(tmp_path / "old", data, config) == []
    assert (data / "settings.json").read_text() == '{"lang": "en"}'


KILL_SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))


def test_a_save_killed_while_written_leaves_the_last_save_whole_and_nothing_listed(home, tmp_path):
    """The issue's experiment: kill a process that writes saves in a loop, many times. Every
    kill leaves a whole save (never a broken or older one than the last completed) and at
    most a temporary file, which is never listed and is removed by the cleaning at start."""
    import signal
    import subprocess
    import sys

    script = tmp_path / "writer.py"
    script.write_text(
        "import sys\n"
        "from rules.core import saves\n"
        "from rules.core.game import Config\n"
        "from rules.core.match import Match, Seat\n"
        "m = Match.new('virrey', Config(1, seed=2), [Seat('Zoe')])\n"
        "print('ready', flush=True)\n"
        "while True:\n"
        "    saves.save_named(m, 'Loop')\n"
    )
    env = dict(os.environ, TABLERO_HOME=str(home))
    root = Path(__file__).resolve().parents[2]
    leftovers = 0
    for n in range(3 * KILL_SCALE):
        proc = subprocess.Popen([sys.executable, str(script)], cwd=root, env=env, stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.02 + (n % 7) * 0.013)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        temporary = list(saves.saves_dir().glob(".tmp-*.json"))
        leftovers += bool(temporary)
        assert [p.name for p in saves.list_saves()] == ["Loop.json"]
        assert saves.read(saves.saves_dir() / "Loop.json").seats[0].name == "Zoe"
        for path in temporary:
            os.utime(path, (time.time() - 120,) * 2)  # as the next start, a while later, finds them
        saves.clean_temporary()
        assert not list(saves.saves_dir().glob(".tmp-*.json"))
    print(f"\n{3 * KILL_SCALE} kills, {leftovers} left a temporary file, all cleaned")
