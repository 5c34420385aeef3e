"""Helpers for headless tests that drive the app frame by frame with real pygame events.
A test reads, for example::

    app = make_app()                      # SDL dummy driver, in-process AI
    app.push(MainMenu(app)); frames(app)  # the menu is on top after one frame
    click(app, button.rect.center)        # press, release, and deliver the UI event
    table = table_scene(app).table        # the game's TableView instance
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pygame


def make_app(worker: str = "inline", autosave: bool = True, anim_speed: float = 0.0, lang: str = "es"):
    """An App with default settings (1600x900), animations off unless asked, AI in-process."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from client.app import App
    from client.ui import Settings

    settings = Settings(lang=lang, anim_speed=anim_speed)
    return App(settings, worker=worker, autosave=autosave)


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt=dt)


def click(app, pos, button: int = 1) -> None:
    """A full click at ``pos`` (screen coordinates): down, a frame, up, two frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()
    app.step()


def key(app, key: int, mod: int = 0, unicode: str = "") -> None:
    """A key pressed and released (KEYDOWN, KEYUP), then two frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    app.step()
    app.step()


def drag(app, start, end, steps: int = 6) -> None:
    """Press at ``start``, move to ``end`` in a few frames, release there."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()
    app.step()


def run_until(
    app, done: Callable[[], bool], max_frames: int | None = 2000, dt: float = 1 / 60, seconds: float | None = None
) -> bool:
    """Step until ``done()`` (True) or ``max_frames`` pass, or ``seconds`` of wall time
    where given (False). Frames step the animations by ``dt``; an AI in a worker process
    answers in wall time, so a wait on it is bounded by ``seconds``, not by frames."""
    end = None if seconds is None else time.perf_counter() + seconds
    frames = 0
    while max_frames is None or frames < max_frames:
        if done():
            return True
        if end is not None and time.perf_counter() > end:
            return False
        app.step(dt=dt)
        frames += 1
    return done()


def table_scene(app):
    """The TableScene on the stack (topmost), or None."""
    from client.scenes.table import TableScene

    return next((s for s in reversed(app.scenes) if isinstance(s, TableScene)), None)


def confirm_pass(app) -> str | None:
    """If the pass-the-device screen is on top, click its button; returns the name it showed."""
    from client.scenes.passdevice import PassScene

    top = app.top
    if isinstance(top, PassScene):
        click(app, top.ok.rect.center)
        return top.name
    return None


def played_out(game: str, players: int, seed: int, kinds=("random",), name: str = "P{n}", moves: int | None = None):
    """A match of ``game`` played by seeded random moves: to its end, or ``moves`` decisions.
    Seat ``i`` is named ``name`` with ``n`` = i + 1 and has kind ``kinds[i % len(kinds)]``."""
    import random

    from rules.core import Config, Match, Seat

    seats = [Seat(name.format(n=i + 1), kinds[i % len(kinds)]) for i in range(players)]
    match = Match.new(game, Config(players, seed=seed), seats)
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.steps) < moves):
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match
