"""Main menu, setup, load and settings: each game listed once, every text fits its widget
and every widget the window, in both languages at 1600x900, 1280x720 and 1100x650."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from label_fit import misfits, resize

from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.testing import frames, make_app
from rules.core import Config, Match, Seat, saves

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(1600, 900), (1280, 720), (1100, 650)]


def test_a_cold_start_lists_each_game_once():
    """In a fresh process nothing has registered the games before the menu is built."""
    code = (
        "from client.testing import make_app, frames\n"
        "from client.scenes.menu import MainMenu\n"
        "app = make_app(); app.push(MainMenu(app)); frames(app)\n"
        "m = app.top\n"
        "print([e.text for e in m.manager.get_root_container().elements if hasattr(e, 'is_enabled')"
        " and e.text.startswith(('El Viejo', 'Virrey', 'Ausonia', 'Grand', 'Krysis'))])\n"
        "print(sorted(gid for gid, b in m.game_buttons().items() if b.is_enabled))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    texts, playable = out.stdout.strip().splitlines()[-2:]
    assert len(eval(texts)) == 5, texts  # one button per game
    assert sum("Virrey" in t for t in eval(texts)) == 1, texts
    assert playable == "['ausonia', 'imperio', 'krysis', 'tribunal', 'virrey']"


@pytest.fixture
def some_saves():
    three = [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")]
    saves.save_named(
        Match.new("imperio", Config(3, 1), three), "Una partida con un nombre larguísimo que no cabe en la fila"
    )
    saves.save_named(Match.new("virrey", Config(1, 1), [Seat("Ana")]), "Solitario")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_label_fits_its_widget(lang, size, some_saves):
    app = make_app(lang=lang)
    try:
        resize(app, size)
        app.push(MainMenu(app))
        frames(app)
        assert misfits(app.top) == [], "menu"
        for cls in (LoadScene, SettingsScene):
            app.push(cls(app))
            frames(app)
            assert misfits(app.top) == [], cls.__name__
            app.pop()
            frames(app)
        for game, players in (("imperio", 5), ("virrey", 1), ("virrey", 4)):
            setup = SetupScene(app, game)
            app.push(setup)
            frames(app)
            setup.set_players(players)
            setup.advanced = True  # the seed field too
            setup.rebuild()
            setup.name_entries[0].set_text("Maximiliano de las Heras Gil")
            setup.check_names()  # the too-long note shows
            frames(app)
            assert setup.name_notes[0].text.strip()
            assert misfits(setup) == [], (game, players)
            app.pop()
            frames(app)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_large_window_is_used_by_the_menu(lang):
    """At 2560x1440 (UI scale 100 %) the menu grows with the window, as at 1600x900, instead
    of staying a small block at the top; every text still fits its widget."""
    app = make_app(lang=lang)
    try:
        spans = {}
        for size in ((1600, 900), (2560, 1440)):
            resize(app, size)
            app.push(MainMenu(app))
            frames(app)
            menu = app.top
            rects = [b.rect for b in (*menu.game_buttons().values(), menu.quit_btn, menu.continue_btn)]
            box = rects[0].unionall(rects[1:])
            spans[size] = (box.w / size[0], box.bottom / size[1], menu.quit_btn.rect.h)
            assert misfits(menu) == [], size
            app.pop()
            frames(app)
        (w0, b0, h0), (w1, b1, h1) = spans[(1600, 900)], spans[(2560, 1440)]
        assert w1 >= 0.95 * w0 and b1 >= 0.95 * b0, spans  # the same share of the window
        assert h1 >= 1.5 * h0, spans  # and buttons (and their text) as much larger
    finally:
        app.close()
