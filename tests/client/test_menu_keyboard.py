"""The keyboard from the first screen: menu, setup, load, settings and dialogs by posted keys
only (Tab / arrows walk a gold ring over the enabled widgets, Enter presses)."""

from __future__ import annotations

import pygame

from client.keyboard import RING
from client.scenes.dialogs import ConfirmDialog, SaveAsDialog, ShortcutsDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.scenes.table import TableScene
from client.testing import frames, make_app, run_until
from rules.core import Config, Match, Seat, saves


def key(app, k, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    app.step()
    app.step()


def type_keys(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()


def tab_to(app, widget, limit: int = 60) -> None:
    """Tab until the ring is on ``widget`` (a failure if it never gets there)."""
    for _ in range(limit):
        if app.top.focused_widget() is widget:
            return
        key(app, pygame.K_TAB)
    assert app.top.focused_widget() is widget, f"Tab never reached {widget}"


def menu_app(**kw):
    app = make_app(**kw)
    app.push(MainMenu(app))
    frames(app, 2)
    return app


def test_the_ring_walks_only_enabled_widgets_and_is_drawn_gold():
    app = menu_app()
    menu = app.top
    assert not menu.continue_btn.is_enabled  # no game to continue yet
    seen = []
    for _ in range(len(menu.key_stops()) + 1):
        key(app, pygame.K_TAB)
        widget = menu.focused_widget()
        assert widget is not None and widget.is_enabled and widget is not menu.continue_btn
        seen.append(widget)
    assert menu.quit_btn in seen and menu.settings_btn in seen and menu.game_buttons()["imperio"] in seen
    key(app, pygame.K_UP)  # the arrows walk it too, back and forth
    assert menu.focused_widget() is seen[-2]
    app.draw()
    rect = menu.focused_widget().rect.inflate(12, 12)
    assert tuple(app.screen.get_at((rect.x + 1, rect.centery))[:3]) == RING
    app.close()


def test_a_game_is_started_played_saved_and_loaded_by_keys_only():
    app = menu_app()
    tab_to(app, app.top.game_buttons()["imperio"])
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, setup.name_entries[0])  # the ring on a name field gives it the keys
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_keys(app, "Zoe")
    assert setup.name_entries[0].get_text() == "Zoe"
    tab_to(app, setup.kind_menus[1])
    before = setup.kinds[1]
    key(app, pygame.K_RETURN)  # Enter steps a seat's kind
    assert setup.kinds[1] != before and setup.focused_widget() is setup.kind_menus[1]
    while setup.kinds[1] == "human":  # keep an AI opponent
        key(app, pygame.K_RETURN)
    tab_to(app, setup.start)
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 20)
    table = app.top
    assert table.match.seats[0].name == "Zoe"
    assert run_until(app, lambda: table.deciding is not None and not table.table.busy(), 900)
    steps = len(table.match.steps)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # pick the first playable card...
    key(app, pygame.K_RETURN)  # ...and drop it on the first lit target
    assert len(table.match.steps) > steps
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(app.top, SaveAsDialog)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_keys(app, "Por teclado")
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, SaveAsDialog) and saves.named_path("Por teclado").is_file()
    key(app, pygame.K_ESCAPE)  # the table goes back to the menu
    assert isinstance(app.top, MainMenu)
    menu = app.top
    tab_to(app, menu.load_btn)
    key(app, pygame.K_RETURN)
    load = app.top
    assert isinstance(load, LoadScene)
    row = next(r for r, p in load.rows.items() if p.stem == "Por teclado")
    tab_to(app, row)
    key(app, pygame.K_RETURN)  # Enter on a row opens it
    assert run_until(app, lambda: isinstance(app.top, TableScene), 20)
    assert app.top.match.seats[0].name == "Zoe"
    app.close()


