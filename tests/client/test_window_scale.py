"""The UI scale setting (100 %, 125 %, 150 %, fit): chosen in Settings, saved, and applied
to the scenes' text and widgets and to the tables' cards, never beyond what the window holds
(tests/client/test_window_layout.py checks that everything fits at each scale)."""

import json

import pygame
import pytest
from label_fit import resize
from test_window_layout import played

from client.app import settings_path
from client.scenes.menu import MainMenu
from client.scenes.settings import SettingsScene
from client.testing import click, confirm_pass, frames, make_app
from client.ui import Settings, scale_for


def test_scale_for_is_the_choice_at_every_window_size():
    """150 % is 150 % on a small screen too (issue 39: 1024x640 gave 100 %, 1600x900 125 %):
    where a scene does not fit, it reflows; "fit" is as large as a 1024x640 layout fits."""
    assert scale_for("100", (2560, 1440)) == 1.0
    assert scale_for("125", (1600, 900)) == 1.25
    assert scale_for("150", (2560, 1440)) == 1.5
    assert scale_for("150", (1600, 900)) == 1.5
    assert scale_for("150", (1366, 768)) == 1.5
    assert scale_for("150", (1024, 640)) == 1.5
    assert scale_for("125", (1024, 640)) == 1.25
    assert scale_for("fit", (1024, 640)) == 1.0
    assert scale_for("fit", (1920, 1080)) == 1.65
    assert scale_for("fit", (2560, 1440)) == 2.0


