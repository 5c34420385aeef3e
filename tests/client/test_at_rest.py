"""The client at rest: the frame loop stops drawing when nothing moves and sleeps until the
next event; it keeps drawing every frame while something moves. No clock is read here:
the loop runs on a simulated clock, so nothing depends on the machine's load."""

import random

import pygame
import pytest
from table_helpers import play_ais

from client.app import CALM_AFTER, FPS, REST_WAKE_MS
from client.scenes.menu import MainMenu
from client.testing import make_app, run_until
from rules.core import Config, Match, Seat


class SimulatedTime:
    """Stands in for the app's clock and ``pygame.event.wait``: a paced frame takes 1/FPS s,
    a wait at rest lasts its whole timeout (no event comes unless a test posts one)."""

    def __init__(self, monkeypatch):
        self.waits: list[int] = []
        self._waited = 0
        monkeypatch.setattr(pygame.event, "wait", self.wait)

    def wait(self, timeout=0):
        self.waits.append(timeout)
        self._waited = timeout
        return pygame.event.Event(pygame.NOEVENT)

    def tick(self, framerate=0):
        if framerate:
            return round(1000 / framerate)
        waited, self._waited = self._waited, 0
        return waited

    def get_time(self):
        return 0


def waiting_table(app, game="imperio", players=3):
    """A table where the human at seat 0 must decide (the AI seats have acted)."""
    match = Match.new(
        game, Config(players, seed=4), [Seat("Ana", "human")] + [Seat(f"IA {i}", "greedy") for i in range(1, players)]
    )
    play_ais(match, random.Random(4))
    app.push(MainMenu(app))
    app.step()
    scene = app.start_match(match)
    run_until(app, lambda: scene.deciding == 0 and not scene.table.busy(), max_frames=600)
    return scene


def run_passes(app, n, on_pass=None):
    """``app.run()`` for ``n`` passes of its loop; [whether each pass drew a frame]."""
    drawn, passes = [], []
    real_step = app.step

    def step(*args, **kwargs):
        before = len(drawn)
        drawn.append(False)
        did = real_step(*args, **kwargs)
        passes.append(did)
        if on_pass is not None:
            on_pass(before)
        if len(passes) >= n:
            app.quit()
        return did

    app.after_draw.append(lambda app: drawn.__setitem__(len(drawn) - 1, True))
    app.step = step
    app.run()
    return drawn


@pytest.mark.parametrize("game", ["imperio", "virrey"])
def test_a_table_waiting_for_a_human_stops_drawing_and_sleeps(monkeypatch, game):
    app = make_app(anim_speed=1.0)
    clock = SimulatedTime(monkeypatch)
    app.clock = clock
    scene = waiting_table(app, game, 3 if game == "imperio" else 2)
    assert scene.deciding == 0
    drawn = run_passes(app, 400)
    calm_frames = int(CALM_AFTER * FPS) + 2
    assert all(drawn[: calm_frames - 5]), "frames are drawn at full rate right after the table moved"
    assert sum(drawn) <= calm_frames
    assert not any(drawn[-250:]), "at rest the loop draws nothing"
    # and it does not spin: every pass at rest waited for an event, with a timeout
    assert len(clock.waits) >= 200 and set(clock.waits[-200:]) == {REST_WAKE_MS}


def test_input_at_rest_wakes_the_loop_at_once(monkeypatch):
    app = make_app()
    app.clock = SimulatedTime(monkeypatch)
    scene = waiting_table(app)
    rect = scene.table.rect

    def on_pass(i):
        if i == 350:  # long at rest: the mouse moves over the table
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(3, 0), buttons=(0, 0, 0)))

    drawn = run_passes(app, 400, on_pass)
    assert not any(drawn[200:351])
    assert all(drawn[351:400]), "after input, full-rate frames again (hover, pulsing targets)"


def test_frames_keep_coming_while_the_ai_thinks_and_cards_move():
    app = make_app(anim_speed=1.0)
    match = Match.new(
        "imperio", Config(3, seed=2), [Seat("IA 1", "greedy"), Seat("Ana", "human"), Seat("IA 3", "greedy")]
    )
    app.push(MainMenu(app))
    app.step()
    scene = app.start_match(match)
    app.step()
    moving = 0
    for _ in range(600):
        was_moving = scene.request is not None or scene.table.busy()
        drew = app.step([], dt=1 / FPS, draw=None)
        if was_moving:
            moving += 1
            assert drew, "a frame with the AI thinking or cards in flight was not drawn"
    assert moving > 30
    assert scene.deciding == 1  # the human's turn came; the table no longer moves by itself
    assert not scene.animating()
    for _ in range(int(CALM_AFTER * FPS) + 1):
        app.step([], dt=1 / FPS, draw=None)
    assert not app.step([], dt=1 / FPS, draw=None)


def test_a_toast_keeps_frames_coming_until_it_has_faded():
    app = make_app()
    waiting_table(app)
    for _ in range(int(CALM_AFTER * FPS) + 2):
        app.step([], dt=1 / FPS, draw=None)
    assert not app.step([], dt=1 / FPS, draw=None)
    app.ui.toast("hola", 1.0)
    assert all(app.step([], dt=1 / FPS, draw=None) for _ in range(FPS))  # it fades over 1 s


def test_step_called_directly_still_draws_every_frame():
    """Tests, screenshots and the benchmark step the app themselves: every step draws."""
    app = make_app()
    waiting_table(app)
    before = app.frames_drawn
    for _ in range(int(CALM_AFTER * FPS) + 30):
        app.step([], dt=1 / FPS)
    assert app.frames_drawn - before == int(CALM_AFTER * FPS) + 30


@pytest.mark.parametrize("lang, want", [("en", "Ana and Bruno to play"), ("es", "Ana y Bruno")])
def test_two_seats_waited_on_are_named_as_a_person_would(lang, want):
    """A sealed step that waits on two seats read "Alex, Bruno to play" (Krysis's lesson)."""
    from client.testing import frames, make_app
    from rules.core import Config, Match, Seat

    app = make_app(lang=lang)
    try:
        match = Match.new("krysis", Config(2, 1), [Seat("Ana"), Seat("Bruno")])
        assert len(match.state.to_act()) == 2  # the opening bid: both at once
        scene = app.start_match(match)
        frames(app, 2)  # the hot seat's "pass the device" screen: no one holds it yet
        assert scene.deciding is None and app.top is not scene
        scene.update_panel()
        assert want in scene.panel.prompt, scene.panel.prompt
    finally:
        app.close()
