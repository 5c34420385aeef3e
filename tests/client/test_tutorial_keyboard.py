"""Every lesson, played through by keyboard alone from the main menu (issue 38: "the keyboard
reaches everything"): Tab to "Learn to play", to the game's lesson, then at every step Tab
and Enter only: Next where the lesson explains, and on each step the learner must do, the
lit places in turn (a card, then where it goes), as a player who cannot use a mouse would."""

from __future__ import annotations

import pygame
import pytest

from client.testing import frames, key, make_app, run_until
from client.tutorial import script as tutorial_script

GAMES = tutorial_script.games_with_tutorials()


def tab_to(app, scene, found, most: int = 120):
    """Tab until ``found(stop)`` holds for the focused stop; that stop (None: never)."""
    for _ in range(most):
        stop = scene.keys.current(scene.key_stops()) if scene.keys.visible else None
        if stop is not None and found(stop):
            return stop
        key(app, pygame.K_TAB)
    return None


def on(rect):
    """A stop on the lit ``rect``: its centre inside it, or the lit place inside the stop."""
    return lambda stop: rect.collidepoint(stop.rect.center) or stop.rect.collidepoint(rect.center)


def open_by_keyboard(app, game_id):
    from client.scenes.menu import MainMenu

    app.push(MainMenu(app))
    frames(app)
    menu = app.top
    assert tab_to(app, menu, lambda _: menu.focused_widget() is menu.learn_btn, 40)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    learn = app.top
    assert tab_to(app, learn, lambda _: learn.start.get(learn.focused_widget()) == game_id, 20)
    key(app, pygame.K_RETURN)
    frames(app, 3)
    return app.top


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_lesson_by_keyboard_alone(game_id, lang):
    app = make_app(lang=lang)
    try:
        scene = open_by_keyboard(app, game_id)
        coach = scene.coach
        assert coach is not None and coach.index == 0
        steps = len(coach.script.steps)
        while coach.step.kind != "end":
            here, step = coach.index, coach.step
            if step.kind in ("say", "ai"):
                for _ in range(20):  # (a Tribunal's scene waits to be closed: "press Esc", it says)
                    if run_until(app, lambda: coach.next_btn.is_enabled and not scene.table.busy(), 120):
                        break
                    if scene.table.overlay_open():
                        key(app, pygame.K_ESCAPE)
                assert coach.next_btn.is_enabled and not scene.table.busy(), step.id
                assert tab_to(app, scene, lambda s: s.name == "tutorial:next"), (step.id, "no stop on Next")
                key(app, pygame.K_RETURN)
            else:
                assert run_until(app, lambda: bool(coach.lit(scene)), 600), (step.id, "nothing lit")
                if not scene.keys.visible:  # the first Tab shows the ring (and lights the bar's way)
                    key(app, pygame.K_TAB)
                pressed = 0
                for _ in range(4):  # the lit places in turn; again where a gesture was dropped
                    for place in coach.lit(scene):
                        # (a place the mouse drags from may need no stop: Enter on a chamber
                        # moves the miner there)
                        if coach.index != here or not any(on(place)(s) for s in scene.key_stops()):
                            continue
                        stop = tab_to(app, scene, on(place))
                        assert stop is not None, (step.id, "no stop reached on the lit place", tuple(place))
                        assert not stop.name.startswith("tutorial:"), (step.id, stop.name)
                        key(app, pygame.K_RETURN)
                        frames(app, 2)
                        pressed += 1
                    if coach.index != here:
                        break
                assert pressed, (step.id, "no stop on any lit place", [tuple(r) for r in coach.lit(scene)])
                refused = app.ui.t("tutorial.first_this")
                assert not any(refused in text for text, _ in app.ui.toasts), (step.id, app.ui.toasts)
            frames(app, 2)
            assert coach.index > here, (step.id, "the step did not move on")
        assert coach.index == steps - 1
    finally:
        app.close()
