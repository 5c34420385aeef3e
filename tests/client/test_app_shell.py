"""The app shell: scene stack, menu, setup, hot-seat, autosave/continue, settings, bad input."""

import json

import pygame

from client.scenes.base import Scene
from client.scenes.dialogs import MessageDialog
from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.scenes.results import ResultsScene
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.scenes.table import TableScene
from client.testing import click, confirm_pass, frames, make_app, run_until, table_scene
from rules.core import Config, Match, Seat, saves


def menu(app):
    app.push(MainMenu(app))
    frames(app)
    return app.top


def human_play(app, scene):
    """The deciding human clicks the first legal card in their hand."""
    legal = scene.match.state.legal(scene.deciding)
    rect = scene.table.hand_card_rect(legal[0].card)
    click(app, rect.center)


def test_scene_stack_changes_take_effect_at_end_of_frame(app):
    a, b = Scene(app), Scene(app)
    app.push(a)
    assert app.top is None
    frames(app)
    assert app.top is a
    seen = []
    b.handle_event = lambda e: seen.append(e.type)
    app.push(b)
    assert app.top is a
    frames(app)
    assert app.top is b and app.scenes == [a, b]
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    app.pop()
    frames(app)  # the pop happens after this frame's events reached b
    assert pygame.USEREVENT in seen and app.top is a


def test_menu_lists_the_five_games_enabled(app):
    m = menu(app)
    buttons = m.game_buttons()
    assert set(buttons) == {"imperio", "virrey", "ausonia", "tribunal", "krysis"}
    assert all(b.is_enabled and b.visible for b in buttons.values())
    assert not m.continue_btn.is_enabled  # no autosave yet
    click(app, buttons["ausonia"].rect.center)
    assert isinstance(app.top, SetupScene)


def test_a_game_announced_as_coming_is_listed_disabled(app, monkeypatch):
    from rules.core import game as registry

    monkeypatch.setitem(registry.COMING, "sexto", {"es": "Sexto juego", "en": "Sixth game"})
    m = menu(app)
    buttons = m.game_buttons()
    disabled = {gid for gid, b in buttons.items() if not b.is_enabled}
    assert disabled == {"sexto"} and buttons["sexto"].visible
    click(app, buttons["sexto"].rect.center)
    assert app.top is m
    click(app, buttons["imperio"].rect.center)
    assert isinstance(app.top, SetupScene)


def test_setup_offers_exactly_the_ai_levels(app):
    from rules import ai

    m = menu(app)
    click(app, m.game_buttons()["imperio"].rect.center)
    kinds = [k for _, k in app.top.kind_options()]
    assert kinds == ["human", *ai.LEVELS]  # imperio has search hooks: every level
    app.pop()
    frames(app)
    click(app, app.top.game_buttons()["virrey"].rect.center)
    kinds = [k for _, k in app.top.kind_options()]
    assert kinds == ["human", *ai.levels_for("virrey")]
    assert ("normal" in kinds) == ("normal" in ai.levels_for("virrey"))


def test_setup_to_table_by_clicks_and_a_human_move(app):
    m = menu(app)
    click(app, m.game_buttons()["imperio"].rect.center)
    setup = app.top
    four = next(b for b, n in setup.count_buttons.items() if n == 4)
    click(app, four.rect.center)
    assert len(setup.name_entries) == 4
    menu_widget = setup.kind_menus[1]
    click(app, menu_widget.rect.center)  # open seat 2's drop-down, pick "random"
    options = menu_widget.current_state.options_selection_list
    item = next(i for i in options.item_list if i["text"].startswith(("Aleatoria", "Random")))
    click(app, item["button_element"].rect.center)
    click(app, setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, TableScene)
    assert [s.kind for s in scene.match.seats] == ["human", "random", "greedy", "greedy"]
    assert run_until(app, lambda: scene.deciding == 0)
    before = len(scene.match.steps)
    human_play(app, scene)
    assert len(scene.match.steps) > before and scene.match.steps[before].seat == 0
    assert saves.autosave_path().is_file()


def test_pass_the_device_between_two_humans_hides_the_table(app):
    seats = [Seat("Ana"), Seat("Bruno"), Seat("Carmen", "greedy")]
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("imperio", Config(3, seed=5), seats))
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.name == "Ana"
    frames(app, 3)
    assert app.ui.card_records == []  # nothing of the table is drawn
    assert confirm_pass(app) == "Ana"
    assert scene.viewer == 0 and scene.deciding == 0
    frames(app)
    assert all(seat in (0, None) for _, zone, seat in app.ui.card_records if zone == "hand")
    human_play(app, scene)  # Ana's sealed round-1 choice
    assert run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.name == "Bruno"
    frames(app)
    assert app.ui.card_records == []
    confirm_pass(app)
    assert scene.viewer == 1


