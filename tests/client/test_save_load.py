"""Save a game under a name from the table, then load it from the main menu, by mouse and keys."""

import datetime

import pygame

from client.scenes.dialogs import ConfirmDialog, SaveAsDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.testing import click, frames, make_app, run_until, table_scene
from rules.core import Config, Match, Seat, saves


def type_text(app, text: str) -> None:
    """Select all in the focused entry (Ctrl+A) and type ``text`` as real key events."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=4))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0))
    app.step()
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()


def test_save_under_a_name_and_load_it_from_the_menu():
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    match = Match.new("imperio", Config(3, seed=21), [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")])
    scene = app.start_match(match)
    assert run_until(app, lambda: scene.deciding == 0)
    card = scene.match.state.legal(0)[0].card
    click(app, scene.table.hand_card_rect(card).center)
    click(app, scene.table.drop_rects()["trick"].center)
    assert run_until(app, lambda: scene.deciding == 0 and len(scene.match.steps) >= 3)
    steps, fingerprint = len(scene.match.steps), scene.match.state.fingerprint()

    click(app, scene.save_btn.rect.center)
    assert isinstance(app.top, SaveAsDialog)
    type_text(app, "Mi partida")
    click(app, app.top.ok.rect.center)
    frames(app, 2)
    path = saves.saves_dir() / "Mi partida.json"
    assert path.is_file(), list(saves.saves_dir().glob("*"))
    assert len(saves.read(path).steps) == steps

    app.pop_to(MainMenu)
    frames(app, 2)
    menu = app.top
    click(app, menu.load_btn.rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    row = next(b for b, path in load.rows.items() if path.stem == "Mi partida")
    click(app, row.rect.center)
    assert load.selected() == path
    click(app, load.load.rect.center)
    frames(app, 2)
    loaded = table_scene(app)
    assert loaded is not None and loaded is not scene
    assert len(loaded.match.steps) == steps
    assert loaded.match.state.fingerprint() == fingerprint


def three_saves():
    imperio = Match.new("imperio", Config(3, seed=2), [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")])
    saves.save_named(imperio, "Tres")
    saves.save_named(Match.new("virrey", Config(1, seed=2), [Seat("Zoe")]), "Sola")
    saves.save_named(imperio, "Otra")


def open_load(app) -> LoadScene:
    app.push(MainMenu(app))
    frames(app)
    click(app, app.top.load_btn.rect.center)
    assert isinstance(app.top, LoadScene)
    return app.top


def row_texts(load, stem):
    """The row's button text and the line under it (the label just below the button)."""
    row = next(b for b, p in load.rows.items() if p.stem == stem)
    under = [
        e
        for e in load.box.get_container().elements
        if type(e).__name__ == "UILabel" and 0 <= e.rect.top - row.rect.bottom <= 4 and e.rect.left - row.rect.left < 20
    ]
    return row, row.text, under[0].text


def test_the_load_screen_shows_game_players_and_date_in_rows_a_finger_can_hit():
    app = make_app(lang="es")
    three_saves()
    load = open_load(app)
    row, title, line = row_texts(load, "Tres")
    assert title == "Tres  ·  El Viejo Imperio"
    assert line.startswith("3 jugadores: Ana, Bruno, Carmen  ·  ")
    when = datetime.datetime.fromtimestamp((saves.saves_dir() / "Tres.json").stat().st_mtime)
    assert line.endswith(when.strftime("%d/%m/%Y %H:%M"))
    _, title, line = row_texts(load, "Sola")
    assert title == "Sola  ·  Virrey" and line.startswith("1 jugador: Zoe  ·  ")  # a real singular
    assert all(b.rect.height >= 48 for b in [*load.rows, *load.deletes])
    app.close()


def test_delete_asks_first_and_cancel_keeps_the_save():
    app = make_app(lang="en")
    three_saves()
    load = open_load(app)
    path = saves.saves_dir() / "Sola.json"
    delete = next(b for b, p in load.deletes.items() if p == path)
    click(app, delete.rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "Sola" in dialog.text
    click(app, dialog.cancel.rect.center)
    assert app.top is load and path.is_file()
    click(app, next(b for b, p in load.deletes.items() if p == path).rect.center)
    click(app, app.top.ok.rect.center)
    frames(app)
    assert app.top is load and not path.exists()
    assert sorted(p.stem for p in load.rows.values()) == ["Otra", "Tres"]
    assert (saves.saves_dir() / "Tres.json").is_file()
    app.close()
