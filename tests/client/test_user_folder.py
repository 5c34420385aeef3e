"""Issue 21: the user's folder never stops the app. Odd entries in saves/ are listed in Load
as unreadable (with the reason); a settings file the app cannot use gives the defaults, the
player is told once (a dialog over the menu and a log line) and the bad file is kept
beside; every setting is checked against what the app offers; fitting a text into a width
takes a bounded number of measurements."""

import json
import logging
import math
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from client.app import App, settings_path
from client.scenes.dialogs import MessageDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.testing import click, frames, make_app
from client.text import ellipsize
from client.ui import ANIM_SPEEDS, Settings
from rules.core import Config, Match, Seat, saves

ROOT = Path(__file__).resolve().parents[2]
NAME_BYTES = b"caf\xe9.json"


def odd_saves():
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_named(Match.new("virrey", Config(1, seed=2), [Seat("Zoe")]), "Sola")
    (folder / "old.json").symlink_to(folder.parent / "gone.json")
    (folder / "dir.json").mkdir()
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / os.fsdecode(NAME_BYTES)).write_text("{}")
    (folder / ".tmp-1234.json").write_text('{"format"')  # a write killed half-way


def test_the_app_starts_with_odd_saves_and_a_settings_file_nested_100000_deep(home):
    """The two start-up crashes of the issue, through the real command line."""
    odd_saves()
    (home / "settings.json").write_text("[" * 100_000 + "]" * 100_000)
    env = dict(os.environ, TABLERO_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run(
        [sys.executable, "-m", "client", "--first-frame-exit"],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert "first frame" in run.stdout
    kept = list(home.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith("[[[")
    assert Settings.read(home / "settings.json") == (Settings(), [])
    log = (home / "logs" / "tablero.log").read_text(encoding="utf-8")
    assert "settings not used" in log and str(kept[0]) in log


def test_load_lists_every_odd_entry_as_unreadable_with_its_reason():
    odd_saves()
    app = make_app(lang="en")
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.load_btn.rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    shown = {saves.display_name(p): p for p in load.rows.values()}
    assert set(shown) == {"Sola.json", "old.json", "dir.json", "loop.json", "caf\ufffd.json"}
    titles = sorted(b.text for b in load.rows)
    assert "caf\ufffd" in titles and any(t.startswith("Sola  ·  Virrey") for t in titles)
    lines = [e.text for e in load.box.get_container().elements if type(e).__name__ == "UILabel"]
    assert sum("cannot be read: " in line for line in lines) == 4
    assert any("cannot read it" in line for line in lines) and any("not a file" in line for line in lines)
    # opening an unreadable one says why; the file stays
    row = next(b for b, p in load.rows.items() if p.name == "dir.json")
    click(app, row.rect.center)
    click(app, load.load.rect.center)
    frames(app, 2)
    assert isinstance(app.top, MessageDialog) and "dir.json" in app.top.text
    assert (saves.saves_dir() / "dir.json").is_dir()
    app.close()


# -- settings ---------------------------------------------------------------------------------------

BAD_FILES = {
    "nested": "[" * 100_000 + "]" * 100_000,
    "truncated": '{"lang": "en", "fullscr',
    "not-json": "lang = en",
    "list": "[1, 2]",
    "null": "null",
    "nan": '{"anim_speed": NaN}',
    "duplicate": '{"lang": "en", "lang": "es"}',
    "latin-1": '{"lang": "espa\xf1ol"}'.encode("latin-1"),
    "huge": b" " * 10_000_000,
    "empty": b"",
    "binary": bytes(range(256)),
}


@pytest.mark.parametrize("content", list(BAD_FILES.values()), ids=list(BAD_FILES))
def test_a_settings_file_the_app_cannot_use_gives_the_defaults_and_says_why(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    started = time.perf_counter()
    settings, problems = Settings.read(path)
    assert time.perf_counter() - started < 1
    assert settings == Settings() and len(problems) == 1 and problems[0].startswith("settings.json: ")


@pytest.mark.parametrize(
    "key,value",
    [
        ("anim_speed", 1e-9),
        ("anim_speed", -1),
        ("anim_speed", 1e308),
        ("volume", 7),
        ("volume", 0.3),
        ("lang", "fr"),
        ("ui_scale", "1000"),
        ("width", 10**9),
        ("height", -5),
        ("fullscreen", 1),
        ("sound_on", "yes"),
        ("width", True),
        ("hints", "no"),
        ("hints", 0),
    ],
)
def test_every_setting_is_checked_against_what_the_app_offers(tmp_path, key, value):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({key: value, "lang": "en"} if key != "lang" else {key: value}))
    settings, problems = Settings.read(path)
    assert getattr(settings, key) == getattr(Settings(), key)
    assert len(problems) == 1 and problems[0].startswith(f"{key}: ")
    if key != "lang":
        assert settings.lang == "en"  # the usable ones are kept


def test_a_settings_file_saved_by_notepad_keeps_every_setting(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(lang="en", anim_speed=2.0, volume=0.25, ui_scale="150", width=1280, height=720)
    chosen.save(path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # the byte-order mark Notepad writes
    assert Settings.read(path) == (chosen, [])


def test_bad_settings_are_told_once_with_the_file_kept_beside(home, caplog):
    home.mkdir(parents=True)
    path = settings_path()
    path.write_text('{"lang": "en", "anim_speed": 1e-9}')
    caplog.set_level(logging.WARNING, "tablero")
    app = App(worker="inline", autosave=False)
    assert app.settings.lang == "en" and app.settings.anim_speed == ANIM_SPEEDS["normal"]
    app.push(MainMenu(app))
    app.show_notices()
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title == "Settings reset"
    kept = list(home.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == '{"lang": "en", "anim_speed": 1e-9}'
    assert str(kept[0]) in dialog.text and "anim_speed: 1e-09" in dialog.text
    assert sum("settings not used" in r.getMessage() for r in caplog.records) == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    frames(app, 2)
    assert isinstance(app.top, MainMenu)
    app.close()
    # the next start has nothing to say
    again = App(worker="inline", autosave=False)
    assert again.notices == [] and again.settings.lang == "en"
    assert len(list(home.glob("settings.json.bad-*"))) == 1
    again.close()


def test_the_tables_move_at_an_offered_speed_after_a_tampered_file(home):
    """{"anim_speed": 1e-9} used to stall every table; it is now the default speed."""
    home.mkdir(parents=True)
    settings_path().write_text('{"anim_speed": 1e-9}')
    app = App(worker="inline", autosave=False)
    assert app.settings.anim_speed in ANIM_SPEEDS.values() and app.settings.anim_speed > 0
    app.close()


# -- fitting a text into a width ------------------------------------------------------------------


class CountingFont:
    def __init__(self, font):
        self.font, self.calls, self.longest = font, 0, 0

    def size(self, text):
        self.calls += 1
        self.longest = max(self.longest, len(text))
        return self.font.size(text)


@pytest.mark.parametrize("n", [10, 1000, 100_000, 1_000_000])
def test_ellipsize_measures_log_times_and_bounded_text(n):
    pygame.font.init()
    from client.ui import UI

    font = CountingFont(UI().font(18))
    text = ("Ana María " * (n // 10 + 1))[:n]
    started = time.perf_counter()
    out = ellipsize(font, text, 300)
    assert time.perf_counter() - started < 0.5
    assert font.calls <= 2 + math.ceil(math.log2(302)) and font.longest <= 303
    assert font.font.size(out)[0] <= 300
    if font.font.size(text)[0] > 300:  # the longest prefix that fits
        assert out.endswith("…")
        longer = text[: len(out)] + "…"
        assert font.font.size(longer)[0] > 300 or text[len(out) - 1] == " "


@pytest.mark.parametrize("text", ["Ana\x00", "Ana\ud800", "a\nb", "\u2028x" * 50, "\xad", "\u200b" * 3])
def test_ellipsize_and_render_draw_any_text(text):
    pygame.font.init()
    from client.text import Text
    from client.ui import UI

    ui = UI()
    assert ellipsize(ui.font(18), text, 80)
    assert Text(ui).render(text, 18, width=80).get_width() <= 80


# -- saves that reach the screen, settings that cannot be written -----------------------------------


def test_continue_with_a_100000_character_name_is_refused_at_once_and_the_file_kept():
    """It used to keep the app busy for more than 50 minutes (ellipsize cut one character at a
    time); now the save is refused by its seat name, in well under a second."""
    match = Match.new("virrey", Config(1, seed=2), [Seat("Zoe")])
    saves.write(match, saves.autosave_path())
    data = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Ñ" * 100_000
    body = {k: v for k, v in data.items() if k != "checksum"}
    saves.autosave_path().write_text(json.dumps({**body, "checksum": saves._checksum(body)}), encoding="utf-8")
    before = saves.autosave_path().read_bytes()
    app = make_app(lang="en")
    app.push(MainMenu(app))
    frames(app)
    started = time.perf_counter()
    click(app, app.top.continue_btn.rect.center)
    frames(app, 2)
    assert time.perf_counter() - started < 3
    assert isinstance(app.top, MessageDialog) and "100,000 characters" in app.top.text
    assert saves.autosave_path().read_bytes() == before
    app.close()


def test_a_settings_file_that_cannot_be_written_says_so(home):
    """A settings.json that cannot be replaced (here a folder holding a file: the same
    OSError as a full disk or a read-only folder) is told in a toast; the choice holds."""
    from client.scenes.settings import SettingsScene

    (home / "settings.json").mkdir(parents=True)
    (home / "settings.json" / "x").write_text("x")
    (home / "settings.tmp").mkdir()
    app = make_app(lang="en")
    app.push(MainMenu(app))
    app.push(SettingsScene(app))
    frames(app)
    button = next(b for b, (key, value) in app.top.groups.items() if key == "anim_speed" and value == 2.0)
    click(app, button.rect.center)
    frames(app)
    assert app.settings.anim_speed == 2.0  # in use for this session
    assert any(text.startswith("The settings could not be saved: ") for text, _ in app.ui.toasts)
    assert not list(home.glob(".tmp-*"))
    app.close()


def test_a_name_typed_with_a_control_character_still_saves_a_game_that_loads(app):
    """Setup and saves agree: what setup lets through, a save keeps (an autosave refused on
    Continue would lose the game)."""
    from client.scenes.setup import SetupScene
    from client.scenes.table import TableScene

    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.game_buttons()["imperio"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    entry = setup.name_entries[0]
    click(app, entry.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=4))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0))
    app.step()
    for ch in "A\x07na\x00":  # as a paste or an input method may give them
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()
    app.step()
    click(app, setup.start.rect.center)
    frames(app, 2)
    table = app.top
    assert isinstance(table, TableScene)
    table.autosave()
    assert saves.read(saves.autosave_path()).seats[0].name == table.match.seats[0].name


@pytest.mark.parametrize("text", ["u" * 1_000_000, "Ana " * 250_000])
def test_render_and_fit_measure_only_what_can_fit(text):
    """A text of any length costs what its width can show: no measuring of the whole."""
    pygame.font.init()
    from client.text import Text
    from client.ui import UI

    ui = UI()
    longest = []

    class Counting:
        def __init__(self, font):
            self.font = font

        def size(self, t):
            longest.append(len(t))
            return self.font.size(t)

        def __getattr__(self, name):
            return getattr(self.font, name)

    text_ = Text(ui)
    text_.font = lambda size, bold=False, serif=False: Counting(ui.font(int(size), bold, serif))
    assert text_.render(text, 18, width=300).get_width() <= 300
    size, lines = text_.fit(text, 300, 3, 18, 10)
    assert len(lines) <= 3 and all(ui.font(size).size(x)[0] <= 300 for x in lines)
    assert max(longest) <= 3 * 302 and len(longest) < 500