def test_autosave_and_continue_resume_the_same_state(app):
    seats = [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")]
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("imperio", Config(3, seed=9), seats))
    for _ in range(3):
        assert run_until(app, lambda: scene.deciding == 0)
        human_play(app, scene)
    run_until(app, lambda: scene.deciding == 0)
    fingerprint = scene.match.state.fingerprint()
    app.close()
    app2 = make_app()
    m = menu(app2)
    assert m.continue_btn.is_enabled
    click(app2, m.continue_btn.rect.center)
    resumed = table_scene(app2)
    assert resumed is not None and resumed.match.state.fingerprint() == fingerprint
    app2.close()


def test_corrupt_autosave_shows_a_message_and_stays_untouched(app):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = b'{"format": "tablero-save", "format_version": 1, "game": "imp'
    path.write_bytes(data)
    m = menu(app)
    click(app, m.continue_btn.rect.center)
    assert isinstance(app.top, MessageDialog)
    assert "dañado o cortado" in app.top.text  # in the player's language (issue 39)
    assert path.read_bytes() == data
    click(app, app.top.ok.rect.center)
    assert app.top is m


def test_settings_language_switch_changes_strings_and_persists(app):
    from client.app import settings_path

    m = menu(app)
    assert m.quit_btn.text == "Salir"
    click(app, m.settings_btn.rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    english = next(b for b, (k, v) in settings.groups.items() if (k, v) == ("lang", "en"))
    click(app, english.rect.center)
    assert app.ui.t("menu.quit") == "Quit"
    assert m.quit_btn.text == "Quit"  # the scene below was rebuilt too
    assert json.loads(settings_path().read_text())["lang"] == "en"


def test_corrupt_settings_fall_back_to_defaults(home):
    from client.app import settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{not json")
    from client.app import App

    app = App(worker="inline")
    assert app.settings.lang == "es" and app.size == (1600, 900)
    app.close()


def test_illegal_action_is_toasted_not_raised(app):
    from rules.imperio import Play

    seats = [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")]
    scene = app.start_match(Match.new("imperio", Config(3, seed=2), seats))
    assert run_until(app, lambda: scene.deciding == 0)
    scene.human_action(Play("no-such-card"))
    assert app.ui.toasts and len(scene.match.steps) >= 0
    frames(app)


def test_all_ai_game_ends_in_results_and_clears_autosave(app):
    seats = [Seat(n, "greedy") for n in ("A", "B", "C")]
    app.push(MainMenu(app))
    frames(app)
    app.start_match(Match.new("imperio", Config(3, seed=1), seats))
    frames(app)
    saves.write(table_scene(app).match, saves.autosave_path())
    assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=4000)
    assert not saves.autosave_path().exists()
    frames(app, 2)
    click(app, app.top.menu.rect.center)
    assert isinstance(app.top, MainMenu)


def test_undo_takes_back_the_humans_decision(app):
    seats = [Seat("Ana"), Seat("Bruno", "greedy"), Seat("Carmen", "greedy")]
    scene = app.start_match(Match.new("imperio", Config(3, seed=4), seats))
    frames(app)
    # Round 1 is sealed: the AIs choose first, then Ana; her choice waits for nobody.
    assert run_until(app, lambda: scene.deciding == 0)
    fingerprint = scene.match.state.fingerprint()
    human_play(app, scene)
    if scene.match.undoable(0):
        assert scene.undo_btn.is_enabled
        click(app, scene.undo_btn.rect.center)
        run_until(app, lambda: scene.deciding == 0)
        assert scene.match.state.fingerprint() == fingerprint


def test_the_chosen_scale_holds_in_a_small_window(app):
    """150 % chosen in Settings is 150 % in a 1280x720 window and at 1024x640 too (issue 39:
    it gave 110 % and 100 %, and Settings said "this window shows text and cards at 110 %"):
    the scenes reflow instead, and the menu's text is half as large again as at 100 %."""
    m = menu(app)
    click(app, m.settings_btn.rect.center)

    def pick(key, value):
        button = next(b for b, kv in app.top.groups.items() if kv == (key, value))
        click(app, button.rect.center)
        return app.top.hint_text

    assert pick("ui_scale", "150") == app.ui.t("settings.hint")
    assert app.ui.scale == app.top.k == 1.5
    assert pick("size", (1280, 720)) == app.ui.t("settings.hint")
    assert app.size == (1280, 720) and app.ui.scale == app.top.k == 1.5
    app.pop()
    frames(app)
    assert app.top.quit_btn.font.size("Hg")[1] >= 1.4 * app.ui.font(18).size("Hg")[1]  # the theme's 18 px
