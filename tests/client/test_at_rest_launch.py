"""No pygame_gui font warnings, at launch or on any screen: every manager preloads exactly
the fonts its theme has not loaded (a second preload warns, and so does a missing one)."""

import warnings

import pytest

from client.scenes.menu import MainMenu
from client.scenes.rules import RulesScene
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.testing import frames, make_app
from client.ui import make_manager
from rules.core import COMING, all_games


@pytest.fixture
def caught():
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        yield got


def _font_warnings(got):
    return [str(w.message) for w in got if "font" in str(w.message).lower()]


def test_making_managers_warns_about_no_font(caught):
    app = make_app()
    make_manager(app.size)
    make_manager(app.size)
    assert _font_warnings(caught) == []


def test_the_menu_and_every_screen_from_it_warn_about_no_font(caught):
    app = make_app()
    app.push(MainMenu(app))
    frames(app, 2)
    screens = [SettingsScene(app)] + [SetupScene(app, g.id) for g in all_games()]
    screens += [RulesScene(app, gid) for gid in [g.id for g in all_games()] + list(COMING)]
    for scene in screens:
        app.push(scene)
        frames(app, 2)
        app.pop()
        frames(app)
    assert _font_warnings(caught) == []
