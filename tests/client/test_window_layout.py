"""Every scene and every table, from the smallest window (1024x640) to the largest
(2560x1440) and at the UI scales: each widget and each drawn card or text lies inside the
window, every label fits its widget, no two widgets cover each other and no two drawn
texts overlap."""

import random

import pytest
from label_fit import draw_problems, misfits, overlaps, resize
from table_helpers import ai_move

from client.scenes.dialogs import ConfirmDialog, MessageDialog, SaveAsDialog, ShortcutsDialog
from client.scenes.loading import LoadScene
from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.scenes.results import ResultsScene
from client.scenes.rules import RulesScene
from client.scenes.settings import SettingsScene
from client.scenes.setup import SetupScene
from client.testing import confirm_pass, frames, make_app
from client.ui import UI_SCALES
from rules.core import Config, Match, Seat, saves

# (window, UI scale): the smallest and largest windows at 100 %, a laptop's, 150 % on the
# smallest window, on a laptop's and on 1600x900 (issue 39: the chosen scale holds)
SIZES = [
    ((1024, 640), "100"),
    ((1366, 768), "100"),
    ((2560, 1440), "100"),
    ((1024, 640), "150"),
    ((1366, 768), "150"),
    ((1600, 900), "150"),
    ((2560, 1440), "fit"),
]


def played(game, players, moves, humans=1, seed=3):
    """A match ``moves`` decisions in (the AI choosing for every seat)."""
    seats = [
        Seat(f"Jugadora {i + 1}" if i < humans else f"Máquina {i}", "human" if i < humans else "greedy")
        for i in range(players)
    ]
    match = Match.new(game, Config(players, seed), seats)
    rng = random.Random(seed)
    while moves > 0 and not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
        moves -= 1
    return match


def problems(app) -> list:
    return misfits(app.top) + overlaps(app.top) + draw_problems(app)


