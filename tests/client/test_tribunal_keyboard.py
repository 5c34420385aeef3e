"""A whole game of Grand Tribunal played with posted key events only (Tab and Enter).

The human never gets a mouse event: the focus walks the stops the table offers, Enter on a
source picks it (the vote counters, the vis store, a card...), Enter on a lit target drops
it there; the actions without a source are buttons of the bar.
"""

from __future__ import annotations

import random

import pygame
import pytest
from test_tribunal_table import choose

from client import games
from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import frames, make_app
from rules.core import Config, Match, Seat
from rules.tribunal import actions as A


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def press(app, key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    app.step()


def focus_on(app, scene, name, limit=120) -> None:
    for _ in range(limit):
        if scene.keys.visible and scene.keys.name == name:
            return
        assert name in [s.name for s in scene.key_stops()], f"{name} not offered: {[s.name for s in scene.key_stops()]}"
        press(app, pygame.K_TAB)
    raise AssertionError(f"{name} not reachable by Tab")


def deck_of(card: str) -> str:
    from client.tribunal import data

    return {"item": "items", "spell": "spells"}.get(data.kind_of(card), "resources")


def source_and_target(act):
    """(the source item a first Enter picks, the target a second Enter drops it on; None:
    the pick alone makes the action)."""
    if isinstance(act, A.Draw):
        return ("deck", act.deck), None
    if isinstance(act, (A.PraecoVote, A.Vote)):
        return ("vote",), f"space:{act.space}"
    if isinstance(act, A.Unvote):
        return ("voted", act.space), "concilium"
    if isinstance(act, A.ToSanctum):
        return ("hand", act.card), "sanctum"
    if isinstance(act, A.Discard):
        return ("hand", act.card), f"discard:{deck_of(act.card)}"
    if isinstance(act, A.Activate):
        return ("own", act.card), "regio"
    if isinstance(act, A.Install):
        return ("own", act.spell), f"card:{act.item}"
    if isinstance(act, A.Take):
        return (("deck", act.card) if act.card in ("items", "spells") else ("row", act.card)), act.to
    if isinstance(act, A.Advance):
        return ("vis",), f"card:{act.card}"
    if isinstance(act, A.Cast):
        return ("inst", act.item, act.spell), "play"
    if isinstance(act, A.PlayResource):
        return ("own", act.card), "play"
    if isinstance(act, A.DrawResource):
        return ("deck", "resources"), act.to
    if isinstance(act, A.Target):
        return ("opp", act.seat), None
    return None, None


def test_a_whole_game_by_keyboard_against_the_ai():
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat("Ana"), Seat("IA 1", kind="greedy"), Seat("IA 2", kind="greedy")]
    scene = app.start_match(Match.new("tribunal", Config(3, seed=4), seats))  # seed 4: every kind by then
    rng = random.Random(4)
    kinds = set()
    for _ in range(4000):
        if scene.match.is_over():
            break
        if isinstance(app.top, PassScene):
            press(app, pygame.K_RETURN)
            continue
        table = scene.table
        if table.zoom is not None:  # the Tribunal's scene: Esc closes it
            press(app, pygame.K_ESCAPE)
            assert table.zoom is None
            continue
        if scene.deciding is None:
            frames(app)
            continue
        seat, before = scene.deciding, len(scene.match.steps)
        state = scene.match.state
        act = choose(state.legal(seat), rng, state)
        button = next((b for b, _ in table.bar if b.action == act), None)
        if button is not None:
            focus_on(app, scene, f"button:{button.name}")
            press(app, pygame.K_RETURN)
            if type(act).__name__ == "EndTurn":
                frames(app, 1)
            if type(act).__name__ == "EndTurn" and len(scene.match.steps) == before:  # actions left: again
                focus_on(app, scene, f"button:{button.name}")
                press(app, pygame.K_RETURN)
        else:
            item, target = source_and_target(act)
            assert item is not None, act
            if table.selected != item:
                focus_on(app, scene, "src:" + ":".join(str(x) for x in item))
                press(app, pygame.K_RETURN)
            if target is not None and len(scene.match.steps) == before:
                focus_on(app, scene, f"target:{target}")
                press(app, pygame.K_RETURN)
        frames(app, 2)
        assert len(scene.match.steps) > before, f"the keys did not apply {act}"
        assert scene.match.steps[before].action == act
        kinds.add(type(act).__name__)
    assert scene.match.is_over(), "the game did not reach its end"
    press(app, pygame.K_ESCAPE)  # the Grand Tribunal's count closed, the results follow
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert {
        "Draw",
        "PraecoVote",
        "Vote",
        "Take",
        "Advance",
        "Activate",
        "Install",
        "Cast",
        "EndTurn",
        "ToSanctum",
    } <= kinds, kinds
    pygame.event.clear()


def test_a_picked_source_sends_the_focus_to_its_targets_in_reading_order_then_back():
    """Enter on the Concilium (the Praeco's votes): the focus goes to the first space lit
    for it, the top one (Orbs), and Tab walks the register down (Potions, Scrolls...); it
    went back to the bar's first button (the points sheet), and the next Tab to the
    Concilium, where Enter let the vote go; the spaces came in the order of their names."""
    from label_fit import resize
    from table_helpers import ai_move

    from rules.tribunal.actions import SPACES

    app = make_app(autosave=False)
    try:
        resize(app, (1024, 640))
        match = Match.new(
            "tribunal", Config(3, seed=6), [Seat("Ana"), Seat("B", kind="greedy"), Seat("C", kind="greedy")]
        )
        st, rng = match.state, random.Random(1)
        while not (st.to_act() == (0,) and st.view(0).step == "praeco"):
            seat = st.to_act()[0]
            if seat == 0:
                match.apply(0, st.legal(0)[0])
            else:
                ai_move(match, seat, rng)
        scene = app.start_match(match)
        frames(app, 3)
        if isinstance(app.top, PassScene):
            press(app, pygame.K_RETURN)
            frames(app, 2)
        focus_on(app, scene, "src:vote")
        press(app, pygame.K_RETURN)
        assert scene.table.selected == ("vote",)
        walked = [scene.keys.name]
        for _ in range(len(SPACES) - 1):
            press(app, pygame.K_TAB)
            walked.append(scene.keys.name)
        assert walked == [f"target:space:{s}" for s in SPACES]
        press(app, pygame.K_RETURN)
        assert match.steps[-1].action == A.PraecoVote(SPACES[-1])
        # the vote made, the focus is back on the Concilium (it fell on the hint button, so
        # the next Enter asked for a hint): Enter picks the next vote, Enter places it
        frames(app, 2)
        assert scene.keys.current(scene.key_stops()).name == "src:vote"
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        frames(app, 2)
        assert match.steps[-1].action == A.PraecoVote(SPACES[0])
    finally:
        app.close()
