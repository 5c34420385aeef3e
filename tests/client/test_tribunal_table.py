"""Grand Tribunal's table, driven by real pygame events through the app.

A whole hot-seat game of three humans is played by posted mouse events only (drags, and
their click alternatives: the source, then the target), from the first draw to the results;
every frame is checked: no card private to another seat is drawn, nothing is drawn behind
the pass screen.
"""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import privacy_hook
from tribunal_gestures import click_pair, gesture

from client import games
from client.scenes.menu import MainMenu
from client.testing import click, confirm_pass, drag, frames, make_app
from rules.core import Config, Match, Seat
from rules.tribunal import actions as A


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def secret(state, seat):
    """What a seat hides: its hand, its face-down Sanctum and Vault cards, the Spells
    installed on its Items (only their categories show)."""
    out = set(state.hand[seat])
    for zone in (state.lab, state.library, state.vault, state.awarded):
        out |= {c for c in zone[seat] if c not in state.face_up}
    for item in list(state.lab[seat]) + list(state.awarded[seat]):
        out |= set(state.installed.get(item, ()))
    return out


def choose(legal, rng, state):
    """A random choice that shows every gesture in one game: the free and rare moves first
    (activating, installing, casting need vis advanced on the cards before), an advance
    spends what it may, and the turn ends once its actions are taken."""
    rare = [a for a in legal if isinstance(a, RARE)]
    if rare and rng.random() < 0.9:
        return rng.choice(rare)
    advances = [a for a in legal if isinstance(a, A.Advance)]
    if advances and (state.step == "advance" or rng.random() < 0.5):
        return rng.choice(advances)
    ends = [a for a in legal if isinstance(a, (A.EndTurn, A.Done))]
    if ends and (state.actions_left() <= 0 or rng.random() < 0.1):
        return ends[0]
    return rng.choice([a for a in legal if a not in ends] or legal)


RARE = (A.Activate, A.Install, A.Cast, A.PlayResource, A.Unvote, A.Target, A.Discard)


def play(app, scene, rng, limit=3000, clicks_every=3):
    counts = {"drag": 0, "click": 0, "button": 0, "kinds": set(), "courts": []}
    for _ in range(limit):
        if scene.match.is_over():
            break
        if confirm_pass(app):
            continue
        table = scene.table
        if table.zoom is not None:  # the Tribunal's scene: a click closes it
            counts["courts"].append(table.zoom[:2])
            click(app, table.layout.rect.center)
            assert table.zoom is None
            continue
        if scene.deciding is None:
            frames(app)
            continue
        seat, before = scene.deciding, len(scene.match.steps)
        state = scene.match.state
        act = choose(state.legal(seat), rng, state)
        how = gesture(table, act)
        assert how is not None, f"no gesture for {act}"
        if how[0] == "button":
            click(app, how[1])
            counts["button"] += 1
        elif how[0] == "click":
            for p in how[1]:
                click(app, p)
            counts["click"] += 1
        elif before % clicks_every == 0:
            for p in click_pair(table, act):
                click(app, p)
            counts["click"] += 1
        else:
            drag(app, how[1], how[2])
            counts["drag"] += 1
        frames(app, 1)
        assert len(scene.match.steps) == before + 1, f"the gesture {how} did not apply {act}"
        assert scene.match.steps[-1].action == act
        counts["kinds"].add(type(act).__name__)
    return counts


ALL = {"double_advance": True, "hand_or_sanctum": True, "secret_cards": True, "cheap_resources": True, "fast_rotation": True}
SHOWN = {"Draw", "PraecoVote", "Vote", "Take", "Advance", "Activate", "Install", "Cast", "KeepSpell", "ToSanctum", "EndTurn"}


@pytest.mark.parametrize("players,seed,options", [(3, 7, {}), (5, 11, ALL)], ids=["3-seats", "5-seats-all-variants"])
def test_humans_play_a_whole_game_by_mouse_and_never_see_each_other(players, seed, options):
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    names = ["Ana", "Bruno", "Carmen", "Dario", "Elena"][:players]
    scene = app.start_match(Match.new("tribunal", Config(players, seed=seed, options=options), [Seat(n) for n in names]))
    violations: list = []
    passes: list = []
    app.after_draw.append(privacy_hook(violations, passes, secret))
    counts = play(app, scene, random.Random(seed))
    assert scene.match.is_over(), "the game did not reach its end"
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert not violations, violations[:5]
    assert set(names) <= set(passes)
    assert counts["drag"] > 20 and counts["click"] > 10 and counts["button"] > 10, counts
    shown = SHOWN - ({"Activate"} if options.get("fast_rotation") else set())  # it turns active by itself
    assert shown <= counts["kinds"], shown - counts["kinds"]
    assert [n for _, n in counts["courts"]] == [1, 2], "the first two Tribunals' scenes opened"
    pygame.event.clear()