def panel_problems(scene) -> list:
    """The table scene's side panel (drawn as one surface): at most ~40 % of the window, its
    prompt, log and buttons inside it, one under the other, the log tall enough for lines.
    Folded into a rail (a narrow window): the scores, prompt, Undo and Log in the rail, one
    under the other; the log, Save, Rules and Menu in its drawer (opened here)."""
    panel, out = scene.panel, []
    if panel.rect.w > 0.4 * scene.app.size[0] or scene.table.rect.right > panel.rect.x:
        out.append(("panel width", tuple(panel.rect), tuple(scene.table.rect)))
    if panel.compact:
        rail = [scene.undo_btn.rect, scene.log_btn.rect]
        if not all(panel.rect.contains(r) for r in rail + [panel.prompt_box]):
            out.append(("outside the rail", tuple(panel.rect), [tuple(r) for r in rail + [panel.prompt_box]]))
        if panel.rect.y + panel.scores_h > panel.prompt_rect.y or panel.prompt_box.bottom > rail[0].top:
            out.append(("rail squeezed", panel.scores_h, tuple(panel.prompt_box), tuple(rail[0])))
        scene.show_drawer(True)
        drawer = [b.rect for b in (scene.save_btn, scene.rules_btn, scene.menu_btn)]
        if not all(panel.drawer_rect.contains(r) for r in drawer + [panel.log_rect]):
            out.append(("outside the drawer", tuple(panel.drawer_rect), [tuple(r) for r in drawer]))
        if panel.log_rect.h < 3 * panel.line_h or any(r.top < panel.log_rect.bottom for r in drawer):
            out.append(("log squeezed", tuple(panel.log_rect), [tuple(r) for r in drawer]))
        scene.show_drawer(False)
        return out
    buttons = [b.rect for b in (scene.undo_btn, scene.save_btn, scene.rules_btn, scene.menu_btn)]
    boxes = [panel.prompt_rect, panel.log_rect]
    if not all(panel.rect.contains(r) for r in boxes + buttons):
        out.append(("outside the panel", tuple(panel.rect), [tuple(r) for r in boxes + buttons]))
    if panel.rect.y + panel.scores_h > panel.prompt_rect.y or panel.log_rect.h < 3 * panel.line_h:
        out.append(("prompt or log squeezed", panel.scores_h, tuple(panel.prompt_rect), tuple(panel.log_rect)))
    if any(r.top < panel.log_rect.bottom for r in buttons):
        out.append(("buttons over the log", tuple(panel.log_rect), [tuple(r) for r in buttons]))
    return out


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_scene_fits_the_window(lang, size, scale):
    named = played("imperio", 3, 0)
    saves.save_named(named, "Una partida con un nombre larguísimo que no cabe en la fila")
    saves.save_named(played("virrey", 1, 0), "Solitario")
    over = played("virrey", 2, 10**6, humans=0)
    five = played("imperio", 5, 10**6, humans=0)  # five rows, a tie of three named in the title
    assert over.is_over() and five.is_over()
    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        app.push(MainMenu(app))
        frames(app)
        assert problems(app) == [], "menu"
        scenes = [
            lambda: LoadScene(app),
            lambda: SettingsScene(app),
            lambda: RulesScene(app, "imperio"),
            lambda: RulesScene(app, "virrey"),
            lambda: PassScene(app, "Maximiliano de la Sal", None),
            lambda: ResultsScene(app, over),
            lambda: SetupScene(app, "imperio"),
            lambda: SetupScene(app, "virrey"),
            lambda: SetupScene(app, "krysis"),
            lambda: SetupScene(app, "tribunal"),
            lambda: RulesScene(app, "krysis"),
            lambda: ResultsScene(app, five),
            lambda: app.scene("learn"),
            lambda: app.scene("stats"),
            lambda: MessageDialog(app, "Error", "Un mensaje largo. " * 30),
            # a long title, as a damaged autosave's at start (clipped at 1024x640 150 %)
            lambda: MessageDialog(app, app.ui.t("autosave.aside_title"), "Un mensaje. " * 12),
            lambda: ShortcutsDialog(app),
            lambda: SaveAsDialog(app, named),
            lambda: ConfirmDialog(
                app, app.ui.t("load.delete_title"), "¿Borrar «Solitario»?", app.ui.t("load.delete"), lambda: None
            ),
        ]
        for make in scenes:
            scene = make()
            app.push(scene)
            frames(app)
            # the scenes beside the tables hold the chosen scale at every window size (issue 39)
            assert scene.k >= UI_SCALES[scale] - 1e-9 or scale == "fit", (type(scene).__name__, scene.k)
            if isinstance(scene, SetupScene):  # the most seats, the seed field open
                scene.set_players(scene.game.max_players)
                scene.advanced = True
                scene.rebuild()
                frames(app)
            assert problems(app) == [], (type(scene).__name__, scene.lsize, app.size)
            if isinstance(scene, SetupScene) and scene.narrow():  # its options' page
                scene.page = "options"
                scene.rebuild()
                frames(app)
                assert problems(app) == [], "SetupScene: options"
            app.pop()
            frames(app)
    finally:
        app.close()


@pytest.mark.parametrize("size,scale", SIZES)
@pytest.mark.parametrize(
    "game,players,moves",
    [("imperio", 3, 7), ("imperio", 5, 13), ("virrey", 1, 12), ("virrey", 4, 25), ("krysis", 2, 30), ("krysis", 4, 90)],
)
def test_every_table_fits_the_window_mid_game(game, players, moves, size, scale):
    app = make_app()
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        match = played(game, players, moves)
        assert not match.is_over()
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        assert problems(app) == [], (game, players)
        assert panel_problems(app.top) == [], (game, players)
    finally:
        app.close()


@pytest.mark.parametrize("game,players", [("imperio", 3), ("tribunal", 3)])
def test_continue_names_its_game_at_150_on_the_smallest_window(game, players):
    """At 1024x640 and 150 % the menu's Continue says which game it resumes, whole: its column
    is wide enough ("Continuar: Gr…" was all it showed; the seat counts went to the games'
    tooltips to make the room)."""
    saves.write(played(game, players, 0), saves.autosave_path())
    app = make_app(lang="es")
    try:
        app.settings.ui_scale = "150"
        resize(app, (1024, 640))
        app.push(MainMenu(app))
        frames(app)
        menu = app.top
        name = app.ui.localized(menu.continue_btn and played(game, players, 0).game.name).split(" (")[0]
        assert menu.k == 1.5 and menu.continue_btn.text == app.ui.t("menu.continue_game", game=name)
        assert problems(app) == []
    finally:
        app.close()
