"""Save a game under a name from the table, then load it from the main menu, by mouse and keys."""

import pygame

from client.scenes.dialogs import SaveAsDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.testing import click, frames, make_app, run_until, table_scene
from rules.core import Config, Match, Seat, saves


def type_text(app, text: str) -> None:
    """Select all in the focused entry (Ctrl+A) and type ``text`` as real key events."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL,
                                         unicode="", scancode=4))
    app.step()
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()


def test_save_under_a_name_and_load_it_from_the_menu():
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    match = Match.new("imperio", Config(3, seed=21), [Seat("Ana"), Seat("Bruno", "greedy"),
                                                     Seat("Carmen", "greedy")])
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
    item = next(i for i in load.list.item_list if i["text"].startswith("Mi partida"))
    click(app, item["button_element"].rect.center)
    click(app, load.load.rect.center)
    frames(app, 2)
    loaded = table_scene(app)
    assert loaded is not None and loaded is not scene
    assert len(loaded.match.steps) == steps
    assert loaded.match.state.fingerprint() == fingerprint
