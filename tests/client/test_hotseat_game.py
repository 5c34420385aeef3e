"""A whole hot-seat game of El Viejo Imperio through the real app, by posted mouse events.

Three human seats share the device. Every frame is checked: no face-up card drawn
may be in another seat's hand or be another seat's sealed choice, and while the
"pass to <name>" screen is up nothing of the table is drawn at all.
"""

from __future__ import annotations

import pygame
from table_helpers import privacy_hook

from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import click, confirm_pass, drag, frames, make_app
from rules.core import Config, Match, Seat
from rules.imperio import DeclareElector, Play


def _secret(state, seat):
    """What an Imperio seat hides: its hand, and its sealed choice in round 1."""
    return set(state.hands[seat]) | ({state.sealed[seat]} if state.round == 1 else set())


def test_three_humans_play_a_whole_game_by_mouse_and_never_see_each_other():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]
    scene = app.start_match(Match.new("imperio", Config(3, seed=11), seats))
    violations: list = []
    passes: list = []
    app.after_draw.append(privacy_hook(violations, passes, _secret))
    moves = {"drag": 0, "click": 0, "elector": 0}
    for _ in range(4000):
        if scene.match.is_over():
            break
        if confirm_pass(app):
            continue
        if scene.deciding is None:
            frames(app)
            continue
        table, seat = scene.table, scene.deciding
        before = len(scene.match.steps)
        legal = scene.match.state.legal(seat)
        electors = [a for a in legal if isinstance(a, DeclareElector)]
        plays = [a for a in legal if isinstance(a, Play)]
        if electors and moves["elector"] < 2:
            act, target = electors[0], "event"
            moves["elector"] += 1
        else:
            act, target = plays[before % len(plays)], "trick"
        start = table.hand_card_rect(act.card).center
        end = table.drop_rects()[target].center
        if before % 2 == 0 or target == "event":
            drag(app, start, end)
            moves["drag"] += 1
        else:
            click(app, start)
            click(app, end)
            moves["click"] += 1
        frames(app, 2)
        assert len(scene.match.steps) == before + 1, f"the {target} gesture did not apply {act}"
        assert scene.match.steps[-1].action == act
    assert scene.match.is_over(), "the game did not reach its end"
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert not violations, violations[:5]
    assert {"Ana", "Bruno", "Carmen"} <= set(passes), "every human got the pass screen"
    assert moves["drag"] > 5 and moves["click"] > 5
    assert sum(s.total for s in scene.match.state.scores()) == 11
    pygame.event.clear()


def test_the_privacy_hook_reports_a_leak_and_drawing_behind_the_pass_screen():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(Match.new("imperio", Config(3, seed=11), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]))
    for _ in range(50):  # until the first human holds the device
        if scene.viewer is not None:
            break
        confirm_pass(app) or frames(app)
    assert scene.viewer is not None
    violations: list = []
    hook = privacy_hook(violations, [], _secret)
    other = (scene.viewer + 1) % 3
    app.ui.card_records[:] = [(scene.match.state.hands[other][0], "trick", None)]
    hook(app)
    assert violations and f"seat {other}" in violations[0][0]
    violations.clear()
    app.push(PassScene(app, "Bruno", lambda: None))
    frames(app)
    app.ui.card_records[:] = [("charlemagne", "event", None)]
    hook(app)
    assert violations == [("drawn behind the pass screen", [("charlemagne", "event", None)])]
