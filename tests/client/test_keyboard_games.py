"""Whole games played with posted key events only (Tab / arrows and Enter), until the results.

The human seats never get a mouse event: the focus walks the stops the table offers
(``TableScene.key_stops``), Enter picks a source and then drops it on a lit target.
"""

from __future__ import annotations

import random

import pygame
import pytest

from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import frames, make_app
from rules.core import Config, Match, Seat
from rules.imperio import DeclareElector


def press(app, key, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    app.step()


def focus_on(app, scene, name, limit=60) -> bool:
    """Tab until the focus rests on the stop ``name``; asserts it is reachable while it is
    offered (False: the table stopped offering it, e.g. a follow-up it answered itself)."""
    for _ in range(limit):
        if scene.keys.visible and scene.keys.name == name:
            return True
        if name not in [s.name for s in scene.key_stops()]:
            return False
        press(app, pygame.K_TAB)
    raise AssertionError(f"{name} not reachable by Tab; stops: {[s.name for s in scene.key_stops()]}")


def test_a_whole_game_of_imperio_by_keyboard_hot_seat():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("imperio", Config(3, seed=5), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]))
    electors = passes = 0
    for _ in range(3000):
        if scene.match.is_over():
            break
        if isinstance(app.top, PassScene):
            press(app, pygame.K_RETURN)  # "I am <name>": confirmed by Enter
            passes += 1
            continue
        if scene.deciding is None:
            frames(app)
            continue
        seat, before = scene.deciding, len(scene.match.steps)
        legal = scene.match.state.legal(seat)
        declares = [a for a in legal if isinstance(a, DeclareElector)]
        act = (
            declares[0]
            if declares and electors < 2
            else [a for a in legal if a not in declares][before % 3 % len([a for a in legal if a not in declares])]
        )
        assert focus_on(app, scene, f"card:{act.card}")
        press(app, pygame.K_RETURN)  # pick the card (the first click)
        target = "event" if act in declares else "trick"
        assert f"target:{target}" in [s.name for s in scene.key_stops()], "the legal target is lit"
        assert focus_on(app, scene, f"target:{target}")
        press(app, pygame.K_RETURN)  # drop it there (the second click)
        frames(app, 2)
        assert len(scene.match.steps) == before + 1 and scene.match.steps[-1].action == act
        electors += act in declares
    assert scene.match.is_over(), "the game did not reach its end"
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert passes > 10 and electors >= 1
    pygame.event.clear()


@pytest.mark.parametrize("seats", [[Seat("Ana"), Seat("IA", kind="random")], [Seat("Ana")]], ids=["vs-ai", "solo"])
def test_a_whole_game_of_virrey_by_keyboard(seats):
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("virrey", Config(len(seats), seed=3), seats))
    rng = random.Random(4)
    decisions = 0
    for _ in range(6000):
        if scene.match.is_over():
            break
        if scene.deciding is None:
            frames(app)
            continue
        before = len(scene.match.steps)
        for _ in range(12):  # walk to a stop of the table (not the side panel) and press Enter
            if scene.deciding is None:
                break
            names = [s.name for s in scene.key_stops() if not s.name.startswith("panel:")]
            assert names, f"no stop for {scene.match.state.legal(scene.deciding)[:3]}"
            if not focus_on(app, scene, rng.choice(names)):
                continue
            press(app, pygame.K_RETURN)
            frames(app, 2)
            if len(scene.match.steps) > before:
                break
        assert len(scene.match.steps) > before, f"stuck at {scene.match.state.legal(0)[:4]}"
        decisions += 1
    assert scene.match.is_over(), "the game did not reach its end"
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert decisions > 20
    pygame.event.clear()
