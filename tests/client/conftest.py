"""Headless client tests: dummy video driver, a private TABLERO_HOME, valid card data."""

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
# the rules tests' Grand Tribunal helpers set positions up for the table tests too
sys.path[:0] = [str(ROOT), str(HERE), str(ROOT / "tests" / "rules" / "tribunal")]


def _cards_root() -> str:
    """The real cards if they validate, else the rules tests' synthetic fixture set."""
    import rules
    from rules.cards import check_files, game_files

    rules.load_all_games()
    problems, _ = check_files(game_files("imperio", ROOT / "cards"))
    return str(ROOT / "cards") if not problems else str(ROOT / "tests" / "fixtures" / "imperio_cards")


os.environ.setdefault("TABLERO_CARDS", _cards_root())


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    monkeypatch.setenv("TABLERO_HOME", str(path))
    return path


@pytest.fixture
def fake_table(monkeypatch):
    """Point imperio at the throwaway table in fake_table.py (shell tests stay independent of it)."""
    import client.games

    monkeypatch.setitem(client.games.TABLES, "imperio", "fake_table")


@pytest.fixture
def app(fake_table):
    from client.testing import make_app

    app = make_app()
    yield app
    app.close()
