"""A game in progress is never destroyed silently: Load, New game and Play again keep it
(listed in Load as "Unfinished"), Esc on the menu does nothing, quitting asks only while a
game is unfinished."""

from __future__ import annotations

import os

import pygame

from client.scenes.dialogs import ConfirmDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.setup import SetupScene
from client.scenes.table import TableScene
from client.testing import click, frames, make_app, run_until
from rules.core import Config, Match, Seat, saves


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    app.step()
    app.step()


def played(seed: int, moves: int, names=("Ana", "IA1", "IA2")) -> Match:
    match = Match.new(
        "imperio", Config(3, seed=seed), [Seat(names[0]), Seat(names[1], "random"), Seat(names[2], "random")]
    )
    for _ in range(moves):
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal(seat)[0])
    return match


def menu_app():
    app = make_app()
    app.push(MainMenu(app))
    frames(app, 2)
    return app


def in_progress(app, seed=3, moves=12) -> Match:
    """A game of ``moves`` moves, autosaved as a table does, then back on the menu."""
    match = played(seed, moves)
    saves.write(match, saves.autosave_path())
    app.top.rebuild()
    return match


def test_loading_a_named_save_keeps_the_game_in_progress_and_lists_it_in_load():
    app = menu_app()
    saves.save_named(played(9, 3, ("Otra", "B", "C")), "Otra partida")
    current = in_progress(app)
    click(app, app.top.load_btn.rect.center)
    load = app.top
    row = next(r for r, p in load.rows.items() if p.stem == "Otra partida")
    click(app, row.rect.center)
    click(app, load.load.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 10)
    app.top.autosave()  # its next move writes the autosave: the game before is elsewhere
    kept = saves.list_kept()
    assert len(kept) == 1
    assert saves.read(kept[0]).state.fingerprint() == current.state.fingerprint()
    assert app.ui.t("save.kept", n=saves.KEEP_LAST) in [text for text, _ in app.ui.toasts]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    click(app, app.top.load_btn.rect.center)
    load = app.top
    assert isinstance(load, LoadScene) and kept[0] in load.paths
    row = next(r for r, p in load.rows.items() if p == kept[0])
    assert row.text.startswith(app.ui.t("load.kept"))  # "Sin terminar  ·  El Viejo Imperio"
    app.close()


def test_continue_and_a_save_further_on_keep_nothing():
    app = menu_app()
    current = in_progress(app)
    click(app, app.top.continue_btn.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 10)
    assert saves.list_kept() == []
    app.close()
    further = played(3, 15)
    assert saves.continues(further, saves.to_json(current))
    assert not saves.continues(played(3, 10), saves.to_json(current))
    assert not saves.continues(played(4, 12), saves.to_json(current))


def test_a_new_game_from_setup_keeps_the_game_in_progress():
    app = menu_app()
    current = in_progress(app)
    click(app, app.top.game_buttons()["imperio"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.start.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 10)
    (kept,) = saves.list_kept()
    assert saves.read(kept).state.fingerprint() == current.state.fingerprint()
    app.close()


def new_game_from_setup(app):
    click(app, app.top.game_buttons()["imperio"].rect.center)
    click(app, app.top.start.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 10)


def test_a_game_saved_by_name_at_its_last_move_is_not_kept_twice():
    """Saved by name and then replaced by a new game: Load lists it once, under its name."""
    app = menu_app()
    current = in_progress(app)
    saves.save_named(current, "Mine")
    new_game_from_setup(app)
    assert saves.list_kept() == []
    assert [p.stem for p in saves.list_saves()] == ["Mine"]
    app.close()


def test_a_game_saved_by_name_and_played_on_is_still_kept():
    app = menu_app()
    current = in_progress(app, moves=12)
    saves.save_named(played(3, 10), "Earlier")
    new_game_from_setup(app)
    (kept,) = saves.list_kept()
    assert saves.read(kept).state.fingerprint() == current.state.fingerprint()
    app.close()


def test_only_the_newest_kept_games_stay():
    app = menu_app()
    for seed in range(saves.KEEP_LAST + 2):
        in_progress(app, seed=seed, moves=4)
        os.utime(saves.autosave_path(), (1000 + seed, 1000 + seed))
        assert saves.keep_autosave(played(50 + seed, 1)) is not None
    kept = saves.list_kept()
    assert len(kept) == saves.KEEP_LAST
    seeds = sorted(saves.read(p).config.seed for p in kept)
    assert seeds == list(range(2, saves.KEEP_LAST + 2))  # the two oldest went
    app.close()


def test_esc_on_the_menu_does_not_quit_and_quit_asks_only_with_a_game_unfinished():
    app = menu_app()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, MainMenu)
    in_progress(app)
    click(app, app.top.quit_btn.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and app.running
    key(app, pygame.K_RETURN)  # the default is to stay
    assert app.running and isinstance(app.top, MainMenu)
    click(app, app.top.quit_btn.rect.center)
    click(app, app.top.ok.rect.center)
    assert not app.running
    app.close()
    app = menu_app()
    saves.autosave_path().unlink()
    app.top.rebuild()
    click(app, app.top.quit_btn.rect.center)
    assert not app.running  # nothing unfinished: no question
    app.close()


def test_a_kept_game_taken_up_again_is_the_game_in_progress_and_the_other_is_kept():
    app = menu_app()
    first = in_progress(app, seed=3)
    saves.keep_autosave(None)
    second = in_progress(app, seed=4)
    (kept,) = saves.list_kept()
    app.top.rebuild()
    click(app, app.top.load_btn.rect.center)
    load = app.top
    row = next(r for r, p in load.rows.items() if p == kept)
    click(app, row.rect.center)
    click(app, load.load.rect.center)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 10)
    assert saves.read(saves.autosave_path()).state.fingerprint() == first.state.fingerprint()
    (kept,) = saves.list_kept()  # listed once: the one taken up left the list, the other joined it
    assert saves.read(kept).state.fingerprint() == second.state.fingerprint()
    app.close()


def test_the_load_list_with_kept_games_fits_small_windows():
    from label_fit import misfits, resize

    for lang in ("es", "en"):
        app = make_app(lang=lang)
        saves.save_named(played(9, 3, ("Otra", "B", "C")), "Otra partida")
        saves.write(played(3, 5), saves.autosave_path())
        saves.keep_autosave(None)
        for size in ((1024, 640), (1600, 900)):
            resize(app, size)
            app.push(LoadScene(app))
            frames(app)
            assert misfits(app.top) == [], (lang, size)
            assert any(p.parent == saves.kept_dir() for p in app.top.paths)
            app.pop()
            frames(app)
        app.close()
