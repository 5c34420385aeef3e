"""Fuzzing the client's side of the user's folder (issue 21): settings files (random JSON
of the settings' keys and others, every value kind, BOM, deep nesting, raw bytes), texts
fitted into a width (any characters, any length), and the Load screen over saves/
folders of odd names and contents.

Every settings file is used whole, or used in part with each unusable setting at its
default, or refused whole for the defaults, with one reason per problem; the result holds
only what the app offers. Small budget by default; TABLERO_PROPERTY_SCALE multiplies it.
With ``-s`` each test prints how many inputs ended which way.
"""

import json
import math
import os
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from client.text import Text, ellipsize, printable, wrap
from client.ui import ANIM_SPEEDS, MAX_SIZE, UI, UI_SCALES, VOLUMES, Settings
from tests.fuzz_report import OUTCOMES, SCALE, fresh_home, kind_of, report  # noqa: F401 (report: autouse)


def budget(n: int):
    return settings(
        max_examples=n * SCALE,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
    )


KEYS = list(asdict(Settings()))
texts = st.text(st.characters(codec=None), max_size=30)
scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | texts
    | st.sampled_from(["es", "en", "fr", *UI_SCALES, "100 "])
    | st.sampled_from(list(ANIM_SPEEDS.values()))
    | st.sampled_from(VOLUMES)
    | st.integers(0, 3000)
)
values = st.recursive(
    scalars, lambda kids: st.lists(kids, max_size=4) | st.dictionaries(texts, kids, max_size=4), max_leaves=10
)


@st.composite
def settings_files(draw) -> tuple[str, bytes]:
    kind = draw(st.sampled_from(["keys", "keys", "keys", "good", "bom", "other-json", "bytes", "deep", "truncated"]))
    if kind in ("keys", "bom", "truncated"):
        doc = draw(st.dictionaries(st.sampled_from(KEYS) | texts, values, max_size=len(KEYS) + 2))
        raw = json.dumps(doc).encode("utf-8")
        if kind == "bom":
            raw = b"\xef\xbb\xbf" + raw
        elif kind == "truncated":
            raw = raw[: draw(st.integers(0, max(0, len(raw) - 1)))]
    elif kind == "good":
        good = Settings(
            lang=draw(st.sampled_from(["es", "en"])),
            fullscreen=draw(st.booleans()),
            anim_speed=draw(st.sampled_from(list(ANIM_SPEEDS.values()))),
            volume=draw(st.sampled_from(VOLUMES)),
            ui_scale=draw(st.sampled_from(list(UI_SCALES))),
            width=draw(st.integers(640, MAX_SIZE[0])),
            height=draw(st.integers(400, MAX_SIZE[1])),
        )
        raw = json.dumps(asdict(good)).encode("utf-8")
    elif kind == "other-json":
        raw = json.dumps(draw(values)).encode("utf-8")
    elif kind == "deep":
        n = draw(st.integers(1, 200_000))
        raw = b"[" * n + b"]" * n
    else:
        raw = draw(st.binary(max_size=100))
    return kind, raw


def offered(s: Settings) -> bool:
    return (
        s.lang in ("es", "en")
        and type(s.fullscreen) is bool
        and type(s.sound_on) is bool
        and s.anim_speed in ANIM_SPEEDS.values()
        and s.volume in VOLUMES
        and s.ui_scale in UI_SCALES
        and type(s.width) is int
        and type(s.height) is int
        and 0 < s.width <= MAX_SIZE[0]
        and 0 < s.height <= MAX_SIZE[1]
    )


