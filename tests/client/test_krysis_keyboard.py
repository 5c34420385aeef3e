"""A whole game of Krysis with posted key events only (Tab and Enter), until the results:
every decision of the human seat is reached through the stops the table offers."""

from __future__ import annotations

import random

import pygame
from test_keyboard_games import focus_on, press

from client.scenes.menu import MainMenu
from client.scenes.passdevice import PassScene
from client.testing import frames, make_app
from rules.ai import choose
from rules.core import Config, Match, Seat
from rules.krysis import actions as A
from rules.krysis.cards import card_set


def stops_for(table, act) -> list[str]:
    """The stops to focus and press, in order, for ``act``."""
    if isinstance(act, A.Bid):
        return [f"home:{act.colour}"]
    if isinstance(act, A.SealBid):
        return ["button:seal"]
    if isinstance(act, A.Descend):
        return [f"cell:{table.view.round}:{act.chamber}"]
    if isinstance(act, A.TakeGoods):
        return [f"button:group:{act.group}"]
    if isinstance(act, A.KeepRelic):
        return [f"keep:{act.relic}"]
    if isinstance(act, (A.Pick, A.SetAside, A.ChooseHand)):
        return [f"card:{act.agent}", "button:confirm"]
    if isinstance(act, A.Activate):
        return [f"button:activate:{act.relic}"]
    if isinstance(act, A.Special):
        return [f"button:special:{act.agent}"]
    if isinstance(act, A.Load):
        return ["button:load"]
    if isinstance(act, A.Raid):
        return [f"button:raid:{act.target}"]
    if isinstance(act, A.Overtime):
        return ["button:overtime", f"button:overtime:{act.red}{act.blue}{act.white}"]
    if isinstance(act, A.Take):
        if table.mode == "spy_take":
            return [f"spy:{act.good}"]
        return [f"good:{act.good}" if act.good in ("red", "blue", "white") else f"relic:{act.good}"]
    if isinstance(act, A.StealRelics):
        return [f"button:steal:{act.count}"]
    if isinstance(act, A.Carry):
        return [f"button:carry:{act.to}"]
    if isinstance(act, A.Target):
        return [f"opp:{act.seat}"]
    if isinstance(act, A.Convert):
        from client.krysis.prompts import convert_direction

        turn = [] if convert_direction(table) == act.colour else [f"button:dir:{act.colour}"]
        return turn + [f"button:convert:{act.colour}:{act.count}"]
    if isinstance(act, A.Draw):
        return [f"deck:{act.deck}"]
    raise AssertionError(act)


def test_a_whole_game_of_krysis_by_keyboard():
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        opts = {"advanced": True, "tactical": True, "speed": True}
        match = Match.new("krysis", Config(2, seed=3, options=opts), [Seat("Ana"), Seat("IA", "greedy")])
        scene = app.start_match(match)
        rng = random.Random(5)
        seen = set()
        for _ in range(3000):
            if scene.match.is_over():
                break
            if isinstance(app.top, PassScene):
                press(app, pygame.K_RETURN)
                continue
            if scene.deciding is None:
                frames(app)
                continue
            seat, before = scene.deciding, len(scene.match.steps)
            state = scene.match.state
            legal = state.legal(seat)
            act = choose("greedy", "krysis", state.view(seat), legal, rng)
            # keep the special agents and send them to the team, so special actions come up
            special = {
                a
                for a in legal
                if isinstance(a, (A.SetAside, A.ChooseHand, A.Pick)) and card_set().agents[a.agent].special
            }
            if isinstance(act, A.SetAside):
                act = next((a for a in legal if a not in special), act)
            elif isinstance(act, (A.ChooseHand, A.Pick)) and special:
                act = sorted(special, key=lambda a: a.agent)[0]
            for name in stops_for(scene.table, act):
                assert focus_on(app, scene, name), (name, act)
                press(app, pygame.K_RETURN)
            frames(app, 2)
            assert len(scene.match.steps) > before and scene.match.steps[before].action == act, act
            seen.add(type(act).__name__)
        assert scene.match.is_over()
        frames(app, 5)
        assert type(app.top).__name__ == "ResultsScene"
        assert {"SetAside", "ChooseHand", "Bid", "SealBid", "Descend", "Pick", "Draw", "Special"} <= seen, seen
    finally:
        pygame.event.clear()
        app.close()


def test_a_paged_hand_turns_by_keyboard():
    """The tactical hand of nine at 1024x640 shows six at a time: Tab reaches the next page's
    arrow and Enter shows the other three (each then a stop of its own)."""
    from label_fit import resize
    from table_helpers import ai_move

    from client.testing import confirm_pass, run_until

    app = make_app(autosave=False)
    try:
        resize(app, (1024, 640))
        match = Match.new("krysis", Config(2, 3, {"tactical": True}), [Seat("Ana", "human"), Seat("Bruno", "greedy")])
        rng = random.Random(3)
        for _ in range(18):  # both seats choose their nine
            ai_move(match, match.state.to_act()[0], rng)
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        scene, table = app.top, app.top.table
        assert run_until(app, lambda: table.mode == "bid", 600)  # the human's sealed bid
        hand = list(table.hand())
        assert len(hand) == 9 and list(table.hand_rects()) == hand[:6]
        assert focus_on(app, scene, "page:1")
        press(app, pygame.K_RETURN)
        frames(app)
        assert list(table.hand_rects()) == hand[6:]
        assert "page:-1" in [s.name for s in scene.key_stops()]
    finally:
        app.close()


def test_a_crystal_in_the_bid_comes_back_by_keyboard():
    """Issue 23 lets a crystal in one's own bid be taken back before sealing by click or
    drag; the keyboard reaches it too: each crystal in the fist is a stop, Enter unbids it."""
    from client.testing import confirm_pass, run_until

    app = make_app(autosave=False)
    try:
        match = Match.new("krysis", Config(2, seed=3), [Seat("Ana", "human"), Seat("Bruno", "greedy")])
        scene = app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        table = scene.table
        assert run_until(app, lambda: table.mode == "bid", 600)
        seat = scene.deciding
        colour = next(a.colour for a in match.state.legal(seat) if isinstance(a, A.Bid))
        assert focus_on(app, scene, f"home:{colour}")
        press(app, pygame.K_RETURN)
        frames(app, 2)
        assert scene.match.steps[-1].action == A.Bid(colour)
        assert focus_on(app, scene, f"bid:{colour}")
        press(app, pygame.K_RETURN)
        frames(app, 2)
        assert scene.match.steps[-1].action == A.Unbid(colour)
    finally:
        pygame.event.clear()
        app.close()
