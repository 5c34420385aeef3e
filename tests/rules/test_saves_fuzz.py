"""Fuzzing what the user's folder can hold (issue 21): save files (valid saves changed at one
place with the checksum made right again, so they reach the replay; truncated, flipped,
BOM-prefixed, foreign JSON, raw bytes) and saves/ folders of odd entries (links dangling
or looping, folders and FIFOs named *.json, names that are not UTF-8, temporary files).

Each input ends one of two ways: used (a Match, a listing) or refused with a SaveError
whose message names the file in printable text and stays short; nothing raises anything
else, no file is changed, nothing takes long. By default a small budget; the environment
variable TABLERO_PROPERTY_SCALE multiplies it (``TABLERO_PROPERTY_SCALE=20``). With
``-s`` each test prints how many inputs ended which way.
"""

import json
import os
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import saves
from rules.core.errors import SaveError
from rules.core.game import Config
from rules.core.match import Match, Seat
from tests.fuzz_report import OUTCOMES, SCALE, fresh_home, kind_of, report  # noqa: F401 (report: autouse)

FUZZ = settings(
    max_examples=60 * SCALE,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)


texts = st.text(st.characters(codec=None), max_size=40) | st.builds(
    lambda c, n: c * n, st.characters(), st.integers(0, 300)
)
scalars = (
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True, allow_infinity=True) | texts
)
json_values = st.recursive(
    scalars, lambda kids: st.lists(kids, max_size=5) | st.dictionaries(texts, kids, max_size=5), max_leaves=20
)


def base_save(seed: int, steps: int) -> dict:
    import random

    match = Match.new("imperio", Config(players=3, seed=seed), [Seat(n) for n in ("Ana", "Bruno", "Carmen")])
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        seat = rng.choice(match.state.to_act())
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return saves.to_json(match)


def places(data, path=()):
    """Every place in a JSON tree, as a path of keys/indexes."""
    yield path
    if isinstance(data, dict):
        for k, v in data.items():
            yield from places(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from places(v, path + (i,))


def put(data, path, value):
    if not path:
        return value
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@st.composite
def save_files(draw) -> tuple[str, bytes]:
    kind = draw(
        st.sampled_from(
            [
                "one-place",
                "one-place",
                "one-place",
                "seat-name",
                "seat-name",
                "truncated",
                "flipped",
                "bom",
                "foreign-json",
                "raw-bytes",
                "deep",
                "many-actions",
            ]
        )
    )
    data = base_save(draw(st.integers(0, 3)), draw(st.integers(0, 12)))
    if kind == "one-place":
        spots = list(places(data))
        spot = draw(st.sampled_from(spots))
        data = put(data, spot, draw(json_values))
        if isinstance(data, dict) and draw(st.booleans()):
            body = {k: v for k, v in data.items() if k != "checksum"}
            try:
                data = {**body, "checksum": saves._checksum(body)}
            except (ValueError, TypeError):
                pass
        raw = json.dumps(data, allow_nan=True).encode("utf-8")
    elif kind == "seat-name":
        seat = draw(st.integers(0, 2))
        data["seats"][seat]["name"] = draw(
            texts | st.text(max_size=25) | st.text(min_size=1, max_size=25).map(str.strip)
        )
        body = {k: v for k, v in data.items() if k != "checksum"}
        raw = json.dumps({**body, "checksum": saves._checksum(body)}).encode("utf-8")
    elif kind == "foreign-json":
        raw = json.dumps(draw(json_values)).encode("utf-8")
    elif kind == "raw-bytes":
        raw = draw(st.binary(max_size=200))
    elif kind == "deep":
        n = draw(st.integers(1, 200_000))
        raw = (b"[" * n) + (b"]" * n if draw(st.booleans()) else b"")
    elif kind == "many-actions":
        data["actions"] = data["actions"] * draw(st.integers(2, 3000))
        body = {k: v for k, v in data.items() if k != "checksum"}
        raw = json.dumps({**body, "checksum": saves._checksum(body)}).encode("utf-8")
    else:
        raw = json.dumps(data).encode("utf-8")
        if kind == "truncated":
            raw = raw[: draw(st.integers(0, len(raw) - 1))]
        elif kind == "flipped":
            i = draw(st.integers(0, len(raw) - 1))
            raw = raw[:i] + bytes([raw[i] ^ draw(st.integers(1, 255))]) + raw[i + 1 :]
        else:
            raw = b"\xef\xbb\xbf" + raw
    return kind, raw


def check_refusal(err: SaveError, path: Path) -> str:
    message = str(err)
    assert message.startswith(saves.display_name(path)), message
    assert len(message) < 600, len(message)
    message.encode("utf-8")  # no lone surrogate: it can be shown and logged
    return kind_of(message)


@FUZZ
@given(save_files())
def test_every_save_file_is_used_or_refused_with_a_save_error(case):
    kind, raw = case
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.json"
        path.write_bytes(raw)
        started = time.perf_counter()
        try:
            match = saves.read(path)
        except SaveError as err:
            outcome = f"refused: {check_refusal(err, path)}"
        else:
            assert all(0 < len(s.name) <= 20 for s in match.seats)
            outcome = "used"
        try:
            meta = saves.info(path)
        except SaveError as err:
            check_refusal(err, path)
        else:
            assert isinstance(meta["names"], list) and all(len(n) <= 20 for n in meta["names"])
        assert time.perf_counter() - started < 5
        assert path.read_bytes() == raw
    OUTCOMES["save files"][f"{kind}: {outcome}"] += 1


names = st.binary(min_size=1, max_size=40).map(lambda b: b.replace(b"/", b"_").replace(b"\x00", b"_"))
entries = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "save",
                "garbage",
                "dir",
                "dangling",
                "loop",
                "fifo",
                "link-to-save",
                "tmp-old",
                "tmp-fresh",
                "not-json-name",
            ]
        ),
        names,
    ),
    max_size=8,
)


