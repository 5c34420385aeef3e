"""Dialogs, focus and fields (issue 39): the focus ring shows from the first frame on the
menu, setup, load, settings and every dialog, on the safe default (drawn as the default);
the arrows go where the eye looks on the menu (two columns) and setup (rows); a name field
reached by the keys, Tab or Shift+Tab or an arrow, has its text selected and the caret at
its end, so typing replaces it."""

from __future__ import annotations

import pygame
import pytest
from test_menu_keyboard import tab_to

from client.keyboard import RING
from client.scenes.dialogs import ConfirmDialog, MessageDialog, SaveAsDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.testing import click, frames, key, make_app
from rules.core import Config, Match, Seat, saves

PRIMARY_BG = (0x7A, 0x5B, 0x2B)  # assets/theme.json's @primary normal_bg: the default button


def a_match() -> Match:
    return Match.new("imperio", Config(3, seed=2), [Seat("Ana"), Seat("Bruno", "random"), Seat("Carmen", "random")])


@pytest.fixture
def app():
    app = make_app()
    yield app
    app.close()


def ring_drawn_on(app, widget) -> bool:
    """The gold ring is drawn round ``widget`` on the screen now."""
    app.draw()
    ring = widget.rect.inflate(12, 12)
    return tuple(app.screen.get_at((ring.x + 1, ring.centery))[:3]) == RING


def first_frame(app, scene):
    app.push(scene)
    frames(app)
    return app.top


def test_the_menu_shows_the_ring_at_once_on_the_first_game(app):
    menu = first_frame(app, MainMenu(app))
    assert not menu.continue_btn.is_enabled
    first = list(menu.game_buttons().values())[0]  # the top of the games' column
    assert menu.focused_widget() is first and ring_drawn_on(app, first)


def test_the_menu_shows_the_ring_at_once_on_continue(app):
    saves.write(a_match(), saves.autosave_path())
    menu = first_frame(app, MainMenu(app))
    assert menu.focused_widget() is menu.continue_btn and ring_drawn_on(app, menu.continue_btn)


def test_setup_shows_the_ring_at_once_on_start(app):
    first_frame(app, MainMenu(app))
    setup = first_frame(app, SetupScene(app, "imperio"))
    assert setup.focused_widget() is setup.start and ring_drawn_on(app, setup.start)


def test_load_and_settings_show_the_ring_at_once(app):
    saves.save_named(a_match(), "Guardada")
    first_frame(app, MainMenu(app))
    load = first_frame(app, LoadScene(app))
    row = next(iter(load.rows))
    assert load.focused_widget() is row and ring_drawn_on(app, row)
    app.pop()
    settings = first_frame(app, SettingsScene(app))
    widget = settings.focused_widget()
    assert widget is not None and ring_drawn_on(app, widget)


def test_the_delete_question_draws_cancel_as_the_default_with_the_ring_on_it(app):
    """The play-test: Enter cancelled, but "Borrar" was drawn gold and bold, and no ring showed."""
    saves.save_named(a_match(), "Guardada")
    first_frame(app, MainMenu(app))
    load = first_frame(app, LoadScene(app))
    click(app, next(iter(load.deletes)).rect.center)
    frames(app)
    ask = app.top
    assert isinstance(ask, ConfirmDialog)
    assert ask.focused_widget() is ask.cancel and ring_drawn_on(app, ask.cancel)

    def background(button) -> tuple:
        return tuple(app.screen.get_at((button.rect.x + 4, button.rect.centery))[:3])

    app.draw()
    assert background(ask.cancel) == PRIMARY_BG and background(ask.ok) != PRIMARY_BG


def test_the_quit_question_and_a_message_show_the_ring_at_once(app):
    saves.write(a_match(), saves.autosave_path())
    menu = first_frame(app, MainMenu(app))
    menu.ask_quit()
    frames(app)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and ask.focused_widget() is ask.cancel and ring_drawn_on(app, ask.cancel)
    app.pop()
    note = first_frame(app, MessageDialog(app, "Title", "Text"))
    assert note.focused_widget() is note.ok and ring_drawn_on(app, note.ok)


def test_the_save_dialog_shows_the_ring_on_its_name_selected(app):
    first_frame(app, MainMenu(app))
    dialog = first_frame(app, SaveAsDialog(app, a_match()))
    assert dialog.focused_widget() is dialog.entry and ring_drawn_on(app, dialog.entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="X"))
    frames(app)
    assert dialog.entry.get_text() == "X"  # the offered name was selected: typing replaced it


