"""Every keyboard shortcut, by posted key events (client/keyboard.py, TableScene.handle_key)."""

from __future__ import annotations

import random
import time

import pygame

from client.ai_worker import InlineWorker, Request
from client.keyboard import RING
from client.scenes.dialogs import ShortcutsDialog
from client.scenes.menu import MainMenu
from client.testing import frames, make_app, run_until
from rules.core import Config, Match, Seat, decode


def press(app, key, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    app.step()
    app.step()


def _imperio(anim_speed=0.0, seats=None, worker="inline", seed=5):
    app = make_app(autosave=False, anim_speed=anim_speed, worker=worker)
    app.push(MainMenu(app))
    frames(app)
    seats = seats or [Seat("Ana"), Seat("IA1", "random"), Seat("IA2", "random")]
    scene = app.start_match(Match.new("imperio", Config(3, seed=seed), seats))
    assert run_until(app, lambda: scene.deciding is not None and not scene.table.busy(), 600)
    return app, scene


def test_f1_and_question_mark_open_the_shortcut_list_in_both_languages():
    app, scene = _imperio()
    press(app, pygame.K_F1)
    assert isinstance(app.top, ShortcutsDialog)
    text = app.top.body.html_text
    assert "Deshacer" in text and "Ctrl+Z" in text and "Juega ya" not in text and "La IA" in text
    press(app, pygame.K_F1)  # F1 again closes it
    assert app.top is scene
    press(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert isinstance(app.top, ShortcutsDialog)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    app.ui.settings.lang = "en"
    press(app, pygame.K_F1)
    assert "Undo" in app.top.body.html_text and "Skip the animation" in app.top.body.html_text
    press(app, pygame.K_RETURN)
    assert app.top is scene


def test_tab_and_arrows_walk_the_hand_with_a_drawn_ring_and_enter_picks():
    app, scene = _imperio()
    hand = scene.table.hand()
    assert not scene.keys.visible
    press(app, pygame.K_TAB)
    assert scene.keys.visible and scene.keys.name == f"card:{hand[0]}"
    rect = scene.table.hand_card_rect(hand[0])
    ring = scene.keys.draw(app.screen, scene.key_stops(), 0.0)
    assert ring is not None and ring.contains(rect)
    assert tuple(app.screen.get_at((ring.x + 1, ring.centery))[:3]) == RING
    press(app, pygame.K_RIGHT)
    assert scene.keys.name == f"card:{hand[1]}"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # wraps round: the last stop (a side-panel button)
    assert scene.keys.name.startswith("panel:")
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.keys.name.startswith("panel:") or scene.keys.name.startswith("card:")
    press(app, pygame.K_DOWN)
    press(app, pygame.K_HOME)
    names = [s.name for s in scene.key_stops()]
    assert {"panel:save", "panel:rules", "panel:menu"} <= set(names)  # Tab reaches the panel's buttons


def test_enter_picks_esc_drops_the_pick_and_then_leaves():
    app, scene = _imperio()
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert scene.table.selected == scene.table.hand()[0]
    assert scene.keys.name.startswith("target:"), "the focus moves to the first lit target"
    press(app, pygame.K_ESCAPE)
    assert scene.table.selected is None and app.top is scene
    press(app, pygame.K_ESCAPE)
    assert app.top is not scene  # Esc with nothing picked: back to the menu


def test_enter_on_a_panel_button_presses_it():
    app, scene = _imperio()
    scene.keys.visible, scene.keys.name = True, "panel:save"
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SaveAsDialog"


def test_ctrl_z_undoes_and_ctrl_s_saves():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("virrey", Config(2, seed=3), [Seat("Ana"), Seat("IA", kind="random")]))
    rng = random.Random(2)
    for _ in range(400):  # walk and Enter at random until the human may take a decision back
        if scene.can_undo():
            break
        if scene.deciding is None:
            frames(app)
            continue
        names = [s.name for s in scene.key_stops() if not s.name.startswith("panel:")]
        scene.keys.visible, scene.keys.name = True, rng.choice(names)
        press(app, pygame.K_RETURN)
    assert scene.can_undo()
    steps = len(scene.match.steps)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.steps) == steps - 1
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert type(app.top).__name__ == "SaveAsDialog"


def test_z_zooms_the_focused_card_and_z_or_esc_closes_it():
    app, scene = _imperio()
    press(app, pygame.K_TAB)
    press(app, pygame.K_z)
    assert scene.table.zoom is not None and scene.table.zoom[0] == scene.table.hand()[0]
    press(app, pygame.K_z)
    assert scene.table.zoom is None
    press(app, pygame.K_MENU)
    assert scene.table.zoom is not None
    press(app, pygame.K_ESCAPE)
    assert scene.table.zoom is None and app.top is scene