def make_entry(folder: Path, kind: str, name: bytes, good: bytes):
    """The entry made, or None when that name is taken or too long."""
    stem = os.fsdecode(name)
    path = folder / (
        f".tmp-{stem}.json" if kind.startswith("tmp") else f"{stem}.txt" if kind == "not-json-name" else f"{stem}.json"
    )
    if os.path.lexists(path) or len(os.fsencode(path.name)) > 255:
        return None
    if kind in ("save", "tmp-old", "tmp-fresh"):
        path.write_bytes(good)
        if kind == "tmp-old":
            os.utime(path, (time.time() - 3600,) * 2)
    elif kind == "garbage":
        path.write_bytes(name * 3)
    elif kind == "dir":
        path.mkdir()
    elif kind == "dangling":
        path.symlink_to(folder / "nowhere" / "gone.json")
    elif kind == "loop":
        path.symlink_to(path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-save":
        (folder.parent / "real.json").write_bytes(good)
        path.symlink_to(folder.parent / "real.json")
    else:
        path.write_bytes(good)
    return path


GOOD: list[bytes] = []


@FUZZ
@given(entries)
def test_every_saves_folder_lists_without_error(items):
    if not GOOD:
        GOOD.append(json.dumps(base_save(1, 5)).encode("utf-8"))
    with fresh_home():
        folder = saves.saves_dir()
        folder.mkdir(parents=True)
        made = [(kind, make_entry(folder, kind, name, GOOD[0])) for kind, name in items]
        made = [(kind, p) for kind, p in made if p is not None]
        started = time.perf_counter()
        listed = saves.list_saves()
        expect = {p.name for kind, p in made if p.name.endswith(".json") and not p.name.startswith(".tmp-")}
        assert {p.name for p in listed} == expect
        for path in listed:
            try:
                saves.info(path)
                saves.read(path)
                OUTCOMES["saves folders"]["entry used"] += 1
            except SaveError as err:
                OUTCOMES["saves folders"][f"entry refused: {check_refusal(err, path)}"] += 1
        removed = saves.clean_temporary()
        assert {p.name for p in removed} == {p.name for kind, p in made if kind == "tmp-old"}
        assert all(os.path.lexists(p) for kind, p in made if kind != "tmp-old")
        assert time.perf_counter() - started < 10
    OUTCOMES["saves folders"]["folder listed"] += 1