def test_the_arrows_on_the_menu_move_between_its_two_columns(app):
    saves.write(a_match(), saves.autosave_path())
    saves.save_named(a_match(), "Guardada")
    menu = first_frame(app, MainMenu(app))
    games = list(menu.game_buttons().values())
    assert menu.focused_widget() is menu.continue_btn
    key(app, pygame.K_LEFT)  # the game level with Continue, not the button before it in Tab order
    assert menu.focused_widget() is games[0]
    key(app, pygame.K_RIGHT)
    assert menu.focused_widget() is menu.continue_btn
    key(app, pygame.K_DOWN)
    assert menu.focused_widget() is menu.load_btn
    key(app, pygame.K_DOWN)
    assert menu.focused_widget() is menu.rules_btn
    key(app, pygame.K_LEFT)
    game = menu.focused_widget()
    assert game in games and game.rect.top < menu.rules_btn.rect.bottom and game.rect.bottom > menu.rules_btn.rect.top
    key(app, pygame.K_DOWN)  # down the games' column
    assert menu.focused_widget() is games[games.index(game) + 1]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert menu.focused_widget() is games[games.index(game) - 1]


def test_the_arrows_in_setup_move_along_rows_and_row_by_row(app):
    first_frame(app, MainMenu(app))
    setup = first_frame(app, SetupScene(app, "imperio"))
    names, kinds = setup.name_entries, setup.kind_menus
    tab_to(app, kinds[1])
    key(app, pygame.K_LEFT)  # the name beside it
    assert setup.focused_widget() is names[1]
    key(app, pygame.K_DOWN)  # out of the name field, into the one under it
    assert setup.focused_widget() is names[2]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert setup.focused_widget() is names[0]
    tab_to(app, kinds[0])
    key(app, pygame.K_DOWN)
    assert setup.focused_widget() is kinds[1]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)  # the seat counts above the first seat
    assert setup.focused_widget() in setup.count_buttons
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert setup.focused_widget() in setup.count_buttons


def type_text(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()


@pytest.mark.parametrize(
    "how", ["shift_tab", "tab", "down"], ids=["Shift+Tab from its kind", "Tab from the kind above", "down"]
)
def test_a_name_field_entered_by_keys_is_replaced_by_what_is_typed(app, how):
    """The play-test: Shift+Tab onto "Bruno" and typing "Carla" gave "CarlaBruno"."""
    first_frame(app, MainMenu(app))
    setup = first_frame(app, SetupScene(app, "imperio"))
    names, kinds = setup.name_entries, setup.kind_menus
    assert names[1].get_text() == "Bruno"
    if how == "shift_tab":
        tab_to(app, kinds[1])
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    elif how == "tab":
        tab_to(app, kinds[0])
        key(app, pygame.K_TAB)
    else:
        tab_to(app, names[0])
        key(app, pygame.K_DOWN)
    assert setup.focused_widget() is names[1] and names[1].is_focused
    assert names[1].edit_position == len("Bruno")  # the caret at the end
    type_text(app, "Carla")
    assert names[1].get_text() == "Carla"
    assert setup.seats()[1].name == "Carla"


def test_learn_to_play_shows_the_ring_at_once_on_the_first_lesson(app):
    """Reached by Enter from the menu, Learn to play showed no ring until the first Tab."""
    from client.scenes.learn import LearnScene

    first_frame(app, MainMenu(app))
    learn = first_frame(app, LearnScene(app))
    first = next(iter(learn.start))
    assert learn.focused_widget() is first and ring_drawn_on(app, first)


def test_a_held_enter_presses_once(app):
    """Enter on a game opened its setup, whose ring is on Start: a repeat of the same key
    press (pygame repeats a key it has not seen released, and it sees nothing while the app
    is busy, such as the 2 s a lesson took to load: the lesson skipped steps) started the
    game. Enter, Space and Esc act once a press; a repeat of them is dropped."""
    from client.scenes.table import TableScene

    menu = first_frame(app, MainMenu(app))
    first = list(menu.game_buttons().values())[0]
    assert menu.focused_widget() is first
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    app.step([down])
    frames(app)
    app.step([down])  # the repeat, before the key's release
    frames(app)
    assert isinstance(app.top, SetupScene) and not any(isinstance(s, TableScene) for s in app.scenes)
    app.step([pygame.event.Event(pygame.WINDOWFOCUSLOST)])  # the release went elsewhere
    app.step([down])  # a new press
    frames(app, 3)
    assert isinstance(app.top, TableScene)
