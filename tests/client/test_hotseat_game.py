"""A whole hot-seat game of El Viejo Imperio through the real app, by posted mouse events.

Three human seats share the device. Every frame is checked: no face-up card drawn
may be in another seat's hand or be another seat's sealed choice, and while the
"pass to <name>" screen is up nothing of the table is drawn at all.
"""

from __future__ import annotations

import pygame

from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import click, confirm_pass, drag, frames, make_app, table_scene
from rules.core import Config, Match, Seat
from rules.imperio import DeclareElector, Play


def _privacy_check(violations: list, passes: list):
    def hook(app):
        records = list(app.ui.card_records)
        if isinstance(app.top, PassScene):
            passes.append(app.top.name)
            if records:
                violations.append(("drawn behind the pass screen", records[:3]))
            return
        scene = table_scene(app)
        if scene is None or scene is not app.top:
            return
        state, viewer = scene.match.state, scene.viewer
        for card, zone, _seat in records:
            for other in range(state.num_players):
                if other == viewer:
                    continue
                if card in state.hands[other] or (state.round == 1 and card == state.sealed[other]):
                    violations.append((f"{card} of seat {other} drawn ({zone}) for viewer {viewer}",))
    return hook


def test_three_humans_play_a_whole_game_by_mouse_and_never_see_each_other():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat("Ana"), Seat("Bruno"), Seat("Carmen")]
    scene = app.start_match(Match.new("imperio", Config(3, seed=11), seats))
    violations: list = []
    passes: list = []
    app.after_draw.append(_privacy_check(violations, passes))
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