def test_settings_are_changed_and_left_by_keys():
    app = menu_app()
    tab_to(app, app.top.settings_btn)
    key(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    english = next(b for b, (k, v) in scene.groups.items() if (k, v) == ("lang", "en"))
    tab_to(app, english)
    key(app, pygame.K_RETURN)
    assert app.ui.settings.lang == "en"
    tab_to(app, app.top.back)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)
    app.close()


def test_a_confirmation_defaults_to_the_safe_choice():
    """Enter on "Delete this save?" keeps the save: Cancel is the default, and the ring
    is on it from the first frame; only the Delete button, chosen on purpose, deletes."""
    match = Match.new("imperio", Config(3, seed=2), [Seat("A"), Seat("B", "random"), Seat("C", "random")])
    path = saves.save_named(match, "Guardada")
    app = menu_app()
    app.push(LoadScene(app))
    frames(app, 2)
    load = app.top
    tab_to(app, next(iter(load.deletes)))
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmDialog)
    key(app, pygame.K_RETURN)
    assert app.top is load and path.is_file()
    key(app, pygame.K_RETURN)  # the ring is still on Delete: ask again
    ask = app.top
    assert ask.focused_widget() is ask.cancel
    key(app, pygame.K_TAB)
    assert ask.focused_widget() is ask.ok
    key(app, pygame.K_RETURN)
    assert not path.exists()
    app.close()


def test_the_shortcut_list_is_whole_at_every_scale():
    """At 150 % the list's text box lies inside the dialog, under its title, with every
    line shown (no scroll bar)."""
    for scale, size in (("100", (1024, 640)), ("150", (1600, 960)), ("fit", (2560, 1440))):
        for lang in ("es", "en"):
            app = make_app(lang=lang)
            app.settings.ui_scale = scale
            app.settings.width, app.settings.height = size
            app.apply_settings(reopen=True)
            app.push(MainMenu(app))
            frames(app, 2)
            key(app, pygame.K_F1)
            dialog = app.top
            assert isinstance(dialog, ShortcutsDialog)
            panel = dialog.r(dialog.panel_rect())
            assert panel.contains(dialog.body.rect), (scale, lang, panel, dialog.body.rect)
            assert dialog.body.rect.bottom <= dialog.ok.rect.top
            assert dialog.body.scroll_bar is None, (scale, lang)
            app.close()


def test_enter_after_clicking_delete_keeps_the_save():
    from client.testing import click

    match = Match.new("imperio", Config(3, seed=2), [Seat("A"), Seat("B", "random"), Seat("C", "random")])
    path = saves.save_named(match, "Guardada")
    app = menu_app()
    app.push(LoadScene(app))
    frames(app, 2)
    click(app, next(iter(app.top.deletes)).rect.center)
    assert isinstance(app.top, ConfirmDialog)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, LoadScene) and path.is_file()
    app.close()


def test_setup_seat_count_options_and_seed_by_keys():
    """Every control of setup works by keys: the seat count, a yes/no option's check box,
    the advanced toggle and the seed field."""
    app = menu_app()
    tab_to(app, app.top.game_buttons()["krysis"])
    key(app, pygame.K_RETURN)
    setup = app.top
    three = next(b for b, n in setup.count_buttons.items() if n == 3)
    tab_to(app, three)
    key(app, pygame.K_RETURN)
    assert setup.players == 3 and len(setup.name_entries) == 3
    box, oid = next(iter(setup.option_boxes.items()))
    tab_to(app, box)
    key(app, pygame.K_RETURN)
    tab_to(app, setup.advanced_btn)
    key(app, pygame.K_RETURN)
    assert setup.advanced and setup.seed_entry is not None
    tab_to(app, setup.seed_entry)
    type_keys(app, "77")
    for seat in (1, 2):  # AI opponents, so the game starts without a pass screen
        tab_to(app, setup.kind_menus[seat])
        while setup.kinds[seat] == "human":
            key(app, pygame.K_RETURN)
    tab_to(app, setup.start)
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: isinstance(app.top, TableScene), 20)
    config = app.top.match.config
    assert config.players == 3 and config.seed == 77 and config.options[oid] is True
    app.close()
