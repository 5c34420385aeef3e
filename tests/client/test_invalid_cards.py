"""The app refuses to start a game on invalid card data, with the rules.cards check lines."""

import importlib
import re
import shutil
from pathlib import Path

import pytest

import rules.imperio.cards as imperio_cards
from client.scenes.dialogs import MessageDialog
from client.scenes.menu import MainMenu
from client.scenes.setup import SetupScene
from client.testing import click, frames, make_app
from rules.cards import loader

REPO = Path(__file__).resolve().parents[2]


def test_start_on_broken_cards_shows_file_line_card_and_field(tmp_path, monkeypatch):
    shutil.copytree(REPO / "cards", tmp_path / "cards")
    monarchs = tmp_path / "cards" / "imperio" / "monarchs.yaml"
    text = monarchs.read_text(encoding="utf-8")
    monarchs.write_text(text.replace("crowns: 5", "crowns: five", 1), encoding="utf-8")
    monkeypatch.setenv("TABLERO_CARDS", str(tmp_path / "cards"))
    monkeypatch.setattr(imperio_cards.card_set, "cached", None)
    monkeypatch.setattr(loader, "_CACHE", {})

    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.game_buttons()["imperio"].rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, app.top.start.rect.center)
    frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, MessageDialog), "no game may start on invalid card data"
    assert "monarchs.yaml:" in dialog.text and "'charlemagne'" in dialog.text
    assert "field 'crowns'" in dialog.text and "whole number" in dialog.text
    assert monarchs.read_text(encoding="utf-8").count("crowns: five") == 1  # file untouched


@pytest.mark.parametrize(
    "game, name, old, new, words",
    [
        # the app crashed (KeyError, AttributeError) on the first and third, the second had no line
        ("krysis", "supply.yaml", "  - id: red\n", "  - id: ruby\n", ["supply.yaml:", "'ruby'", "field 'id'"]),
        ("virrey", "characters.yaml", "    number: 2\n", "    number: 1\n", ["characters.yaml:", "field 'number'"]),
        (
            "krysis",
            "agents.yaml",
            "capacity: {red: 1, blue: 1, white: 3}",
            "capacity: 3",
            ["agents.yaml:", "field 'capacity'"],
        ),
    ],
)
def test_start_on_a_set_the_games_own_checks_refuse_shows_the_problem(
    tmp_path, monkeypatch, game, name, old, new, words
):
    shutil.copytree(REPO / "cards", tmp_path / "cards")
    path = tmp_path / "cards" / game / name
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    monkeypatch.setenv("TABLERO_CARDS", str(tmp_path / "cards"))
    module = importlib.import_module(f"rules.{game}.cards")
    monkeypatch.setattr(module.card_set, "cached", None)
    monkeypatch.setattr(loader, "_CACHE", {})

    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.game_buttons()[game].rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, app.top.start.rect.center)
    frames(app, 2)
    assert isinstance(app.top, MessageDialog), "no game may start on invalid card data"
    assert all(w in app.top.text for w in words), app.top.text
    assert re.search(rf"{name}:\d+: card '", app.top.text), app.top.text  # file and line
