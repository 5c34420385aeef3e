"""Saves told apart (issue 39): in Load an Unfinished game and a named save of the same game
showed the same line (players and date); each now says where its game stands (the round
or turn) and who leads. Continue on the menu names the game it resumes; a game loaded is
the game Continue resumes, even before a move is made in it."""

from __future__ import annotations

import pygame
import pytest
from test_menu_keyboard import menu_app

from client import games, save_info
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.table import TableScene
from client.testing import click, frames, make_app, played_out, run_until
from client.ui import UI, Settings
from rules.core import saves


@pytest.fixture
def app():
    app = menu_app()  # the menu on top
    yield app
    app.close()


def progress(app, match) -> str:
    return games.table_module(match.game.id).progress(app.ui, match.state.view(None))


def test_an_unfinished_game_and_a_named_save_of_it_are_told_apart_in_load(app):
    later = played_out("imperio", 3, 4, kinds=("human", "random"), moves=20)
    earlier = played_out("imperio", 3, 4, kinds=("human", "random"), moves=8)
    saves.write(later, saves.autosave_path())
    assert saves.keep_autosave() is not None  # another game took its place: "Unfinished"
    saves.save_named(earlier, "Mi partida")
    app.push(LoadScene(app))
    frames(app, 2)
    load = app.top
    lines = {load.is_kept(p): load.describe(p)[1] for p in load.rows.values()}
    assert set(lines) == {True, False}
    for kept, match in ((True, later), (False, earlier)):
        assert progress(app, match) in lines[kept], lines[kept]
        scores = match.state.shown_scores(None)
        assert f", {max(scores)}" in lines[kept] or f"empatados a {max(scores)}" in lines[kept]
    assert progress(app, later) != progress(app, earlier)


def test_a_finished_save_says_who_won():
    ui = UI(Settings(lang="es"))
    match = played_out("krysis", 2, 4)
    winners = [match.seats[s].name for s in match.state.winners()]
    said = save_info.leader(ui, match)
    assert said.startswith("gan") and all(name in said for name in winners)
    assert save_info.where(ui, match) == "terminada"


@pytest.mark.parametrize("lang,word", [("es", "Continuar: Krysis"), ("en", "Continue: Krysis")])
def test_continue_names_the_game_it_resumes(lang, word):
    match = played_out("krysis", 2, 3, kinds=("human", "random"), moves=12)
    saves.write(match, saves.autosave_path())
    app = make_app(lang=lang)
    try:
        app.push(MainMenu(app))
        frames(app)
        button = app.top.continue_btn
        assert button.is_enabled and button.text == word
        assert progress(app, match) in button.tool_tip_text and match.seats[0].name in button.tool_tip_text
    finally:
        app.close()


def test_a_loaded_game_left_before_a_move_is_what_continue_resumes(app):
    """The play-test: after loading a named save and closing at once, Continue was off
    until a move was made."""
    match = played_out("virrey", 2, 5, kinds=("human", "random"), moves=6)
    saves.save_named(match, "Guardada")
    menu = app.top
    menu.rebuild()  # as on coming back to it
    assert not menu.continue_btn.is_enabled
    assert menu.load_btn.is_enabled
    click(app, menu.load_btn.rect.center)
    frames(app)
    load = app.top
    row = next(iter(load.rows))
    click(app, row.rect.center)
    click(app, load.load.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 20)
    assert len(app.top.match.steps) == 6
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))
    frames(app, 3)  # back to the menu at once, no move made
    menu = app.top
    assert isinstance(menu, MainMenu) and menu.continue_btn.is_enabled
    assert menu.continue_btn.text == "Continuar: Virrey"
    click(app, menu.continue_btn.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 20)
    assert app.top.match.state.fingerprint() == match.state.fingerprint()
