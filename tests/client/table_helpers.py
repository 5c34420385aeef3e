"""Helpers shared by the game-table tests: AI turns, a match's table opened in an app, and
real mouse events fed to a table."""

from __future__ import annotations

import contextlib

import pygame
from label_fit import resize

from client.testing import confirm_pass, frames, make_app
from rules.ai import choose


def ai_move(match, seat, rng):
    state = match.state
    match.apply(seat, choose("greedy", match.game.id, state.view(seat), state.legal(seat), rng))


def play_ais(match, rng, human=0):
    """Let the AI seats act until the human must decide (or the game ends)."""
    while not match.is_over():
        others = [s for s in match.state.to_act() if s != human]
        if not others:
            return
        ai_move(match, others[0], rng)


@contextlib.contextmanager
def opened(match, lang="es", size=(1024, 640), scale="100", **app_args):
    """The app showing ``match``'s table at ``size`` (None: the default window) and
    ``scale``, its pass screen confirmed: yields (app, table) and closes the app."""
    app = make_app(lang=lang, **app_args)
    try:
        app.settings.ui_scale = scale
        if size:
            resize(app, size)
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        yield app, app.top.table
    finally:
        app.close()


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, **attrs))


def pump(table):
    """Feed every queued pygame event to the table; the actions it returned."""
    return [a for a in (table.handle_event(e) for e in pygame.event.get()) if a is not None]


def mouse_drag(table, start, end, steps=6):
    """Press at ``start``, move there in ``steps``, release at ``end``: the table's actions."""
    pygame.event.clear()
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    return pump(table)


def mouse_click(table, pos, button=1):
    """Move to ``pos``, press and release there: the table's actions."""
    pygame.event.clear()
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    return pump(table)


def show(table, match, seat=0):
    """Refresh the table with ``seat``'s view, and its legal actions if it must decide."""
    state = match.state
    table.refresh(state.view(seat), seat, state.legal(seat) if seat in state.to_act() else [])


def privacy_hook(violations: list, passes: list, secret_of, scene_of=None):
    """An ``app.after_draw`` hook checking every frame of a hot-seat game.

    Nothing may be drawn while the pass screen is up; on the table, no drawn card may be
    in ``secret_of(state, seat)`` (what ``seat`` hides) for a seat other than the viewer.
    ``scene_of(app)`` gives what is checked (``.match.state``, ``.viewer``); by default the
    table scene, drawn on top.
    """
    from client.scenes.passdevice import PassScene
    from client.testing import table_scene

    def hook(app):
        records = list(app.ui.card_records)
        if isinstance(app.top, PassScene):
            passes.append(app.top.name)
            if records:
                violations.append(("drawn behind the pass screen", records[:3]))
            return
        if scene_of is not None:
            scene = scene_of(app)
        else:
            scene = table_scene(app)
            if scene is None or scene is not app.top:
                return
        state, viewer = scene.match.state, scene.viewer
        for card, zone, seat in records:
            if zone in ("hand", "dealt") and seat != viewer:
                violations.append((f"{zone} card {card} of seat {seat} drawn for viewer {viewer}",))
            for other in range(state.num_players):
                if other != viewer and card in secret_of(state, other):
                    violations.append((f"{card} of seat {other} drawn ({zone}) for viewer {viewer}",))

    return hook