@budget(150)
@given(settings_files())
def test_every_settings_file_gives_settings_the_app_offers(case):
    kind, raw = case
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(raw)
        started = time.perf_counter()
        read, problems = Settings.read(path)
        assert time.perf_counter() - started < 2
        assert offered(read), read
        if kind == "good":
            assert problems == []
        try:
            doc = json.loads(raw.decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            doc = None
        if problems == [] and isinstance(doc, dict):  # every known key it holds was taken as is
            assert all(getattr(read, k) == v for k, v in doc.items() if k in KEYS)
        recovered, again, kept = Settings.recover(path)
        assert (recovered, again) == (read, problems)
        if problems:
            assert kept is not None and kept.read_bytes() == raw  # the bad file kept beside
            assert Settings.read(path) == (read, [])  # and told only once
        else:
            assert kept is None and path.read_bytes() == raw
    if not problems:
        OUTCOMES["settings files"][f"{kind}: used whole"] += 1
    elif read == Settings() and len(problems) == 1 and problems[0].startswith("settings.json: "):
        OUTCOMES["settings files"][f"{kind}: refused whole ({kind_of(problems[0][15:])})"] += 1
    else:
        OUTCOMES["settings files"][f"{kind}: used in part ({len(problems)} reset)"] += 1


@budget(150)
@given(
    st.text(st.characters(codec=None), max_size=200)
    | st.builds(lambda c, n: c * n, st.characters(codec=None), st.integers(0, 200_000)),
    st.integers(-5, 900),
    st.sampled_from([10, 18, 24]),
)
def test_any_text_fits_any_width_in_few_measurements(text, width, size):
    pygame.font.init()
    ui = _ui()
    font = ui.font(size)
    calls = []

    class Counting:
        def size(self, t):
            calls.append(len(t))
            return font.size(t)

    started = time.perf_counter()
    out = ellipsize(Counting(), text, width)
    assert len(calls) <= 2 + math.ceil(math.log2(max(2, width + 3))) and max(calls, default=0) <= max(width, 0) + 3
    if out != printable(text):  # drawn whole (control characters as U+FFFD), or cut
        assert out.endswith("…") and (font.size(out)[0] <= width or len(out) == 1)
    lines = wrap(font, text, max(width, 1), 3)
    assert len(lines) <= 3
    surf = Text(ui).render(text, size, width=max(width, 1))
    drawn = ui.font(max(size, ui.text_floor()))  # render never sets text below the floor
    assert surf.get_width() <= max(width, drawn.size("…")[0])
    Text(ui).fit(text, max(width, 1), 2, size, 8)
    assert time.perf_counter() - started < 2
    OUTCOMES["texts fitted"]["cut" if out != printable(text) else "whole"] += 1


_UI: list = []


def _ui() -> UI:
    if not _UI:
        _UI.append(UI())
    return _UI[0]


# -- the Load screen over odd folders ---------------------------------------------------------------

file_names = st.binary(min_size=1, max_size=60).map(lambda b: b.replace(b"/", b"_").replace(b"\x00", b"_"))
contents = st.sampled_from(["good", "long-name", "bad-json", "dir", "dangling", "empty"])


@budget(12)
@given(st.lists(st.tuples(file_names, contents), min_size=1, max_size=6))
def test_the_load_screen_lists_any_folder(entries):
    from client.scenes.loading import LoadScene
    from client.testing import frames, make_app
    from rules.core import Config, Match, Seat, saves

    with fresh_home() as home:
        folder = saves.saves_dir()
        folder.mkdir(parents=True)
        good = Match.new("virrey", Config(1, seed=3), [Seat("Zoe")])
        for name, content in entries:
            path = folder / (os.fsdecode(name) + ".json")
            if os.path.lexists(path) or len(os.fsencode(path.name)) > 255:
                continue
            if content in ("good", "long-name"):
                saves.write(good, path)
                if content == "long-name":
                    data = json.loads(path.read_text(encoding="utf-8"))
                    data["seats"][0]["name"] = "Ñ" * 100_000
                    path.write_text(json.dumps(data), encoding="utf-8")
            elif content == "bad-json":
                path.write_bytes(name)
            elif content == "dir":
                path.mkdir()
            elif content == "dangling":
                path.symlink_to(Path(home) / "gone.json")
            else:
                path.write_bytes(b"")
        app = make_app(lang="en")
        try:
            started = time.perf_counter()
            app.push(LoadScene(app))
            frames(app, 2)
            assert isinstance(app.top, LoadScene)
            assert len(app.top.rows) == len(saves.list_saves())
            for row in app.top.rows:
                row.text.encode("utf-8")
            assert time.perf_counter() - started < 10
            OUTCOMES["load screens"]["listed"] += 1
            OUTCOMES["load screens"]["rows"] += len(app.top.rows)
        finally:
            app.close()