def test_a_zoom_keeps_the_ring_off_the_veiled_panel_and_on_the_zoomed_card():
    """The zoom veils the table and the side panel alike: no ring is drawn under the veil
    (it fell on the Menu button), Tab has nothing to walk, and the ring is back on the
    zoomed card when the zoom closes."""
    app, scene = _imperio()
    press(app, pygame.K_TAB)
    card = scene.table.hand()[0]
    assert scene.keys.name == f"card:{card}"
    press(app, pygame.K_z)
    assert scene.table.overlay_open() and scene.key_stops() == []
    rings = []
    draw = scene.keys.draw
    scene.keys.draw = lambda *args: rings.append(draw(*args))
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # nothing under the veil is pressed
    assert app.top is scene and scene.table.overlay_open() and not [r for r in rings if r is not None]
    press(app, pygame.K_z)
    assert not scene.table.overlay_open() and scene.keys.name == f"card:{card}"
    assert rings[-1] is not None and rings[-1].contains(scene.table.hand_card_rect(card))


def test_space_or_a_click_skips_the_animation_under_way():
    app, scene = _imperio(anim_speed=1.0)
    for skip in ("space", "click"):
        press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        assert run_until(app, lambda: scene.table.busy(), 60), "a card flies"
        if skip == "space":
            press(app, pygame.K_SPACE)
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
            app.step()
        assert not scene.table.busy() or scene.request is not None
        assert run_until(app, lambda: scene.deciding is not None and not scene.table.busy(), 900)
        frames(app, 3)


def test_p_makes_the_thinking_ai_play_now():
    seats = [Seat("IA", "hard"), Seat("Ana"), Seat("Bruno", "random")]
    app = make_app(autosave=False, worker="process")
    try:
        app.push(MainMenu(app))
        frames(app)
        scene = app.start_match(Match.new("imperio", Config(3, seed=5), seats))
        scene.ai_busy_for = 60.0  # without "play now" the AI would think a minute
        assert run_until(app, lambda: scene.request is not None and scene.request.seat == 0, 100)
        frames(app, 5)
        assert scene.play_btn.visible and "panel:play_now" in [s.name for s in scene.key_stops()]
        start = time.monotonic()
        press(app, pygame.K_p)
        assert run_until(
            app,
            lambda: len(scene.match.steps) >= 1 and scene.match.steps[0].seat == 0 or (time.sleep(0.01) or False),
            2000,
        )
        assert time.monotonic() - start < 20
        assert not scene.play_btn.visible or scene.request.seat != 0
    finally:
        app.close()


def test_the_inline_worker_plays_now_too():
    match = Match.new("imperio", Config(3, seed=5), [Seat("A", "hard"), Seat("B"), Seat("C")])
    worker = InlineWorker()
    worker.submit(Request(1, "imperio", match.config.to_json(), [], 0, "hard", 7, busy_for=60))
    worker.play_now()
    start = time.monotonic()
    rid, act, err = worker.poll()
    assert time.monotonic() - start < 5 and rid == 1 and err is None
    assert decode(act) in match.state.legal(0)


def test_the_readme_lists_every_shortcut():
    from pathlib import Path

    from client.keyboard import shortcut_rows

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Keyboard", 1)[1].split("\n## ", 1)[0]
    for keys, _ in shortcut_rows(lambda key: "Space" if key == "keys.k_space" else key):
        for key in keys.replace("/", " ").split():
            assert key in section, f"{key} is missing from the README's Keyboard section"


def test_a_focused_greyed_card_shows_why_it_cannot_be_played():
    app, scene = _imperio(seed=3)
    table = scene.table
    greyed = [c for c in table.hand() if table.greyed_reason(c)]
    assert greyed, "seed 3 deals Henry VII, greyed in round 1"
    press(app, pygame.K_TAB)
    while scene.keys.name != f"card:{greyed[0]}":
        press(app, pygame.K_TAB)
    assert table.drawn_reason == table.greyed_reason(greyed[0])
    press(app, pygame.K_TAB)
    assert table.drawn_reason is None or table.focus_card in greyed


def test_esc_drops_the_gems_chosen_to_return_in_virrey():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("virrey", Config(1, seed=3), [Seat("Ana")]))
    assert run_until(app, lambda: scene.deciding is not None, 300)
    assert scene.table.mode == "setup_return"
    assert "button:return:blue" in [s.name for s in scene.key_stops()]
    scene.keys.visible, scene.keys.name = True, "button:return:blue"
    press(app, pygame.K_RETURN)
    assert scene.table.pending == ["blue"]
    press(app, pygame.K_ESCAPE)
    assert scene.table.pending == [] and app.top is scene


def test_visible_parts_cut_each_card_to_what_the_later_ones_leave():
    from client.keyboard import visible_parts

    row = {"a": pygame.Rect(0, 0, 50, 80), "b": pygame.Rect(30, 0, 50, 80), "c": pygame.Rect(200, 0, 50, 80)}
    assert visible_parts(row) == [("a", pygame.Rect(0, 0, 30, 80)), ("b", row["b"]), ("c", row["c"])]
    staggered = {"top": pygame.Rect(0, 0, 50, 80), "low": pygame.Rect(10, 20, 50, 80)}
    assert visible_parts(staggered)[0] == ("top", pygame.Rect(0, 0, 50, 20))
    assert visible_parts({"x": pygame.Rect(0, 0, 50, 80), "y": pygame.Rect(1, 0, 50, 80)})[0][1].w == 4