def test_a_bad_saved_scale_reads_as_100(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": "300"}))
    assert Settings.load(path).ui_scale == "100"
    path.write_text(json.dumps({"ui_scale": "fit"}))
    assert Settings.load(path).ui_scale == "fit"


def title(menu):
    """The menu's "New game" heading (the title's own font depends on the room there is)."""
    text = menu.ui.t("menu.new_game")
    return next(e for e in menu.manager.get_root_container().elements if getattr(e, "text", "") == text)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_settings_scale_buttons_enlarge_text_and_save(lang):
    app = make_app(lang=lang)
    try:
        resize(app, (1600, 900))
        app.push(MainMenu(app))
        frames(app)
        menu = app.top
        small = title(menu).font.size("Hg")[1]
        app.push(SettingsScene(app))
        frames(app)
        settings = app.top
        heading = settings.manager.get_root_container().elements[0]
        before = heading.font.size("Hg")[1], heading.rect.h
        button = next(b for b, (key, value) in settings.groups.items() if (key, value) == ("ui_scale", "150"))
        click(app, button.rect.center)
        assert app.settings.ui_scale == "150"
        assert json.loads(settings_path().read_text())["ui_scale"] == "150"
        assert app.ui.scale == settings.k == 1.5
        heading = settings.manager.get_root_container().elements[0]
        assert heading.font.size("Hg")[1] >= 1.3 * before[0] and heading.rect.h >= 1.15 * before[1]
        chosen = next(b for b, (key, value) in settings.groups.items() if (key, value) == ("ui_scale", "150"))
        assert chosen.is_selected
        app.pop()
        frames(app)
        assert title(menu).font.size("Hg")[1] >= 1.3 * small  # the scene below was rebuilt too
    finally:
        app.close()


def test_text_height_grows_with_the_scale():
    heights = []
    for scale in ("100", "125", "150", "fit"):
        app = make_app()
        try:
            app.settings.ui_scale = scale
            resize(app, (2560, 1440))
            app.push(MainMenu(app))
            frames(app)
            quit_btn = app.top.quit_btn
            heights.append((title(app.top).font.size("Hg")[1], quit_btn.font.size("Hg")[1], quit_btn.rect.h))
        finally:
            app.close()
    for a, b in zip(heights, heights[1:]):
        assert all(y > x for x, y in zip(a, b)), heights


@pytest.mark.parametrize("game,players,growth", [("imperio", 4, 1.04), ("virrey", 2, 1.1)])
def test_cards_grow_with_the_scale(game, players, growth):
    """(imperio's eleven-card hand spans the table's width, which the scaled side panel
    narrows at 150 %: its cards grow less than virrey's four)"""
    widths = []
    for scale in ("100", "150"):
        app = make_app()
        try:
            app.settings.ui_scale = scale
            resize(app, (1600, 900))
            app.start_match(played(game, players, 0))
            frames(app, 3)
            confirm_pass(app)
            frames(app, 2)
            table = app.top.table
            widths.append(table.hand_card_rect(table.hand()[0]).w)
        finally:
            app.close()
    assert widths[1] >= growth * widths[0], widths


def test_tool_tips_widen_with_the_scale():
    """A tip keeps its words whole at 200 % (pygame_gui's tips are 170 px wide by default)."""
    from client.ui import make_manager, theme

    app = make_app()
    try:
        tip = pygame_gui_tip(make_manager((2560, 1440), 2.0), "Preparar una partida nueva")
        assert tip.rect.w >= 320
    finally:
        app.close()
    assert theme().get("tool_tip", {}).get("misc", {}).get("rect_width") is None  # 100 %: as shipped


def pygame_gui_tip(manager, text):
    from pygame_gui.elements import UITooltip

    return UITooltip(text, (0, 0), manager)


@pytest.mark.parametrize("scale", ["100", "fit"])
def test_drop_down_rows_grow_with_the_scale(scale):
    """The seat's kind list, opened at 100 % and 200 %: each option's row holds its text."""
    from pygame_gui.elements import UIButton

    from client.scenes.setup import SetupScene

    app = make_app()
    try:
        app.settings.ui_scale = scale
        resize(app, (2560, 1440))
        setup = SetupScene(app, "imperio")
        app.push(setup)
        frames(app)
        assert setup.k == (2.0 if scale == "fit" else 1.0)
        menu = setup.kind_menus[1]
        click(app, menu.rect.center)
        frames(app)
        labels = {text for text, _ in setup.kind_options()}
        rows = [
            el
            for el in setup.manager.get_sprite_group().sprites()
            if isinstance(el, UIButton) and el.visible and el.text in labels and el.rect.top >= menu.rect.bottom - 2
        ]
        assert len(rows) >= 4, "the list did not open"
        for row in rows:
            assert row.rect.h >= row.font.size(row.text)[1], (row.text, row.rect)
    finally:
        app.close()


def test_rules_reference_scales_its_text_headings_and_contents():
    from client.scenes.rules import RulesScene

    sizes = {}
    for scale in ("100", "fit"):
        app = make_app()
        try:
            app.settings.ui_scale = scale
            resize(app, (2560, 1440))
            rules = RulesScene(app, "virrey")
            app.push(rules)
            frames(app, 2)
            sizes[scale] = (
                rules.text.html_text.count(f"pixel_size={round(24 * rules.k)}>"),
                rules.toc.list_item_height,
                rules.back.rect.h,
            )
        finally:
            app.close()
    assert sizes["100"][0] >= 1 and sizes["fit"][0] >= 1  # the h2 headings at 24 px, and at 48 px
    assert sizes["fit"][1] == 2 * sizes["100"][1] and sizes["fit"][2] == 2 * sizes["100"][2], sizes


def test_results_rows_grow_with_the_scale():
    from client.scenes.results import ResultsScene

    over = played("virrey", 2, 10**6, humans=0)
    rows = {}
    for scale in ("100", "fit"):
        app = make_app()
        try:
            app.settings.ui_scale = scale
            resize(app, (2560, 1440))
            results = ResultsScene(app, over)
            app.push(results)
            frames(app)
            rows[scale] = (results.rows()[0].h, results.font(24).size("Ana")[1], results.menu.rect.h)
            assert all(pygame.Rect((0, 0), app.size).contains(r) for r in results.rows())
        finally:
            app.close()
    assert all(b >= 1.8 * a for a, b in zip(rows["100"], rows["fit"])), rows


@pytest.mark.parametrize("game,players", [("imperio", 4), ("virrey", 2)])
def test_table_side_panel_text_and_buttons_grow_with_the_scale(game, players):
    """The table scene's panel (scores, prompt, log, its buttons) follows the UI scale like
    every other scene, and never takes more than ~40 % of the window."""
    sizes = {}
    for scale in ("100", "150"):
        app = make_app()
        try:
            app.settings.ui_scale = scale
            resize(app, (1600, 900))
            app.start_match(played(game, players, 0))
            frames(app, 3)
            confirm_pass(app)
            frames(app, 2)
            scene = app.top
            panel = scene.panel
            assert scene.k == app.ui.scale == (1.5 if scale == "150" else 1.0)
            assert panel.rect.w <= 0.4 * app.size[0] and panel.rect.right == app.size[0]
            assert scene.table.rect.right == panel.rect.x  # the table keeps the rest
            buttons = (scene.undo_btn, scene.save_btn, scene.rules_btn, scene.menu_btn)
            assert all(panel.rect.contains(b.rect) and not b.rect.colliderect(panel.log_rect) for b in buttons)
            sizes[scale] = (
                scene.menu_btn.rect.h,
                scene.menu_btn.font.size("Hg")[1],
                panel.scores_h,
                panel.line_h,
                panel.prompt_rect.h,
                panel.rect.w,
            )
        finally:
            app.close()
    *text, width = zip(sizes["100"], sizes["150"])
    assert all(b >= 1.3 * a for a, b in text) and width[1] > width[0], sizes  # 400 px at 100 %, 435 at 150 %


@pytest.mark.parametrize(
    "size,scale", [((1024, 640), "100"), ((1600, 900), "150"), ((1024, 640), "150"), ((1366, 768), "150")]
)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_thinking_text_stays_above_the_play_now_button(size, scale, lang):
    """ "<name> is thinking..." is shown whole in the prompt box, above "Play now" (it used to
    wrap to a second line hidden under the button), each line within the box ("pensando…"
    ran past the rail's edge at 1024x640 150 %), and the button's text whole ("Juega ya (P"
    there)."""
    from label_fit import _room
    from test_keyboard import run_until

    from rules.core import Config, Match, Seat

    seats = [Seat("Maximiliano de la Sal", "hard"), Seat("Ana"), Seat("Bruno", "random")]
    app = make_app(autosave=False, worker="process", lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        scene = app.start_match(Match.new("imperio", Config(3, seed=5), seats))
        scene.ai_busy_for = 60.0
        assert run_until(app, lambda: scene.request is not None and scene.request.seat == 0, 100)
        frames(app, 3)
        panel = scene.panel
        assert scene.play_btn.visible and scene.play_btn.rect == panel.play_rect
        px, lines, box = panel.prompt_text()
        assert " ".join(lines) == panel.thinking == app.ui.t("table.thinking", name="Maximiliano de la Sal")
        assert panel.prompt_rect.contains(box) and box.bottom <= scene.play_btn.rect.top
        assert len(lines) * app.ui.font(px, bold=True).get_linesize() <= box.h
        assert px >= round(12 * scene.k)
        font = app.ui.font(px, bold=True)
        assert all(font.size(line)[0] <= box.w for line in lines), (lines, box.w)
        button = scene.play_btn
        assert button.font.size(button.text)[0] <= _room(button), (button.text, button.rect)
    finally:
        app.close()


@pytest.mark.parametrize("size,players", [((1024, 640), 5), ((1366, 768), 3)])
def test_a_narrow_window_folds_the_side_panel_into_a_rail_and_a_drawer(size, players):
    """At 150 % in a small window (issue 39) the side panel folds instead of shrinking the
    text: a rail with the scores (each name whole), the prompt, Undo and "Log", and the table
    gets the rest (four fifths of the window, or its 4:3 shape at full height); "Log" (a real
    click, or Enter on its ring stop) opens the drawer with the log, Save, Rules and Menu over
    the table, and a click on the table beside it, or Esc, closes it without playing anything."""
    app = make_app()
    try:
        app.settings.ui_scale = "150"
        resize(app, size)
        scene = app.start_match(played("imperio", players, 7))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        panel, w = scene.panel, size[0]
        assert app.ui.scale == 1.5 and panel.compact
        assert panel.rect.right == w and scene.table.rect.right == panel.rect.x
        # the table: four fifths of the window, or what a 4:3 table at full height takes
        assert panel.rect.w <= 0.25 * w and scene.table.rect.w >= min(0.8 * w, 4 / 3 * size[1])
        for i, (row, lines) in enumerate(panel.compact_rows()):
            assert panel.rect.contains(row), (i, tuple(row))
            assert " ".join(lines).replace("- ", "").replace("-", "").split()[0] in scene.names[i].replace("-", "")
        rail = [scene.undo_btn, scene.log_btn]
        assert all(b.visible and panel.rect.contains(b.rect) for b in rail)
        assert panel.prompt_box.bottom <= scene.undo_btn.rect.top
        hidden = [scene.save_btn, scene.rules_btn, scene.menu_btn]
        assert not any(b.visible for b in hidden)
        assert scene.log_btn.text == app.ui.t("table.drawer_open")
        steps = len(scene.match.steps)
        click(app, scene.log_btn.rect.center)
        assert panel.drawer_open and all(b.visible for b in hidden)
        drawer = panel.drawer_rect
        assert drawer.right == panel.rect.x and all(drawer.contains(b.rect) for b in hidden)
        assert drawer.contains(panel.log_rect) and all(b.rect.top >= panel.log_rect.bottom for b in hidden)
        assert scene.log_btn.text == app.ui.t("table.drawer_close")
        frames(app)
        shown = pygame.Surface(app.size)
        scene.draw(shown)
        assert shown.get_at(panel.log_rect.move(4, 4).topleft)[:3] != shown.get_at((2, 2))[:3]
        # a click on the table beside the drawer closes it, and nothing else
        hand = scene.table.hand_card_rect(scene.table.hand()[0])
        click(app, (min(hand.centerx, drawer.x - 10), hand.centery))
        assert not panel.drawer_open and not any(b.visible for b in hidden)
        assert len(scene.match.steps) == steps and scene.table.selected is None
        # by keyboard: the ring reaches "Log", Enter opens the drawer, Esc closes it
        names = [s.name for s in scene.key_stops()]
        assert "panel:log" in names and "panel:menu" not in names
        for _ in range(names.index("panel:log") + 1):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        frames(app, 2)
        assert scene.keys.current(scene.key_stops()).name == "panel:log"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        frames(app, 2)
        assert panel.drawer_open
        assert [s.name for s in scene.key_stops()][-3:] == ["panel:save", "panel:rules", "panel:menu"]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
        frames(app, 2)
        assert not panel.drawer_open and app.top is scene
    finally:
        app.close()


def test_a_wide_window_keeps_the_whole_side_panel_at_150():
    """1600x900 at 150 % has room for the whole panel beside the table: no rail."""
    app = make_app()
    try:
        app.settings.ui_scale = "150"
        resize(app, (1600, 900))
        scene = app.start_match(played("imperio", 3, 0))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        assert not scene.panel.compact and scene.log_btn is None and scene.menu_btn.visible
    finally:
        app.close()


@pytest.mark.parametrize(
    "game,players,moves,lang,size,short",
    [
        ("ausonia", 4, 120, "es", (1024, 640), True),
        ("ausonia", 4, 120, "es", (1366, 768), False),
        ("krysis", 4, 40, "en", (1024, 640), True),  # beside "Hint (H)", which came after the words were chosen
        ("krysis", 4, 40, "es", (1366, 768), False),
    ],
)
def test_the_rail_asks_for_fewer_words_only_where_the_long_prompt_reads_whole_in_no_size(
    game, players, moves, lang, size, short
):
    """A folded side panel shows the table's prompt whole at some size down to the floor, or
    asks the table for its prompt in fewer words (Ausonia's turn: "Juega cartas de tu mano,
    arrastra gemas…" at 1366x768 150 %, "Tu turno: juega, compra, paga." at 1024x640; Krysis's
    turn read "…load, raid (dra…" in the rail at 1024x640)."""
    from test_text_floor import match_in

    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = "150"
        resize(app, size)
        app.start_match(match_in(game, players, moves, {}))
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        scene = app.top
        table, panel = scene.table, scene.panel
        assert panel.compact and table.prompt() != table.prompt(short=True)
        assert panel.prompt_fits(table.prompt()) is not short
        assert panel.prompt == table.prompt(short=short) and panel.prompt_fits(panel.prompt)
    finally:
        app.close()
